"""The pipeline's judge: run config, else RAGSPINE_JUDGE, else lexical; named on the check."""

from dagster import materialize

from ragspine_eval_pipeline.eval.baseline_judges import default_identity
from tests.dagster.conftest import ORACLE
from tests.dagster.helpers import QA_CHECKS, QA_GRAPH, check_evaluation, resources, run_qa

REJECTING = "tests.fakes:RejectingJudge"
REJECTING_KEY = "tests.fakes:RejectingJudge@1"


def test_the_default_judge_is_named_on_the_report_and_the_check(eval_files, instance):
    result = run_qa(instance)
    assert result.success
    evaluation = check_evaluation(result, "baseline_not_regressed")
    assert evaluation.metadata["judge"].value == default_identity().key
    assert eval_files.baseline_data()["tool"]["judge"]["name"] == "lexical"


def test_another_judge_records_its_own_numbers(eval_files, instance, monkeypatch, score):
    eval_files.record_baseline(score(ORACLE))  # the default judge's numbers
    before = eval_files.baseline_data()["tool"]
    monkeypatch.setenv("RAGSPINE_JUDGE", REJECTING)
    result = run_qa(instance)
    assert result.success  # a judge's first run records its numbers and passes
    assert check_evaluation(result, "baseline_not_regressed").metadata["judge"].value == (
        REJECTING_KEY
    )
    entry = eval_files.baseline_data()["tool"]
    assert entry["metrics"] == before["metrics"]
    assert entry["judges"][REJECTING_KEY]["metrics"]["faithfulness"] == 0.0
    assert run_qa(instance).success  # then it is gated against its own numbers


def test_run_config_spec_wins_over_the_environment(eval_files, instance, monkeypatch):
    monkeypatch.setenv("RAGSPINE_JUDGE", "no-such-judge")
    result = materialize(
        [*QA_GRAPH, *QA_CHECKS],
        instance=instance,
        resources=resources(),
        partition_key="tool",
        run_config={"resources": {"judge": {"config": {"spec": "lexical"}}}},
        raise_on_error=False,
    )
    assert result.success


def test_a_bad_spec_fails_the_run_naming_it(eval_files, instance, monkeypatch):
    monkeypatch.setenv("RAGSPINE_JUDGE", "no-such-judge")
    result = run_qa(instance)
    assert not result.success
    failures = [event for event in result.all_events if event.is_step_failure]
    assert any("no-such-judge" in str(event.event_specific_data) for event in failures)
    assert not eval_files.baseline.exists()
