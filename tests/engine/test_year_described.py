"""A year named by what happened in it ("the turnaround year", "the record year").

What is read: in English, "the <word> year" after a preposition ("for", "in", "of") where
the word says nothing of the calendar names one year the asker has in mind and the KB
cannot tell, so the engine asks which fiscal year is meant (as for every year at once),
never the latest year assumed.

What still answers: a year said by the calendar or the grammar ("the full year", "the
previous year", "the last fiscal year"), read as before; a year asked after itself ("what
is the comparison year") names none.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in the record year?",
        "Can you pull Singapore's EBITDA for the 'recovery year'?",
        "How many staff did Macau have in the expansion year?",
        "My boss keeps mentioning the bumper year. What was group revenue in the bumper year?",
    ],
)
def test_year_described_is_asked_which(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "clarification"),
    [
        ("What was Japan's revenue in the previous year?", 109800.0, "none"),
        ("What was Japan's revenue in the last fiscal year?", 109800.0, "none"),
        ("What was group EBITDA for the full year?", 1018.0, "answer_with_assumptions"),
    ],
)
def test_year_said_by_the_calendar_still_answers(
    kb: KnowledgeBase, question: str, value: float, clarification: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value, clarification)


@pytest.mark.parametrize("mode", MODES)
def test_a_year_asked_after_itself_names_none(kb: KnowledgeBase, mode: str) -> None:
    # "what is the comparison year" asks what the year is; no figure is asked in it.
    answer = ask(
        kb,
        "How much has the Japan business cut food waste, and what is the comparison year?",
        mode,
    )
    assert answer.route == "narrative", answer.answer
