"""A year cut to two digits in shorthand: read as the year, never replaced by the latest.

Notes to self drop the fiscal-year word ("SG EBITDA 24?", 「新加坡 净利润 23？」,
「シンガポール 売上高 24期？」), write an apostrophe for the century ("HK revenue → '24") or
a hyphen after FY ("FY-24"). A two-digit number standing alone right after a market or a
metric is that fiscal year; a year the KB lacks is refused as its full form is; the same
shape with a word the KB lacks is refused; a number written with a unit, a counter, a
percent sign, a currency or a code's letters is left as it was.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

from datetime import date

import pytest

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._short_years import with_short_years
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, TODAY, ask, assert_figure, assert_refused, fact_value

FIGURES = [
    ("SG EBITDA 24?", "ACME_SG", "EBITDA", "FY2024"),
    ("Macau headcount: 23", "ACME_MO", "HEADCOUNT", "FY2023"),
    ("HK revenue → '24", "ACME_HK", "REVENUE", "FY2024"),
    ("Japan gross margin FY-24?", "ACME_JP", "GROSS_MARGIN", "FY2024"),
    ("新加坡 净利润 23？", "ACME_SG", "NET_PROFIT", "FY2023"),
    ("澳门 员工人数 → 25", "ACME_MO", "HEADCOUNT", "FY2025"),
    ("香港 收入 '23", "ACME_HK", "REVENUE", "FY2023"),
    ("シンガポール 売上高 24期？", "ACME_SG", "REVENUE", "FY2024"),
    ("マカオ 従業員数 → 23", "ACME_MO", "HEADCOUNT", "FY2023"),
    ("日本 EBITDA '25", "ACME_JP", "EBITDA", "FY2025"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), FIGURES)
def test_a_two_digit_year_beside_a_name_is_read(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, scope, metric, period))
    assert answer.clarification == "none", answer.answer


@pytest.mark.parametrize(
    "question",
    [
        "SG EBITDA 21?",  # a closed year the KB lacks
        "Macau headcount: 26",  # the open year
        "澳门 员工人数 → 26",
        "香港 收入 '22",
        "シンガポール 売上高 22期？",
        "日本 EBITDA '26",
        "SG widgets 24?",  # a word the KB lacks, in the same shape
        "新加坡 库存 23？",
        "マカオ 在庫 → 23",
    ],
)
@pytest.mark.parametrize("mode", MODES)
def test_a_year_or_a_word_the_kb_lacks_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize(
    "question",
    [
        "SG EBITDA 24%?",
        "Macau headcount 23 stores",
        "HK revenue 24.5?",
        "HK revenue $24?",
        "HK revenue A24?",
        "HK revenue #24?",
        "Japan revenue 3?",  # one digit
        "Japan revenue 2024?",  # four digits are read elsewhere
        "新加坡 净利润 23家？",
        "日本 売上高 第24期？",  # the 24th term, an ordinal
    ],
)
def test_a_number_with_something_written_onto_it_is_left(kb: KnowledgeBase, question: str) -> None:
    assert with_short_years(question, TODAY, Matcher(kb.vocabulary())) == question


@pytest.mark.parametrize("question", ["HK revenue 24/25?", "香港 收入 23-24", "日本 売上高 24、25"])
@pytest.mark.parametrize("mode", MODES)
def test_two_short_years_ask_which(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.route in ("clarify", "refuse"), answer.answer


def test_a_year_is_read_only_beside_a_name(kb: KnowledgeBase) -> None:
    matcher = Matcher(kb.vocabulary())
    assert with_short_years("JP NP 23→?", TODAY, matcher) == "JP NP FY23→?"
    assert with_short_years("I have 23?", TODAY, matcher) == "I have 23?"
    # Read against the reference date: ten years back and one ahead only.
    assert with_short_years("JP NP 23→?", date(2045, 1, 1), matcher) == "JP NP 23→?"
