"""A number no reader accounts for, in a figure request naming no year: the year is asked.

A year may be written in a form no reader knows ("Singapore EBITDA in 24?", 「新加坡净利润
二四 ？」, 「日本 売上高 第24期→?」, "Macau headcount, 25?"). Where the request names no
period and still holds a number standing alone, the latest closed year is never assumed:
the engine asks which year, as it does for a period field naming none. A number written
with what it counts or measures, a label's number, an item's or a note's, and a request
with no number at all keep the stated-assumption rule.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._unread_number import unread_number
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    TODAY,
    ask,
    assert_asks_first,
    assert_figure,
    assert_refused,
    fact_value,
)

YEAR_ASKED = [
    ("Singapore EBITDA in 24?", "EBITDA"),
    ("Macau headcount, for 25?", "headcount"),
    ("What was Hong Kong's revenue (24)?", "revenue"),
    ("新加坡净利润 二四 ？", "净利润"),
    ("澳门的员工人数，在 25 ?", "员工"),
    ("日本 纯利 第23期→?", "纯利"),
    ("香港の粗利率は？ 二五", "粗利"),
    ("Singapore net profit? 24", "net profit"),  # a number alone after the request
    ("澳门的员工人数？25", "员工"),
    ("Japan net profit in 23 please", "net profit"),  # a courtesy word after it
    ("港 收入 24 多少", "收入"),  # a word of asking after it
    ("日本 純利 23 いくら？", "純利"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "metric_word"), YEAR_ASKED)
def test_the_year_is_asked(kb: KnowledgeBase, question: str, metric_word: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_asks_first(answer)
    assert "FY2023" in answer.answer and "FY2025" in answer.answer, answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "Singapore widgets in 24?",  # the same shape with a word the KB lacks
        "新加坡库存 二四 ？",
        "日本 在庫 第24期→?",
        "日本 売上高 第24期→?",  # 第 is read as a word the KB lacks
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_a_word_the_kb_lacks_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("question", "scope", "metric"),
    [
        ("What is Japan's revenue? Need it by 5pm", "ACME_JP", "REVENUE"),
        ("日本的收入是多少？我们有3家店", "ACME_JP", "REVENUE"),
        ("香港の売上高を教えてください。2点確認です。", "ACME_HK", "REVENUE"),
        ("Quick one, item 12: Macau headcount?", "ACME_MO", "HEADCOUNT"),
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_a_number_of_something_else_keeps_the_stated_assumption(
    kb: KnowledgeBase, question: str, scope: str, metric: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, scope, metric, "FY2025"), "answer_with_assumptions")


@pytest.mark.parametrize(
    ("text", "lang", "found"),
    [
        ("japan net profit in 23", "en", "23"),
        ("日本纯利润 二三", "zh", "二三"),
        ("日本 純利 第23期→", "ja", "23期"),
        ("japan net profit 24%", "en", None),
        ("japan net profit 1,200", "en", None),
        ("japan net profit 12.5", "en", None),
        ("japan net profit for 24 stores", "en", None),
        ("japan net profit, page 24", "en", None),
        ("japan net profit (12)", "en", "12"),
        ("japan net profit fy2024", "en", None),
        ("香港の粗利率(※12)", "ja", None),
        ("香港の粗利率を 30 行で", "ja", None),
        ("japan net profit 23 please", "en", "23"),
        ("japan net profit for 24 stores please", "en", None),
        ("日本 売上高 25 いくら", "ja", "25"),
        ("日本纯利润 24家", "zh", None),
        ("三五成群", "zh", None),
        ("7", "en", None),
    ],
)
def test_what_stands_alone(text: str, lang: str, found: str | None) -> None:
    assert unread_number(text, lang, TODAY) == found
