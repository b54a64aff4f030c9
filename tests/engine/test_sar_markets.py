"""Hong Kong and Macau shortened as "the SAR business" or "the SARs" (the Special
Administrative Regions): either market, so a figure of it is asked which, as 「港澳业务」
is; a market named with it ("Hong Kong SAR") is that market alone.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was the SAR business's revenue in FY2024?",
        "EBITDA of the SARs, FY2025?",
        "SAR headcount in FY2023?",
        "港澳业务2024财年的收入是多少？",
    ],
)
def test_the_sar_business_is_asked_which(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Hong Kong SAR revenue in FY2024?", 1596.0),
        ("What was Macau SAR headcount in FY2023?", 640.0),
    ],
)
def test_a_market_named_with_sar_is_that_market(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was the SAR online revenue in FY2024?",
        "What was the SAR business's franchise revenue in FY2024?",
        "港澳业务2024财年的线上收入是多少？",
    ],
)
def test_a_part_of_the_sar_business_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
