"""The basis the KB's figures are on, asked for by the asker: "as reported, not adjusted",
"(unadjusted)", 「报告口径，非调整后」, 「調整前、報告ベース」.

The KB holds the figures as reported, so the figure is given; an adjusted figure asked
for itself (adjusted EBITDA, 调整后EBITDA, 調整後EBITDA) is still refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

JP_EBITDA_FY2024 = 19900.0
HK_REVENUE_FY2024 = 1596.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Japan EBITDA FY2024 (as reported, not adjusted)", JP_EBITDA_FY2024),
        ("Japan EBITDA FY2024 (unadjusted) please", JP_EBITDA_FY2024),
        ("Hong Kong revenue FY2024, not restated", HK_REVENUE_FY2024),
        ("日本2024财年EBITDA（报告口径，非调整后）", JP_EBITDA_FY2024),
        ("日本事業の2024年度EBITDA（調整前、報告ベース）", JP_EBITDA_FY2024),
    ],
)
def test_the_reported_basis_asks_the_kbs_figure(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan adjusted EBITDA FY2024",
        "Normalised EBITDA of the group, FY2025",
        "日本2024财年调整后EBITDA",
        "日本事業の2024年度の調整後EBITDA",
    ],
)
def test_an_adjusted_figure_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))
