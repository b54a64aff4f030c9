"""Outcomes spooled to a JSON Lines file, for a run scored later than it ran.

Each outcome carries the contexts its engine read, a few kilobytes a case: at 100,000
cases a list of them was a quarter of a gigabyte. ``run_cases_streamed`` writes each
outcome as it settles, in golden-set order, and scoring reads them back one at a time
(``evaluate`` accepts any iterable in that order). The file is the outcomes' own JSON,
one ``CaseOutcome.model_dump_json()`` per line. ``run_qa_eval`` needs no file: it scores
each outcome as it settles (``scored_run``).
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import IO

from ragspine_eval_pipeline.eval.report import CaseOutcome


class OutcomeStream:
    """Outcomes written to ``path`` in order; iterate to read them back, one at a time."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self._handle: IO[str] | None = self.path.open("w", encoding="utf-8")
        self._count = 0

    def append(self, outcome: CaseOutcome) -> None:
        """Write one outcome (the next in golden-set order)."""
        if self._handle is None:
            raise ValueError(f"{self.path}: outcome stream already closed")
        self._handle.write(outcome.model_dump_json())
        self._handle.write("\n")
        self._count += 1

    def close(self) -> None:
        """Finish writing; reading closes it too."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None

    def __len__(self) -> int:
        return self._count

    def __iter__(self) -> Iterator[CaseOutcome]:
        self.close()
        with self.path.open(encoding="utf-8") as lines:
            for line in lines:
                yield CaseOutcome.model_validate_json(line)
