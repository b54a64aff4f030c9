"""The QA baseline file's schema, checked strictly: a malformed field never turns a gate off.

A hand edit that deletes ``fabrication_count``, empties ``metrics``, types
``case_digests: []`` or adds a field the product does not know is a corrupt baseline
(exit 2), never a baseline that silently checks less. Every problem is listed at once.
"""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from ragspine_eval_pipeline.eval.baseline_judges import GROUNDEDNESS, entry_judge, judged_numbers
from ragspine_eval_pipeline.eval.ratchet import is_rate
from ragspine_eval_pipeline.eval.store import BaselineFileError
from ragspine_eval_pipeline.schema import EVAL_MODES

REQUIRED_FIELDS = ("metrics", "fabrication_count", "n_cases")
"""What every mode's entry holds: the gated numbers."""
OPTIONAL_FIELDS = ("judge", "judges", "golden_fingerprint", "case_digests")
"""Judge attribution and integrity fields; once history has them they are required too."""


def validate_qa_baseline(data: Mapping[str, Any], path: str | Path = "baseline") -> None:
    """Raise ``BaselineFileError`` naming every problem unless ``data`` is a QA baseline."""
    problems = qa_baseline_problems(data)
    if problems:
        raise BaselineFileError(f"{path}: " + "; ".join(problems))


def qa_baseline_problems(data: Mapping[str, Any]) -> list[str]:
    """Every way ``data`` is not a QA baseline file (keyed by mode only)."""
    problems: list[str] = []
    for mode, entry in data.items():
        if mode not in EVAL_MODES:
            problems.append(f"{mode}: unknown mode (expected {', '.join(EVAL_MODES)})")
        elif not isinstance(entry, Mapping):
            problems.append(f"{mode}: entry must be an object")
        else:
            problems.extend(f"{mode}{problem}" for problem in _entry_problems(entry))
    return problems


def _entry_problems(entry: Mapping[str, Any]) -> list[str]:
    problems = [
        f".{name}: unknown field (expected {', '.join((*REQUIRED_FIELDS, *OPTIONAL_FIELDS))})"
        for name in entry
        if name not in REQUIRED_FIELDS and name not in OPTIONAL_FIELDS
    ]
    metrics = entry.get("metrics")
    if not isinstance(metrics, Mapping):
        problems.append(".metrics: must be an object of pass rates")
    else:
        if not metrics:
            problems.append(".metrics: must list at least one metric")
        problems.extend(
            f".metrics.{name}: must be a number in [0, 1]"
            for name, rate in metrics.items()
            if not is_rate(rate)
        )
    for name in ("fabrication_count", "n_cases"):
        if name not in entry:
            problems.append(f".{name}: required")
        elif not _is_count(entry[name]):
            problems.append(f".{name}: must be a non-negative integer")
    if "golden_fingerprint" in entry and not _is_text(entry["golden_fingerprint"]):
        problems.append(".golden_fingerprint: must be a non-empty string")
    if "case_digests" in entry:
        problems.extend(_digest_problems(entry["case_digests"], entry.get("n_cases")))
    problems.extend(_judge_problems(entry))
    return problems


def _digest_problems(digests: object, n_cases: object) -> list[str]:
    if not isinstance(digests, Mapping):
        return [".case_digests: must be an object of case id -> digest"]
    bad = [case_id for case_id, digest in digests.items() if not _is_text(digest)]
    if bad:
        return [f".case_digests.{bad[0]}: must be a non-empty string"]
    if _is_count(n_cases) and len(digests) != n_cases:
        return [f".case_digests: lists {len(digests)} case(s) but n_cases is {n_cases}"]
    return []


def _judge_problems(entry: Mapping[str, Any]) -> list[str]:
    """``judge`` is an identity; ``judges`` maps identity keys to groundedness rates."""
    if "judges" in entry and not isinstance(entry["judges"], Mapping):
        return [".judges: must be an object of identity key -> record"]
    try:
        owner = entry_judge(entry)
        records = judged_numbers(entry)
    except (ValidationError, AttributeError, KeyError, TypeError) as exc:
        reason = " ".join(str(exc).split())[:200]
        return [f".judges: not a judge identity record: {reason}"]
    problems = []
    if "judges" in entry and owner is None:
        # The field missing is ``judge``: name it, not the ``judges`` that revealed it.
        problems.append(".judge: required when judges are listed (the judge of metrics)")
    listed = entry.get("judges") or {}
    for key, (identity, numbers) in records.items():
        if key not in listed:
            continue  # the numbers in ``metrics``, checked above
        if identity is not None and identity.key != key:
            problems.append(f".judges.{key}: key differs from its judge ({identity.key})")
        if identity is not None and identity == owner:
            problems.append(f".judges.{key}: duplicates the judge of metrics")
        problems.extend(
            f".judges.{key}.{name}: must be a groundedness rate in [0, 1]"
            for name, rate in numbers.items()
            if name not in GROUNDEDNESS or not is_rate(rate)
        )
    return problems


def _is_count(value: object) -> bool:
    return not isinstance(value, bool) and isinstance(value, int) and value >= 0


def _is_text(value: object) -> bool:
    return isinstance(value, str) and bool(value.strip())
