"""Requests typed into a search box, their operators read (``engine/_search_query.py``).

Read: quotes around a phrase, hashtags, wildcards opening one KB name word (``headc*``),
an excluded term (``-Macau``, ``NOT Macau``, 「-香港」) taken out, alternatives naming the
same KB names written once (``(FY2023 OR "fiscal 2023")``, ``[Japan | JP]``,
「(純利益 OR 当期純利益)」), field hints (``filetype:``, ``intitle:``) set aside, and
``AND`` between a figure's request and a passage's as two requests.

Asked: an excluded market with none left (``revenue FY2024 -group``), the year the engine
would assume excluded (``-FY2025``), a bare "profit" with gross profit excluded, and a
year named by an event in quotes (``"year of the relaunch"``, 「"店舗を移転した年"」). Refused:
alternatives naming nothing the KB holds, or only years it holds nothing for
(``FY2020 OR FY2021``, which a choice written in words is refused for too).

Left as typed: a line holding no operator, several lines, a bullet, a word joined by a
hyphen, a negative number, and a sentence (its punctuation, a pronoun, an auxiliary, a
verb of asking: "I do NOT want the group figure"), so those are read as before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

from datetime import date

import pytest

from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.engine._search_query import read_search_query, searched
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_refused,
    fact_value,
)

FIGURES = [
    ('Japan "net profit" FY2024 -Singapore -Macau', "ACME_JP", "NET_PROFIT", "FY2024"),
    ('"Macau" headcount (FY2023 OR "fiscal 2023")', "ACME_MO", "HEADCOUNT", "FY2023"),
    ("#EBITDA #Singapore #FY2023", "ACME_SG", "EBITDA", "FY2023"),
    ("filetype:xlsx intitle:KPI Japan headcount FY2025", "ACME_JP", "HEADCOUNT", "FY2025"),
    ("Japan headc* FY2023", "ACME_JP", "HEADCOUNT", "FY2023"),
    ("[Japan | JP] revenue FY2023", "ACME_JP", "REVENUE", "FY2023"),
    ("Japan revenue FY2024 NOT Macau", "ACME_JP", "REVENUE", "FY2024"),
    ("#新加坡 #收入 #2024财年", "ACME_SG", "REVENUE", "FY2024"),
    ("日本 净利润 2024财年 -香港 -新加坡", "ACME_JP", "NET_PROFIT", "FY2024"),
    ("澳门 (员工人数 OR 员工总数) 2025财年", "ACME_MO", "HEADCOUNT", "FY2025"),
    ("#マカオ #EBITDA #2024年度", "ACME_MO", "EBITDA", "FY2024"),
    ("シンガポール 売上高 2023年度 -日本", "ACME_SG", "REVENUE", "FY2023"),
    ("日本 (純利益 OR 当期純利益) 2024年度 filetype:pdf", "ACME_JP", "NET_PROFIT", "FY2024"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), FIGURES)
def test_search_operators_are_read(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "revenue FY2024 -group",
        "收入 2024财年 -集团",
        "売上高 2024年度 -グループ",
        "Japan revenue -FY2025",
        "日本 收入 -2025财年",
        "日本 売上高 -2025年度",
        'Singapore profit FY2023 -"gross profit"',
        "香港 利益 2024年度 -粗利",
        "澳门 收入 (FY2024 OR FY2023)",
        'Hong Kong EBITDA "year of the relaunch"',
        'シンガポール 純利益 "店舗を移転した年"',
        '日本 EBITDA "改装開始の年"',
    ],
)
def test_what_an_exclusion_leaves_open_is_asked(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        'Japan ("same-store sales" OR comps) FY2024',
        "Macau revenue FY2020 OR FY2021",
        "Japan revenue for FY2019 or FY2020?",
        "日本 売上高 (2019年度 OR 2020年度)",
        "香港 收入 (2020财年 | 2021财年)",
        "(Thailand OR Vietnam) EBITDA FY2024 -Japan",
    ],
)
def test_alternatives_the_kb_lacks_are_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_and_joins_a_figure_and_a_passage(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, 'Macau headcount FY2023 AND Japan "self-checkout" share of stores', mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == fact_value(kb, "ACME_MO", "HEADCOUNT", "FY2023")
    assert "ACME_Japan_Business_Strategy_FY2025.pdf" in answer.sources


@pytest.mark.parametrize(
    "text",
    [
        "What was Japan revenue in FY2024?",
        "- Japan revenue FY2024\n- Macau headcount FY2023",
        "Japan self-checkout rollout",
        "Did revenue growth of -5% hit Japan?",
        "**revenue** for Japan FY2024",
        '"gross margin" for Hong Kong FY2024',
        "| market | revenue |\n| Japan | ? |",
        "#4471 Japan revenue FY2024",
        "What was revenue AND EBITDA in Japan FY2024?",
        "I do NOT want the group figure just Japan revenue FY2024",
        "Please give Macau EBITDA -not the group",
        "请给我 香港 收入 -澳门",
        "日本 売上高 2024年度 -マカオ 教えてください",
    ],
)
def test_a_line_without_operators_is_left(text: str) -> None:
    assert not searched(text)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Japan revenue FY2024 related:acme -Macau", "Japan revenue FY2024 related:acme"),
        ("Japan net* FY2024 -Macau", "Japan net FY2024"),
    ],
)
def test_an_operator_not_read_stays_a_word(kb: KnowledgeBase, text: str, read: str) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    assert read_search_query(text, "en", matcher, date(2026, 6, 12)).text == read


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "excluded"),
    [
        ("EBITDA FY2024 -Japan", "Japan"),
        ("净利润 2023财年 -集团 -澳门", "澳门"),
        ("従業員数 2024年度 -シンガポール", "シンガポール"),
        ("Japan revenue FY2024 -Japan", "Japan"),
        ("香港 EBITDA 2023财年 -香港", "香港"),
    ],
)
def test_an_excluded_market_is_never_offered(
    kb: KnowledgeBase, question: str, excluded: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_asks_first(answer)
    assert excluded not in answer.answer
