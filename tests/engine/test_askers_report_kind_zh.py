"""The word before the asker's report, and a part of a year said alone beside a request.

- 「我在修改报告里的收入表」, 「我在修改研究报告里的收入表」: a verb before the asker's report
  takes it for its object, or names its kind (研究报告, a research report): no part of the
  business, so the figure the table restates is answered. A part before it
  (「门店报告里的」, 「批发报告里的」, 「线上报告里的」) or a noun the KB lacks
  (「饮料报告里的」) still narrows the figure.
- 「季度的。」, 「上半年的。」: a part of a year said alone beside a figure request says which
  part of the year is wanted, which the KB does not report: refused, as 「第一季度的收入」
  is, never dropped as an empty sentence. A date the answer is needed by (「3月底要用」)
  is no part of the figure. Japanese (「上期の。」) is read by the same rule; English says
  it by its own ("Q1 only.").

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

HONG_KONG_REVENUE_FY2024 = 1596.0
JAPAN_REVENUE_FY2024_JPY = 103200.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("我在修改报告里的收入表。日本业务2024财年的收入是多少？", JAPAN_REVENUE_FY2024_JPY),
        ("香港2024财年的收入是多少？我在修改研究报告里的收入表。", HONG_KONG_REVENUE_FY2024),
        ("香港2024财年的收入是多少？我正在更新报告里的收入表。", HONG_KONG_REVENUE_FY2024),
        ("日本业务2024财年的收入是多少？3月底要用。", JAPAN_REVENUE_FY2024_JPY),
    ],
)
def test_a_report_of_no_part_leaves_the_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港2024财年的收入是多少？我在更新门店报告里的收入表。",
        "香港2024财年的收入是多少？我在更新批发报告里的收入表。",
        "香港2024财年的收入是多少？我在更新线上报告里的收入表。",
        "香港2024财年的收入是多少？我在更新饮料报告里的收入表。",
        "日本业务2024财年的收入是多少？季度的。",
        "日本业务2024财年的收入是多少？上半年的。",
        "日本业务2024财年的季度收入是多少？",
        "日本业务2024财年第一季度的收入是多少？",
        # the same said in Japanese and English
        "日本事業の2024年度の売上高は？上期の。",
        "What was Japan's revenue in FY2024? Q1 only.",
    ],
)
def test_a_part_of_the_business_or_of_the_year_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
