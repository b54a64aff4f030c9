"""Fixtures for the Dagster layer: a tiny golden set, temp baseline and KB, a temp instance."""

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from dagster import DagsterInstance

from tests.dagster.fakes import write_golden_set

ORACLE = "tests.dagster.fakes:OracleEngine"
REGRESSING = "tests.dagster.fakes:RegressingEngine"
WRONG_SOURCE = "tests.dagster.fakes:WrongValueAndSourceEngine"


@dataclass
class EvalFiles:
    """The inputs one test's pipeline reads, all under tmp_path."""

    root: Path
    golden: Path
    baseline: Path
    kb_dir: Path

    def baseline_data(self) -> dict[str, Any]:
        return json.loads(self.baseline.read_text(encoding="utf-8"))

    def write_baseline(self, data: dict[str, Any]) -> None:
        self.baseline.write_text(json.dumps(data, indent=2), encoding="utf-8")


@pytest.fixture
def eval_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> EvalFiles:
    """Point every RAGSPINE_* input at tmp_path; the oracle engine answers by default."""
    files = EvalFiles(
        root=tmp_path,
        golden=write_golden_set(tmp_path / "qa_golden_set.jsonl"),
        baseline=tmp_path / "qa_baseline.json",
        kb_dir=tmp_path / "kb",
    )
    monkeypatch.setenv("RAGSPINE_GOLDEN_SET", str(files.golden))
    monkeypatch.setenv("RAGSPINE_QA_BASELINE", str(files.baseline))
    monkeypatch.setenv("RAGSPINE_KB_DIR", str(files.kb_dir))
    monkeypatch.setenv("RAGSPINE_ENGINE", ORACLE)
    return files


@pytest.fixture
def instance(tmp_path: Path) -> Iterator[DagsterInstance]:
    """A persistent instance, so later runs see earlier materializations."""
    home = tmp_path / "dagster_home"
    home.mkdir()
    with DagsterInstance.local_temp(str(home)) as temp:
        yield temp
