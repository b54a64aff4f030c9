"""The blocking checks: the upward-only ratchet, the first baseline, and the ratchet job.

What a check decides is tested by calling it on a report the eval core scored; a run is
materialized only where the behaviour is the run's (a failed check stops it, a first run
writes the baseline, an earlier run is remembered, run config picks the engine).
"""

import pytest
from dagster import AssetCheckSeverity, materialize

from ragspine_eval_pipeline.definitions import defs
from ragspine_eval_pipeline.defs.qa.checks import baseline_not_regressed
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from tests.dagster.conftest import ORACLE, REGRESSING
from tests.dagster.fakes import golden_lines
from tests.dagster.helpers import (
    QA_CHECKS,
    QA_GRAPH,
    check_evaluation,
    materialized,
    resources,
    run_qa,
)

FABRICATING = "tests.dagster.fakes:FabricatingEngine"


def _not_regressed(eval_files, report):
    """baseline_not_regressed on ``report``, against the test's baseline file."""
    paths = EvalPathsResource(qa_baseline=str(eval_files.baseline))
    return baseline_not_regressed(gate_report=report, paths=paths)


def _values(result) -> dict:
    return {key: value.value for key, value in result.metadata.items()}


def test_a_mode_without_a_baseline_passes(eval_files, score):
    result = _not_regressed(eval_files, score(REGRESSING))
    assert result.passed
    assert _values(result)["baseline"] == f"none yet for tool in {eval_files.baseline}"


def test_an_equal_report_passes(eval_files, score):
    eval_files.record_baseline(score(ORACLE))
    result = _not_regressed(eval_files, score(ORACLE))
    assert result.passed and result.description == "no regression"
    assert _values(result)["regressed"] == 0


def test_a_lower_metric_fails_with_baseline_current_and_delta(eval_files, score):
    eval_files.record_baseline(score(ORACLE))
    result = _not_regressed(eval_files, score(REGRESSING))
    assert not result.passed and result.severity == AssetCheckSeverity.ERROR
    assert result.description == "regressed: value_match 1 -> 0"
    meta = _values(result)
    assert (meta["value_match.baseline"], meta["value_match.current"]) == (1.0, 0.0)
    assert meta["value_match.delta"] == -1.0
    assert meta["refusal.delta"] == 0.0
    assert meta["regressed"] == 1


def test_risen_fabrication_fails(eval_files, score):
    eval_files.record_baseline(score(ORACLE))
    result = _not_regressed(eval_files, score(FABRICATING))
    assert not result.passed
    assert result.metadata["fabrication_count.delta"].value == 1.0


def test_a_dropped_baselined_case_fails(eval_files, score):
    eval_files.record_baseline(score(ORACLE))
    fewer = [line for line in golden_lines() if line["id"] != "num-002"]
    result = _not_regressed(eval_files, score(ORACLE, lines=fewer))
    assert not result.passed
    assert "missing from the golden set" in result.metadata["golden_integrity"].value
    assert "num-002" in result.description


def test_first_run_writes_the_baseline(eval_files, instance):
    result = run_qa(instance, "agent")
    assert result.success
    assert check_evaluation(result, "baseline_not_regressed").passed
    data = eval_files.baseline_data()
    assert list(data) == ["agent"]
    assert data["agent"]["metrics"]["value_match"] == 1.0


def test_a_regression_fails_the_run_and_skips_baseline_check(
    eval_files, instance, monkeypatch, score
):
    eval_files.record_baseline(score(ORACLE))
    before = eval_files.baseline.read_text()
    monkeypatch.setenv("RAGSPINE_ENGINE", REGRESSING)
    result = run_qa(instance)
    assert not result.success
    evaluation = check_evaluation(result, "baseline_not_regressed")
    assert not evaluation.passed and evaluation.severity == AssetCheckSeverity.ERROR
    assert "baseline_check" not in materialized(result)
    assert eval_files.baseline.read_text() == before  # a failing run never touches it


def test_a_hand_lowered_baseline_fails_against_an_earlier_run(eval_files, instance, score):
    eval_files.record_baseline(score(ORACLE))
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


def test_a_deleted_baseline_entry_fails_against_an_earlier_run(eval_files, instance, score):
    eval_files.record_baseline(score(ORACLE))
    earlier = run_qa(instance)
    assert earlier.success
    eval_files.write_baseline({})
    result = run_qa(instance)
    lowered = check_evaluation(result, "baseline_not_lowered")
    assert not result.success and not lowered.passed
    assert lowered.description == f"tool: the entry is gone; run {earlier.run_id} recorded it"


@pytest.fixture
def ratchet(instance):
    job = defs.resolve_job_def("ratchet_baselines")

    def run(**config):
        run_config = {"ops": {"ratchet_qa_baselines": {"config": config}}} if config else None
        return job.execute_in_process(
            instance=instance, run_config=run_config, raise_on_error=False
        )

    return run


def test_ratchet_job_raises_the_baseline_only_when_run(eval_files, instance, ratchet, score):
    eval_files.record_baseline(score(REGRESSING))  # value_match 0.0
    assert run_qa(instance).success  # improved, but a normal run never raises the baseline
    assert eval_files.baseline_data()["tool"]["metrics"]["value_match"] == 0.0
    assert ratchet(modes=["tool"]).success
    assert eval_files.baseline_data()["tool"]["metrics"]["value_match"] == 1.0
    assert not _not_regressed(eval_files, score(REGRESSING)).passed  # the old level regresses


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


def test_engine_can_be_chosen_in_run_config(eval_files, instance, score):
    eval_files.record_baseline(score(ORACLE))  # while RAGSPINE_ENGINE names the oracle
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
