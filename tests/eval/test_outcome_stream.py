"""Outcomes spooled to disk score exactly as outcomes held in a list."""

from __future__ import annotations

from pathlib import Path

import pytest

from ragspine_eval_pipeline.engine.reference import ReferenceEngine
from ragspine_eval_pipeline.eval.golden import load_golden_set
from ragspine_eval_pipeline.eval.outcome_stream import OutcomeStream
from ragspine_eval_pipeline.eval.runner import RunPolicy, run_cases, run_cases_streamed
from ragspine_eval_pipeline.eval.scoring import evaluate
from ragspine_eval_pipeline.kb.synthetic import build_eval_kb
from tests.builders import correct_outcome, make_case

GOLDEN = Path(__file__).resolve().parents[2] / "data" / "golden" / "qa_golden_set.jsonl"


@pytest.mark.parametrize("mode", ["tool", "agent"])
def test_a_streamed_run_scores_as_the_list_run(mode: str, tmp_path: Path) -> None:
    cases = load_golden_set(GOLDEN)
    kb = build_eval_kb(tmp_path / "kb")
    policy = RunPolicy(case_timeout_s=None)
    held = run_cases(cases, ReferenceEngine(), mode, kb, policy)
    stream = run_cases_streamed(
        cases, ReferenceEngine(), mode, kb, tmp_path / "outcomes.jsonl", policy
    )
    assert len(stream) == len(cases)
    # The file holds every outcome, in golden-set order, field for field.
    read_back = list(stream)
    assert [o.case_id for o in read_back] == [c.id for c in cases]
    assert [o.model_copy(update={"latency_ms": 0.0}) for o in read_back] == [
        o.model_copy(update={"latency_ms": 0.0}) for o in held
    ]
    assert (
        evaluate(cases, stream, mode).model_dump() == evaluate(cases, read_back, mode).model_dump()
    )


def test_an_iterable_out_of_order_or_short_is_still_matched_by_id(tmp_path: Path) -> None:
    cases = [make_case(f"c{i}") for i in range(5)]
    outcomes = [correct_outcome(case) for case in cases]
    stream = OutcomeStream(tmp_path / "o.jsonl")
    for outcome in [outcomes[0], outcomes[2], outcomes[1], outcomes[4]]:  # c3 missing
        stream.append(outcome)
    report = evaluate(cases, stream, "tool")
    assert [case.case_id for case in report.cases] == [c.id for c in cases]
    passed = {case.case_id: all(case.results.values()) for case in report.cases}
    # Every answered case passes, whatever its place in the stream; c3 has none.
    assert passed == {"c0": True, "c1": True, "c2": True, "c3": False, "c4": True}
    assert report.engine_failures == {"c3": "error: no outcome recorded"}
