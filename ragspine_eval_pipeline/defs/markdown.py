"""Markdown tables for metadata the UI shows: capped, one line per cell."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

ROW_LIMIT = 50
"""Rows shown per table; the rest are counted."""


def md_table(
    headers: Sequence[str], rows: Iterable[Sequence[Any]], total: int | None = None
) -> str:
    """A markdown table of at most ``ROW_LIMIT`` rows, noting how many were left out."""
    rows = list(rows)
    lines = ["| " + " | ".join(headers) + " |", "|" + "---|" * len(headers)]
    lines += ["| " + " | ".join(_cell(value) for value in row) + " |" for row in rows[:ROW_LIMIT]]
    hidden = (total if total is not None else len(rows)) - min(len(rows), ROW_LIMIT)
    if hidden > 0:
        lines.append(f"\n… and {hidden} more")
    if not rows:
        lines.append("| " + " | ".join(["—"] * len(headers)) + " |")
    return "\n".join(lines)


def _cell(value: Any) -> str:
    text = f"{value:.4f}" if isinstance(value, float) else str(value)
    text = " ".join(text.split()).replace("|", "\\|")
    return text if len(text) <= 200 else text[:199] + "…"
