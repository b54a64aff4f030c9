"""Value types of the groundedness judges and the protocol they implement."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field


class Verdict(BaseModel):
    """Whether one claim is entailed by the contexts, and the evidence for the decision."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    entailed: bool
    """True when the claim is supported by one passage of the contexts."""
    coverage: float = Field(ge=0.0, le=1.0)
    """Share of the claim's content tokens found in the supporting (else best) passage."""
    missing: list[str] = Field(default_factory=list)
    """Claim content tokens absent from that passage, in claim order."""
    reason: str | None = None
    """Why the claim is not entailed (or why it needed no check); None when entailed."""
    context_index: int | None = None
    """Index in ``contexts`` of the context holding the passage; None when there is none."""
    passage: str | None = None
    """The sentence of that context the claim was judged against."""
    vacuous: bool = False
    """True when the claim holds no content token ("It is."), so nothing was checked."""
    score: float | None = Field(default=None, ge=0.0, le=1.0)
    """Graded support in [0, 1] for ranking (higher is better supported); None if not graded."""


JSONScalar = str | int | float | bool


class JudgeError(RuntimeError):
    """A judge could not reach a verdict (a model server down, a malformed reply).

    The harness records it as the case's groundedness failure: never a pass.
    """


class JudgeIdentity(BaseModel):
    """Who produced a groundedness number: numbers are only compared within one identity."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str
    """The judge family: ``lexical``, ``nli``, ``openai`` or a plugin's import path."""
    version: str
    """Bumped whenever the judge's algorithm changes what it decides."""
    settings: dict[str, JSONScalar] = Field(default_factory=dict)
    """Settings that change verdicts (threshold, model); never secrets."""

    @property
    def key(self) -> str:
        """One string naming this identity, e.g. ``lexical@2(threshold=0.8)``."""
        shown = ",".join(f"{k}={v}" for k, v in sorted(self.settings.items()))
        return f"{self.name}@{self.version}" + (f"({shown})" if shown else "")


@runtime_checkable
class Judge(Protocol):
    """Decides whether a claim is entailed by retrieved or gold contexts."""

    def judge(self, claim: str, contexts: Sequence[str]) -> Verdict:
        """Judge one claim against all contexts."""
        ...


@runtime_checkable
class BatchJudge(Judge, Protocol):
    """A judge that is faster on all claims of an answer at once (a model in batches)."""

    def judge_claims(self, claims: Sequence[str], contexts: Sequence[str]) -> list[Verdict]:
        """One verdict per claim, in order, each as ``judge`` would give it."""
        ...


@runtime_checkable
class AnswerScorer(Protocol):
    """A judge that grades a whole answer itself, beyond its lowest claim score."""

    def score_answer(
        self, answer: str, contexts: Sequence[str], verdicts: Sequence[Verdict]
    ) -> float:
        """Graded support of ``answer`` in [0, 1], given its claims' verdicts."""
        ...


def lowest_claim_score(verdicts: Sequence[Verdict]) -> float:
    """The weakest checked claim's score (coverage where a judge gives none).

    An answer with no checked claim scores 0.0: it grounds nothing, as the gate says.
    """
    scores = [
        verdict.score if verdict.score is not None else verdict.coverage
        for verdict in verdicts
        if not verdict.vacuous
    ]
    return min(scores) if scores else 0.0


class AnswerJudgement(BaseModel):
    """An answer's groundedness: every claim with its verdict, and the first failure."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    supported: bool
    """True when the answer has a claim with content and every claim is entailed."""
    claims: list[tuple[str, Verdict]] = Field(default_factory=list)
    """Each claim of the answer, in order, with its verdict."""
    reason: str | None = None
    """Why the answer is not supported: "no answer" or the first unsupported claim."""
    score: float = Field(default=0.0, ge=0.0, le=1.0)
    """Graded support in [0, 1], for ranking answers and sweeping thresholds; the verdict
    is ``supported``, never a cut of this number."""

    @property
    def unsupported(self) -> list[str]:
        """Claims that are not entailed, in answer order."""
        return [claim for claim, verdict in self.claims if not verdict.entailed]
