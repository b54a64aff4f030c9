"""The language of a mixed message is the language of its grammar words.

A translator writes in one language and quotes terms in another ("the deck has 「香港事業
売上高」 - what was ...?", "the paragraph on 电子发票", "rendering it into 中文"). What is
read: a message whose question words, auxiliaries, pronouns and prepositions are English,
and whose CJK outside quotation marks and brackets holds no particle, pronoun, modal
particle or kana, is English: answered in English, its English words read by the English
rules. What stays: a Chinese or Japanese question quoting an English term keeps its
language, and so does a message whose CJK holds grammar of its own (「…的…是多少」).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("The Japanese memo has 「香港事業 売上高」 - what was Hong Kong's revenue?", "en"),
        ("What does the report say about 电子发票? I'm rendering it into 中文.", "en"),
        ("Which year is the 純利益 (当期) column for?", "en"),
        ("Is the 营收 in this table in US dollars?", "en"),
        ("香港的营收是多少？英文叫 'revenue'", "zh"),
        ("Can you tell me 日本业务的净利润是多少", "zh"),
        ("シンガポールの売上高は？英語では 'revenue' です", "ja"),
        ("香港 2024 EBITDA", "zh"),
        ("revenue 香港", "zh"),
    ],
)
def test_language_of_grammar_words(text: str, lang: str) -> None:
    assert detect_lang(text) == lang


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Singapore's gross margin? My memo calls it 粗利率.", 38.9),
        ("How many staff did Macau have? The term in my glossary is 员工人数.", 731.0),
    ],
)
def test_english_question_quoting_cjk_is_answered_in_english(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, value, "answer_with_assumptions")
    assert answer.answer.startswith("Assuming"), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was 台湾 revenue in FY2024? My glossary calls it 营收.",
        "What was Japan's 线上 EBITDA in FY2024?",
        "What was Hong Kong's 存货周转率 in FY2024?",
    ],
)
def test_unknown_cjk_words_in_an_english_question_still_refuse(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
