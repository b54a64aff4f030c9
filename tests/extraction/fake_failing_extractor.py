"""An extractor that cannot read one document: the reference one, except on the interim PDF.

The other documents extract perfectly, so only the failure itself can stop the run.
"""

from __future__ import annotations

from pathlib import Path

from ragspine_eval_pipeline.extraction.extract import extract_facts

FAILING_DOCUMENT = "ACME_FY2025_Interim_Review.pdf"


def failing_extract(path: str | Path) -> list[dict[str, object]]:
    """Reference facts, or a plugin-style crash on ``FAILING_DOCUMENT``."""
    if Path(path).name == FAILING_DOCUMENT:
        raise KeyError("page tree")
    return extract_facts(path)
