"""Run a fixture set: extract (or take given facts), load its ground truth, score.

Extraction and ground-truth loading stay separate functions so a pipeline can treat
them as separate steps; ``run_fixture_set`` is the two joined for the CLI. Both go
through ``extract_documents``, so a document the extractor cannot read is recorded
the same way everywhere.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ragspine_eval_pipeline import strict_json
from ragspine_eval_pipeline.eval._extraction_input import check_facts, check_ground_truth
from ragspine_eval_pipeline.eval.extraction_eval import (
    EvalReport,
    ExtractionInputError,
    run_eval,
)
from ragspine_eval_pipeline.extraction.errors import ExtractionError
from ragspine_eval_pipeline.extraction.extract import extract_facts

__all__ = [
    "FIXTURE_SETS",
    "FixtureSet",
    "extract_documents",
    "extract_fixture_set",
    "fixture_documents",
    "ground_truth_path",
    "load_facts_file",
    "load_ground_truth",
    "run_fixture_set",
]


@dataclass(frozen=True)
class FixtureSet:
    """Where one format's documents and ground truth live under the fixtures folder."""

    name: str
    folder: str
    suffix: str
    ground_truth: str


FIXTURE_SETS: dict[str, FixtureSet] = {
    "xlsx": FixtureSet("xlsx", ".", ".xlsx", "fixtures_ground_truth.json"),
    "pdf": FixtureSet("pdf", "pdf", ".pdf", "pdf/pdf_ground_truth.json"),
    "pptx": FixtureSet("pptx", "pptx", ".pptx", "pptx/pptx_ground_truth.json"),
}


def _fixture_set(fmt: str) -> FixtureSet:
    if fmt not in FIXTURE_SETS:
        raise ValueError(f"unknown fixture set {fmt!r} (expected one of {sorted(FIXTURE_SETS)})")
    return FIXTURE_SETS[fmt]


def ground_truth_path(fixtures_dir: str | Path, fmt: str) -> Path:
    """The ground-truth file of one fixture set."""
    return Path(fixtures_dir) / _fixture_set(fmt).ground_truth


def fixture_documents(fixtures_dir: str | Path, fmt: str) -> list[Path]:
    """The set's documents, sorted by name (only that folder, not its subfolders)."""
    spec = _fixture_set(fmt)
    folder = Path(fixtures_dir) / spec.folder
    if not folder.is_dir():
        raise ExtractionInputError([f"{folder}: fixtures folder not found"])
    try:
        files = [p for p in folder.iterdir() if p.is_file() and p.suffix.lower() == spec.suffix]
    except OSError as exc:
        raise ExtractionInputError([f"{folder}: cannot be listed: {exc}"]) from exc
    return sorted(files)


Extractor = Callable[[Path], Sequence[dict[str, object]]]
"""A function ``(path) -> facts``: the reference ``extract_facts`` or a plugin."""


def extract_documents(
    documents: Iterable[Path], extractor: Extractor | None = None
) -> tuple[list[dict[str, object]], dict[str, str]]:
    """Facts of every document that could be read, and ``{name: error}`` for the rest.

    One document's failure must neither abort the others nor vanish: it is recorded
    with its error, the report carries it, and such a run cannot set a baseline. Any
    exception counts, since the extractor under test may be arbitrary plugin code.
    """
    # Looked up on each call, so replacing the module's extract_facts takes effect.
    extract = extractor if extractor is not None else extract_facts
    facts: list[dict[str, object]] = []
    failed: dict[str, str] = {}
    for document in documents:
        try:
            found = extract(document)
            if not isinstance(found, list | tuple):
                raise TypeError(f"extractor returned {type(found).__name__}, not a list of facts")
        except ExtractionError as exc:
            failed[document.name] = exc.reason
        except Exception as exc:
            failed[document.name] = f"{type(exc).__name__}: {exc}"
        else:
            facts.extend(found)
    return facts, failed


def _documents_of(fixtures_dir: str | Path, fmt: str) -> list[Path]:
    documents = fixture_documents(fixtures_dir, fmt)
    if not documents:
        folder = Path(fixtures_dir) / _fixture_set(fmt).folder
        raise ExtractionInputError([f"{folder}: no {fmt} documents"])
    return documents


def extract_fixture_set(fixtures_dir: str | Path, fmt: str) -> list[dict[str, object]]:
    """Facts of every document of the set, by the reference extractor.

    All or nothing: the first unreadable document raises its ``ExtractionError``.
    """
    return [fact for doc in _documents_of(fixtures_dir, fmt) for fact in extract_facts(doc)]


def _read_json(path: Path) -> Any:
    if not path.is_file():
        raise ExtractionInputError([f"{path}: file not found"])
    try:
        return strict_json.loads_document(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ExtractionInputError([f"{path}: cannot be read: {exc}"]) from exc
    except json.JSONDecodeError as exc:
        raise ExtractionInputError([f"{path}:{exc.lineno}: invalid JSON: {exc.msg}"]) from exc
    except ValueError as exc:  # NaN, a duplicate key, nesting too deep
        raise ExtractionInputError([f"{path}: invalid JSON: {exc}"]) from exc


def load_ground_truth(path: str | Path) -> list[dict[str, Any]] | dict[str, Any]:
    """Read and check a ground-truth file (a list of records or a ``sheet!cell_ref`` dict).

    An empty file is refused: it would measure nothing.
    """
    source = Path(path)
    data = _read_json(source)
    check_ground_truth(data, where=str(source))
    if not data:
        raise ExtractionInputError([f"{source}: ground truth is empty"])
    return data


def load_facts_file(path: str | Path) -> list[dict[str, Any]]:
    """Read facts another extractor produced: a JSON list, ``{"facts": [...]}`` or JSONL."""
    source = Path(path)
    if not source.is_file():
        problem = "not a regular file" if source.exists() else "file not found"
        raise ExtractionInputError([f"{source}: {problem}"])
    try:
        text = source.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ExtractionInputError([f"{source}: cannot be read: {exc}"]) from exc
    facts, where = _parse_facts(source, text)
    check_facts(facts, where)
    return facts


def _parse_facts(source: Path, text: str) -> tuple[list[Any], Sequence[str]]:
    stripped = text.strip()
    if not stripped:
        raise ExtractionInputError([f"{source}: file is empty"])
    try:
        data = strict_json.loads_document(stripped)
    except json.JSONDecodeError:
        data = None  # not one JSON document: read it as JSON lines
    except ValueError as exc:  # NaN, a duplicate key, nesting too deep
        raise ExtractionInputError([f"{source}: invalid JSON: {exc}"]) from exc
    else:
        if isinstance(data, dict) and set(data) == {"facts"}:
            data = data["facts"]
        if isinstance(data, list):
            return data, [f"{source}: fact {i}" for i in range(len(data))]
        if not isinstance(data, dict):
            raise ExtractionInputError(
                [f"{source}: expected a list of facts, {{'facts': [...]}} or JSON lines"]
            )
    facts: list[Any] = []
    where: list[str] = []
    problems: list[str] = []
    for line_no, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        try:
            facts.append(strict_json.loads_document(line))
            where.append(f"{source}:{line_no}")
        except json.JSONDecodeError as exc:
            problems.append(f"{source}:{line_no}: invalid JSON: {exc.msg}")
        except ValueError as exc:
            problems.append(f"{source}:{line_no}: invalid JSON: {exc}")
    if problems:
        raise ExtractionInputError(problems)
    return facts, where


def run_fixture_set(
    fixtures_dir: str | Path,
    fmt: str,
    facts: list[dict[str, object]] | None = None,
    extractor: Extractor | None = None,
) -> EvalReport:
    """Score ``facts`` (default: ``extractor``'s, else the reference one's) on the set.

    Every document the ground truth names must be in the folder: a missing fixture is
    bad input, not a coverage drop. A document the extractor cannot read is recorded
    in ``report.failed_documents``.
    """
    truth = load_ground_truth(ground_truth_path(fixtures_dir, fmt))
    records = truth.values() if isinstance(truth, dict) else truth
    named = {r["doc"] for r in records if isinstance(r, dict) and r.get("doc")}
    present = {p.name for p in fixture_documents(fixtures_dir, fmt)}
    missing = sorted(named - present)
    if missing:
        folder = Path(fixtures_dir) / _fixture_set(fmt).folder
        raise ExtractionInputError([f"{folder}: missing fixture document {d!r}" for d in missing])
    failed: dict[str, str] = {}
    if facts is None:
        facts, failed = extract_documents(_documents_of(fixtures_dir, fmt), extractor)
    return run_eval(facts, truth, failed_documents=failed)
