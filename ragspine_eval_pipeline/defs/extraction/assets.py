"""Extraction eval assets: facts and ground truth apart, joined in a per-set report."""

from typing import Any

from dagster import AssetExecutionContext, Failure, MetadataValue, Output, asset

from ragspine_eval_pipeline.defs.extraction import metadata as md
from ragspine_eval_pipeline.defs.extraction.resources import ExtractorResource
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from ragspine_eval_pipeline.eval.extraction_eval import (
    EvalReport,
    RatchetRefused,
    baseline_refusals,
    compare_to_baseline,
    read_extraction_baseline,
    record_extraction_baseline,
    run_eval,
)
from ragspine_eval_pipeline.extraction.runner import (
    FIXTURE_SETS,
    extract_documents,
    fixture_documents,
    ground_truth_path,
    load_ground_truth,
)

GROUP = "extraction_eval"

Facts = list[dict[str, Any]]
SetFacts = dict[str, Any]
"""One set's ``{"facts": [...], "failed_documents": {name: error}}``."""


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
) -> Output[dict[str, SetFacts]]:
    """Facts the extractor read from every fixture document, per set.

    A document the extractor cannot read is logged and recorded with its error; the
    other documents still count, and the set's report carries the failure so the run
    can neither pass nor set a baseline.
    """
    extract = extractor.load()
    out: dict[str, SetFacts] = {}
    for fmt in FIXTURE_SETS:
        documents = fixture_documents(paths.fixtures_path(), fmt)
        facts, failed = extract_documents(documents, extract)
        for name, error in failed.items():
            context.log.error(f"{fmt}: {name}: {error}")
        out[fmt] = {"facts": facts, "failed_documents": failed}
    rows = [
        (name, error) for found in out.values() for name, error in found["failed_documents"].items()
    ]
    return Output(
        out,
        metadata={
            **{
                f"{fmt}.facts": MetadataValue.int(len(found["facts"])) for fmt, found in out.items()
            },
            "failed_documents": MetadataValue.md(md.md_table(["document", "error"], rows)),
        },
    )


@asset(group_name=GROUP)
def extraction_report(
    extraction_facts: dict[str, SetFacts], extraction_ground_truth: dict[str, Any]
) -> Output[dict[str, EvalReport]]:
    """Per-set channel accuracy and coverage; the UI plots each number across runs."""
    reports = {}
    for fmt, truth in extraction_ground_truth.items():
        found = extraction_facts.get(fmt, {"facts": [], "failed_documents": {}})
        reports[fmt] = run_eval(found["facts"], truth, failed_documents=found["failed_documents"])
    return Output(reports, metadata=md.report_metadata(reports))


@asset(group_name=GROUP)
def extraction_baseline_check(
    context: AssetExecutionContext,
    extraction_report: dict[str, EvalReport],
    paths: EvalPathsResource,
) -> Output[dict[str, Any]]:
    """Each set's comparison with its baseline; a set without one gets it from this run.

    Runs only after the blocking check passed, and re-compares so that materializing it
    alone can never pass a regression. A first baseline goes through the core's
    ``record_extraction_baseline``; a run it would refuse (lost documents, nothing
    measured) fails this asset, and a failing run writes no set's baseline.
    """
    path = paths.extraction_baseline_path()
    baseline = read_extraction_baseline(path, FIXTURE_SETS)
    comparisons = {
        fmt: compare_to_baseline(report.metrics(), baseline.get(fmt, {}))
        for fmt, report in extraction_report.items()
    }
    fresh = [fmt for fmt in extraction_report if fmt not in baseline]
    problems = [f"{fmt} regressed" for fmt, c in comparisons.items() if not c.passed]
    problems += [
        f"{fmt}: documents not extracted: {', '.join(report.failed_documents)}"
        for fmt, report in extraction_report.items()
        if fmt in baseline and report.failed_documents
    ]
    problems += [
        str(RatchetRefused(path, fmt, reasons))
        for fmt in fresh
        if (reasons := baseline_refusals(extraction_report[fmt]))
    ]
    table = MetadataValue.md(md.comparison_table(comparisons))
    if problems:  # a failing run writes no baseline at all
        raise Failure("; ".join(problems), metadata={"comparison": table})
    if fresh and not path.exists():
        context.log.warning(f"no baseline file at {path}; creating it from this run")
    for fmt in fresh:
        try:
            record_extraction_baseline(
                path, fmt, extraction_report[fmt], FIXTURE_SETS, paths.ratchet_ref_name()
            )
        except RatchetRefused as exc:  # a concurrent run wrote a higher entry meanwhile
            raise Failure(str(exc), metadata={"comparison": table}) from exc
        context.log.info(f"extraction baseline written for {fmt}: {path}")
    return Output(
        {fmt: c.model_dump(mode="json") for fmt, c in comparisons.items()},
        metadata={
            "baseline_path": MetadataValue.path(str(path)),
            "written": MetadataValue.text(", ".join(fresh) or "none"),
            "comparison": table,
        },
    )
