"""QA eval assets. Each loads its inputs, calls the eval core, and returns value + metadata."""

import json
from collections import Counter
from typing import Any

import pandas as pd
from dagster import AssetExecutionContext, Failure, MetadataValue, Output, asset

from ragspine_eval_pipeline.defaults import pipeline_kb_dir
from ragspine_eval_pipeline.defs.collector import collector_paused
from ragspine_eval_pipeline.defs.history import (
    BASELINE_SEEN_KEY,
    baseline_numbers,
    last_passing_report,
)
from ragspine_eval_pipeline.defs.qa import metadata as md
from ragspine_eval_pipeline.defs.qa.ci_reports import write_ci_reports
from ragspine_eval_pipeline.defs.qa.outcome_table import outcome_table_metadata
from ragspine_eval_pipeline.defs.qa.partitions import mode_partitions
from ragspine_eval_pipeline.defs.qa.resources import (
    EngineResource,
    JudgeResource,
    RunPolicyResource,
)
from ragspine_eval_pipeline.defs.qa.shards import (
    ShardResult,
    frame_outcomes,
    merged_frame,
    run_shard,
)
from ragspine_eval_pipeline.defs.qa.trends import TREND_COMMAND, trend_metadata
from ragspine_eval_pipeline.defs.report_store import REPORT_STORE_KEY, GateReportStore
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from ragspine_eval_pipeline.eval.baseline import (
    check_against_baseline,
    has_judge_numbers,
    read_qa_baseline,
    record_judge_baseline,
    report_judge,
    update_qa_baseline,
)
from ragspine_eval_pipeline.eval.flips import flipped_cases
from ragspine_eval_pipeline.eval.gold_context import synthetic_gold_context
from ragspine_eval_pipeline.eval.golden import GoldenCase, golden_fingerprint, load_golden_set
from ragspine_eval_pipeline.eval.report import QAEvalReport
from ragspine_eval_pipeline.eval.scoring import evaluate
from ragspine_eval_pipeline.eval.store import RatchetRefused
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic import build_eval_kb

GROUP = "qa_eval"


@asset(group_name=GROUP)
@collector_paused
def golden_set(paths: EvalPathsResource) -> Output[list[GoldenCase]]:
    """The validated QA golden set; an invalid line fails the run, listing every problem."""
    path = paths.golden_set_path()
    cases = load_golden_set(path)
    case_types = Counter(case.case_type for case in cases)
    return Output(
        cases,
        metadata={
            "path": MetadataValue.path(str(path)),
            "n_cases": MetadataValue.int(len(cases)),
            "golden_fingerprint": MetadataValue.text(golden_fingerprint(cases)),
            "case_types": MetadataValue.json(dict(sorted(case_types.items()))),
        },
    )


@asset(group_name=GROUP)
def eval_kb(
    context: AssetExecutionContext, golden_set: list[GoldenCase], paths: EvalPathsResource
) -> Output[dict[str, str]]:
    """The synthetic KB, built into a folder; downstream gets its path and fingerprint.

    It also lists the documents the golden set cites that the KB lacks: a case that
    points at a missing document cannot be answered by any engine reading this KB.
    """
    kb_dir = paths.kb_path(pipeline_kb_dir(context.instance.storage_directory()))
    kb = build_eval_kb(kb_dir)  # idempotent, atomic per file: runs of both modes may share it
    missing = sorted(cited_documents(golden_set) - set(kb.documents()))
    if missing:
        context.log.warning(f"golden cases cite documents the KB lacks: {', '.join(missing)}")
    return Output(
        {"kb_dir": str(kb_dir), "fingerprint": kb.fingerprint},
        metadata={
            "kb_dir": MetadataValue.path(str(kb_dir)),
            "kb_fingerprint": MetadataValue.text(kb.fingerprint),
            "documents": MetadataValue.int(len(kb.documents())),
            "golden_documents_missing": MetadataValue.text(", ".join(missing) or "none"),
        },
    )


def cited_documents(cases: list[GoldenCase]) -> set[str]:
    """Every document the golden cases expect an answer to cite."""
    docs = {case.expected.narrative_doc for case in cases} | {
        case.expected.source.doc for case in cases if case.expected.source is not None
    }
    return {doc for doc in docs if doc}


def _load_kb(eval_kb: dict[str, str]) -> KnowledgeBase:
    kb = KnowledgeBase.load(eval_kb["kb_dir"])
    if kb.fingerprint != eval_kb["fingerprint"]:
        raise Failure(
            f"knowledge base at {eval_kb['kb_dir']} changed since eval_kb was built "
            f"({eval_kb['fingerprint']} -> {kb.fingerprint}); re-materialize eval_kb"
        )
    return kb


@asset(group_name=GROUP, partitions_def=mode_partitions, kinds={"pandas"})
@collector_paused
def case_outcomes(
    context: AssetExecutionContext,
    golden_set: list[GoldenCase],
    eval_kb: dict[str, str],
    engine: EngineResource,
    run_policy: RunPolicyResource,
) -> Output[pd.DataFrame]:
    """One row per golden case: what the engine answered in this mode, with errors and latency."""
    shard = run_case_shard(golden_set, eval_kb, engine, run_policy, context.partition_key, 0, 1)
    return case_outcomes_output(merged_frame([shard]), context.partition_key, golden_set)


def run_case_shard(
    golden_set: list[GoldenCase],
    eval_kb: dict[str, str],
    engine: EngineResource,
    run_policy: RunPolicyResource,
    mode: str,
    index: int,
    count: int,
) -> ShardResult:
    """Shard ``index`` of ``count`` of the golden set, run through the engine resource."""
    spec = engine.resolved_spec()
    kb = _load_kb(eval_kb)
    return run_shard(
        golden_set, index, count, mode=mode, engine_spec=spec, kb=kb, policy=run_policy.policy(spec)
    )


def case_outcomes_output(
    frame: pd.DataFrame, mode: str, golden_set: list[GoldenCase]
) -> Output[pd.DataFrame]:
    """The outcomes table with its metadata, whether it ran as one step or as shards."""
    statuses = frame["tool_status"].value_counts().to_dict()
    return Output(
        frame,
        metadata={
            "engine": MetadataValue.text(frame.attrs["engine"]),
            f"{mode}.n_cases": MetadataValue.int(len(frame)),
            f"{mode}.engine_errors": MetadataValue.int(int(statuses.get("error", 0))),
            f"{mode}.timeouts": MetadataValue.int(int(statuses.get("timeout", 0))),
            f"{mode}.mean_latency_ms": MetadataValue.float(
                round(float(frame["latency_ms"].mean()), 3) if len(frame) else 0.0
            ),
            **outcome_table_metadata(frame, golden_set),
        },
    )


@asset(
    group_name=GROUP,
    partitions_def=mode_partitions,
    metadata={"trend_command": MetadataValue.text(TREND_COMMAND)},
    io_manager_key=REPORT_STORE_KEY,
)
@collector_paused
def gate_report(
    context: AssetExecutionContext,
    golden_set: list[GoldenCase],
    eval_kb: dict[str, str],
    case_outcomes: pd.DataFrame,
    judge: JudgeResource,
    paths: EvalPathsResource,
) -> Output[QAEvalReport]:
    """The six gate pass rates and fabrication, per tag, with failing and flipped cases.

    The report itself is stored by its IO manager (``report_store``); this step writes
    only its CI formats, beside where that file goes.
    """
    mode, run_id = context.partition_key, context.run.run_id
    report = evaluate(
        golden_set,
        frame_outcomes(case_outcomes),
        mode,
        judge=judge.load(),
        gold_context=synthetic_gold_context(),
        kb_fingerprint=eval_kb["fingerprint"],
        engine=case_outcomes.attrs.get("engine"),
    )
    store: GateReportStore = getattr(context.resources, REPORT_STORE_KEY)
    stored_at = store.path_for(mode, run_id)
    previous = last_passing_report(context.instance, context.asset_key, mode, skip_run_id=run_id)
    entry = (read_qa_baseline(paths.qa_baseline_path()) or {}).get(mode)
    flips = flipped_cases(previous[1], report) if previous else None
    verdict = check_against_baseline(report, entry)
    return Output(
        report,
        metadata={
            **md.report_metadata(report),
            **md.baseline_metadata(report, entry),
            **md.flips_metadata(previous[0] if previous else None, flips or [], report),
            **trend_metadata(context.instance, context.asset_key, report, entry),
            **write_ci_reports(stored_at, report, verdict, flips, paths.reports_dir_path()),
            BASELINE_SEEN_KEY: MetadataValue.json(baseline_numbers(entry)),
        },
    )


@asset(group_name=GROUP, partitions_def=mode_partitions)
@collector_paused
def baseline_check(
    context: AssetExecutionContext, gate_report: QAEvalReport, paths: EvalPathsResource
) -> Output[dict[str, Any]]:
    """The comparison with the mode's baseline; a mode without one gets it written from this run,
    and so does a judge without groundedness numbers in the mode's entry.

    Runs only after the blocking checks on gate_report passed. It re-compares anyway, so
    materializing it alone can never pass a regression.
    """
    path = paths.qa_baseline_path()
    entry = (read_qa_baseline(path) or {}).get(gate_report.mode)
    judge = report_judge(gate_report)
    new_judge = entry is not None and not has_judge_numbers(entry, judge)
    if entry is None or new_judge:
        # First run of this mode, or of this judge in it (SPEC sections 5 and 6).
        write = update_qa_baseline if entry is None else record_judge_baseline
        if not path.exists():
            context.log.warning(f"no baseline file at {path}; creating it from this run")
        try:
            write(path, gate_report, paths.ratchet_ref_name())
        except RatchetRefused as exc:  # e.g. the engine failed on some cases
            raise Failure(str(exc)) from exc
        context.log.info(f"baseline written for {gate_report.mode}, judge {judge.key}: {path}")
    verdict = check_against_baseline(gate_report, entry)
    comparison = verdict.comparison
    if not verdict.passed:
        raise Failure(
            f"{gate_report.mode} regressed against {path}",
            metadata={
                "regressions": MetadataValue.md(md.comparison_table(comparison)),
                "golden_integrity": MetadataValue.text("; ".join(verdict.integrity) or "ok"),
            },
        )
    return Output(
        comparison.model_dump(mode="json"),
        metadata={
            "baseline_written": MetadataValue.bool(entry is None or new_judge),
            "baseline_path": MetadataValue.path(str(path)),
            "judge": MetadataValue.text(judge.key),
            "improvements": MetadataValue.int(len(comparison.improvements)),
            "comparison": MetadataValue.md(md.comparison_table(comparison)),
            "comparison_json": MetadataValue.json(json.loads(comparison.model_dump_json())),
        },
    )
