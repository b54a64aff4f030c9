"""Check and key the facts and ground truth an extraction eval is given.

Both sides come from outside (an extractor's output, a hand-written file), so their
shape is checked before anything is scored: every problem is collected and raised
once as ``ExtractionInputError`` naming where it is (file, line or record index, field),
never as a ``KeyError`` half-way through scoring.
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

__all__ = [
    "CellKey",
    "ExtractionInputError",
    "GroundTruthCell",
    "check_facts",
    "check_ground_truth",
]

CHANNELS = ("value", "unit", "period")
_SCALARS = (str, int, float)


class ExtractionInputError(ValueError):
    """Facts or ground truth are wrongly shaped; ``errors`` lists every problem found."""

    def __init__(self, errors: Sequence[str]) -> None:
        self.errors = list(errors)
        shown = "; ".join(self.errors[:10])
        more = f" (and {len(self.errors) - 10} more)" if len(self.errors) > 10 else ""
        super().__init__(shown + more)


def _nfkc(text: str) -> str:
    return unicodedata.normalize("NFKC", text).strip()


def _norm_doc(doc: str) -> str:
    # A document is named by its file name: "data/fixtures/pdf/x.pdf" joins "x.pdf".
    return _nfkc(doc).replace("\\", "/").rsplit("/", 1)[-1].casefold()


def _norm_sheet(sheet: str) -> str:
    text = _nfkc(sheet)
    if "=" in text:  # "Page = 2" is "page=2"
        return "".join(text.split()).casefold()
    return " ".join(text.split()).casefold()


def _norm_ref(ref: str) -> str:
    # "$C$7" and "c7" are C7; "table=1, row=2" is "table=1,row=2".
    return "".join(_nfkc(ref).split()).replace("$", "").casefold()


@dataclass(frozen=True)
class CellKey:
    """Where a fact sits: document (None when not named), sheet and cell ref, normalized."""

    doc: str | None
    sheet: str
    ref: str

    @classmethod
    def of(cls, doc: str | None, sheet: str, ref: str) -> CellKey:
        """Normalize the three parts so spelling differences do not break the join."""
        return cls(_norm_doc(doc) if doc else None, _norm_sheet(sheet), _norm_ref(ref))


@dataclass(frozen=True)
class GroundTruthCell:
    """One ground-truth cell: its key, the label shown in reports, the channels it gives."""

    key: CellKey
    label: str
    expected: dict[str, Any]


def _record_problems(record: object, where: str) -> list[str]:
    if not isinstance(record, Mapping):
        return [f"{where}: expected an object, got {type(record).__name__}"]
    problems = []
    for field in ("sheet", "cell_ref"):
        value = record.get(field)
        if field not in record:
            problems.append(f"{where}: field {field!r}: missing")
        elif not isinstance(value, str) or not value.strip():
            problems.append(f"{where}: field {field!r}: expected a non-empty string")
    doc = record.get("doc")
    if doc is not None and (not isinstance(doc, str) or not doc.strip()):
        problems.append(f"{where}: field 'doc': expected a non-empty string or null")
    for channel in CHANNELS:
        value = record.get(channel)
        if value is not None and (isinstance(value, bool) or not isinstance(value, _SCALARS)):
            problems.append(
                f"{where}: field {channel!r}: expected a string, a number or null, "
                f"got {type(value).__name__}"
            )
        elif isinstance(value, float) and not math.isfinite(value):
            # NaN equals nothing and would score, or set a baseline, on a made-up number.
            problems.append(f"{where}: field {channel!r}: {value} is not a finite number")
    return problems


def _display(doc: str | None, sheet: str, ref: str) -> str:
    return f"{doc}:{sheet}!{ref}" if doc else f"{sheet}!{ref}"


def check_facts(facts: object, where: Sequence[str] | None = None) -> list[tuple[CellKey, dict]]:
    """Key every fact; ``where[i]`` names fact ``i`` in errors (default ``facts[i]``)."""
    if not isinstance(facts, Sequence) or isinstance(facts, str | bytes):
        raise ExtractionInputError(
            [f"facts: expected a list of objects, got {type(facts).__name__}"]
        )
    problems: list[str] = []
    keyed: list[tuple[CellKey, dict]] = []
    for i, fact in enumerate(facts):
        label = where[i] if where is not None else f"facts[{i}]"
        found = _record_problems(fact, label)
        if found:
            problems.extend(found)
            continue
        keyed.append((CellKey.of(fact.get("doc"), fact["sheet"], fact["cell_ref"]), dict(fact)))
    if problems:
        raise ExtractionInputError(problems)
    return keyed


def _split_key(key: str) -> tuple[str | None, str, str] | None:
    """``sheet!cell_ref`` or ``doc:sheet!cell_ref`` (cell refs never hold ``!``)."""
    head, bang, ref = key.rpartition("!")
    if not bang or not head.strip() or not ref.strip():
        return None
    doc, colon, sheet = head.partition(":")
    if colon and "=" not in doc and doc.strip() and sheet.strip():
        return doc, sheet, ref
    return None, head, ref


def _dict_records(
    truth: Mapping[object, object], where: str
) -> tuple[list[object], list[str], list[str]]:
    records: list[object] = []
    labels: list[str] = []
    problems: list[str] = []
    for key, body in truth.items():
        label = f"{where}[{key!r}]"
        parts = _split_key(key) if isinstance(key, str) else None
        if parts is None:
            problems.append(f"{label}: key must be 'sheet!cell_ref' or 'doc:sheet!cell_ref'")
            continue
        doc, sheet, ref = parts
        if not isinstance(body, Mapping):
            body = {"value": body}  # a bare value gives the value channel only
        record = {"sheet": sheet, "cell_ref": ref, **({"doc": doc} if doc else {}), **body}
        for field, part in (("sheet", sheet), ("cell_ref", ref), ("doc", doc)):
            given = body.get(field)
            if part and isinstance(given, str) and given.strip() and given.strip() != part.strip():
                problems.append(f"{label}: field {field!r}: {given!r} disagrees with the key")
        records.append(record)
        labels.append(label)
    return records, labels, problems


def check_ground_truth(truth: object, where: str = "ground_truth") -> list[GroundTruthCell]:
    """Validate ground truth (a list of records or a dict keyed by ``sheet!cell_ref``)."""
    if isinstance(truth, Mapping):
        records, labels, problems = _dict_records(truth, where)
    elif isinstance(truth, Sequence) and not isinstance(truth, str | bytes):
        records = list(truth)
        labels = [f"{where}[{i}]" for i in range(len(records))]
        problems = []
    else:
        raise ExtractionInputError(
            [
                f"{where}: expected a list of records or an object keyed by 'sheet!cell_ref', "
                f"got {type(truth).__name__}"
            ]
        )
    cells: list[GroundTruthCell] = []
    seen: dict[CellKey, str] = {}
    for record, label in zip(records, labels, strict=True):
        found = _record_problems(record, label)
        if found:
            problems.extend(found)
            continue
        assert isinstance(record, Mapping)
        key = CellKey.of(record.get("doc"), record["sheet"], record["cell_ref"])
        if key in seen:
            problems.append(f"{label}: duplicate cell (already given by {seen[key]})")
            continue
        seen[key] = label
        expected = {c: record[c] for c in CHANNELS if record.get(c) is not None}
        display = _display(record.get("doc"), record["sheet"], record["cell_ref"])
        cells.append(GroundTruthCell(key, display, expected))
    if problems:
        raise ExtractionInputError(problems)
    return cells
