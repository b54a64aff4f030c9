"""Score office-document extraction per channel, and gate it against a baseline.

Facts and ground truth are joined on ``sheet!cell_ref`` (qualified by document when
the ground-truth record names one). Only cells on both sides are scored, each channel
(value, unit, period) separately and only where the ground truth gives it; coverage
says how much of the ground truth the facts reached, so an extractor that finds
nothing cannot look perfect.

A baseline is only recorded from a run that measured what it records: no document
failed, some ground truth was reached and every channel the ground truth gives was
scored (``record_extraction_baseline``).
"""

from __future__ import annotations

import math
import warnings
from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict

from ragspine_eval_pipeline.eval._extraction_baseline import (
    BASELINE_METRICS,
    lowered_channels,
    read_extraction_baseline,
    update_extraction_baseline,
    validate_extraction_baseline,
)
from ragspine_eval_pipeline.eval._extraction_input import (
    CHANNELS,
    CellKey,
    ExtractionInputError,
    check_facts,
    check_ground_truth,
)
from ragspine_eval_pipeline.eval.ratchet import BaselineComparison, Regression, compare_numbers
from ragspine_eval_pipeline.eval.store import BaselineFileError, RatchetRefused
from ragspine_eval_pipeline.numbers import (
    canonical_period,
    normalize_text,
    parse_number,
)
from ragspine_eval_pipeline.units import canonical_unit

__all__ = [
    "BASELINE_METRICS",
    "EXTRACTION_CHANNELS",
    "BaselineComparison",
    "BaselineFileError",
    "ChannelMetric",
    "EvalReport",
    "ExtractionInputError",
    "FactMismatch",
    "RatchetRefused",
    "Regression",
    "baseline_refusals",
    "compare_to_baseline",
    "lowered_channels",
    "make_baseline_entry",
    "read_extraction_baseline",
    "record_extraction_baseline",
    "run_eval",
    "update_extraction_baseline",
    "validate_extraction_baseline",
]

EXTRACTION_CHANNELS: tuple[str, ...] = CHANNELS

JsonScalar = str | int | float | bool | None


class FactMismatch(BaseModel):
    """One scored cell whose channel disagrees with the ground truth."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    key: str
    """The ground-truth cell, ``sheet!cell_ref`` or ``doc:sheet!cell_ref``."""
    expected: JsonScalar
    """What the ground truth gives."""
    got: JsonScalar
    """What the fact gives (``None`` when the fact lacks the channel)."""


class ChannelMetric(BaseModel):
    """Accuracy of one channel over the cells scored for it."""

    model_config = ConfigDict(extra="forbid")

    name: str
    """Channel: ``value``, ``unit`` or ``period``."""
    total: int
    """Matched cells whose ground truth gives this channel."""
    correct: int
    """Of those, cells whose fact agrees."""
    accuracy: float
    """correct / total; 0.0 when total is 0 (nothing measured vouches for nothing)."""
    mismatches: list[FactMismatch] = []
    """Every disagreeing cell, in ground-truth order."""
    n_ground_truth: int = 0
    """Ground-truth cells that give this channel, matched or not."""


class EvalReport(BaseModel):
    """Per-channel accuracy and coverage of one set of facts against its ground truth."""

    model_config = ConfigDict(extra="forbid")

    channels: dict[str, ChannelMetric]
    """One metric per extraction channel."""
    n_facts: int
    """Facts given, including those on cells the ground truth lacks."""
    n_ground_truth: int = 0
    """Ground-truth cells."""
    n_matched: int = 0
    """Ground-truth cells that at least one fact landed on."""
    missed: list[str] = []
    """Ground-truth cells no fact landed on."""
    n_unmatched_facts: int = 0
    """Facts on cells the ground truth lacks; ignored by scoring."""
    n_duplicate_facts: int = 0
    """Further facts on an already matched cell; the first one is scored."""
    failed_documents: dict[str, str] = {}
    """Document name -> error, for documents the extractor could not read."""

    @property
    def coverage(self) -> float:
        """Matched ground-truth cells / ground-truth cells.

        An empty ground truth measures nothing, so coverage is 0.0 rather than a
        vacuous 1.0: such a run can never be mistaken for a perfect extractor.
        """
        if self.n_ground_truth == 0:
            return 0.0
        return self.n_matched / self.n_ground_truth

    def metrics(self) -> dict[str, float]:
        """``{channel: accuracy, "coverage": c}``: the numbers a baseline records.

        A channel nothing was scored on (total 0) is left out: it was not measured, and
        a baseline that lists it then fails instead of passing on a made-up number.
        """
        out = {name: m.accuracy for name, m in self.channels.items() if m.total > 0}
        out["coverage"] = self.coverage
        return out


def _same_value(expected: object, got: object) -> bool:
    a, b = parse_number(expected), parse_number(got)
    if a is not None and b is not None:
        return math.isclose(a, b, rel_tol=1e-6, abs_tol=1e-9)
    return _text(expected) == _text(got)


def _text(value: object) -> str | None:
    return None if value is None else normalize_text(str(value))


def _same_canonical(expected: object, got: object, canon: Any) -> bool:
    if isinstance(expected, str) and isinstance(got, str):
        a, b = canon(expected), canon(got)
        if a is not None and b is not None:
            return a == b
    return _text(expected) == _text(got)


_COMPARE = {
    "value": _same_value,
    # "USD million" and "USD_M" are one unit; "FY25" and "FY2025" one period.
    "unit": lambda e, g: _same_canonical(e, g, canonical_unit),
    "period": lambda e, g: _same_canonical(e, g, canonical_period),
}


def run_eval(
    facts: list[dict[str, object]],
    ground_truth: dict[str, object] | list[dict[str, object]],
    *,
    failed_documents: Mapping[str, str] | None = None,
) -> EvalReport:
    """Score ``facts`` against ``ground_truth``; wrong shapes raise ``ExtractionInputError``.

    ``failed_documents`` (name -> error) travels with the report, so a run that lost
    documents says so wherever the report goes and can never set a baseline.
    """
    cells = check_ground_truth(ground_truth)
    keyed = check_facts(facts)
    if not cells:
        warnings.warn("ground truth is empty: nothing to score, coverage is 0.0", stacklevel=2)
    by_key = {cell.key: cell for cell in cells}
    matched: dict[CellKey, dict] = {}
    unmatched = duplicates = 0
    for key, fact in keyed:
        # A ground-truth cell that names no document matches a fact from any document.
        target = key if key in by_key else CellKey(None, key.sheet, key.ref)
        if target not in by_key:
            unmatched += 1
        elif target in matched:
            duplicates += 1
        else:
            matched[target] = fact
    channels = {}
    for name in EXTRACTION_CHANNELS:
        total = correct = 0
        mismatches = []
        for cell in cells:
            fact = matched.get(cell.key)
            if fact is None or name not in cell.expected:
                continue
            total += 1
            if _COMPARE[name](cell.expected[name], fact.get(name)):
                correct += 1
            else:
                got = fact.get(name)
                mismatches.append(
                    FactMismatch(
                        key=cell.label,
                        expected=cell.expected[name],
                        got=got if got is None or isinstance(got, str | int | float) else str(got),
                    )
                )
        accuracy = correct / total if total else 0.0
        channels[name] = ChannelMetric(
            name=name,
            total=total,
            correct=correct,
            accuracy=accuracy,
            mismatches=mismatches,
            n_ground_truth=sum(1 for cell in cells if name in cell.expected),
        )
    return EvalReport(
        channels=channels,
        n_facts=len(keyed),
        n_ground_truth=len(cells),
        n_matched=len(matched),
        missed=[cell.label for cell in cells if cell.key not in matched],
        n_unmatched_facts=unmatched,
        n_duplicate_facts=duplicates,
        failed_documents=dict(failed_documents or {}),
    )


def compare_to_baseline(
    metrics: Mapping[str, float], baseline: Mapping[str, float]
) -> BaselineComparison:
    """Fail any metric the baseline lists that is below it; exactly equal passes.

    The ratchet QA uses (``ratchet.compare_numbers``): metrics the baseline does not list
    are not checked, and a listed metric missing from ``metrics`` (or NaN) is a regression
    with no current value, since what was not measured cannot hold its floor.
    """
    problems = [
        f"baseline[{name!r}]: expected a number, got {type(floor).__name__}"
        for name, floor in baseline.items()
        if isinstance(floor, bool) or not isinstance(floor, int | float) or math.isnan(floor)
    ]
    if problems:
        raise ExtractionInputError(problems)
    return compare_numbers(metrics, baseline)


def make_baseline_entry(report: EvalReport) -> dict[str, float]:
    """The baseline entry a run records: exactly ``report.metrics()``."""
    return report.metrics()


def baseline_refusals(report: EvalReport) -> list[str]:
    """Why ``report`` cannot set a baseline; empty when it can.

    A run that lost documents, reached no ground truth, or scored nothing on a channel
    the ground truth gives would record a floor for what it never measured (or leave
    the channel out, so it is never gated again).
    """
    reasons = [
        f"document {name!r} could not be extracted: {error}"
        for name, error in report.failed_documents.items()
    ]
    if report.coverage == 0.0:
        # Every channel is then unscored too; the one reason says it all.
        return [*reasons, "coverage 0.0: no fact matched a ground-truth cell"]
    reasons.extend(
        f"channel {name!r} scored nothing: no matched cell gives it "
        f"({metric.n_ground_truth} ground-truth cells do)"
        for name in EXTRACTION_CHANNELS
        if (metric := report.channels.get(name)) is not None
        and metric.n_ground_truth > 0
        and metric.total == 0
    )
    return reasons


def record_extraction_baseline(
    path: str | Path,
    fixture_set: str,
    report: EvalReport,
    fixture_sets: Collection[str] | None = None,
    ratchet_ref: str | None = None,
) -> dict[str, Any]:
    """Record ``report`` as ``fixture_set``'s baseline, upward only.

    The one way a run becomes a baseline, for the CLI and the pipeline alike. Raises
    ``RatchetRefused`` (file untouched) when ``baseline_refusals`` names a reason or
    the entry would lower a recorded number.
    """
    reasons = baseline_refusals(report)
    if reasons:
        raise RatchetRefused(Path(path), fixture_set, reasons)
    return update_extraction_baseline(
        path, fixture_set, make_baseline_entry(report), fixture_sets, ratchet_ref
    )
