"""The observing KB wrapper records exactly what each tool returned, as context text."""

from __future__ import annotations

from ragspine_eval_pipeline.kb.observe import ObservedKnowledgeBase
from ragspine_eval_pipeline.kb.store import KnowledgeBase, context_of


def test_every_tool_result_is_recorded_as_context_of_renders_it(kb: KnowledgeBase) -> None:
    scope, metric = kb.scopes()[0], kb.metrics()[0]
    series = kb.facts_for(scope, metric)
    assert series, "the synthetic KB holds a series for its first scope and metric"
    doc = kb.narrative_documents()[0]
    observed = ObservedKnowledgeBase(kb)
    results = [
        observed.lookup_fact(scope, metric, series[-1].period),
        observed.facts_for(scope, metric),
        observed.search_passages("revenue growth strategy"),
        observed.document_text(doc),
        observed.lookup_fact("NO_SUCH_SCOPE", metric, "FY1900"),  # None: nothing seen
    ]
    expected: list[str] = []
    for result in results:
        for text in context_of(result):
            if text not in expected:
                expected.append(text)
    assert observed.contexts == expected
    assert observed.calls == [
        "lookup_fact",
        "facts_for",
        "search_passages",
        "document_text",
        "lookup_fact",
    ]


def test_a_fact_seen_again_by_another_case_is_the_same_text(kb: KnowledgeBase) -> None:
    scope, metric = kb.scopes()[0], kb.metrics()[0]
    period = kb.facts_for(scope, metric)[0].period
    first, second = ObservedKnowledgeBase(kb), ObservedKnowledgeBase(kb)
    first.lookup_fact(scope, metric, period)
    second.facts_for(scope, metric)
    # One string per fact for the whole run, not one per case that read it.
    assert first.contexts[0] is second.contexts[0]
