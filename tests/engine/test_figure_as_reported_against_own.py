"""The figure the company reported, asked against the asker's own: "What did ACME
*actually* report", "the *exact* revenue", 「*官方的*员工总人数」, 「*正確な*数字」
(``engine/_reported_basis.py``); and いくつ closing the question of a metric's figure
(「純利益はいくつですか」, ``engine/_clause.py``).

Read: the KB's figure, the words taken out. Still refused: a part of the figure beside
the word ("the actual online revenue"), a measure the KB lacks (「在庫回転率はいくつ」).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "clarification"),
    [
        ("How much net profit did ACME actually report for Japan in FY2024?", 8600.0, "none"),
        ("What was the exact Japan revenue for FY2024?", 103200.0, "none"),
        ("香港2025财年官方的员工人数是多少？", 3390.0, "none"),
        ("集团2024财年准确的收入是多少？", 3564.0, "none"),
        ("マカオの2024年度の従業員数について、正確な数字を教えて。", 688.0, "none"),
        ("2024年度の香港の粗利率はいくつですか？", 42.0, "none"),
        ("日本事業の純利益はいくつですか？", 9750.0, "answer_with_assumptions"),
    ],
)
def test_the_reported_figure_is_read(
    kb: KnowledgeBase, mode: str, question: str, value: float, clarification: str
) -> None:
    assert_figure(ask(kb, question, mode), value, clarification)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was the actual online revenue of Japan in FY2024?",
        "日本事業の在庫回転率はいくつですか？",
        "香港2025财年官方的线上收入是多少？",
    ],
)
def test_a_part_or_an_unknown_measure_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
