"""Words a translator left in the source language, and the source's word order.

An online translator leaves the courtesy and the particles of the language it
translates from ("gracias", "mohon", "khrap", 「ครับ」, 「부탁합니다」), the source's word
for "year" before the year it dates ("año fiscal 2024", 「năm 2023年度」), puts the
fiscal year's modifier after it ("the year financial 2024", 「年度財務2023」), a
modifier after its noun ("the income net", "margin gross") and the counter 个 before a
unit. The figure is given; an untranslated word that may narrow the figure (a channel, a
place, a product) is still refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._untranslated import with_untranslated_read
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        # courtesy closing the request, in Spanish, Italian, Turkish, Indonesian, Thai
        (
            "What is the EBITDA of Hong Kong for FY2024? Gracias de antemano.",
            "ACME_HK",
            "EBITDA",
            "FY2024",
        ),
        ("Revenue of Japan in FY2023, per favore.", "ACME_JP", "REVENUE", "FY2023"),
        ("Macau net profit FY2025 lütfen", "ACME_MO", "NET_PROFIT", "FY2025"),
        (
            "Mohon, what is the gross margin of Singapore in FY2024?",
            "ACME_SG",
            "GROSS_MARGIN",
            "FY2024",
        ),
        (
            "Headcount of Hong Kong in FY2023 how many people na khrap",
            "ACME_HK",
            "HEADCOUNT",
            "FY2023",
        ),
        # a Korean polite predicate left after an English or a Chinese request
        ("Singapore revenue for FY2025 is how much? 부탁합니다", "ACME_SG", "REVENUE", "FY2025"),
        ("澳门2024财年的EBITDA是多少？감사합니다", "ACME_MO", "EBITDA", "FY2024"),
        # Thai and Vietnamese courtesy in Chinese and Japanese
        ("香港2023财年的收入是多少 ขอบคุณครับ", "ACME_HK", "REVENUE", "FY2023"),
        ("日本の2025年度の純利益はいくらですか、vui lòng", "ACME_JP", "NET_PROFIT", "FY2025"),
        (
            "シンガポールの2024年度の従業員数は何人ですか、terima kasih",
            "ACME_SG",
            "HEADCOUNT",
            "FY2024",
        ),
        # the source's year word before the year or a fiscal word
        ("The EBITDA of Japan in año fiscal 2024 is how much?", "ACME_JP", "EBITDA", "FY2024"),
        ("澳门的收入在năm财务2023是多少？", "ACME_MO", "REVENUE", "FY2023"),
        ("シンガポールの粗利率はtahun 2023年度にいくらですか", "ACME_SG", "GROSS_MARGIN", "FY2023"),
        # the fiscal year's modifier after it, or called the accounting year
        (
            "The revenue of Macau in the year financial 2024 is what?",
            "ACME_MO",
            "REVENUE",
            "FY2024",
        ),
        ("Hong Kong net profit of the 2023 accounting year?", "ACME_HK", "NET_PROFIT", "FY2023"),
        ("香港的EBITDA在年度会计2025是多少？", "ACME_HK", "EBITDA", "FY2025"),
        ("日本の売上高は年会計2023にいくらですか", "ACME_JP", "REVENUE", "FY2023"),
        ("新加坡的净利润在年2024是多少个美元？", "ACME_SG", "NET_PROFIT", "FY2024"),
        # a modifier put after its noun; "inform" with no one told
        ("The income net of Singapore in FY2023 is how much?", "ACME_SG", "NET_PROFIT", "FY2023"),
        (
            "Please inform the margin gross of Japan for FY2025.",
            "ACME_JP",
            "GROSS_MARGIN",
            "FY2025",
        ),
        # "the exercise" for the fiscal year; 财务年度 and 財政年度
        ("Singapore EBITDA in the fiscal exercise 2023?", "ACME_SG", "EBITDA", "FY2023"),
        ("澳门的净利润在财务年度2025是多少？", "ACME_MO", "NET_PROFIT", "FY2025"),
        ("マカオの売上高は財政年度2024にいくらですか", "ACME_MO", "REVENUE", "FY2024"),
        # the asking word, a thanks in romanized Korean, a polite particle as "sir"
        ("Revenue of Macau 2023 berapa?", "ACME_MO", "REVENUE", "FY2023"),
        ("Hong Kong EBITDA FY2025 is how much? Kamsahamnida", "ACME_HK", "EBITDA", "FY2025"),
        ("What is the net profit of Japan in FY2024, sir?", "ACME_JP", "NET_PROFIT", "FY2024"),
        # 帮我查一下 word for word, "me" moved or left out
        ("Singapore revenue FY2024, please help check for me", "ACME_SG", "REVENUE", "FY2024"),
        ("Help check the Macau headcount of FY2023 for me.", "ACME_MO", "HEADCOUNT", "FY2023"),
        ("Please inform net profit from Singapore for FY2025.", "ACME_SG", "NET_PROFIT", "FY2025"),
        # utilidad neta, margen bruto, cantidad de, ¿cuál es? word for word
        ("The utility net of Japan in FY2025 was how much?", "ACME_JP", "NET_PROFIT", "FY2025"),
        ("Net benefit of Macau for the year 2024?", "ACME_MO", "NET_PROFIT", "FY2024"),
        ("The margin of gross profit of Japan in FY2023?", "ACME_JP", "GROSS_MARGIN", "FY2023"),
        ("Quantity of staff members of Hong Kong in FY2025?", "ACME_HK", "HEADCOUNT", "FY2025"),
        ("Which one is the EBITDA of Singapore in FY2023?", "ACME_SG", "EBITDA", "FY2023"),
        (
            "Group gross margin FY2024 is how many percentage?",
            "ACME_GROUP",
            "GROSS_MARGIN",
            "FY2024",
        ),
        # a profit's modifier put after it in Chinese and Japanese
        ("香港的利润净在2023财年是多少？", "ACME_HK", "NET_PROFIT", "FY2023"),
        ("シンガポールの利益純は2025年度にいくらですか", "ACME_SG", "NET_PROFIT", "FY2025"),
        # the asking frame left in the source language
        ("Podría decirme the EBITDA of Japan in FY2023?", "ACME_JP", "EBITDA", "FY2023"),
        ("Gostaria de saber the revenue of Hong Kong in FY2025", "ACME_HK", "REVENUE", "FY2025"),
        ("Xin hỏi, Macau net profit of FY2024 is how much?", "ACME_MO", "NET_PROFIT", "FY2024"),
        ("Singapore headcount FY2023 mohon infonya", "ACME_SG", "HEADCOUNT", "FY2023"),
        # a courtesy word with whom it addresses; a salutation calqued
        ("Makasih kak, what is Japan EBITDA for FY2025?", "ACME_JP", "EBITDA", "FY2025"),
        ("Dear sir: Hong Kong revenue for FY2024, thank you.", "ACME_HK", "REVENUE", "FY2024"),
        # the source's preposition, article, "fiscal" and "of" around its year word
        ("Net profit of Macau para el año 2025?", "ACME_MO", "NET_PROFIT", "FY2025"),
        ("EBITDA of Singapore pada tahun keuangan 2024?", "ACME_SG", "EBITDA", "FY2024"),
        ("Japan revenue en el ejercicio de 2023", "ACME_JP", "REVENUE", "FY2023"),
        (
            "Margen: the gross margin del Group en el año fiscal de 2025",
            "ACME_GROUP",
            "GROSS_MARGIN",
            "FY2025",
        ),
        # the source's "of" between two names; Indian English calques
        ("Revenue dari Hong Kong in FY2023?", "ACME_HK", "REVENUE", "FY2023"),
        ("Kindly help to check Macau EBITDA for FY2025.", "ACME_MO", "EBITDA", "FY2025"),
        ("Please do the needful: Japan headcount FY2024.", "ACME_JP", "HEADCOUNT", "FY2024"),
        ("Singapore revenue FY2025 for your reference, thanks", "ACME_SG", "REVENUE", "FY2025"),
        # the fiscal word after the year with no year word of its own
        ("新加坡的EBITDA在2025年财务是多少？", "ACME_SG", "EBITDA", "FY2025"),
        ("香港の2023年の会計の従業員数は何人ですか", "ACME_HK", "HEADCOUNT", "FY2023"),
        # 全部 ("all of") before the metric
        ("日本全部的员工在2024财年有多少人？", "ACME_JP", "HEADCOUNT", "FY2024"),
    ],
)
def test_what_a_translator_left_is_read(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # an untranslated content word: a channel, a place, a product, a metric
        "What were the ventas en línea of Japan in FY2024, por favor?",
        "Hong Kong 온라인 매출 in FY2023 is how much? 알려주세요",
        "Revenue of Jakarta in tahun fiscal 2024, terima kasih",
        "新加坡的penjualan online在年财政2024是多少，mohon",
        "日本のtienda en líneaの売上高は2024年度にいくらですか、por favor",
        # a basis after "net": the profit net of tax is no net profit
        "What was the Hong Kong profit net of tax in FY2024, gracias?",
        # 全部 before a word the KB lacks
        "集团全部的门店在2024财年有多少家？",
        # the source's "of" before a word the KB lacks; a salutation before one
        "EBITDA de tiendas online de Japan 2024",
        "Boleh tahu penjualan online Singapore tahun 2024?",
        "Dear sir, what is the Japan online revenue in FY2024?",
        # a government's revenue and deficit
        "香港2024年财政收入是多少？",
        "日本の2024年財政赤字はいくらですか",
        # a net benefit of a programme, a utility's cost
        "What was the net benefit of the loyalty programme for Japan in FY2024?",
        "Hong Kong net utilities cost in FY2023?",
        # an exercise that is no fiscal year
        "What exercise drives Japan revenue in FY2024?",
    ],
)
def test_an_untranslated_content_word_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a year named by an event, with a past marker inside its clause, or courtesy
        "扩张开始了的那年日本的净利润是多少，gracias",
        "What was Hong Kong revenue in the year the programme launched, terima kasih?",
    ],
)
def test_a_year_named_by_an_event_is_asked_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric"),
    [
        # the source's "last year": the latest closed fiscal year
        ("Macau EBITDA tahun lalu is how much?", "ACME_MO", "EBITDA"),
        ("新加坡的净利润在el año pasado是多少？", "ACME_SG", "NET_PROFIT"),
        ("日本の従業員数は작년に何人でしたか", "ACME_JP", "HEADCOUNT"),
    ],
)
def test_the_sources_last_year_is_the_last_closed_year(
    kb: KnowledgeBase, question: str, scope: str, metric: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, "FY2025"))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["Hong Kong revenue este año, por favor", "香港的EBITDA在năm nay是多少？"],
)
def test_the_sources_this_year_gives_no_figure(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_bare_profit_left_with_courtesy_is_asked_which(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "香港的利润在年2023是多少，gracias", mode))


@pytest.mark.parametrize(
    ("text", "lang", "read"),
    [
        # a particle that is a word elsewhere too is read only at the close
        ("the ka index of Japan", "en", "the ka index of Japan"),
        ("revenue in dong", "en", "revenue in dong"),
        # a Korean noun stays; a polite predicate goes
        ("수요 in Japan", "en", "수요 in Japan"),
        ("Japan revenue 알려주세요.", "en", "Japan revenue"),
        # the year word where the year carries its own
        ("香港の売上高はtahun 2025年度で", "ja", "香港の売上高は2025年度で"),
        ("no courtesy here", "en", "no courtesy here"),
    ],
)
def test_what_is_read_and_what_is_not(text: str, lang: str, read: str) -> None:
    assert with_untranslated_read(text, lang) == read
