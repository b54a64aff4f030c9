"""A year written straight after a comma is a year.

Chinese and Japanese commas fold to "," with no space after them, so 「员工人数，2023和2024财年」
reads as "…,2023和2024财年": the first year of two is still named, and one number asked
of both years is a question of which. Only a comma between digits ("1,2024") is a
thousands separator.
"""

from __future__ import annotations

from datetime import date

import pytest

from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure

DAY = date(2026, 6, 12)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港的员工人数，2023和2024财年，请给我一个数字。",
        "香港的收入，24和25财年，给一个数就行。",
        "香港の従業員数、2023と2024年度、数字を一つください。",
        "Hong Kong headcount,2023 and 2024, one number please.",
    ],
)
def test_two_years_after_a_comma_ask_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("香港的收入，2024财年是多少？", 1596.0),
        ("香港の売上高、2024年度はいくらですか？", 1596.0),
        ("香港收入是多少，24年的？", 1596.0),
    ],
)
def test_one_year_after_a_comma_is_that_year(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize(
    ("text", "years"),
    [
        ("员工人数,2023和2024财年", [2023, 2024]),
        ("revenue,2024", [2024]),
        ("1,2024 staff", []),
        ("12,2023", []),
    ],
)
def test_a_comma_between_digits_is_no_year_boundary(text: str, years: list[int]) -> None:
    found = [s.period.year for s in find_periods(text, "en", DAY) if s.period is not None]
    assert found == years
