"""Dictated text: punctuation said as words, numbers said out, restarts and self-repairs.

Speech-to-text leaves the commands a speaker dictates as words ("comma", "question
mark", "open paren … close paren", "new line", 逗号, 问号, 左括号, 换行, 読点, はてな, かっこ …
かっこ閉じ), figures and years said out ("thirty eight point five percent", 两千零二十三,
にーまるにーさん, じゅうにまんさんぜん), restarts after a hesitation ("the gross uh the gross
margin", 「香港 那个 香港业务」, 「売上総 えーと 粗利率」) and self-repairs between pauses
(「二〇二三年度 いや違う 二〇二四年度」). Each is read as typed. What stays refused or asked: a
repair landing on a year, a market or a measure the KB lacks, a word that may narrow the
figure, and a command word used as a noun ("the same period", "a full stop").

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._dictation import as_punctuated
from ragspine_eval_pipeline.engine._kana_numbers import with_kana_numbers
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
        "could you tell me comma for fiscal twenty twenty three comma the Singapore "
        "net profit question mark",
        "ACME_SG",
        "NET_PROFIT",
        "FY2023",
    ),
    (
        "Macau headcount open paren whole market close paren FY twenty-five full stop",
        "ACME_MO",
        "HEADCOUNT",
        "FY2025",
    ),
    (
        "new paragraph the gross uh the gross margin for Japan in two thousand and "
        "twenty three period",
        "ACME_JP",
        "GROSS_MARGIN",
        "FY2023",
    ),
    (
        "Hong Kong EBITDA semicolon fiscal twenty twenty-three oops I mean twenty "
        "twenty-five exclamation mark",
        "ACME_HK",
        "EBITDA",
        "FY2025",
    ),
    (
        "香港 那个 香港业务 两千零二十三 说错了 两千零二十五财年的收入 问号",
        "ACME_HK",
        "REVENUE",
        "FY2025",
    ),
    (
        "请问 冒号 新加坡 左括号 整个市场 右括号 二〇二三财年的员工人数 句号",
        "ACME_SG",
        "HEADCOUNT",
        "FY2023",
    ),
    ("日本 二零二四 应该是 二零二五财年的 毛利率 问号", "ACME_JP", "GROSS_MARGIN", "FY2025"),
    (
        "香港の えーと 香港の EBITDA てん にーまるにーさん年度 は まる",
        "ACME_HK",
        "EBITDA",
        "FY2023",
    ),
    (
        "シンガポールの 売上総 えーと 粗利率 読点 二〇二四年度 いや違う 二〇二五年度 はてな",
        "ACME_SG",
        "GROSS_MARGIN",
        "FY2025",
    ),
    (
        "マカオの 当期純利益 かっこ エフワイ にじゅうよ かっこ閉じ を教えて 句点",
        "ACME_MO",
        "NET_PROFIT",
        "FY2024",
    ),
    ("澳门 二零二三 哦不是 二零二四财年的员工人数 问号", "ACME_MO", "HEADCOUNT", "FY2024"),
    ("新加坡的收入 两千零二十三 更正一下 两千零二十四财年 句号", "ACME_SG", "REVENUE", "FY2024"),
    (
        "香港の 二〇二三年度 訂正 二〇二四年度の 売上高 は クエスチョンマーク",
        "ACME_HK",
        "REVENUE",
        "FY2024",
    ),
    ("日本 FY 二三 的员工人数 问号", "ACME_JP", "HEADCOUNT", "FY2023"),
    ("マカオの FY二十五 の EBITDA は まる", "ACME_MO", "EBITDA", "FY2025"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), FIGURES)
def test_a_dictated_request_is_answered(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize(
    "question",
    [
        # A repair landing on a year the KB does not hold.
        "Japan revenue fiscal twenty twenty four scratch that twenty nineteen question mark",
        "澳门的净利润 二零二四 不对 二零一八财年 问号",
        "香港の 売上高 二〇二四年度 いや違う 二〇一九年度 はてな",
        "香港 FY二十 的收入 问号",
        # A repair landing on a market or a measure the KB lacks.
        "Singapore I mean Taiwan revenue for FY twenty-four question mark",
        "日本的收入 不对 日本的库存周转率 二零二四财年 问号",
        # A change asked of a figure the KB states only year by year.
        "by how much did the Hong Kong business cut free cash flow compared with FY "
        "twenty nineteen question mark",
        # A word that may narrow the figure, left beside a hesitation.
        "Japan online uh revenue for fiscal twenty twenty four period",
        "香港 嗯 线上收入 逗号 二零二四财年 问号",
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_what_the_kb_lacks_is_still_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize(
    "question",
    [
        "what was Hong Kong's profit uh the profit in FY twenty-three question mark",
        "新加坡二零二三财年的利润 嗯 就是利润 问号",
        "日本事業の 二〇二四年度の 利益 は まる",
        # A bare 不是 between pauses may rule out the market after it, or correct it.
        "是香港的 不是 澳门的 二零二四财年收入 问号",
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_what_may_mean_two_figures_is_still_asked(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize(
    "question",
    [
        "how far did the Japan business reduce food waste I mean food loss versus fiscal "
        "twenty nineteen question mark",
        "Japan cut food loss by how much compared with FY twenty nineteen question mark",
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_a_change_a_passage_states_is_quoted(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == ["ACME_Sustainability_Report_Japan_2025.pdf"], answer.answer


@pytest.mark.parametrize(
    ("said", "lang", "typed"),
    [
        ("revenue comma FY2024 question mark", "en", "revenue, FY2024?"),
        ("two items colon revenue semicolon margin full stop", "en", "two items: revenue; margin."),
        ("EBITDA open bracket group close bracket", "en", "EBITDA (group)"),
        ("the quote strategic pillars unquote", "en", "the “strategic pillars”"),
        ("FY twenty-three period", "en", "FY twenty-three."),
        ("what did the deck say new line thanks", "en", "what did the deck say\nthanks"),
        ("收入 逗号 二零二四财年 问号", "zh", "收入，二零二四财年？"),
        ("引号 三大支柱 引号 是什么", "zh", "「三大支柱」是什么"),
        ("売上高 読点 二〇二四年度 はてな", "ja", "売上高、二〇二四年度？"),
        ("粗利率 かっこ 二〇二四年度 かっこ閉じ まる", "ja", "粗利率（二〇二四年度）。"),
    ],
)
def test_commands_are_written_as_marks(said: str, lang: str, typed: str) -> None:
    assert as_punctuated(said, lang) == typed


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("what was revenue in the same period last year", "en"),
        ("headcount at the end of the period", "en"),
        ("revenue for the FY2024 period", "en"),
        ("revenue by period", "en"),
        ("revenue per period", "en"),
        ("the reporting period ended in March", "en"),
        ("it came to a full stop", "en"),
        ("a 2.5 point rise", "en"),
        ("can you get me a quote", "en"),
        ("他对这个数字打了个问号", "zh"),
        ("为项目画上句号", "zh"),
        ("换行业以后的收入", "zh"),
        ("まるごと一年の売上", "ja"),
        ("かっこいい店舗の売上", "ja"),
        ("まる一年の売上", "ja"),
        ("scope=ACME_MO metric=REVENUE period=expansion_year", "en"),
        ("period: FY2024, comma_separated", "en"),
        ("二てん五パーセント", "ja"),
    ],
)
def test_a_command_word_used_as_a_word_stays(text: str, lang: str) -> None:
    assert as_punctuated(text, lang) == text


@pytest.mark.parametrize(
    ("said", "typed"),
    [
        ("売上高 って じゅうにまんさんぜんよんひゃく 百万円", "売上高 って 123400 百万円"),
        ("エフワイ にじゅうご の数字", "FY 25 の数字"),
        ("にーまるにーよん年度末", "2024年度末"),
        ("にーぜろにーさんねんど", "2023年度"),
        ("にいさんに教えて", "にいさんに教えて"),
        ("ごにんに聞いた", "ごにんに聞いた"),
    ],
)
def test_kana_numbers_are_read_as_digits(said: str, typed: str) -> None:
    assert with_kana_numbers(said) == typed
