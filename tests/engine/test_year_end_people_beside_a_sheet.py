"""A market's people at a year's end, and the one cell of the asker's sheet beside them.

- The end of a fiscal year said through 的 or の (「FY2024的年末」, 「2024年度の期末」,
  「2024年度の年度末」) or after the fiscal-year word a list of years shares
  (「2023、2024财年的年底」) is that year's end, as 「2024年末」 and "at the end of FY2024"
  are: a stock read then is that year's figure, and 人数 written after it is the
  market's headcount.
- A request for a market's 人数 (its headcount through ``gr.CJK_NUMBER_OF_PEOPLE_RE``)
  stands on its own as one naming the metric does, so the asker's sheet beside it
  (「表里只有一格，填哪个数？」) is context: one year is answered, two are asked which.
- Kept apart: members counted (「会员人数」) are no headcount, beside a sheet or at a
  year's end; a year-end bonus (「年终奖」) is a thing the KB lacks.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure

SINGAPORE_HEADCOUNT_FY2024 = 1566.0
JAPAN_HEADCOUNT_FY2024 = 2284.0
MACAU_HEADCOUNT_FY2024 = 688.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("新加坡FY2024的年末人数是多少？", SINGAPORE_HEADCOUNT_FY2024),
        ("日本2024财年的年底员工人数是多少？", JAPAN_HEADCOUNT_FY2024),
        ("シンガポールの2024年度の期末の人数は？", SINGAPORE_HEADCOUNT_FY2024),
        ("シンガポールの2024年度の年度末の従業員数は？", SINGAPORE_HEADCOUNT_FY2024),
        ("What was Singapore's headcount at the end of FY2024?", SINGAPORE_HEADCOUNT_FY2024),
    ],
)
def test_a_year_end_said_through_a_particle_is_the_years(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("澳门2024财年的人数，表里只有一格，填哪个数？", MACAU_HEADCOUNT_FY2024),
        (
            "マカオの2024年度の年度末の人数、シートのセルは一つです。何を入れますか？",
            MACAU_HEADCOUNT_FY2024,
        ),
        (
            "Macau's FY2024 year-end headcount - the sheet has only one cell, "
            "which number goes in?",
            MACAU_HEADCOUNT_FY2024,
        ),
    ],
)
def test_a_markets_people_beside_the_askers_sheet_are_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港2023、2024财年的年底人数，表格只有一个格子，填哪个？",
        "香港の2023年度と2024年度の期末の人数、セルは一つだけです。どちらを入れますか？",
        "What was Hong Kong's year-end headcount for FY2023 and FY2024? My sheet has one cell.",
    ],
)
def test_two_years_of_a_markets_people_beside_the_sheet_ask_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港会员人数，表里只有一个格子，填哪个数？",
        "香港2024财年的年末会员人数是多少？",
        "新加坡FY2024的年终奖是多少？",
    ],
)
def test_members_and_bonuses_are_no_headcount(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.unit != "PERSONS", answer.answer
