"""Internet slang around a request: abbreviations, stretched words, laughter, address.

Group-chat writers shorten words ("ppl", "abt", "rn", "thx"), hedge or vouch ("lowkey",
"ngl", "fr", "imo"), stretch letters ("sooo", "pleeease"), laugh in Japanese after the
request (「知りたいｗ」), call the group by a plural noun (「姐妹们」, 「各位大佬」), ask for
the exact figure or its unit in a piece of their own (「来个准数」, 「啥单位」, 「単位は？」),
put a dash before the question and open it with "wait". None of it is a word of the
figure asked. A market, a metric or a part of the business the KB lacks beside them is
still refused, and a plural noun naming a part of the business stays a word asked.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._chat_words import with_chat_words_read
from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.engine._unit_asked import without_unit_asked
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, assert_refused

FIGURES = [
    ("ngl i need hong kong ebitda FY2025 rn, imo it's the key one", 468.0),
    ("highkey stressed, what was japan revenue in FY2024? thx", 103200.0),
    ("sooooo... macau headcount for FY2024 pleeease", 688.0),
    ("yo how many ppl did macau employ in FY2024 fr", 688.0),
    ("whats japan revenue for FY2024? i dont know where the board pack went", 103200.0),
    ("idk singapore net profit FY2023, can u check", 98.0),
    ("need japan revenue FY2024 for the deck, tyia", 103200.0),
    ("Pls send singapore net profit FY2023 tysm", 98.0),
    ("bestie what's macau headcount for FY2024, no cap i need it and then i'm done", 688.0),
    ("姐妹们 香港2025财年EBITDA多少", 468.0),
    ("日本2024财年营收多少呀集美们 在线等", 103200.0),
    ("各位大佬 澳门2024财年员工人数是多少", 688.0),
    ("awsl 日本2024财年营收多少 离谱", 103200.0),
    ("球球了 香港2025财年EBITDA是多少", 468.0),
    ("有大神知道吗 澳门2024财年员工人数是多少", 688.0),
    ("香港2025财年EBITDA是多少 来个准数", 468.0),
    ("日本2024财年营收多少？单位是啥", 103200.0),
    ("香港の2025年度のEBITDAって知りたいｗｗ", 468.0),
    ("マカオの2024年度の従業員数教えてw", 688.0),
    ("ぴえん 香港の2025年度のEBITDAいくら？", 468.0),
    ("日本の2024年度の売上高は？単位は？", 103200.0),
    ("3つ質問です。マカオの2024年度の従業員数は？", 688.0),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "value"), FIGURES)
def test_slang_around_the_request_is_read_around(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "lowkey need taiwan revenue FY2025 rn",
        "ngl what's hk franchise revenue in FY2024 tho",
        "sooo japan online sales FY2024 pls",
        "tbh need tesla net profit FY2023 thx",
        "集美们 台湾2024财年营收多少",
        "门店们 香港2024财年收入多少",
        "姐妹们 澳门线上渠道2024财年营收多少 求个准数",
        "台湾の2024年度の売上高教えてｗ",
        "ワロタ 台湾の2024年度の売上高は？",
        "What is the group's ngl revenue?",
        "so what's the group's tbh revenue",
        "What was Hong Kong's fwiw EBITDA in FY2024?",
        "what's the group's lol revenue",
        "What was the lmao EBITDA of Japan in FY2024?",
        "How much revenue did ACME's Lowkey business make in FY2025?",
        "What was the group's sooo margin in FY2024?",
        "yyds 日本2024财年存货周转率多少",
        "日本の2024年度の在庫回転率知りたいw",
    ],
)
def test_what_the_kb_lacks_stays_unanswered(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


def test_a_stretched_word_is_the_word_it_stretches(kb: KnowledgeBase) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    assert with_chat_words_read("sooo pleeease", matcher) == "so please"
    assert with_chat_words_read("www zzz", matcher) == "www zzz"


def test_a_code_in_capitals_is_no_abbreviation(kb: KnowledgeBase) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    assert "FR" in with_chat_words_read("FR revenue rn", matcher)


def test_the_unit_asked_alone_is_left(kb: KnowledgeBase) -> None:
    assert without_unit_asked("单位是什么", "zh") == "单位是什么"
    assert_refused(ask(kb, "wait what is the unit of taiwan revenue?", "agent"))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "document"),
    [
        (
            "wait what opened in singapore in sept 2025?",
            "ACME_Singapore_Market_Update_FY2025.pdf",
        ),
        (
            "the food waste thing is impressive - how did the japan biz cut food waste?",
            "ACME_Sustainability_Report_Japan_2025.pdf",
        ),
    ],
)
def test_a_narrative_asked_in_slang_is_quoted(
    kb: KnowledgeBase, question: str, document: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert document in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How much revenue did ACME's Dbq business make in FY2025?",
        "What was the Yyds division's net profit in FY2024?",
    ],
)
def test_a_reaction_s_letters_inside_an_english_phrase_are_a_name(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    """The letters of a net reaction (dbq, yyds) between two English words are a word of
    the phrase, a part of the business the KB lacks, never dropped as the writer's feeling."""
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["dbq 打扰了，香港2024财年收入多少？", "HK revenue FY2024 yyds"]
)
def test_a_reaction_standing_at_either_end_is_taken_out(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), 1596.0)
