"""Blocking checks that enforce the upward-only ratchet on every QA run."""

from dagster import (
    AssetCheckExecutionContext,
    AssetCheckResult,
    AssetCheckSeverity,
    MetadataValue,
    asset_check,
)

from ragspine_eval_pipeline.defs.history import high_water_mark, recorded_baselines
from ragspine_eval_pipeline.defs.qa import metadata as md
from ragspine_eval_pipeline.defs.qa.assets import gate_report
from ragspine_eval_pipeline.defs.qa.partitions import mode_partitions
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from ragspine_eval_pipeline.eval.baseline import (
    check_against_baseline,
    lowered_entries,
    read_qa_baseline,
    report_judge,
)
from ragspine_eval_pipeline.eval.report import QAEvalReport


@asset_check(asset=gate_report, blocking=True, partitions_def=mode_partitions)
def baseline_not_regressed(gate_report: QAEvalReport, paths: EvalPathsResource) -> AssetCheckResult:
    """No metric below the mode's baseline, fabrication not above it, no baselined case dropped
    or changed. A mode without a baseline passes (baseline_check writes its first one)."""
    path = paths.qa_baseline_path()
    entry = (read_qa_baseline(path) or {}).get(gate_report.mode)
    judge = MetadataValue.text(report_judge(gate_report).key)
    if entry is None:
        return AssetCheckResult(
            passed=True,
            metadata={
                "baseline": MetadataValue.text(f"none yet for {gate_report.mode} in {path}"),
                "judge": judge,
            },
        )
    verdict = check_against_baseline(gate_report, entry)
    comparison, integrity = verdict.comparison, verdict.integrity
    per_metric = {
        f"{name}.{part}": MetadataValue.float(float(value))
        for name, *values in md.baseline_rows(gate_report, entry)
        for part, value in zip(("baseline", "current", "delta"), values, strict=True)
    }
    return AssetCheckResult(
        passed=verdict.passed,
        severity=AssetCheckSeverity.ERROR,
        description=_summary(comparison.regressions, integrity),
        metadata={
            **per_metric,
            "regressed": MetadataValue.int(len(comparison.regressions)),
            "comparison": MetadataValue.md(md.comparison_table(comparison)),
            "golden_integrity": MetadataValue.text("; ".join(integrity) or "ok"),
            "baseline_path": MetadataValue.path(str(path)),
            "judge": judge,
        },
    )


def _summary(regressions: list, integrity: list[str]) -> str:
    parts = [f"{r.metric} {r.baseline:g} -> {r.current:g}" for r in regressions] + integrity
    return "regressed: " + "; ".join(parts) if parts else "no regression"


@asset_check(asset=gate_report, blocking=True, partitions_def=mode_partitions)
def baseline_not_lowered(
    context: AssetCheckExecutionContext, gate_report: QAEvalReport, paths: EvalPathsResource
) -> AssetCheckResult:
    """The baseline file holds no number below the highest this instance has seen for the mode.

    Each gate_report records the baseline entry it saw; a hand edit that lowers a metric,
    raises fabrication_count or deletes the mode's entry fails here.
    """
    mode = gate_report.mode
    history = recorded_baselines(context.instance, mode, skip_run_id=context.run.run_id)
    if not history:
        return AssetCheckResult(passed=True, metadata={"recorded_runs": MetadataValue.int(0)})
    mark = high_water_mark([entry for _, entry in history])
    entry = (read_qa_baseline(paths.qa_baseline_path()) or {}).get(mode)
    drops = lowered_entries(mark, entry or {})
    if entry is None:
        drops = [f"the {mode} baseline entry was removed", *drops]
    return AssetCheckResult(
        passed=not drops,
        severity=AssetCheckSeverity.ERROR,
        description="; ".join(drops) if drops else "baseline at or above every recorded value",
        metadata={
            "recorded_runs": MetadataValue.int(len(history)),
            "highest_recorded": MetadataValue.json(mark),
            "on_disk": MetadataValue.json(dict(entry or {})),
            "lowered": MetadataValue.md(md.md_table(["lowered"], [[drop] for drop in drops])),
        },
    )
