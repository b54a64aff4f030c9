"""Records built from validated parts equal what pydantic's own constructor builds."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, PrivateAttr

from ragspine_eval_pipeline.eval.records import trusted, trusted_fields
from ragspine_eval_pipeline.eval.report import CaseAnswer, GateResult
from ragspine_eval_pipeline.schema import Source


def test_a_trusted_record_equals_model_construct_and_round_trips() -> None:
    values = {
        "route": "numeric",
        "clarification": "none",
        "value": 1702.0,
        "unit": "USD_M",
        "source": Source(doc="a.pptx", locator="slide=5"),
        "refused": False,
        "sources": ["a.pptx"],
        "tool_status": "ok",
        "answer": "1,702",
    }
    fields = trusted_fields(CaseAnswer)
    built = trusted(CaseAnswer, fields, dict(values))
    assert built == CaseAnswer.model_construct(fields, **values)
    assert built.model_fields_set == set(CaseAnswer.model_fields)
    # Serialized and validated back, it is the same record: the values had their types.
    assert CaseAnswer.model_validate(built.model_dump(mode="json")) == built
    assert built.model_dump_json() == CaseAnswer.model_validate(values).model_dump_json()


def test_a_frozen_trusted_record_stays_frozen() -> None:
    gate = trusted(GateResult, trusted_fields(GateResult), {"passed": True, "reason": ""})
    with pytest.raises(ValueError, match="frozen"):
        gate.passed = False  # type: ignore[misc]


def test_a_class_with_private_state_is_refused() -> None:
    class WithPrivate(BaseModel):
        name: str
        _cache: dict[str, int] = PrivateAttr(default_factory=dict)

    with pytest.raises(TypeError, match="WithPrivate"):
        trusted_fields(WithPrivate)
