"""Per-case outcomes and the aggregate report. Scores per case are kept apart from metrics."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from ragspine_eval_pipeline.engine.protocol import AnswerFields
from ragspine_eval_pipeline.eval.golden import Expected
from ragspine_eval_pipeline.eval.subset import CaseSubset
from ragspine_eval_pipeline.judges._verdict import JudgeIdentity
from ragspine_eval_pipeline.schema import Clarification, Source, ToolStatus

REPORT_FORMAT_VERSION = 2
"""2: per-case question, expectation, answer, gate reasons and unsupported claims."""


class CaseOutcome(AnswerFields):
    """What the engine did with one case, normalized for scoring.

    The answer fields come from the engine; the rest are observed by the harness.
    """

    case_id: str
    """The golden case this outcome answers."""
    mode: str
    """Engine mode the case ran in (``tool`` or ``agent``)."""
    contexts: list[str] = Field(default_factory=list)
    """Snippets the engine's KB tools returned for this case, observed on the eval side."""
    latency_ms: float = 0.0
    """Wall time of the engine call."""
    error: str | None = None
    """Why the engine failed on this case (tool_status ``error``/``timeout``), if it did."""


def failed_outcome(
    case_id: str, mode: str, status: str, error: str, latency_ms: float = 0.0
) -> CaseOutcome:
    """The outcome of a case the engine gave no answer for; it fails every gate it meets."""
    return CaseOutcome(
        case_id=case_id, mode=mode, tool_status=status, error=error, latency_ms=latency_ms
    )


class GateMetric(BaseModel):
    """One gate's pass rate with its failures and per-tag breakdown."""

    model_config = ConfigDict(extra="forbid")

    name: str
    """Metric name (a gate, a groundedness metric, or ``fabrication``)."""
    total: int
    """Cases the metric applies to."""
    passed: int
    """Applicable cases that passed."""
    pass_rate: float
    """passed / total; 1.0 when no case applies (nothing to fail)."""
    failures: list[tuple[str, str]] = Field(default_factory=list)
    """(case_id, reason) for every applicable case that failed."""
    by_tag: dict[str, tuple[int, int, float]] = Field(default_factory=dict)
    """``"key=value"`` → (total, passed, pass_rate)."""


class GateResult(BaseModel):
    """One metric's verdict on one case."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    passed: bool
    """True when the case passed this metric."""
    reason: str = ""
    """What was expected and what came back; empty when the case passed."""


class UnsupportedClaim(BaseModel):
    """A claim of the answer that the judge did not find entailed by a context."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    metric: str
    """The groundedness metric that judged it (``faithfulness`` or ``answer_accuracy``)."""
    claim: str
    """The claim, as split from the answer."""
    missing: list[str] = Field(default_factory=list)
    """Claim words the judge did not find in the supporting passage."""
    reason: str | None = None
    """The judge's own reason, when it gave one."""


class CaseAnswer(BaseModel):
    """What the engine answered for one case (its trace is left to the outcomes table)."""

    model_config = ConfigDict(extra="forbid")

    route: str = "unknown"
    """Which path the engine took."""
    clarification: Clarification = "none"
    """``ask_first`` when the engine asked instead of answering."""
    value: float | None = None
    """The numeric value answered, if any."""
    unit: str | None = None
    """Unit code of ``value``."""
    source: Source | None = None
    """Where ``value`` was read."""
    refused: bool = False
    """True when the engine declined to answer."""
    sources: list[str] = Field(default_factory=list)
    """Every document id the answer cites."""
    tool_status: ToolStatus = "ok"
    """Status of the tool calls behind the answer."""
    answer: str = ""
    """The answer text."""


class CaseScore(BaseModel):
    """One case side by side: the question, what was expected, what came back, each verdict.

    ``results`` keeps the bare verdicts (what flips compare); the other fields default
    to empty so reports written before they existed still load.
    """

    model_config = ConfigDict(extra="forbid")

    case_id: str
    """The golden case."""
    results: dict[str, bool]
    """Metric name → passed; a metric absent here does not apply to the case."""
    question: str = ""
    """The question asked."""
    case_type: str | None = None
    """The golden case type (numeric, clarification, refusal, narrative, composite)."""
    tags: dict[str, str] = Field(default_factory=dict)
    """The case's tags (topic, scope, qtype, lang...)."""
    expected: Expected | None = None
    """The golden expectation."""
    answer: CaseAnswer | None = None
    """The engine's answer; None in reports that predate it."""
    latency_ms: float = 0.0
    """Wall time of the engine call."""
    error: str | None = None
    """Why the engine gave no answer (error or timeout), if it did not."""
    gates: dict[str, GateResult] = Field(default_factory=dict)
    """Metric name → verdict with its reason, for the metrics that apply to the case."""
    unsupported_claims: list[UnsupportedClaim] = Field(default_factory=list)
    """Every claim a groundedness metric found unsupported, with its missing words."""

    @property
    def failed(self) -> list[str]:
        """Metrics this case failed, in report order."""
        return [name for name, passed in self.results.items() if not passed]


class QAEvalReport(BaseModel):
    """The QA eval of one engine mode over one golden set."""

    model_config = ConfigDict(extra="forbid")

    mode: str
    """Engine mode evaluated."""
    n_cases: int
    """Number of golden cases scored."""
    metrics: dict[str, GateMetric]
    """The four gates and the groundedness metrics, each kept separate."""
    fabrication: GateMetric
    """Refusal cases that the engine answered anyway (``passed`` = not fabricated)."""
    cases: list[CaseScore] = Field(default_factory=list)
    """Per-case verdicts, so runs can be compared case by case."""
    engine_failures: dict[str, str] = Field(default_factory=dict)
    """Case id → why the engine gave no answer (error or timeout); such a run sets no baseline."""
    case_digests: dict[str, str] = Field(default_factory=dict)
    """Case id → content digest of the golden case scored."""
    golden_fingerprint: str | None = None
    """Fingerprint of the golden set scored."""
    kb_fingerprint: str | None = None
    """Fingerprint of the knowledge base the engine read."""
    engine: str | None = None
    """Which engine was evaluated."""
    judge: JudgeIdentity | None = None
    """Which judge produced the groundedness metrics; None means the default judge."""
    subset: CaseSubset | None = None
    """The cases selected when this run scored only part of the golden set; None: all."""
    format_version: int = REPORT_FORMAT_VERSION
    """Report layout version."""

    @property
    def fabrication_count(self) -> int:
        """Refusal cases answered with a value or a non-clarifying answer."""
        return self.fabrication.total - self.fabrication.passed
