"""The blocking ratchet on extraction: no channel or coverage below its baseline."""

from dagster import AssetCheckResult, AssetCheckSeverity, MetadataValue, asset_check

from ragspine_eval_pipeline.defs.extraction import metadata as md
from ragspine_eval_pipeline.defs.extraction.assets import extraction_report
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from ragspine_eval_pipeline.eval.extraction_eval import (
    EvalReport,
    compare_to_baseline,
    read_extraction_baseline,
)
from ragspine_eval_pipeline.extraction.runner import FIXTURE_SETS


@asset_check(asset=extraction_report, blocking=True)
def extraction_not_regressed(
    extraction_report: dict[str, EvalReport], paths: EvalPathsResource
) -> AssetCheckResult:
    """Every channel accuracy and coverage at or above the set's baseline.

    A set without a baseline passes; extraction_baseline_check writes its first one.
    """
    baseline = read_extraction_baseline(paths.extraction_baseline_path(), FIXTURE_SETS)
    comparisons = {
        fmt: compare_to_baseline(report.metrics(), baseline[fmt])
        for fmt, report in extraction_report.items()
        if fmt in baseline
    }
    regressions = [
        f"{fmt}.{r.channel} {r.baseline:g} -> {_shown(r.current)}"
        for fmt, comparison in comparisons.items()
        for r in comparison.regressions
    ]
    return AssetCheckResult(
        passed=not regressions,
        severity=AssetCheckSeverity.ERROR,
        description="regressed: " + "; ".join(regressions) if regressions else "no regression",
        metadata={
            "regressed": MetadataValue.int(len(regressions)),
            "comparison": MetadataValue.md(md.comparison_table(comparisons)),
            "unbaselined_sets": MetadataValue.text(
                ", ".join(sorted(set(extraction_report) - set(baseline))) or "none"
            ),
        },
    )


def _shown(value: float | None) -> str:
    return "missing" if value is None else f"{value:g}"
