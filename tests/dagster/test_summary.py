"""The terminal summary `make eval` prints after the runs."""

import time

from ragspine_eval_pipeline.defs.summary import MISSING, summary_lines
from tests.dagster.helpers import run_qa


def test_summary_shows_this_runs_gates_and_ignores_older_ones(eval_files, instance):
    assert run_qa(instance, "tool").success
    [tool, agent, extraction] = summary_lines(instance)
    assert tool.startswith("qa[tool] SUCCESS:") and "refusal 100.00%" in tool
    assert "fabrication 0" in tool
    assert agent == f"qa[agent]: {MISSING}"  # never run on this instance
    assert extraction == f"extraction: {MISSING}"
    # Runs started later found no report: an older success must not stand in for them.
    assert summary_lines(instance, since=time.time() + 60)[0] == f"qa[tool]: {MISSING}"
