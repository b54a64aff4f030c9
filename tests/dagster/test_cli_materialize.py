"""CI's command: `dagster asset materialize` exits 0 on a pass and non-zero on a regression."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from dagster import AssetCheckKey, AssetKey, AssetRecordsFilter, DagsterInstance

from tests.dagster.conftest import ORACLE, REGRESSING

REPO = Path(__file__).resolve().parents[2]
DAGSTER = Path(sys.executable).parent / "dagster"


@pytest.fixture
def dagster_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "dagster_home"
    home.mkdir()
    shutil.copy(REPO / "dagster.yaml", home / "dagster.yaml")
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    return home


def materialize(mode: str, engine: str) -> subprocess.CompletedProcess[str]:
    env = {
        **os.environ,
        "RAGSPINE_ENGINE": engine,
        # The fake engines are imported by path from the repo's tests package.
        "PYTHONPATH": os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
    }
    command = [
        str(DAGSTER),
        "asset",
        "materialize",
        "-m",
        "ragspine_eval_pipeline.definitions",
        "--select",
        "*",
        "--partition",
        mode,
    ]
    return subprocess.run(command, cwd=REPO, env=env, capture_output=True, text=True, timeout=300)


def _count(instance: DagsterInstance, asset: str, mode: str) -> int:
    records = instance.fetch_materializations(
        AssetRecordsFilter(asset_key=AssetKey(asset), asset_partitions=[mode]), limit=10
    ).records
    return len(records)


def test_pass_then_regression(eval_files, dagster_home):
    passed = materialize("tool", ORACLE)
    assert passed.returncode == 0, passed.stderr[-3000:]
    baseline = eval_files.baseline.read_text()
    assert '"tool"' in baseline

    regressed = materialize("tool", REGRESSING)
    assert regressed.returncode != 0
    assert "blocking asset check failed" in regressed.stderr
    assert eval_files.baseline.read_text() == baseline
    with DagsterInstance.get() as instance:
        assert _count(instance, "gate_report", "tool") == 2
        assert _count(instance, "baseline_check", "tool") == 1  # skipped on the regression
        # The UI shows which cases flipped, and the check shows the regressed metric.
        [latest] = instance.fetch_materializations(
            AssetRecordsFilter(asset_key=AssetKey("gate_report"), asset_partitions=["tool"]),
            limit=1,
        ).records
        metadata = latest.asset_materialization.metadata
        assert metadata["tool.flipped_to_fail"].value > 0
        assert "value_match | pass | FAIL" in metadata["flipped_cases"].value
        check = instance.event_log_storage.get_latest_asset_check_execution_by_key(
            [AssetCheckKey(AssetKey("gate_report"), "baseline_not_regressed")]
        )
        evaluation = next(iter(check.values())).event.dagster_event.event_specific_data
        assert not evaluation.passed
        assert evaluation.metadata["value_match.delta"].value < 0
