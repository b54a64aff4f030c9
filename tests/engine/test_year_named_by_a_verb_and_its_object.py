"""A year named by an event said with a verb before it, or by a verb's object.

What is read (``engine/_described_year.py``, ``engine/_periods.py``, ``engine/_context.py``):
a Chinese event verb after a verb that does something (「开始扩张那一年」, 「决定改装门店那一
年」) or an adverb (「大举扩张那年」), a verb and its object however the object is tagged
(「开新店那年」: 新店 reads as a place name), 之年 or 年份 after an event (「扩张之年」), the
year after it (「扩张后的第一年」), "our relaunch year", "the year after (before) the
relaunch" and a Japanese event year closed by a quote or という (「「出店拡大の年」の…」):
the engine asks which fiscal year is meant, never refuses the event's words.

What still reads as before: a label of the calendar ("'Full year'") is no event, nor is
"the year before last" or a year ranked (「收入最高的年份」); a year or a period written
out is answered or refused as it was; 「那一年」 after a market points back; an asking verb
(请问, 想知道) before the event stays out of it.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._described_year import described_years
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "集团正式启动扩张的那一年，净利润是多少？",
        "香港决定改装门店那一年的员工人数是多少？",
        "公司开始收购那一年的收入？",
        "日本开新店那年的EBITDA是多少？",
        "我们开设旗舰店那一年的收入是多少？",
        "「出店拡大の年」のシンガポールの売上高は？",
        "『大型出店の年』の日本の売上高は？",
        "集团扩张之年的收入是多少？",
        "门店改装的年份，香港的净利润？",
        "扩张后的第一年集团收入多少？",
        "新店开业以后那一年澳门的收入？",
        "What was group revenue in our relaunch year?",
        "What was Japan's revenue the year after the store closures?",
        "Singapore EBITDA in the year before the relaunch?",
    ],
)
def test_the_event_year_is_asked_which(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_asks_first(answer)
    assert not answer.refused, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [("Japan revenue the year before last?", 103200.0), ("收入最高的年份是哪一年？", None)],
)
def test_a_year_by_the_calendar_or_asked_is_no_event(
    kb: KnowledgeBase, question: str, value: float | None, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.clarification != "ask_first", answer.answer
    if value is not None:
        assert_figure(answer, value)


@pytest.mark.parametrize("mode", MODES)
def test_a_calendar_label_in_quotes_is_no_event(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "Japan's revenue for 'Full year' FY2024?", mode)
    assert_figure(answer, 103200.0)


@pytest.mark.parametrize("mode", MODES)
def test_a_year_noun_opening_a_compound_is_no_event(kb: KnowledgeBase, mode: str) -> None:
    """「年份栏」 is a column for the year: the request names no year, so the latest is assumed."""
    answer = ask(kb, "香港的收入是多少？我这份表里没有对应的年份栏。", mode)
    assert answer.clarification == "answer_with_assumptions", answer.answer
    assert_figure(answer, fact_value(kb, "ACME_HK", "REVENUE", "FY2025"), "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["日本那一年的收入？", "What was group revenue in FY2022?", "上个月的收入是多少？"],
)
def test_a_plain_period_reads_as_before(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))
    assert ask(kb, question, mode).clarification != "ask_first"


@pytest.mark.parametrize(
    ("text", "event"),
    [
        ("请问扩张那一年的收入", "扩张那一年"),
        ("想知道扩张那一年的收入", "扩张那一年"),
        ("公司大举扩张那年", "公司大举扩张那年"),
    ],
)
def test_asking_verbs_stay_out_of_the_event(text: str, event: str) -> None:
    assert [text[a:b] for a, b in described_years(text, "zh")] == [event]
