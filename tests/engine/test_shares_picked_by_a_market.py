"""A share of a thing whose part is a market: "What share of stores are in Japan?".

Such a share counts the thing in one market against all of it; the KB counts stores
nowhere, so only a sentence writing the share and naming the market answers it. A
sentence giving a share of another thing at the stores ("the share of renewable energy
at its stores", 「店舗における再生可能エネルギー比率は52%」) or a share of all stores that
did something ("70% of all stores") was quoted and is not now. In English the market is
the part where it is written after what the share is of ("… of stores *are in Japan*");
in Chinese and Japanese (「日本的门店占比」, 「店舗のうちシンガポールにある割合」) a share
written straight onto the thing asked still answers for the market owning it
(「日本の店舗の再生可能エネルギー比率は？」). A share of the market's own things with a
part of its own or its subject after do-support ("What proportion of Japan's stores have
self-checkout tills?", "What share of renewable energy did Japan's stores use?",
"What share of Hong Kong's sales come from members?") reads as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What proportion of stores are in Japan?",
        "What share of stores are located in Singapore?",
        "What percentage of the stores are in Macau?",
        "新加坡门店占比多少？",
        "店舗のうちシンガポールにある割合はどのくらい？",
    ],
)
def test_a_share_of_stores_by_market_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "share"),
    [
        ("日本の店舗の再生可能エネルギー比率は？", "52%"),
        ("What share of renewable energy did Japan's stores use in FY2025?", "52%"),
        ("日本的可再生能源占比是多少？", "52%"),
        ("What proportion of Japan's stores have self-checkout tills?", "70%"),
        ("What share of Hong Kong's sales come from members?", "58%"),
    ],
)
def test_a_share_the_market_owns_answers(
    kb: KnowledgeBase, mode: str, question: str, share: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused) == ("narrative", False), answer.answer
    assert share in answer.answer, answer.answer
