"""Outcome frames round-trip; flips are found per case and metric."""

import pandas as pd

from ragspine_eval_pipeline.eval.flips import Flip, flipped_cases
from ragspine_eval_pipeline.eval.frames import (
    OUTCOME_COLUMNS,
    outcomes_from_frame,
    outcomes_to_frame,
)
from ragspine_eval_pipeline.eval.report import CaseOutcome, CaseScore, GateMetric, QAEvalReport


def test_outcomes_round_trip_through_a_frame():
    outcomes = [
        CaseOutcome(
            case_id="a",
            mode="tool",
            value=1.5,
            unit="USD_M",
            source={"doc": "d.pptx", "locator": "slide=1"},
            sources=["d.pptx"],
            contexts=["x"],
            latency_ms=3.0,
        ),
        # No value, an engine error: pandas holds NaN/None, the round trip restores None.
        CaseOutcome(case_id="b", mode="tool", tool_status="error", error="boom"),
    ]
    frame = outcomes_to_frame(outcomes)
    assert list(frame.columns) == list(OUTCOME_COLUMNS) and len(frame) == 2
    assert outcomes_from_frame(frame) == outcomes


def test_empty_frame_keeps_its_columns():
    frame = outcomes_to_frame([])
    assert isinstance(frame, pd.DataFrame) and list(frame.columns) == list(OUTCOME_COLUMNS)
    assert outcomes_from_frame(frame) == []


def _report(results: dict[str, dict[str, bool]]) -> QAEvalReport:
    empty = GateMetric(name="fabrication", total=0, passed=0, pass_rate=1.0)
    return QAEvalReport(
        mode="tool",
        n_cases=len(results),
        metrics={},
        fabrication=empty,
        cases=[CaseScore(case_id=case, results=r) for case, r in results.items()],
    )


def test_flips_both_ways_and_ignores_new_cases():
    before = _report({"a": {"value_match": True}, "b": {"refusal": False}, "c": {"refusal": True}})
    now = _report(
        {
            "a": {"value_match": False},
            "b": {"refusal": True},
            "c": {"refusal": True},
            "new": {"refusal": False},
        }
    )
    flips = flipped_cases(before, now)
    assert flips == [
        Flip(case_id="a", metric="value_match", before=True, after=False),
        Flip(case_id="b", metric="refusal", before=False, after=True),
    ]
    assert [flip.regressed for flip in flips] == [True, False]
