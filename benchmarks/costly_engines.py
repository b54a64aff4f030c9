"""Engines that cost real time per case, for the sharding benchmark (never in the package).

Each answers like the reference engine after paying its cost: ``CpuBoundEngine`` burns
20 ms of its own thread's CPU (a Python engine running a local model), ``SleepingEngine``
waits 50 ms (a remote service). Named by import path, e.g.
``RAGSPINE_ENGINE=benchmarks.costly_engines:CpuBoundEngine`` from the repo root.
"""

from __future__ import annotations

import time
from datetime import date
from typing import Any

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.engine.reference import ReferenceEngine

CPU_MS_PER_CASE = 20.0
SLEEP_MS_PER_CASE = 50.0


class CpuBoundEngine:
    """The reference engine's answer after 20 ms of CPU work in the calling thread."""

    def __init__(self) -> None:
        self._reference = ReferenceEngine()

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        deadline = time.thread_time() + CPU_MS_PER_CASE / 1000
        spin = 0
        while time.thread_time() < deadline:
            spin += 1
        return self._reference.answer(question, mode=mode, reference_date=reference_date, kb=kb)


class SleepingEngine:
    """The reference engine's answer after a 50 ms wait."""

    def __init__(self) -> None:
        self._reference = ReferenceEngine()

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        time.sleep(SLEEP_MS_PER_CASE / 1000)
        return self._reference.answer(question, mode=mode, reference_date=reference_date, kb=kb)
