"""What the QA CLI prints: one line per gate with its delta, then cases counted as cases."""

from __future__ import annotations

from collections.abc import Sequence

from ragspine_eval_pipeline.eval.baseline import BaselineVerdict
from ragspine_eval_pipeline.eval.circuit import EngineUnreachable
from ragspine_eval_pipeline.eval.flips import Flip
from ragspine_eval_pipeline.eval.history import HistoryVerdict
from ragspine_eval_pipeline.eval.report import QAEvalReport
from ragspine_eval_pipeline.eval.report_views import (
    FABRICATION,
    count_flips,
    failing_counts,
    gate_rows,
    subset_note,
    unmeasured_gates,
)

_FAILURES_SHOWN = 10
_REASONS_SHOWN = 3


def print_history(history: HistoryVerdict) -> None:
    """What the ratchet's history check found, each naming the commit with the better number."""
    if history.skipped:
        return
    if history.passed:
        print(f"  ratchet: at or above {history.versions} committed version(s) ({history.ref})")
        return
    print(f"  ratchet: {history.path} is below its committed history ({history.ref}):")
    for finding in history.findings:
        print(f"    {finding.message}")


def print_summary(
    report: QAEvalReport,
    verdict: BaselineVerdict | None,
    flips: Sequence[Flip] | None = None,
) -> None:
    """One line per gate with its pass rate and delta, then fabrication, flipped and
    failing cases (counted in cases, metrics beside) with their reasons."""
    judge = report.judge.key if report.judge else "default"
    print(f"QA eval [{report.mode}] {report.n_cases} cases, engine {report.engine}, judge {judge}")
    if note := subset_note(report):
        print(f"  {note}")
    for row in gate_rows(report, verdict):
        flag = "  REGRESSED" if row.regressed else ""
        moved = row.delta is not None and row.delta != 0
        if row.name == FABRICATION:
            base = f"  (baseline {row.baseline:g})" if moved else ""
            print(f"  {'fabrication':<16} {row.current:g} case(s){base}{flag}")
            continue
        if row.total == 0:
            print(f"  {row.name:<16} {'n/a':>7}  (no case applies)")
            continue
        delta = f"  {row.delta:+.4f} vs baseline {row.baseline:.4f}" if moved else ""
        print(f"  {row.name:<16} {row.current:7.2%}  ({row.passed}/{row.total}){delta}{flag}")
    for change in unmeasured_gates(verdict):  # gated by the baseline, not reported by this run
        print(f"  {change.metric:<16} not measured (baseline {change.baseline:g})  REGRESSED")
    if flips is not None:
        print(f"  flipped to fail: {count_flips(flips).describe()}")
        fixed = count_flips(flips, regressed=False)
        if fixed.cases:
            print(f"  flipped to pass: {fixed.describe()}")
    failing = failing_counts(report)
    if failing.cases:
        ids = ", ".join(failing.cases[:_FAILURES_SHOWN])
        more = len(failing.cases) - _FAILURES_SHOWN
        print(
            f"  failing cases: {failing.describe()}: {ids}{f' (+{more} more)' if more > 0 else ''}"
        )
        for metric in (*report.metrics.values(), report.fabrication):
            for case_id, reason in metric.failures[:_REASONS_SHOWN]:
                print(f"    {case_id}: {reason}")
    _print_engine_failures(report)
    for problem in verdict.integrity if verdict else ():
        print(f"  golden set: {problem}")


def _print_engine_failures(report: QAEvalReport) -> None:
    if not report.engine_failures:
        return
    count = len(report.engine_failures)
    first_id, first = next(iter(report.engine_failures.items()))
    print(f"  engine failed on {count} case(s), e.g. {first_id}: {first}")
    marker = EngineUnreachable.__name__
    stopped = [reason for reason in report.engine_failures.values() if marker in reason]
    if stopped:
        reason = stopped[0].split(f"{marker}: ", 1)[-1]
        print(
            f"  engine unreachable: {len(stopped)} case(s) recorded as errors without a "
            f"further attempt; {reason}"
        )
