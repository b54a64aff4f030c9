"""Value types shared by the golden set, the engines and the eval core."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

# One unit canonicalizer for the QA gates and extraction; re-exported for old imports.
from ragspine_eval_pipeline.units import canonical_unit

__all__ = [
    "EVAL_MODES",
    "Clarification",
    "Source",
    "ToolStatus",
    "canonical_locator",
    "canonical_unit",
]

Clarification = Literal["none", "ask_first", "answer_with_assumptions"]
"""How an answer handles an under-specified question."""

ToolStatus = Literal["ok", "not_found", "error", "timeout"]
"""Outcome of the engine's tool calls for one case."""

EVAL_MODES: tuple[str, ...] = ("tool", "agent")
"""Engine modes: one pass through the KB tools, or a planning loop of tool calls."""


class Source(BaseModel):
    """Where a value was read: a document and a locator inside it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    doc: str = Field(min_length=1)
    """Document id, e.g. ``ACME_FY2025_Results.pptx``."""
    locator: str = Field(min_length=1)
    """``k=v`` pairs (``slide=5,table=1,row=2,col=3``, ``page=4``) or an xlsx cell ref."""


def canonical_locator(locator: str) -> str:
    """Normalise a locator for comparison: ``k=v`` pairs, spaces and key case ignored.

    ``"Slide=5, table=1"`` and ``"slide=5,table=1"`` compare equal. A locator that is
    not made of ``k=v`` pairs (an xlsx ``Sheet!C7`` ref) is compared without spaces and
    case-folded.
    """
    parts = [p.strip() for p in locator.split(",") if p.strip()]
    if parts and all("=" in p for p in parts):
        pairs = []
        for part in parts:
            key, _, value = part.partition("=")
            pairs.append(f"{key.strip().casefold()}={value.strip()}")
        return ",".join(pairs)
    return "".join(locator.split()).casefold()
