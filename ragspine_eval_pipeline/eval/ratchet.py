"""The one ratchet both harnesses share: a run's numbers against a baseline entry, and the
test that refuses a baseline update which would lower any of them.

QA and extraction differ only in their metric names: QA gates six pass rates and a
fabrication count (where lower is better), extraction gates three channel accuracies and
coverage. A number the run did not measure is ``None`` (never a made-up 0.0): it regresses
against any floor, and an update that would drop it is refused.
"""

from __future__ import annotations

import math
from collections.abc import Collection, Mapping
from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field

from ragspine_eval_pipeline.eval.history import committed_version
from ragspine_eval_pipeline.eval.store import RatchetRefused

__all__ = [
    "BaselineComparison",
    "Regression",
    "compare_numbers",
    "is_rate",
    "lowered_numbers",
    "measured",
    "refuse_where_committed",
]


class Regression(BaseModel):
    """One gated number against its baseline: a regression, or an improvement."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    metric: str
    """Metric name (``value_match``, ``coverage``, ...), or ``fabrication_count``."""
    baseline: float
    """The recorded baseline value."""
    current: float | None
    """This run's value; ``None`` when this run did not measure it."""
    delta: float | None
    """current - baseline; ``None`` when current is."""

    def describe(self) -> str:
        """``metric baseline -> current``, e.g. ``value_match 1 -> 0.5``."""
        shown = "not measured" if self.current is None else f"{self.current:g}"
        return f"{self.metric} {self.baseline:g} -> {shown}"


class BaselineComparison(BaseModel):
    """A run's numbers against its baseline entry, for either harness."""

    model_config = ConfigDict(extra="forbid")

    passed: bool
    """True when nothing regressed."""
    regressions: list[Regression] = Field(default_factory=list)
    """Numbers below their baseline (above it where lower is better), or not measured."""
    improvements: list[Regression] = Field(default_factory=list)
    """Numbers better than their baseline (candidates for a ratchet)."""
    checked: list[str] = Field(default_factory=list)
    """Every number the baseline listed, in its order: the ones compared."""
    judge: str | None = None
    """The run's judge (identity key) for QA: groundedness was compared only with its
    numbers. ``None`` for extraction, which no judge scores."""


def measured(value: float | None) -> float | None:
    """``value`` as a number, or ``None`` when it was not measured (absent or NaN)."""
    if value is None or (isinstance(value, float) and math.isnan(value)):
        return None
    return value


def compare_numbers(
    current: Mapping[str, float | None],
    baseline: Mapping[str, float],
    *,
    lower_is_better: Collection[str] = (),
    judge: str | None = None,
) -> BaselineComparison:
    """Compare every number ``baseline`` lists with ``current``; exactly equal passes.

    Numbers the baseline does not list are not checked. A listed number that ``current``
    lacks (or gives as NaN) is a regression with ``current=None``: what was not measured
    cannot hold its floor.
    """
    regressions: list[Regression] = []
    improvements: list[Regression] = []
    for name, floor in baseline.items():
        value = measured(current.get(name))
        if value is None:
            regressions.append(Regression(metric=name, baseline=floor, current=None, delta=None))
            continue
        change = Regression(metric=name, baseline=floor, current=value, delta=value - floor)
        sign = -1 if name in lower_is_better else 1  # +1: higher is better
        if sign * (value - floor) < 0:
            regressions.append(change)
        elif sign * (value - floor) > 0:
            improvements.append(change)
    return BaselineComparison(
        passed=not regressions,
        regressions=regressions,
        improvements=improvements,
        checked=list(baseline),
        judge=judge,
    )


def lowered_numbers(
    old: Mapping[str, float],
    new: Mapping[str, float | None],
    *,
    lower_is_better: Collection[str] = (),
    label: str = "",
) -> list[str]:
    """Every number of ``old`` that ``new`` would lower or drop: the ratchet's refusal.

    Each as ``name old -> new`` or ``name would be dropped (baseline old)``; ``label``
    follows the name (e.g. `` [judge nli@1]``).
    """
    drops: list[str] = []
    for name, floor in old.items():
        value = measured(new.get(name))
        if value is None:
            drops.append(f"{name}{label} would be dropped (baseline {floor})")
        elif value > floor if name in lower_is_better else value < floor:
            drops.append(f"{name}{label} {floor} -> {value}")
    return drops


def is_rate(value: object) -> bool:
    """A JSON number (not a bool) in [0, 1]: what a baseline may record as a rate."""
    return (
        not isinstance(value, bool)
        and isinstance(value, int | float)
        and math.isfinite(value)
        and 0.0 <= value <= 1.0
    )


def refuse_where_committed(path: Path, key: str, ratchet_ref: str | None = None) -> None:
    """Refuse to create a baseline file that git history has: it was deleted, not new."""
    committed = committed_version(path, ratchet_ref)
    if committed is not None:
        raise RatchetRefused(
            path,
            key,
            [f"the file is gone but {committed.source} has it; restore it instead"],
        )
