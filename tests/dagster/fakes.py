"""A tiny golden set over the synthetic KB and engines that answer it from the answer key.

The engines read the golden set named by ``RAGSPINE_GOLDEN_SET`` when constructed (they
are built from an import path with no arguments), so they work in a subprocess too.
"""

from __future__ import annotations

import json
import os
from datetime import date
from pathlib import Path

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.eval.golden import GoldenCase, load_golden_set
from ragspine_eval_pipeline.kb.synthetic import _EVAL_FACT_ROWS, _EVAL_NARRATIVE_DOCS

NARRATIVE_DOC = "ACME_Risk_Factors_FY2025.pdf"


def golden_lines() -> list[dict]:
    """Three numeric cases, a refusal, a clarification and a narrative case."""
    lines = []
    for index, row in enumerate(_EVAL_FACT_ROWS[:3], start=1):
        lines.append(
            {
                "id": f"num-{index:03d}",
                "question": f"What was {row.scope} {row.metric} in {row.period}?",
                "case_type": "numeric",
                "expected": {
                    "clarification": "none",
                    "refuse": False,
                    "value": row.value,
                    "unit": row.unit,
                    "source": {"doc": row.doc, "locator": row.locator},
                },
                "tags": {"topic": "FIN", "scope": row.scope},
                "reference_date": "2026-06-12",
            }
        )
    lines.append(
        {
            "id": "ref-001",
            "question": "What will ACME's revenue be in FY2031?",
            "case_type": "refusal",
            "expected": {"clarification": "none", "refuse": True},
            "tags": {"topic": "FIN"},
            "reference_date": "2026-06-12",
        }
    )
    lines.append(
        {
            "id": "clar-001",
            "question": "What was revenue?",
            "case_type": "clarification",
            "expected": {"clarification": "ask_first", "refuse": False},
            "tags": {"topic": "FIN"},
            "reference_date": "2026-06-12",
        }
    )
    lines.append(
        {
            "id": "nar-001",
            "question": "How does ACME manage its principal risks?",
            "case_type": "narrative",
            "expected": {"clarification": "none", "refuse": False, "narrative_doc": NARRATIVE_DOC},
            "tags": {"topic": "RISK"},
            "reference_date": "2026-06-12",
        }
    )
    return lines


def write_golden_set(path: Path, lines: list[dict] | None = None) -> Path:
    path.write_text(
        "".join(json.dumps(line, ensure_ascii=False) + "\n" for line in lines or golden_lines()),
        encoding="utf-8",
    )
    return path


class OracleEngine:
    """Answers every case of the golden set exactly as expected."""

    def __init__(self) -> None:
        cases = load_golden_set(os.environ["RAGSPINE_GOLDEN_SET"])
        self.cases: dict[str, GoldenCase] = {case.question: case for case in cases}

    def answer(self, question: str, *, mode: str, reference_date: date, kb) -> EngineAnswer:
        exp = self.cases[question].expected
        if exp.refuse:
            return EngineAnswer(route="refuse", refused=True)
        if exp.clarification == "ask_first":
            return EngineAnswer(route="clarify", clarification="ask_first", answer="Which segment?")
        if exp.narrative_doc is not None:
            kb.document_text(exp.narrative_doc)  # observed: the context the answer rests on
            text = _EVAL_NARRATIVE_DOCS[exp.narrative_doc].paragraphs[0]
            return EngineAnswer(route="narrative", answer=text, sources=[exp.narrative_doc])
        return EngineAnswer(
            route="numeric",
            value=self.value(exp.value),
            unit=exp.unit,
            source=exp.source,
            sources=[exp.source.doc],
            answer=f"{exp.value} {exp.unit}",
        )

    def value(self, expected: float) -> float:
        return expected


class RegressingEngine(OracleEngine):
    """Gets every numeric value wrong by 10 %: value_match drops to 0."""

    def value(self, expected: float) -> float:
        return expected * 1.1


class WrongValueAndSourceEngine(RegressingEngine):
    """Wrong numeric values cited from the wrong slide: each numeric case fails two gates."""

    def answer(self, question: str, *, mode: str, reference_date: date, kb) -> EngineAnswer:
        answer = super().answer(question, mode=mode, reference_date=reference_date, kb=kb)
        if answer.source is None:
            return answer
        wrong = answer.source.model_copy(update={"locator": "slide=99"})
        return answer.model_copy(update={"source": wrong})


class FabricatingEngine(OracleEngine):
    """Answers the questions it should refuse with a made-up number."""

    def answer(self, question: str, *, mode: str, reference_date: date, kb) -> EngineAnswer:
        if self.cases[question].expected.refuse:
            return EngineAnswer(route="numeric", value=42.0, unit="USD_M", answer="It was 42.")
        return super().answer(question, mode=mode, reference_date=reference_date, kb=kb)
