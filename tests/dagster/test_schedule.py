"""The nightly schedule asks for one QA run per mode and one extraction run, each keyed."""

from datetime import UTC, datetime

import pytest
from dagster import AssetKey, AssetSelection, DagsterInstance, build_schedule_context

from ragspine_eval_pipeline.definitions import defs
from ragspine_eval_pipeline.defs.extraction.assets import GROUP as EXTRACTION_GROUP


@pytest.fixture
def tick(tmp_path, monkeypatch):
    monkeypatch.setenv("RAGSPINE_ENGINE", "tests.dagster.fakes:RegressingEngine")
    schedule = defs.resolve_schedule_def("nightly_eval")
    with DagsterInstance.local_temp(str(tmp_path)) as instance:
        context = build_schedule_context(
            instance=instance,
            scheduled_execution_time=datetime(2026, 3, 4, 2, 0, tzinfo=UTC),
            repository_def=defs.get_repository_def(),
        )
        yield schedule.evaluate_tick(context)


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
