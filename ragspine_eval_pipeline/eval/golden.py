"""The golden set: versioned QA cases, loaded in one streaming pass with every error reported.

A golden file is JSON Lines. The loader validates every line against ``GoldenCase``
(unknown fields are errors) and the consistency rules of each case type, collects every
problem as ``<file>:<line>: <field path>: <problem>``, and loads nothing when any line
is invalid, so a half-valid golden set can never gate a release.
"""

from __future__ import annotations

import gc
import hashlib
import json
import sys
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager
from functools import cached_property
from json.encoder import encode_basestring  # type: ignore[attr-defined]
from pathlib import Path
from typing import Annotated, Any, Literal, Self

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictStr,
    ValidationError,
    model_validator,
)

from ragspine_eval_pipeline import strict_json
from ragspine_eval_pipeline.dates import IsoDate
from ragspine_eval_pipeline.schema import Clarification, Source

CaseType = Literal["numeric", "clarification", "refusal", "narrative", "composite"]
CASE_TYPES: tuple[str, ...] = ("numeric", "clarification", "refusal", "narrative", "composite")

_MAX_LINE_BYTES = 1_000_000
"""A golden line larger than this is rejected before JSON parsing (no case needs it)."""


class RuleViolations(ValueError):
    """Consistency rules a case breaks, each as (field path, problem)."""

    def __init__(self, problems: list[tuple[str, str]]) -> None:
        self.problems = problems
        super().__init__("; ".join(f"{path}: {problem}" for path, problem in problems))


class Expected(BaseModel):
    """What a correct engine does with the question."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    clarification: Clarification
    """Whether the engine must answer directly, ask first, or answer with assumptions."""
    refuse: StrictBool
    """True when the KB cannot answer and the engine must decline."""
    value: Annotated[float, Field(strict=True, allow_inf_nan=False)] | None = None
    """The expected number (numeric and composite cases)."""
    unit: StrictStr | None = None
    """Unit code of ``value``."""
    source: Source | None = None
    """Document and locator the value must be read from."""
    narrative_doc: StrictStr | None = None
    """Document a narrative answer must cite."""


class GoldenCase(BaseModel):
    """One versioned QA case."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    id: Annotated[StrictStr, Field(min_length=1)]
    """Unique, stable case id; a changed case gets a new id."""
    question: Annotated[StrictStr, Field(min_length=1)]
    """The user question, in Chinese, Japanese or English."""
    case_type: CaseType
    """Which behaviour the case exercises."""
    expected: Expected
    """The expected behaviour and answer."""
    tags: dict[StrictStr, StrictStr] = Field(default_factory=dict)
    """Breakdown keys such as topic, scope, qtype and lang."""
    reference_date: IsoDate
    """The "today" the question is asked on."""

    @model_validator(mode="after")
    def _consistent(self) -> GoldenCase:
        problems = consistency_problems(self)
        if problems:
            raise RuleViolations(problems)
        return self

    def digest(self) -> str:
        """Content hash of the case, so a changed case is told apart from the one it was."""
        return self._digest

    @cached_property
    def _digest(self) -> str:
        # Computed once per case: the golden set's fingerprint, the report and the baseline
        # all ask for it. A frozen case cannot change under its cached digest; a copy
        # (``model_copy``) computes its own.
        return hashlib.sha256(canonical_json(self).encode("utf-8")).hexdigest()[:16]

    def model_copy(self, *, update: Mapping[str, Any] | None = None, deep: bool = False) -> Self:
        """A copy whose digest is computed from its own values, not carried over."""
        copy = super().model_copy(update=update, deep=deep)
        copy.__dict__.pop("_digest", None)
        return copy


_CANONICAL = json.JSONEncoder(sort_keys=True, ensure_ascii=False, separators=(",", ":"))
"""The encoder of a case's canonical JSON (what ``json.dumps`` with these settings uses)."""


def generic_canonical_json(case: BaseModel) -> str:
    """A case's JSON with sorted keys, compact and unescaped: what its digest hashes."""
    return _CANONICAL.encode(case.model_dump(mode="json"))


_ExpectedKey = tuple[object, ...]


def _expected_key(exp: Expected) -> _ExpectedKey:
    """What tells two expectations apart: every field (``test_golden_sharing`` pins them)."""
    source, value = exp.source, exp.value
    return (
        exp.clarification,
        exp.refuse,
        None if value is None else value.hex(),  # -0.0 and 0.0 encode differently
        exp.unit,
        exp.narrative_doc,
        None if source is None else (source.doc, source.locator),
    )


_EXPECTED_JSON: dict[_ExpectedKey, str] = {}


def _expected_json(exp: Expected) -> str:
    """The canonical JSON of an expectation, once per distinct one. Keyed by content, not
    by object, so a copy with other values (``model_copy``) is never given a stale text."""
    key = _expected_key(exp)
    text = _EXPECTED_JSON.get(key)
    if text is None:
        if len(_EXPECTED_JSON) >= 65536:
            _EXPECTED_JSON.clear()
        text = _EXPECTED_JSON[key] = generic_canonical_json(exp)
    return text


_TAGS_JSON: dict[tuple[tuple[str, str], ...], str] = {}


def _tags_json(tags: dict[str, str]) -> str:
    """The canonical JSON of a tag set, once per distinct set (a golden set has few)."""
    key = tuple(tags.items())
    text = _TAGS_JSON.get(key)
    if text is None:
        if len(_TAGS_JSON) >= 65536:
            _TAGS_JSON.clear()
        text = _TAGS_JSON[key] = _CANONICAL.encode(tags)
    return text


def canonical_json(case: GoldenCase) -> str:
    """``generic_canonical_json(case)``, assembled from its parts.

    Encoding the whole case was most of a large set's load time. Each distinct
    expectation and tag set is encoded once; the rest are three strings and a date. A
    subclass, which may add fields, is encoded whole.
    """
    if type(case) is not GoldenCase:
        return generic_canonical_json(case)
    string = encode_basestring
    return (
        f'{{"case_type":{string(case.case_type)},"expected":{_expected_json(case.expected)},'
        f'"id":{string(case.id)},"question":{string(case.question)},'
        f'"reference_date":"{case.reference_date.isoformat()}","tags":{_tags_json(case.tags)}}}'
    )


def consistency_problems(case: GoldenCase) -> list[tuple[str, str]]:
    """Every rule of the golden format the case breaks, as (field path, problem)."""
    exp = case.expected
    problems: list[tuple[str, str]] = []
    if case.case_type in ("numeric", "composite"):
        for name in ("value", "unit", "source"):
            if getattr(exp, name) is None:
                problems.append((f"expected.{name}", f"required for {case.case_type} cases"))
    if case.case_type in ("narrative", "composite") and not exp.narrative_doc:
        problems.append(("expected.narrative_doc", f"required for {case.case_type} cases"))
    if case.case_type == "refusal" and not exp.refuse:
        problems.append(("expected.refuse", "must be true for refusal cases"))
    if case.case_type == "clarification" and exp.clarification == "none":
        problems.append(("expected.clarification", "must not be 'none' for clarification cases"))
    if exp.refuse and exp.value is not None:
        problems.append(("expected.value", "a case that expects a refusal has no value"))
    if (
        exp.value is not None
        and exp.unit is None
        and case.case_type not in ("numeric", "composite")
    ):
        problems.append(("expected.unit", "required when expected.value is given"))
    return problems


class GoldenSetError(ValueError):
    """The golden set cannot be used. ``errors`` lists every problem found."""

    def __init__(self, errors: list[str]) -> None:
        self.errors = errors
        shown = "\n".join(errors)
        super().__init__(f"{len(errors)} problem(s) in the golden set:\n{shown}")


def _field_path(loc: tuple[int | str, ...]) -> str:
    path = ".".join(str(part) for part in loc)
    return path or "(case)"


def _line_errors(where: str, exc: ValidationError) -> Iterator[str]:
    for error in exc.errors(include_url=False):
        original = (error.get("ctx") or {}).get("error")
        if isinstance(original, RuleViolations):
            for path, problem in original.problems:
                yield f"{where}: {path}: {problem}"
            continue
        problem = error["msg"].removeprefix("Value error, ")
        if error["type"] == "missing":
            problem = "field required"
        elif error["type"] == "extra_forbidden":
            problem = "unknown field"
        yield f"{where}: {_field_path(error['loc'])}: {problem}"


def _iter_lines(path: Path, limit: int) -> Iterator[tuple[int, bytes | None]]:
    """(line number, bytes) per line; ``None`` for a line longer than ``limit``.

    Reads at most ``limit`` + 1 bytes of a line at a time: a line of hundreds of
    megabytes is skipped, never held in memory whole.
    """
    with path.open("rb") as handle:
        number = 0
        while raw := handle.readline(limit + 1):
            number += 1
            if len(raw) <= limit:
                yield number, raw
                continue
            while raw and not raw.endswith(b"\n"):
                raw = handle.readline(1 << 20)
            yield number, None


@contextmanager
def collector_paused() -> Iterator[None]:
    """Pause the cyclic garbage collector for a bulk parse, then restore its state.

    Parsing allocates a handful of long-lived, acyclic objects per line; with the collector
    on, each generation-2 pass walks every case loaded so far, which makes loading grow
    faster than the file. What parsing leaves (cases, dicts, strings) forms no cycle; the few
    cycles a bad line's exception leaves are collected once the collector resumes.
    """
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()


def load_golden_set(path: str | Path) -> list[GoldenCase]:
    """Load and validate a golden set; raise ``GoldenSetError`` listing every problem."""
    source = Path(path)
    if not source.exists():
        raise GoldenSetError([f"{source}: file not found"])
    if not source.is_file():
        raise GoldenSetError([f"{source}: not a file"])
    with collector_paused():
        return _load_lines(source)


def _load_lines(source: Path) -> list[GoldenCase]:
    cases: list[GoldenCase] = []
    errors: list[str] = []
    first_line: dict[str, int] = {}
    try:
        for number, raw in _iter_lines(source, _MAX_LINE_BYTES):
            where = f"{source}:{number}"
            if raw is None:
                errors.append(f"{where}: (line): longer than {_MAX_LINE_BYTES} bytes")
                continue
            if number == 1 and raw.startswith(b"\xef\xbb\xbf"):
                raw = raw[3:]
            try:
                text = raw.decode("utf-8")
            except UnicodeDecodeError as exc:
                errors.append(f"{where}: (line): not valid UTF-8 (byte {exc.start + 1})")
                continue
            if not text.strip():
                continue
            case = _parse_case(text, where, errors)
            if case is None:
                continue
            if case.id in first_line:
                errors.append(
                    f"{where}: id: duplicate id {case.id!r} (first on line {first_line[case.id]})"
                )
                continue
            first_line[case.id] = number
            cases.append(case)
    except OSError as exc:
        raise GoldenSetError([f"{source}: cannot be read: {exc}"]) from exc
    if not errors and not cases:
        errors.append(f"{source}: no cases (an empty golden set cannot gate anything)")
    if errors:
        raise GoldenSetError(errors)
    return cases


def _parse_case(text: str, where: str, errors: list[str]) -> GoldenCase | None:
    case = _parse_valid(text)
    if case is None:
        case = _parse_checked(text, where, errors)
    if case is not None:
        _share_parts(case)
        _share_fields_sets(case)
    return case


def _parse_valid(text: str) -> GoldenCase | None:
    """The case of a valid line, parsed and validated in one pass; None for any other.

    pydantic's own JSON parser takes half the time of decoding then validating. Whatever
    it rejects (bad JSON, ``NaN``, a broken rule) goes through ``_parse_checked``, which
    names each problem as the golden format's errors do; nothing it accepts would fail
    there (``NaN`` and ``Infinity`` fit no field: every float is finite-only).
    """
    try:
        return GoldenCase.model_validate_json(text)
    except ValidationError:
        return None


def _parse_checked(text: str, where: str, errors: list[str]) -> GoldenCase | None:
    try:
        obj = strict_json.loads(text)
    except ValueError as exc:
        detail = exc.msg if isinstance(exc, json.JSONDecodeError) else str(exc)
        column = f" (column {exc.colno})" if isinstance(exc, json.JSONDecodeError) else ""
        errors.append(f"{where}: (line): invalid JSON: {detail}{column}")
        return None
    except RecursionError:
        errors.append(f"{where}: (line): JSON nested too deeply")
        return None
    if not isinstance(obj, dict):
        errors.append(f"{where}: (line): expected a JSON object, got {type(obj).__name__}")
        return None
    try:
        return GoldenCase.model_validate(obj)
    except ValidationError as exc:
        errors.extend(_line_errors(where, exc))
        return None


class _SharedFields(set[str]):
    """A "fields set" shared by many models, told apart from one a model has alone (an
    expectation shared with cases loaded before was given its shared set already)."""


_FIELDS_SETS: dict[frozenset[str], set[str]] = {}


def _share_fields_sets(case: GoldenCase) -> None:
    """One "fields set" per distinct shape for the case and its nested models.

    pydantic keeps, per instance, the set of field names the input gave (a few hundred
    bytes each, three per case: half a case's memory). The models are frozen, so the set
    is never added to; cases of one shape can share it, as ``model_construct``'s
    ``_fields_set`` does.
    """
    for model in (case, case.expected, case.expected.source):
        if model is not None and type(model.__pydantic_fields_set__) is not _SharedFields:
            given = model.__pydantic_fields_set__
            shared = _FIELDS_SETS.setdefault(frozenset(given), _SharedFields(given))
            object.__setattr__(model, "__pydantic_fields_set__", shared)


_EXPECTED: dict[_ExpectedKey, Expected] = {}
_TAGS: dict[tuple[tuple[str, str], ...], dict[str, str]] = {}
_CASE_TYPE_LABELS = {name: name for name in CASE_TYPES}


def _share_parts(case: GoldenCase) -> None:
    """Let cases hold one copy of what many of them repeat: the expectation, the tag set,
    the case type.

    The decoder makes new strings and objects for every line. The parts are frozen values
    (a golden case is never changed once loaded), so equal ones can be one object: a set
    of refusals or narrative questions holds a handful of expectations instead of one per
    case. A distinct expectation keeps its own object, its labels interned.
    """
    fields = case.__dict__
    fields["case_type"] = _CASE_TYPE_LABELS[case.case_type]
    tags = case.tags
    tag_key = tuple(tags.items())
    shared_tags = _TAGS.get(tag_key)
    if shared_tags is None:
        if len(_TAGS) >= 65536:
            _TAGS.clear()
        shared_tags = _TAGS[tag_key] = {sys.intern(k): sys.intern(v) for k, v in tag_key}
    fields["tags"] = shared_tags
    exp = case.expected
    key = _expected_key(exp)
    shared = _EXPECTED.get(key)
    if shared is None:
        if len(_EXPECTED) >= 65536:
            _EXPECTED.clear()
        _intern_labels(exp)
        shared = _EXPECTED[key] = exp
    fields["expected"] = shared


def _intern_labels(exp: Expected) -> None:
    """Intern an expectation's short labels (clarification, unit, documents) in place,
    before it is shared: the same few strings recur across the distinct expectations."""
    for name in ("clarification", "unit", "narrative_doc"):
        label = exp.__dict__[name]
        if type(label) is str:
            exp.__dict__[name] = sys.intern(label)
    if exp.source is not None:
        exp.source.__dict__["doc"] = sys.intern(exp.source.doc)


def golden_fingerprint(cases: Sequence[GoldenCase]) -> str:
    """Fingerprint of a whole golden set: its case ids and contents, in order."""
    return digests_fingerprint({case.id: case.digest() for case in cases})


def digests_fingerprint(digests: Mapping[str, str]) -> str:
    """Fingerprint of a golden set given its case digests (id → digest, in file order)."""
    hasher = hashlib.sha256()
    for case_id, digest in digests.items():
        hasher.update(f"{case_id}\t{digest}\n".encode())
    return hasher.hexdigest()[:16]
