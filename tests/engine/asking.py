"""How the engine tests ask the reference engine: either mode, on one reference date."""

from __future__ import annotations

from datetime import date
from typing import Any

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.engine.reference import ReferenceEngine

TODAY = date(2026, 6, 12)
"""FY2025 is the latest closed fiscal year, FY2026 is open."""
MODES = ("tool", "agent")


def ask(kb: Any, question: str, mode: str, day: date = TODAY) -> EngineAnswer:
    """The reference engine's answer to ``question`` asked on ``day``, reading ``kb``."""
    return ReferenceEngine().answer(question, mode=mode, reference_date=day, kb=kb)


def fact_value(kb: Any, scope: str, metric: str, period: str) -> float:
    """The KB's value of ``metric`` for ``scope`` in ``period`` (it must hold one)."""
    fact = kb.lookup_fact(scope, metric, period)
    assert fact is not None, (scope, metric, period)
    return fact.value


def assert_figure(answer: EngineAnswer, value: float, clarification: str | None = None) -> None:
    """``answer`` gives ``value`` as a figure, with ``clarification`` when one is named."""
    assert not answer.refused, answer.answer
    assert answer.route == "numeric", answer.answer
    assert answer.value == value, answer.answer
    if clarification is not None:
        assert answer.clarification == clarification, answer.answer


def assert_no_figure(answer: EngineAnswer) -> None:
    """``answer`` gives no figure: it refuses or asks."""
    assert answer.value is None, answer.answer
    assert answer.route in ("refuse", "clarify"), answer.answer


def assert_asks_first(answer: EngineAnswer) -> None:
    """``answer`` gives no figure and asks first (which figure, market or year)."""
    assert_no_figure(answer)
    assert answer.clarification == "ask_first", answer.answer


def assert_refused(answer: EngineAnswer) -> None:
    """``answer`` refuses and gives no figure."""
    assert answer.refused, answer.answer
    assert answer.value is None, answer.answer


def assert_refused_without_passage(answer: EngineAnswer) -> None:
    """``answer`` refuses and quotes no passage beside the refusal."""
    assert answer.route == "refuse", answer.answer
    assert not answer.sources, answer.answer
