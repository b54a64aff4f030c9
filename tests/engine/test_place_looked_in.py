"""The asker's word for the place the figure is found: "from the data room", "in the
knowledge base", "per the records", 「数据室里」, 「数据库里」, 「データルームの資料で」,
「システムで」.

The place is the KB itself, so the request around it is answered. Systems asked about
("investment in IT systems", 「系统方面的投资」) are no place, and a figure the KB lacks
found "in the data room" is still refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, assert_refused

HK_REVENUE_FY2025 = 1702.0
HK_HEADCOUNT_FY2025 = 3390.0
SG_EBITDA_FY2025 = 247.0
JP_REVENUE_FY2024 = 103200.0
JP_HEADCOUNT_FY2024 = 2284.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Can you pull Hong Kong revenue FY2025 from the data room?", HK_REVENUE_FY2025),
        ("Hong Kong revenue FY2025 from the knowledge base", HK_REVENUE_FY2025),
        ("Per the records, Japan headcount FY2024?", JP_HEADCOUNT_FY2024),
        ("数据室里有没有香港2025财年的员工人数？", HK_HEADCOUNT_FY2025),
        ("从数据库中查一下香港2025财年的员工人数", HK_HEADCOUNT_FY2025),
        ("データルームの資料で、シンガポールの2025年度EBITDAを確認したい。", SG_EBITDA_FY2025),
        ("システムで日本の2024年度の売上高を見たい", JP_REVENUE_FY2024),
    ],
)
def test_a_figure_looked_for_in_the_kb_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Can you pull Taiwan revenue FY2025 from the data room?",
        "数据室里有没有台湾2025财年的收入？",
    ],
)
def test_what_the_kb_lacks_is_refused_wherever_looked_for(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["How much did the group invest in IT systems in FY2025?", "集团在系统方面投资了多少？"],
)
def test_systems_asked_about_are_no_place(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
