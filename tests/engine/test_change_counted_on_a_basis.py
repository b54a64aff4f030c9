"""A change asked of a market on a basis the KB never states (``engine/_change_asked.py``).

A hyphenated basis written onto a word of change ("the *like-for-like* growth",
"*same-store* decline") is kept as a word of its own, as it is before a metric: a passage
answers only where it writes a change as a figure *and* names that basis, so the revenue
paragraph's "about 6 percent" is no like-for-like growth. The bare phrase ("Japan
like-for-like growth?", "Tell me the Japan growth.") asks the number as "What is …" does,
with a year or without. A question of how something grows ("How is Japan growing?") is
read as before, and so is a change asked with a question word where a paragraph writes it.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._change_asked import asks_manner, basis_word
from ragspine_eval_pipeline.kb.analysis import Word
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused

TALENT = "ACME_Talent_Development_Policy.pdf"

REFUSED = [
    "Macau like-for-like growth?",
    "Tell me the Singapore like-for-like growth.",
    "What is the Hong Kong same-store growth in FY2025?",
    "What was the Japan like-for-like increase for FY2025?",
    "Japan growth?",
    "Give me the Japan growth.",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_change_on_a_basis_no_paragraph_names_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert TALENT not in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_change_asked_of_the_market_is_still_read_where_written(
    kb: KnowledgeBase, mode: str
) -> None:
    answer = ask(kb, "新加坡增长了多少？", mode)
    assert answer.route == "narrative", answer.answer
    assert "968" in answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_question_of_how_is_read_as_before(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "How is Japan growing?", mode)
    assert answer.route == "narrative", answer.answer


def test_a_basis_is_a_hyphenated_latin_word() -> None:
    assert basis_word(Word("like-for-like", "like-for-like", True))
    assert not basis_word(Word("growth", "growth", True))
    assert not basis_word(Word("既存", "既存", False))


def test_a_question_of_manner_is_told_from_a_number_asked() -> None:
    assert asks_manner("how is japan growing")
    assert not asks_manner("how much did japan grow")
    assert asks_manner("日本如何增长")
