"""A figure asked roughly: approximation words are grammar, in all three languages.

What is read (``engine/_approximate.py``): the words of an asker who wants a ballpark,
before what is asked ("Roughly", "Approximately", "About how much", "Around how many"),
as a lead-in or closing ("Give or take,", "More or less,", "Order of magnitude,", ",
ballpark?", ", or so?"), around the figure ("a ballpark for …", "the rough figure of …")
and in a piece of their own ("A rough number is fine.", "No need to be exact."); 大致,
差不多 before what a clause asks (大概, 大约 read where they stand), 左右 after 多少,
「粗略的就行」, 「不用太精确」; だいたい, おおよそ, ざっくり, 概算で before it, くらい, 程度
after いくら or 何…, 「ざっくりでいいので」, 「正確でなくていいです」. They change no metric,
scope or period and make no request an opinion or a forecast: the KB's figure is given as
reported.

What still asks or refuses: a bare profit, a market pointed at and a year described by an
event are asked which; a market, a measure, a part or a year the KB lacks, a forecast and
a change are refused; an amount the asker writes ("about 1.5bn", 「26亿左右」, 「約200億円」)
is a claim checked, never the answer; 差不多 of a likeness (「…差不多吗」) is no
approximation. Found with them: a place the KB lacks with a compound of its own
(``test_figure_of_an_unknown_place.py``) and a Japanese share asked after a time
(``test_share_asked_after_a_time.py``).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._approximate import without_approximation
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_refused,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("Give or take, what was Macau's EBITDA in FY2023?", "ACME_MO", "EBITDA", "FY2023"),
        (
            "More or less, how many staff did Japan have in FY2025?",
            "ACME_JP",
            "HEADCOUNT",
            "FY2025",
        ),
        ("Order of magnitude, Hong Kong net profit FY2024?", "ACME_HK", "NET_PROFIT", "FY2024"),
        ("What was Singapore revenue in FY2023, give or take?", "ACME_SG", "REVENUE", "FY2023"),
        ("Hong Kong EBITDA for FY2025, more or less?", "ACME_HK", "EBITDA", "FY2025"),
        (
            "Could you give me a ballpark for Macau revenue in FY2024?",
            "ACME_MO",
            "REVENUE",
            "FY2024",
        ),
        (
            "Around how many people did Singapore employ in FY2023?",
            "ACME_SG",
            "HEADCOUNT",
            "FY2023",
        ),
        (
            "Approximately what was the group's EBITDA in FY2024? No need to be exact.",
            "ACME_GROUP",
            "EBITDA",
            "FY2024",
        ),
        ("澳门2024财年的收入差不多是多少？", "ACME_MO", "REVENUE", "FY2024"),
        ("日本2025财年的毛利率大致是多少？", "ACME_JP", "GROSS_MARGIN", "FY2025"),
        ("新加坡2024财年EBITDA多少左右？", "ACME_SG", "EBITDA", "FY2024"),
        ("香港2023财年净利润多少？大概的就行。", "ACME_HK", "NET_PROFIT", "FY2023"),
        ("集团2024财年收入大约多少？不用太精确。", "ACME_GROUP", "REVENUE", "FY2024"),
        ("マカオ事業の2023年度のEBITDAは概算でいくらですか？", "ACME_MO", "EBITDA", "FY2023"),
        (
            "シンガポールの2024年度の従業員数はおおよそ何人程度ですか？",
            "ACME_SG",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "日本事業の2023年度の売上高、概算でいいので教えてください。",
            "ACME_JP",
            "REVENUE",
            "FY2023",
        ),
        (
            "香港事業の2024年度の純利益はいくらくらい？正確でなくていいです。",
            "ACME_HK",
            "NET_PROFIT",
            "FY2024",
        ),
    ],
)
def test_a_figure_asked_roughly_is_the_kbs_figure(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Give or take, what was Macau's profit in FY2024?",  # EBITDA or net profit
        "More or less, what was revenue in our market in FY2025?",  # which market
        "大约是我们那个市场2023财年的收入多少？",
        "おおよそ、例の地域の2024年度の売上高はいくら？",
        "概算で、あの大型出店の年のグループ従業員数は？",  # a year described by an event
    ],
)
def test_what_is_unsaid_is_still_asked(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Give or take, what was Vietnam revenue in FY2024?",  # a market the KB lacks
        "More or less, what was Japan's inventory turnover in FY2024?",  # a measure it lacks
        "Order of magnitude, what will group revenue be in FY2027?",  # a forecast
        "Roughly how much did Macau revenue grow in FY2025?",  # a change
        "Ballpark, what was Hong Kong's online revenue in FY2024?",  # a part
        "台湾2024财年的净利润差不多多少？",
        "日本2024财年的存货周转率大概是多少？",
        "2027财年集团收入大约会是多少？",
        "韓国事業の2025年度の純利益はだいたいいくらくらい？",
        "2027年度のグループ売上高の見通しはおおよそ何億ドル程度？",
    ],
)
def test_what_the_kb_lacks_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("Someone said Hong Kong revenue was about 1.5bn in FY2024. Is that right?", "en"),
        ("Is 1.5bn in the right ballpark for Hong Kong revenue in FY2024?", "en"),
        ("What about Macau?", "en"),
        ("Was Japan's revenue an order of magnitude larger than Macau's?", "en"),
        ("香港2024财年收入是不是26亿左右？", "zh"),
        ("日本和香港的毛利率差不多吗？", "zh"),
        ("澳门收入大概率会下降吗？", "zh"),
        ("日本事業の売上高は約1,000億円と聞きましたが合っていますか？", "ja"),
        ("概算値の売上高はいくらですか？", "ja"),
        ("日本事業の粗利率はだいたい3割ですか？", "ja"),
    ],
)
def test_an_amount_or_another_sense_keeps_its_words(text: str, lang: str) -> None:
    assert without_approximation(text, lang) == text


@pytest.mark.parametrize(
    ("text", "lang", "read"),
    [
        ("Give or take, how many stores?", "en", "How many stores?"),
        ("Roughly how much, in FY2024? A ballpark is fine.", "en", "How much, in FY2024?"),
        ("What was it, more or less?", "en", "What was it?"),
        ("收入差不多多少？粗略的就行。", "zh", "收入多少？"),
        ("收入大概多少？粗略的就行。", "zh", "收入大概多少？"),  # 大概 read where it stands
        ("会员消费差不多占销售额多少？", "zh", "会员消费占销售额多少？"),
        ("売上高はざっくりいくらくらい？", "ja", "売上高はいくら？"),
        ("粗利率、ざっくりでいいので教えて。", "ja", "粗利率、教えて。"),
    ],
)
def test_approximation_words_are_taken_out(text: str, lang: str, read: str) -> None:
    assert without_approximation(text, lang) == read
