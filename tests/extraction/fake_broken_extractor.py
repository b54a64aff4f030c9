"""A deliberately broken extractor: the reference one with three classic bugs.

It drops the sign of parenthesised negatives, forgets percent units and skips the
last period column, so value, unit and coverage all fall below the baseline.
"""

from __future__ import annotations

from pathlib import Path

from ragspine_eval_pipeline.extraction.extract import extract_facts
from ragspine_eval_pipeline.extraction.runner import fixture_documents
from ragspine_eval_pipeline.units import canonical_unit


def broken_extract(path: str | Path) -> list[dict[str, object]]:
    """Reference facts of one document, corrupted."""
    out = []
    for fact in extract_facts(path):
        if fact["period"] == "FY2025":
            continue
        fact = dict(fact)
        if isinstance(fact["value"], float) and fact["value"] < 0:
            fact["value"] = -fact["value"]
        if canonical_unit(fact["unit"]) == "PCT":
            fact["unit"] = None
        out.append(fact)
    return out


def broken_fixture_set(fixtures_dir: Path, fmt: str) -> list[dict[str, object]]:
    """What the broken extractor produces for a whole fixture set."""
    return [f for doc in fixture_documents(fixtures_dir, fmt) for f in broken_extract(doc)]
