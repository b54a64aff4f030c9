"""Read figures out of a grid of printed cells: one algorithm for every format.

A table is found by its header row — a row that names fiscal periods. Below it, each
row with a label is a line item and each period column holds one figure. The unit of
a figure is the most specific one printed: on the figure itself (``12.5%``), in the
row label (``Gross margin (%)``), in the period header (``FY2024 (HKD million)``), in
another header cell (``USD m``), and last in the text above the table (a caption, a
merged title, a slide title). Units are ``units`` codes (``HKD_M``, ``PCT``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ragspine_eval_pipeline.numbers import canonical_period, has_percent, parse_number
from ragspine_eval_pipeline.units import parse_unit


@dataclass(frozen=True)
class GridCell:
    """One printed cell; ``number`` is set when the source stores a typed number."""

    text: str = ""
    number: float | None = None
    percent: bool = False


@dataclass(frozen=True)
class GridFact:
    """One figure found in a grid, at 0-based ``row``/``col``."""

    row: int
    col: int
    value: float
    unit: str | None
    period: str
    label: str

    def as_fact(self, doc: str, sheet: str, cell_ref: str) -> dict[str, object]:
        """The fact as the extraction eval scores it: doc, sheet, cell_ref and channels."""
        return {
            "doc": doc,
            "sheet": sheet,
            "cell_ref": cell_ref,
            "value": self.value,
            "unit": self.unit,
            "period": self.period,
            "label": self.label,
        }

    def table_ref(self, table_no: int) -> str:
        """The 1-based ``table=T,row=R,col=C`` locator of pdf and pptx tables."""
        return f"table={table_no},row={self.row + 1},col={self.col + 1}"


def _is_header(row: Sequence[GridCell], first: bool) -> bool:
    periods = sum(1 for cell in row if cell.number is None and canonical_period(cell.text))
    # A lone period is a header only at the top of a grid (a two-column table).
    return periods >= 2 or (first and periods >= 1)


def _first_unit(texts: Sequence[str]) -> str | None:
    for text in texts:
        unit = parse_unit(text)
        if unit:
            return unit
    return None


def _figure(cell: GridCell) -> float | None:
    return cell.number if cell.number is not None else parse_number(cell.text)


def grid_facts(grid: Sequence[Sequence[GridCell]], context: Sequence[str] = ()) -> list[GridFact]:
    """Every figure in ``grid``; ``context`` is the text above it, nearest first."""
    nonempty = [i for i, row in enumerate(grid) if any(c.text or c.number is not None for c in row)]
    if not nonempty:
        return []
    headers = [i for i in nonempty if _is_header(grid[i], first=i == nonempty[0])]
    facts: list[GridFact] = []
    previous_end = 0
    for n, head in enumerate(headers):
        end = headers[n + 1] if n + 1 < len(headers) else len(grid)
        above = [" ".join(c.text for c in grid[i] if c.text) for i in range(previous_end, head)]
        facts.extend(_table_facts(grid, head, end, [*reversed(above), *context]))
        previous_end = end
    return facts


def _table_facts(
    grid: Sequence[Sequence[GridCell]], head: int, end: int, context: Sequence[str]
) -> list[GridFact]:
    header = grid[head]
    periods = {
        col: period
        for col, cell in enumerate(header)
        if cell.number is None and (period := canonical_period(cell.text))
    }
    column_units = {col: parse_unit(header[col].text) for col in periods}
    others = [cell.text for col, cell in enumerate(header) if col not in periods]
    table_unit = _first_unit(others) or _first_unit(context)
    first_period = min(periods)
    label_col = next(
        (
            col
            for col in range(first_period)
            if any(
                col < len(grid[r]) and grid[r][col].text and _figure(grid[r][col]) is None
                for r in range(head + 1, end)
            )
        ),
        None,
    )
    facts: list[GridFact] = []
    for r in range(head + 1, end):
        row = grid[r]
        label = row[label_col].text if label_col is not None and label_col < len(row) else ""
        row_unit = parse_unit(label) if label else None
        for col, period in periods.items():
            if col >= len(row):
                continue
            cell = row[col]
            value = _figure(cell)
            if value is None:
                continue
            percent = cell.percent or has_percent(cell.text)
            unit = "PCT" if percent else row_unit or column_units[col] or table_unit
            facts.append(GridFact(r, col, value, unit, period, label))
    return facts
