"""Whether to buy, sell or hold the shares, asked in shorthand: advice, refused as such.

"ACME stock: sell?", 「ACME股份：持有还是卖出？」, 「ACME株、いま売り？」 ask what to do with
the shares with no verb of opinion; they are refused as "Should I buy ACME shares?" is.
A question about the shares that asks what was done or reported (the buyback, what the
founder sold, who holds them) is not advice, and is read as before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._trade_asked import asks_a_trade
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused

ADVICE = {
    "en": "Should I buy ACME shares?",
    "zh": "我应该买ACME的股票吗？",
    "ja": "ACMEの株を買うべきですか？",
}

SHORTHAND = [
    ("ACME stock: sell?", "en"),
    ("ACME equity - accumulate or dump?", "en"),
    ("ACME shares → hold / sell ?", "en"),
    ("ACME股份：持有还是卖出？", "zh"),
    ("ACME股票现在买吗？", "zh"),
    ("ACME 股票 → 买入 / 卖出", "zh"),
    ("ACME株、いま売り？", "ja"),
    ("ACME株 → 買い？ホールド？", "ja"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "lang"), SHORTHAND)
def test_trading_asked_in_shorthand_is_refused_as_advice(
    kb: KnowledgeBase, question: str, lang: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert answer.answer == ask(kb, ADVICE[lang], mode).answer


@pytest.mark.parametrize(
    "question",
    [
        "What is the share buyback?",
        "How many shares did the founder sell?",
        "Who holds the most ACME shares?",
        "Japan revenue FY2024 → sell-through?",
        "请介绍一下股票回购",
        "大股东持有多少股份？",
        "股票买卖的规定是什么？",
        "自社株買いの規模は？",
        "ACME株式会社の売上高は？",
        "株主は何人ですか？売り上げは？",
    ],
)
def test_what_was_done_with_the_shares_is_no_advice(question: str) -> None:
    assert not asks_a_trade(normalize(question))
