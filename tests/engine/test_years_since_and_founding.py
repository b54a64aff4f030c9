"""Years counted from one on, and the year a body was founded or opened.

What is read (``engine/_periods.py``, ``_SINCE``; ``engine/_described_year.py``):
"since 2023", "since FY23", "since founding", "since inception", "since launch",
「2023年至今」, 「2023年度以降」 name every year from one on, and "the year Japan opened",
"the year ACME was founded" name a year by an event: the engine asks which year. Before,
"since 2023" gave FY2023 alone and the others assumed FY2025.

What still answers: a year asked beside a "since" that dates another sentence ("Our
revenue since FY2023 - what was FY2025 revenue for the group?"), "the year ended 31
December 2024", "since you asked".
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was group revenue since 2023?",
        "What was group revenue since FY23?",
        "What has the group's total revenue been since founding?",
        "What was Japan revenue since launch?",
        "What was revenue in the year Japan opened?",
        "What was revenue in the year ACME was founded?",
        "集团2023年至今的收入是多少？",
        "グループの2023年度以降の売上高は？",
    ],
)
def test_years_since_one_or_an_event_are_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was group revenue for the year ended 31 December 2024?", 3564.0),
        ("What was Hong Kong revenue in FY2024, since you asked?", 1596.0),
    ],
)
def test_a_year_written_out_still_answers(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
