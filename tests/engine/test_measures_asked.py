"""A measure of a thing asked with "what is" asks a number, never a passage about the thing.

"What is the water usage of the factories?": the phrase asked closes on a measure noun
(usage, volume, rate, ratio, 量, 率), so the clause asks a number of that measure, read
only where a passage states the measure as asked; a passage that mentions the thing, or
another measure of something else (「使い捨てプラスチックの使用量」), is no answer. A
question about a topic ("What is the sustainability policy?") is still read from its
passage.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is the water usage of the warehouses?",
        "What is the paper consumption volume of the offices?",
        "倉庫の水使用量はどれくらいですか？",
        "What's the fuel usage of the delivery vans?",
    ],
)
def test_a_measure_no_passage_states_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["What is the share of renewable electricity?", "What is the sustainability policy?"],
)
def test_a_measure_or_topic_a_passage_states_is_read(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
