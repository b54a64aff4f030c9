"""`make eval`'s launcher: runs of the code location, inputs pinned, short output, and a
configuration error apart from a regression."""

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from dagster import AssetKey, AssetRecordsFilter, DagsterInstance, DagsterRunStatus, RunsFilter

from ragspine_eval_pipeline.defs.run_inputs import check_inputs, resolve_inputs
from tests.dagster.conftest import ORACLE, REGRESSING

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture
def dagster_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    home = tmp_path / "dagster_home"
    home.mkdir()
    shutil.copy(REPO / "dagster.yaml", home / "dagster.yaml")
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    return home


def launch(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "ragspine_eval_pipeline.defs.launch", *args]
    return subprocess.run(
        command,
        cwd=REPO,
        env={**os.environ, **env},
        capture_output=True,
        text=True,
        timeout=300,
    )


def test_a_bad_engine_is_a_configuration_error_naming_it(eval_files, dagster_home):
    result = launch("--mode", "tool", RAGSPINE_ENGINE="badengin:Engine")
    assert result.returncode == 2
    [line] = result.stderr.splitlines()
    assert line.startswith("configuration error: RAGSPINE_ENGINE=badengin:Engine: ")
    assert "No module named 'badengin'" in line
    assert "regress" not in result.stdout + result.stderr
    with DagsterInstance.get() as instance:
        assert instance.get_runs() == []  # nothing ran


@pytest.mark.parametrize(
    ("setting", "value", "says"),
    [
        ("RAGSPINE_JUDGE", "lexx", "judge 'lexx'"),  # an unknown judge spec
        ("RAGSPINE_GOLDEN_SET", "/nonexistent/golden.jsonl", "/nonexistent/golden.jsonl"),
        ("RAGSPINE_RATCHET_REF", "no-such-ref", "no-such-ref"),  # a ref git cannot resolve
    ],
)
def test_every_input_is_checked_before_a_case_runs(
    eval_files, monkeypatch, tmp_path, setting, value, says
):
    """What the launcher prints before any run (exit 2, as for the bad engine above)."""
    monkeypatch.setenv(setting, value)
    monkeypatch.setenv("RAGSPINE_QA_BASELINE", "")  # the repo's, which git has history of
    problems = check_inputs(resolve_inputs(tmp_path), qa=True, extraction=False)
    # (The fake engine reads the golden set too, so a bad golden set names both.)
    [line] = [line for line in problems if line.startswith(f"{setting}=")]
    assert line.startswith(f"{setting}={value}: ") and says in line


def test_make_eval_says_configuration_error_in_a_few_lines(tmp_path):
    env = {
        **os.environ,
        "DAGSTER_HOME": str(tmp_path / "home"),
        "RAGSPINE_ENGINE": "badengin:Engine",
    }
    result = subprocess.run(
        ["make", "-s", "-o", ".venv/.installed-stamp", "eval"],
        cwd=REPO,
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    output = result.stdout + result.stderr
    assert result.returncode != 0
    assert "configuration error: RAGSPINE_ENGINE=badengin:Engine" in output
    assert "eval: configuration error" in output
    assert "Traceback" not in output and "regressed" not in output
    assert len(output.splitlines()) <= 5, output


def test_runs_carry_their_origin_inputs_and_a_short_verdict(eval_files, dagster_home):
    passed = launch("--mode", "tool", RAGSPINE_ENGINE=ORACLE)
    assert passed.returncode == 0, passed.stdout + passed.stderr
    regressed = launch("--mode", "tool", RAGSPINE_ENGINE=REGRESSING)
    assert regressed.returncode == 1
    output = regressed.stdout + regressed.stderr
    assert "Traceback" not in output and "DagsterAssetCheckFailedError" not in output
    assert "check baseline_not_regressed failed: regressed: value_match 1 -> 0" in output
    # The summary: baseline and delta per gate, flips counted in cases.
    assert "value_match" in output and "baseline  100.00%  delta -100.00 pt  REGRESSED" in output
    assert "flipped to fail: 3 case(s) (value_match 3)" in output
    assert len(output.splitlines()) <= 15, output

    with DagsterInstance.get() as instance:
        runs = instance.get_runs(RunsFilter(job_name="qa_eval"))
        assert [run.status for run in runs] == [DagsterRunStatus.FAILURE, DagsterRunStatus.SUCCESS]
        latest = runs[0]
        # The UI re-executes a run from its code location's origin, which CLI runs lack.
        origin = latest.remote_job_origin
        assert origin is not None
        assert origin.repository_origin.code_location_origin.location_name == (
            "ragspine_eval_pipeline"
        )
        # Inputs are pinned in the run config (what a re-execution inherits) and shown as tags.
        resources = latest.run_config["resources"]
        assert resources["engine"]["config"]["spec"] == REGRESSING
        assert resources["paths"]["config"]["golden_set"] == str(eval_files.golden)
        assert resources["paths"]["config"]["kb_dir"] == str(eval_files.kb_dir)
        assert resources["paths"]["config"]["ratchet_ref"] == "HEAD"
        assert latest.tags["ragspine/engine"] == REGRESSING
        assert latest.tags["ragspine/judge"] == "lexical"
        assert latest.tags["dagster/partition"] == "tool"
        [record] = instance.fetch_materializations(
            AssetRecordsFilter(asset_key=AssetKey("case_outcomes"), asset_partitions=["tool"]),
            limit=1,
        ).records
        assert record.run_id == latest.run_id


def test_an_engine_url_with_credentials_is_not_stored_on_the_run():
    from ragspine_eval_pipeline.defs.run_inputs import RunInputs

    inputs = RunInputs(
        engine="https://user:secret@engine.invalid/answer?token=abc",
        judge="lexical",
        judge_cache=None,
        golden_set="g",
        qa_baseline="b",
        kb_dir="k",
        fixtures_dir="f",
        extraction_baseline="e",
        ratchet_ref="HEAD",
        extractor=None,
    )
    assert inputs.run_config()["resources"]["engine"]["config"] == {}
    shown = inputs.tags()["ragspine/engine"]
    assert "secret" not in shown and "abc" not in shown and "engine.invalid" in shown
