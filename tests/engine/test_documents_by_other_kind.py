"""A document named with another kind noun than its title's: "the data protection rules",
"the GBA expansion strategy", 「人才培养计划」 for the talent development policy,
「データ保護規程」, 「大湾区扩张方针」; and its highlights asked (亮点, 見どころ, 特色).

The name less its kind noun, where it is no market's name and no other document's, names
the document, so the question is read from it. "The Japan plan" names no document (the
market has several), and a topic no passage of the named document speaks of is still
refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._names import documents_by_kind_words
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure

DATA_PROTECTION = "ACME_Data_Protection_Policy.docx"
GBA_PLAN = "ACME_GBA_Expansion_Plan.docx"
TALENT = "ACME_Talent_Development_Policy.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("What do the data protection rules say about breach reporting?", DATA_PROTECTION),
        ("データ保護規程では漏えい後何時間以内に報告？", DATA_PROTECTION),
        ("What does the GBA expansion strategy say about the distribution centre?", GBA_PLAN),
        ("大湾区扩张方针打算在哪里建配送中心？", GBA_PLAN),
        ("我们的人才培养计划有什么亮点？", TALENT),
        ("人材育成方針の見どころは？", TALENT),
    ],
)
def test_a_document_named_by_another_kind_is_read(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert any(s.startswith(doc) for s in answer.sources), answer.sources


def test_a_market_with_another_kind_names_no_document(kb: KnowledgeBase) -> None:
    variants = {alias for _, _, alias in documents_by_kind_words(kb.vocabulary())}
    assert "japan plan" not in variants
    assert "大湾区扩张方针" in variants


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What do the data protection rules say about drone deliveries?",
        "人才培养计划里关于无人机配送的内容是什么？",
    ],
)
def test_a_topic_the_named_document_never_speaks_of_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
