"""A count asked of a plan over the span of years it covers ("over FY2026 to FY2028",
「2026至2028财年」, 「2026年度から2028年度にかけて」).

Read: the plan, dated for no year, writes its span once (the three fiscal years from
FY2026 to FY2028) and its other paragraphs speak of "the plan period"; a paragraph
writing no year at all is of that span, so the count it states (60 new stores) answers a
question naming the whole span. Still refused: one year of the span (the span's number is
not that year's), and a span asked of a document that states no such count.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused

PLAN = "ACME_Strategic_Plan.pdf"

ANSWERED = [
    "Over FY2026 to FY2028, how many new stores does the strategic plan expect to open?",
    "战略规划中，2026至2028财年计划新开多少家门店？",
    "戦略計画では、2026年度から2028年度にかけて何店舗を新規出店する予定ですか。",
]

REFUSED = [
    "How many new stores does the strategic plan expect to open in FY2027?",
    "战略规划中，2027财年计划新开多少家门店？",
    "戦略計画では、2027年度に何店舗を新規出店する予定ですか。",
    "How many new stores does the Japan strategy expect to open over FY2026-FY2028?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_a_count_over_the_plans_span_is_read_from_it(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [PLAN], answer.answer
    assert "60 new stores" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_one_year_of_the_span_or_another_document_is_refused(
    kb: Any, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert "60" not in answer.answer, answer.answer
