"""The sharded run on dagster-dask over a local dask.distributed cluster, from the CLI."""

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from dagster import DagsterEventType, DagsterInstance, materialize

from ragspine_eval_pipeline.defs.executors import dask_executor_for
from ragspine_eval_pipeline.defs.qa.assets import case_outcomes, eval_kb, gate_report, golden_set
from tests.dagster.conftest import REGRESSING
from tests.dagster.helpers import report_bytes, resources, stored_report

REPO = Path(__file__).resolve().parents[2]
DAGSTER = Path(sys.executable).parent / "dagster"
DASK_RUN_CONFIG = {
    "execution": {"config": {"dask": {"cluster": {"local": {"n_workers": 2}}}}},
}


def test_sharded_run_on_a_dask_cluster_matches_the_in_process_report(
    eval_files, instance, tmp_path, monkeypatch
):
    monkeypatch.setenv("RAGSPINE_ENGINE", REGRESSING)
    home = tmp_path / "dask_home"
    home.mkdir()
    shutil.copy(REPO / "dagster.yaml", home / "dagster.yaml")
    env = {
        **os.environ,
        "DAGSTER_HOME": str(home),
        "RAGSPINE_SHARDS": "3",
        "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
    }
    command = [
        *(str(DAGSTER), "asset", "materialize", "-m", "ragspine_eval_pipeline.definitions"),
        *("--select", "golden_set,eval_kb,case_outcomes,gate_report", "--partition", "tool"),
        *("--config-json", json.dumps(DASK_RUN_CONFIG)),
    ]
    run = subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=240)
    assert run.returncode == 0, run.stderr[-3000:]

    monkeypatch.setenv("DAGSTER_HOME", str(home))  # the instance config reads it
    with DagsterInstance.from_config(str(home)) as launched:
        (record,) = launched.get_run_records()
        run_id = record.dagster_run.run_id
        (run_start,) = launched.all_logs(run_id, of_type=DagsterEventType.RUN_START)
        starts = launched.all_logs(run_id, of_type=DagsterEventType.STEP_START)
        stored = stored_report(launched, "tool")
    step_pids = {event.step_key: event.get_dagster_event().pid for event in starts}
    assert {f"case_outcomes.case_shard_{i}" for i in range(3)} <= set(step_pids)
    # Every step ran in a dask worker process, none in the process that launched the run.
    assert run_start.get_dagster_event().pid not in set(step_pids.values())

    in_process = materialize(
        [golden_set, eval_kb, case_outcomes, gate_report],
        instance=instance,
        resources=resources(),
        partition_key="tool",
    )
    expected = in_process.output_for_node("gate_report")
    assert expected.metrics["value_match"].passed == 0  # the report carries failures
    assert report_bytes(stored) == report_bytes(expected)


def test_dask_cluster_config_needs_exactly_one_cluster_type():
    with pytest.raises(Exception, match="exactly one cluster type"):
        dask_executor_for({"local": {}, "existing": {"address": "tcp://127.0.0.1:8786"}})
    executor = dask_executor_for({"existing": {"address": "tcp://127.0.0.1:8786"}})
    assert (executor.cluster_type, executor.cluster_configuration) == (
        "existing",
        {"address": "tcp://127.0.0.1:8786"},
    )
