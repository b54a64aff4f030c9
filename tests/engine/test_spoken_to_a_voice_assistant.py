"""A request spoken to a voice assistant: the call that wakes it and what it writes as heard.

The assistant is called before the request ("hello assistant", "ok computer", "alexa",
"alexa ask finance helper", 「嗨 小度」, 「你好小艺」, 「小度小度」, 「小艺同学」, 「Cortana，」,
「ねえ、スピーカー」, 「オッケー Google」, 「Siri、」), the transcript has no punctuation,
years are said in words or numerals ("fiscal twenty twenty four", 「两千零二十三财年」,
「二五财年」, 「にせんにじゅうよねんど」, 「れいわろくねんど」, 「さくねんど」) and a name may be
heard letter by letter, syllable by syllable or as a word that sounds the same ("e b i t
d a", "e bit da", "net prophet"). The figure asked is answered as if typed. What stays
refused or asked: a metric or market the KB lacks after the call, a year it does not
hold, an unknown name spelt out, and a profit that may be either of two figures.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.engine._voice import as_heard, with_years_as_digits
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
    (
        "alexa ask finance helper for macau revenue in fiscal twenty twenty four",
        "ACME_MO",
        "REVENUE",
        "FY2024",
    ),
    (
        "hey assistant um so tell me japan's staff count for two thousand and twenty five",
        "ACME_JP",
        "HEADCOUNT",
        "FY2025",
    ),
    (
        "hey robot lemme know the singapore gross margin for twenty twenty three thank you robot",
        "ACME_SG",
        "GROSS_MARGIN",
        "FY2023",
    ),
    (
        "i wanna know the hong kong net profit in twenty twenty five thanks cortana",
        "ACME_HK",
        "NET_PROFIT",
        "FY2025",
    ),
    ("你好小艺 香港二五财年的净利润是多少", "ACME_HK", "NET_PROFIT", "FY2025"),
    ("Cortana，澳门两千零二十四财年的员工人数", "ACME_MO", "HEADCOUNT", "FY2024"),
    ("Siri、マカオのさくねんどの売上高は", "ACME_MO", "REVENUE", "FY2025"),
    (
        "hello assistant how much revenue did japan make in fiscal twenty twenty four",
        "ACME_JP",
        "REVENUE",
        "FY2024",
    ),
    (
        "ok computer um tell me the macau staff count for twenty twenty four",
        "ACME_MO",
        "HEADCOUNT",
        "FY2024",
    ),
    (
        "alexa what's the net prophet of singapore in fiscal twenty three",
        "ACME_SG",
        "NET_PROFIT",
        "FY2023",
    ),
    (
        "hey google so like what was hong kong e bit da in fiscal twenty twenty five",
        "ACME_HK",
        "EBITDA",
        "FY2025",
    ),
    (
        "yo bot give me the group e b i t d a for two thousand twenty three",
        "ACME_GROUP",
        "EBITDA",
        "FY2023",
    ),
    (
        "uh ok speaker what was the gross margin in h k in f y twenty twenty four",
        "ACME_HK",
        "GROSS_MARGIN",
        "FY2024",
    ),
    ("嗨 小度 集团两千零二十三财年的净利润是多少", "ACME_GROUP", "NET_PROFIT", "FY2023"),
    ("小度小度 日本二千零二十四财年的营收是多少", "ACME_JP", "REVENUE", "FY2024"),
    ("小艺同学 嗯 新加坡两千零二十五财年的员工人数", "ACME_SG", "HEADCOUNT", "FY2025"),
    ("喂 Alexa 香港两千零二十四财年的毛利率是多少", "ACME_HK", "GROSS_MARGIN", "FY2024"),
    ("hey Google 澳门两千零二十三财年的 e b i t d a 是多少", "ACME_MO", "EBITDA", "FY2023"),
    (
        "ねえ、スピーカー 日本のにせんにじゅうよねんどの純利益を教えて",
        "ACME_JP",
        "NET_PROFIT",
        "FY2024",
    ),
    (
        "オッケー Google えーと 香港のにせんにじゅうごねんどのイービッダーは",
        "ACME_HK",
        "EBITDA",
        "FY2025",
    ),
    ("ねえ マカオの方のにせんにじゅうさんねんどの売上高って", "ACME_MO", "REVENUE", "FY2023"),
    (
        "ヘイ、アシスタント シンガポールのれいわろくねんどの従業員数は何人",
        "ACME_SG",
        "HEADCOUNT",
        "FY2024",
    ),
    ("ねえアシスタント グループ全体の二千二十五年度の純利益", "ACME_GROUP", "NET_PROFIT", "FY2025"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), FIGURES)
def test_a_spoken_request_is_answered_as_typed(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "hey assistant what was online revenue for japan in fiscal twenty twenty four",
        "ok assistant what was the r o e for japan in fiscal twenty twenty four",
        "alexa what was inventory turnover for japan in twenty twenty four",
        "hey assistant what was hong kong revenue in fiscal twenty twenty eight",
        "嘿 Siri 台湾两千零二十四财年的收入是多少",
        "小爱同学 日本两千零二十四财年的库存周转率是多少",
        "嘿 Siri 集团两千零二十二财年的净利润是多少",
        "ねえ、アシスタント 日本のにせんにじゅうよねんどの在庫回転率は",
        "ねえ、アシスタント にせんにじゅうななねんどの日本の売上は",
        "alexa ask online sales what was japan revenue in twenty twenty four",
        "ok assistant what was japan's nut profit in fiscal twenty twenty four",
        "what was hong kong revenue in twenty twenty four thanks online",
        "hi taiwan team what was revenue in fiscal twenty twenty four",
        "你好 台湾团队 二零二四财年的收入是多少",
        "嘿 online收入 香港两千零二十四财年是多少",
        "ねえカード売上の日本のにせんにじゅうよねんどは",
        "ねえ、アシスタント 日本のらいねんどの売上は",
        "Korea 2024财年的收入是多少？",
        "Malaysia、2024年度の売上高は？",
        "What was Japan's bright in FY2024?",
    ],
)
def test_what_the_kb_lacks_is_still_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "hey assistant what was the profit for japan in fiscal twenty twenty four",
        "小度小度 香港两千零二十四财年的利润是多少",
        "ねえアシスタント マカオのにせんにじゅうよねんどの利益は",
    ],
)
def test_a_profit_said_alone_is_asked(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("said", "written"),
    [
        ("两千零二十五财年", "2025财年"),
        ("二千二十四年度", "2024年度"),
        ("两千零二十年", "2020年"),
        ("にせんにじゅうよねんど", "2024年度"),
        ("にせんにじゅうさんねん", "2023年"),
        ("れいわろくねんど", "令和6年度"),
        ("令和がんねん", "令和元年"),
        ("二五财年", "25财年"),
        ("さくねんどの", "昨年度の"),
        ("两千个人", "两千个人"),
        ("にせんえん", "にせんえん"),
    ],
)
def test_years_said_in_numerals_or_kana(said: str, written: str) -> None:
    assert with_years_as_digits(said) == written


@pytest.mark.parametrize(
    ("lang", "heard", "typed"),
    [
        ("en", "hey assistant what was japan revenue", "what was japan revenue"),
        ("en", "hi what is japan revenue", "hi what is japan revenue"),
        ("en", "ok japan what was revenue", "ok japan what was revenue"),
        ("en", "what was net sales in japan", "what was net sales in japan"),
        ("en", "what was e bit da in japan", "what was ebitda in japan"),
        ("zh", "小爱同学 日本的收入", "日本的收入"),
        ("zh", "喂 香港的收入", "喂 香港的收入"),
        ("ja", "ねえ、アシスタント 日本の方の売上", "日本の売上"),
        ("ja", "ねえ、マカオの売上", "マカオの売上"),
    ],
)
def test_what_is_read_as_heard(kb: KnowledgeBase, lang: str, heard: str, typed: str) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    assert as_heard(heard, lang, matcher) == typed
