"""Markets described by a title they share: the engine asks which market.

Hong Kong and Macau are both special administrative regions; the KB's vocabulary names
each with the title (香港特区, 澳門特別行政区, "Macau SAR") and lists the business of the
special administrative regions (特区业务, 特別行政区事業, "the SAR business") under both.
A figure of it is asked which market, as 港澳业务 is: never refused as a place the KB
lacks, never answered with one of them. A market's own name before the title (「香港特区
业务」, 「香港特別行政区の事業」) names that market alone; another zone (经济特区, "SEZ")
or a metric the KB lacks is still refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure

HONG_KONG_REVENUE_FY2025 = 1702.0
MACAU_REVENUE_FY2025 = 2884.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "特区业务2024财年的员工人数是多少？",
        "特区市场2023财年的收入是多少？",
        "特區業務2024財年的EBITDA是多少？",
        "特別行政区の事業の2024年度の従業員数は？",
        "特別行政区事業の2023年度の売上高を教えてください。",
        "What was the SAR business's headcount in FY2024?",
        "How much revenue did the SAR markets make in FY2023?",
    ],
)
def test_the_business_of_the_special_regions_asks_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("香港特区业务2025财年的收入是多少？", HONG_KONG_REVENUE_FY2025),
        ("澳门特区业务2025财年的收入是多少？", MACAU_REVENUE_FY2025),
        ("香港特別行政区の事業の2025年度の売上高は？", HONG_KONG_REVENUE_FY2025),
        ("What was the Hong Kong SAR business's revenue in FY2025?", HONG_KONG_REVENUE_FY2025),
    ],
)
def test_a_market_named_with_the_title_is_that_market(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "经济特区业务2025财年的收入是多少？",
        "深圳特区业务2025财年的收入是多少？",
        "特区业务2025财年的客单价是多少？",
        "経済特区の事業の2025年度の売上高は？",
        "What was the Shenzhen SEZ business's revenue in FY2025?",
        "What was the SAR business's basket size in FY2025?",
    ],
)
def test_another_zone_or_an_unknown_metric_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer
