"""An investment rating asked is an opinion, however it is laid out.

The choices of a rating written as alternatives ("buy / hold / sell", "overweight or
underweight"), a rating said of the shares ("the 'rating' column on ACME stock"), and the
rating nouns (investment rating, 投资评级, 投資判断, 株のレーティング) ask what to do with
the shares, which no report states: refused as opinion, never read off a passage that
happens to hold "rate" or "hold". A credit rating, which names no choice, is refused as a
figure the KB does not report.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "row 4 'view': hold / sell / buy on the stock? pls fill",
        "overweight or underweight ACME for my model?",
        "tab Ratings: what's the rating on ACME stock",
        "what investment rating goes in col C for ACME?",
        "栏位：ACME 投资评级（买入/持有/卖出）",
        "ACME股票的评级填什么？",
        "欄：ACME株のレーティング（強気／弱気）",
        "投資判断の欄に何を入れますか",
    ],
)
def test_a_rating_asked_is_refused_as_opinion(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused_without_passage(answer)
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_credit_rating_is_still_refused(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "What is ACME's credit rating?", mode)
    assert answer.refused, answer.answer
