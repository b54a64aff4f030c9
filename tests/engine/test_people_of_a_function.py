"""People counted by their function: "operations staff" is a part of a market's headcount.

"How many operations staff did Hong Kong have in FY2024?" was answered with Hong Kong's
whole headcount, since "operations" is a grammar word of a market's business. Written
onto the people asked, away from a market's name, it names one function, which no metric
reports, and the figure is refused. A market's operations ("Hong Kong operations staff",
"the staff of the Hong Kong operations") are its business: the headcount answers.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

A_FUNCTION = [
    "How many operations staff did Hong Kong have in FY2024?",
    "How many operations employees does Singapore have?",
    "What was Japan's number of operation workers in FY2025?",
    "Macau: how many operations personnel in FY2024?",
]

THE_MARKETS_OPERATIONS = [
    ("How many staff did the Hong Kong operations have in FY2024?", 3245.0),
    ("How many Hong Kong operations staff were there in FY2024?", 3245.0),
    ("How many employees did the Japan operations have in FY2024?", 2284.0),
    ("Macau operations staff FY2024?", 688.0),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", A_FUNCTION)
def test_a_function_written_onto_the_people_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "value"), THE_MARKETS_OPERATIONS)
def test_a_markets_operations_are_its_business(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
