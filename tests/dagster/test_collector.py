"""QA steps run with the cyclic collector paused, and Dagster still reads their signature."""

import gc

import pytest
from dagster import AssetKey, asset, materialize

from ragspine_eval_pipeline.defs.collector import collector_paused
from ragspine_eval_pipeline.defs.qa.assets import case_outcomes, gate_report
from ragspine_eval_pipeline.defs.qa.checks import baseline_not_lowered


@pytest.fixture(autouse=True)
def collector_on():
    was_enabled = gc.isenabled()
    gc.enable()
    yield
    gc.enable() if was_enabled else gc.disable()


def test_body_runs_paused_and_the_collector_resumes():
    @collector_paused
    def step(value: int) -> tuple[int, bool]:
        return value, gc.isenabled()

    assert step(3) == (3, False)
    assert gc.isenabled()


def test_collector_resumes_when_the_step_raises():
    @collector_paused
    def failing() -> None:
        raise RuntimeError("engine down")

    with pytest.raises(RuntimeError, match="engine down"):
        failing()
    assert gc.isenabled()


def test_a_paused_asset_keeps_its_inputs_and_runs_paused():
    @asset
    def upstream() -> int:
        return 2

    @asset
    @collector_paused
    def downstream(upstream: int) -> bool:
        return upstream == 2 and not gc.isenabled()

    result = materialize([upstream, downstream])
    assert result.success
    assert result.output_for_node("downstream") is True
    assert gc.isenabled()


def test_the_qa_steps_keep_their_inputs():
    # Dagster builds each input from the wrapped function's signature.
    assert set(case_outcomes.keys_by_input_name) == {"golden_set", "eval_kb"}
    assert set(gate_report.keys_by_input_name) == {"golden_set", "eval_kb", "case_outcomes"}
    assert baseline_not_lowered.keys_by_input_name["gate_report"] == AssetKey("gate_report")
