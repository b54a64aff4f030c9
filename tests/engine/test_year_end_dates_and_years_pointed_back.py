"""A fiscal year's closing day, a year pointed back at, and an event's year named through
where the asker read of it (``_periods``, ``_described_year``, ``_form_furniture``).

- Answered: a stock asked "as at 31 December 2024", "at Dec 31, 2024", 「2024年12月31日时点」,
  「2023年12月31日現在」 (the last day of the fiscal year, which is the calendar year); a
  year pointed back at ("the year in question", 「该年度」, 「当該年度」) when the question
  names one year elsewhere.
- Asked which year: a year pointed back at with no year named ("the year in question",
  「该财年」, 「前回照会時の対象年度」), an event's year ("the year of the expansion referred
  to in your announcement", 「大湾区拓展启动当年」).
- Still refused: another day of the year (30 June: a part of a year), a closing day of
  an open year (31 December 2026).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_refused

GROUP_HEADCOUNT_FY2024 = 7783.0
HK_HEADCOUNT_FY2024 = 3245.0
HK_HEADCOUNT_FY2023 = 3120.0
SG_HEADCOUNT_FY2024 = 1566.0
JP_REVENUE_FY2024 = 103200.0
SG_NET_PROFIT_FY2024 = 112.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "How many people did the ACME Group employ as at 31 December 2024?",
            GROUP_HEADCOUNT_FY2024,
        ),
        ("Hong Kong headcount at Dec 31, 2024?", HK_HEADCOUNT_FY2024),
        ("香港2024年12月31日时点的员工人数是多少？", HK_HEADCOUNT_FY2024),
        ("2023年12月31日現在における香港事業の従業員数を教えてください。", HK_HEADCOUNT_FY2023),
        ("シンガポール事業の2024年12月31日現在の従業員数は？", SG_HEADCOUNT_FY2024),
        ("For FY2024, what was Japan revenue in the year in question?", JP_REVENUE_FY2024),
        (
            "シンガポール事業の2024年度当期純利益に関する確認事項。当該年度の数値を記載されたい。",
            SG_NET_PROFIT_FY2024,
        ),
    ],
)
def test_a_closing_day_or_a_year_pointed_back_reads_the_year(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan revenue in the year in question?",
        "Please confirm total group headcount for the year of the relaunch referred to in "
        "your announcement.",
        "What was group revenue in the year of the expansion mentioned in your letter?",
        "请确认该财年香港的收入。",
        "请确认贵集团在大湾区拓展启动当年的员工总人数。",
        "请确认贵公司公告中提及的扩张那一年的集团收入。",
        "貴社グループの売上高につき、前回照会時の対象年度の数値を記載されたい。",
    ],
)
def test_a_year_the_question_does_not_say_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Hong Kong headcount at 30 June 2024?",
        "Hong Kong revenue at 31 Dec 2026?",
        "香港2026年12月31日时点的员工人数是多少？",
    ],
)
def test_another_day_or_an_open_year_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
