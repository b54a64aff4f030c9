"""Requests written by scripts and tool-calling assistants in the KB's own codes.

Read (``engine/_machine_query.py``): a function call whose name only says something is
fetched (``fetch_kpi(scope="ACME_HK", …)``, ``lookupMetric(…)``), a JSON object, pipes and
dashes between codes, and the call's tail saying what to give back ("=> value and unit",
「取数并返回出处」, 「の結果を出力」) or what it is for ("for the bridge deck"); a field with
no name the KB knows (``format=integer``, ``key:``); a bracketed note that a field was not
resolved, which asks which market or year; a topic field's value, a code in it read as its
words (``risk_category=SUPPLY_CHAIN``), dated by a year beside it; numbered items ``[1] … [2]``
each asked, in Chinese and Japanese too, where a noun phrase item used to be set aside.

Still refused or asked: a code the KB lacks (``ACME_PH``, ``RETURN_ON_EQUITY``), a year
outside the KB or open, a call naming a forecast or an adjusted figure, a part or a basis
in a field (``"channel": "online"``, ``basis=adjusted``), a local currency, a bare profit,
a call leaving the market out, and an item asking a figure the KB lacks beside one it has.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    assert_refused,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            'fetch_kpi(scope="ACME_HK", metric="REVENUE", period="FY2024") => value and unit',
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
        (
            "lookupMetric(scope='ACME_JP', metric='HEADCOUNT', period='FY2023')",
            "ACME_JP",
            "HEADCOUNT",
            "FY2023",
        ),
        (
            '{"scope": "ACME_SG", "metric": "REVENUE", "period": "FY2024"} -> number + source',
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        (
            '{"scope":"ACME_JP","metric":"REVENUE","period":"FY2024"} 取数并返回出处',
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            'get_value(scope="ACME_HK", metric="EBITDA", period="FY2023") の結果を出力',
            "ACME_HK",
            "EBITDA",
            "FY2023",
        ),
        ("REVENUE | ACME_MO | FY2023 -- value, unit and locator", "ACME_MO", "REVENUE", "FY2023"),
        (
            "scope=ACME_HK metric=HEADCOUNT period=FY2024 format=integer",
            "ACME_HK",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "scope=ACME_JP metric=REVENUE period=FY2024, keep original currency",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "scope=ACME_HK metric=REVENUE period=FY2023 -> need the value for the bridge deck",
            "ACME_HK",
            "REVENUE",
            "FY2023",
        ),
        ("指標=REVENUE 対象=ACME_HK 年度=FY2023", "ACME_HK", "REVENUE", "FY2023"),
        (
            "scope=ACME_HK metric=REVENUE period=FY2024 (market unresolved)",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
    ],
)
def test_a_machine_written_request_gives_its_figure(
    kb: Any, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "marker"),
    [
        ("key: ACME_SG\nmetric: REVENUE\noutput: number", "Assuming FY2025"),
        ('fetch_kpi(scope="ACME_MO", metric="REVENUE") の数値を表示', "と仮定して"),
        ('get_metric(scope="ACME_MO", metric="REVENUE") 结果返回', "假设为FY2025"),
    ],
)
def test_a_request_with_no_year_assumes_the_latest_in_its_language(
    kb: Any, question: str, marker: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is not None and answer.clarification == "answer_with_assumptions"
    assert marker in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "metric=REVENUE period=FY2024 (market not provided)",
        "指标=收入 期间=2024财年（市场代码缺失）",
        "REVENUE FY2024 を取得（market 未設定）",
        "scope=ACME_HK metric=REVENUE (period missing)",
        'get_metric(scope="ACME_SG", metric="profit", period="FY2024")',
        'get_metric(metric="HEADCOUNT", period="FY2024") -> value',
    ],
)
def test_a_part_left_unresolved_is_asked(kb: Any, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("scope=ACME_SG topic=FY2026_focus_areas", "ACME_Singapore_Market_Update_FY2025.pdf"),
        (
            "risk_category=SUPPLY_CHAIN scope=ACME_GROUP, mitigations",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
        (
            "topic=セルフレジ導入率 scope=ACME_JP as_of=FY2025末",
            "ACME_Japan_Business_Strategy_FY2025.pdf",
        ),
    ],
)
def test_a_topic_field_is_read_from_its_document(
    kb: Any, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative" and not answer.refused, answer.answer
    assert answer.sources == [doc], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period", "words"),
    [
        (
            "[1] ACME_SG REVENUE FY2023 [2] same-day delivery plans (text)",
            "ACME_SG",
            "REVENUE",
            "FY2023",
            "same-day",
        ),
        (
            "[1] ACME_HK NET_PROFIT FY2024 [2] 北上消费的应对措施（文字）",
            "ACME_HK",
            "NET_PROFIT",
            "FY2024",
            "北上消费",
        ),
        (
            "①日本のFY2025のEBITDA ②円安で上がった仕入れコストへの対策",
            "ACME_JP",
            "EBITDA",
            "FY2025",
            "円安",
        ),
    ],
)
def test_each_numbered_item_is_asked(
    kb: Any, question: str, scope: str, metric: str, period: str, words: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == fact_value(kb, scope, metric, period), answer.answer
    assert words in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        'fetch_kpi(scope="ACME_PH", metric="REVENUE", period="FY2024") => value',
        'get_metric(scope="ACME_HK", metric="RETURN_ON_EQUITY", period="FY2024") -> value',
        'get_metric(scope="ACME_HK", metric="REVENUE", period="FY2021") -- return value',
        'get_metric(scope="ACME_HK", metric="REVENUE", period="FY2026")',
        'get_forecast(scope="ACME_JP", metric="REVENUE", period="FY2025")',
        'get_adjusted_metric(scope="ACME_JP", metric="EBITDA", period="FY2024")',
        '{"scope": "ACME_HK", "metric": "REVENUE", "period": "FY2024", "channel": "online"}',
        'get_metric(scope="ACME_HK", metric="REVENUE", period="FY2024", basis="adjusted")',
        "scope=ACME_HK metric=REVENUE period=FY2024, basis=adjusted",
        "Hong Kong revenue FY2024, basis adjusted",
        "scope=ACME_HK metric=REVENUE period=FY2024 -> need value for the online report",
        "scope=ACME_SG metric=REVENUE period=FY2024, keep local currency",
        "scope=ACME_GROUP metric=FREE_CASH_FLOW period=FY2024 自由现金流",
        "scope=ACME_JP metric=MARKET_SHARE period=FY2024 市場シェア",
        "[1] get_metric(ACME_PH, REVENUE, FY2024) [2] capex budget of the strategic plan (text)",
    ],
)
def test_what_the_kb_lacks_is_still_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "1) ACME_SG REVENUE FY2024 2) ACME_SG RETURN_ON_EQUITY",
        "香港2023财年收入？香港存货周转率？",
        "①日本2023年度の売上高 ②日本の在庫回転率",
        "Singapore revenue FY2024? Singapore inventory turnover?",
    ],
)
def test_an_item_asking_what_the_kb_lacks_is_never_dropped(
    kb: Any, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
