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
from pathlib import Path
from typing import Annotated, Any, Literal

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
        # all ask for it. A frozen case cannot change under its cached digest.
        canonical = json.dumps(
            self.model_dump(mode="json"), sort_keys=True, ensure_ascii=False, separators=(",", ":")
        )
        return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:16]


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
    _share_labels(obj)
    try:
        case = GoldenCase.model_validate(obj)
    except ValidationError as exc:
        errors.extend(_line_errors(where, exc))
        return None
    _share_fields_sets(case)
    return case


_FIELDS_SETS: dict[frozenset[str], set[str]] = {}


def _share_fields_sets(case: GoldenCase) -> None:
    """One "fields set" per distinct shape for the case and its nested models.

    pydantic keeps, per instance, the set of field names the input gave (a few hundred
    bytes each, three per case: half a case's memory). The models are frozen, so the set
    is never added to; cases of one shape can share it, as ``model_construct``'s
    ``_fields_set`` does.
    """
    for model in (case, case.expected, case.expected.source):
        if model is not None:
            given = model.__pydantic_fields_set__
            shared = _FIELDS_SETS.setdefault(frozenset(given), given)
            object.__setattr__(model, "__pydantic_fields_set__", shared)


_LABELS = ("clarification", "unit", "narrative_doc")


def _share_labels(obj: dict[str, Any]) -> None:
    """Intern the short strings many cases repeat (case type, tags, units, documents).

    The decoder makes a new string for every value on every line; interned, a large
    golden set holds one copy of each label instead of one per case.
    """
    if type(obj.get("case_type")) is str:
        obj["case_type"] = sys.intern(obj["case_type"])
    tags = obj.get("tags")
    if isinstance(tags, dict) and all(type(k) is str and type(v) is str for k, v in tags.items()):
        obj["tags"] = {sys.intern(k): sys.intern(v) for k, v in tags.items()}
    expected = obj.get("expected")
    if not isinstance(expected, dict):
        return
    for name in _LABELS:
        if type(expected.get(name)) is str:
            expected[name] = sys.intern(expected[name])
    source = expected.get("source")
    if isinstance(source, dict) and type(source.get("doc")) is str:
        source["doc"] = sys.intern(source["doc"])


def golden_fingerprint(cases: Sequence[GoldenCase]) -> str:
    """Fingerprint of a whole golden set: its case ids and contents, in order."""
    return digests_fingerprint({case.id: case.digest() for case in cases})


def digests_fingerprint(digests: Mapping[str, str]) -> str:
    """Fingerprint of a golden set given its case digests (id → digest, in file order)."""
    hasher = hashlib.sha256()
    for case_id, digest in digests.items():
        hasher.update(f"{case_id}\t{digest}\n".encode())
    return hasher.hexdigest()[:16]
