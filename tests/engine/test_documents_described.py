"""Documents named by their kind and their market, apart or in other words than a title.

"The Japan business … according to its strategy paper", 「根据香港业务的市场回顾」, "what does
the market review say drove it" after a Hong Kong figure: a sentence citing a document by
its kind (the KB's aliases less the market's name) names the one document of that kind
about a market the question names. A kind said without citing a document (「ライバルは
どんな戦略で」) names none, nor a kind of a market the question does not name.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._documents import document_kinds
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

JAPAN_STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"
HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
SG_UPDATE = "ACME_Singapore_Market_Update_FY2025.pdf"
SUSTAINABILITY_JP = "ACME_Sustainability_Report_Japan_2025.pdf"


def test_kinds_are_the_aliases_less_the_market(kb: KnowledgeBase) -> None:
    kinds = {doc: (markets, words) for doc, markets, words in document_kinds(kb.vocabulary())}
    assert kinds[JAPAN_STRATEGY][0] == {"ACME_JP"}
    assert {"strategy", "business strategy", "戦略", "战略"} <= set(kinds[JAPAN_STRATEGY][1])
    assert {"market update", "市場レポート", "市场报告"} <= set(kinds[SG_UPDATE][1])
    assert "review" in kinds[HK_REVIEW][1]
    # a document about no one market (the group's strategic plan) has no kind to name it by
    assert all("Strategic_Plan" not in doc for doc in kinds)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("What does the Hong Kong business say in its review about weekend footfall?", HK_REVIEW),
        ("According to the Singapore team's market report, what hurt spending?", SG_UPDATE),
        (
            "For Japan, what does the sustainability paper say about plastic bags?",
            SUSTAINABILITY_JP,
        ),
        ("根据香港业务的市场回顾，周末客流为什么下降？", HK_REVIEW),
        ("新加坡那边的市场报告里说了哪些竞争压力？", SG_UPDATE),
        ("日本业务的战略文件里，门店人手不足怎么解决？", JAPAN_STRATEGY),
        ("香港事業のレビューによると、週末の客足はなぜ減ったのですか。", HK_REVIEW),
        ("シンガポールのマーケットレポートでは、競合について何と書かれていますか。", SG_UPDATE),
        ("日本事業の戦略では、人手不足にどう対応すると書かれていますか。", JAPAN_STRATEGY),
    ],
)
def test_a_document_cited_by_kind_and_market_is_read(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "doc"),
    [
        (
            "What was Hong Kong revenue in FY2025, and what does the market review say drove it?",
            1702.0,
            HK_REVIEW,
        ),
        ("香港2025财年的收入是多少？市场回顾里说主要靠什么拉动？", 1702.0, HK_REVIEW),
        (
            "香港事業の2025年度の売上はいくらですか。また、現地のレビューでは何が伸びの要因と書かれていますか。",
            1702.0,
            HK_REVIEW,
        ),
    ],
)
def test_a_composite_cites_the_figures_market_document(
    kb: KnowledgeBase, mode: str, question: str, value: float, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == value
    assert doc in answer.sources


@pytest.mark.parametrize("mode", MODES)
def test_a_kind_word_that_cites_nothing_names_no_document(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "日本市場は？ライバルはどんな戦略で攻めてきた？", mode)
    assert answer.route == "refuse", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "According to the market update, what hurt spending in Hong Kong?",
        "根据市场报告，香港的租金降了多少？",
        "市場レポートによると、香港の家賃はどうなりましたか。",
    ],
)
def test_a_kind_of_another_markets_document_names_none(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    """The market update is Singapore's: asked of Hong Kong, it names no document."""
    assert SG_UPDATE not in ask(kb, question, mode).sources
