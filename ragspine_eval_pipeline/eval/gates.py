"""The gate rules: which cases each metric applies to and when a case passes.

Each rule returns ``None`` when the metric does not apply to the case, else
``(passed, reason)``; the reason says what was expected and what came back.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import lru_cache

from ragspine_eval_pipeline.eval.golden import GoldenCase
from ragspine_eval_pipeline.eval.report import CaseOutcome
from ragspine_eval_pipeline.schema import canonical_locator, canonical_unit

# A pure function of a short string, asked twice per sourced case: cases and engines
# repeat a few hundred locators, so each is canonicalized once.
_canonical_locator = lru_cache(maxsize=65536)(canonical_locator)
_canonical_unit = lru_cache(maxsize=4096)(canonical_unit)  # likewise for unit codes

GateVerdict = tuple[bool, str] | None
GateRule = Callable[[GoldenCase, CaseOutcome], GateVerdict]

GATE_METRICS: tuple[str, ...] = ("clarification", "refusal", "value_match", "source_match")


ENGINE_FAILURES = frozenset({"error", "timeout"})
"""Tool statuses meaning the engine gave no answer at all."""


def engine_failed(outcome: CaseOutcome) -> bool:
    """True when the engine raised, hung or returned garbage on this case."""
    return outcome.tool_status in ENGINE_FAILURES


def _failed_call(outcome: CaseOutcome) -> str:
    """Suffix naming an engine error, so a gate failure caused by a crash says so."""
    if engine_failed(outcome):
        return f" [engine {outcome.tool_status}: {outcome.error or 'no detail'}]"
    return ""


def _engine_failure(gate: str, outcome: CaseOutcome) -> GateVerdict:
    # A case the engine never answered fails every gate it is scored on: an empty
    # outcome must not pass clarification or refusal by matching their defaults.
    return False, f"{gate}: no answer{_failed_call(outcome)}"


def expects_answer(case: GoldenCase) -> bool:
    """True when the case expects an answer (not a refusal, not a question back)."""
    return not case.expected.refuse and case.expected.clarification != "ask_first"


def clarification_gate(case: GoldenCase, outcome: CaseOutcome) -> GateVerdict:
    if engine_failed(outcome):
        return _engine_failure("clarification", outcome)
    want, got = case.expected.clarification, outcome.clarification
    if got == want:
        return True, ""
    return False, f"clarification: expected {want}, got {got}{_failed_call(outcome)}"


def refusal_gate(case: GoldenCase, outcome: CaseOutcome) -> GateVerdict:
    if engine_failed(outcome):
        return _engine_failure("refusal", outcome)
    want, got = case.expected.refuse, outcome.refused
    if got == want:
        return True, ""
    verb = "refuse" if want else "answer"
    return False, f"refusal: expected the engine to {verb}, refused={got}{_failed_call(outcome)}"


def value_match_gate(case: GoldenCase, outcome: CaseOutcome) -> GateVerdict:
    exp = case.expected
    if exp.value is None or not expects_answer(case):
        return None
    want = f"{exp.value:g} {exp.unit}"
    if outcome.value is None:
        return False, f"value: expected {want}, got no value{_failed_call(outcome)}"
    got = f"{outcome.value:g} {outcome.unit}"
    if not math.isclose(outcome.value, exp.value, rel_tol=1e-6, abs_tol=1e-9):
        return False, f"value: expected {want}, got {got}"
    if _canonical_unit(outcome.unit) != _canonical_unit(exp.unit):
        return False, f"unit: expected {exp.unit}, got {outcome.unit}"
    return True, ""


def source_match_gate(case: GoldenCase, outcome: CaseOutcome) -> GateVerdict:
    exp = case.expected
    if (exp.source is None and exp.narrative_doc is None) or not expects_answer(case):
        return None
    if exp.source is not None:
        want = f"{exp.source.doc} [{exp.source.locator}]"
        if outcome.source is None:
            return False, f"source: expected {want}, got none{_failed_call(outcome)}"
        got = f"{outcome.source.doc} [{outcome.source.locator}]"
        if outcome.source.doc != exp.source.doc or _canonical_locator(
            outcome.source.locator
        ) != _canonical_locator(exp.source.locator):
            return False, f"source: expected {want}, got {got}"
    if exp.narrative_doc is not None and exp.narrative_doc not in outcome.sources:
        return False, (
            f"source: expected {exp.narrative_doc} among cited sources, "
            f"got {outcome.sources or 'none'}{_failed_call(outcome)}"
        )
    return True, ""


GATE_RULES: dict[str, GateRule] = {
    "clarification": clarification_gate,
    "refusal": refusal_gate,
    "value_match": value_match_gate,
    "source_match": source_match_gate,
}


def is_fabricated(outcome: CaseOutcome) -> bool:
    """Did the engine answer a question it should have refused?

    Fabrication is giving a value, or an answer that is not a clarifying question,
    without refusing. An engine that crashed gave nothing, so it did not fabricate
    (its refusal gate fails instead).
    """
    if outcome.refused:
        return False
    if outcome.value is not None:
        return True
    return bool(outcome.answer.strip()) and outcome.clarification != "ask_first"


def fabrication_rule(case: GoldenCase, outcome: CaseOutcome) -> GateVerdict:
    """Applies to cases that expect a refusal; passes when nothing was fabricated."""
    if not case.expected.refuse:
        return None
    if not is_fabricated(outcome):
        return True, ""
    if outcome.value is not None:
        return False, f"fabricated a value {outcome.value:g} {outcome.unit} instead of refusing"
    return False, f"fabricated an answer instead of refusing: {outcome.answer[:120]!r}"
