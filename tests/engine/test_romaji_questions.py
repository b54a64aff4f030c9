"""A Japanese question typed in romaji (``engine/_romaji.py``).

What is read: a question wholly in Latin letters holding a Japanese particle as a word of
its own (no, wa, wo, ga), each other lower-case word a KB name spelt in romaji (read in
hiragana, then as a name left in hiragana: 「まかお」, 「うりあげだか」, the answer saying so)
or a word of the closed class a request is phrased with (jigyou, nendo, oshiete, ikura);
a year code (FY2024), an acronym and a KB name in Latin letters (ebitda) keep their
letters.

What still refuses or asks: a question with any other romaji word (zaiko kaitenritsu,
onrain: a measure or a part the KB lacks is never passed over as hiragana the analyser
cannot read), a romaji word two metrics share (rieki), an English question with a word
that spells no romaji (revenue, sales), and an English question holding "no". The
property test: a random romaji word beside the names never yields a figure.
"""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ragspine_eval_pipeline.engine._romaji import romaji_as_kana
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value

READ = [
    ("makao jigyou no 2023 nendo no uriagedaka wa ikura desu ka", "ACME_MO", "REVENUE", "FY2023"),
    ("nihon no FY2025 no junrieki wo oshiete kudasai", "ACME_JP", "NET_PROFIT", "FY2025"),
    ("shingapo-ru no FY2024 no juugyouinsuu wa?", "ACME_SG", "HEADCOUNT", "FY2024"),
    ("honkon no FY2023 no ebitda oshiete", "ACME_HK", "EBITDA", "FY2023"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), READ)
def test_a_romaji_question_is_read_in_kana(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, scope, metric, period), "none")
    assert "解釈しました" in answer.answer


NO_FIGURE = [
    "nihon no FY2024 no zaiko kaitenritsu wa?",  # a measure the KB lacks
    "nihon no onrain no FY2024 no uriagedaka oshiete",  # a part of the figure
    "honkon no FY2025 no rieki wa?",  # EBITDA or net profit: never one of them
    "taiwan jigyou no FY2024 no uriagedaka wa?",  # a market the KB lacks
    "makao no FY2026 no uriagedaka no mitooshi wa?",  # an open year's forecast
    "Japan no revenue FY2024?",  # English: "revenue" spells no romaji
    "No sales figure for Macau in FY2024?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", NO_FIGURE)
def test_no_figure_where_romaji_names_nothing_or_is_english(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize(
    "text",
    [
        "Can you go to Tokyo?",  # romaji-spelt English words, no particle
        "What was Japan's revenue in FY2024?",
        "no one knows the Macau number",  # "no" beside English words
        "Take a look at the Macau sales",
    ],
)
def test_english_is_not_read_as_romaji(text: str) -> None:
    assert romaji_as_kana(text, lambda word: False) == text


def test_codes_and_kb_names_keep_their_letters() -> None:
    read = romaji_as_kana(
        "makao no FY2024 no ebitda wa?", lambda word: word in ("ebitda", "まかお")
    )
    assert read == "まかお の FY2024 の ebitda は?"


_SYLLABLES = tuple(
    [
        "ka",
        "ki",
        "ku",
        "ke",
        "ko",
        "sa",
        "shi",
        "su",
        "se",
        "so",
        "ta",
        "chi",
        "tsu",
        "te",
        "to",
        "na",
        "ni",
        "ne",
        "ha",
        "hi",
        "fu",
        "ho",
        "ma",
        "mi",
        "mo",
        "ya",
        "yu",
        "yo",
        "ra",
        "ri",
        "ru",
        "re",
        "ro",
        "ga",
        "gi",
        "go",
        "za",
        "ji",
        "zo",
        "da",
        "do",
        "ba",
        "bi",
        "bo",
        "pa",
        "pi",
        "po",
        "kyo",
        "sho",
        "n",
    ]
)
romaji_words = st.lists(st.sampled_from(_SYLLABLES), min_size=2, max_size=4).map("".join)
TEMPLATES = [
    "makao no FY2024 no {w} wa?",
    "nihon no {w} no FY2023 no uriagedaka oshiete",
    "{w} jigyou no FY2025 no junrieki wa ikura?",
    "honkon no FY2024 no {w} uriagedaka wa?",
]


@settings(
    max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(word=romaji_words, template=st.sampled_from(TEMPLATES), mode=st.sampled_from(MODES))
def test_an_unknown_romaji_word_never_yields_a_value(
    kb: KnowledgeBase, word: str, template: str, mode: str
) -> None:
    assert_no_figure(ask(kb, template.format(w=word), mode))
