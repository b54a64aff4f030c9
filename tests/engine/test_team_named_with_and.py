"""A team named by two words joined by "and" or "&" ("the *people & culture* team", "the
sales and marketing team") is one team's name, not two questions: its members are a
part of the staff, so no headcount is given. The staff asked alone are the headcount.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many people & culture team members does Japan have in FY2024?",
        "How many people and culture team members did Hong Kong have in FY2024?",
        "How many sales & marketing team members did Singapore have in FY2023?",
        "日本2024财年人事与文化团队有多少人？",
        "日本の2024年度のピープル&カルチャーチームの人数は？",
    ],
)
def test_members_of_a_team_give_no_headcount(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How many people does Japan have in FY2024?", 2284.0),
        ("How many people did Hong Kong have in FY2024?", 3245.0),
        ("How many staff did Singapore have in FY2023?", 1480.0),
        ("日本2024财年有多少员工？", 2284.0),
        ("日本の2024年度の従業員数は？", 2284.0),
    ],
)
def test_the_staff_alone_are_the_headcount(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)
