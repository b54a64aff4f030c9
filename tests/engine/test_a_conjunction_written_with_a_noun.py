"""An English conjunction written with a noun ("in case", "in the event of") in a
question about a topic, and a clause opening on a question word beside a figure.

Read: "What is done *in case* one of those suppliers lets the stores down?" asks of the
suppliers; "case" is grammar, no topic a passage must hold. "…, and how is that business
coping with e-commerce platforms?" asks a question of its own (it opens on "how"), never
a statement saying how the figure is counted. Still refused: a figure asked under a
condition ("What was Japan's revenue in FY2024 in case of a downturn?"), a question of a
supplier no passage speaks of, and a count qualified after the figure ("Need it per
store.").
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused

RISKS = "ACME_Risk_Factors_FY2025.pdf"
SINGAPORE = "ACME_Singapore_Market_Update_FY2025.pdf"

REFUSED = [
    "What was Japan's revenue in FY2024 in case of a downturn?",
    "What does the group have in place in case a drone supplier fails?",
    "What was Singapore's EBITDA in FY2025? Need it per store.",
    "What was Singapore's EBITDA in FY2025? Only the online part.",
]


@pytest.mark.parametrize("mode", MODES)
def test_in_case_is_grammar_in_a_question_about_a_topic(kb: Any, mode: str) -> None:
    question = (
        "Old factory hand here, so supply problems worry me. The Risk Factors report said the"
        " kiosks come from only a handful of makers. What is the company doing in case one of"
        " those suppliers lets the stores down?"
    )
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [RISKS], answer.answer
    assert "contract manufacturers" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_question_word_opens_a_question_beside_a_figure(kb: Any, mode: str) -> None:
    answer = ask(
        kb,
        "What was Singapore's EBITDA in FY2025, and how is that business coping with"
        " e-commerce platforms?",
        mode,
    )
    assert answer.route == "composite", answer.answer
    assert answer.value == 247.0, answer.answer
    assert SINGAPORE in answer.sources, answer.answer
    assert "e-commerce" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_condition_or_a_qualifier_still_refuses(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))
