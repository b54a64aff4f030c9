"""The words "back in" before a year ("gross margin back in FY23", "way back in fiscal '23",
「毛利率早在2023财年」) leads the period's phrase: it says the year lies in the past, which
the year says already, and is no word written onto the metric before it. A year of two
digits still needs its fiscal-year word ("back in 23" names no year).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

from datetime import date

import pytest

from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, TODAY, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize(
    ("text", "lang", "year"),
    [
        ("group gross margin back in fy23", "en", 2023),
        ("revenue way back in fiscal '23", "en", 2023),
        ("ebitda back in financial year 2024", "en", 2024),
        ("集团毛利率早在2023财年是多少", "zh", 2023),
    ],
)
def test_back_in_leads_the_year(text: str, lang: str, year: int) -> None:
    spans = find_periods(text, lang, TODAY)
    assert [s.period.year for s in spans if s.period is not None] == [year]
    assert text[spans[0].start :].startswith(("back", "way back", "早在"))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was the group's gross margin back in FY23?",
        "Group gross margin way back in fiscal 2023?",
        "集团毛利率早在2023财年是多少？",
        "グループの粗利率、さかのぼって2023年度はいくつでしたか？",
    ],
)
def test_a_figure_back_in_a_year_is_given(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), 38.6)


@pytest.mark.parametrize("mode", MODES)
def test_back_in_a_bare_two_digit_number_names_no_year(kb: KnowledgeBase, mode: str) -> None:
    assert_no_figure(ask(kb, "What was the group's revenue back in 23?", mode, date(2026, 6, 12)))
