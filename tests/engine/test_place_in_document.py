"""A place in a document named after it says where the figure is read, nothing more.

A location noun (row, sheet, 行, 表, シート, 欄) written after the name of a document
(「请按KPI工作簿人数表的合计行」, "the total row of the KPI workbook" read as the workbook's
row, 「KPIワークブックの人数シートの合計行」) says where in the document the figure stands:
the figure asked is answered.

Neighbours still refuse: a word the KB lacks before the location noun (「线上行」, "the
online row", 「パート行」).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("集团2025财年的员工总人数是多少？请按KPI工作簿的合计行。", 8074.0),
        (
            "グループ全体の2025年度の従業員数は？KPIワークブックの人数シートの合計行でお願いします。",
            8074.0,
        ),
        ("香港2025财年的收入是多少？请按业绩简报分部表的第二行。", 1702.0),
    ],
)
def test_a_place_in_the_document_is_no_word_of_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == value and not answer.refused, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "集团员工总人数是多少？请按KPI工作簿的线上行。",
        "What is the group's total headcount? Please use the online row of the KPI workbook.",
        "グループの従業員数は？KPIワークブックのパート行で教えて。",
        "集团员工总人数是多少？请按KPI工作簿的线上。",
        "香港2025财年的欄收入是多少？",
        "日本の2024年度の欄売上高はいくらですか？",
        "What was Hong Kong's sheet revenue in FY2025?",
        "What is the group's headcount? Use the KPI workbook's part-time figure.",
        "グループの従業員数は？KPIワークブックのパートの数字で。",
    ],
)
def test_a_word_the_kb_lacks_on_the_place_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
