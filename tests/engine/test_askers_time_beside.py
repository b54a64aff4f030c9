"""When the asker's own situation happens is no period of the figure.

A clause opening on the asker says when something happens to them ("I'm getting
transferred to the other office *next month*", "We move offices *this week*",
「我*下个月*要调去另一个办公室」, 「*来月*から別のオフィスに異動になります」): a relative month
or week there dates the asker's situation, so the request beside it reads as it would
alone. The same words said of the figure ("Japan's revenue next month?", "I need next
month's.") still refuse: the KB reports whole closed fiscal years only.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("We're moving to a new office next month. What's Japan's revenue for FY2024?", 103200.0),
        ("I am changing teams next month, what was Macau's headcount in FY2024?", 688.0),
        ("I start my new role in a few weeks. What was Singapore's EBITDA in FY2024?", 226.0),
        ("我下个月要调去日本，日本2024财年的收入是多少？", 103200.0),
        ("来月から日本事業に異動になります。日本事業の2024年度の売上高は？", 103200.0),
    ],
)
def test_the_askers_time_beside_a_request(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm getting transferred to another office next month, what's their revenue for FY2025?",
        "我下个月要调去另一个办公室，他们2025财年的收入是多少？",
        "来月から別のオフィスに異動になります。そこの2025年度の売上高は？",
    ],
)
def test_an_office_unnamed_is_asked(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan's revenue next month?",
        "What was Japan's revenue for FY2024? Next month.",
        "Japan revenue FY2024, I need next month's.",
        "I need Japan's revenue for next month.",
        "Next month, what will Japan's revenue be?",
    ],
)
def test_a_month_of_the_figure_still_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
