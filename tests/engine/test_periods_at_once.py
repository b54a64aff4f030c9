"""A figure asked for several years or markets at once is asked which, never answered
for the first alone.

A conjunction may split the question where it only continues the figure's list ("revenue
for 2024 | and 2025, ahead of the call", "revenue for Japan | and Singapore in FY2024, for
the deck"): the clause after it names no metric of its own, only a year or a market, so
the figure is asked for every year and market the list names. The gates score one value
per figure request, so the engine asks which one is meant rather than answer several.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue for FY2024 and FY2025, ahead of the investor call?",
        "Can you check Singapore's EBITDA for 2023 and 2024, before the board meets?",
        "Please give me Macau's net profit in FY2023 and FY2024, for the budget review.",
        "What was Hong Kong's revenue in FY2024? And in FY2025?",
        "香港2023财年和2024财年的EBITDA分别是多少？",
        "新加坡业务2024财年、2025财年的收入分别是多少？",
        "マカオ事業の2023年度と2024年度の売上高をそれぞれ教えてください。",
        "シンガポールの純利益を2024年度と2025年度で教えてください。",
    ],
)
def test_two_years_at_once_are_asked_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None
    assert "FY20" in answer.answer  # the years asked are offered


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was revenue for Japan and Singapore in FY2024, ahead of the call?",
        "What was the EBITDA of Macau and Hong Kong in FY2025, for the quarterly deck?",
        "What was Hong Kong's net profit in FY2024? And Macau's?",
        "新加坡和香港2024财年的收入分别是多少？",
        "シンガポールと香港の2024年度の売上高は？",
    ],
)
def test_two_markets_at_once_are_asked_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.route in ("clarify", "refuse"), answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Japan's revenue in FY2024?", 103200.0),
        ("What was Japan's revenue in FY2024, and what drove its growth?", 103200.0),
    ],
)
def test_one_year_stays_answered(kb: KnowledgeBase, mode: str, question: str, value: float) -> None:
    assert ask(kb, question, mode).value == value
