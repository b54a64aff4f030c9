"""What stands around a figure request is context by its structure, not by a list.

A sentence or segment beside a request that names nothing (no KB name, period, number
or unit), asks nothing and narrows nothing is set aside when it is built as a statement
about the asker: a greeting and whom it greets, who is asking ("<who> here", 「…の者で
す」), a clause whose subject is left unsaid ("Need it by noon"), a purpose put before the
asker's clause ("For the board memo I need …"). A bare noun phrase is none of these: it
may name what is asked ("Taiwan.", "Same-store growth.", "Online only."), so it stays and
is refused. The ways of asking that wish to check or confirm are read by the analyser's
verb class, and market codes written in capitals are the KB's scopes.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._question import parse_question
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, TODAY, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # a greeting and whom it greets
        ("Hey folks, what was Japan's EBITDA in FY2024?", 19900.0),
        ("Hello everyone, Hong Kong net profit FY2023 please.", 221.0),
        ("Hi all. What was Macau's revenue for FY2025?", 2884.0),
        ("大家好，请问香港2024财年的收入是多少？", 1596.0),
        # who is asking
        ("Finance here. Singapore headcount for FY2024?", 1566.0),
        ("Treasury here, quick question. Japan's revenue for FY2025?", 109800.0),
        ("IR here. What was Hong Kong's EBITDA in FY2023?", 402.0),
        ("我是财务部的。新加坡2023财年的净利润是多少？", 98.0),
        ("経理の者です。日本の2024年度の売上高を教えてください。", 103200.0),
        ("お疲れ様です、新人です。香港の2023年度の純利益はいくらですか？", 221.0),
        # a clause whose subject is left unsaid: the asker's situation, when it is needed
        ("Still finding my feet. What was the group's revenue in FY2023?", 3334.0),
        ("What was Hong Kong's revenue in FY2024? Need it by the end of the day.", 1596.0),
        ("What was Japan's revenue in FY2024? Need it before the meeting.", 103200.0),
        ("What was Hong Kong's revenue in FY2024? Putting it in tomorrow's memo.", 1596.0),
        ("Getting ready for the review. Macau EBITDA for FY2024?", 612.0),
        ("Pulling together a deck for the offsite. What was Japan's EBITDA in FY2025?", 21700.0),
        # a time on the clock, or minutes from now, is when the answer is needed
        ("香港の2024年度のEBITDAは？10分後の会議で使います。", 431.0),
        ("香港2024财年的收入是多少？3点前要用。", 1596.0),
        ("What was Japan's revenue in FY2024? Need it in 10 minutes.", 103200.0),
        ("What was Japan's revenue in FY2024? Need it by 5pm.", 103200.0),
        # a purpose put before the asker's own clause
        ("For the board memo I need Japan's revenue for FY2024.", 103200.0),
        ("For our monthly review we need Singapore's net profit for FY2025.", 125.0),
    ],
)
def test_a_statement_about_the_asker_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("I'd like to double-check Japan's headcount for FY2024.", 2284.0),
        ("I want to verify Hong Kong's revenue for FY2023.", 1488.0),
        ("We need to confirm Macau's EBITDA in FY2024.", 612.0),
        ("想确认一下澳门2024财年的员工人数。", 688.0),
        ("シンガポールの2024年度の従業員数を確認したいです。", 1566.0),
        ("香港の2024年度の売上高を確認させてください。", 1596.0),
        ("念のため確認ですが、香港の2025年度の売上高はいくらですか？", 1702.0),
        ("日本の2024年度の売上高を念のため確認させてください。", 103200.0),
        # a purpose said with のために, apart from the metric's phrase
        ("監査資料のために日本の2024年度の売上高を教えてください。", 103200.0),
    ],
)
def test_a_wish_to_check_is_a_way_of_asking(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("MO revenue FY2023?", 2350.0),
        ("What was MO's net profit in FY2025?", 352.0),
        ("MO的EBITDA是多少（FY24）", 612.0),
        ("MOの2024年度の従業員数は？", 688.0),
    ],
)
def test_a_market_code_in_capitals_is_its_scope(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How is mo revenue FY2024?",  # in lower case a code is no name the KB holds
        "mo EBITDA FY24",
    ],
)
def test_a_market_code_in_lower_case_is_not_a_scope(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # an unknown name opening a sentence or a segment
        "Philippines, revenue FY2024?",
        "Taiwan. Revenue FY2024?",
        "台湾。売上高は？",
        "台湾。收入是多少？",
        "Taiwan here. What was revenue in FY2024?",
        "Philippines here, what was revenue for FY2024?",
        "Hi Taiwan team, what was revenue in FY2024?",
        # a narrowing fragment, said alone or as a wish
        "Japan revenue FY2024? Online only.",
        "香港2024财年收入是多少？只看线上。",
        "オンラインだけ。日本の2024年度の売上高は？",
        "Excluding Macau. What was the group's revenue in FY2024?",
        "Need the online split. Japan revenue FY2024?",
        "Want the beverage numbers. Japan revenue FY2024?",
        # how the figure is to be counted, said of the request pointed back at
        "What was Japan's revenue in FY2024? Need it in constant currency.",
        "What was Japan's revenue in FY2024? I need it in constant currency.",
        "What was Japan's revenue in FY2024? Need it per store.",
        "What was Japan's revenue in FY2024? Need it by region.",
        "What was Japan's revenue in FY2024? Need it before tax.",
        "What was Japan's revenue in FY2024? We need it broken down by region.",
        "What was Japan's revenue in FY2024? Need it for 2 stores.",
        "What was Japan's revenue in FY2024? Need it for the top 10 stores.",
        "Adjusting for currency, what was Japan's revenue in FY2024?",
        "Using constant currency, what was Japan's revenue in FY2024?",
        "Using constant currency. What was Japan's revenue in FY2024?",
        "Assuming constant rates. Japan revenue FY2024?",
        "Adjusting for currency. What was Japan's revenue in FY2024?",
        # のため joined by の to a noun owns it; before a comma it may give a cause
        "研修のための費用は2024年度でいくらですか？",
        "オンラインのため、日本の2024年度の売上高は？",
        # a part of a business named in a statement about the asker
        "Looking at the beverage unit. What was Japan's revenue in FY2024?",
        # a document named beside the figure that the vocabulary does not hold
        "For the audit file I need the group gross margin for FY2024, as reported in the "
        "investor factbook.",
        # a fragment beside the situation said of the asker: it could qualify the figure
        "Intern here, first week. What was Hong Kong's EBITDA in FY2023?",
        # a word written onto the metric stays refused after a way of asking
        "I'd like to double-check Japan's adjusted EBITDA for FY2024.",
        "What was Japan's revenue to date?",
    ],
)
def test_a_fragment_that_may_qualify_the_request_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused, answer.answer
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
def test_an_unknown_measure_before_a_request_pointing_back_gives_no_value(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(kb, "Same-store growth. What was it for Japan in FY2024?", mode)
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
def test_a_deadline_that_is_a_period_is_the_period_asked(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "Japan revenue? Need it for FY2024.", mode)
    assert_figure(answer, 103200.0)


def test_a_question_built_like_a_role_still_asks(kb: KnowledgeBase) -> None:
    """ "New hires here?" is closed by a question mark: it asks, so it stays a clause."""
    parsed = parse_question(
        "New hires here? What was Japan's headcount in FY2024?", TODAY, kb.vocabulary()
    )
    assert any("hires" in clause.text for clause in parsed.clauses)
    statement = parse_question(
        "HR here. What was Japan's headcount in FY2024?", TODAY, kb.vocabulary()
    )
    assert [clause.text for clause in statement.clauses] == ["What was Japan's headcount in FY2024"]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "route", "value"),
    [
        # a word three metrics share, narrowed by the verb that says what came in
        ("How much money did Macau bring in during FY2024?", "numeric", 2610.0),
        ("How much money had Japan brought in by the end of FY2023?", "numeric", 98400.0),
        # the verb names no metric of its own: the metric named is the one asked
        ("How much EBITDA did Macau bring in in FY2024?", "numeric", 612.0),
        # and narrows nothing it does not name: profit is still asked which
        ("How much profit did Japan bring in in FY2024?", "clarify", None),
        ("How much money did Singapore make in FY2024?", "clarify", None),
    ],
)
def test_a_verb_of_what_came_in_narrows_a_shared_word(
    kb: KnowledgeBase, mode: str, question: str, route: str, value: float | None
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.value, answer.refused) == (route, value, False), answer.answer
