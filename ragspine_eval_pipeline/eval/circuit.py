"""Stop calling an engine that refuses every connection, instead of retrying every case.

An HTTP engine that is down makes each case wait through its retries; over a whole
golden set that is minutes spent learning one fact. ``UnreachableEngineBreaker`` wraps
the engine: after ``threshold`` consecutive connection failures (no answer of any kind
in between) it stops calling, and every later case fails at once with the reason. Only
a failure to connect counts; an answer, a 5xx, a timeout or a bad reply means the
engine is there, and starts the count again.
"""

from __future__ import annotations

import sys
import threading
from datetime import date
from typing import Any

from ragspine_eval_pipeline.engine.protocol import Engine, EngineAnswer

UNREACHABLE_AFTER = 16
"""Consecutive connection failures (attempts, retries included) that stop the run's calls:
about five cases' worth with the default two retries, or two rounds of eight workers."""


class EngineUnreachable(RuntimeError):
    """The engine refused every connection lately, so this attempt was not made."""


def is_connection_failure(exc: BaseException) -> bool:
    """True when ``exc`` (or what caused it) is a refused or failed connection."""
    for candidate in (exc, exc.__cause__):
        if isinstance(candidate, ConnectionError):
            return True
        httpx = sys.modules.get("httpx")  # only an engine that imported httpx raises its errors
        if httpx is not None and isinstance(candidate, httpx.ConnectError):
            return True
    return False


class UnreachableEngineBreaker:
    """An engine wrapper that trips after ``threshold`` consecutive connection failures.

    Thread-safe: the runner's workers share one breaker. Once tripped it stays open
    for the rest of the run, since cases run in seconds and an outage rarely ends
    inside one.
    """

    def __init__(self, engine: Engine, threshold: int = UNREACHABLE_AFTER) -> None:
        if threshold < 1:
            raise ValueError("threshold must be at least 1")
        self.engine = engine
        self.threshold = threshold
        self._lock = threading.Lock()
        self._consecutive = 0
        self._tripped_by: str | None = None

    @property
    def tripped(self) -> bool:
        """True once the engine has been given up on."""
        return self._tripped_by is not None

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        if self._tripped_by is not None:
            raise EngineUnreachable(self._tripped_by)
        try:
            result = self.engine.answer(question, mode=mode, reference_date=reference_date, kb=kb)
        except BaseException as exc:
            self._observe(exc)
            raise
        if self._consecutive:  # the common case, a healthy engine, takes no lock
            with self._lock:
                self._consecutive = 0
        return result

    def _observe(self, exc: BaseException) -> None:
        with self._lock:
            if not is_connection_failure(exc):
                self._consecutive = 0
                return
            self._consecutive += 1
            if self._consecutive >= self.threshold and self._tripped_by is None:
                detail = " ".join(str(exc).split())[:300]
                self._tripped_by = (
                    f"gave up after {self._consecutive} consecutive connection failures "
                    f"(last: {detail})"
                )
