"""Parts of a year Chinese and Japanese name by a word of their own.

What is read (``engine/_periods.py``, ``_SUB_YEAR_CJK``): a month or a week counted from
now (上个月, 这个月, 上周, 先月, 今月, 来月, 先週), a span of months (「最近三个月」,
「近12个月」, 「直近3か月」, 「過去12か月」), a day or a month as the unit (每天, 每周, 一天,
「1日の」, 「1か月の」, 「毎月の」), a festival, holiday or season (春节, 中秋节, 周末, 双十一,
旺季, 年末年始, お盆, 週末, 繁忙期), a time of day (晚上, 早上, 「朝の」) and the start or
middle of a year (年初, 年中, 期首, 期中) are parts of a year where written straight onto
a name of the KB or a year (「上个月*香港*收入」, 「周末的*收入*」): the figure is refused.
Before, the whole year's figure (or the latest year assumed) was given.

What still answers: the same words dating the asker's own doings or another noun
(「年初刚入职，…」, 「下周开会要用，…」, 「> 下周的店长例会要用」, 「来週の会議で使います。」);
通期 (the full year); a year's end
(年底, 期末) dates a stock at the fiscal year's end; today (今天, 今日) is left.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "上个月香港收入多少？",
        "最近三个月香港的收入是多少？",
        "香港2024财年每天的收入是多少？",
        "日本2025财年一天卖多少钱？",
        "澳门2025年春节期间的收入是多少？",
        "香港2024财年周末的收入是多少？",
        "新加坡2024财年晚上的收入是多少？",
        "新加坡2025财年早上的销售额？",
        "香港2024年中秋节期间的收入是多少？",
        "日本上一财年同期的收入是多少？",
        "2025年初的日本员工人数是多少？",
        "シンガポールの2025年度の朝の売上は？",
        "日本2025财年年中的员工人数是多少？",
        "先月のグループ売上高は？",
        "直近3か月の日本の売上高は？",
        "日本の2025年度の1か月の売上は？",
        "日本の2025年度のお盆の売上高は？",
        "日本の2025年度の期首の従業員数は？",
    ],
)
def test_a_part_of_a_year_said_by_its_own_word_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("年初刚入职，日本2025财年员工人数多少？", 2301.0),
        ("下周开会要用，日本2025财年的收入是多少？", 109800.0),
        ("来週の会議で使います。日本の2025年度の売上高は？", 109800.0),
        ("日本2025财年年底的员工人数是多少？", 2301.0),
        ("日本の2025年度の期末従業員数は？", 2301.0),
        ("午前中にご回答ください。日本の2025年度の売上高は？", 109800.0),
        ("你好\n\n> 下周的店长例会要用\n\n新加坡2025财年的收入是多少？", 968.0),
        ("> 来週の部長会の資料用\n\nシンガポールの2025年度の売上高を教えてください。", 968.0),
        ("日本の2025年度通期の売上高は？", 109800.0),
        ("我下周要去新加坡办公室面试。那边有多少员工？", 1652.0),
    ],
)
def test_the_same_words_dating_the_askers_doings_still_answer(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
