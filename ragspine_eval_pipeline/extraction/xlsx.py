"""Reference extractor for xlsx workbooks (openpyxl)."""

from __future__ import annotations

from pathlib import Path

from openpyxl import load_workbook
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.worksheet import Worksheet

from ragspine_eval_pipeline.extraction._container import check_ooxml
from ragspine_eval_pipeline.extraction._grid import GridCell, grid_facts

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


def _sheet_grid(sheet: Worksheet) -> list[list[GridCell]]:
    return [
        [_cell(cell.value, cell.number_format) for cell in row]
        for row in sheet.iter_rows(min_row=1, min_col=1)
    ]


def extract_xlsx(path: str | Path) -> list[dict[str, object]]:
    """Facts of every table on every worksheet; ``cell_ref`` is the cell's A1 address."""
    source = Path(path)
    check_ooxml(source, "xlsx")
    # data_only: a formula cell contributes the value Excel last computed for it.
    workbook = load_workbook(source, data_only=True)
    try:
        facts: list[dict[str, object]] = []
        for sheet in workbook.worksheets:
            for fact in grid_facts(_sheet_grid(sheet)):
                cell_ref = f"{get_column_letter(fact.col + 1)}{fact.row + 1}"
                facts.append(fact.as_fact(source.name, sheet.title, cell_ref))
        return facts
    finally:
        workbook.close()
