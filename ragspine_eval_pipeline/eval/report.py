"""Per-case outcomes and the aggregate report. Scores per case are kept apart from metrics."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field

from ragspine_eval_pipeline.engine.protocol import AnswerFields
from ragspine_eval_pipeline.judges._verdict import JudgeIdentity

REPORT_FORMAT_VERSION = 1


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


class CaseScore(BaseModel):
    """Per-case verdicts: metric name → passed, for the metrics that apply to the case."""

    model_config = ConfigDict(extra="forbid")

    case_id: str
    """The golden case."""
    results: dict[str, bool]
    """Metric name → passed; a metric absent here does not apply to the case."""


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
    format_version: int = REPORT_FORMAT_VERSION
    """Report layout version."""

    @property
    def fabrication_count(self) -> int:
        """Refusal cases answered with a value or a non-clarifying answer."""
        return self.fabrication.total - self.fabrication.passed
