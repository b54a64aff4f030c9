"""A question of its own beside a figure request, which no document covers, is refused
on its own: the figure is answered, the answer says the other part cannot be, and no
nearby document is quoted for it.

A part that may qualify the figure ("Only the online part."), asks a number of
something no metric names, or names a market the KB does not know still declines the
whole question, and so does a second figure request with words no name accounts for.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "said"),
    [
        (
            "What was Singapore's EBITDA in FY2023? Also, how does the business approach "
            "drone deliveries?",
            201.0,
            "other part",
        ),
        (
            "What was Macau's net profit in FY2024? Also, how is the business preparing for "
            "the new gaming legislation?",
            301.0,
            "other part",
        ),
        (
            "新加坡业务2024财年的净利润是多少？另外，该业务怎样处理与供应商的价格谈判？",
            112.0,
            "另一部分",
        ),
        (
            "2024年度の日本事業のEBITDAはいくらでしたか。また、同事業は物流拠点の自動化に"
            "どう取り組みましたか。",
            19900.0,
            "もう一方",
        ),
    ],
)
def test_an_unsupported_question_beside_a_figure_is_refused_on_its_own(
    kb: KnowledgeBase, mode: str, question: str, value: float, said: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == value, answer.answer
    assert not answer.refused
    assert said in answer.answer
    assert len(answer.sources) == 1  # the figure's source only: nothing quoted for the rest


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2025? Only the online part.",
        "日本业务2025财年的收入是多少？其库存周转率是多少？",
        "What was Japan's revenue in FY2025? And what was Hong Kong's stock turn?",
        "What was Hong Kong's EBITDA in FY2025, and how many stores does it run in Taiwan?",
        "What was Japan's revenue in FY2025? And how does the business plan to colonise Mars?",
    ],
)
def test_a_part_that_may_qualify_or_asks_an_unknown_figure_declines_the_whole(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused, answer.answer
    assert answer.value is None
