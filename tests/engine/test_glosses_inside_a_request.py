"""A gloss inside a request: a name followed by what it means (``engine/_glosses.py``).

A gloss that says again what the request names (another of the KB's names for it, its
definition, a qualifier the vocabulary writes onto its name) leaves the answer as it is
without the gloss. A gloss describing a year or the asker's market by no name leaves the
question asked which. A gloss naming a basis, a part or another measure is still refused.
"""

from __future__ import annotations

from datetime import date

import pytest

from ragspine_eval_pipeline.engine._glosses import without_restating_glosses
from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    TODAY,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    assert_refused,
    fact_value,
)

RESTATED = [
    # English: another name, a definition, a qualifier of the name, a place said again.
    (
        "What did Singapore post as net profit, aka the bottom line after tax, in FY2024?",
        ("ACME_SG", "NET_PROFIT", "FY2024"),
    ),
    (
        "Give me Japan's staff numbers — that is, the people working in our Japan business — "
        "for FY2023.",
        ("ACME_JP", "HEADCOUNT", "FY2023"),
    ),
    (
        "What was the Hong Kong gross margin in FY2025 (i.e. gross profit divided by revenue)?",
        ("ACME_HK", "GROSS_MARGIN", "FY2025"),
    ),
    (
        "Macau turnover (also known as revenue) for FY2024, please.",
        ("ACME_MO", "REVENUE", "FY2024"),
    ),
    # Chinese.
    ("日本业务2025财年的营收——也就是销售收入——是多少？", ("ACME_JP", "REVENUE", "FY2025")),
    (
        "集团2023财年的毛利率（即毛利润除以营业额）是多少？",
        ("ACME_GROUP", "GROSS_MARGIN", "FY2023"),
    ),
    ("香港2024财年的纯利，指的是税后利润，有多少？", ("ACME_HK", "NET_PROFIT", "FY2024")),
    # Japanese.
    (
        "香港事業の粗利率（＝粗利益÷売上高）は2023年度で何%？",
        ("ACME_HK", "GROSS_MARGIN", "FY2023"),
    ),
    (
        "シンガポールの2024年度の売上（つまり売上高のこと）を教えて",
        ("ACME_SG", "REVENUE", "FY2024"),
    ),
    (
        "日本事業の当期純利益、すなわち税引後利益は2025年度いくら？",
        ("ACME_JP", "NET_PROFIT", "FY2025"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "fact"), RESTATED)
def test_a_gloss_restating_the_name_leaves_the_figure(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact), "none")


ASKED = [
    # A year described by an event, glossed by another description.
    "What was Macau revenue in the year of the relaunch (i.e. when we refitted the stores)?",
    "搬迁那一年（也就是我们换总部的那年）香港的净利润是多少？",
    "改装した年（つまり店舗を改装した年のこと）の日本の売上高はいくら？",
    # The asker's own market, glossed by no name.
    "What was EBITDA in our market, i.e. the one my team covers, for FY2024?",
    "うちの市場（つまり私が見ている地域のこと）の2025年度の純利益は？",
    # A word several metrics share, glossed by another such word.
    "日本の2024年度の利益（つまり儲けのこと）はいくら？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ASKED)
def test_a_gloss_of_what_is_asked_about_still_asks(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


NARROWED = [
    # A basis, a part, another measure or a unit the KB does not report.
    "What was Japan's net profit (i.e. before tax) in FY2024?",
    "What was Hong Kong EBITDA, i.e. before interest and tax, in FY2023?",
    "What was Singapore revenue — that is, online sales only — in FY2025?",
    "Macau headcount (a.k.a. the full-time staff at our Cotai store) in FY2024?",
    "What was Japan's net profit (i.e. the bottom line excluding one-offs) in FY2023?",
    "香港2024财年的收入（即线上销售额）是多少？",
    "新加坡2025财年的净利润，也就是扣除一次性项目后的利润，是多少？",
    "澳门2023财年的员工人数（指的是全职员工）是多少？",
    "日本事業の売上高（＝EC売上のこと）は2024年度いくら？",
    "マカオ事業の従業員数（つまり正社員のこと）は2024年度何人？",
    "香港の2025年度の純利益（つまり税引前の利益）は？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", NARROWED)
def test_a_gloss_narrowing_the_figure_gets_no_value(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


def test_a_gloss_naming_another_market_is_kept(kb: KnowledgeBase) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    question = "What was Hong Kong revenue (i.e. Macau's) in FY2024?"
    assert "Macau" in without_restating_glosses(question, "en", TODAY, matcher)
    assert_no_figure(ask(kb, question, "agent"))


def test_a_gloss_of_a_year_already_named_is_dropped(kb: KnowledgeBase) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    read = without_restating_glosses(
        "2024财年（即FY2024）澳门的收入是多少？", "zh", date(2026, 6, 12), matcher
    )
    assert read == "2024财年澳门的收入是多少?"


def test_an_unknown_measure_glossed_is_refused(kb: KnowledgeBase) -> None:
    answer = ask(
        kb, "What was group free cash flow (i.e. cash from operations less capex)?", "agent"
    )
    assert_refused(answer)


INLINE = [
    ("How much was Japan's revenue aka turnover in FY2023?", ("ACME_JP", "REVENUE", "FY2023")),
    (
        "What did Macau book as EBITDA (ie earnings before interest, tax, depreciation and "
        "amortisation) in FY2025?",
        ("ACME_MO", "EBITDA", "FY2025"),
    ),
    ("澳门2025财年的纯利即税后利润是多少？", ("ACME_MO", "NET_PROFIT", "FY2025")),
    (
        "日本の2023年度の当期純利益、要は最終的なもうけはいくら？",
        ("ACME_JP", "NET_PROFIT", "FY2023"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "fact"), INLINE)
def test_a_name_said_again_after_that_is_leaves_the_figure(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact), "none")


TWO_YEARS = [
    # Asked in 2026: "last year" is FY2025, not the year the gloss restates.
    "How much did Singapore sell in FY2023 (i.e. last year)?",
    "What was Hong Kong's headcount for FY2024, that is, the previous fiscal year?",
    "集团2023财年（即上一财年）的EBITDA是多少？",
    "シンガポールの2024年度（つまり前期）の純利益は？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", TWO_YEARS)
def test_a_gloss_naming_another_year_asks_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_gloss_naming_the_same_year_leaves_the_figure(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "Japan's EBITDA in FY2025 (i.e. last year), please.", mode)
    assert_figure(answer, fact_value(kb, "ACME_JP", "EBITDA", "FY2025"), "none")


WHOLE_YEAR = [
    ("Japan's FY2023 headcount (i.e. from January to December 2023)?", "ACME_JP", "FY2023"),
    ("日本2025财年（即2025年1月到12月）的员工人数是多少？", "ACME_JP", "FY2025"),
    ("日本の2024年度（つまり2024年1月から12月まで）の従業員数は？", "ACME_JP", "FY2024"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "period"), WHOLE_YEAR)
def test_a_year_glossed_by_its_twelve_months_leaves_the_figure(
    kb: KnowledgeBase, question: str, scope: str, period: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, scope, "HEADCOUNT", period), "none")


@pytest.mark.parametrize(
    "question",
    [
        "What was Macau revenue in FY2024 (i.e. April 2024 to March 2025)?",
        "澳门2024财年（即2024年1月至6月）的收入是多少？",
        "マカオの2024年度（＝2024年4月〜2025年3月のこと）の売上高は？",
    ],
)
def test_a_year_glossed_by_other_months_gets_no_value(kb: KnowledgeBase, question: str) -> None:
    assert_no_figure(ask(kb, question, "agent"))


NAMED_SO = [
    ("What was Singapore's top line (what finance people call revenue) in FY2025?", "ACME_SG"),
    ("新加坡2025财年的营业额（英文叫revenue）是多少？", "ACME_SG"),
    ("シンガポールの2025年度の売上（英語でいうrevenue）はいくら？", "ACME_SG"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope"), NAMED_SO)
def test_a_gloss_giving_another_name_leaves_the_figure(
    kb: KnowledgeBase, question: str, scope: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, scope, "REVENUE", "FY2025"), "none")


def test_a_gloss_giving_a_part_s_name_is_refused(kb: KnowledgeBase) -> None:
    answer = ask(kb, "What were Singapore's sales (what we call store sales) in FY2025?", "agent")
    assert_no_figure(answer)


@pytest.mark.parametrize(
    "question",
    [
        "Hong Kong's net profit for FY2024 (the bottom line, in other words)?",
        "What was Hong Kong's gross margin (gross profit / sales) in FY2024?",
        "香港2024财年的毛利率（毛利润/营业额）是多少？",
        "香港の2024年度の粗利益率（売上総利益/売上高）は？",
    ],
)
def test_a_gloss_closed_by_that_is_or_written_as_a_fraction_leaves_the_figure(
    kb: KnowledgeBase, question: str
) -> None:
    answer = ask(kb, question, "agent")
    metric = "NET_PROFIT" if "bottom line" in question else "GROSS_MARGIN"
    assert_figure(answer, fact_value(kb, "ACME_HK", metric, "FY2024"), "none")


@pytest.mark.parametrize(
    "question",
    [
        "What was Hong Kong's gross margin in FY2024 (gross profit / headcount)?",
        "Hong Kong's net profit for FY2024 (pre-tax, in other words)?",
        "香港2024财年的毛利率（毛利/门店数）是多少？",
    ],
)
def test_a_fraction_or_closing_gloss_naming_another_measure_gets_no_value(
    kb: KnowledgeBase, question: str
) -> None:
    assert_no_figure(ask(kb, question, "agent"))
