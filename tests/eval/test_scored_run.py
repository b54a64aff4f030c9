"""A run scored as its outcomes settle reports exactly what scoring the held outcomes does."""

from __future__ import annotations

import weakref
from pathlib import Path

import pytest

from ragspine_eval_pipeline.engine.reference import ReferenceEngine
from ragspine_eval_pipeline.eval import qa_eval
from ragspine_eval_pipeline.eval.gold_context import synthetic_gold_context
from ragspine_eval_pipeline.eval.golden import load_golden_set
from ragspine_eval_pipeline.eval.report import CaseOutcome, QAEvalReport
from ragspine_eval_pipeline.eval.runner import RunPolicy, run_cases
from ragspine_eval_pipeline.eval.scored_run import run_and_score
from ragspine_eval_pipeline.eval.scoring import ScoreSheet, evaluate
from ragspine_eval_pipeline.kb.synthetic import build_eval_kb

GOLDEN = Path(__file__).resolve().parents[2] / "data" / "golden" / "qa_golden_set.jsonl"


def _without_latency(report: QAEvalReport) -> dict:
    data = report.model_dump(mode="json")
    for case in data["cases"]:
        case["latency_ms"] = 0.0
    return data


@pytest.mark.parametrize("mode", ["tool", "agent"])
def test_run_qa_eval_reports_what_evaluate_gives_over_held_outcomes(
    mode: str, tmp_path: Path
) -> None:
    cases = load_golden_set(GOLDEN)
    kb = build_eval_kb(tmp_path / "kb")
    held = run_cases(cases, ReferenceEngine(), mode, kb, RunPolicy(case_timeout_s=None))
    expected = evaluate(
        cases,
        held,
        mode,
        gold_context=synthetic_gold_context(),
        kb_fingerprint=kb.fingerprint,
        engine=qa_eval.engine_label(ReferenceEngine()),
    )
    report = qa_eval.run_qa_eval(GOLDEN, mode, tmp_path / "kb2")
    assert _without_latency(report) == _without_latency(expected)


def test_each_outcome_is_let_go_once_its_case_is_scored(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    cases = load_golden_set(GOLDEN)
    alive: list[weakref.ref[CaseOutcome]] = []
    most_alive = 0
    real_add = ScoreSheet.add

    def add(self: ScoreSheet, case, outcome):  # type: ignore[no-untyped-def]
        nonlocal most_alive
        alive.append(weakref.ref(outcome))
        most_alive = max(most_alive, sum(ref() is not None for ref in alive))
        real_add(self, case, outcome)

    monkeypatch.setattr(ScoreSheet, "add", add)
    kb = build_eval_kb(tmp_path / "kb")
    report = run_and_score(cases, ReferenceEngine(), kb, ScoreSheet("tool"))
    assert report.n_cases == len(alive) == len(cases)
    # The case being scored and the one before it (still named by the run loop), never
    # the hundreds of outcomes a held list would keep.
    assert most_alive <= 3


def test_a_released_list_lets_each_case_go_once_scored_and_reports_the_same(
    tmp_path: Path,
) -> None:
    kb = build_eval_kb(tmp_path / "kb")
    kept = run_and_score(load_golden_set(GOLDEN), ReferenceEngine(), kb, ScoreSheet("agent"))
    cases = load_golden_set(GOLDEN)
    refs = [weakref.ref(case) for case in cases]
    alive_when_scored: list[int] = []
    sheet = ScoreSheet("agent")
    real_add = sheet.add

    def add(case, outcome):  # type: ignore[no-untyped-def]
        alive_when_scored.append(sum(ref() is not None for ref in refs))
        real_add(case, outcome)

    sheet.add = add  # type: ignore[method-assign]
    released = run_and_score(cases, ReferenceEngine(), kb, sheet, release=True)
    assert cases == [None] * len(refs)
    # Case k is scored while the cases after it wait to run; the ones before are gone.
    assert alive_when_scored == [len(refs) - k for k in range(len(refs))]
    assert _without_latency(released) == _without_latency(kept)
