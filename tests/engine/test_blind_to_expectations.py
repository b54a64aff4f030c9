"""The reference engine never sees a golden case's expected fields.

It is handed the question, the mode, the reference date and the KB, nothing else; and
scrambling every case's expectations changes the scores but not a single answer.
"""

from __future__ import annotations

import inspect
import json
import random
from collections import defaultdict
from datetime import date
from pathlib import Path
from typing import Any

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.engine.reference import ReferenceEngine
from ragspine_eval_pipeline.eval.qa_eval import run_qa_eval

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "data" / "golden" / "qa_golden_set.jsonl"


class RecordingEngine:
    """The reference engine, recording every argument it was given and every answer."""

    def __init__(self) -> None:
        self.inner = ReferenceEngine()
        self.calls: list[tuple[tuple[Any, ...], dict[str, Any]]] = []
        self.answers: dict[tuple[str, str], EngineAnswer] = {}

    def answer(self, *args: Any, **kwargs: Any) -> EngineAnswer:
        self.calls.append((args, kwargs))
        question = kwargs.get("question", args[0] if args else None)
        result = self.inner.answer(*args, **kwargs)
        self.answers[(question, str(kwargs["reference_date"]))] = result.model_copy(
            update={"trace": []}
        )
        return result


def _scrambled(lines: list[dict[str, Any]], seed: int) -> list[dict[str, Any]]:
    """Each case keeps its question but takes another case's expectations (same type)."""
    by_type: dict[str, list[int]] = defaultdict(list)
    for index, case in enumerate(lines):
        by_type[case["case_type"]].append(index)
    rng = random.Random(seed)
    out = [dict(case) for case in lines]
    for indexes in by_type.values():
        shuffled = indexes[:]
        rng.shuffle(shuffled)
        for target, donor in zip(indexes, shuffled, strict=True):
            out[target]["expected"] = lines[donor]["expected"]
            out[target]["tags"] = lines[donor]["tags"]
    return out


def test_the_engine_signature_takes_no_expectations() -> None:
    parameters = list(inspect.signature(ReferenceEngine.answer).parameters)
    assert parameters == ["self", "question", "mode", "reference_date", "kb"]


def test_scrambled_expectations_change_scores_not_answers(tmp_path: Path) -> None:
    lines = [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line]
    scrambled = tmp_path / "scrambled.jsonl"
    scrambled.write_text(
        "".join(json.dumps(c, ensure_ascii=False) + "\n" for c in _scrambled(lines, seed=12)),
        encoding="utf-8",
    )
    honest, shuffled = RecordingEngine(), RecordingEngine()
    real = run_qa_eval(GOLDEN, mode="agent", engine=honest)
    fake = run_qa_eval(scrambled, mode="agent", engine=shuffled)
    assert real.metrics["value_match"].pass_rate == 1.0
    assert fake.metrics["value_match"].pass_rate < 0.5  # the scores did see the scramble
    assert shuffled.answers == honest.answers  # the engine did not
    for args, kwargs in honest.calls + shuffled.calls:
        given = set(kwargs) | ({"question"} if args else set())
        assert given == {"question", "mode", "reference_date", "kb"}
        assert isinstance(kwargs["reference_date"], date)
