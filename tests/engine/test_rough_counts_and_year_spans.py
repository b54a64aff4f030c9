"""A rough count asked, and a span of one year said of a figure.

- 「大概多少人」, 「大约几个人」: an adverb of how precise the answer is, written straight
  before the count asked, says how it is asked, never a part of the people counted
  ("How many staff, roughly?" says the same).
- 「一年收入多少」, 「一整年」, "annual revenue", 「年間売上高」: the KB's figures are a
  fiscal year's, so a span of one year names no period; the latest closed year is assumed
  as for any figure asked without one.
- Safety: a part of the staff or of the figure beside either (线上员工, 兼职员工, 线上收入,
  "franchise revenue", 店舗売上高) still refuses; a year ago (一年前) is no span.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

SINGAPORE_HEADCOUNT_FY2025 = 1652.0
SINGAPORE_REVENUE_FY2025 = 968.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("新加坡业务大概多少人？", SINGAPORE_HEADCOUNT_FY2025),
        ("新加坡业务的员工大约几个人？", SINGAPORE_HEADCOUNT_FY2025),
        ("How many staff does Singapore have, roughly?", SINGAPORE_HEADCOUNT_FY2025),
        ("新加坡业务一年收入多少？", SINGAPORE_REVENUE_FY2025),
        ("新加坡业务一整年收入多少？", SINGAPORE_REVENUE_FY2025),
        ("What is Singapore's annual revenue?", SINGAPORE_REVENUE_FY2025),
        ("シンガポール事業の年間売上高は？", SINGAPORE_REVENUE_FY2025),
    ],
)
def test_a_rough_count_or_a_years_figure_assumes_the_year(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "新加坡业务线上员工大概多少人？",
        "新加坡的兼职员工大约多少人？",
        "日本业务一年的线上收入多少？",
        "日本业务一年前收入多少？",
        "What is Singapore's yearly franchise revenue?",
        "シンガポール事業の年間の店舗売上高は？",
    ],
)
def test_a_part_beside_a_rough_count_or_a_year_span_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
