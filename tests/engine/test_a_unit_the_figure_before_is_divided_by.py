"""A follow-up saying only a unit the figure before it would be divided by ("How about
per store?", 「每家店呢？」, 「1店舗あたりは？」).

Read: a ratio of that figure, which the KB does not report: refused, where it was
answered before with the whole figure (the Chinese follow-up set aside as context) or
with a paragraph on pilot stores beside it. Still read as before: a follow-up naming
another market ("What about Japan?", 「日本呢？」), which asks which one is meant.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_asks_first, assert_refused

REFUSED = [
    "What was Singapore's EBITDA in FY2025? How about per store?",
    "What was Singapore's EBITDA in FY2025? Per store?",
    "新加坡2025财年的EBITDA是多少？每家店呢？",
    "新加坡2025财年的EBITDA是多少？人均呢？",
    "シンガポールの2025年度のEBITDAはいくらですか。1店舗あたりは？",
]

ASKED = [
    "What was Singapore's EBITDA in FY2025? What about Japan?",
    "新加坡2025财年的EBITDA是多少？日本呢？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_ratio_of_the_figure_before_is_refused(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ASKED)
def test_another_market_after_the_figure_is_asked(kb: Any, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))
