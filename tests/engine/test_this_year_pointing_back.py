"""「这一年」 and 「この年」 alone point back at a year said before, as 「那年」 and 「その年」 do.

Read: with no year said before, the engine asks which year (「这一年香港的收入是多少？」,
「この年の香港の売上高は？」) instead of assuming the latest closed one; after a year said in
the same message, the year is that one. Unchanged: 这一年度, 这一财年, 这个财年 name the
current, open fiscal year (no figures yet), and "this year" in English is the open year too.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_asks_first, assert_refused

ASKS_WHICH_YEAR = [
    "这一年香港的收入是多少？",
    "這一年香港的收入是多少？",
    "这一年新加坡的员工有多少人？",
    "この年の香港の売上高は？",
    "この年のシンガポールのEBITDAを教えてください。",
]

OPEN_YEAR = [
    "这一年度香港的收入是多少？",
    "这一财年香港的收入是多少？",
    "这个财年新加坡的EBITDA是多少？",
    "What is HK revenue this year?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ASKS_WHICH_YEAR)
def test_this_year_alone_asks_which_year(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_asks_first(answer)
    assert "FY2024" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_this_year_after_a_year_said_is_that_year(kb: Any, mode: str) -> None:
    answer = ask(kb, "香港2024年的收入是多少？这一年的新加坡呢？", mode)
    assert_asks_first(answer)
    assert "FY2024" in answer.answer and "FY2023" not in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", OPEN_YEAR)
def test_this_fiscal_year_is_still_the_open_year(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert "FY2026" in answer.answer, answer.answer
