"""QA baselines: what a run is compared with, and the upward-only ratchet.

``data/golden/qa_baseline.json`` maps each mode (the top-level keys are modes only) to
an entry::

    {"metrics": {name: pass_rate}, "fabrication_count": int, "n_cases": int,
     "judge": {"name": str, "version": str, "settings": {...}},
     "judges": {identity_key: {"judge": {...}, "metrics": {groundedness name: rate}}},
     "golden_fingerprint": str, "case_digests": {case_id: digest}}

The first three are what ``make_baseline_entry`` returns and what is gated. ``judge``
names who produced the groundedness numbers in ``metrics`` and ``judges`` keeps other
judges' groundedness numbers (see ``baseline_judges``): a run is compared only with
numbers of its own judge. The last two are integrity fields: ``compare_to_baseline``
ignores them, and ``golden_integrity_problems`` uses them to stop a golden set from
being weakened (cases removed or edited) to make a run pass. The file's shape is checked
strictly (``baseline_schema``), and in a git checkout the file itself is held to the best
its committed versions recorded (``history``), so a hand edit cannot lower it either.
Comparing numbers and refusing a lowering update is the ratchet both harnesses share
(``ratchet``); this module says what QA's numbers are.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ragspine_eval_pipeline.eval.baseline_judges import (
    add_judge_numbers,
    core_metrics,
    default_identity,
    entry_judge,
    has_judge_numbers,
    judged_numbers,
    merge_judged,
    metric_floors,
)
from ragspine_eval_pipeline.eval.baseline_schema import validate_qa_baseline
from ragspine_eval_pipeline.eval.ratchet import (
    BaselineComparison,
    Regression,
    compare_numbers,
    lowered_numbers,
    refuse_where_committed,
)
from ragspine_eval_pipeline.eval.report import QAEvalReport
from ragspine_eval_pipeline.eval.store import (
    BaselineFileError,
    RatchetRefused,
    ratchet_update,
    read_json_object,
)
from ragspine_eval_pipeline.judges import JudgeIdentity

__all__ = [
    "LOWER_IS_BETTER",
    "BaselineComparison",
    "BaselineFileError",
    "BaselineVerdict",
    "RatchetRefused",
    "Regression",
    "baseline_record",
    "check_against_baseline",
    "compare_to_baseline",
    "golden_integrity_problems",
    "has_judge_numbers",
    "lowered_entries",
    "make_baseline_entry",
    "read_qa_baseline",
    "record_judge_baseline",
    "refuse_where_committed",
    "report_judge",
    "update_qa_baseline",
    "validate_qa_baseline",
]

LOWER_IS_BETTER = frozenset({"fabrication_count"})
"""QA's one number where lower is better; every pass rate ratchets upward."""


def make_baseline_entry(report: QAEvalReport) -> dict[str, Any]:
    """The baseline entry for one mode, from an observed run: the numbers that are gated."""
    return {
        "metrics": {name: metric.pass_rate for name, metric in report.metrics.items()},
        "fabrication_count": report.fabrication_count,
        "n_cases": report.n_cases,
    }


def report_judge(report: QAEvalReport) -> JudgeIdentity:
    """The judge that produced the report's groundedness numbers (None: the default one)."""
    return report.judge or default_identity()


def baseline_record(report: QAEvalReport) -> dict[str, Any]:
    """What the baseline file stores for a mode: the entry, its judge and the golden set's
    integrity."""
    return {
        **make_baseline_entry(report),
        "judge": report_judge(report).model_dump(mode="json"),
        "golden_fingerprint": report.golden_fingerprint,
        "case_digests": dict(report.case_digests),
    }


def _entry_for(report: QAEvalReport, baseline: Mapping[str, Any]) -> Mapping[str, Any]:
    """Accept either one mode's entry or the whole file keyed by mode."""
    if "metrics" not in baseline and isinstance(baseline.get(report.mode), Mapping):
        return baseline[report.mode]
    return baseline


def compare_to_baseline(report: QAEvalReport, baseline: Mapping[str, Any]) -> BaselineComparison:
    """Fail when a listed metric is below its baseline or fabrication rose; equal passes.

    Groundedness numbers are compared only when the entry holds some for the report's
    judge; an entry that names no judge holds them for every judge. A metric the baseline
    gates but the run no longer reports is a regression with no current value.
    """
    entry = _entry_for(report, baseline)
    judge = report_judge(report)
    floors: dict[str, float] = dict(metric_floors(entry, judge))
    if "fabrication_count" in entry:
        floors["fabrication_count"] = entry["fabrication_count"]
    return compare_numbers(
        _run_numbers(report), floors, lower_is_better=LOWER_IS_BETTER, judge=judge.key
    )


def _run_numbers(report: QAEvalReport) -> dict[str, float]:
    """The run's gated numbers, named as the baseline names them."""
    numbers: dict[str, float] = {name: m.pass_rate for name, m in report.metrics.items()}
    numbers["fabrication_count"] = report.fabrication_count
    return numbers


@dataclass(frozen=True)
class BaselineVerdict:
    """A run against its mode's baseline entry: the metric comparison and the golden set."""

    comparison: BaselineComparison
    """Metric by metric, against the entry's numbers."""
    integrity: list[str]
    """Baselined golden cases this run dropped or changed."""

    @property
    def passed(self) -> bool:
        """Nothing regressed and no baselined case was dropped or changed."""
        return self.comparison.passed and not self.integrity


def check_against_baseline(
    report: QAEvalReport, entry: Mapping[str, Any] | None
) -> BaselineVerdict:
    """The gate: ``report`` against its mode's entry (``None``: no baseline yet, passes)."""
    entry = entry or {}
    return BaselineVerdict(
        compare_to_baseline(report, entry), golden_integrity_problems(report, entry)
    )


def golden_integrity_problems(report: QAEvalReport, entry: Mapping[str, Any]) -> list[str]:
    """Cases the baseline covered that this run dropped or changed.

    Golden cases are only ever added; a corrected case needs a new id. A baseline
    without integrity fields (written by hand) has nothing to check.
    """
    recorded = entry.get("case_digests")
    if not isinstance(recorded, Mapping):
        return []
    problems: list[str] = []
    dropped = [case_id for case_id in recorded if case_id not in report.case_digests]
    changed = [
        case_id
        for case_id, digest in recorded.items()
        if case_id in report.case_digests and report.case_digests[case_id] != digest
    ]
    if dropped:
        problems.append(
            f"{len(dropped)} baselined case(s) missing from the golden set: {_ids(dropped)}"
        )
    if changed:
        problems.append(
            f"{len(changed)} baselined case(s) changed "
            f"(give a changed case a new id): {_ids(changed)}"
        )
    return problems


def _ids(case_ids: list[str], limit: int = 10) -> str:
    shown = ", ".join(case_ids[:limit])
    return shown + (f", ... (+{len(case_ids) - limit})" if len(case_ids) > limit else "")


def lowered_entries(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[str]:
    """Every number ``new`` would lower compared with ``old`` (the ratchet's test).

    Groundedness numbers are compared judge by judge; a judge's numbers may not vanish.
    """
    drops = lowered_numbers(core_metrics(old.get("metrics") or {}), new.get("metrics") or {})
    # An entry that names no judge is read as the other side's judge's.
    old_judged = judged_numbers(old, unattributed_as=entry_judge(new))
    new_judged = judged_numbers(new, unattributed_as=entry_judge(old))
    for key, (identity, floors) in old_judged.items():
        by = f" [judge {identity.key}]" if identity is not None else ""
        drops.extend(lowered_numbers(floors, new_judged.get(key, (None, {}))[1], label=by))
    if "fabrication_count" in old:
        drops.extend(
            lowered_numbers(
                {"fabrication_count": old["fabrication_count"]},
                {"fabrication_count": new.get("fabrication_count")},
                lower_is_better=LOWER_IS_BETTER,
            )
        )
    recorded = old.get("case_digests")
    if isinstance(recorded, Mapping):
        current_digests = new.get("case_digests") or {}
        gone = [cid for cid, digest in recorded.items() if current_digests.get(cid) != digest]
        if gone:
            drops.append(f"{len(gone)} baselined case(s) dropped or changed: {_ids(gone)}")
    return drops


def read_qa_baseline(path: str | Path) -> dict[str, Any] | None:
    """Read and check the QA baseline file; ``None`` when it does not exist yet."""
    data = read_json_object(path)
    if data is not None:
        validate_qa_baseline(data, path)
    return data


def update_qa_baseline(
    path: str | Path, report: QAEvalReport, ratchet_ref: str | None = None
) -> dict[str, Any]:
    """Record ``report`` as its mode's baseline, upward only; raises ``RatchetRefused``.

    A run in which the engine failed on any case measures the outage, not the engine,
    so it never sets a baseline, not even a mode's first one. Other judges' groundedness
    numbers are kept (``baseline_judges.merge_judged``). A missing file is created only
    where git history (from ``ratchet_ref``) has none.
    """
    _refuse_failed_engine(path, report)
    return ratchet_update(
        path,
        report.mode,
        baseline_record(report),
        lowered=lowered_entries,
        validate=lambda data: validate_qa_baseline(data, path),
        merge=merge_judged,
        on_create=lambda target: refuse_where_committed(target, report.mode, ratchet_ref),
    )


def record_judge_baseline(
    path: str | Path, report: QAEvalReport, ratchet_ref: str | None = None
) -> dict[str, Any]:
    """Record the report's groundedness numbers for a judge the mode's entry has none for.

    A judge's first run in a mode passes and sets that judge's floor, as a new mode's
    first run does; no other number moves. Without an entry it writes the whole entry.
    """
    _refuse_failed_engine(path, report)
    return ratchet_update(
        path,
        report.mode,
        baseline_record(report),
        lowered=lowered_entries,
        validate=lambda data: validate_qa_baseline(data, path),
        merge=lambda old, new: dict(new) if old is None else add_judge_numbers(old, new),
        on_create=lambda target: refuse_where_committed(target, report.mode, ratchet_ref),
    )


def _refuse_failed_engine(path: str | Path, report: QAEvalReport) -> None:
    if report.engine_failures:
        failed = list(report.engine_failures)
        reason = f"the engine failed on {len(failed)} case(s) (error/timeout): {_ids(failed)}"
        raise RatchetRefused(Path(path), report.mode, [reason])
