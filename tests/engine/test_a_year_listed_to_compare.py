"""A year listed after a figure request only to set the figure beside it (「…？想跟FY2025比
一下」, 「…？和FY2024比一下。」) asks a comparison (``_grammar.DERIVED_RE``,
``_route._with_listed``).

Two years named with a comparison between them is refused as a change, never asked which
year: the asker wants both and the difference. A second year listed with nothing more
(「FY2025的呢？」) still asks which, and the figure alone is given as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["澳门FY2024的EBITDA是多少？想跟FY2025比一下", "日本FY2023的净利润是多少？和FY2024比一下。"],
)
def test_a_year_to_compare_with_is_a_change_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_second_year_alone_still_asks_which(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "澳门FY2024的EBITDA是多少？FY2025的呢？", mode))


@pytest.mark.parametrize("mode", MODES)
def test_the_figure_alone_is_given(kb: KnowledgeBase, mode: str) -> None:
    assert_figure(ask(kb, "澳门FY2024的EBITDA是多少？", mode), 612.0)
