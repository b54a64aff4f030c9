"""The company a deal team reviews, called "the target": "the target's revenue",
"the target company", "the target has disclosed", 「标的公司」, 「対象会社」.

The target is the company the KB is about: with a market or the group named, that figure
is given; with none, the engine asks which entity, as it does for "the company". A target
of a plan ("the 2030 target") is never read as the company, and what the KB lacks of the
target (its net debt) is still refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_refused

GROUP_REVENUE_FY2023 = 3334.0
HK_REVENUE_FY2024 = 1596.0
HK_EBITDA_FY2024 = 431.0
JP_REVENUE_FY2024 = 103200.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Please confirm the target's group revenue for FY2023.", GROUP_REVENUE_FY2023),
        ("the target company's Hong Kong revenue FY2024", HK_REVENUE_FY2024),
        ("标的公司香港2024财年EBITDA是多少？", HK_EBITDA_FY2024),
        ("対象会社の2024年度の日本事業売上高を教えてください。", JP_REVENUE_FY2024),
    ],
)
def test_the_target_with_a_market_named_is_the_company(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["the target's revenue FY2024", "标的公司2024财年收入", "対象会社の2024年度売上高"]
)
def test_the_target_alone_asks_which_entity(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is the target's net debt at 31 December 2025?",
        "Has the group met its revenue target for FY2024?",
        "标的公司的有息负债是多少？",
        "対象会社ののれんの金額を教えてください。",
    ],
)
def test_what_the_kb_lacks_or_a_plans_target_is_not_given_a_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
