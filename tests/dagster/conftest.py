"""Fixtures for the Dagster layer: a tiny golden set, temp baseline and KB, a temp instance."""

import json
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from dagster import DagsterInstance

from ragspine_eval_pipeline.eval.baseline import update_qa_baseline
from ragspine_eval_pipeline.eval.qa_eval import run_qa_eval
from ragspine_eval_pipeline.eval.report import QAEvalReport
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

    def record_baseline(self, report: QAEvalReport) -> None:
        """The baseline a passing run of ``report`` would have written (upward only)."""
        update_qa_baseline(self.baseline, report)


def point_inputs_at(root: Path, monkeypatch: pytest.MonkeyPatch) -> EvalFiles:
    """Point every RAGSPINE_* input at ``root``; the oracle engine answers by default."""
    files = EvalFiles(
        root=root,
        golden=write_golden_set(root / "qa_golden_set.jsonl"),
        baseline=root / "qa_baseline.json",
        kb_dir=root / "kb",
    )
    monkeypatch.setenv("RAGSPINE_GOLDEN_SET", str(files.golden))
    monkeypatch.setenv("RAGSPINE_QA_BASELINE", str(files.baseline))
    monkeypatch.setenv("RAGSPINE_KB_DIR", str(files.kb_dir))
    monkeypatch.setenv("RAGSPINE_ENGINE", ORACLE)
    return files


@pytest.fixture
def eval_files(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> EvalFiles:
    """Every RAGSPINE_* input under tmp_path, for one test."""
    return point_inputs_at(tmp_path, monkeypatch)


@pytest.fixture
def instance(tmp_path: Path) -> Iterator[DagsterInstance]:
    """A persistent instance, so later runs see earlier materializations."""
    home = tmp_path / "dagster_home"
    home.mkdir()
    with DagsterInstance.local_temp(str(home)) as temp:
        yield temp


Score = Callable[..., QAEvalReport]


@pytest.fixture(scope="session")
def score(tmp_path_factory: pytest.TempPathFactory) -> Score:
    """``score(engine, mode="tool", lines=None)``: the tiny golden set (or ``lines``) scored
    by the eval core, without Dagster, as the checks are handed it. Cached per arguments."""
    root = tmp_path_factory.mktemp("scored")
    reports: dict[str, QAEvalReport] = {}

    def run(engine: str, mode: str = "tool", lines: list[dict] | None = None) -> QAEvalReport:
        key = json.dumps([engine, mode, lines])
        if key not in reports:
            golden = write_golden_set(root / f"golden_{len(reports)}.jsonl", lines)
            with pytest.MonkeyPatch.context() as patch:
                patch.setenv("RAGSPINE_GOLDEN_SET", str(golden))  # the fakes read it
                reports[key] = run_qa_eval(golden, mode, kb_dir=root / "kb", engine=engine)
        return reports[key]

    return run
