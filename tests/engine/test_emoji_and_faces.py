"""Emoji, faces and flags around and inside a request (``engine/_emoji.py``).

Read: a face (``:)``, ``^^``, ``orz``, ``T_T``, ``><``, ``(^_^)``, ``(´・ω・`)``,
``m(_ _)m``) is taken out whole before any rule sees its brackets or letters; a flag is
read as the KB scope its regional indicators spell (🇭🇰 Hong Kong, 🇸🇬 シンガポール), and
left as a mark beside the scope's name or a currency (「🇭🇰港币」), and a flag of a region
the KB lacks beside a scope named ("Group revenue FY2024 🇺🇸") too; 👥 before an English
noun reads "people" ("👥 count"), a currency's banknote where a unit is asked in ("in 💶",
「💶で」); a pictograph written onto a Chinese or Japanese word goes
without a pause (「澳门2024财年👥人数」). Found with them: "thx in advance" is courtesy,
"people count" is headcount (the vocabulary writes "count" onto headcount's other names),
and a Japanese year named by the action done in it (「改装開始の年」) is asked which.

Still refused or asked: a flag of a region the KB lacks (🇲🇾, 🇮🇳, even where its code is
a word: MY, IN), a metric the KB lacks beside emoji, a money pictograph standing for a
metric (「💰は？」), and a store count ("count" onto no metric's name). Such a flag listed
with a market the KB has ("Singapore and 🇹🇭") or written onto a metric is a market asked,
refused by the region's name, never dropped for the market beside it. A face of letters
alone (``xD``, ``XP``) is a face where no word follows it; "the XD business" is a name.

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
    fact_value,
)

FIGURES = [
    ("🇲🇴 headcount FY2023 pls 🙏 :)", "ACME_MO", "HEADCOUNT", "FY2023"),
    ("yo 🇯🇵 EBITDA for FY2025?? orz", "ACME_JP", "EBITDA", "FY2025"),
    ("net profit of 🇭🇰 in FY2023 ❓ T_T", "ACME_HK", "NET_PROFIT", "FY2023"),
    ("🇸🇬 👥 count FY2024?? (^_^)", "ACME_SG", "HEADCOUNT", "FY2024"),
    ("Hong Kong revenue FY2024 ^^ thx in advance m(_ _)m", "ACME_HK", "REVENUE", "FY2024"),
    ("🇯🇵日本2024财年的收入是多少？ (´・ω・`)", "ACME_JP", "REVENUE", "FY2024"),
    ("🇲🇴2023财年👥员工人数？ m(_ _)m", "ACME_MO", "HEADCOUNT", "FY2023"),
    ("🇸🇬のFY2024の売上高📈教えて〜 m(_ _)m", "ACME_SG", "REVENUE", "FY2024"),
    ("🇭🇰の2025年度の👥人数は？？ ><", "ACME_HK", "HEADCOUNT", "FY2025"),
    ("澳门2023财年的EBITDA是多少🇭🇰港币？", "ACME_MO", "EBITDA", "FY2023"),
    ("Group revenue FY2024 🇺🇸 :)", "ACME_GROUP", "REVENUE", "FY2024"),
    ("集团2024财年净利润是多少？🇨🇳", "ACME_GROUP", "NET_PROFIT", "FY2024"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), FIGURES)
def test_emoji_and_faces_are_read_around(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "🇲🇾 revenue FY2024? :)",
        "🇮🇳 headcount FY2025 pls 🙏",
        "🇳🇴 net profit FY2023??",
        "🇰🇷2024财年的收入是多少？ m(_ _)m",
        "🇹🇭の2025年度の売上高は？ (^_^)",
        "🇯🇵 inventory turnover FY2024 ^^",
        "🇭🇰香港2024财年存货周转率？？ orz",
        "🇸🇬の2024年度のROEは？ m(_ _)m",
    ],
)
def test_a_region_or_metric_the_kb_lacks_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "🇯🇵 💰 FY2024? :)",
        "シンガポールの2023年度の💰は？ ^^",
        "🇭🇰 store count FY2024?",
        "How many people work remotely in 🇯🇵 in FY2024?",
        "How many employees work remotely in Singapore in FY2024? :)",
        "香港 📈 2024财年多少？ orz",
    ],
)
def test_a_pictograph_never_stands_for_a_metric(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan revenue FY2024 in 💶? ^^",
        "日本2024财年的收入用💶是多少？",
        "日本の2024年度の売上高を💶でお願いします m(_ _)m",
    ],
)
def test_a_currency_pictograph_asked_in_is_a_unit(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "改装開始の年の🇯🇵売上高は？ 🤔",
        "新業態導入の年度のグループEBITDAは？",
    ],
)
def test_a_japanese_year_named_by_an_action_is_asked(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "region"),
    [
        ("Singapore and 🇹🇭 revenue FY2024", "thailand"),  # listed with a market
        ("🇵🇭 EBITDA FY2024", "philippines"),  # the name, never the flag's code
        ("香港和🇻🇳2024财年的收入是多少？", "vietnam"),
        ("🇮🇩とマカオの2023年度の売上高は？", "indonesia"),
    ],
)
def test_a_flag_of_a_region_the_kb_lacks_is_refused_by_its_name(
    kb: KnowledgeBase, question: str, region: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert region in answer.answer.casefold() and "region_" not in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("Japan headcount FY2023 xD", "ACME_JP", "HEADCOUNT", "FY2023"),
        ("Macau EBITDA for FY2024?? XP", "ACME_MO", "EBITDA", "FY2024"),
    ],
)
def test_a_face_of_letters_is_read_around(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
def test_letters_of_a_face_before_a_word_are_a_name(kb: KnowledgeBase, mode: str) -> None:
    assert_refused(ask(kb, "How much revenue did the XD business make in FY2024?", mode))
