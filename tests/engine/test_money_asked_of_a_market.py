"""An amount of money asked of a market's thing, not a count of it.

Read (``engine/_evidence.py``, ``states_money_of``): 多少 or いくら before a noun of money
paid (「多付多少*利息*」, 「*利息*はいくら増えますか」, "how much more *interest*") asks an
amount, which a sentence holding that noun states in a currency ("roughly 9 million US
dollars to annual interest cost"), never a number written before the noun as a count.

Still refused: a count of things no passage counts for the market (「澳门有多少家门店」), and
money no sentence states in a currency for it (rent, wages).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._evidence import states_money_of
from ragspine_eval_pipeline.kb.analysis import Word
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "利率上升的话，澳门扩建要多付多少利息？",
        "If rates rise, how much more interest would the Macau expansion cost?",
        "金利が上がると、マカオ拡張の利息はいくら増えますか？",
    ],
)
def test_the_amount_of_interest_is_quoted(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert "9 million" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["澳门有多少家门店？", "澳门每年要付多少租金？", "新加坡要多付多少工资成本？"]
)
def test_no_amount_stated_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("thing", "text", "stated"),
    [
        ("利息", "年度利息成本将增加约9百万美元。", True),
        ("interest", "It would add roughly 9 million US dollars to annual interest cost.", True),
        ("利息", "金利が1ポイント上がると利息は増えます。", False),
        ("门店", "澳门有20家门店，投资约9百万美元。", False),
        ("租金", "续约后租金下降约12%。", False),
    ],
)
def test_money_stated_in_a_currency(thing: str, text: str, stated: bool) -> None:
    word = Word(thing, thing, thing.isascii())
    assert states_money_of((word,), text, "en" if thing.isascii() else "zh") is stated
