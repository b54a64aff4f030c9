"""The HR function named by its people word ("the *people & culture* team") is who asks,
never the headcount; staff "on the books" are those employed, the headcount.

A part written onto the staff ("online staff") or the team the figure is of still gives
no figure, and "on the books" said of anything but people names no headcount.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Hi, I only joined the people & culture team last week, so sorry if this is "
            "basic. How many people did Japan have in FY2024?",
            2284.0,
        ),
        ("What was the number of staff on the books in Singapore in FY2023?", 1480.0),
        ("Japan, FY2024: how many people on the books?", 2284.0),
        ("我上周刚加入人事部。日本2024财年有多少员工？", 2284.0),
        ("人事部に配属されたばかりです。日本の2024年度の従業員数は？", 2284.0),
    ],
)
def test_people_team_is_the_asker_and_on_the_books_is_headcount(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm on the people & culture team - what was Japan's online headcount in FY2024?",
        "How many people and online staff did Japan have in FY2024?",
        "What revenue was on the books for Japan in FY2024?",
        "How many franchise staff on the books in Japan in FY2024?",
        "我在人事部。日本2024财年线上员工有多少人？",
        "人事部の者です。日本の2024年度のオンライン事業の従業員数は？",
    ],
)
def test_a_part_beside_the_people_team_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
