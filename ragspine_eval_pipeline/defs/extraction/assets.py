"""Extraction eval assets: facts and ground truth apart, joined in a per-set report."""

from typing import Any

from dagster import AssetExecutionContext, Failure, MetadataValue, Output, asset

from ragspine_eval_pipeline.defs.extraction import metadata as md
from ragspine_eval_pipeline.defs.extraction.resources import ExtractorResource
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from ragspine_eval_pipeline.eval.extraction_eval import (
    EvalReport,
    compare_to_baseline,
    make_baseline_entry,
    read_extraction_baseline,
    run_eval,
    update_extraction_baseline,
)
from ragspine_eval_pipeline.extraction import ExtractionError
from ragspine_eval_pipeline.extraction.runner import (
    FIXTURE_SETS,
    fixture_documents,
    ground_truth_path,
    load_ground_truth,
)

GROUP = "extraction_eval"

Facts = list[dict[str, Any]]


@asset(group_name=GROUP)
def extraction_ground_truth(paths: EvalPathsResource) -> Output[dict[str, Any]]:
    """Cell-level ground truth of each fixture set (xlsx, pdf, pptx)."""
    fixtures = paths.fixtures_path()
    truth = {fmt: load_ground_truth(ground_truth_path(fixtures, fmt)) for fmt in FIXTURE_SETS}
    return Output(
        truth,
        metadata={
            "fixtures_dir": MetadataValue.path(str(fixtures)),
            **{f"{fmt}.cells": MetadataValue.int(len(cells)) for fmt, cells in truth.items()},
        },
    )


@asset(group_name=GROUP)
def extraction_facts(
    context: AssetExecutionContext, paths: EvalPathsResource, extractor: ExtractorResource
) -> Output[dict[str, Facts]]:
    """Facts the extractor read from every fixture document, per set.

    A document the extractor cannot read is logged and contributes no facts, so it
    shows as lost coverage in the report instead of hiding the other documents.
    """
    extract = extractor.load()
    facts: dict[str, Facts] = {}
    failed: list[tuple[str, str]] = []
    for fmt in FIXTURE_SETS:
        facts[fmt] = []
        for document in fixture_documents(paths.fixtures_path(), fmt):
            try:
                facts[fmt].extend(extract(document))
            except (ExtractionError, ValueError, OSError) as exc:
                context.log.error(str(exc))
                failed.append((document.name, str(exc)))
    return Output(
        facts,
        metadata={
            **{f"{fmt}.facts": MetadataValue.int(len(found)) for fmt, found in facts.items()},
            "failed_documents": MetadataValue.md(md.md_table(["document", "error"], failed)),
        },
    )


@asset(group_name=GROUP)
def extraction_report(
    extraction_facts: dict[str, Facts], extraction_ground_truth: dict[str, Any]
) -> Output[dict[str, EvalReport]]:
    """Per-set channel accuracy and coverage; the UI plots each number across runs."""
    reports = {
        fmt: run_eval(extraction_facts.get(fmt, []), truth)
        for fmt, truth in extraction_ground_truth.items()
    }
    return Output(reports, metadata=md.report_metadata(reports))


@asset(group_name=GROUP)
def extraction_baseline_check(
    context: AssetExecutionContext,
    extraction_report: dict[str, EvalReport],
    paths: EvalPathsResource,
) -> Output[dict[str, Any]]:
    """Each set's comparison with its baseline; a set without one gets it from this run.

    Runs only after the blocking check passed, and re-compares so that materializing it
    alone can never pass a regression.
    """
    path = paths.extraction_baseline_path()
    baseline = read_extraction_baseline(path, FIXTURE_SETS)
    comparisons = {}
    for fmt, report in extraction_report.items():
        if fmt not in baseline:
            update_extraction_baseline(path, fmt, make_baseline_entry(report), FIXTURE_SETS)
            context.log.info(f"extraction baseline written for {fmt}: {path}")
        comparisons[fmt] = compare_to_baseline(report.metrics(), baseline.get(fmt, {}))
    regressed = {fmt: c for fmt, c in comparisons.items() if not c.passed}
    table = MetadataValue.md(md.comparison_table(comparisons))
    if regressed:
        raise Failure(
            f"extraction regressed: {', '.join(regressed)}", metadata={"comparison": table}
        )
    return Output(
        {fmt: c.model_dump(mode="json") for fmt, c in comparisons.items()},
        metadata={
            "baseline_path": MetadataValue.path(str(path)),
            "written": MetadataValue.text(
                ", ".join(sorted(set(extraction_report) - set(baseline))) or "none"
            ),
            "comparison": table,
        },
    )
