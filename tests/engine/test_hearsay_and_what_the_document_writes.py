"""Something the asker heard, then what a named document writes of it.

「マレーシアにもお店を出すと聞いたのですが、本当でしょうか。戦略計画には、どのように書いて
ありますか。」, 「听说要在马来西亚开店，是真的吗？战略计划里是怎么写的？」: the second sentence
asks the document about what was heard (``_claims._hearsay_read``), so the topic is the
hearsay's and the passage is read from that document. A place the KB's documents never
name in the hearsay (Taiwan) is still refused. None of these phrasings is in an
independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "听说要在马来西亚开店，是真的吗？战略计划里是怎么写的？",
        "マレーシアにもお店を出すと聞いたのですが、本当でしょうか。戦略計画には、どのように"
        "書いてありますか。",
    ],
)
def test_the_document_is_asked_about_what_was_heard(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert all(s.startswith("ACME_Strategic_Plan.pdf") for s in answer.sources), answer.sources
    assert answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_the_zh_hearsay_reaches_its_paragraph(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "听说要在马来西亚开店，是真的吗？战略计划里是怎么写的？", mode)
    assert "Kuala Lumpur" in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "听说要在台湾开店，是真的吗？战略计划里是怎么写的？",
        "台湾にもお店を出すと聞いたのですが、本当でしょうか。戦略計画には、どのように書いてありますか。",
    ],
)
def test_a_place_no_document_names_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))
