"""A request written as spreadsheet fields: ``key=value``, ``key: value``, ``key -> value``.

The field's name (market, region, scope, metric, measure, period, FY, year, unit; 范围,
指标, 期间, 年度; 対象, 指標, 年度, 単位) says which part of the figure its value fills and
is taken out; the value is read as written, so a name the KB lacks, a part of a year, an
open year or a forecast in it still refuses. A value is never made known where it is
not: a period field naming no fiscal year (a placeholder, or an event with no year) asks
which year, never the latest; a market field holding a placeholder or a market pointed
at with nothing before it asks which market. The data-pulling verbs an analyst opens
with ("fetch", "grab", "retrieve") name nothing.

None of these phrasings is in an independent set or the golden set.
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
        ("fetch NET_PROFIT where region=HK and year=2025", 263.0),
        ("grab EBITDA where country=SG and fiscal year=2023", 201.0),
        ("retrieve -> entity=JP | measure=HEADCOUNT | FY=2024", 2284.0),
        ("metric: revenue / scope: group / period: FY2024", 3564.0),
        ("拉数：范围=澳门，指标=收入，年度=2024财年", 2610.0),
        ("市场=日本，指标=员工人数，财年=2024", 2284.0),
        ("対象市場=香港、指標=売上高、会計年度=2024年度", 1596.0),
        ("範囲：シンガポール／指標：EBITDA／年度：2023年度", 201.0),
    ],
)
def test_fields_naming_known_parts_are_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "fetch REVENUE where region=TW and year=2025",
        "scope=HK | metric=inventory turnover | period=FY2024",
        "范围=台湾，指标=收入，年度=2024财年",
        "対象=韓国、指標=売上高、年度=2024年度",
        "fetch REVENUE where region=HK and year=Q3 2024",
        "fetch REVENUE where region=HK and year=2026",
        "scope=JP | metric=REVENUE | period=FY2026 forecast",
    ],
)
def test_field_values_the_kb_lacks_are_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "fetch REVENUE where region=HK and year=the year we opened the flagship",
        "metric=EBITDA, scope=JP, period=?",
        "scope=SG | metric=NET_PROFIT | FY=TBD",
        "指标=EBITDA，范围=日本，期间=搬迁的那一年",
        "期间：？  香港 收入",
        "対象=日本、指標=売上高、年度=移転した年",
        "年度＝？、日本 売上高",
    ],
)
def test_a_period_field_naming_no_year_asks_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_asks_first(answer)
    assert answer.clarification != "answer_with_assumptions", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "fetch REVENUE where region=<our region> and year=2024",
        "scope=? | metric=EBITDA | period=FY2024",
        "范围=本市场，指标=收入，年度=2024财年",
        "対象=当該市場、指標=売上高、年度=2024年度",
        "当該市場の売上高は？2024年度",
    ],
)
def test_a_market_left_unsaid_asks_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["scope=HK | metric=REVENUE | period=latest", "指标=收入，范围=香港，期间=最新"],
)
def test_a_period_field_saying_latest_assumes_the_latest_closed_year(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), 1702.0, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was HK revenue last year: FY2024?",
        "fetch revenue where region=HK",
    ],
)
def test_words_before_a_field_name_keep_their_reading(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    if answer.value is not None:
        assert answer.clarification == "answer_with_assumptions", answer.answer
    else:
        assert_no_figure(answer)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("pull revenue for Macau FY2024", 2610.0),
        ("pls grab revenue for Macau FY2024", 2610.0),
        ("query revenue Macau FY2024", 2610.0),
    ],
)
def test_a_command_pulling_data_names_nothing(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "net revenue for Macau FY2024",
        "gross revenue for Macau FY2024",
        "budget revenue for Macau FY2024",
        "Macau pull revenue FY2024",
    ],
)
def test_other_words_before_a_metric_still_refuse(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
