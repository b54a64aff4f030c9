"""The one error an extractor raises for a document it cannot read."""

from __future__ import annotations

from pathlib import Path

__all__ = ["ExtractionError"]


class ExtractionError(ValueError):
    """A document cannot be extracted: truncated, encrypted, or not what its name says.

    The message always starts with the file's path, so a failing run names the
    document to look at instead of ending in a library traceback.
    """

    def __init__(self, path: str | Path, reason: str) -> None:
        self.path = Path(path)
        self.reason = reason
        super().__init__(f"{self.path}: {reason}")
