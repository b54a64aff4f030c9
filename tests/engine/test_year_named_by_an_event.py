"""A year named by an event with no date, written without a preposition before it.

What is read (``engine/_described_year.py``): "the year (yr) of" an event in words ("the
year of the relaunch", "the yr of the store closures"), "the year" a clause of a subject
and a past verb describes ("the year we moved headquarters"), a Chinese event word (a
verb, with its object, an adjective or a common noun) before 那(一)年 (「搬迁那一年」,
「改装门店的那一年」), and a Japanese past clause with its object before 年/年度 (「店舗を改装
した年」): the engine asks which fiscal year is meant, never refuses the event's words
and never assumes the latest year, also when the current year is ruled out beside it.

What still reads as before: "the year of" a year written out ("the year of FY2024");
「那一年」 with nothing before it, or after a market or a time word, points back.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan's revenue for the year of the relaunch, not this year.",
        "headcount in Macau the yr of the store closures",
        "What was Singapore's net profit the year we moved headquarters?",
        "group EBITDA the year of our listing",
        "Japan net profit for the relaunch yr",
        "澳门搬迁那一年的净利润是多少？",
        "新加坡开业那年的收入是多少？不是今年的。",
        "香港改装门店的那一年员工有多少？",
        "シンガポールの店舗を改装した年の売上高は？",
        "本社を移転した年度の日本の純利益を教えてください。",
        "マカオの純利益を、今年度ではなく店舗を移転した年の数字で。",
    ],
)
def test_a_year_named_by_an_event_is_asked_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_asks_first(answer)
    assert not answer.refused, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_the_year_of_a_year_written_out_answers(kb: KnowledgeBase, mode: str) -> None:
    assert_figure(ask(kb, "Japan revenue, the year of FY2024?", mode), 103200.0, "none")


@pytest.mark.parametrize("mode", MODES)
def test_that_year_alone_still_points_back(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "香港那一年的收入是多少？", mode)
    assert answer.value is None, answer.answer
