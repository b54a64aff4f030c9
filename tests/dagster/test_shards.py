"""Sharded case execution: shards are separate steps, and the report does not depend on them."""

from pathlib import Path

import pandas as pd
import pytest
from dagster import DagsterInstance, ExecuteInProcessResult, materialize

from ragspine_eval_pipeline.defs.qa.assets import case_outcomes, eval_kb, gate_report, golden_set
from ragspine_eval_pipeline.defs.qa.sharded import qa_assets_with_shards, sharded_case_outcomes
from ragspine_eval_pipeline.defs.qa.shards import (
    MAX_SHARDS,
    ShardCountError,
    shard_bounds,
    shard_count,
)
from ragspine_eval_pipeline.eval.golden import load_golden_set
from ragspine_eval_pipeline.eval.report import QAEvalReport
from tests.dagster.conftest import REGRESSING
from tests.dagster.helpers import report_bytes, resources

SHIPPED_GOLDEN = Path(__file__).resolve().parents[2] / "data" / "golden" / "qa_golden_set.jsonl"


@pytest.mark.parametrize(
    ("n_cases", "count"),
    [
        (153, 1),  # one shard is the whole set
        (153, 4),  # uneven: 38, 38, 38, 39
        (6, 8),  # more shards than cases: some shards are empty
        (0, 3),  # nothing to run
    ],
)
def test_shards_cover_every_case_once_in_order(n_cases: int, count: int):
    bounds = [shard_bounds(n_cases, index, count) for index in range(count)]
    covered = [case for start, stop in bounds for case in range(start, stop)]
    assert covered == list(range(n_cases))
    sizes = [stop - start for start, stop in bounds]
    assert max(sizes) - min(sizes) <= 1


def test_shard_index_out_of_range_is_refused():
    with pytest.raises(ValueError, match="shard 3 out of range for 3 shards"):
        shard_bounds(10, 3, 3)


@pytest.mark.parametrize(
    ("value", "expected"),
    [("", 1), ("  ", 1), ("1", 1), ("4", 4), (str(MAX_SHARDS), MAX_SHARDS)],
)
def test_shard_count_reads_the_environment(value: str, expected: int):
    assert shard_count({"RAGSPINE_SHARDS": value}) == expected
    assert shard_count({}) == 1


@pytest.mark.parametrize("value", ["0", "-2", "four", "2.5", str(MAX_SHARDS + 1)])
def test_bad_shard_count_names_the_variable(value: str):
    with pytest.raises(ShardCountError, match=f"RAGSPINE_SHARDS={value!r}"):
        shard_count({"RAGSPINE_SHARDS": value})


def test_sharded_asset_runs_one_step_per_shard_then_a_merge(eval_files, instance):
    result = _run(instance, shards=3)
    steps = {event.step_key for event in result.get_step_success_events()}
    assert {
        "case_outcomes.case_shard_0",
        "case_outcomes.case_shard_1",
        "case_outcomes.case_shard_2",
        "case_outcomes.merge_case_shards",
    } <= steps
    assert qa_assets_with_shards([golden_set, case_outcomes], 1) == [golden_set, case_outcomes]
    swapped = qa_assets_with_shards([golden_set, case_outcomes], 3)
    assert swapped[0] is golden_set and swapped[1] is not case_outcomes
    assert swapped[1].key == case_outcomes.key


@pytest.mark.parametrize("shards", [2, 4, 8])
def test_sharded_report_is_byte_identical_to_unsharded(eval_files, instance, monkeypatch, shards):
    # A regressing engine, so the report carries failures, reasons and by-tag breakdowns.
    monkeypatch.setenv("RAGSPINE_ENGINE", REGRESSING)
    reference = _run(instance, shards=1)
    sharded = _run(instance, shards=shards)
    assert _report_bytes(sharded) == _report_bytes(reference)
    assert "value_match" in _report(reference).metrics
    assert _report(reference).metrics["value_match"].passed == 0  # the failures are there
    pd.testing.assert_frame_equal(_outcomes(sharded), _outcomes(reference))


def test_sharded_report_on_the_shipped_set_with_the_reference_engine(
    eval_files, instance, monkeypatch
):
    monkeypatch.setenv("RAGSPINE_GOLDEN_SET", str(SHIPPED_GOLDEN))
    monkeypatch.delenv("RAGSPINE_ENGINE")
    reference = _run(instance, shards=1)
    sharded = _run(instance, shards=5)
    assert _report(reference).n_cases == len(load_golden_set(SHIPPED_GOLDEN))
    assert _report_bytes(sharded) == _report_bytes(reference)


def _run(instance: DagsterInstance, shards: int, mode: str = "tool") -> ExecuteInProcessResult:
    outcomes = case_outcomes if shards == 1 else sharded_case_outcomes(shards)
    result = materialize(
        [golden_set, eval_kb, outcomes, gate_report],
        instance=instance,
        resources=resources(),
        partition_key=mode,
    )
    assert result.success
    return result


def _report(result: ExecuteInProcessResult) -> QAEvalReport:
    return result.output_for_node("gate_report")


def _report_bytes(result: ExecuteInProcessResult) -> bytes:
    return report_bytes(_report(result))


def _outcomes(result: ExecuteInProcessResult) -> pd.DataFrame:
    """The outcomes table without latency, the one column that differs run to run."""
    frame = result.output_for_node("case_outcomes")
    assert frame.attrs["engine"] == "tests.dagster.fakes:RegressingEngine"
    return frame.drop(columns="latency_ms")
