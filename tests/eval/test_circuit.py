"""An engine that refuses every connection is given up on, instead of retried case by case."""

from __future__ import annotations

import contextlib
import threading
from datetime import date
from typing import Any

import httpx
import pytest

from ragspine_eval_pipeline.engine.protocol import EngineAnswer, TransientEngineError
from ragspine_eval_pipeline.eval.circuit import (
    EngineUnreachable,
    UnreachableEngineBreaker,
    is_connection_failure,
)
from ragspine_eval_pipeline.eval.runner import RunPolicy, run_cases
from tests.builders import make_case

DAY = date(2026, 6, 12)


class Scripted:
    """Raises the next scripted exception per call (None answers); counts calls."""

    def __init__(self, script: list[BaseException | None]) -> None:
        self.script = list(script)
        self.calls = 0
        self.lock = threading.Lock()

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        with self.lock:
            self.calls += 1
            step = self.script.pop(0) if self.script else None
        if step is not None:
            raise step
        return EngineAnswer(answer="ok")


def _refused() -> TransientEngineError:
    try:
        raise httpx.ConnectError("[Errno 111] Connection refused")
    except httpx.ConnectError as exc:
        try:
            raise TransientEngineError(f"ConnectError calling http://x: {exc}") from exc
        except TransientEngineError as wrapped:
            return wrapped


@pytest.mark.parametrize(
    ("exc", "counts"),
    [
        (_refused(), True),  # the HTTP engine's wrapped ConnectError
        (ConnectionRefusedError(111, "refused"), True),  # an in-process client's own error
        (TransientEngineError("HTTP 503 from http://x"), False),  # the server is there
        (RuntimeError("bug"), False),
    ],
)
def test_what_counts_as_a_connection_failure(exc: BaseException, counts: bool) -> None:
    assert is_connection_failure(exc) is counts


def test_the_breaker_trips_after_the_threshold_and_stops_calling() -> None:
    inner = Scripted([_refused() for _ in range(10)])
    breaker = UnreachableEngineBreaker(inner, threshold=3)
    for _ in range(3):
        with pytest.raises(TransientEngineError):
            breaker.answer("q", mode="tool", reference_date=DAY, kb=None)
    with pytest.raises(EngineUnreachable, match="3 consecutive connection failures"):
        breaker.answer("q", mode="tool", reference_date=DAY, kb=None)
    assert inner.calls == 3 and breaker.tripped


def test_an_answer_or_another_error_starts_the_count_again() -> None:
    script = [_refused(), _refused(), None, _refused(), _refused(), RuntimeError("x"), _refused()]
    breaker = UnreachableEngineBreaker(Scripted(script), threshold=3)
    for _ in script:
        with contextlib.suppress(TransientEngineError, RuntimeError):
            breaker.answer("q", mode="tool", reference_date=DAY, kb=None)
    assert not breaker.tripped


def test_run_cases_stops_calling_an_engine_that_refuses_every_connection() -> None:
    cases = [make_case(f"c{i}") for i in range(60)]
    inner = Scripted([_refused() for _ in range(1000)])
    policy = RunPolicy(workers=2, retries=2, backoff_s=0.001)
    outcomes = run_cases(cases, inner, "tool", kb=None, policy=policy)  # type: ignore[arg-type]
    assert len(outcomes) == 60 and all(o.tool_status == "error" for o in outcomes)
    assert inner.calls < 30  # 60 cases x 3 attempts without the breaker
    skipped = [o for o in outcomes if "EngineUnreachable" in (o.error or "")]
    assert len(skipped) > 40
    assert "consecutive connection failures" in skipped[-1].error
    assert "Connection refused" in skipped[-1].error  # the last real reason is kept
    assert "ConnectError" in outcomes[0].error  # the first cases keep their own error
