"""Groundedness: is every claim of a narrative answer entailed by a context?

Two ratcheted metrics use it. ``faithfulness`` judges an answer against the contexts
the engine's tools returned; ``answer_accuracy`` judges it against the gold context of
the case. Both split the answer into claims (sentences) and require every claim to be
entailed, so one invented sentence fails the answer. The default judge is lexical,
offline and deterministic; any object with a ``judge(claim, contexts)`` method can
replace it.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from ragspine_eval_pipeline.judges._verdict import (
    AnswerJudgement,
    AnswerScorer,
    BatchJudge,
    Judge,
    JudgeError,
    JudgeIdentity,
    Verdict,
    lowest_claim_score,
)
from ragspine_eval_pipeline.judges.claims import split_claims
from ragspine_eval_pipeline.judges.lexical import LexicalOverlapJudge

__all__ = [
    "GROUNDEDNESS_METRICS",
    "AnswerJudgement",
    "AnswerScorer",
    "BatchJudge",
    "Judge",
    "JudgeError",
    "JudgeIdentity",
    "LexicalOverlapJudge",
    "Verdict",
    "judge_answer",
    "split_claims",
]

GROUNDEDNESS_METRICS: tuple[str, ...] = ("faithfulness", "answer_accuracy")

_DEFAULT_JUDGE = LexicalOverlapJudge()


def judge_answer(
    answer: str | None,
    contexts: Sequence[str],
    judge: Judge | None = None,
) -> AnswerJudgement:
    """Judge every claim of ``answer`` against ``contexts``.

    A judge that cannot decide (``JudgeError``) fails the answer with its reason.
    A missing or blank answer is not supported ("no answer"), nor is one whose text
    holds no claim at all (only citation markers, say) or only claims without content
    ("It is."): there is nothing grounded to credit. Otherwise the answer is supported
    iff every claim is entailed, and the reason names the first claim that is not,
    with its missing tokens.
    """
    if answer is None or not answer.strip():
        return AnswerJudgement(supported=False, reason="no answer")
    claims = list(_claims_of(answer))
    if not claims:
        return AnswerJudgement(supported=False, reason="no claims in answer")
    judge = judge or _DEFAULT_JUDGE
    try:
        if _implements(judge, BatchJudge):
            verdicts = judge.judge_claims(claims, contexts)
        else:
            verdicts = [judge.judge(claim, contexts) for claim in claims]
    except JudgeError as exc:
        return AnswerJudgement(supported=False, reason=f"judge error: {exc}")
    judged = list(zip(claims, verdicts, strict=True))
    if _implements(judge, AnswerScorer):
        score = judge.score_answer(answer, contexts, verdicts)
    else:
        score = lowest_claim_score(verdicts)
    if all(verdict.vacuous for verdict in verdicts):
        return AnswerJudgement(
            supported=False,
            claims=judged,
            reason="no claim with content to check",
            score=score,
        )
    for claim, verdict in judged:
        if not verdict.entailed:
            detail = verdict.reason or "not entailed"
            if verdict.missing:
                detail = f"missing {verdict.missing!r} ({detail})"
            return AnswerJudgement(
                supported=False,
                claims=judged,
                reason=f'unsupported claim "{claim}": {detail}',
                score=score,
            )
    return AnswerJudgement(supported=True, claims=judged, score=score)


@lru_cache(maxsize=8192)
def _claims_of(answer: str) -> tuple[str, ...]:
    """``split_claims``, once per distinct answer: each is judged against two contexts."""
    return tuple(split_claims(answer))


_PROTOCOL_METHODS = {BatchJudge: ("judge", "judge_claims"), AnswerScorer: ("score_answer",)}
_CAPABILITIES: dict[tuple[int, type], tuple[object, bool]] = {}


def _implements(judge: object, protocol: type) -> bool:
    """``isinstance(judge, protocol)`` for these method-only protocols, without the cost of
    a runtime-checkable protocol check (tens of microseconds, paid per answer); asked once
    per judge object, which is kept beside the answer so its id is not reused."""
    key = (id(judge), protocol)
    known = _CAPABILITIES.get(key)
    if known is not None and known[0] is judge:
        return known[1]
    found = all(getattr(judge, name, None) is not None for name in _PROTOCOL_METHODS[protocol])
    if len(_CAPABILITIES) >= 256:
        _CAPABILITIES.clear()
    _CAPABILITIES[key] = (judge, found)
    return found
