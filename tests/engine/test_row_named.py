"""A table's row named by a word the KB lacks says which part of the figure is read.

「KPIワークブックの*オンライン*行で、…」, 「按…中*门店*那一行，…」, "In the *online* row of the
KPI workbook, …" read the figure off the row of a part the KB does not report: the piece
is the request's own, never the asker's context set aside, and the request is refused.
A row named by a KB name, and words that only hold the row character (銀行, 進行), say
nothing of the kind.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "In the store row of the KPI workbook, what was Hong Kong's EBITDA in FY2024?",
        "Using the franchise column of the results deck, what was Hong Kong's EBITDA in FY2024?",
        "按KPI工作簿中门店那一行，香港2024财年的EBITDA是多少？",
        "按业绩简报中线上那一行，日本2025财年的收入是多少？",
        "KPIワークブックの店舗行で、香港の2024年度EBITDAは？",
        "業績資料のオンライン行を見て、香港の2024年度EBITDAは？",
    ],
)
def test_a_row_of_a_part_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "In the Hong Kong row of the results deck, what was Hong Kong's EBITDA in FY2024?",
        "For the bank's covenant pack, what was Hong Kong's EBITDA in FY2024?",
        "進行中の資料作成のため、香港の2024年度EBITDAは？",
    ],
)
def test_no_row_of_a_part_is_answered(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), 431.0)
