"""A word for the figure as it actually came out, beside or after the metric.

- 「净利润*实际数*」, 「EBITDA的*实际值*」, 「収入*实际*是多少」, "net profit *actual*",
  "EBITDA *actuals*", 「純利益の*実績値*」: the KB holds reported actuals only, so such a
  word asks the reported figure, which is answered.
- Safety: a budget, a forecast or a target written the same way (预算数, 预测数, 目标数,
  "budget", 予算値) is another figure and refuses; a part of the business written with
  the actual (门店收入实际数, "online revenue actual", 店舗売上高の実績値, 不含批发) or a
  basis of a part beside it (我们用门店口径) still narrows the figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

SINGAPORE_NET_PROFIT_FY2024 = 112.0
GROUP_EBITDA_FY2025 = 1018.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("新加坡2024财年的净利润实际数是多少？", SINGAPORE_NET_PROFIT_FY2024),
        ("集团2025财年EBITDA的实际值多少？", GROUP_EBITDA_FY2025),
        ("新加坡2024财年的净利润实际是多少？", SINGAPORE_NET_PROFIT_FY2024),
        ("What was Singapore's net profit actual for FY2024?", SINGAPORE_NET_PROFIT_FY2024),
        ("Group EBITDA actuals for FY2025?", GROUP_EBITDA_FY2025),
        ("シンガポールの2024年度純利益の実績値は？", SINGAPORE_NET_PROFIT_FY2024),
        ("グループの2025年度EBITDA実績値を教えてください", GROUP_EBITDA_FY2025),
    ],
)
def test_the_actual_figure_is_the_reported_one(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "澳门2024财年的收入预测数是多少？",
        "澳门2024财年的收入目标数是多少？",
        "香港FY2023毛利率预算数是多少？",
        "香港2024财年门店收入实际数是多少？",
        "香港2024财年收入的实际数（不含批发）是多少？",
        "日本2024财年的收入实际是多少？我们用门店口径。",
        "What was Macau's revenue budget for FY2024?",
        "What was Hong Kong's online revenue actual for FY2024?",
        "マカオの2024年度売上高の予算値は？",
        "香港の2024年度の店舗売上高の実績値は？",
    ],
)
def test_a_budget_or_a_part_beside_the_actual_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
