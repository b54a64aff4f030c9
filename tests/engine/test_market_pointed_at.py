"""A market named in the asker's situation and pointed back at by the request, and a
purpose said as a phrase of purposes.

A sentence of the asker's own situation ("I have an interview at the Singapore office
next week.", "I am visiting the Japan team next month.") says which market a request
pointing back at it ("How many people work there?", "What was EBITDA there?") asks
about; its other words are the asker's, never a topic or a figure's part. A place of
another kind in that sentence (a store, a warehouse) may be what "there" means, and a
market the KB lacks stays unknown: neither gives the market's figure.

"For citation purposes," or "…, for audit purposes" says what the figure is for; a
phrase of purposes that may say the basis of counting ("for tax purposes") or a part of
the business ("for online purposes") is kept, so the request is refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "clarification"),
    [
        (
            "I have an interview at the Singapore office next week. How many people work there?",
            1652.0,
            "answer_with_assumptions",
        ),
        (
            "I am visiting the Japan team next month. What was EBITDA there in FY2024?",
            19900.0,
            "none",
        ),
        (
            "I met the Japan team last week. How many people work there?",
            2301.0,
            "answer_with_assumptions",
        ),
        ("I live in Japan. What was EBITDA there in FY2024?", 19900.0, "none"),
        (
            "I am visiting the Singapore office tomorrow. What was net profit there in FY2023?",
            98.0,
            "none",
        ),
        ("我下周要去新加坡办公室面试。那边有多少员工？", 1652.0, "answer_with_assumptions"),
        ("我住在新加坡。那边有多少员工？", 1652.0, "answer_with_assumptions"),
        (
            "来週、シンガポールのオフィスで面接があります。そこには何人いますか。",
            1652.0,
            "answer_with_assumptions",
        ),
        ("来月、日本のチームを訪問します。そこの2024年度のEBITDAは？", 19900.0, "none"),
    ],
)
def test_a_market_in_the_askers_situation_is_what_there_points_at(
    kb: KnowledgeBase, mode: str, question: str, value: float, clarification: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, value, clarification)
    assert not answer.sources[1:], answer.answer  # no passage quoted for the situation


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I have an interview at the Taiwan office next week. How many people work there?",
        "We open a store in Singapore this week. How many people work there?",
        "I have an interview at the Singapore office next week. "
        "How many people work in the online team there?",
        "我下周要去新加坡零售业务部门面试。那边有多少人？",
        "来週、シンガポールの倉庫を見学します。そこには何人いますか。",
    ],
)
def test_another_place_or_an_unknown_market_gives_no_market_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route != "numeric", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I work in the Japan office. What was revenue in FY2024?",
        "I work in Japan. What was revenue in FY2024?",
    ],
)
def test_a_market_in_the_askers_situation_nothing_points_at_is_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("For citation purposes, what was Japan revenue in FY2024?", 103200.0),
        ("For audit purposes, what was the group headcount in FY2023?", 7450.0),
        ("What was Japan revenue in FY2024, for citation purposes?", 103200.0),
        ("For the purposes of my essay, what was Japan revenue in FY2024?", 103200.0),
        ("For benchmarking purposes, what was Japan revenue in FY2024?", 103200.0),
    ],
)
def test_a_phrase_of_purposes_says_what_the_figure_is_for(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "For tax purposes, what was Japan revenue in FY2024?",
        "For online purposes, what was Japan revenue in FY2024?",
        "For franchise purposes, what was Japan revenue in FY2024?",
        "For statutory purposes, what was Japan revenue in FY2024?",
    ],
)
def test_a_phrase_of_purposes_naming_a_basis_or_a_part_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
