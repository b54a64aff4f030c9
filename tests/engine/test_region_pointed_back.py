"""A region pointed at with nothing naming it (``engine/_markets.py``).

What is read: "the region's revenue", "EBITDA for the region", 「该区域的收入」,
「当該地域の売上高」 point back at one market the message never names, so the engine asks
which market, never gives the group's figure nor refuses the word.

What is still refused: "the region of" a place the KB lacks, and a share of the region.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was the region's revenue in FY2024?",
        "EBITDA for the region for FY2023, please",
        "该区域2024财年的净利润是多少？",
        "当該地域の2023年度売上高を教えてください。",
    ],
)
def test_a_region_no_one_named_asks_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was revenue in the region of Bavaria in FY2024?",
        "What is the region share of group revenue for FY2024?",
    ],
)
def test_a_region_of_something_else_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))
