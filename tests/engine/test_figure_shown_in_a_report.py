"""Where the figure is shown: a report's visual, its filters and what it should read.

Read: the visual, the page and the asker's work on them say where the figure lives
("a Hong Kong EBITDA card for the board pack", 「指标卡」, 「度量值」, 「KPIタイル」,
「メジャー」); a filter set to a year or a market gives it ("Year slicer = FY2023", "Market
filter = Japan", 「年份筛选是2024财年」, 「スライサーは2024年度」); a filter said to be off on
time gives no period, so the latest closed year is assumed and said ("no period filter",
「没放时间筛选」, 「期間スライサーなし」); what a visual should show, asked as a number
(「应该显示多少」, 「いくらと表示されるべき」), is the figure, not advice. Still refused: a
figure the KB lacks on a visual, a market the KB lacks in a filter, advice to buy.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_figure, assert_refused

ANSWERED = [
    # the visual built, its year from a slicer, what it should show
    (
        "We're adding a Hong Kong EBITDA card to the board pack. Year slicer = FY2023. "
        "What should the card show?",
        402.0,
        "none",
    ),
    # a tile on a page, its year from a filter
    (
        "Macau headcount tile on the people overview page, year filter: FY2024. "
        "What number should the tile display?",
        688.0,
        "none",
    ),
    # a filter said to be off on time: the latest closed year, said
    (
        "Creating a group revenue visual; there is no period filter on the page. "
        "What value should the visual show?",
        3773.0,
        "answer_with_assumptions",
    ),
    # the page names the market, the measure returns the figure
    (
        "For the Japan page: net profit measure with FY2023 selected — what figure should "
        "it return?",
        7900.0,
        "none",
    ),
    # market and year both set by filters
    ("Market filter = Japan, period filter = FY2024. Gross margin card value?", 34.0, "none"),
    # a ticket's key, a breadcrumb to the tile, the value the tile shows and a check of it
    (
        "DATA-208: Finance dashboard > Singapore revenue tile shows 950 for FY2025. "
        "What's the correct figure?",
        968.0,
        "none",
    ),
    ("“澳门员工人数”指标卡，2024财年，应该显示多少？", 688.0, "none"),
    ("香港EBITDA卡片选2023财年应该显示多少？", 402.0, "none"),
    ("日本员工人数的度量值没放时间筛选，应该是多少？", 2301.0, "answer_with_assumptions"),
    (
        "ダッシュボードのマカオ売上高タイル、スライサーは2024年度です。いくらと表示されるべきですか？",
        2610.0,
        "none",
    ),
    ("香港の純利益メジャー、期間フィルタなしで何と表示すべき？", 263.0, "answer_with_assumptions"),
    # the tool the visual is built in, named in Latin letters
    (
        "Excelでマカオの純利益カードを作成中です。スライサーは2024年度です。表示すべき値は？",
        301.0,
        "none",
    ),
    (
        "グループの従業員数カードは期間スライサーなしです。何人と表示されるべきですか？",
        8074.0,
        "answer_with_assumptions",
    ),
]

NARRATIVE = [
    # a market's page of the report, said as where the passage goes: the market asked
    ("香港のページに載せたいので、会員プログラムの会員数を教えてください。", "120"),
    # a box of text put on a market's part of the report: the market asked
    (
        "We're adding a commentary box under the Singapore revenue chart. "
        "What was the main growth driver there?",
        "Tourism",
    ),
]

REFUSED = [
    # a metric the KB lacks on a visual
    "What should the Japan inventory turnover card show for FY2024?",
    # a market the KB lacks set by a filter
    "Region filter = Taiwan, year filter = FY2024. What should the revenue tile read?",
    "区域筛选选的是台湾，2024财年收入卡片应该显示多少？",
    # a box of text put on the part of a market the KB lacks
    "We're adding a commentary box under the Taiwan revenue chart. What was the main growth "
    "driver there?",
    "スライサーは2024年度、地域は台湾です。売上高カードにいくらと表示されるべきですか？",
    # a part of a year set by a filter
    "Quarter slicer = Q2 FY2024. What should the Hong Kong revenue card show?",
    # a visual's word written onto a metric is a kind of it
    "What was the group's measure revenue in FY2024?",
    "香港的页面收入2024财年是多少？",
    "香港的看板收入2024财年是多少？",
    "日本のメジャー売上高は2024年度いくら？",
    # advice stays advice
    "看板上放了香港收入，我应该买ACME的股票吗？",
    "ダッシュボードの売上高を見て、ACME株を買うべきですか？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "value", "clarification"), ANSWERED)
def test_where_the_figure_is_shown_is_not_the_figure(
    kb: Any, question: str, value: float, clarification: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value, clarification)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "quoted"), NARRATIVE)
def test_a_markets_page_names_the_market(kb: Any, question: str, quoted: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert quoted in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_what_the_kb_lacks_on_a_visual_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))
