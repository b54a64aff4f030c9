"""Who told the asker of a topic, and the verb a question of when is asked with.

A clause closing a question on who keeps talking of its topic ("… the new flagship at
Marina Bay *that my daughter keeps telling me about*?", "… *that everyone talks about*")
is how the asker came to ask (``_relayed_en.without_told_about``): the topic is read
without it. A question of when asked with a verb after an auxiliary and its subject
("When does the group *promise* to reach net zero?") asks the time of what follows the
verb (``_attribute.named_thing``), so a sentence stating "by 2040" answers it.

Still refused: a place the KB lacks in the topic (the Taipei flagship, net zero in
Taiwan), a topic no passage holds (a dividend promised). None of these phrasings is in
an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "said"),
    [
        (
            "What is special about the new flagship at Marina Bay that my daughter keeps "
            "telling me about?",
            "Marina Bay",
        ),
        ("What is special about the new flagship at Marina Bay that everyone talks about?", "café"),
        ("When does the group promise to reach net zero?", "2040"),
        ("By what year does the company promise to reach net zero?", "2040"),
    ],
)
def test_the_topic_is_answered(kb: KnowledgeBase, mode: str, question: str, said: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert said in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is special about the Taipei flagship that my daughter keeps telling me about?",
        "When does the company promise to reach net zero in Taiwan?",
        "When does the company promise to pay a dividend?",
    ],
)
def test_what_no_passage_holds_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))
