"""Blocking checks that enforce the upward-only ratchet on every QA run."""

from dagster import (
    AssetCheckExecutionContext,
    AssetCheckResult,
    AssetCheckSeverity,
    MetadataValue,
    asset_check,
)

from ragspine_eval_pipeline.defs.collector import collector_paused
from ragspine_eval_pipeline.defs.history import instance_records
from ragspine_eval_pipeline.defs.qa import metadata as md
from ragspine_eval_pipeline.defs.qa.assets import gate_report
from ragspine_eval_pipeline.defs.qa.partitions import mode_partitions
from ragspine_eval_pipeline.defs.ratchet import ratchet_metadata
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from ragspine_eval_pipeline.eval.baseline import (
    check_against_baseline,
    read_qa_baseline,
    report_judge,
)
from ragspine_eval_pipeline.eval.history import qa_findings, qa_history
from ragspine_eval_pipeline.eval.report import QAEvalReport

REPORT_KEY = gate_report.key
"""The checked asset's key (its parameter, also named ``gate_report``, is the report)."""


@asset_check(asset=gate_report, blocking=True, partitions_def=mode_partitions)
@collector_paused
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
        if value is not None  # a metric the run did not measure has no current number
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
    parts = [r.describe() for r in regressions] + integrity
    return "regressed: " + "; ".join(parts) if parts else "no regression"


@asset_check(asset=gate_report, blocking=True, partitions_def=mode_partitions)
@collector_paused
def baseline_not_lowered(
    context: AssetCheckExecutionContext, gate_report: QAEvalReport, paths: EvalPathsResource
) -> AssetCheckResult:
    """The baseline file holds no number below the best its history recorded for the mode.

    First line: every committed version of the file reachable from the ratchet ref (a fresh
    instance in CI still knows the baseline it must not go below). Second line: the entries
    this instance's earlier runs saw. A hand edit that lowers a metric, raises
    fabrication_count, drops an integrity field or a case digest, or deletes the entry or
    the file fails here, naming the commit (or run) with the better number.
    """
    mode, path = gate_report.mode, paths.qa_baseline_path()
    data = read_qa_baseline(path)
    git = qa_history(path, data, paths.ratchet_ref_name()).for_key(mode)
    for notice in git.notices:
        context.log.warning(notice)
    runs = instance_records(context.instance, REPORT_KEY, mode, skip_run_id=context.run.run_id)
    seen = qa_findings(path, data, runs) if runs else []
    findings = [*git.findings, *(f for f in seen if f.key in (None, mode))]
    return AssetCheckResult(
        passed=not findings,
        severity=AssetCheckSeverity.ERROR,
        description="; ".join(f.message for f in findings)
        or "baseline at or above every recorded version",
        metadata={
            **ratchet_metadata(git, findings),
            "recorded_runs": MetadataValue.int(len(runs)),
            "on_disk": MetadataValue.json(dict((data or {}).get(mode) or {})),
        },
    )
