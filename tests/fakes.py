"""Fake engines for the CLI and harness tests. They live here, never in the package."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import date
from typing import Any

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.engine.reference import ReferenceEngine
from ragspine_eval_pipeline.judges import Verdict


class BrokenEngine:
    """Raises on every question: every case becomes an error outcome."""

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        raise RuntimeError("index unavailable")


class NeverRefusingEngine(ReferenceEngine):
    """The reference engine, except it answers questions it should refuse with a number."""

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        result = super().answer(question, mode=mode, reference_date=reference_date, kb=kb)
        if not result.refused:
            return result
        return result.model_copy(
            update={"refused": False, "value": 42.0, "unit": "USD_M", "answer": "It was 42."}
        )


class EmbellishingEngine(ReferenceEngine):
    """The reference engine, plus one invented sentence on every narrative answer."""

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        result = super().answer(question, mode=mode, reference_date=reference_date, kb=kb)
        if result.refused or result.clarification == "ask_first" or result.value is not None:
            return result
        if not result.answer:
            return result
        invented = " The board also approved a merger with Globex Corporation in 2031."
        return result.model_copy(update={"answer": result.answer + invented})


def broken_factory() -> BrokenEngine:
    """A factory, to check that ``module:function`` specs are called."""
    return BrokenEngine()


class FailsToConstruct:
    """An engine whose constructor raises (a missing credential, say)."""

    def __init__(self) -> None:
        raise RuntimeError("missing API key")


class RejectingJudge:
    """A judge that entails nothing: every groundedness number it produces is 0.0."""

    version = "1"

    def judge(self, claim: str, contexts: Sequence[str]) -> Verdict:
        return Verdict(entailed=False, coverage=0.0, reason="rejects every claim")
