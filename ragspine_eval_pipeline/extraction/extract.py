"""Dispatch a document to its reference extractor by file type.

Each extractor's module (and its parser: openpyxl, pdfplumber, python-pptx) is imported
on the first document of its type, so importing the dispatcher, as the code location
does, costs none of them.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from pathlib import Path

from ragspine_eval_pipeline.extraction.errors import ExtractionError

__all__ = ["EXTRACTORS", "extract_facts"]

Extractor = Callable[[Path], list[dict[str, object]]]

EXTRACTORS: dict[str, str] = {
    ".xlsx": "ragspine_eval_pipeline.extraction.xlsx:extract_xlsx",
    ".xlsm": "ragspine_eval_pipeline.extraction.xlsx:extract_xlsx",
    ".pdf": "ragspine_eval_pipeline.extraction.pdf:extract_pdf",
    ".pptx": "ragspine_eval_pipeline.extraction.pptx:extract_pptx",
}
"""File suffix → ``module:function`` of its reference extractor."""


def _extractor(target: str) -> Extractor:
    module, name = target.split(":")
    return getattr(import_module(module), name)


def extract_facts(path: str | Path) -> list[dict[str, object]]:
    """Facts ``{doc, sheet, cell_ref, value, unit, period, label}`` of one document.

    Any failure is an ``ExtractionError`` naming the file: a document that cannot be
    read must fail the run it is in, with a reason, not with a library traceback.
    """
    source = Path(path)
    target = EXTRACTORS.get(source.suffix.lower())
    if target is None:
        kinds = ", ".join(sorted(EXTRACTORS))
        raise ExtractionError(source, f"unsupported file type {source.suffix!r} (expected {kinds})")
    extractor = _extractor(target)
    try:
        return extractor(source)
    except ExtractionError:
        raise
    except Exception as exc:  # a parser's own error on a file that passed the sniff
        raise ExtractionError(source, f"cannot be extracted: {type(exc).__name__}: {exc}") from exc
