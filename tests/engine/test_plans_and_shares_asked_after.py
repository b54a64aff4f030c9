"""What a market will do, asked after a figure; a share of a market's whole, asked after
a narrative question.

What is read (``engine/_route.py``): after a figure request, a clause a passage supports
that asks *what* a market will do in an open year, with a verb of its own ("… and what
the Singapore business will focus on in FY2026", 「新加坡业务2026财年会重点做什么」) asks
what a plan says, read from the document beside the figure. After a narrative question,
a clause asking a share with its part left unsaid, of a market's whole (「…有多少会员？
占香港销售额的多少？」), asks the share of what the question before described, when one
passage holds both.

What still declines: a forecast after the figure ("Will it keep growing next year?",
"What will it grow to in FY2026?", a metric's figure for an open year, 「明年还会增长吗」)
is declined beside the figure; a share of another market's whole no passage states is
never answered.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

SINGAPORE_NET_PROFIT_FY2025 = 125.0
JAPAN_REVENUE_FY2024_JPY = 103200.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Singapore's net profit in FY2025? And what will the Singapore business "
        "focus on in FY2026?",
        "Give me Singapore's FY2025 net profit and what the Singapore business will focus "
        "on in FY2026.",
        "2025财年新加坡的净利润是多少？新加坡业务2026财年会重点做什么？",
    ],
)
def test_what_a_market_will_do_is_read_beside_the_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == SINGAPORE_NET_PROFIT_FY2025, answer.answer
    assert "ACME_Singapore_Market_Update_FY2025.pdf" in answer.sources, answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2024? Will it keep growing next year?",
        "What was Japan's revenue in FY2024? What will it grow to in FY2026?",
        "What was Japan's revenue in FY2024? What will Japan's revenue be in FY2026?",
    ],
)
def test_a_forecast_after_the_figure_is_still_declined(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, JAPAN_REVENUE_FY2024_JPY)
    assert answer.route == "numeric", answer.answer
    assert "can't answer the other part" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "ACME+会员有多少人？占香港销售额多少？",
        "会员计划ACME+有多少会员？占香港销售额的多少？",
    ],
)
def test_a_share_of_a_markets_whole_follows_the_question(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert "58%" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "ACME+会员有多少人？占日本销售额多少？",
        "香港有几家门店？占集团门店多少？",
    ],
)
def test_a_share_no_passage_states_is_not_answered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert "58%" not in answer.answer, answer.answer
