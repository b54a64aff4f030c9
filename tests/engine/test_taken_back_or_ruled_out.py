"""A name ruled out after the request: taken back, or excluded beside it.

Two readings of "not X" meet in one message. Where a cue of its own takes back what was
asked ("no wait", 「不对」, 「いや」), or the name ruled out is one the request asked before
(「澳门2024年的收入——不是收入，我想问利润」, 「去年のを…あ、去年じゃなくて2023年度で」), the
correction is read first (``_corrections``), then what it rules out. A name ruled out that
nothing asked before (「直近の年度ではなく店舗を改装した年」, "net profit, not EBITDA") is an
exclusion beside the request, read first (``_excluded``). Either way, the year or the
metric ruled out is never the one answered.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure

HK_GROSS_MARGIN_FY2023 = 41.2
SG_NET_PROFIT_FY2024 = 112.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan revenue for FY2025, no wait, not 2025, one of the years before it.",
        "シンガポールの純利益を、直近の年度ではなく店舗を改装した年の数字でください。",
        "澳门2024年的收入——不是收入，我想问利润。",
    ],
)
def test_what_is_left_open_is_asked(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "香港の粗利率、去年のをお願いします。あ、去年じゃなくて2023年度で。",
            HK_GROSS_MARGIN_FY2023,
        ),
        ("Singapore net profit FY2024 - net profit, not EBITDA.", SG_NET_PROFIT_FY2024),
    ],
)
def test_what_is_asked_in_the_end_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")
