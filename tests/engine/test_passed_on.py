"""Requests passed on by someone, and how many figures a request wants.

Who sent or asked a request and the channel it came by (a voicemail, an e-mail thread,
转发, メール) are context when they name no metric, market, period or part; a sign-off
("bye") is courtesy. "One number", "a single figure", 「一个数字」, 「数字を一つだけ」 say
how many figures are wanted, which is what a figure request gives, never which figure.

Neighbours still refuse or ask: "one store" or "a single store" names a part of the
figure; a place the KB lacks beside the sender still refuses.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("I just need a single figure: Japan's net profit for FY2024.", 8600.0),
        ("What was Japan's net profit in FY2024? One number is enough, bye!", 8600.0),
        ("新加坡2024财年的净利润是多少？给我一个数字就行。", 112.0),
        ("日本事業の2024年度の売上高はいくらですか。数字を一つだけください。", 103200.0),
    ],
)
def test_one_figure_wanted_is_the_request(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How much revenue did one store in Japan make in FY2024?",
        "What was the revenue of a single store in Hong Kong in FY2024?",
        "香港2024财年一个门店的收入是多少？",
        "日本事業の2024年度、一店舗あたりの売上高はいくらですか。",
    ],
)
def test_one_of_a_part_still_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("my boss just sent this over - what was Japan's net profit in FY2024?", 8600.0),
        (
            "treasury just pinged me for the lender pack - what was Japan's net profit in FY2024?",
            8600.0,
        ),
    ],
)
def test_sender_who_just_sent_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "btw Taiwan just pinged me for the board pack - what was Japan's net profit in FY2024?",
        "finance just pinged me - what was Macau's revenue in FY2024, just the online part?",
        "what was Macau's revenue in FY2024 - just reported stores",
    ],
)
def test_sender_beside_a_place_or_a_part_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
