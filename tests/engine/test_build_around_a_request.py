"""The asker's build around a request: its charts and their marks, its pages and tabs,
the sentences laying it out, its refresh and sign-off, the source it cites.

Read: a chart of any kind, a gauge or an annotation is where the figure is shown
("the stacked column chart", 「饼图」, 「円グラフ」), a market's bar or slice in it is the
market ("the Macau slice"), a market's page or tab is the market (「日本页面」, 「マカオ
ページ」), a sentence laying out the build names nothing beyond the request, a refresh, a
review or a weekday the build is due by dates the asker's work ("ahead of Wednesday's data
refresh", 「下周三刷新前」, 「金曜の更新前に」), the source to cite is the figure's source,
and filters set field by field give the market and the year. Still refused: a page, a tab
or a chart of a channel (「线上报表」, "The online tab", 「オンラインページ」), a day's figure
("revenue for Friday"), a market field holding a part of the market's business.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_figure, assert_refused

ANSWERED = [
    # a chart by its kind, the market's slice in it
    ("Pie chart on the Macau tab, FY2024: how many employees should the Macau slice show?", 688.0),
    ("The stacked column chart for Hong Kong needs FY2023 EBITDA. What is it?", 402.0),
    ("香港页的饼图里，2023财年EBITDA是多少？", 402.0),
    ("日本页面的条形图要放2023财年净利润，这个点是多少？", 7900.0),
    ("マカオページの円グラフに2024年度の従業員数を入れたいです。何人ですか？", 688.0),
    ("日本タブの折れ線グラフで2023年度の当期純利益の値はいくつですか？", 7900.0),
    # the asker at work on a part of the build, a sentence laying it out
    (
        "I'm updating the Japan section of the monthly board dashboard. "
        "What was Japan's net profit in FY2023?",
        7900.0,
    ),
    (
        "The Singapore tab of the ops pack has a revenue field feeding the bridge table. "
        "What was Singapore's revenue in FY2024?",
        915.0,
    ),
    # a refresh, a lock or a weekday the build is due by
    ("What was Singapore's revenue in FY2024? I need it ahead of Wednesday's data refresh.", 915.0),
    ("Singapore revenue FY2024 for the waterfall chart, please, before the model lock.", 915.0),
    ("下周三刷新前要填好：香港2023财年EBITDA是多少？", 402.0),
    ("金曜の更新前に、シンガポールの2024年度売上高を教えてください。", 915.0),
    # filters set field by field; the source to cite is the figure's
    (
        "Slicers set to Market = Japan and Year = FY2023: what net profit should the card show?",
        7900.0,
    ),
    ("Which document should we cite for Hong Kong's FY2023 EBITDA in the tooltip?", 402.0),
    # when the build goes live; the source said to feed a tile
    ("Japan EBITDA for FY2023, please. The card goes live after Thursday's refresh.", 18600.0),
    (
        "Lineage check: which system feeds the Singapore revenue tile for FY2024, and its value?",
        915.0,
    ),
    # fields written one to a sentence
    ("Measure: EBITDA. Market: Hong Kong. Year: FY2023.", 402.0),
    ("指标：员工人数。市场：澳门。年度：2024财年。", 688.0),
    ("指標：当期純利益。市場：日本。年度：2023年度。", 7900.0),
    # where the figure is put: the readers or the function of the place
    ("财务看板的澳门员工人数卡片，2024财年那一格应该写多少？", 688.0),
    ("请把新加坡2024财年的收入放到首页的折线图上，数值是多少？", 915.0),
]

REFUSED = [
    # a page, a tab or a chart of a channel
    "The online tab has a revenue field. What was Japan's revenue in FY2023?",
    "The franchise revenue chart needs FY2024 for Hong Kong. What is it?",
    "Bar chart: what was the online bar for Japan revenue in FY2024?",
    "新加坡2024财年的收入要放进线上报表，是多少？",
    "香港线上页的柱状图，2023财年收入是多少？",
    "オンラインページの棒グラフで、日本の2023年度の売上高はいくらですか？",
    # a channel or a place the KB lacks in the name of the slot being built
    "We're setting up a wholesale revenue card for Macau. What should it show for FY2024?",
    "I'm adding a Kyoto EBITDA tile. What was Japan's EBITDA in FY2023?",
    # a day's figure is no deadline
    "What was Singapore's revenue for Friday?",
    # a market field holding a part of the market's business
    "Market: Japan wholesale\nMetric: revenue\nYear: FY2024",
    "市场：香港门店外卖\n指标：EBITDA\n年度：2023财年",
    "市場：マカオのオンライン\n指標：売上高\n年度：2024年度",
    "Metric: revenue. Market: Singapore delivery. Year: FY2024.",
    "市场：新加坡外卖。指标：收入。年度：2024财年。",
    # a page of a channel going live is no schedule
    "What was Japan's revenue in FY2024? The online page goes live on Friday.",
]

MARKET_ALONE = [
    # the word for a market's business names no part of it
    ("Market: Japan business, Metric: revenue, Year: FY2023", 98400.0),
    ("市场：新加坡业务，指标：收入，年度：2024财年", 915.0),
    ("市場：シンガポール事業、指標：売上高、年度：2024年度", 915.0),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "value"), ANSWERED)
def test_the_build_around_a_request_is_not_the_figure(
    kb: Any, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_build_of_a_part_of_the_figure_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "value"), MARKET_ALONE)
def test_a_market_field_naming_the_market_alone(
    kb: Any, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)
