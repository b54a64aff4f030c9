"""Each gate applies to exactly the cases SPEC names and passes exactly when it should."""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.eval.gates import (
    clarification_gate,
    fabrication_rule,
    refusal_gate,
    source_match_gate,
    value_match_gate,
)
from ragspine_eval_pipeline.schema import Source
from tests.builders import correct_outcome, make_case


@pytest.mark.parametrize(
    "case_type", ["numeric", "clarification", "refusal", "narrative", "composite"]
)
def test_a_correct_outcome_passes_every_applicable_gate(case_type: str) -> None:
    case = make_case(case_type=case_type)
    outcome = correct_outcome(case)
    for gate in (clarification_gate, refusal_gate, value_match_gate, source_match_gate):
        verdict = gate(case, outcome)
        assert verdict is None or verdict[0], (gate.__name__, verdict)
    assert fabrication_rule(case, outcome) in (None, (True, ""))


@pytest.mark.parametrize(
    ("case_type", "expected", "applies"),
    [
        ("numeric", {}, True),  # a value is expected
        ("composite", {}, True),
        ("narrative", {}, False),  # no value expected
        ("refusal", {}, False),  # refusals carry no value
        ("clarification", {}, False),  # ask_first carries no value
        # answer_with_assumptions still answers, so its value is gated.
        (
            "clarification",
            {"clarification": "answer_with_assumptions", "value": 1.0, "unit": "PCT"},
            True,
        ),
        # ask_first with a value recorded is still excluded: the engine must ask, not answer.
        ("clarification", {"value": 1.0, "unit": "PCT"}, False),
    ],
)
def test_value_match_applicability(case_type: str, expected: dict, applies: bool) -> None:
    case = make_case(case_type=case_type, **expected)
    assert (value_match_gate(case, correct_outcome(case)) is not None) is applies


@pytest.mark.parametrize(
    ("case_type", "expected", "applies"),
    [
        ("numeric", {}, True),  # source expected
        ("narrative", {}, True),  # narrative_doc expected
        ("composite", {}, True),  # both
        ("refusal", {}, False),
        ("clarification", {}, False),
        (
            "clarification",
            {
                "clarification": "answer_with_assumptions",
                "value": 1.0,
                "unit": "PCT",
                "source": {"doc": "a.pdf", "locator": "page=1"},
            },
            True,
        ),
    ],
)
def test_source_match_applicability(case_type: str, expected: dict, applies: bool) -> None:
    case = make_case(case_type=case_type, **expected)
    assert (source_match_gate(case, correct_outcome(case)) is not None) is applies


def test_value_match_tolerates_float_noise_not_real_differences() -> None:
    case = make_case()
    outcome = correct_outcome(case)
    assert value_match_gate(case, outcome.model_copy(update={"value": 1702.0000001}))[0]
    ok, reason = value_match_gate(case, outcome.model_copy(update={"value": 1702.5}))
    assert not ok and "expected 1702 USD_M, got 1702.5 USD_M" in reason


def test_value_match_compares_canonical_units() -> None:
    case = make_case()
    outcome = correct_outcome(case)
    assert value_match_gate(case, outcome.model_copy(update={"unit": "usd-m"}))[0]
    ok, reason = value_match_gate(case, outcome.model_copy(update={"unit": "HKD_M"}))
    assert not ok and "unit" in reason


def test_missing_value_fails_and_names_engine_error() -> None:
    case = make_case()
    outcome = correct_outcome(case).model_copy(
        update={"value": None, "tool_status": "timeout", "error": "no answer within 1 s"}
    )
    ok, reason = value_match_gate(case, outcome)
    assert not ok and "timeout" in reason and "no answer within 1 s" in reason


def test_source_match_ignores_locator_spacing_and_key_case() -> None:
    case = make_case()
    outcome = correct_outcome(case).model_copy(
        update={
            "source": Source(
                doc="ACME_FY2025_Results.pptx", locator="Slide=5, table=1,ROW=2 ,col=3"
            )
        }
    )
    assert source_match_gate(case, outcome)[0]


@pytest.mark.parametrize(
    "source",
    [
        Source(doc="ACME_FY2024_Results.pptx", locator="slide=5,table=1,row=2,col=3"),  # wrong doc
        Source(doc="ACME_FY2025_Results.pptx", locator="slide=5,table=1,row=3,col=3"),  # wrong cell
        None,  # no source
    ],
)
def test_source_match_fails_on_wrong_source(source: Source | None) -> None:
    case = make_case()
    assert not source_match_gate(case, correct_outcome(case).model_copy(update={"source": source}))[
        0
    ]


def test_source_match_needs_narrative_doc_cited() -> None:
    case = make_case(case_type="composite")
    outcome = correct_outcome(case)
    ok, reason = source_match_gate(case, outcome.model_copy(update={"sources": ["ACME_KPI.xlsx"]}))
    assert not ok and "strategy.md" in reason


def test_clarification_and_refusal_apply_to_every_case() -> None:
    case = make_case()
    wrong = correct_outcome(case).model_copy(update={"clarification": "ask_first", "refused": True})
    assert clarification_gate(case, wrong) == (False, "clarification: expected none, got ask_first")
    assert not refusal_gate(case, wrong)[0]


@pytest.mark.parametrize(
    ("update", "fabricated"),
    [
        ({"refused": True}, False),  # refused: nothing fabricated
        ({"refused": False, "value": 12.0, "unit": "PCT"}, True),  # invented a value
        ({"refused": False, "answer": "Revenue will be 3 billion."}, True),  # invented an answer
        (
            {"refused": False, "answer": "Which scope?", "clarification": "ask_first"},
            False,
        ),  # asked
        ({"refused": False, "answer": "", "tool_status": "error"}, False),  # crashed: gave nothing
    ],
)
def test_fabrication_rule(update: dict, fabricated: bool) -> None:
    case = make_case(case_type="refusal")
    verdict = fabrication_rule(case, correct_outcome(case).model_copy(update=update))
    assert verdict is not None and verdict[0] is not fabricated


def test_fabrication_applies_only_to_refusal_expectations() -> None:
    case = make_case()
    assert fabrication_rule(case, correct_outcome(case)) is None


@pytest.mark.parametrize("status", ["error", "timeout"])
@pytest.mark.parametrize("case_type", ["numeric", "refusal", "narrative"])
def test_an_unanswered_case_fails_clarification_and_refusal(case_type: str, status: str) -> None:
    case = make_case(case_type=case_type)
    # An empty outcome matches the defaults (clarification none, refused false) by accident.
    failed = correct_outcome(case).model_copy(
        update={
            "tool_status": status,
            "error": "boom",
            "refused": False,
            "answer": "",
            "value": None,
        }
    )
    for gate in (clarification_gate, refusal_gate):
        ok, reason = gate(case, failed)
        assert not ok and f"engine {status}: boom" in reason
