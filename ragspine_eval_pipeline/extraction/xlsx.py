"""Reference extractor for xlsx workbooks (openpyxl)."""

from __future__ import annotations

from pathlib import Path

from openpyxl import load_workbook
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.worksheet import Worksheet

from ragspine_eval_pipeline.extraction._container import check_ooxml
from ragspine_eval_pipeline.extraction._grid import GridCell, grid_facts
from ragspine_eval_pipeline.extraction.errors import ExtractionError

__all__ = ["extract_xlsx"]


def _cell(value: object, number_format: str) -> GridCell:
    if value is None:
        return GridCell()
    if isinstance(value, bool):
        return GridCell(text=str(value))
    if isinstance(value, int | float):
        # A percent format stores 0.125 and prints 12.5%; the fact is the printed 12.5.
        if "%" in number_format:
            return GridCell(text=str(value), number=round(value * 100, 9), percent=True)
        return GridCell(text=str(value), number=float(value))
    return GridCell(text=" ".join(str(value).split()))


MAX_GRID_CELLS = 5_000_000
"""Cells a sheet's grid (A1 to its last filled cell) may span; far beyond any real table."""


def _sheet_grid(sheet: Worksheet, source: Path) -> list[list[GridCell]]:
    """The grid from A1 to the last cell that holds a value, built from the cells that exist.

    A sheet's stored dimension (and ``iter_rows``) may span 17 billion cells because of
    one stray cell at XFD1048576; the grid is bounded by the filled cells instead, and a
    sheet whose filled cells still span more than ``MAX_GRID_CELLS`` is an error.
    """
    # openpyxl keeps only the cells the file defines, keyed by (row, column), 1-based.
    filled = {key: cell for key, cell in sheet._cells.items() if cell.value is not None}
    if not filled:
        return []
    rows = max(row for row, _ in filled)
    cols = max(col for _, col in filled)
    if rows * cols > MAX_GRID_CELLS:
        last = f"{get_column_letter(cols)}{rows}"
        raise ExtractionError(
            source,
            f"sheet {sheet.title!r} spans A1:{last} ({rows * cols:,} cells), more than "
            f"{MAX_GRID_CELLS:,}; move the table near A1 or delete the stray cells",
        )
    grid = [[GridCell()] * cols for _ in range(rows)]
    for (row, col), cell in filled.items():
        grid[row - 1][col - 1] = _cell(cell.value, cell.number_format)
    return grid


def extract_xlsx(path: str | Path) -> list[dict[str, object]]:
    """Facts of every table on every worksheet; ``cell_ref`` is the cell's A1 address."""
    source = Path(path)
    check_ooxml(source, "xlsx")
    # data_only: a formula cell contributes the value Excel last computed for it.
    workbook = load_workbook(source, data_only=True)
    try:
        facts: list[dict[str, object]] = []
        for sheet in workbook.worksheets:
            for fact in grid_facts(_sheet_grid(sheet, source)):
                cell_ref = f"{get_column_letter(fact.col + 1)}{fact.row + 1}"
                facts.append(fact.as_fact(source.name, sheet.title, cell_ref))
        return facts
    finally:
        workbook.close()
