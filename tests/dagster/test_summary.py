"""The terminal summary `make eval` prints after the runs."""

import time

from ragspine_eval_pipeline.defs.summary import MISSING, summary_lines
from tests.dagster.conftest import WRONG_SOURCE
from tests.dagster.helpers import run_qa


def test_summary_shows_this_runs_gates_and_ignores_older_ones(eval_files, instance):
    assert run_qa(instance, "tool").success
    lines = summary_lines(instance)
    assert lines[0].startswith("qa[tool] SUCCESS (run ")
    # One line per gate in gate order, then fabrication and the flipped cases.
    gates = [line.split()[0] for line in lines[1:7]]
    assert gates == [
        "clarification",
        "refusal",
        "value_match",
        "source_match",
        "faithfulness",
        "answer_accuracy",
    ]
    assert "refusal" in lines[2] and "100.00%" in lines[2]
    assert lines[7].split() == ["fabrication", "0"]
    assert lines[8].strip() == "flipped to fail: 0 case(s)"
    assert lines[9:] == [f"qa[agent]: {MISSING}", f"extraction: {MISSING}"]  # never run
    # Runs started later found no report: an older success must not stand in for them.
    assert summary_lines(instance, since=time.time() + 60)[0] == f"qa[tool]: {MISSING}"


def test_summary_gives_baseline_delta_and_flipped_cases(eval_files, instance, monkeypatch):
    assert run_qa(instance, "tool").success
    monkeypatch.setenv("RAGSPINE_ENGINE", WRONG_SOURCE)
    assert not run_qa(instance, "tool").success
    lines = summary_lines(instance, modes=["tool"], extraction=False)
    assert lines[0].startswith("qa[tool] FAILURE")
    [value] = [line for line in lines if line.split()[0] == "value_match"]
    assert value.split() == [
        "value_match", "0.00%", "baseline", "100.00%", "delta", "-100.00", "pt", "REGRESSED"
    ]  # fmt: skip
    [refusal] = [line for line in lines if line.split()[0] == "refusal"]
    assert refusal.split()[-2:] == ["+0.00", "pt"]
    assert "fabrication" in lines[-2] and "baseline 0  delta +0" in lines[-2]
    # Three cases flipped, each on two gates: counted in cases, the gates beside.
    assert lines[-1].strip() == "flipped to fail: 3 case(s) (source_match 3, value_match 3)"
