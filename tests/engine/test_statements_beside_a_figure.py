"""A statement beside a figure request that names a metric is no second request: the
place the figure goes ("a slide in the regional sales review"), a figure ruled out
("…, not EBITDA") or the stores as a whole (「店舗会議用に」) change nothing asked. A
part asked in a question, or a kind of store the figure is for, still refuses; a
phrase before the request is a part of it only when it is one word ("Online.").
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
            "Could you send me Japan's EBITDA for FY2024? "
            "It's for a slide in the regional sales review.",
            19900.0,
        ),
        (
            "What was Singapore's net profit for FY2023? "
            "The client wants net numbers on the slide, not EBITDA",
            None,
        ),
        ("店舗会議用に、日本事業の2024年度の売上高を教えてください。", 103200.0),
        ("全店の会議で使います。日本事業の2024年度の売上高は？", 103200.0),
    ],
)
def test_a_statement_naming_a_metric_asks_nothing(
    kb: KnowledgeBase, question: str, value: float | None, mode: str
) -> None:
    answer = ask(kb, question, mode)
    if value is None:
        assert answer.value is not None, answer.answer
    else:
        assert_figure(answer, value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2024? And the regional sales?",
        "免税店会議用に、日本事業の2024年度の売上高を教えてください。",
        "Online. What was Japan's revenue in FY2024?",
        "オンライン。日本事業の2024年度の売上高は？",
    ],
)
def test_a_part_asked_or_said_alone_refuses(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))
