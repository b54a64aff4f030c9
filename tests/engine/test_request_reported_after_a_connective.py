"""A request reported from someone else after a connective (「另外老板要…」, 「此外，领导让我
查一下…」): who wants it is context (``_context_segments``, ``_context_parts``), so the
request is read as it would be alone; a part wanted is still refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_refused


@pytest.mark.parametrize("mode", MODES)
def test_our_market_is_asked_which(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "另外老板要我们市场2024财年的收入，是多少？", mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_named_request_is_answered(kb: KnowledgeBase, mode: str) -> None:
    assert_figure(ask(kb, "此外，领导让我查一下香港2024财年的收入。", mode), 1596.0, "none")


@pytest.mark.parametrize("mode", MODES)
def test_a_part_wanted_is_still_refused(kb: KnowledgeBase, mode: str) -> None:
    assert_refused(ask(kb, "另外老板要线上的收入，2025财年香港是多少？", mode))
