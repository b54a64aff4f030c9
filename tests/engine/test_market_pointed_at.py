"""A market pointed at by whose it is ("their market", "our market", 「他们市场」,
「その市場」) is one market the question does not name: the engine asks which market and
never gives the group's figure, even where the company's name stands in the context
(「…给ACME本地团队做提案，他们市场2024财年的收入是多少？」 gave the group's revenue). A
market named beside it ("I'm the Japan GM … our market") is the one asked; a market
share is no market.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "group"),
    [
        ("我们公司下周要给ACME本地团队做提案，他们市场2024财年的收入是多少？", "集团"),
        ("来週ACMEの現地チームにプレゼンします。その市場の2024年度の売上高は？", "グループ"),
        (
            "Our agency is pitching to ACME soon. What was revenue in their market for FY2024?",
            "group",
        ),
        ("How many staff did our local market have in FY2025?", "group"),
    ],
)
def test_a_market_pointed_at_asks_which_market(
    kb: KnowledgeBase, mode: str, question: str, group: str
) -> None:
    answer = ask(kb, question, mode)
    assert_asks_first(answer)
    assert group not in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_market_named_beside_is_the_one_asked(kb: KnowledgeBase, mode: str) -> None:
    assert_figure(
        ask(kb, "I'm the Japan GM. What was revenue in our market in FY2024?", mode), 103200.0
    )


@pytest.mark.parametrize("mode", MODES)
def test_a_market_share_is_no_market(kb: KnowledgeBase, mode: str) -> None:
    assert_no_figure(ask(kb, "What's our market share in FY2024?", mode))
