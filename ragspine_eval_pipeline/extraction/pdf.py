"""Reference extractor for PDF reports (pdfplumber).

Tables are found from their ruling lines; the text line just above a table is its
caption and may carry the unit (``Table 2: Revenue by region (HKD million)``). Prose
around the tables is never read for figures.
"""

from __future__ import annotations

from pathlib import Path

import pdfplumber
from pdfminer.pdfdocument import PDFEncryptionError, PDFPasswordIncorrect
from pdfplumber.utils.exceptions import PdfminerException

from ragspine_eval_pipeline.extraction._container import check_pdf
from ragspine_eval_pipeline.extraction._grid import GridCell, grid_facts
from ragspine_eval_pipeline.extraction.errors import ExtractionError

__all__ = ["extract_pdf"]

# How far above a table (in points) a caption may sit.
_CAPTION_GAP = 36.0


def _caption(page: pdfplumber.page.Page, top: float) -> list[str]:
    if top <= 0:
        return []
    band = page.crop((0, max(0.0, top - _CAPTION_GAP), page.width, top))
    lines = [line.strip() for line in (band.extract_text() or "").splitlines() if line.strip()]
    return lines[-1:]


def extract_pdf(path: str | Path) -> list[dict[str, object]]:
    """Facts of every ruled table; ``sheet`` is ``page=N``, ``cell_ref`` ``table=T,row=R,col=C``."""
    source = Path(path)
    check_pdf(source)
    try:
        return _extract(source)
    except PdfminerException as exc:
        cause = exc.args[0] if exc.args else exc
        if isinstance(cause, PDFPasswordIncorrect | PDFEncryptionError):
            raise ExtractionError(source, "is password-protected (encrypted PDF)") from exc
        raise


def _extract(source: Path) -> list[dict[str, object]]:
    facts: list[dict[str, object]] = []
    with pdfplumber.open(source) as pdf:
        for page_no, page in enumerate(pdf.pages, start=1):
            tables = sorted(page.find_tables(), key=lambda t: (t.bbox[1], t.bbox[0]))
            for table_no, table in enumerate(tables, start=1):
                grid = [
                    [GridCell(text=" ".join((text or "").split())) for text in row]
                    for row in table.extract()
                ]
                for fact in grid_facts(grid, _caption(page, table.bbox[1])):
                    facts.append(
                        fact.as_fact(source.name, f"page={page_no}", fact.table_ref(table_no))
                    )
    return facts
