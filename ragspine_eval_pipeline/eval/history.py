"""The baseline's own history is the ratchet: no number below the best ever committed.

A baseline file is versioned, so every committed version of it reachable from ``HEAD``
(or ``--ratchet-ref`` / ``RAGSPINE_RATCHET_REF``) is a record nobody can lower by editing
the working tree. The file on disk — committed or not — is compared with the best that
history recorded, key by key (a QA mode, an extraction fixture set):

- a number below the highest recorded (``fabrication_count`` above the lowest) for the
  same metric and, for groundedness, the same judge identity;
- a number, an integrity field (``golden_fingerprint``, ``case_digests``, ``judge``) or a
  whole entry that history has and the file lacks;
- a recorded case digest removed or changed (golden cases are only ever added);
- the file gone where history has it.

Each finding names the commit that recorded the better number. A pull request that
commits a lowered baseline therefore still fails: history keeps the higher one. Outside
a git checkout (or without git) the check is skipped with one notice; the pipeline's
instance history (``defs/history.py``) feeds the same comparison as a second line.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ragspine_eval_pipeline.defaults import DEFAULT_RATCHET_REF, RATCHET_REF_ENV
from ragspine_eval_pipeline.eval import _git
from ragspine_eval_pipeline.eval._git import GitRefError
from ragspine_eval_pipeline.eval.baseline_judges import (
    core_metrics,
    default_identity,
    entry_judge,
    judged_numbers,
)
from ragspine_eval_pipeline.eval.store import BaselineFileError, parse_json_object
from ragspine_eval_pipeline.judges import JudgeIdentity

__all__ = [
    "DEFAULT_RATCHET_REF",
    "QA_INTEGRITY_FIELDS",
    "RATCHET_REF_ENV",
    "Finding",
    "GitRefError",
    "HistoryVerdict",
    "Recorded",
    "committed_version",
    "extraction_findings",
    "extraction_history",
    "qa_findings",
    "qa_history",
    "ratchet_ref",
    "read_history",
]

QA_INTEGRITY_FIELDS = ("golden_fingerprint", "case_digests", "judge")
"""Fields a QA entry must keep once history has them (besides the required ones)."""
_QA_FIELDS = ("metrics", "fabrication_count", "n_cases", *QA_INTEGRITY_FIELDS)
_SHOWN = 5


def ratchet_ref(given: str | None = None) -> str:
    """The ref history is read from: ``given``, else ``RAGSPINE_RATCHET_REF``, else HEAD."""
    return given or os.environ.get(RATCHET_REF_ENV) or DEFAULT_RATCHET_REF


@dataclass(frozen=True)
class Recorded:
    """One recorded version of a baseline file: a commit's, or one a pipeline run saw."""

    source: str
    """Where it was recorded, for messages: ``commit 1a2b3c4d5e (subject)`` or ``run …``."""
    data: Mapping[str, Any] | None
    """The file's content; None where that commit deleted the file."""
    commit: str | None = None
    """The full commit id, when the record is a commit."""


@dataclass(frozen=True)
class Finding:
    """A number or field of the baseline file that history recorded better."""

    key: str | None
    """The mode or fixture set; None for the file itself."""
    what: str
    """The metric or field (``value_match``, ``case_digests``, ``entry``, ``file``, …)."""
    message: str
    """One line naming the current number, the recorded one and where it was recorded."""
    source: str
    """Where the better value was recorded."""
    commit: str | None
    """That commit's id (None for a record from a pipeline run)."""


@dataclass(frozen=True)
class HistoryVerdict:
    """The baseline file against its history."""

    path: Path
    ref: str
    findings: list[Finding] = field(default_factory=list)
    versions: int = 0
    """Committed versions read."""
    notices: list[str] = field(default_factory=list)
    """Said once per run: the check was skipped, the clone is shallow, a version unreadable."""
    skipped: bool = False
    """True when there was no git history to read."""

    @property
    def passed(self) -> bool:
        return not self.findings

    @property
    def commit(self) -> str | None:
        """The commit named by the first finding."""
        return next((f.commit for f in self.findings if f.commit), None)

    def for_key(self, key: str) -> HistoryVerdict:
        """Only the findings about ``key`` (a mode, a fixture set) and the file itself."""
        kept = [f for f in self.findings if f.key in (None, key)]
        return HistoryVerdict(self.path, self.ref, kept, self.versions, self.notices, self.skipped)


def read_history(path: str | Path, ref: str | None = None) -> tuple[list[Recorded], list[str]]:
    """Every committed version of ``path`` reachable from ``ref``, newest first, and notices.

    Raises ``GitUnavailable`` outside a git checkout and ``GitRefError`` for a ref that
    names no commit. A version that is not a JSON object is left out with a notice.
    """
    checkout = _git.locate(Path(path))
    ref = ratchet_ref(ref)
    notices = []
    if checkout.shallow:
        notices.append(
            f"ratchet history: {checkout.root} is a shallow clone; only the fetched commits "
            "count (fetch the full history for the full ratchet)"
        )
    commit = _git.resolve_ref(checkout, ref)
    if commit is None:
        return [], notices
    parsed: dict[str, Mapping[str, Any] | str] = {}
    versions: list[Recorded] = []
    for blob in _git.file_versions(checkout, commit):
        source = str(blob.commit)
        if blob.text is None:
            if blob.problem:
                notices.append(f"ratchet history: {source}: version skipped: {blob.problem}")
            else:
                versions.append(Recorded(source, None, blob.commit.sha))
            continue
        if blob.text not in parsed:
            try:
                parsed[blob.text] = parse_json_object(blob.text, checkout.relpath)
            except BaselineFileError as exc:
                parsed[blob.text] = str(exc)
        data = parsed[blob.text]
        if isinstance(data, str):
            notices.append(f"ratchet history: {source}: version skipped: {data}")
            continue
        versions.append(Recorded(source, data, blob.commit.sha))
    return versions, notices


def committed_version(path: str | Path, ref: str | None = None) -> Recorded | None:
    """The newest committed version of ``path`` that has content; None without one or git."""
    try:
        versions, _ = read_history(path, ref)
    except _git.GitUnavailable:
        return None
    return next((v for v in versions if v.data is not None), None)


def qa_history(
    path: str | Path, data: Mapping[str, Any] | None, ref: str | None = None
) -> HistoryVerdict:
    """The QA baseline ``data`` read from ``path`` (None: the file is gone) against git."""
    return _check(path, ref, lambda versions: qa_findings(path, data, versions))


def extraction_history(
    path: str | Path, data: Mapping[str, Any] | None, ref: str | None = None
) -> HistoryVerdict:
    """The extraction baseline ``data`` (None: the file is gone) against git."""
    return _check(path, ref, lambda versions: extraction_findings(path, data, versions))


def _check(path: str | Path, ref: str | None, findings: Any) -> HistoryVerdict:
    ref = ratchet_ref(ref)
    try:
        versions, notices = read_history(path, ref)
    except _git.GitUnavailable as exc:
        notice = f"ratchet history skipped: {exc}"
        return HistoryVerdict(Path(path), ref, notices=[notice], skipped=True)
    return HistoryVerdict(Path(path), ref, findings(versions), len(versions), notices)


class _Best:
    """The best value of each number and the newest record of each field, with sources."""

    def __init__(self) -> None:
        self.high: dict[tuple[str, ...], tuple[float, Recorded]] = {}
        self.low: dict[tuple[str, ...], tuple[float, Recorded]] = {}
        self.seen: dict[tuple[str, ...], Recorded] = {}
        self.digests: dict[str, dict[tuple[str, str], Recorded]] = {}
        """mode → (case id, digest) → the newest record holding that pair."""

    # Versions arrive newest first: on a tie the newest record is kept.
    def raise_to(self, key: tuple[str, ...], value: object, record: Recorded) -> None:
        number = _number(value)
        if number is not None and (key not in self.high or number > self.high[key][0]):
            self.high[key] = (number, record)

    def lower_to(self, key: tuple[str, ...], value: object, record: Recorded) -> None:
        number = _number(value)
        if number is not None and (key not in self.low or number < self.low[key][0]):
            self.low[key] = (number, record)

    def see(self, key: tuple[str, ...], record: Recorded) -> None:
        self.seen.setdefault(key, record)


def _number(value: object) -> float | None:
    """``value`` as a float when it is a JSON number (not a bool), else None."""
    if isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    return None


def _shown(value: float) -> str:
    return f"{value:g}"


def _file_gone(path: str | Path, versions: list[Recorded]) -> list[Finding]:
    last = next((v for v in versions if v.data is not None), None)
    if last is None:
        return []
    message = f"{path} is gone; {last.source} has it (restore it from there)"
    return [Finding(None, "file", message, last.source, last.commit)]


def qa_findings(
    path: str | Path, data: Mapping[str, Any] | None, versions: Iterable[Recorded]
) -> list[Finding]:
    """Every way the QA baseline ``data`` falls short of the recorded ``versions``.

    Versions are newest first. An entry without ``judge`` is read as the judge of the
    nearest newer entry that names one (the write that attributed it), else the file's.
    """
    versions = list(versions)
    if data is None:
        return _file_gone(path, versions)
    best = _Best()
    later_owner = {
        mode: entry_judge_or_none(entry) or default_identity()
        for mode, entry in data.items()
        if isinstance(entry, Mapping)
    }
    for record in versions:
        for mode, entry in (record.data or {}).items():
            if isinstance(entry, Mapping):
                owner = entry_judge_or_none(entry) or later_owner.get(mode, default_identity())
                later_owner[mode] = owner
                _record_qa(best, mode, entry, owner, record)
    return _compare_qa(best, data)


def entry_judge_or_none(entry: Mapping[str, Any]) -> JudgeIdentity | None:
    """The entry's judge, or None when it names none or a malformed one."""
    try:
        return entry_judge(entry)
    except ValueError:
        return None


def _record_qa(
    best: _Best, mode: str, entry: Mapping[str, Any], owner: JudgeIdentity, record: Recorded
) -> None:
    best.see((mode,), record)
    for name in _QA_FIELDS:
        if name in entry:
            best.see((mode, "field", name), record)
    metrics = entry.get("metrics")
    if isinstance(metrics, Mapping):
        for name, rate in core_metrics(metrics).items():
            best.raise_to((mode, "metric", name), rate, record)
        try:
            judged = judged_numbers(entry, unattributed_as=owner)
        except (ValueError, AttributeError, KeyError, TypeError):
            judged = {}
        for key, (_, numbers) in judged.items():
            for name, rate in numbers.items():
                best.raise_to((mode, "judged", key, name), rate, record)
    best.lower_to((mode, "fabrication_count"), entry.get("fabrication_count"), record)
    best.raise_to((mode, "n_cases"), entry.get("n_cases"), record)
    digests = entry.get("case_digests")
    if isinstance(digests, Mapping):
        known = best.digests.setdefault(mode, {})
        try:  # versions share most pairs: only the ones not seen yet are looped over
            fresh = digests.items() - known.keys()
        except TypeError:  # a malformed committed version (a digest that is not a string)
            fresh = set()
        for pair in fresh:
            known[pair] = record


def _compare_qa(best: _Best, data: Mapping[str, Any]) -> list[Finding]:
    findings: list[Finding] = []
    gone: set[str] = set()
    for key, record in best.seen.items():
        mode = key[0]
        entry = data.get(mode)
        if len(key) == 1 and not isinstance(entry, Mapping):
            gone.add(mode)
            message = f"{mode}: the entry is gone; {record.source} recorded it"
            findings.append(Finding(mode, "entry", message, *_where(record)))
        elif key[1:2] == ("field",) and isinstance(entry, Mapping) and key[2] not in entry:
            message = f"{mode}: {key[2]} is missing; {record.source} recorded it"
            findings.append(Finding(mode, key[2], message, *_where(record)))
    for key, (floor, record) in best.high.items():
        mode, entry = key[0], data.get(key[0])
        if mode in gone or not isinstance(entry, Mapping):
            continue
        if key[1] == "n_cases":
            current = _number(entry.get("n_cases"))
            name, note = "n_cases", " (golden cases are only ever added)"
        else:
            name, current = _qa_number(key, entry)
            note = ""
        if current is None:
            findings.append(_missing(mode, name, floor, record))
        elif current < floor:
            message = (
                f"{mode}: {name} {_shown(current)} is below {_shown(floor)} "
                f"recorded in {record.source}{note}"
            )
            findings.append(Finding(mode, name, message, record.source, record.commit))
    for (mode, _), (ceiling, record) in best.low.items():
        entry = data.get(mode)
        if mode in gone or not isinstance(entry, Mapping):
            continue
        current = _number(entry.get("fabrication_count"))
        if current is None:
            findings.append(_missing(mode, "fabrication_count", ceiling, record))
        elif current > ceiling:
            message = (
                f"{mode}: fabrication_count {_shown(current)} is above {_shown(ceiling)} "
                f"recorded in {record.source}"
            )
            findings.append(Finding(mode, "fabrication_count", message, *_where(record)))
    findings.extend(_digest_findings(best, data, gone))
    return findings


def _qa_number(key: tuple[str, ...], entry: Mapping[str, Any]) -> tuple[str, float | None]:
    """The metric a floor key names, labelled, and the entry's current value of it."""
    metrics = entry.get("metrics") if isinstance(entry.get("metrics"), Mapping) else {}
    if key[1] == "metric":
        return key[2], _number(metrics.get(key[2]))
    judge_key, name = key[2], key[3]
    owner = entry_judge_or_none(entry) or default_identity()
    try:
        numbers = judged_numbers(entry, unattributed_as=owner).get(judge_key, (None, {}))[1]
    except (ValueError, AttributeError, KeyError, TypeError):
        numbers = {}
    return f"{name} [judge {judge_key}]", _number(numbers.get(name))


def _where(record: Recorded) -> tuple[str, str | None]:
    return record.source, record.commit


def _missing(key: str, name: str, floor: float, record: Recorded) -> Finding:
    message = f"{key}: {name} is missing; {record.source} recorded {_shown(floor)}"
    return Finding(key, name, message, record.source, record.commit)


def _digest_findings(best: _Best, data: Mapping[str, Any], gone: set[str]) -> list[Finding]:
    """Recorded case digests that the file no longer has, or has changed."""
    removed: dict[str, list[tuple[str, Recorded]]] = {}
    changed: dict[str, list[tuple[str, Recorded]]] = {}
    for mode, pairs in best.digests.items():
        current = data.get(mode, {}).get("case_digests") if mode not in gone else None
        if not isinstance(current, Mapping):
            continue  # the entry or the field is gone: reported as such
        for (case_id, digest), record in pairs.items():
            if case_id not in current:
                removed.setdefault(mode, []).append((case_id, record))
            elif current[case_id] != digest:
                changed.setdefault(mode, []).append((case_id, record))
    findings = []
    for kind, table in (("removed", removed), ("changed", changed)):
        for mode, cases in table.items():
            ids = sorted({case_id for case_id, _ in cases})
            first = cases[0][1]
            shown = ", ".join(ids[:_SHOWN])
            if len(ids) > _SHOWN:
                shown += f", … (+{len(ids) - _SHOWN})"
            message = (
                f"{mode}: {len(ids)} recorded case digest(s) {kind} ({shown}); "
                f"{first.source} recorded them (golden cases are only ever added)"
            )
            findings.append(Finding(mode, "case_digests", message, first.source, first.commit))
    return findings


def extraction_findings(
    path: str | Path, data: Mapping[str, Any] | None, versions: Iterable[Recorded]
) -> list[Finding]:
    """Every way the extraction baseline ``data`` falls short of the recorded ``versions``."""
    versions = list(versions)
    if data is None:
        return _file_gone(path, versions)
    best = _Best()
    for record in versions:
        for name, entry in (record.data or {}).items():
            if isinstance(entry, Mapping):
                best.see((name,), record)
                for metric, rate in entry.items():
                    best.raise_to((name, metric), rate, record)
    findings = []
    for (name,), record in best.seen.items():
        if not isinstance(data.get(name), Mapping):
            message = f"{name}: the entry is gone; {record.source} recorded it"
            findings.append(Finding(name, "entry", message, record.source, record.commit))
    for (name, metric), (floor, record) in best.high.items():
        entry = data.get(name)
        if not isinstance(entry, Mapping):
            continue
        current = _number(entry.get(metric))
        if current is None:
            findings.append(_missing(name, metric, floor, record))
        elif current < floor:
            message = (
                f"{name}: {metric} {_shown(current)} is below {_shown(floor)} "
                f"recorded in {record.source}"
            )
            findings.append(Finding(name, metric, message, record.source, record.commit))
    return findings
