"""Run golden cases through an engine: bounded workers, per-case timeout, retries, budget.

One case that raises, hangs or returns garbage becomes an ``error``/``timeout`` outcome
that fails its gates; it never aborts the run. Results keep golden-set order, so a
deterministic engine gives the same report whatever the number of workers.

Workers are daemon threads: a call that hangs past its timeout is abandoned (its
result discarded), a fresh worker takes its place, and the process can still exit.
"""

from __future__ import annotations

import math
import queue
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ragspine_eval_pipeline.engine.protocol import (
    AnswerFields,
    Engine,
    EngineAnswer,
    InvalidEngineAnswer,
    TransientEngineError,
)
from ragspine_eval_pipeline.eval.circuit import UnreachableEngineBreaker
from ragspine_eval_pipeline.eval.collector import PacedCollector, collector_paced
from ragspine_eval_pipeline.eval.golden import GoldenCase
from ragspine_eval_pipeline.eval.outcome_stream import OutcomeStream
from ragspine_eval_pipeline.eval.records import trusted, trusted_fields
from ragspine_eval_pipeline.eval.report import CaseOutcome, failed_outcome
from ragspine_eval_pipeline.kb.observe import ObservedKnowledgeBase
from ragspine_eval_pipeline.kb.store import KnowledgeBase

MAX_ANSWER_CHARS = 100_000
"""An answer longer than this is recorded as an engine error, not scored."""


@dataclass(frozen=True)
class RunPolicy:
    """How cases are run."""

    workers: int = 1
    """Cases in flight at once; raise it for I/O-bound engines."""
    case_timeout_s: float | None = 60.0
    """A case still running after this is recorded as ``timeout``; None waits forever."""
    retries: int = 2
    """Extra attempts after a ``TransientEngineError``."""
    backoff_s: float = 0.2
    """First retry delay; doubles on each further retry."""
    budget_s: float | None = None
    """Wall-time budget for the whole run; cases not finished by then time out."""

    def __post_init__(self) -> None:
        if self.workers < 1:
            raise ValueError("workers must be at least 1")
        if self.case_timeout_s is not None and self.case_timeout_s <= 0:
            raise ValueError("case_timeout_s must be positive")
        if self.retries < 0:
            raise ValueError("retries must be non-negative")


def _as_answer(raw: Any) -> EngineAnswer:
    """Accept an ``EngineAnswer`` or a dict of its fields; anything else is an error."""
    if isinstance(raw, EngineAnswer):
        answer = raw
    elif isinstance(raw, dict):
        answer = EngineAnswer.model_validate(raw, strict=True)  # no "1702" for 1702.0
    else:
        raise TypeError(f"engine returned {type(raw).__name__}, expected EngineAnswer")
    if answer.value is not None and not math.isfinite(answer.value):
        raise ValueError(f"engine returned a non-finite value {answer.value}")
    if len(answer.answer) > MAX_ANSWER_CHARS:
        raise ValueError(f"answer of {len(answer.answer)} characters exceeds {MAX_ANSWER_CHARS}")
    return answer


def run_case(
    case: GoldenCase, engine: Engine, mode: str, kb: KnowledgeBase, policy: RunPolicy | None = None
) -> CaseOutcome:
    """Run one case in the calling thread, retrying transient errors; never raises."""
    policy = policy or RunPolicy()
    started = time.perf_counter()
    attempt = 0
    while True:
        observed = ObservedKnowledgeBase(kb)
        try:
            raw = engine.answer(
                case.question, mode=mode, reference_date=case.reference_date, kb=observed
            )
        except TransientEngineError as exc:
            if attempt < policy.retries:
                time.sleep(policy.backoff_s * 2**attempt)
                attempt += 1
                continue
            return _error(case, mode, started, f"{exc} (after {attempt + 1} attempts)")
        except InvalidEngineAnswer as exc:
            return _error(case, mode, started, f"invalid engine answer: {_one_line(exc)}")
        except BaseException as exc:
            # The engine's own bug, whatever it raises (even sys.exit(), KeyboardInterrupt or
            # GeneratorExit: answers run in worker threads, which a real Ctrl-C never
            # reaches, and an escaped BaseException would kill the worker and leave its
            # case to time out): recorded, and the run goes on.
            return _error(case, mode, started, f"{type(exc).__name__}: {_one_line(exc)}")
        try:
            answer = _as_answer(raw)
        except (ValidationError, TypeError, ValueError) as exc:
            return _error(case, mode, started, f"invalid engine answer: {_one_line(exc)}")
        latency_ms = (time.perf_counter() - started) * 1000
        return _outcome(case.id, mode, answer, observed.contexts, round(latency_ms, 3))


_ANSWER_FIELDS: tuple[str, ...] = tuple(AnswerFields.model_fields)
_OUTCOME_FIELDS_SET = trusted_fields(CaseOutcome)  # every field given: one set for all


def _outcome(
    case_id: str, mode: str, answer: EngineAnswer, contexts: list[str], latency_ms: float
) -> CaseOutcome:
    """The outcome of an answered case, built from the answer's fields without a copy.

    ``answer`` is a validated ``EngineAnswer`` (``_as_answer``) and the harness's own
    fields have their declared types, so validating them again would only copy them.
    """
    values = {name: getattr(answer, name) for name in _ANSWER_FIELDS}
    values.update(case_id=case_id, mode=mode, contexts=contexts, latency_ms=latency_ms, error=None)
    return trusted(CaseOutcome, _OUTCOME_FIELDS_SET, values)


def _one_line(exc: BaseException) -> str:
    return " ".join(str(exc).split())[:500]


def _error(case: GoldenCase, mode: str, started: float, message: str) -> CaseOutcome:
    elapsed = (time.perf_counter() - started) * 1000
    return failed_outcome(case.id, mode, "error", message, round(elapsed, 3))


ProgressFn = Callable[[int], None]


def run_cases(
    cases: Sequence[GoldenCase],
    engine: Engine,
    mode: str,
    kb: KnowledgeBase,
    policy: RunPolicy | None = None,
    on_progress: ProgressFn | None = None,
) -> list[CaseOutcome]:
    """Run every case and return one outcome per case, in golden-set order.

    An engine that refuses every connection is given up on early (``circuit``): the
    remaining cases fail at once with that reason instead of each retrying.
    """
    outcomes: list[CaseOutcome] = []
    run_cases_into(outcomes.append, cases, engine, mode, kb, policy, on_progress)
    return outcomes


def run_cases_streamed(
    cases: Sequence[GoldenCase],
    engine: Engine,
    mode: str,
    kb: KnowledgeBase,
    path: str | Path,
    policy: RunPolicy | None = None,
    on_progress: ProgressFn | None = None,
) -> OutcomeStream:
    """``run_cases``, with each outcome written to ``path`` (JSON Lines) instead of kept."""
    stream = OutcomeStream(path)
    try:
        run_cases_into(stream.append, cases, engine, mode, kb, policy, on_progress)
    finally:
        stream.close()
    return stream


def run_cases_into(
    sink: Callable[[CaseOutcome], None],
    cases: Sequence[GoldenCase],
    engine: Engine,
    mode: str,
    kb: KnowledgeBase,
    policy: RunPolicy | None = None,
    on_progress: ProgressFn | None = None,
) -> None:
    """Run every case, handing ``sink`` each outcome in golden-set order as it settles."""
    policy = policy or RunPolicy()
    guarded = UnreachableEngineBreaker(engine)
    _Pool(cases, guarded, mode, kb, policy, on_progress, sink).run()


class _Pool:
    """A supervisor over daemon worker threads that replaces workers stuck past a timeout."""

    def __init__(
        self,
        cases: Sequence[GoldenCase],
        engine: Engine,
        mode: str,
        kb: KnowledgeBase,
        policy: RunPolicy,
        on_progress: ProgressFn | None,
        sink: Callable[[CaseOutcome], None],
    ) -> None:
        self.cases, self.engine, self.mode, self.kb = cases, engine, mode, kb
        self.policy, self.on_progress, self.sink = policy, on_progress, sink
        self.todo: queue.SimpleQueue[int] = queue.SimpleQueue()
        self.done: queue.SimpleQueue[tuple[int, CaseOutcome]] = queue.SimpleQueue()
        # Settled outcomes wait here only until every earlier case has settled too; then
        # they go to the sink in golden-set order and are not held any longer.
        self.pending: dict[int, CaseOutcome] = {}
        self.next_out = 0
        self.running: dict[int, tuple[int, float]] = {}
        self.lock = threading.Lock()
        self.next_worker = 0

    def run(self) -> None:
        with collector_paced() as collector:
            self._run(collector)

    def _run(self, collector: PacedCollector) -> None:
        for index in range(len(self.cases)):
            self.todo.put(index)
        for _ in range(min(self.policy.workers, len(self.cases))):
            self._spawn()
        deadline = None if self.policy.budget_s is None else time.monotonic() + self.policy.budget_s
        remaining = len(self.cases)
        while remaining:
            before = remaining
            try:
                index, outcome = self.done.get(timeout=0.05)
                remaining -= self._settle(index, outcome)
            except queue.Empty:
                pass
            remaining -= self._expire_overdue()
            if deadline is not None and time.monotonic() > deadline:
                remaining -= self._exhaust_budget()
            collector.tick(before - remaining)

    def _settle(self, index: int, outcome: CaseOutcome) -> int:
        if index < self.next_out or index in self.pending:
            return 0  # already recorded as a timeout; a late answer does not count
        self.pending[index] = outcome
        while self.next_out in self.pending:
            self.sink(self.pending.pop(self.next_out))
            self.next_out += 1
        if self.on_progress is not None:
            self.on_progress(1)
        return 1

    def _spawn(self) -> None:
        worker_id = self.next_worker
        self.next_worker += 1
        threading.Thread(target=self._work, args=(worker_id,), daemon=True).start()

    def _work(self, worker_id: int) -> None:
        while True:
            try:
                index = self.todo.get_nowait()
            except queue.Empty:
                return
            with self.lock:
                self.running[worker_id] = (index, time.monotonic())
            outcome = run_case(self.cases[index], self.engine, self.mode, self.kb, self.policy)
            with self.lock:
                abandoned = self.running.pop(worker_id, None) is None
            self.done.put((index, outcome))
            if abandoned:
                return  # a replacement worker already took this worker's place

    def _expire_overdue(self) -> int:
        timeout = self.policy.case_timeout_s
        if timeout is None:
            return 0
        now = time.monotonic()
        with self.lock:
            overdue = [(w, i, t) for w, (i, t) in self.running.items() if now - t > timeout]
            for worker_id, _, _ in overdue:
                del self.running[worker_id]
        settled = 0
        for _, index, started in overdue:
            message = f"no answer within {timeout:g} s"
            outcome = failed_outcome(
                self.cases[index].id,
                self.mode,
                "timeout",
                message,
                round((now - started) * 1000, 3),
            )
            settled += self._settle(index, outcome)
            self._spawn()
        return settled

    def _exhaust_budget(self) -> int:
        settled = 0
        message = f"run budget of {self.policy.budget_s:g} s exhausted"
        while True:
            try:
                index = self.todo.get_nowait()
            except queue.Empty:
                break
            settled += self._settle(
                index, failed_outcome(self.cases[index].id, self.mode, "timeout", message)
            )
        with self.lock:
            in_flight = list(self.running.values())
            self.running.clear()
        for index, _ in in_flight:
            settled += self._settle(
                index, failed_outcome(self.cases[index].id, self.mode, "timeout", message)
            )
        return settled
