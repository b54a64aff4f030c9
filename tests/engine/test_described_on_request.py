"""A narrative asked with a verb of telling ("Describe the company's approach to data
breaches.", "Explain …", "Outline …"): the verb says how the answer is wanted, never
what it is about, so the document that speaks of the topic answers. A figure so asked
is given as before, and a change asked so ("Explain the drop in …") is still refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

HK_REVENUE_FY2024 = 1596.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("verb", ["Describe", "Explain", "Outline", "Summarise"])
def test_a_narrative_asked_with_a_verb_of_telling_is_answered(
    kb: KnowledgeBase, mode: str, verb: str
) -> None:
    answer = ask(kb, f"{verb} the company's approach to data breaches.", mode)
    assert not answer.refused, answer.answer
    assert answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_figure_asked_so_is_given(kb: KnowledgeBase, mode: str) -> None:
    assert_figure(ask(kb, "Describe Hong Kong revenue FY2024", mode), HK_REVENUE_FY2024, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["Explain the drop in Hong Kong revenue", "Describe Taiwan revenue FY2024"]
)
def test_a_change_or_an_unknown_market_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
