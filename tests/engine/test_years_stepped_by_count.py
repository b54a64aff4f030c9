"""A year named by a number of steps from another, or by a step from a stepped year.

What is read (``engine/_periods.py``): 「2025财年的两年前」, 「2023财年的两年后」 land N years
away; 「2025财年的前两年」, 「2023财年的后两个财年」 are the N years on that side, and the reader
is asked which; 「2025年度の前々年度」, 「2023年度の翌々年度」, 「2023年度の2年後」 land two
years away; "one year prior to FY2025" is FY2024 (the "one" is no word of the question);
"the year before the year before FY2025" takes each step. Before, 「前两年」 and 「两年前」
gave the year stepped from, 「前々年度」 asked between two years, and the nested English
step gave the year one step away.

What still refuses: a year landed on that the KB lacks or that is open (「2024财年的两年后」,
「2024年度の翌々年度」, "the year before the year before FY2024").
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("2025财年的两年前香港收入是多少", 1488.0),
        ("2023财年的两年后香港收入是多少", 1702.0),
        ("2025年度の前々年度の日本の純利益は？", 7900.0),
        ("2023年度の翌々年度の日本の純利益は？", 9750.0),
        ("2023年度の2年後の日本の純利益は？", 9750.0),
        ("Singapore revenue one year prior to FY2025", 915.0),
        ("What was Japan revenue in the year before the year before FY2025?", 98400.0),
        ("What was Japan revenue in the year after the year before FY2025?", 109800.0),
    ],
)
def test_the_year_landed_on_is_read(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2025财年的前两年日本收入是多少",
        "2025财年的前两个财年日本收入是多少",
        "2023财年的后两年香港收入",
    ],
)
def test_the_years_on_one_side_are_asked_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2024财年的两年后香港收入是多少",
        "2024年度の翌々年度の日本の純利益は？",
        "2024年度の2年後の日本の純利益は？",
        "What was Japan revenue in the year before the year before FY2024?",
    ],
)
def test_a_year_the_kb_lacks_gives_no_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
