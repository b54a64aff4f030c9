"""The form of the answer asked beside a request: the figure alone.

"just the figure", "Just the number please", 「只要数字就行」, 「数字だけで結構です」, "I only
have room to quote one number" say how much of an answer is wanted (a figure, no more),
never which part of the figure: the "just" or "only" stresses the figure itself. A
request that leaves its figure unsaid still asks which one.

A word written onto the figure noun ("just the online figure", 「只要线上的数字」,
「オンラインの数字だけ」) says which part is wanted and still keeps the request from a figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Singapore EBITDA FY2023? just the figure", 201.0),
        ("What was group revenue in FY2024? Just the number please.", 3564.0),
        ("Hong Kong revenue FY2024 - only the figure, thanks", 1596.0),
        ("新加坡2023财年的EBITDA是多少？只要数字就行", 201.0),
        ("シンガポールの2023年度のEBITDAは？数字だけで結構です", 201.0),
    ],
)
def test_the_figure_alone_is_the_answers_form(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How did Singapore do in FY2023? I only have room to quote one number.",
        "How did Japan do in FY2024? We only have space for a single figure.",
        "香港2024财年表现如何？我只能引用一个数字。",
        "香港の2024年度の業績はどうでしたか？引用できる数字は一つだけです。",
    ],
)
def test_room_for_one_figure_still_asks_which(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Singapore EBITDA FY2023? just the online figure",
        "What was group revenue in FY2024? Only the franchise number please.",
        "How did Singapore do in FY2023? I only have room for the duty-free number.",
        "Singapore EBITDA FY2023? just the Taiwan figure",
        "新加坡2023财年的EBITDA是多少？只要线上的数字",
        "シンガポールの2023年度のEBITDAは？オンラインの数字だけで結構です",
    ],
)
def test_a_part_written_onto_the_figure_still_refuses(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
