"""Reference extractor for pptx decks (python-pptx).

Only table shapes are read; charts, pictures and text boxes are not tables, even when
they print figures. Tables are numbered in the slide's shape order (groups included).
The slide title is the context a table's unit falls back to.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

from pptx import Presentation
from pptx.shapes.base import BaseShape
from pptx.shapes.group import GroupShape

from ragspine_eval_pipeline.extraction._container import check_ooxml
from ragspine_eval_pipeline.extraction._grid import GridCell, grid_facts

__all__ = ["extract_pptx"]


def _shapes(shapes: object) -> Iterator[BaseShape]:
    for shape in shapes:  # type: ignore[attr-defined]
        if isinstance(shape, GroupShape):
            yield from _shapes(shape.shapes)
        else:
            yield shape


def extract_pptx(path: str | Path) -> list[dict[str, object]]:
    """Facts of every table; ``sheet`` is ``slide=N``, ``cell_ref`` ``table=T,row=R,col=C``."""
    source = Path(path)
    check_ooxml(source, "pptx")
    deck = Presentation(str(source))
    facts: list[dict[str, object]] = []
    for slide_no, slide in enumerate(deck.slides, start=1):
        title = slide.shapes.title
        context = [title.text_frame.text] if title is not None and title.has_text_frame else []
        tables = [shape.table for shape in _shapes(slide.shapes) if shape.has_table]
        for table_no, table in enumerate(tables, start=1):
            grid = [
                [GridCell(text=" ".join(cell.text.split())) for cell in row.cells]
                for row in table.rows
            ]
            for fact in grid_facts(grid, context):
                facts.append(
                    fact.as_fact(source.name, f"slide={slide_no}", fact.table_ref(table_no))
                )
    return facts
