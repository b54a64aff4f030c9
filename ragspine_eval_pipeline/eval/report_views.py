"""What every report format shows, computed once: gate rows, flips, failing cases, tags.

The JUnit, Markdown and HTML writers and the CLI read a report through these helpers, so
a number or an ordering means the same thing in each. Pure functions over the report,
the baseline verdict and the flips; no I/O.
"""

from __future__ import annotations

import unicodedata
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from ragspine_eval_pipeline.eval.baseline import BaselineComparison, BaselineVerdict
from ragspine_eval_pipeline.eval.flips import Flip
from ragspine_eval_pipeline.eval.golden import Expected
from ragspine_eval_pipeline.eval.ratchet import Regression
from ragspine_eval_pipeline.eval.report import CaseScore, GateResult, QAEvalReport

FABRICATION = "fabrication"


@dataclass(frozen=True)
class GateRow:
    """One metric of the report beside its baseline."""

    name: str
    total: int
    passed: int
    current: float
    """This run's pass rate (or, for fabrication, its count)."""
    baseline: float | None
    """The baseline's number; None when the baseline does not list the metric."""

    @property
    def delta(self) -> float | None:
        """current - baseline; None without a baseline."""
        return None if self.baseline is None else self.current - self.baseline

    @property
    def regressed(self) -> bool:
        """Below the baseline (for fabrication: above it)."""
        if self.baseline is None:
            return False
        if self.name == FABRICATION:
            return self.current > self.baseline
        return self.current < self.baseline


def _baseline_numbers(report: QAEvalReport, comparison: BaselineComparison | None) -> dict:
    """Metric → baseline number, for every metric the comparison checked."""
    if comparison is None:
        return {}
    moved = {r.metric: r.baseline for r in (*comparison.regressions, *comparison.improvements)}
    numbers: dict[str, float] = {}
    for name in comparison.checked:
        if name in moved:
            numbers[name] = moved[name]
        elif name == "fabrication_count":
            numbers[name] = float(report.fabrication_count)  # checked and unchanged
        elif name in report.metrics:
            numbers[name] = report.metrics[name].pass_rate
    return numbers


def gate_rows(report: QAEvalReport, verdict: BaselineVerdict | None = None) -> list[GateRow]:
    """Each metric of the report, then fabrication (as a count), with baseline numbers."""
    baseline = _baseline_numbers(report, verdict.comparison if verdict else None)
    rows = [
        GateRow(m.name, m.total, m.passed, m.pass_rate, baseline.get(name))
        for name, m in report.metrics.items()
    ]
    fab = report.fabrication
    rows.append(
        GateRow(
            FABRICATION,
            fab.total,
            fab.passed,
            float(report.fabrication_count),
            baseline.get("fabrication_count"),
        )
    )
    return rows


def unmeasured_gates(verdict: BaselineVerdict | None) -> list[Regression]:
    """Metrics the baseline gates that this run did not report: each fails, shown as
    not measured (never as a made-up 0)."""
    if verdict is None:
        return []
    return [change for change in verdict.comparison.regressions if change.current is None]


@dataclass(frozen=True)
class FlipCounts:
    """Flips counted in cases, with the metric breakdown beside."""

    cases: list[str]
    """Case ids, in report order."""
    by_metric: dict[str, int]
    """Metric → cases that flipped on it."""

    def describe(self) -> str:
        """``"33 case(s) (refusal 33, fabrication 33)"``."""
        if not self.cases:
            return "0 cases"
        detail = ", ".join(f"{name} {count}" for name, count in self.by_metric.items())
        return f"{len(self.cases)} case(s) ({detail})"


def count_flips(flips: Sequence[Flip], *, regressed: bool = True) -> FlipCounts:
    """Cases that flipped to fail (``regressed``) or to pass, with the metrics they flipped on."""
    chosen = [flip for flip in flips if flip.regressed == regressed]
    cases = list(dict.fromkeys(flip.case_id for flip in chosen))
    return FlipCounts(cases, dict(Counter(flip.metric for flip in chosen)))


def failing_counts(report: QAEvalReport) -> FlipCounts:
    """Cases that fail at least one metric, with the metrics they fail."""
    failing = [case for case in report.cases if case.failed]
    by_metric = Counter(name for case in failing for name in case.failed)
    return FlipCounts([case.case_id for case in failing], dict(by_metric))


def flipped_metrics(flips: Sequence[Flip] | None) -> dict[str, tuple[list[str], list[str]]]:
    """Case id → (metrics flipped to fail, metrics flipped to pass)."""
    out: dict[str, tuple[list[str], list[str]]] = {}
    for flip in flips or ():
        to_fail, to_pass = out.setdefault(flip.case_id, ([], []))
        (to_fail if flip.regressed else to_pass).append(flip.metric)
    return out


STATUS_ORDER = ("flipped", "failing", "fixed", "passing")
"""Case status, worst first: flipped to fail, failing (no earlier verdict or already
failing), flipped to pass, passing."""


def case_status(case: CaseScore, flipped: dict[str, tuple[list[str], list[str]]]) -> str:
    """One of ``STATUS_ORDER`` for a case, given ``flipped_metrics``."""
    to_fail, to_pass = flipped.get(case.case_id, ([], []))
    if to_fail:
        return "flipped"
    if case.failed:
        return "failing"
    return "fixed" if to_pass else "passing"


def ordered_cases(
    report: QAEvalReport, flips: Sequence[Flip] | None = None
) -> list[tuple[CaseScore, str]]:
    """(case, status) with flipped-to-fail cases first, then failing, fixed and passing;
    golden-set order within each group."""
    flipped = flipped_metrics(flips)
    rank = {status: i for i, status in enumerate(STATUS_ORDER)}
    with_status = [(case, case_status(case, flipped)) for case in report.cases]
    return sorted(with_status, key=lambda pair: rank[pair[1]])  # sorted() is stable


@dataclass(frozen=True)
class TagRow:
    """One metric's pass rate over the cases carrying one tag."""

    metric: str
    tag: str
    total: int
    passed: int
    pass_rate: float


def worst_tags(report: QAEvalReport, limit: int = 5) -> list[TagRow]:
    """The lowest per-tag pass rates below 100%, most failures first on ties."""
    rows = [
        TagRow(metric.name, tag, total, passed, rate)
        for metric in (*report.metrics.values(), report.fabrication)
        for tag, (total, passed, rate) in metric.by_tag.items()
        if total and passed < total
    ]
    rows.sort(key=lambda row: (row.pass_rate, -(row.total - row.passed), row.metric, row.tag))
    return rows[:limit]


def case_language(case: CaseScore) -> str:
    """The case's ``lang`` tag, else a guess from its script: ``ja``, ``zh`` or ``en``."""
    if case.tags.get("lang"):
        return case.tags["lang"]
    han = False
    for char in case.question:
        name = unicodedata.name(char, "")
        if name.startswith(("HIRAGANA", "KATAKANA")):
            return "ja"
        han = han or name.startswith("CJK UNIFIED")
    return "zh" if han else "en"


def gate_status(report: QAEvalReport, verdict: BaselineVerdict | None) -> str:
    """``PASS``, ``FAIL``, or ``REPORT ONLY`` for a subset run, which is never gated."""
    if report.subset is not None:
        return "REPORT ONLY"
    if verdict is None:
        return "NOT COMPARED"
    return "PASS" if verdict.passed else "FAIL"


def subset_note(report: QAEvalReport) -> str | None:
    """A sentence saying the run is a subset, or None for the whole golden set."""
    subset = report.subset
    if subset is None:
        return None
    of = f" of {subset.golden_cases}" if subset.golden_cases is not None else ""
    return (
        f"subset run: {report.n_cases}{of} cases ({subset.describe()}); report only, "
        "not compared with the baseline"
    )


def expected_lines(expected: Expected | None) -> list[str]:
    """The golden expectation as short ``field: value`` lines, set fields only."""
    if expected is None:
        return ["(not recorded)"]
    lines = [
        f"clarification: {expected.clarification}",
        f"refuse: {str(expected.refuse).lower()}",
    ]
    if expected.value is not None:
        lines.append(f"value: {expected.value:g} {expected.unit or ''}".rstrip())
    if expected.source is not None:
        lines.append(f"source: {expected.source.doc} [{expected.source.locator}]")
    if expected.narrative_doc is not None:
        lines.append(f"narrative doc: {expected.narrative_doc}")
    return lines


def case_gates(case: CaseScore) -> dict[str, GateResult]:
    """The case's verdicts with reasons; a report older than reasons gives bare verdicts."""
    if case.gates or not case.results:
        return case.gates
    return {name: GateResult(passed=passed) for name, passed in case.results.items()}
