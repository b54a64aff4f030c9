"""Where in the asker's own work a figure goes (``engine/_build_slot.py``).

What is read: the span a chart of the asker's shows, in the phrase of where the figure goes
("for the 5-yr history chart", "for our three-year deck"), the figure's place in it in
brackets ("(opening bar of the waterfall)", "(base figure for the 2-year bridge)"), the
Japanese paper it is to be put into (「経営会議資料に入れたいので」), and "which number goes
in?" asked after the request: each says where the figure goes, never which, so the figure
is answered.

What still refuses or asks: a span asked of the figure itself ("the 3-year trend of
revenue", a derived series), a paper naming a market of its own (「香港資料に入れたいので」
beside Japan's figure asks which), and a bracket naming a part of the figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    assert_refused,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Macau EBITDA for FY2024 for the 5-yr history chart", 612.0),
        ("Hong Kong revenue FY2023 for our three-year deck please", 1488.0),
        ("Group EBITDA FY2023 (opening bar of the waterfall)", 862.0),
        ("Singapore net profit for FY2024 (base figure for the 2-year bridge)", 112.0),
        ("Japan headcount for FY2024 for the board memo. Which number goes in?", 2284.0),
        ("香港事業の2024年度のEBITDAを経営会議資料に入れたいので数字ください", 431.0),
        ("マカオの2023年度従業員数を月次レポートに載せたいので教えてください", 640.0),
        ("来月の顧客向け資料に使いたいので、香港事業の2024年度のEBITDAを教えてください。", 431.0),
    ],
)
def test_the_place_in_the_work_is_set_aside(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "the 3-year trend of Japan revenue",
        "Group EBITDA FY2023 (online part of the waterfall)",
        "Hong Kong revenue for FY2024 for the 3-year online chart",
    ],
)
def test_a_span_or_part_of_the_figure_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_paper_naming_another_market_asks(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "日本事業の当期純利益を香港資料に入れたいので数字ください", mode)
    assert_no_figure(answer)
    assert_asks_first(answer)
