"""The blocking checks: the upward-only ratchet, the first baseline, and the ratchet job."""

import pytest
from dagster import AssetCheckSeverity, materialize

from ragspine_eval_pipeline.definitions import defs
from tests.dagster.conftest import REGRESSING
from tests.dagster.fakes import golden_lines, write_golden_set
from tests.dagster.helpers import (
    QA_CHECKS,
    QA_GRAPH,
    check_evaluation,
    materialized,
    resources,
    run_qa,
)


def test_first_run_writes_the_baseline(eval_files, instance):
    result = run_qa(instance, "agent")
    assert result.success
    assert check_evaluation(result, "baseline_not_regressed").passed
    data = eval_files.baseline_data()
    assert list(data) == ["agent"]
    assert data["agent"]["metrics"]["value_match"] == 1.0


def test_equal_run_passes(eval_files, instance):
    assert run_qa(instance).success
    result = run_qa(instance)
    assert result.success
    assert check_evaluation(result, "baseline_not_regressed").passed


def test_regression_fails_the_run_and_skips_baseline_check(eval_files, instance, monkeypatch):
    assert run_qa(instance).success
    before = eval_files.baseline.read_text()
    monkeypatch.setenv("RAGSPINE_ENGINE", REGRESSING)
    result = run_qa(instance)
    assert not result.success
    evaluation = check_evaluation(result, "baseline_not_regressed")
    assert not evaluation.passed
    assert evaluation.severity == AssetCheckSeverity.ERROR
    meta = {key: value.value for key, value in evaluation.metadata.items()}
    assert meta["value_match.baseline"] == 1.0
    assert meta["value_match.current"] == 0.0
    assert meta["value_match.delta"] == -1.0
    assert meta["refusal.delta"] == 0.0
    assert "baseline_check" not in materialized(result)
    assert eval_files.baseline.read_text() == before  # a failing run never touches it


def test_risen_fabrication_fails(eval_files, instance, monkeypatch):
    assert run_qa(instance).success
    monkeypatch.setenv("RAGSPINE_ENGINE", "tests.dagster.fakes:FabricatingEngine")
    evaluation = check_evaluation(run_qa(instance), "baseline_not_regressed")
    assert not evaluation.passed
    assert evaluation.metadata["fabrication_count.delta"].value == 1.0


def test_dropped_baselined_case_fails(eval_files, instance):
    assert run_qa(instance).success
    write_golden_set(
        eval_files.golden, [line for line in golden_lines() if line["id"] != "num-002"]
    )
    result = run_qa(instance)
    assert not result.success
    evaluation = check_evaluation(result, "baseline_not_regressed")
    assert "missing from the golden set" in evaluation.metadata["golden_integrity"].value


def test_hand_lowered_baseline_fails(eval_files, instance):
    assert run_qa(instance).success  # writes the baseline
    assert run_qa(instance).success  # records the baseline it saw
    data = eval_files.baseline_data()
    data["tool"]["metrics"]["source_match"] = 0.5
    eval_files.write_baseline(data)
    result = run_qa(instance)
    assert not result.success
    assert check_evaluation(result, "baseline_not_regressed").passed
    lowered = check_evaluation(result, "baseline_not_lowered")
    assert not lowered.passed and lowered.severity == AssetCheckSeverity.ERROR
    assert "source_match 0.5 is below 1 recorded in run" in lowered.description


def test_deleted_baseline_entry_fails(eval_files, instance):
    assert run_qa(instance).success
    assert run_qa(instance).success
    eval_files.write_baseline({})
    result = run_qa(instance)
    assert not check_evaluation(result, "baseline_not_lowered").passed


@pytest.fixture
def ratchet(instance):
    job = defs.resolve_job_def("ratchet_baselines")

    def run(**config):
        run_config = {"ops": {"ratchet_qa_baselines": {"config": config}}} if config else None
        return job.execute_in_process(
            instance=instance, run_config=run_config, raise_on_error=False
        )

    return run


def test_ratchet_job_raises_the_baseline_only_when_run(eval_files, instance, monkeypatch, ratchet):
    monkeypatch.setenv("RAGSPINE_ENGINE", REGRESSING)
    assert run_qa(instance).success  # first baseline: value_match 0.0
    monkeypatch.setenv("RAGSPINE_ENGINE", "tests.dagster.fakes:OracleEngine")
    assert run_qa(instance).success  # improved, but a normal run never raises the baseline
    assert eval_files.baseline_data()["tool"]["metrics"]["value_match"] == 0.0
    assert ratchet(modes=["tool"]).success
    assert eval_files.baseline_data()["tool"]["metrics"]["value_match"] == 1.0
    monkeypatch.setenv("RAGSPINE_ENGINE", REGRESSING)
    assert not run_qa(instance).success  # now the old level is a regression


def test_ratchet_job_refuses_to_lower(eval_files, instance, monkeypatch, ratchet):
    monkeypatch.setenv("RAGSPINE_ENGINE", REGRESSING)
    assert run_qa(instance).success  # the last passing run: value_match 0.0
    data = eval_files.baseline_data()
    data["tool"]["metrics"]["value_match"] = 1.0  # the baseline was raised since
    eval_files.write_baseline(data)
    before = eval_files.baseline.read_text()
    assert not ratchet(modes=["tool"]).success
    assert eval_files.baseline.read_text() == before


def test_ratchet_job_skips_a_mode_never_run(eval_files, instance, ratchet):
    assert ratchet().success
    assert not eval_files.baseline.exists()


def test_engine_can_be_chosen_in_run_config(eval_files, instance):
    assert run_qa(instance).success
    run_config = {"resources": {"engine": {"config": {"spec": REGRESSING}}}}
    result = materialize(
        [*QA_GRAPH, *QA_CHECKS],
        instance=instance,
        resources=resources(),
        partition_key="tool",
        run_config=run_config,
        raise_on_error=False,
    )
    assert not check_evaluation(result, "baseline_not_regressed").passed
