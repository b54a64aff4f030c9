"""Engines for the CLI tests that prove what ran and what did not."""

from __future__ import annotations

from datetime import date
from typing import Any

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.engine.reference import ReferenceEngine


class CountingEngine(ReferenceEngine):
    """The reference engine, counting its calls (class-wide, since the CLI builds it)."""

    calls = 0

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        type(self).calls += 1
        return super().answer(question, mode=mode, reference_date=reference_date, kb=kb)
