"""A figure asked under a condition contrary to fact, and a letter after a whole name.

What is read (``_grammar.HYPOTHETICAL_RE``): "If the yen had been stronger, what would
Japan revenue be in FY2025?", "Assuming Macau grew 5%, what would its revenue be?": an
"if", "assuming" or "suppose" clause with a past verb and a "would" after it asks a figure
the KB does not hold, refused as a forecast is. Before, the reported figure was given.

A word written as a whole metric name and one more letter ("EBITDAR") is another term,
never a misspelling of the name (``_spelling``): refused. Before, it was read as EBITDA.

What still answers: a courteous "if" ("If possible, what would …"), "what would X be"
with no condition, "If it helps, …", a misspelling inside a name ("ebtida") or a
doubled last letter ("revenuee").
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "If the yen had been stronger, what would Japan revenue be in FY2025?",
        "If Japan had grown faster, what would group revenue have been in FY2025?",
        "Assuming Macau grew 5%, what would its revenue be in FY2025?",
        "What was group EBITDAR in FY2025?",
    ],
)
def test_a_condition_or_another_term_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("If possible, what would Japan revenue be for FY2025?", 109800.0),
        ("What would Japan's revenue in FY2025 be?", 109800.0),
        ("If it helps, I was told it was big. What was Japan revenue in FY2025?", 109800.0),
        ("Japan ebtida FY2024?", 19900.0),
        ("What was Japan revenuee in FY2025?", 109800.0),
        ("What was group EBITDA in FY2025?", 1018.0),
    ],
)
def test_a_courteous_if_and_a_typo_still_answer(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
