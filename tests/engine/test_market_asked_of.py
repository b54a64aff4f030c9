"""A number or a target asked of a market is read from that market's document, or from a
sentence naming the market that states it.

"What's Singapore's online sales target for FY2028?" was answered with the strategic
plan's target for the group's sales: the paragraph names Singapore, but for same-day
delivery. A passage of a document whose title names the market answers as before; any
other must state what is asked (a target, or the topic's head words) in a sentence naming
the market (``EvidenceChecks.of_the_market``).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

JAPAN_SUSTAINABILITY = "ACME_Sustainability_Report_Japan_2025.pdf"
HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
SINGAPORE_UPDATE = "ACME_Singapore_Market_Update_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What does the strategic plan say Singapore's online sales target is?",
        "What's the Singapore online sales target in the strategic plan?",
        "战略规划里新加坡的线上销售占比目标是多少？",
        "战略规划里新加坡2028财年的网店销售占比要达到多少？",
        "シンガポールの2028年度のオンライン売上目標は？",
    ],
)
def test_the_groups_target_is_no_markets_target(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("What's Japan's renewable energy target for its stores?", JAPAN_SUSTAINABILITY),
        ("日本の店舗の再エネ目標は？", JAPAN_SUSTAINABILITY),
        ("香港ACME+会员有多少人？", HK_REVIEW),
        ("新加坡的消费税涨到多少了？", SINGAPORE_UPDATE),
    ],
)
def test_a_markets_own_document_answers_for_it(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
