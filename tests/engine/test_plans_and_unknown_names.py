"""A topic's plans asked for a year not yet closed ("What are Japan's store opening plans
for FY2026?", 「日本事業の2026年度の出店計画は？」), and a name the KB does not know in a
narrative question ("What are Taiwan's store opening plans?").

The plans of a topic are what a document says will be done about it, in its own words,
which need not hold the word "plan": the topic held as written is the evidence. A name
of the asker's own that no passage holds is something the KB says nothing of: the
question is refused, however many of its other words a passage holds.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure

JAPAN_STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["What are Japan's store opening plans for FY2026?", "日本事業の2026年度の出店計画は？"],
)
def test_a_topics_plans_for_an_open_year_are_read_from_its_document(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert any(s.startswith(JAPAN_STRATEGY) for s in answer.sources), answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What are Taiwan's store opening plans?",
        "What are Taiwan's store opening plans for FY2026?",
        "What are Japan's drone delivery plans for FY2026?",
        "When does the company plan to open stores in Taiwan?",
        "What are the plans to open stores in Korea?",
    ],
)
def test_a_name_or_topic_no_passage_holds_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.refused, answer.answer
