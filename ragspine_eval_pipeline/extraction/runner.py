"""Run a fixture set: extract (or take given facts), load its ground truth, score.

Extraction and ground-truth loading stay separate functions so a pipeline can treat
them as separate steps; ``run_fixture_set`` is the two joined for the CLI.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ragspine_eval_pipeline.eval._extraction_input import check_facts, check_ground_truth
from ragspine_eval_pipeline.eval.extraction_eval import (
    EvalReport,
    ExtractionInputError,
    run_eval,
)
from ragspine_eval_pipeline.extraction.extract import extract_facts

__all__ = [
    "FIXTURE_SETS",
    "FixtureSet",
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
    return sorted(p for p in folder.iterdir() if p.is_file() and p.suffix.lower() == spec.suffix)


def extract_fixture_set(fixtures_dir: str | Path, fmt: str) -> list[dict[str, object]]:
    """Facts of every document of the set, by the reference extractor."""
    documents = fixture_documents(fixtures_dir, fmt)
    if not documents:
        folder = Path(fixtures_dir) / _fixture_set(fmt).folder
        raise ExtractionInputError([f"{folder}: no {fmt} documents"])
    return [fact for doc in documents for fact in extract_facts(doc)]


def _read_json(path: Path) -> Any:
    if not path.is_file():
        raise ExtractionInputError([f"{path}: file not found"])
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ExtractionInputError([f"{path}: cannot be read: {exc}"]) from exc
    except json.JSONDecodeError as exc:
        raise ExtractionInputError([f"{path}:{exc.lineno}: invalid JSON: {exc.msg}"]) from exc


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
        data = json.loads(stripped)
    except json.JSONDecodeError:
        data = None  # not one JSON document: read it as JSON lines
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
            facts.append(json.loads(line))
            where.append(f"{source}:{line_no}")
        except json.JSONDecodeError as exc:
            problems.append(f"{source}:{line_no}: invalid JSON: {exc.msg}")
    if problems:
        raise ExtractionInputError(problems)
    return facts, where


def run_fixture_set(
    fixtures_dir: str | Path, fmt: str, facts: list[dict[str, object]] | None = None
) -> EvalReport:
    """Score ``facts`` (default: the reference extractor's) against the set's ground truth.

    Every document the ground truth names must be in the folder: a missing fixture is
    bad input, not a coverage drop.
    """
    truth = load_ground_truth(ground_truth_path(fixtures_dir, fmt))
    records = truth.values() if isinstance(truth, dict) else truth
    named = {r["doc"] for r in records if isinstance(r, dict) and r.get("doc")}
    present = {p.name for p in fixture_documents(fixtures_dir, fmt)}
    missing = sorted(named - present)
    if missing:
        folder = Path(fixtures_dir) / _fixture_set(fmt).folder
        raise ExtractionInputError([f"{folder}: missing fixture document {d!r}" for d in missing])
    if facts is None:
        facts = extract_fixture_set(fixtures_dir, fmt)
    return run_eval(facts, truth)
