"""An amount asked of a topic whose passage writes no number at all.

- 「集团2025财年的网络安全投入是多少？」 asks how much was spent on cybersecurity; the risk
  report's paragraph on it lists controls (penetration tests, a security operations
  centre) and writes no number, so it states no amount and the question is refused in
  each language.
- Still answered: an amount the passage writes in words ("eight weeks" of safety stock)
  or in digits beside other words than the question's (「年間40時間以上の研修」), and a
  question asking what is done of the same topic (its controls), which asks no amount.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._amounts import writes_a_number
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused

RISK_REPORT = "ACME_Risk_Factors_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "集团2025财年的网络安全投入是多少？",
        "グループの2025年度のサイバーセキュリティ投資額はいくらですか？",
        "How much did the group spend on cybersecurity in FY2025?",
    ],
)
def test_a_paragraph_writing_no_number_states_no_amount(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What controls does the group have against cybersecurity risk?",
        "集团针对网络安全风险有哪些控制措施？",
    ],
)
def test_what_is_done_of_the_topic_is_still_answered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert RISK_REPORT in answer.sources, answer.answer


@pytest.mark.parametrize(
    ("text", "writes"),
    [
        ("keeps eight weeks of critical components", True),
        ("hedges up to 60 percent", True),
        ("计划开设两家试点门店", True),
        ("controls include annual penetration tests", False),
        ("in fy2025 the group reviewed its controls", False),
        ("统一的会员体系", False),
    ],
)
def test_a_number_is_written_in_digits_or_in_words(text: str, writes: bool) -> None:
    assert writes_a_number(text) is writes
