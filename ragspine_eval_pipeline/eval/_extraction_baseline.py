"""The extraction baseline file: one entry per fixture set, upward-only.

``data/golden/extraction_baseline.json``::

    {"xlsx": {"value": 1.0, "unit": 1.0, "period": 1.0, "coverage": 1.0}, "pdf": {...}}

Entries are only written from an observed run, through ``store.ratchet_update``, so a
write is atomic, and an update that would lower any number is refused by the ratchet QA
uses too (``ratchet.lowered_numbers``). An entry lists at
least one number (an empty one would gate nothing); a missing file is created only where
git history has none (``ratchet.refuse_where_committed``).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping
from pathlib import Path
from typing import Any

from ragspine_eval_pipeline.eval._extraction_input import CHANNELS
from ragspine_eval_pipeline.eval.ratchet import is_rate, lowered_numbers, refuse_where_committed
from ragspine_eval_pipeline.eval.store import (
    BaselineFileError,
    ratchet_update,
    read_json_object,
)

__all__ = [
    "BASELINE_METRICS",
    "lowered_channels",
    "read_extraction_baseline",
    "update_extraction_baseline",
    "validate_extraction_baseline",
]

BASELINE_METRICS: tuple[str, ...] = (*CHANNELS, "coverage")


def validate_extraction_baseline(
    data: Mapping[str, Any],
    path: str | Path = "baseline",
    fixture_sets: Collection[str] | None = None,
) -> None:
    """Raise ``BaselineFileError`` listing every problem of a wrongly shaped baseline."""
    problems = []
    for name, entry in data.items():
        if fixture_sets is not None and name not in fixture_sets:
            problems.append(
                f"unknown fixture set {name!r} (expected one of {sorted(fixture_sets)})"
            )
            continue
        if not isinstance(entry, Mapping):
            problems.append(f"{name}: expected an object of metric -> rate")
            continue
        if not entry:
            problems.append(f"{name}: must list at least one of {BASELINE_METRICS}")
        for metric, value in entry.items():
            if metric not in BASELINE_METRICS:
                problems.append(f"{name}.{metric}: unknown metric (expected {BASELINE_METRICS})")
            elif not is_rate(value):
                problems.append(f"{name}.{metric}: expected a number in [0, 1], got {value!r}")
    if problems:
        raise BaselineFileError(f"{path}: " + "; ".join(problems))


def read_extraction_baseline(
    path: str | Path, fixture_sets: Collection[str] | None = None
) -> dict[str, dict[str, float]]:
    """The baseline file's entries; ``{}`` when it does not exist yet."""
    data = read_json_object(path)
    if data is None:
        return {}
    validate_extraction_baseline(data, path, fixture_sets)
    return {name: dict(entry) for name, entry in data.items()}


def lowered_channels(old: Mapping[str, Any], new: Mapping[str, Any]) -> list[str]:
    """Every metric ``new`` would lower or drop (the shared ratchet's test)."""
    return lowered_numbers(old, new)


def update_extraction_baseline(
    path: str | Path,
    fixture_set: str,
    entry: Mapping[str, float],
    fixture_sets: Collection[str] | None = None,
    ratchet_ref: str | None = None,
) -> dict[str, Any]:
    """Record ``entry`` for ``fixture_set``; raises ``RatchetRefused`` if it would lower,
    or if it would create a file that git history (from ``ratchet_ref``) has."""

    return ratchet_update(
        path,
        fixture_set,
        dict(entry),
        lowered_channels,
        validate=lambda data: validate_extraction_baseline(data, path, fixture_sets),
        on_create=lambda target: refuse_where_committed(target, fixture_set, ratchet_ref),
    )
