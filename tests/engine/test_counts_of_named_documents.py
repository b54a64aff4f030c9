"""A count asked of a document the question names is read only from a paragraph of it that
speaks of what is counted.

"How many drones does the Japan strategy say …" named the strategy, and a paragraph of
it was quoted whatever it counted (revenue, the population of a region). The thing
written after the question word asking how many ("how many *robots*", 「多少个*充电桩*」,
「何台の*ドローン*」) must be held by the paragraph's text, its translation or, in the
reader's words, its keywords answering that count ("young graduates" for the internship
paragraph); a count word with no thing after it (「何店舗の予定」) asks what the plan states.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

ESG = "ACME_ESG_Report_FY2025.pdf"
GBA = "ACME_GBA_Expansion_Plan.docx"
HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
RISK = "ACME_Risk_Factors_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "According to the HK market review, how many vending machines were installed?",
        "How many charging stations does the group plan in the Greater Bay Area?",
        "香港市场回顾里说新开了多少台自动售货机？",
        "大湾区拓展计划里计划建多少个充电桩？",
        "日本事業戦略では何台のドローンを導入すると書いてありますか？",
        "人材育成方針では、何人の留学生を受け入れますか？",
    ],
)
def test_a_count_of_what_the_named_document_never_speaks_of_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("How many university scholarships does the ESG report say the foundation funded?", ESG),
        ("How many young graduates does the Greater Bay Area plan take on each year?", GBA),
        ("ESG报告里说基金会资助了多少个大学奖学金？", ESG),
        ("大湾区拓展计划里每年招收多少名大学毕业生？", GBA),
        ("香港市场回顾里说关闭了几家门店？", HK_REVIEW),
        ("リスク要因報告書によると、キオスク機器を組み立てる製造委託先は何社ですか？", RISK),
    ],
)
def test_a_count_the_named_document_states_is_read_from_it(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
