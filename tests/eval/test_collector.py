"""Bulk loops pause the cyclic collector, still free cycles, and restore the caller's setting."""

import gc
import weakref
from collections.abc import Iterator

import pytest

from ragspine_eval_pipeline.eval.collector import collector_paced
from ragspine_eval_pipeline.eval.golden import load_golden_set
from ragspine_eval_pipeline.eval.runner import RunPolicy, run_cases
from tests.dagster.fakes import write_golden_set


class _Cycle:
    def __init__(self) -> None:
        self.me = self


@pytest.fixture
def collector_state() -> Iterator[None]:
    was = gc.isenabled()
    yield
    if was:
        gc.enable()
    else:
        gc.disable()


@pytest.mark.parametrize("enabled", [True, False])
def test_loading_and_running_restore_the_collector_setting(tmp_path, collector_state, enabled):
    gc.enable() if enabled else gc.disable()
    cases = load_golden_set(write_golden_set(tmp_path / "golden.jsonl"))
    assert gc.isenabled() is enabled

    seen: list[bool] = []

    class Refuser:
        def answer(self, question, *, mode, reference_date, kb):
            seen.append(gc.isenabled())
            return {"route": "refuse", "refused": True}

    outcomes = run_cases(cases, Refuser(), "tool", kb=None, policy=RunPolicy())  # type: ignore[arg-type]
    assert [outcome.tool_status for outcome in outcomes] == ["ok"] * len(cases)
    assert seen == [False] * len(cases)  # paused while the cases ran
    assert gc.isenabled() is enabled


def test_paced_collection_frees_cycles_left_behind(collector_state):
    gc.enable()
    with collector_paced(every=3) as collector:
        early = [weakref.ref(_Cycle()) for _ in range(3)]
        assert all(ref() is not None for ref in early)  # automatic collection is off
        collector.tick(3)
        assert all(ref() is None for ref in early)  # freed by the paced pass
        late = weakref.ref(_Cycle())
        collector.tick(2)
        assert late() is not None  # not yet: fewer than `every` cases since the last pass
    assert gc.isenabled()
