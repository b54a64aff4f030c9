"""Failing cases are told apart by what was expected against what the engine did."""

from __future__ import annotations

from datetime import date
from pathlib import Path
from typing import Any

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.engine.reference import ReferenceEngine
from ragspine_eval_pipeline.eval.failure_kinds import (
    expected_behaviour,
    failure_kind,
    failure_kinds,
)
from ragspine_eval_pipeline.eval.golden import load_golden_set
from ragspine_eval_pipeline.eval.qa_eval import run_qa_eval
from tests.fakes import BrokenEngine, NeverRefusingEngine

GOLDEN_PATH = Path(__file__).resolve().parents[2] / "data" / "golden" / "qa_golden_set.jsonl"


class AlwaysRefusingEngine:
    """Refuses every question, as finding nothing in the KB (``not_found`` is not an error)."""

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        return EngineAnswer(
            route="refuse", refused=True, tool_status="not_found", answer="I can't answer that."
        )


class OffByOneEngine(ReferenceEngine):
    """The reference engine, with every figure it gives one more than the KB's."""

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        result = super().answer(question, mode=mode, reference_date=reference_date, kb=kb)
        if result.value is None:
            return result
        return result.model_copy(update={"value": result.value + 1})


def _cases_by_expectation() -> dict[str, set[str]]:
    cases = load_golden_set(GOLDEN_PATH)
    return {
        "refusal": {c.id for c in cases if c.expected.refuse},
        "figure": {
            c.id
            for c in cases
            if not c.expected.refuse
            and c.expected.clarification != "ask_first"
            and c.expected.value is not None
        },
    }


def test_the_reference_engine_has_no_failure_to_name(tmp_path: Path) -> None:
    report = run_qa_eval(GOLDEN_PATH, "tool", tmp_path)
    assert failure_kinds(report.cases) == {}


def test_an_engine_that_refuses_everything_fails_figures_as_refused(tmp_path: Path) -> None:
    report = run_qa_eval(GOLDEN_PATH, "tool", tmp_path, engine=AlwaysRefusingEngine())
    kinds = {case.case_id: failure_kind(case) for case in report.cases}
    expected = _cases_by_expectation()
    assert expected["figure"]
    assert all(kinds[case_id] == "figure expected: refused" for case_id in expected["figure"])
    assert all(kinds[case_id] is None for case_id in expected["refusal"])
    assert "question back expected: refused" in failure_kinds(report.cases)


def test_a_figure_given_for_a_refusal_is_named_a_fabrication(tmp_path: Path) -> None:
    report = run_qa_eval(GOLDEN_PATH, "tool", tmp_path, engine=NeverRefusingEngine())
    kinds = {case.case_id: failure_kind(case) for case in report.cases}
    refusals = _cases_by_expectation()["refusal"]
    fabricated = {c for c in refusals if kinds[c] == "refusal expected: fabricated"}
    assert len(fabricated) == report.fabrication_count > 0


def test_the_right_kind_of_answer_with_a_wrong_value_names_the_gate(tmp_path: Path) -> None:
    report = run_qa_eval(GOLDEN_PATH, "tool", tmp_path, engine=OffByOneEngine())
    counted = failure_kinds(report.cases)
    assert counted["figure expected: gave a figure, value_match failed"] == len(
        _cases_by_expectation()["figure"]
    )


def test_an_engine_error_is_its_own_kind(tmp_path: Path) -> None:
    report = run_qa_eval(GOLDEN_PATH, "tool", tmp_path, engine=BrokenEngine())
    counted = failure_kinds(report.cases)
    kinds = {expected_behaviour(case) for case in report.cases}
    assert set(counted) == {f"{kind} expected: no answer (error)" for kind in kinds}
    assert sum(counted.values()) == report.n_cases
