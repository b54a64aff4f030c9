"""The nightly schedule asks for one QA run per mode and one extraction run, each keyed."""

import gc
from datetime import UTC, datetime
from pathlib import Path

import pytest
from dagster import (
    AssetKey,
    AssetSelection,
    DagsterInstance,
    build_schedule_context,
    materialize,
)
from dagster._core.definitions.schedule_definition import ScheduleExecutionData

from ragspine_eval_pipeline.definitions import defs
from ragspine_eval_pipeline.defs.extraction.assets import GROUP as EXTRACTION_GROUP
from ragspine_eval_pipeline.defs.qa.assets import golden_set
from tests.dagster.fakes import golden_lines


def evaluate_nightly(home: Path) -> ScheduleExecutionData:
    """One tick of the nightly schedule against a temp instance under ``home``.

    The context is a context manager: the schedule's ``context.instance`` opens an instance
    of its own, which must close before the temp instance does. Left to the garbage
    collector, its close would restore the temp instance's (by then disposed) state storage
    as Dagster's current one, and every later run in this process would fail on it.
    """
    schedule = defs.resolve_schedule_def("nightly_eval")
    with (
        DagsterInstance.local_temp(str(home)) as instance,
        build_schedule_context(
            instance=instance,
            scheduled_execution_time=datetime(2026, 3, 4, 2, 0, tzinfo=UTC),
            repository_def=defs.get_repository_def(),
        ) as context,
    ):
        return schedule.evaluate_tick(context)


@pytest.fixture
def tick(tmp_path, monkeypatch):
    monkeypatch.setenv("RAGSPINE_ENGINE", "tests.dagster.fakes:RegressingEngine")
    return evaluate_nightly(tmp_path)


def test_ticks_leave_no_disposed_instance_behind(tmp_path, monkeypatch, eval_files):
    monkeypatch.setenv("RAGSPINE_ENGINE", "tests.dagster.fakes:RegressingEngine")
    for name in ("first", "second"):  # as two tests in a row do
        (tmp_path / name).mkdir()
        evaluate_nightly(tmp_path / name)
    gc.collect()
    # A run on an ephemeral instance, as the asset tests make, still loads its definitions.
    result = materialize([golden_set], resources=dict(defs.resources))
    assert len(result.output_for_node("golden_set")) == len(golden_lines())


def test_one_run_per_mode(tick):
    qa_runs = [r for r in tick.run_requests if r.partition_key is not None]
    assert [(r.partition_key, r.run_key) for r in qa_runs] == [
        ("tool", "2026-03-04-tool"),
        ("agent", "2026-03-04-agent"),
    ]
    for request in qa_runs:
        assert AssetKey("baseline_check") in request.asset_selection
        assert {key.name for key in request.asset_check_keys} == {
            "baseline_not_regressed",
            "baseline_not_lowered",
        }


def test_extraction_runs_once_per_night(tick):
    [extraction] = [r for r in tick.run_requests if r.partition_key is None]
    assert extraction.run_key == "2026-03-04-extraction"
    # The whole extraction group, as the loaded definitions group it, and nothing else.
    group = AssetSelection.groups(EXTRACTION_GROUP).resolve(defs.resolve_asset_graph())
    assert set(extraction.asset_selection) == group
    assert {key.to_user_string() for key in group} == {
        "extraction_facts",
        "extraction_ground_truth",
        "extraction_report",
        "extraction_baseline_check",
    }
    assert [key.name for key in extraction.asset_check_keys] == ["extraction_not_regressed"]


def test_each_run_pins_the_engine_and_inputs_the_tick_saw(tick):
    # A re-execution inherits the run's config and tags, not the webserver's environment.
    for request in tick.run_requests:
        resources = request.run_config["resources"]
        assert resources["engine"]["config"]["spec"] == "tests.dagster.fakes:RegressingEngine"
        assert resources["judge"]["config"]["spec"] == "lexical"
        assert resources["paths"]["config"]["golden_set"].endswith("qa_golden_set.jsonl")
        assert request.tags["ragspine/engine"] == "tests.dagster.fakes:RegressingEngine"
        assert request.tags["ragspine/trigger"] == "nightly"
