"""Where a table holds the figure: a cell, a market's row, what to fill in.

What is read: a cell, box or field written after a metric ("the Japan EBITDA *cell*",
"the revenue (売上高) *cell*") is where that figure stands; a market's row of a Chinese
table (「新加坡*那一行*的净利润」) is the market's figure; 「应该填多少」 asks what to write
in, no opinion. What still refuses: a part written onto the metric ("the Japan *online*
EBITDA cell", 「新加坡那一行的*线上*净利润」), a cell word before the metric ("the Hong Kong
*cell* revenue"), and a question whether the company should do something (「应该扩张吗」).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What's the Japan EBITDA cell for FY2024?", 19900.0),
        ("What's the Hong Kong revenue (売上高) cell for FY2024?", 1596.0),
        ("新加坡那一行的净利润（2023财年）是多少？", 98.0),
        ("日本2024财年营收应该填多少？", 103200.0),
    ],
)
def test_the_place_of_a_figure_is_that_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's the Japan online EBITDA cell for FY2024?",
        "What's the Hong Kong cell revenue for FY2024?",
        "新加坡那一行的线上净利润（2023财年）是多少？",
        "日本业务应该扩张吗？",
    ],
)
def test_a_part_or_an_opinion_still_refuses(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))
