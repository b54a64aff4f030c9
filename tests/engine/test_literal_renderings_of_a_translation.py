"""A translator's word-for-word renderings, read as the language says them.

Machine translation keeps the source's grammar words: a counter as a noun ("how many
names", 「多少个人」, 「何個の人」), 年度 as "year degree", a fiscal year with particles
between its parts (「2023的会计的年度」, 「2025の会計の年」), "the coming year"
(「来る年度」), "the matter of X" (「关于X的事情」) and "what thing", a Chinese asking word
left in Japanese (「请问、…」), "business" as a loanword after a market (「日本のビジネス」),
and a possessive particle inside a compound name (「净的利润」, 「純の利益」). The figure is
given; a word of the figure's own phrase the KB lacks is still refused, and the coming
year is still no closed year.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._literal import as_idiomatic
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
        # 年度 word for word, the counter 名 as a noun
        (
            "Hong Kong business of 2023 year degree, the revenue was how much?",
            "ACME_HK",
            "REVENUE",
            "FY2023",
        ),
        (
            "The staff of Japan in the 2025 fiscal year degree is how many names?",
            "ACME_JP",
            "HEADCOUNT",
            "FY2025",
        ),
        (
            "Singapore the employees in FY2023 are how many pieces?",
            "ACME_SG",
            "HEADCOUNT",
            "FY2023",
        ),
        # "what thing" asks what
        (
            "For the group in FY2024, the net profit was what thing?",
            "ACME_GROUP",
            "NET_PROFIT",
            "FY2024",
        ),
        # a fiscal year with particles between its parts; "the matter of"; 个 before 人
        ("关于日本的收入的事情，2023的会计的年度是多少？", "ACME_JP", "REVENUE", "FY2023"),
        ("新加坡在2024的财政的年里的员工是多少个人？", "ACME_SG", "HEADCOUNT", "FY2024"),
        ("请告诉我集团的EBITDA的事情，在2025的年度。", "ACME_GROUP", "EBITDA", "FY2025"),
        # a particle inside a compound name
        ("香港2023财年的净的利润是多少？", "ACME_HK", "NET_PROFIT", "FY2023"),
        ("シンガポール事業の2023年度の純の利益はいくらですか？", "ACME_SG", "NET_PROFIT", "FY2023"),
        # a Chinese asking word left in Japanese; the fiscal year with particles
        ("请问、香港の2024の会計の年の売上高はいくらですか？", "ACME_HK", "REVENUE", "FY2024"),
        # a metric's name glossed character by character, or word by word
        (
            "What is the hair profit rate of Hong Kong for FY2025?",
            "ACME_HK",
            "GROSS_MARGIN",
            "FY2025",
        ),
        (
            "Japan business's pure profit of the 2023 year degree is how much?",
            "ACME_JP",
            "NET_PROFIT",
            "FY2023",
        ),
        ("The sales high of Macau in FY2025 was how much?", "ACME_MO", "REVENUE", "FY2025"),
        ("Group of FY2023, the head number is how many?", "ACME_GROUP", "HEADCOUNT", "FY2023"),
        ("新加坡2024财年的毛利的保证金是多少？", "ACME_SG", "GROSS_MARGIN", "FY2024"),
        ("日本2025财年员工的头的计数是多少？", "ACME_JP", "HEADCOUNT", "FY2025"),
        # "net" left untranslated beside a profit; 利益 glossed as "benefit"
        ("新加坡2023财年利润 net 是多少？", "ACME_SG", "NET_PROFIT", "FY2023"),
        ("香港事業の2025年度のネット利益はいくらですか？", "ACME_HK", "NET_PROFIT", "FY2025"),
        ("The pure benefit of Macau in FY2024 is how much?", "ACME_MO", "NET_PROFIT", "FY2024"),
        # a Japanese ending left in romaji
        ("Macau's net profit for FY2024 was how much desu ka?", "ACME_MO", "NET_PROFIT", "FY2024"),
        # the loanword for business after a market; the counter for things before 人
        ("マカオのビジネスの従業員は2023年度に何個の人ですか？", "ACME_MO", "HEADCOUNT", "FY2023"),
    ],
)
def test_a_literal_rendering_is_read_as_the_language_says_it(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a channel, a market the KB lacks, a part of a year, the coming year
        "Hong Kong online business of 2023 year degree, the revenue was how much?",
        "Taiwan in the 2024 fiscal year degree, the staff is how many names?",
        "关于台湾的收入的事情，2023的会计的年度是多少？",
        "香港2023财年的线上的利润是多少？",
        "マカオのネットビジネスの2023年度の売上高はいくらですか？",
        "请问、大阪の2024の会計の年の売上高はいくらですか？",
        "来る年度に日本の売上高はいくらになりますか？",
        "即将到来的年度，香港的收入是多少？",
        "マカオのEBITDAの来期のフォーキャストを教えてください。",
        "What is the hair profit rate of the Hong Kong online store for FY2025?",
        "Japan's pure profit from franchise stores in FY2023?",
        "香港2024财年线上的毛利的保证金是多少？",
        "マカオのネットの売上高は2023年度にいくらでしたか？",
    ],
)
def test_a_word_of_the_figure_beside_a_literal_rendering_is_still_read(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_this_market_with_none_named_is_asked_which(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "What is this market's EBITDA for FY2024?", mode))


@pytest.mark.parametrize(
    ("text", "lang", "read"),
    [
        (
            "I am the charge person of this region.",
            "en",
            "I am the person in charge of this region.",
        ),
        ("2025年的年底的收入", "zh", "2025年的年底的收入"),
        ("2024年間の売上", "ja", "2024年間の売上"),
        ("个人收入", "zh", "个人收入"),
        ("香港员工有几个人？", "zh", "香港员工有几个人？"),
        ("the main engine of growth", "en", "the main growth driver"),
        ("再生エネルギーのターゲット", "ja", "再生エネルギーの目標"),
    ],
)
def test_what_is_rewritten_and_what_is_not(
    kb: KnowledgeBase, text: str, lang: str, read: str
) -> None:
    from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key

    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    assert as_idiomatic(text, lang, matcher) == read


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric"),
    [
        # 前期, 上一个财政年, 前の年度 and 最後の会計年度: the latest closed year
        ("Singapore's EBITDA of the previous period was how much?", "ACME_SG", "EBITDA"),
        ("新加坡的净利润在上一个财政年是多少？", "ACME_SG", "NET_PROFIT"),
        ("日本の従業員数は前の年度に何人でしたか？", "ACME_JP", "HEADCOUNT"),
        ("マカオの売上高は最後の会計年度にいくらでしたか？", "ACME_MO", "REVENUE"),
    ],
)
def test_the_previous_period_word_for_word_is_the_last_closed_year(
    kb: KnowledgeBase, question: str, scope: str, metric: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, "FY2025"))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # 今期 and 来期 word for word: a year not closed, never the latest one assumed
        "Japan's revenue for this period is how much?",
        "Macau's net profit of the coming period will be how much?",
        "集团的收入在这个财政年是多少？",
        "香港のEBITDAはこの年度にいくらですか？",
        "シンガポールの売上高は次の年度にいくらですか？",
    ],
)
def test_this_or_the_next_period_word_for_word_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
