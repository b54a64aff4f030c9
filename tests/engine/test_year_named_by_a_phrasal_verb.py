"""A year named by an event a phrasal verb and a longer object describe.

What is read (``engine/_described_year.py``): "the year" a clause of a subject and a past
verb describes, the verb's particle after it ("the year we *kicked off* …", "the year the
board *signed off* …") and an object of up to three words ("the Macau resort expansion")
where the phrase ends on it: which fiscal year is meant is the asker's to say, so the
engine asks, never refusing the event's words and never assuming the latest year.

What still refuses: a metric the KB lacks beside such a year; a market the KB lacks asked
of; a verb in the present ("the year we kick off …", which may be a year to come); a past
form that is also a verb's base ("wound", "set"), which is not read as an event.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was group EBITDA in the year we kicked off the expansion?",
        "Group EBITDA in the year we kicked off the Macau resort expansion, please.",
        "How many staff did Macau have the year the board signed off the resort expansion?",
        "Japan's revenue for the year we rolled out self-checkout lanes?",
    ],
)
def test_the_year_of_a_phrasal_event_is_asked_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was the inventory turnover in the year we kicked off the expansion?",
        "What was Taiwan's revenue in the year we kicked off the expansion?",
        "What will EBITDA be in the year we kick off the resort expansion?",
        "What was Japan's net profit in the year they wound down the old Osaka warehouse?",
    ],
)
def test_what_the_kb_lacks_beside_it_stays_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))
