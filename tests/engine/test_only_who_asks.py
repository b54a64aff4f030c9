"""A question that only says who the asker is asks nothing.

"I'm the Japan manager.", 「我在香港门店工作。」, 「財務部の新人です。」: a statement of the
asker's role, team or arrival, with no request, is not answered with a passage that
happens to hold its words (manager, stores, finance); the engine refuses, as it does
"I'm the CFO.". A statement that wants something ("I'm curious about …", 「我想了解…」)
is still a request.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I run the Hong Kong stores.",
        "I work in finance.",
        "Hi, I'm new here.",
        "我在香港门店工作。",
        "我刚加入集团。",
        "財務部の新人です。",
    ],
)
def test_who_the_asker_is_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm curious about the store openings in Singapore.",
        "我想了解大湾区计划。",
        "大湾区計画について知りたいです。",
    ],
)
def test_a_statement_wanting_something_is_read(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert ask(kb, question, mode).route == "narrative"
