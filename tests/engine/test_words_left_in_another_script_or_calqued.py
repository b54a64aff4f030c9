"""A translator's leftovers from languages written in other scripts, and its calques.

Courtesy and grammar left in Cyrillic, Devanagari or Arabic script (пожалуйста, कृपया,
में, لو سمحت), a year in the source's digits (٢٠٢٤, २०२५) or words ("Geschäftsjahr 2024",
"2024 yılı", "2023 г.", "وित्त वर्ष"), idioms and frames rendered word for word ("in which
height lay", 「多高是」, 「员工们」, 「従業員たち」, 「那个年」, "the profit the net") are read
as the target's own. Any other word left in another script (a channel, a part of the
year) is refused, never dropped; a month, quarter or half in the source's words never
gives the whole year.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._digits import in_ascii_digits
from ragspine_eval_pipeline.engine._source_years import with_source_years_read
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
        # courtesy in Cyrillic, Devanagari, Arabic, Persian script; German and French thanks
        ("Hong Kong EBITDA for FY2024, будьте добры?", "ACME_HK", "EBITDA", "FY2024"),
        ("澳门2023财年的员工人数是多少？धन्यवाद", "ACME_MO", "HEADCOUNT", "FY2023"),
        ("日本の2024年度の売上高はいくらですか、لو سمحت", "ACME_JP", "REVENUE", "FY2024"),
        ("Singapore revenue FY2023? Vielen Dank im Voraus.", "ACME_SG", "REVENUE", "FY2023"),
        ("Singapore gross margin in FY2025, merci d'avance", "ACME_SG", "GROSS_MARGIN", "FY2025"),
        ("新加坡2025财年的净利润是多少，لطفا？", "ACME_SG", "NET_PROFIT", "FY2025"),
        # Thai and Korean asking words around the request
        ("ช่วยบอก Singapore revenue FY2024 หน่อยครับ", "ACME_SG", "REVENUE", "FY2024"),
        ("澳门2025财年的EBITDA 혹시 알려주세요", "ACME_MO", "EBITDA", "FY2025"),
        # a year in another script's digits
        ("Japan net profit in fiscal ٢٠٢٤?", "ACME_JP", "NET_PROFIT", "FY2024"),
        ("香港२०२३财年的收入是多少？", "ACME_HK", "REVENUE", "FY2023"),
        ("シンガポールの۲۰۲۵年度のEBITDAは？", "ACME_SG", "EBITDA", "FY2025"),
        # a year in the source's words, before or after it
        ("Revenue of Macau for the Geschäftsjahr 2024?", "ACME_MO", "REVENUE", "FY2024"),
        ("Japan headcount, exercice 2023?", "ACME_JP", "HEADCOUNT", "FY2023"),
        ("Hong Kong net profit 2025 mali yılında?", "ACME_HK", "NET_PROFIT", "FY2025"),
        ("新加坡 2024 г. 的毛利率是多少？", "ACME_SG", "GROSS_MARGIN", "FY2024"),
        ("日本のEBITDAは वित्त वर्ष 2023 でいくら？", "ACME_JP", "EBITDA", "FY2023"),
        ("What was Macau revenue في عام 2025?", "ACME_MO", "REVENUE", "FY2025"),
        ("香港2023-ء的员工人数是多少？", "ACME_HK", "HEADCOUNT", "FY2023"),
        # calqued frames, plural suffixes, measure words, noun-article-modifier order
        ("At which height stood the EBITDA of Macau in 2024?", "ACME_MO", "EBITDA", "FY2024"),
        ("Hong Kong revenue FY2023 in few words, please.", "ACME_HK", "REVENUE", "FY2023"),
        ("Japan revenue 2025 fiscal year-in how much was?", "ACME_JP", "REVENUE", "FY2025"),
        (
            "What is the margin the gross of Singapore in FY2024?",
            "ACME_SG",
            "GROSS_MARGIN",
            "FY2024",
        ),
        ("多高是香港2024财年的EBITDA？", "ACME_HK", "EBITDA", "FY2024"),
        ("澳门的收入在经营年度2023里是多少？", "ACME_MO", "REVENUE", "FY2023"),
        ("日本2025财务年中的员工们有多少人？", "ACME_JP", "HEADCOUNT", "FY2025"),
        ("新加坡2024财年的毛利率构成了多少？", "ACME_SG", "GROSS_MARGIN", "FY2024"),
        ("香港の社員たちの数は2023年度に何人ですか？", "ACME_HK", "HEADCOUNT", "FY2023"),
        ("澳门2024财年的EBITDA是多少？我需要它给一份简报。", "ACME_MO", "EBITDA", "FY2024"),
    ],
)
def test_what_a_translator_left_or_calqued_is_read(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a channel or a business line left in another script
        ("What was Japan's онлайн revenue in FY2024?"),
        ("香港2024财年 ऑनलाइन 收入是多少？"),
        ("シンガポールの الإنترنت 売上高は2023年度でいくら？"),
        ("What was Macau revenue in FY2025 (франшиза)?"),
        ("Hong Kong EBITDA FY2024? Только магазины."),
        ("What was Singapore's 온라인 revenue in FY2025?"),
        # a quarter, a half or a month in the source's words, never the whole year
        ("Japan revenue in the first квартал 2024 г.?"),
        ("日本2024财年 पहली तिमाही 的收入是多少？"),
        ("香港の2023年度 النصف الأول の売上高は？"),
        ("Macau net profit 2024 yılının ilk çeyreği?"),
        ("Singapore revenue erstes Halbjahr Geschäftsjahr 2024?"),
        ("澳门2025财年 mars 的收入是多少？"),
        # a year in another script the KB lacks is never the latest assumed
        ("Japan net profit in fiscal ٢٠٢٠?"),
        ("日本の純利益 会計年度२०१९ में いくら？"),
    ],
)
def test_a_content_word_left_untranslated_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "在搬迁的那个年里，香港的收入是多少？",
        "改装门店的那个年，集团的EBITDA是多少？",
    ],
)
def test_a_year_counted_with_a_wrong_measure_word_is_still_an_event_year(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


def test_another_scripts_digits_are_read_as_ascii() -> None:
    assert in_ascii_digits("FY٢٠٢٤ २०२५ ۲۰۲۳ ২০২৩") == "FY2024 2025 2023 2023"
    assert in_ascii_digits("FY２０２４") == "FY２０２４"  # full width is ``_width``'s


def test_a_source_years_words_are_read_only_beside_a_year() -> None:
    assert with_source_years_read("Geschäftsjahr 2024", "en").strip() == "fiscal year 2024"
    assert with_source_years_read("2024 yılı", "zh") == "2024年"
    assert with_source_years_read("السنة المالية 2023", "ja") == "2023年度"
    assert with_source_years_read("das Geschäftsjahr war gut", "en") == "das Geschäftsjahr war gut"
    # a quarter's words stay, to be refused
    assert "квартал" in with_source_years_read("первый квартал 2024 года", "en")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2028年度までに、モバイルアプリとオンラインストアはグループの売上の何パーセントを生み出すべきですか？",
        "FY2028までにアプリとオンラインストアで売上の何%を稼ぐべきでしょうか",
    ],
)
def test_a_plans_amount_asked_with_beki_is_answered_from_the_plan(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused
    assert "40" in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2028年度までに、私はACMEの株を何株買うべきですか？",
        "ACMEの株は2027年度までに買うべきですか？",
        "我们到2028年应该买多少股ACME？",
    ],
)
def test_should_of_the_asker_stays_advice(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "ACME's shares, we should sell them or not?",
        "About the ACME stock, please tell me your thoughts.",
        "I should hold ACME shares or not, teach me your idea.",
    ],
)
def test_advice_asked_with_the_verb_last_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None


@pytest.mark.parametrize("mode", MODES)
def test_a_count_joined_to_its_noun_by_a_particle_is_read(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "集团战略计划的三个的柱子分别是什么？", mode)
    assert not answer.refused
    assert "pillar" in answer.answer
