"""Which judge produced a baseline's groundedness numbers.

The four gates and fabrication do not depend on the judge; ``faithfulness`` and
``answer_accuracy`` do, so each of their numbers is stored with the identity of the judge
that produced it (name, version, settings) and is only ever compared with, or ratcheted
into, numbers of that same identity. A mode's entry::

    "metrics":  {all six}        groundedness numbers here are the ``judge``'s
    "judge":    {"name": "lexical", "version": "1", "settings": {...}}
    "judges":   {"<identity key>": {"judge": {...}, "metrics": {"faithfulness": r,
                                                                "answer_accuracy": r}}}

``judges`` holds every other judge's groundedness numbers, keyed by ``JudgeIdentity.key``;
a judge's numbers are never dropped. A run with the default judge takes the ``metrics``
slot when it updates the entry, and the numbers it displaces move to ``judges``.

An entry without ``judge`` (written by hand, or before identities were recorded) is
*unattributed*: its numbers gate every judge, and the next write attributes them to the
judge of that run (whose numbers, having passed the gate, are at least as high).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import lru_cache
from typing import Any

from ragspine_eval_pipeline.judges import JudgeIdentity, judge_identity, load_judge

GROUNDEDNESS = frozenset({"faithfulness", "answer_accuracy"})
"""The judged metrics (``groundedness.GROUNDEDNESS_METRICS``, kept here to avoid a cycle)."""

UNATTRIBUTED = ""
"""Key of the groundedness numbers of an entry that names no judge."""


@lru_cache(maxsize=1)
def default_identity() -> JudgeIdentity:
    """The identity of the default judge: what a run without ``--judge`` records."""
    return judge_identity(load_judge(None))


def entry_judge(entry: Mapping[str, Any]) -> JudgeIdentity | None:
    """The judge that produced the groundedness numbers in ``entry["metrics"]``, if named."""
    raw = entry.get("judge")
    return None if raw is None else JudgeIdentity.model_validate(raw)


def judge_records(entry: Mapping[str, Any]) -> dict[str, tuple[JudgeIdentity, dict[str, float]]]:
    """Other judges' groundedness numbers: identity key → (identity, metric → rate)."""
    return {
        key: (JudgeIdentity.model_validate(record["judge"]), dict(record.get("metrics") or {}))
        for key, record in (entry.get("judges") or {}).items()
    }


def core_metrics(metrics: Mapping[str, float]) -> dict[str, float]:
    """The metrics that do not depend on the judge."""
    return {name: rate for name, rate in metrics.items() if name not in GROUNDEDNESS}


def grounded_metrics(metrics: Mapping[str, float]) -> dict[str, float]:
    """The metrics a judge produced."""
    return {name: rate for name, rate in metrics.items() if name in GROUNDEDNESS}


def metric_floors(entry: Mapping[str, Any], identity: JudgeIdentity) -> dict[str, float]:
    """What a run judged by ``identity`` is compared with, in the entry's metric order.

    The judge-independent metrics always; groundedness numbers only when the entry holds
    some for this identity (or is unattributed, and so holds them for every judge).
    """
    metrics = entry.get("metrics") or {}
    owner = entry_judge(entry)
    if owner is None or owner == identity:
        return dict(metrics)
    record = judge_records(entry).get(identity.key)
    return {**core_metrics(metrics), **(record[1] if record else {})}


def has_judge_numbers(entry: Mapping[str, Any], identity: JudgeIdentity) -> bool:
    """True when the entry gates groundedness for ``identity`` (False: its first run records)."""
    owner = entry_judge(entry)
    if owner is None or owner == identity:
        return True
    return identity.key in (entry.get("judges") or {})


def judged_numbers(
    entry: Mapping[str, Any], unattributed_as: JudgeIdentity | None = None
) -> dict[str, tuple[JudgeIdentity | None, dict[str, float]]]:
    """Every groundedness number of the entry by judge: key → (identity, metric → rate).

    An unattributed entry's numbers are filed under ``unattributed_as`` when given, else
    under ``UNATTRIBUTED``.
    """
    owner = entry_judge(entry) or unattributed_as
    out: dict[str, tuple[JudgeIdentity | None, dict[str, float]]] = {
        key: (identity, numbers) for key, (identity, numbers) in judge_records(entry).items()
    }
    primary = grounded_metrics(entry.get("metrics") or {})
    if primary:
        out[owner.key if owner else UNATTRIBUTED] = (owner, primary)
    return out


def merge_judged(old: Mapping[str, Any] | None, record: Mapping[str, Any]) -> dict[str, Any]:
    """The entry after recording ``record`` (a run's, naming its judge) over ``old``.

    Judge-independent numbers and integrity fields come from the run; the run's
    groundedness numbers replace only its own judge's, and every other judge's stay. A
    run with the default judge takes the ``metrics`` slot, moving the numbers there to
    ``judges``. Whether anything is lowered is for the ratchet to decide afterwards.
    """
    new = dict(record)
    judge = entry_judge(record)
    owner = entry_judge(old) if old is not None else None
    if old is None or judge is None or owner is None or owner == judge:
        return _with_records(new, dict(old.get("judges") or {}) if old else {}, judge)
    records = dict(old.get("judges") or {})
    old_metrics = old.get("metrics") or {}
    if judge == default_identity():  # the default judge's numbers belong in ``metrics``
        records[owner.key] = _record(owner, grounded_metrics(old_metrics))
        return _with_records(new, records, judge)
    records[judge.key] = _record(judge, grounded_metrics(record.get("metrics") or {}))
    new["metrics"] = {**core_metrics(record.get("metrics") or {}), **grounded_metrics(old_metrics)}
    new["judge"] = old["judge"]
    return _with_records(new, records, owner)


def add_judge_numbers(old: Mapping[str, Any], record: Mapping[str, Any]) -> dict[str, Any]:
    """``old`` plus the groundedness numbers of ``record``'s judge, nothing else changed.

    How a judge's first run records its numbers in a mode that already has an entry:
    like a new mode's first run, it passes and sets that judge's floor, without raising
    any other number (raising is ``--update-baseline``'s job).
    """
    judge = entry_judge(record)
    if judge is None or has_judge_numbers(old, judge):
        return dict(old)
    records = dict(old.get("judges") or {})
    records[judge.key] = _record(judge, grounded_metrics(record.get("metrics") or {}))
    return {**old, "judges": dict(sorted(records.items()))}


def _record(identity: JudgeIdentity, metrics: Mapping[str, float]) -> dict[str, Any]:
    return {"judge": identity.model_dump(mode="json"), "metrics": dict(metrics)}


def _with_records(
    entry: dict[str, Any], records: dict[str, Any], owner: JudgeIdentity | None
) -> dict[str, Any]:
    """``entry`` with the other judges' records, never one for the ``metrics`` owner."""
    if owner is not None:
        records.pop(owner.key, None)
    entry.pop("judges", None)
    if records:
        entry["judges"] = dict(sorted(records.items()))
    return entry
