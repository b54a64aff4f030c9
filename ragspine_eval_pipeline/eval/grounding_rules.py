"""The two groundedness gates as rules of the same shape as the four gates.

faithfulness judges the answer against what the engine's tools returned for the case
(observed on the eval side); answer_accuracy judges it against the gold context: the
expected narrative document plus, for composite cases, the expected fact rendered by
the KB's own renderer.
"""

from __future__ import annotations

from collections.abc import Callable

from ragspine_eval_pipeline.eval.gates import GateRule, GateVerdict, engine_failed, expects_answer
from ragspine_eval_pipeline.eval.gold_context import synthetic_gold_context
from ragspine_eval_pipeline.eval.golden import GoldenCase
from ragspine_eval_pipeline.eval.groundedness import (
    AnswerJudgement,
    Judge,
    LexicalOverlapJudge,
    judge_answer,
)
from ragspine_eval_pipeline.eval.report import CaseOutcome

GoldContextFn = Callable[[GoldenCase], list[str]]
"""Gold context for a case: the passages a correct answer is supported by."""

JudgementSink = Callable[[str, GoldenCase, AnswerJudgement], None]
"""Receives (metric, case, judgement) for every answer judged, e.g. to keep its claims."""

GROUNDED_CASE_TYPES = frozenset({"narrative", "composite"})


def applies(case: GoldenCase) -> bool:
    """Narrative and composite cases that expect an answer."""
    return case.case_type in GROUNDED_CASE_TYPES and expects_answer(case)


def groundedness_rules(
    judge: Judge | None = None,
    gold_context: GoldContextFn | None = None,
    on_judgement: JudgementSink | None = None,
) -> dict[str, GateRule]:
    """The faithfulness and answer_accuracy rules for one evaluation.

    ``on_judgement`` sees every claim-level judgement, so a report can show each
    unsupported claim with its missing words, not only the first one in the reason.
    """
    active_judge = judge or LexicalOverlapJudge()
    gold = gold_context or default_gold_context()

    def keep(metric: str, case: GoldenCase, result: AnswerJudgement) -> None:
        if on_judgement is not None:
            on_judgement(metric, case, result)

    def faithfulness(case: GoldenCase, outcome: CaseOutcome) -> GateVerdict:
        if not applies(case):
            return None
        result = judge_answer(outcome.answer, outcome.contexts, active_judge)
        keep("faithfulness", case, result)
        return result.supported, _reason("faithfulness", result.reason, outcome)

    def answer_accuracy(case: GoldenCase, outcome: CaseOutcome) -> GateVerdict:
        if not applies(case):
            return None
        result = judge_answer(outcome.answer, gold(case), active_judge)
        keep("answer_accuracy", case, result)
        return result.supported, _reason("answer_accuracy", result.reason, outcome)

    return {"faithfulness": faithfulness, "answer_accuracy": answer_accuracy}


def _reason(metric: str, reason: str | None, outcome: CaseOutcome) -> str:
    if reason is None:
        return ""
    if engine_failed(outcome):
        return f"{metric}: {reason} [engine {outcome.tool_status}: {outcome.error}]"
    return f"{metric}: {reason}"


def default_gold_context() -> GoldContextFn:
    """Gold context from the synthetic KB's own constants (the shipped golden set's world)."""
    return synthetic_gold_context()
