"""A topic asked as a kind of another ("space tourism", 「太空旅游」, 「クルーズ観光」) is
held only by a passage naming that kind.

Read: a paragraph on tourism holds the head of 「我们的太空旅游业务，有什么亮点？」 but not
the word narrowing it, so it says nothing of space tourism, and the engine refuses instead
of quoting it. A topic said alone, asking nothing of it (「太空旅游？」), is still matched
word by word, and answered from the tourism paragraph. Still answered: the topic itself
(「我们的旅游业务，有什么亮点？」), a kind the passage names (self-checkout rollout), and a
market beside the topic.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused_without_passage

REFUSED = [
    "我们的太空旅游业务，有什么亮点？",
    "太空旅游业务有什么亮点？",
    "我们的邮轮旅游业务有什么亮点？",
    "クルーズ観光事業の見どころを教えて。",
    "What are the highlights of our cruise tourism business?",
    "Tell me about space tourism.",
]

ANSWERED = [
    ("我们的旅游业务，有什么亮点？", "ACME_Singapore_Market_Update_FY2025.pdf"),
    ("新加坡旅游业务有什么亮点？", "ACME_Singapore_Market_Update_FY2025.pdf"),
    ("自助收银的推进情况如何？", None),
    ("セルフレジ導入の進み具合は？", None),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_kind_no_passage_names_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "doc"), ANSWERED)
def test_the_topic_itself_or_a_kind_named_is_answered(
    kb: Any, question: str, doc: str | None, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources, answer.answer
    if doc is not None:
        assert answer.sources[0] == doc, answer.answer
