"""How the engine tests ask the reference engine: either mode, on one reference date."""

from __future__ import annotations

from datetime import date
from typing import Any

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.engine.reference import ReferenceEngine

TODAY = date(2026, 6, 12)
"""FY2025 is the latest closed fiscal year, FY2026 is open."""
MODES = ("tool", "agent")


def ask(kb: Any, question: str, mode: str, day: date = TODAY) -> EngineAnswer:
    """The reference engine's answer to ``question`` asked on ``day``, reading ``kb``."""
    return ReferenceEngine().answer(question, mode=mode, reference_date=day, kb=kb)
