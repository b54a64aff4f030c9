"""The KB tools: indexed fact lookups, BM25 passages in three languages, tool contexts."""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.format import render_fact
from ragspine_eval_pipeline.kb.store import (
    Document,
    Fact,
    KnowledgeBase,
    Passage,
    context_of,
)
from ragspine_eval_pipeline.schema import Source


def test_tools_are_declared() -> None:
    assert KnowledgeBase.TOOLS == ("lookup_fact", "facts_for", "search_passages", "document_text")


def test_lookup_fact_finds_the_seed_fact(kb: KnowledgeBase) -> None:
    fact = kb.lookup_fact("ACME_HK", "REVENUE", "FY2025")
    assert fact is not None
    assert fact.value == 1702.0 and fact.unit == "USD_M"
    assert fact.source == Source(
        doc="ACME_FY2025_Results.pptx", locator="slide=5,table=1,row=2,col=3"
    )


@pytest.mark.parametrize(
    ("scope", "metric", "period"),
    [
        ("ACME_US", "REVENUE", "FY2025"),  # a scope the KB does not hold
        ("ACME_HK", "STOCK_PRICE", "FY2025"),  # a metric the KB does not hold
        ("ACME_HK", "REVENUE", "FY2026"),  # an open fiscal year
        ("ACME_MO", "GROSS_MARGIN", "FY2025"),  # a gap: Macau reports no gross margin
    ],
)
def test_lookup_fact_returns_none_for_missing_facts(
    kb: KnowledgeBase, scope: str, metric: str, period: str
) -> None:
    assert kb.lookup_fact(scope, metric, period) is None


def test_facts_for_lists_periods_oldest_first(kb: KnowledgeBase) -> None:
    series = kb.facts_for("ACME_SG", "EBITDA")
    assert [f.period for f in series] == ["FY2023", "FY2024", "FY2025"]
    assert kb.facts_for("ACME_MO", "GROSS_MARGIN") == []


def test_facts_for_returns_a_copy(kb: KnowledgeBase) -> None:
    kb.facts_for("ACME_SG", "EBITDA").clear()
    assert len(kb.facts_for("ACME_SG", "EBITDA")) == 3


def test_vocabulary(kb: KnowledgeBase) -> None:
    assert kb.scopes() == ["ACME_GROUP", "ACME_HK", "ACME_JP", "ACME_MO", "ACME_SG"]
    assert "GROSS_MARGIN" in kb.metrics()
    assert kb.periods() == ["FY2023", "FY2024", "FY2025"]
    assert "ACME_KPI_Workbook.xlsx" in kb.documents()
    assert "ACME_Strategic_Plan.pdf" in kb.documents()


@pytest.mark.parametrize(
    ("query", "doc"),
    [
        # English: the question names the report and its topic
        (
            "What risks does the risk factors report highlight about the yen?",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
        ("emissions and renewable electricity targets", "ACME_ESG_Report_FY2025.pdf"),
        (
            "Changi Airport tourism and e-commerce competition",
            "ACME_Singapore_Market_Update_FY2025.pdf",
        ),
        # Chinese: CJK bigrams, no segmenter
        ("北上消费对香港门店有什么影响？", "ACME_HK_Market_Review_FY2025.docx"),
        ("集团计划在东莞建设什么设施？", "ACME_GBA_Expansion_Plan.docx"),
        ("数据泄露后多久向监管机构报告？", "ACME_Data_Protection_Policy.docx"),
        # Japanese: kana and kanji bigrams
        ("インバウンド需要について説明してください", "ACME_Japan_Business_Strategy_FY2025.pdf"),
        ("デジタル人材の育成目標は何名ですか", "ACME_Talent_Development_Policy.pdf"),
        ("食品ロス削減の成果", "ACME_Sustainability_Report_Japan_2025.pdf"),
    ],
)
def test_search_ranks_the_right_document_first(kb: KnowledgeBase, query: str, doc: str) -> None:
    hits = kb.search_passages(query, k=3)
    assert hits and hits[0].doc == doc
    assert [h.score for h in hits] == sorted((h.score for h in hits), reverse=True)


def test_search_within_one_document(kb: KnowledgeBase) -> None:
    hits = kb.search_passages("risk", k=10, doc="ACME_ESG_Report_FY2025.pdf")
    assert all(h.doc == "ACME_ESG_Report_FY2025.pdf" for h in hits)
    assert kb.search_passages("risk", doc="no_such_doc.pdf") == []


def test_search_without_indexed_terms_returns_nothing(kb: KnowledgeBase) -> None:
    assert kb.search_passages("") == []
    assert kb.search_passages("zzzz qqqq") == []


def test_search_is_deterministic(kb: KnowledgeBase) -> None:
    first = kb.search_passages("store expansion Singapore", k=5)
    assert first == kb.search_passages("store expansion Singapore", k=5)


def test_equal_scores_keep_document_order() -> None:
    docs = [
        Document(doc=name, lang="en", title="Report", paragraphs=("same words here",))
        for name in ("b.pdf", "a.pdf")
    ]
    kb_ = KnowledgeBase([], docs)
    assert [p.doc for p in kb_.search_passages("same words", k=2)] == ["b.pdf", "a.pdf"]


def test_document_text(kb: KnowledgeBase) -> None:
    text = kb.document_text("ACME_Talent_Development_Policy.pdf")
    assert text is not None and text.startswith("ACME人材育成方針")
    facts = kb.document_text("ACME_FY2025_Results.pptx")
    assert facts is not None
    assert render_fact(kb.lookup_fact("ACME_HK", "REVENUE", "FY2025")) in facts  # type: ignore[arg-type]
    assert kb.document_text("missing.pdf") is None


def test_context_of_every_result_type(kb: KnowledgeBase) -> None:
    fact = kb.lookup_fact("ACME_HK", "REVENUE", "FY2025")
    assert fact is not None
    passage = Passage(doc="d", passage_id="d#p1", text="Some text.", lang="en")
    assert context_of(fact) == [render_fact(fact)]
    assert context_of(passage) == ["Some text."]
    assert context_of([fact, passage]) == [render_fact(fact), "Some text."]
    assert context_of(None) == []
    assert context_of("raw") == ["raw"]
    assert context_of([]) == []


def test_duplicate_facts_are_rejected() -> None:
    fact = Fact(
        scope="S", metric="M", period="FY2025", value=1.0, unit="PCT", doc="d.xlsx", locator="A!B2"
    )
    with pytest.raises(ValueError, match="duplicate"):
        KnowledgeBase([fact, fact], [])
