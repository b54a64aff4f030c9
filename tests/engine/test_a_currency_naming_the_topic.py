"""A currency word naming the topic of a narrative question, not the unit of a figure.

Read: a bare yen name (yen, 日元, 円) with a noun of exchange after it, no figure asked
("How is the group protecting itself against yen risk?", 「日元汇率波动对公司有什么影响？」,
「円の為替変動リスクへの対応は？」): the word is the topic's, and the KB's document on
currency risk answers. Still a unit wish: a currency beside a figure asked ("Japan's
FY2024 revenue in yen"); still refused: a currency topic the KB does not cover.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_figure, assert_refused

ANSWERED = [
    "How is the group protecting itself against yen risk?",
    "What does the group do about yen volatility?",
    "日元汇率波动对公司有什么影响？",
    "日元风险敞口怎么对冲？",
    "円の為替変動リスクへの対応は？",
    "How does the group manage its yen exposure?",
]

REFUSED = [
    "How does the group hedge its rupee exposure?",
    "What does the group do about bitcoin volatility?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_a_currency_topic_is_answered(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.route == "narrative", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_currency_topic_the_kb_lacks_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["Japan's FY2024 revenue in yen", "日本2024财年收入是多少日元？"]
)
def test_a_currency_beside_a_figure_stays_a_unit(kb: Any, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), 103200.0)
