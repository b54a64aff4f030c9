"""What an engine under test implements, and what it returns."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from pydantic import BaseModel, ConfigDict, Field

from ragspine_eval_pipeline.schema import Clarification, Source, ToolStatus

if TYPE_CHECKING:
    from ragspine_eval_pipeline.kb.tools import KnowledgeTools


class AnswerFields(BaseModel):
    """The fields of an answer that the engine decides; shared by answers and outcomes."""

    model_config = ConfigDict(extra="forbid")

    route: str = "unknown"
    """Which path the engine took (``numeric``, ``narrative``, ``composite``, ``clarify``...)."""
    clarification: Clarification = "none"
    """``ask_first`` when the engine asked instead of answering."""
    value: float | None = None
    """The numeric value answered, if any."""
    unit: str | None = None
    """Unit code of ``value`` (``USD_M``, ``PCT``, ...)."""
    source: Source | None = None
    """Where ``value`` was read."""
    refused: bool = False
    """True when the engine declined to answer."""
    sources: list[str] = Field(default_factory=list)
    """Every document id the answer cites."""
    tool_status: ToolStatus = "ok"
    """Status of the tool calls behind the answer."""
    answer: str = ""
    """The answer text shown to the user."""
    trace: list[str] = Field(default_factory=list)
    """Steps the engine took (plans, tool calls, observations), for debugging a case."""


class EngineAnswer(AnswerFields):
    """One answer from an engine."""


class TransientEngineError(Exception):
    """An engine failure worth retrying (a 5xx, a dropped connection); the harness retries."""


class InvalidEngineAnswer(ValueError):
    """What the engine's backend returned is not a valid answer (bad JSON, wrong shape)."""


@runtime_checkable
class Engine(Protocol):
    """The system under test. It sees only the question, the date and the KB's tools
    (``kb.tools.KnowledgeTools``: the KB itself, or the harness's observing wrapper)."""

    def answer(
        self, question: str, *, mode: str, reference_date: date, kb: KnowledgeTools
    ) -> EngineAnswer: ...
