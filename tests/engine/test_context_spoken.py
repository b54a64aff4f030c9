"""Words of spoken asking that cannot name a measure, a scope or a part, read by class.

An English word outside the metric's phrase that the dictionary knows only as a verb
("mentioned", "told"), a verb right after a subject of its own ("I *think*", "if that
*helps*"), a closed class (a conjunction, an indefinite pronoun, an interjection, a
hedge: "but", "whichever", "yeah", "just"), a participle of naming ("something *called*
EBITDA") and a count of the questions asked ("two things", 「两个问题啊」, 「二点お伺いします」)
never make the engine refuse. The hazards stay refused: a verb a scope does to the metric
asked ("How much revenue did Japan *miss*"), a number counting stores, a word written onto
the metric, the thing a possessive owns ("the group's *called* revenue").

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a verb after a subject of its own, a verb-only word, a participle of naming
        ("I think Macau reports something called EBITDA. What was it in FY2023?", 540.0),
        (
            "What was Singapore's revenue in FY2023? I think it's in dollars, if that matters.",
            842.0,
        ),
        ("If it helps, what was Japan's net profit in FY2023?", 7900.0),
        (
            "What was Hong Kong's revenue in FY2023? I'm told it appears in the results deck.",
            1488.0,
        ),
        ("I believe Macau's EBITDA was reported in FY2023. What was it?", 540.0),
        # closed classes: a conjunction, a free-relative pronoun, an interjection, a hedge
        ("Sorry, but what was Hong Kong's headcount in FY2024?", 3245.0),
        ("What was Singapore's net profit in FY2024? Whichever deck has it is fine.", 112.0),
        ("Yeah, so what was Japan's headcount in FY2023, just the number?", 2210.0),
        # a verb of taking in, whose particle stands before the period
        ("How much EBITDA did the Singapore business pull in for FY2024?", 226.0),
        # a count of the questions asked
        ("三个小问题啊，新加坡2023财年的净利润是多少？", 98.0),
        ("两个问题：澳门2024财年的收入是多少？", 2610.0),
        ("二点お伺いします。マカオの2024年度の売上高はいくらですか？", 2610.0),
    ],
)
def test_words_that_cannot_name_a_measure_do_not_block_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "A couple of questions, what was Hong Kong's net profit in FY2023 and what does the "
        "Hong Kong market review say about ACME+?",
        "Two quick things: what was Hong Kong's net profit in FY2023, and what does the Hong "
        "Kong market review say about ACME+?",
    ],
)
def test_a_count_of_the_questions_before_a_composite_is_context(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == 221.0, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a verb a scope does to the metric asked changes what is asked
        "How much revenue did Japan miss in FY2024?",
        "How much revenue did the Japan business forgo in FY2024?",
        "How much net profit did Macau sacrifice in FY2024?",
        "How much revenue did Japan waste in FY2024?",
        "How much EBITDA did Singapore give up in FY2024?",
        "How much did Japan's revenue grow in FY2024?",
        # a word written onto the metric, a part, a count of stores
        "What was Japan's annualised revenue in FY2024?",
        "What was Japan's revenue excluding online in FY2024?",
        "What was Japan's revenue for two stores in FY2024?",
        "What was Japan's revenue for three stores in FY2024?",
        # what a possessive owns is asked, even a participle of naming
        "What is the group's called revenue?",
        # a noun qualifying the scope's phrase is no head of it
        "We're studying the Japan franchise side. How much revenue did it make in FY2024?",
    ],
)
def test_words_that_change_what_is_asked_stay_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a phrase of purpose or occasion headed by a noun of the asker's world
        ("Could you give me Macau's headcount in FY2024 for my notes?", 688.0),
        ("What was Singapore's revenue in FY2024? It is for a slide.", 915.0),
        ("What was Hong Kong's EBITDA in FY2024? It's for the investor day.", 431.0),
        ("Please send Singapore's headcount for FY2023 for our board paper.", 1480.0),
        # who said it, as a possessed person before a verb of the past
        ("My auditor mentioned Hong Kong's net profit in a call. What was it in FY2023?", 221.0),
        (
            "Our treasurer quoted Macau's EBITDA at the strategy session. What was it in FY2023?",
            540.0,
        ),
    ],
)
def test_a_purpose_or_occasion_of_the_asker_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a describing word or a part inside the phrase, or the noun written onto the metric
        "What was Japan's revenue in FY2024 for the online deck?",
        "What was Japan's revenue in FY2024 for the beverage business?",
        "What was Japan's deck revenue in FY2024?",
        "What was Japan's revenue in FY2024 for the loyalty scheme?",
        # a day alone is a span of the year, no occasion
        "Macau EBITDA for the day, FY2023?",
        "What was Singapore's revenue for the day in FY2025?",
    ],
)
def test_a_part_beside_a_purpose_stays_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a purpose of the asker's in Chinese and Japanese, opening or closing the request
        ("社内研修で使用しますので、香港事業の2024年度の売上高を教えてください。", 1596.0),
        ("経営会議の準備として、日本の2023年度のEBITDAを教えてください。", 18600.0),
        ("シンガポールの2024年度の売上高は？資料にまとめておきたくて。", 915.0),
        ("请提供新加坡2024财年的收入，以便向管理层汇报。", 915.0),
        ("请告诉我澳门2023财年的净利润，以供董事会参考。", 266.0),
    ],
)
def test_a_cjk_purpose_beside_the_request_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a purpose naming a part, or a comparison inside it, is no context
        "オンライン事業で使用しますので、日本の2024年度の売上高を教えてください。",
        "请问日本2024财年的收入是多少，以便线上业务对比？",
    ],
)
def test_a_cjk_purpose_naming_a_part_stays_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
