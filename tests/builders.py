"""Small builders for golden cases and outcomes used across the tests."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ragspine_eval_pipeline.eval.golden import GoldenCase
from ragspine_eval_pipeline.eval.report import CaseOutcome

SEED_LINE = (
    '{"id":"num-001","question":"香港FY2025的REVENUE是多少","case_type":"numeric",'
    '"expected":{"clarification":"none","refuse":false,"value":1702.0,"unit":"USD_M",'
    '"source":{"doc":"ACME_FY2025_Results.pptx","locator":"slide=5,table=1,row=2,col=3"}},'
    '"tags":{"topic":"FIN","scope":"ACME_HK","qtype":"must_not_clarify"},'
    '"reference_date":"2026-06-12"}'
)

_EXPECTED_BY_TYPE: dict[str, dict[str, Any]] = {
    "numeric": {
        "clarification": "none",
        "refuse": False,
        "value": 1702.0,
        "unit": "USD_M",
        "source": {"doc": "ACME_FY2025_Results.pptx", "locator": "slide=5,table=1,row=2,col=3"},
    },
    "clarification": {"clarification": "ask_first", "refuse": False},
    "refusal": {"clarification": "none", "refuse": True},
    "narrative": {"clarification": "none", "refuse": False, "narrative_doc": "strategy.md"},
    "composite": {
        "clarification": "none",
        "refuse": False,
        "value": 12.5,
        "unit": "PCT",
        "source": {"doc": "ACME_KPI.xlsx", "locator": "KPI!C7"},
        "narrative_doc": "strategy.md",
    },
}


def case_dict(case_id: str = "c1", case_type: str = "numeric", **expected: Any) -> dict[str, Any]:
    """A valid golden case as a plain dict; ``expected`` overrides expected fields."""
    return {
        "id": case_id,
        "question": "What was Hong Kong revenue in FY2025?",
        "case_type": case_type,
        "expected": {**_EXPECTED_BY_TYPE[case_type], **expected},
        "tags": {"topic": "FIN", "lang": "en"},
        "reference_date": "2026-06-12",
    }


def make_case(case_id: str = "c1", case_type: str = "numeric", **expected: Any) -> GoldenCase:
    return GoldenCase.model_validate(case_dict(case_id, case_type, **expected))


def correct_outcome(case: GoldenCase, mode: str = "tool") -> CaseOutcome:
    """The outcome a perfect engine gives for ``case``."""
    exp = case.expected
    refused = exp.refuse
    answer = "" if refused else "An answer."
    if exp.clarification == "ask_first":
        answer = "Which scope do you mean?"
    return CaseOutcome(
        case_id=case.id,
        mode=mode,
        clarification=exp.clarification,
        refused=refused,
        value=exp.value,
        unit=exp.unit,
        source=exp.source,
        sources=[d for d in (exp.source.doc if exp.source else None, exp.narrative_doc) if d],
        answer=answer,
    )


def write_jsonl(path: Path, rows: list[dict[str, Any] | str]) -> Path:
    """Write rows (dicts as compact JSON, strings as they are) one per line."""
    lines = [r if isinstance(r, str) else json.dumps(r, ensure_ascii=False) for r in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path
