"""On a fresh instance (as in CI) the blocking checks still know the committed baseline."""

import json

import pytest
from dagster import DagsterInstance, materialize

from ragspine_eval_pipeline.defs.extraction.assets import (
    extraction_baseline_check,
    extraction_facts,
    extraction_ground_truth,
    extraction_report,
)
from ragspine_eval_pipeline.defs.extraction.checks import extraction_not_regressed
from tests.dagster.conftest import ORACLE
from tests.dagster.helpers import check_evaluation, resources, run_qa
from tests.extraction.helpers import BASELINE as EXTRACTION_BASELINE
from tests.gitrepo import GitRepo


@pytest.fixture
def committed(eval_files, score):
    """The eval's folder as a git checkout whose history holds a passing baseline."""
    eval_files.record_baseline(score(ORACLE))
    repo = GitRepo(eval_files.root)
    return repo, repo.commit("Record the QA baseline", eval_files.baseline.name)


def _fresh_run(tmp_path, name: str):
    home = tmp_path / name
    home.mkdir()
    with DagsterInstance.local_temp(str(home)) as fresh:
        return run_qa(fresh)


def test_a_hand_lowered_baseline_fails_on_a_fresh_instance(eval_files, committed, tmp_path):
    _, sha = committed
    data = eval_files.baseline_data()
    data["tool"]["metrics"] = {name: 0.0 for name in data["tool"]["metrics"]}
    data["tool"]["fabrication_count"] = 153
    eval_files.write_baseline(data)
    result = _fresh_run(tmp_path, "fresh_home")
    assert not result.success
    lowered = check_evaluation(result, "baseline_not_lowered")
    assert not lowered.passed
    assert lowered.metadata["ratchet_commit"].value == sha
    assert lowered.metadata["recorded_runs"].value == 0  # the instance knows nothing
    assert "fabrication_count 153 is above 0" in lowered.description


def test_a_deleted_baseline_fails_and_is_not_recreated(eval_files, committed, tmp_path):
    _, sha = committed
    eval_files.baseline.unlink()
    result = _fresh_run(tmp_path, "fresh_home")
    assert not result.success
    lowered = check_evaluation(result, "baseline_not_lowered")
    assert not lowered.passed and lowered.metadata["ratchet_commit"].value == sha
    assert not eval_files.baseline.exists()


def test_an_untouched_baseline_passes_with_its_history(eval_files, committed, tmp_path):
    result = _fresh_run(tmp_path, "fresh_home")
    assert result.success
    lowered = check_evaluation(result, "baseline_not_lowered")
    assert lowered.metadata["committed_versions"].value == 1
    assert lowered.metadata["ratchet_commit"].value == "none"


def test_a_bad_ratchet_ref_fails_the_check(eval_files, committed, monkeypatch, tmp_path):
    monkeypatch.setenv("RAGSPINE_RATCHET_REF", "no-such-ref")
    assert not _fresh_run(tmp_path, "fresh_home").success


def test_extraction_baseline_below_its_history_fails(tmp_path, monkeypatch, instance):
    repo = GitRepo(tmp_path / "repo")
    data = json.loads(EXTRACTION_BASELINE.read_text("utf-8"))
    sha = repo.commit_json("extraction_baseline.json", data, "Record the extraction baseline")
    data["pdf"]["coverage"] = 0.2
    path = repo.write_json("extraction_baseline.json", data)
    monkeypatch.setenv("RAGSPINE_EXTRACTION_BASELINE", str(path))
    result = materialize(
        [
            extraction_facts,
            extraction_ground_truth,
            extraction_report,
            extraction_baseline_check,
            extraction_not_regressed,
        ],
        instance=instance,
        resources=resources(),
        raise_on_error=False,
    )
    assert not result.success
    evaluation = check_evaluation(result, "extraction_not_regressed")
    assert not evaluation.passed
    assert evaluation.metadata["ratchet_commit"].value == sha
    assert "pdf: coverage 0.2 is below 1" in evaluation.description
