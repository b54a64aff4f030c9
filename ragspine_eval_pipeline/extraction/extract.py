"""Dispatch a document to its reference extractor by file type."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from ragspine_eval_pipeline.extraction.errors import ExtractionError
from ragspine_eval_pipeline.extraction.pdf import extract_pdf
from ragspine_eval_pipeline.extraction.pptx import extract_pptx
from ragspine_eval_pipeline.extraction.xlsx import extract_xlsx

__all__ = ["EXTRACTORS", "extract_facts"]

EXTRACTORS: dict[str, Callable[[Path], list[dict[str, object]]]] = {
    ".xlsx": extract_xlsx,
    ".xlsm": extract_xlsx,
    ".pdf": extract_pdf,
    ".pptx": extract_pptx,
}


def extract_facts(path: str | Path) -> list[dict[str, object]]:
    """Facts ``{doc, sheet, cell_ref, value, unit, period, label}`` of one document.

    Any failure is an ``ExtractionError`` naming the file: a document that cannot be
    read must fail the run it is in, with a reason, not with a library traceback.
    """
    source = Path(path)
    extractor = EXTRACTORS.get(source.suffix.lower())
    if extractor is None:
        kinds = ", ".join(sorted(EXTRACTORS))
        raise ExtractionError(source, f"unsupported file type {source.suffix!r} (expected {kinds})")
    try:
        return extractor(source)
    except ExtractionError:
        raise
    except Exception as exc:  # a parser's own error on a file that passed the sniff
        raise ExtractionError(source, f"cannot be extracted: {type(exc).__name__}: {exc}") from exc
