"""Running the QA graph in-process, as the CLI would for one partition."""

import json

from dagster import (
    AssetCheckEvaluation,
    AssetRecordsFilter,
    DagsterInstance,
    ExecuteInProcessResult,
    materialize,
)

from ragspine_eval_pipeline.definitions import defs
from ragspine_eval_pipeline.defs.qa.assets import (
    baseline_check,
    case_outcomes,
    eval_kb,
    gate_report,
    golden_set,
)
from ragspine_eval_pipeline.defs.qa.checks import baseline_not_lowered, baseline_not_regressed
from ragspine_eval_pipeline.defs.report_store import REPORT_PATH_KEY, read_report
from ragspine_eval_pipeline.eval.report import QAEvalReport

QA_GRAPH = [golden_set, eval_kb, case_outcomes, gate_report, baseline_check]
QA_CHECKS = [baseline_not_regressed, baseline_not_lowered]


def resources() -> dict[str, object]:
    """The resources of the code location (they read RAGSPINE_* at run time)."""
    return dict(defs.resources)


def run_qa(instance: DagsterInstance, mode: str = "tool") -> ExecuteInProcessResult:
    """Materialize the whole QA graph with its checks for one mode; never raises."""
    return materialize(
        [*QA_GRAPH, *QA_CHECKS],
        instance=instance,
        resources=resources(),
        partition_key=mode,
        raise_on_error=False,
    )


def check_evaluation(result: ExecuteInProcessResult, name: str) -> AssetCheckEvaluation:
    (evaluation,) = [e for e in result.get_asset_check_evaluations() if e.check_name == name]
    return evaluation


def materialized(result: ExecuteInProcessResult) -> set[str]:
    return {
        event.asset_key.to_user_string()
        for event in result.get_asset_materialization_events()
        if event.asset_key is not None
    }


def report_bytes(report: QAEvalReport) -> bytes:
    """The report as JSON bytes, without per-case wall times (the one field that differs
    from run to run of a deterministic engine)."""
    data = report.model_dump(mode="json")
    for case in data["cases"]:
        case.pop("latency_ms")
    return json.dumps(data, sort_keys=False).encode("utf-8")


def stored_report(instance: DagsterInstance, mode: str) -> QAEvalReport:
    """The latest gate_report of ``mode``, read from where its IO manager stored it."""
    [record] = instance.fetch_materializations(
        AssetRecordsFilter(asset_key=gate_report.key, asset_partitions=[mode]), limit=1
    ).records
    materialization = record.asset_materialization
    assert materialization is not None
    return read_report(str(materialization.metadata[REPORT_PATH_KEY].value))
