"""Groundedness judges: one protocol, one spec grammar, interchangeable implementations.

``lexical`` (the default: offline, deterministic, no model), ``nli`` (a local
cross-encoder) and ``openai`` (an OpenAI-compatible chat-completions server) are chosen
by a spec string (see ``spec``); any object with ``judge(claim, contexts) -> Verdict``
plugs in too.
"""

from ragspine_eval_pipeline.judges._verdict import (
    AnswerJudgement,
    AnswerScorer,
    BatchJudge,
    Judge,
    JudgeError,
    JudgeIdentity,
    Verdict,
)
from ragspine_eval_pipeline.judges.claims import split_claims
from ragspine_eval_pipeline.judges.lexical import LexicalOverlapJudge
from ragspine_eval_pipeline.judges.spec import (
    DEFAULT_JUDGE_SPEC,
    JudgeSpecError,
    judge_identity,
    load_judge,
)

__all__ = [
    "DEFAULT_JUDGE_SPEC",
    "AnswerJudgement",
    "AnswerScorer",
    "BatchJudge",
    "Judge",
    "JudgeError",
    "JudgeIdentity",
    "JudgeSpecError",
    "LexicalOverlapJudge",
    "Verdict",
    "judge_identity",
    "load_judge",
    "split_claims",
]
