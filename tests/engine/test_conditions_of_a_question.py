"""A Chinese or Japanese condition before a question is the case it asks about.

「個人情報を国外に移転する場合、データ保護方針では事前にどのような手続きが求められていますか。」
asks about transfers abroad: the question after the comma says nothing of its topic
without the condition (「…する際」, 「如果…的话」, 「…的时候」). Set aside as the asker's
context, the question was read without it, and answered from another paragraph (the
policy's audits) or refused; and a condition naming a topic no document covers
(「如果用无人机配送的话，大湾区计划是怎么安排的？」) was answered from the plan's opening.
A condition of the asking itself (「如果方便的话」, 「必要な場合」) is still courtesy.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._context_wrapping import condition_of_request
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused_without_passage

POLICY = "ACME_Data_Protection_Policy.docx"
TRANSFER = "影响评估"  # the paragraph on transfers across borders (as quoted, in Chinese)


@pytest.mark.parametrize(
    ("piece", "condition"),
    [
        ("個人情報を国外に移転する場合", True),
        ("個人情報を国外に移転する際は", True),
        ("如果要把个人信息转移到境外", True),
        ("个人信息转移到境外的时候", True),
        ("如果方便的话", False),
        ("必要な場合", False),
        ("可能であれば", False),
        ("香港的收入", False),
    ],
)
def test_a_condition_holding_words_of_its_own(piece: str, condition: bool) -> None:
    assert condition_of_request(piece) is condition


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "個人情報を国外に移転する場合、データ保護方針では事前にどのような手続きが求められていますか。",
        "個人情報を国外に移転する際、データ保護方針では何が求められますか。",
        "如果要把个人信息转移到境外，数据保护政策事先要求做什么？",
        "If personal data is transferred abroad, what does the data protection policy require "
        "beforehand?",
    ],
)
def test_the_condition_says_what_is_asked(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [POLICY], answer.answer
    assert TRANSFER in answer.answer or "impact assessment" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "如果用无人机配送的话，大湾区计划是怎么安排的？",
        "ドローンで配送する場合、大湾区の計画ではどう定めていますか。",
        "个人信息传到月球上的时候，数据保护政策要求做什么？",
    ],
)
def test_a_condition_no_document_covers_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "如果方便的话，香港2025财年的收入是多少？",
        "必要な場合、香港の2025年度の売上高を教えてください。",
        "If possible, what was Hong Kong's revenue in FY2025?",
    ],
)
def test_a_condition_of_the_asking_is_courtesy(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), 1702.0)
