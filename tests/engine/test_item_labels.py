"""A label numbering the line it opens: "item 1:", "Question 2)", 「问题1：」, 「質問1：」.

The label says which item the line is, never a word asked, so the request after it is
answered; a market the KB lacks after a label is still refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

SG_REVENUE_FY2023 = 842.0
JP_EBITDA_FY2024 = 19900.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("- item 1: Singapore revenue FY2023\n- that's all for now", SG_REVENUE_FY2023),
        ("Question 2) Japan EBITDA FY2024", JP_EBITDA_FY2024),
        ("问题1：新加坡2023财年的收入", SG_REVENUE_FY2023),
        ("質問1：シンガポールの2023年度の売上高", SG_REVENUE_FY2023),
    ],
)
def test_the_request_after_an_item_label_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ["item 1: Taiwan revenue FY2023", "问题2：台湾2023财年的收入"])
def test_an_unknown_market_after_a_label_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
