"""The asker saying how long they have held shares or been away, or that they have just
arrived in a team, is context beside a request:

- an auxiliary with "not" written onto it opens a clause with its subject unsaid
  ("Long-time holder here, *haven't* checked in a while", "*didn't* follow lately");
- "just" or "only" before a verb of arriving, after "was" or "been" too, and with the
  verb misspelt by a doubled or single consonant ("I am just *transfered*", "I was just
  *relocated*", "I've just been *seconded*"), says how new the asker is, never "only";
- a team written after a noun of a market ("our home *market team*", "our *country
  team*") is a market's team, no part of the business.

A part said there ("the *online* numbers", "the *online* market team") still refuses beside
a request naming its market; beside one asking "our market", which market is asked.
None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Long-time shareholder here, haven't looked in ages. How did Japan do in FY2024?",
        "Been a holder for years, didn't follow lately. How did Japan do in FY2024?",
        "I was just relocated to our country team. How many people work in our market in FY2025?",
        "I've just been seconded to the market team. How many staff are in our market in FY2025?",
        "老股东了，好久没关注了。澳门2025财年表现怎么样？",
        "長年の株主ですが、しばらくチェックしていませんでした。マカオの2025年度はどうでしたか？",
        "我上周刚调到本地市场团队。我们市场2025财年有多少员工？",
    ],
)
def test_the_askers_arrival_or_absence_is_context(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Haven't looked at the online numbers in a while. How did Macau do in FY2025?",
        "I just moved to the online market team last week. How many people worked in Japan "
        "in FY2025?",
        "I was just moved to the online team. How many staff did Japan have in FY2025?",
        "I've only been looking at the stores. What was Japan's revenue in FY2024?",
    ],
)
def test_a_part_said_there_gives_no_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.route == "refuse", answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_part_said_beside_an_unnamed_market_asks_which(kb: KnowledgeBase, mode: str) -> None:
    question = (
        "I just moved to the online market team last week. How many people are working in our "
        "market in FY2025?"
    )
    answer = ask(kb, question, mode)
    assert_asks_first(answer)
    assert not answer.sources, answer.answer
