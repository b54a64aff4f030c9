"""A question is never answered in part as if it were whole.

A market the KB lacks listed beside one it has ("revenue for Japan and Taiwan") belongs
to the one request, which is refused; a part beside a figure that no document covers is
declined in the answer, never answered from a nearby document nor dropped unsaid.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was revenue for Japan and Taiwan in FY2024?",
        "What was the EBITDA of Singapore and Korea in FY2025?",
        "日本和台湾2024财年的收入是多少？",
        "日本と台湾の2024年度の売上高は？",
    ],
)
def test_an_unknown_market_listed_beside_a_known_one_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused and answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_part_nothing_answers_is_declined_in_so_many_words(kb: KnowledgeBase, mode: str) -> None:
    # The figure is answered; the part no document covers is refused in the answer itself,
    # never answered from a nearby document nor dropped unsaid.
    question = (
        "What was Macau's revenue in FY2024, and what does the plan say about drone deliveries?"
    )
    answer = ask(kb, question, mode)
    assert answer.value == 2610.0
    assert "can't answer the other part" in answer.answer
    assert answer.sources == [answer.source.doc] if answer.source else False


@pytest.mark.parametrize("mode", MODES)
def test_across_the_group_asks_the_group(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "How many people did ACME employ across the group in FY2024?", mode)
    assert answer.route == "numeric", answer.answer
    assert answer.source is not None and answer.value is not None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("word", ["thru", "through", "over", "about"])
def test_a_grammar_word_in_the_place_of_a_parts_name_is_refused(
    kb: KnowledgeBase, mode: str, word: str
) -> None:
    answer = ask(kb, f"How much revenue did ACME's {word} business make in FY2025?", mode)
    assert answer.value is None, answer.answer
