"""Gold context for the answer_accuracy gate, from the synthetic KB's own constants.

A correct narrative answer is supported by the text of the expected document; a
correct composite answer also by the expected fact, rendered by ``render_fact`` (the
same function the KB tools use), so an engine that restates the fact as the KB gave it
is judged on the same words.
"""

from __future__ import annotations

from collections.abc import Callable

from ragspine_eval_pipeline.eval.golden import GoldenCase
from ragspine_eval_pipeline.kb.format import FactRow, doc_file_text, render_fact
from ragspine_eval_pipeline.kb.synthetic import _EVAL_FACT_ROWS, _EVAL_NARRATIVE_DOCS
from ragspine_eval_pipeline.schema import canonical_locator


def synthetic_gold_context() -> Callable[[GoldenCase], list[str]]:
    """Gold context for golden cases written against the synthetic KB."""
    documents = {doc_id: doc_file_text(doc) for doc_id, doc in _EVAL_NARRATIVE_DOCS.items()}
    facts = {(row.doc, canonical_locator(row.locator)): row for row in _EVAL_FACT_ROWS}

    def gold(case: GoldenCase) -> list[str]:
        exp = case.expected
        context: list[str] = []
        if exp.narrative_doc is not None and exp.narrative_doc in documents:
            context.append(documents[exp.narrative_doc])
        if case.case_type == "composite" and exp.source is not None and exp.value is not None:
            row = facts.get((exp.source.doc, canonical_locator(exp.source.locator)))
            if row is None:
                # A fact the KB lacks still renders its value and source, not its labels.
                row = FactRow(
                    "", "", "", exp.value, exp.unit or "", exp.source.doc, exp.source.locator
                )
            context.append(render_fact(row._replace(value=exp.value, unit=exp.unit or row.unit)))
        return context

    return gold
