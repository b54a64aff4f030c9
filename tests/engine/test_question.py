"""Question parsing: scopes, metrics, periods and clauses in three languages."""

from __future__ import annotations

from datetime import date

import pytest

from ragspine_eval_pipeline.engine._question import detect_lang, parse_question, split_clauses

TODAY = date(2026, 6, 12)


@pytest.mark.parametrize(
    ("question", "year"),
    [
        ("Revenue in FY2025?", 2025),  # explicit FY code
        ("Revenue in FY24?", 2024),  # two-digit FY code
        ("Revenue for fiscal 2023?", 2023),  # "fiscal" + year
        ("2025财年的收入", 2025),  # Chinese fiscal year
        ("2024年度の売上高", 2024),  # Japanese fiscal year
        ("Revenue last fiscal year?", 2025),  # relative: the latest closed year
        ("去年的收入", 2025),  # zh: last year
        ("上一财年的收入", 2025),  # zh: previous fiscal year
        ("昨年度の売上高", 2025),  # ja: last fiscal year
        ("前年度の売上高", 2025),  # ja: previous fiscal year
        ("前年の売上高", 2025),  # ja: 前年 is the previous year
        ("香港前年的收入", 2024),  # zh: 前年 is the year before last
        ("一昨年度の売上高", 2024),  # ja: two years back, not "昨年度"
        ("Revenue next year?", 2027),  # future, refused later
        ("今年度の売上高", 2026),  # the current, still open, fiscal year
    ],
)
def test_periods(question: str, year: int) -> None:
    clause = parse_question(question, TODAY).clauses[0]
    assert clause.period is not None and clause.period.year == year


def test_relative_periods_follow_the_reference_date() -> None:
    clause = parse_question("Revenue last year?", date(2025, 3, 1)).clauses[0]
    assert clause.period is not None and clause.period.code == "FY2024"


@pytest.mark.parametrize(
    ("question", "scope"),
    [
        ("Hong Kong revenue", "ACME_HK"),
        ("HK revenue", "ACME_HK"),
        ("香港法人的收入", "ACME_HK"),
        ("シンガポールの売上高", "ACME_SG"),
        ("新加坡的收入", "ACME_SG"),
        ("日本の売上高", "ACME_JP"),
        ("澳门的收入", "ACME_MO"),
        ("集团的收入", "ACME_GROUP"),
        ("グループの売上高", "ACME_GROUP"),
        ("ACME_SG NET_PROFIT", "ACME_SG"),
        ("ACME Group's Hong Kong revenue", "ACME_HK"),  # the market is more precise
    ],
)
def test_scopes(question: str, scope: str) -> None:
    assert parse_question(question, TODAY).clauses[0].scopes == (scope,)


@pytest.mark.parametrize(
    ("question", "metric"),
    [
        ("sales of Japan", "REVENUE"),
        ("营收", "REVENUE"),
        ("売上高", "REVENUE"),
        ("净利润", "NET_PROFIT"),
        ("純利益", "NET_PROFIT"),
        ("net profit", "NET_PROFIT"),
        ("员工人数", "HEADCOUNT"),
        ("従業員数", "HEADCOUNT"),
        ("how many employees", "HEADCOUNT"),
        ("毛利率", "GROSS_MARGIN"),
        ("粗利率", "GROSS_MARGIN"),
        ("GROSS_MARGIN", "GROSS_MARGIN"),
    ],
)
def test_metrics(question: str, metric: str) -> None:
    assert parse_question(question, TODAY).clauses[0].metrics == (metric,)


def test_unknown_scopes_and_metrics_are_noticed() -> None:
    clause = parse_question("What was ACME_US revenue and the stock price?", TODAY).clauses[0]
    assert "ACME_US" in clause.unknown_scopes
    assert "stock price" in clause.unknown_metrics
    # "us" the pronoun is not the United States
    assert parse_question("Tell us Hong Kong revenue", TODAY).clauses[0].unknown_scopes == ()


@pytest.mark.parametrize(
    ("question", "n"),
    [
        ("What was X in FY2024 and what risks does the report highlight?", 2),
        ("新加坡去年的净利润是多少？以及发生数据泄露后需要多久报告？", 2),
        ("日本の売上高はいくらですか。また、リスクは？", 2),
        ("香港FY2025的REVENUE是多少", 1),
        ("ACME_HK GROSS_MARGIN FY2025 was 42.8 percent.", 1),  # a decimal point ends nothing
    ],
)
def test_clauses(question: str, n: int) -> None:
    assert len(split_clauses(question)) == n


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("香港FY2025的REVENUE是多少", "zh"),
        ("香港の売上高は？", "ja"),
        ("香港2025年度売上高", "ja"),  # no kana, but a Japanese-only word
        ("What was revenue?", "en"),
    ],
)
def test_language(text: str, lang: str) -> None:
    assert detect_lang(text) == lang


def test_a_metric_in_a_topical_question_is_not_a_figure_request() -> None:
    clause = parse_question("What does the Singapore market update say about revenue?", TODAY)
    assert not clause.clauses[0].fact_like
    asked = parse_question("What was Singapore's revenue in FY2025?", TODAY)
    assert asked.clauses[0].fact_like
