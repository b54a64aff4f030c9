"""What a figure "would be" under a condition ("What would Japan's revenue be if the yen
weakens?", "If rates rise, what would the group's net profit be?").

Read: a figure the KB does not hold, refused as a forecast is, never the reported figure
of the latest closed year (it was answered so before). Still answered: a courteous or the
asker's own "if" ("…, if possible", "if you have it", "if you could check").
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_figure, assert_refused, fact_value

REFUSED = [
    "What would Japan's revenue be if the yen weakens?",
    "What would the group's EBITDA be in the event that rents rise again?",
    "If rates rise, what would the group's net profit be?",
    "Assuming Singapore keeps growing, what would its revenue be?",
]

ANSWERED = [
    "What would Japan's revenue be for FY2024, if possible?",
    "What was Japan's revenue in FY2024 if you have it?",
    "What would Japan's revenue be for FY2024 if you could check?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_figure_under_a_condition_is_refused(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_a_courteous_if_conditions_nothing(kb: Any, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, "ACME_JP", "REVENUE", "FY2024"))
