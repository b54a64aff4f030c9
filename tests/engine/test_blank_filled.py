"""A draft with a blank where the figure goes: "Our Singapore team grew to ___ people in
2024!", 「集团2025年员工人数突破___人！」, 「日本チームは2025年度に＿＿人に増えました！」.

The blank is the figure asked; a verb of change leading to it ("grew to", 「突破」,
「に増えました」) says the level reached, not a change. A change asked without a blank is
still refused, and a market the KB lacks in a draft is refused too.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

SG_HEADCOUNT_FY2024 = 1566.0
GROUP_HEADCOUNT_FY2025 = 8074.0
JP_HEADCOUNT_FY2025 = 2301.0
HK_REVENUE_FY2024 = 1596.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Our Singapore team grew to ___ people in 2024! What number goes there?",
            SG_HEADCOUNT_FY2024,
        ),
        ("Draft: Singapore reached ___ employees in FY2024 🎉", SG_HEADCOUNT_FY2024),
        ("文案：集团2025年员工人数突破___人！这里填多少？", GROUP_HEADCOUNT_FY2025),
        ("香港2024财年收入达到___百万美元", HK_REVENUE_FY2024),
        ("日本チームは2025年度に＿＿人に増えました！", JP_HEADCOUNT_FY2025),
        ("シンガポールチームは2024年度に___人になりました！数字を教えて", SG_HEADCOUNT_FY2024),
    ],
)
def test_the_blank_of_a_draft_is_the_figure_asked(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How much did Hong Kong revenue grow in FY2025?",
        "Our Taiwan team grew to ___ people in 2024!",
        "台湾2025年员工人数突破___人！",
        "台湾チームは2025年度に___人になりました！",
    ],
)
def test_a_change_or_an_unknown_market_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
