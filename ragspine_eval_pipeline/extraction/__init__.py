"""Reference extractors for office documents (xlsx, PDF, pptx) and their fixtures.

``extract_facts(path)`` reads one document into facts ``{doc, sheet, cell_ref, value,
unit, period}``; ``runner`` pairs a fixture set with its ground truth and scores it.
Extractors are imported on first use, so the parsing helpers stay light to import.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

from ragspine_eval_pipeline.extraction.errors import ExtractionError
from ragspine_eval_pipeline.numbers import canonical_period, parse_number
from ragspine_eval_pipeline.units import canonical_unit, parse_unit

if TYPE_CHECKING:
    from ragspine_eval_pipeline.extraction.extract import extract_facts

__all__ = [
    "ExtractionError",
    "canonical_period",
    "canonical_unit",
    "extract_facts",
    "parse_number",
    "parse_unit",
]


def __getattr__(name: str) -> Any:
    if name == "extract_facts":
        return import_module("ragspine_eval_pipeline.extraction.extract").extract_facts
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
