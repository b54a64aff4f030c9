"""A phrase of purposes opening the question and naming no basis of counting ("For audit
purposes, …", 「出于审计目的，…」, 「監査目的で、…」) is what the figure is for
(``engine/_purpose_cjk.py``, ``without_purpose_lead``).

It is taken out before the question is read, so its words choose no passage: a count of
members asked for audit purposes was answered from the data protection audits. What it
leaves is read as alone: a figure the KB holds is given, a thing it lacks refused. A
purpose that may name a basis (「出于合并报表目的」, 「連結決算の目的で」, "For tax
purposes") stays with the request and is read as before. A count written as one word
onto 数 (「日本の客数は？」) is a number asked, which no paragraph saying visitors rose
states.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._purpose_cjk import without_purpose_lead
from ragspine_eval_pipeline.engine._purpose_en import en_purpose
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

REFUSED = [
    "出于审计目的，集团的会员人数是多少？",
    "For audit purposes, what is Japan's footfall?",
    "監査目的で、日本の客数は？",
    "日本の客数は？",
    "出于内部管理目的，香港2024财年的客流量是多少？",
    "連結決算の目的で、日本の2024年度の売上高は？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_what_the_kb_lacks_is_refused_whatever_the_purpose(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("出于审计目的，香港2025财年的收入是多少？", 1702.0),
        ("For audit purposes, what was Hong Kong revenue in FY2025?", 1702.0),
        ("監査目的で、日本の2025年度の売上高は？", 109800.0),
    ],
)
def test_a_figure_the_kb_holds_is_given(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


def test_only_a_purpose_naming_no_basis_is_taken_out() -> None:
    assert without_purpose_lead("出于审计目的，集团的会员人数是多少？", "zh", en_purpose) == (
        "集团的会员人数是多少？"
    )
    assert without_purpose_lead("出于合并报表目的，集团收入？", "zh", en_purpose).startswith("出于")
    assert without_purpose_lead("連結決算の目的で、売上高は？", "ja", en_purpose).startswith("連結")
    assert without_purpose_lead("For tax purposes, revenue?", "en", en_purpose).startswith("For")
