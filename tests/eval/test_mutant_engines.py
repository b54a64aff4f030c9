"""Engines that negate a sentence or swap an entity fail the groundedness gates, both modes."""

from __future__ import annotations

from pathlib import Path

import pytest

from ragspine_eval_pipeline.eval.golden import load_golden_set
from ragspine_eval_pipeline.eval.qa_eval import EVAL_MODES, run_qa_eval
from tests.fakes import EntitySwappingEngine, NegatingEngine

GOLDEN_PATH = Path(__file__).resolve().parents[2] / "data" / "golden" / "qa_golden_set.jsonl"
JUDGED_TYPES = {"narrative", "composite"}


@pytest.mark.parametrize("mode", EVAL_MODES)
@pytest.mark.parametrize("engine_type", [NegatingEngine, EntitySwappingEngine])
def test_every_mutated_answer_fails_both_groundedness_gates(
    engine_type: type[NegatingEngine | EntitySwappingEngine], mode: str, tmp_path: Path
) -> None:
    engine = engine_type()
    report = run_qa_eval(GOLDEN_PATH, mode, tmp_path, engine=engine)
    judged = {
        case.id
        for case in load_golden_set(GOLDEN_PATH)
        if case.case_type in JUDGED_TYPES and case.question in engine.changed
    }
    assert len(judged) >= 10, "the mutant must change enough answers to mean something"
    for metric in ("faithfulness", "answer_accuracy"):
        failed = {case_id for case_id, _ in report.metrics[metric].failures}
        assert judged <= failed, (metric, sorted(judged - failed))
