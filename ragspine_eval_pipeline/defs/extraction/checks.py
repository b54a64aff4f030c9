"""The blocking ratchet on extraction: no channel or coverage below its baseline, and no
baseline below its committed history."""

from dagster import (
    AssetCheckExecutionContext,
    AssetCheckResult,
    AssetCheckSeverity,
    MetadataValue,
    asset_check,
)

from ragspine_eval_pipeline.defs.extraction import metadata as md
from ragspine_eval_pipeline.defs.extraction.assets import extraction_report
from ragspine_eval_pipeline.defs.ratchet import ratchet_metadata
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from ragspine_eval_pipeline.eval.extraction_eval import (
    EvalReport,
    compare_to_baseline,
    read_extraction_baseline,
)
from ragspine_eval_pipeline.eval.history import extraction_history
from ragspine_eval_pipeline.eval.store import read_json_object
from ragspine_eval_pipeline.extraction.runner import FIXTURE_SETS


@asset_check(asset=extraction_report, blocking=True)
def extraction_not_regressed(
    context: AssetCheckExecutionContext,
    extraction_report: dict[str, EvalReport],
    paths: EvalPathsResource,
) -> AssetCheckResult:
    """Every channel accuracy and coverage at or above the set's baseline, no lost document,
    and the baseline file at or above every committed version of it.

    A set without a baseline passes on its numbers; extraction_baseline_check writes
    its first one (or refuses to). A document the extractor could not read fails the
    check either way: a failure is never hidden behind a coverage that still holds.
    """
    path = paths.extraction_baseline_path()
    baseline = read_extraction_baseline(path, FIXTURE_SETS)
    history = extraction_history(path, read_json_object(path), paths.ratchet_ref_name())
    for notice in history.notices:
        context.log.warning(notice)
    lowered = [f for f in history.findings if f.key is None or f.key in extraction_report]
    comparisons = {
        fmt: compare_to_baseline(report.metrics(), baseline[fmt])
        for fmt, report in extraction_report.items()
        if fmt in baseline
    }
    regressions = [
        f"{fmt}.{r.describe()}"
        for fmt, comparison in comparisons.items()
        for r in comparison.regressions
    ]
    lost = [
        f"{fmt}: {name} not extracted"
        for fmt, report in extraction_report.items()
        for name in report.failed_documents
    ]
    failures = regressions + lost + [f.message for f in lowered]
    return AssetCheckResult(
        passed=not failures,
        severity=AssetCheckSeverity.ERROR,
        description="regressed: " + "; ".join(failures) if failures else "no regression",
        metadata={
            "regressed": MetadataValue.int(len(regressions)),
            "failed_documents": MetadataValue.int(len(lost)),
            "comparison": MetadataValue.md(md.comparison_table(comparisons)),
            "unbaselined_sets": MetadataValue.text(
                ", ".join(sorted(set(extraction_report) - set(baseline))) or "none"
            ),
            **ratchet_metadata(history, lowered),
        },
    )
