"""Metadata for materializations and checks: plottable numbers and capped markdown tables."""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from dagster import MetadataValue

from ragspine_eval_pipeline.defs.markdown import md_table
from ragspine_eval_pipeline.eval.baseline import BaselineComparison, report_judge
from ragspine_eval_pipeline.eval.baseline_judges import metric_floors
from ragspine_eval_pipeline.eval.failure_kinds import failure_kinds
from ragspine_eval_pipeline.eval.flips import Flip
from ragspine_eval_pipeline.eval.report import QAEvalReport


def by_tag_table(report: QAEvalReport) -> str:
    """One row per tag, one ``passed/total`` column per metric."""
    metrics = [*report.metrics.values(), report.fabrication]
    tags = sorted({tag for metric in metrics for tag in metric.by_tag})
    rows = []
    for tag in tags:
        cells = []
        for metric in metrics:
            counts = metric.by_tag.get(tag)
            cells.append("" if counts is None else f"{counts[1]}/{counts[0]}")
        rows.append([tag, *cells])
    return md_table(["tag", *(metric.name for metric in metrics)], rows)


def failures_table(report: QAEvalReport) -> str:
    """Every failing (metric, case, reason), fabrication included."""
    rows = [
        (metric.name, case_id, reason)
        for metric in [*report.metrics.values(), report.fabrication]
        for case_id, reason in metric.failures
    ]
    return md_table(["metric", "case", "reason"], rows)


def failure_kinds_table(report: QAEvalReport) -> str:
    """How many failing cases fall under each kind ("figure expected: refused")."""
    return md_table(["failing cases by kind", "cases"], failure_kinds(report.cases).most_common())


def flips_table(flips: Sequence[Flip], report: QAEvalReport) -> str:
    """Each flipped (case, metric), regressions first, with why the case fails now."""
    reasons = {
        (metric.name, case_id): reason
        for metric in [*report.metrics.values(), report.fabrication]
        for case_id, reason in metric.failures
    }
    ordered = sorted(flips, key=lambda flip: not flip.regressed)
    rows = [
        (
            flip.case_id,
            flip.metric,
            _verdict(flip.before),
            _verdict(flip.after),
            reasons.get((flip.metric, flip.case_id), ""),
        )
        for flip in ordered
    ]
    return md_table(["case", "metric", "before", "now", "why it fails now"], rows)


def _verdict(passed: bool) -> str:
    return "pass" if passed else "FAIL"


def comparison_table(comparison: BaselineComparison) -> str:
    rows = [
        (change.metric, change.baseline, change.current, change.delta, label)
        for label, changes in (
            ("regressed", comparison.regressions),
            ("improved", comparison.improvements),
        )
        for change in changes
    ]
    return md_table(["metric", "baseline", "current", "delta", ""], rows)


def baseline_rows(
    report: QAEvalReport, entry: Mapping[str, Any]
) -> list[tuple[str, float, float | None, float | None]]:
    """(metric, baseline, current, delta) for every number the entry holds for the report's
    judge (another judge's groundedness numbers are not this run's baseline). A metric the
    run does not report has current and delta None: not measured, never a made-up 0."""
    rows: list[tuple[str, float, float | None, float | None]] = []
    for name, floor in metric_floors(entry, report_judge(report)).items():
        metric = report.metrics.get(name)
        current = metric.pass_rate if metric is not None else None
        rows.append((name, float(floor), current, None if current is None else current - floor))
    if "fabrication_count" in entry:
        ceiling = entry["fabrication_count"]
        rows.append(
            (
                "fabrication_count",
                ceiling,
                report.fabrication_count,
                report.fabrication_count - ceiling,
            )
        )
    return rows


def percent(rate: float) -> float:
    """A pass rate as the UI shows it: 0.7843137 -> 78.43."""
    return round(rate * 100, 2)


def rate_key(mode: str, name: str) -> str:
    """``tool.value_match_pct``: one key, and so one plotted series, per mode and metric."""
    return f"{mode}.{name}_pct"


def report_metadata(report: QAEvalReport) -> dict[str, MetadataValue]:
    """Every pass rate in percent and fabrication as an int, under mode-qualified keys (so
    the UI plots each mode as its own series), the exact rates as JSON, plus tables."""
    mode = report.mode
    rates = {
        rate_key(mode, name): MetadataValue.float(percent(metric.pass_rate))
        for name, metric in report.metrics.items()
    }
    return {
        **rates,
        f"{mode}.fabrication_count": MetadataValue.int(report.fabrication_count),
        "pass_rates": MetadataValue.json(
            {name: metric.pass_rate for name, metric in report.metrics.items()}
        ),
        f"{mode}.n_cases": MetadataValue.int(report.n_cases),
        "engine": MetadataValue.text(report.engine or "unknown"),
        "judge": MetadataValue.text(report_judge(report).key),
        "golden_fingerprint": MetadataValue.text(report.golden_fingerprint or ""),
        "kb_fingerprint": MetadataValue.text(report.kb_fingerprint or ""),
        "by_tag": MetadataValue.md(by_tag_table(report)),
        f"{mode}.n_failures": MetadataValue.int(
            sum(len(metric.failures) for metric in [*report.metrics.values(), report.fabrication])
        ),
        "failing_cases": MetadataValue.md(failures_table(report)),
        "failure_kinds": MetadataValue.md(failure_kinds_table(report)),
    }


def baseline_metadata(
    report: QAEvalReport, entry: Mapping[str, Any] | None
) -> dict[str, MetadataValue]:
    """Baseline, current and delta per gate: a table in percent and the exact numbers."""
    order = {name: index for index, name in enumerate([*report.metrics, "fabrication_count"])}
    rows = sorted(baseline_rows(report, entry) if entry else [], key=lambda r: order.get(r[0], 99))
    shown = [
        (name, _shown(name, base, False), _shown(name, current, False), _shown(name, delta, True))
        for name, base, current, delta in rows
    ]
    return {
        "vs_baseline": MetadataValue.json(
            {
                name: {"baseline": base, "current": current, "delta": delta}
                for name, base, current, delta in rows
            }
        ),
        "gates": MetadataValue.md(md_table(["gate", "baseline", "current", "delta"], shown)),
    }


def _shown(name: str, value: float | None, signed: bool) -> str:
    if value is None:
        return "not measured"
    if name == "fabrication_count":
        return f"{value:+d}" if signed else str(value)
    return f"{value * 100:+.2f} pt" if signed else f"{value:.2%}"


def flips_metadata(
    compared_with: str | None, flips: Sequence[Flip], report: QAEvalReport
) -> dict[str, MetadataValue]:
    """Cases that flipped since the last passing run of the same mode (run id
    ``compared_with``, None when there is none), both ways: counted in cases (a case
    failing two gates counts once), with the count per metric beside."""
    mode = report.mode
    to_fail = [flip for flip in flips if flip.regressed]
    to_pass = [flip for flip in flips if not flip.regressed]
    return {
        "compared_with_run": MetadataValue.text(compared_with or "none"),
        f"{mode}.flipped_to_fail": MetadataValue.int(len({flip.case_id for flip in to_fail})),
        f"{mode}.flipped_to_pass": MetadataValue.int(len({flip.case_id for flip in to_pass})),
        "flipped_to_fail_by_metric": MetadataValue.json(
            dict(sorted(Counter(flip.metric for flip in to_fail).items()))
        ),
        "flipped_cases": MetadataValue.md(flips_table(flips, report)),
    }
