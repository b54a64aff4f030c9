"""Shared fixtures: the golden set, one built KB, a served reference engine, the CLI."""

from __future__ import annotations

import json
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from ragspine_eval_pipeline.cli.qa import main as qa_main

REPO = Path(__file__).resolve().parents[2]
TEST_TIMEOUT_S = 90
"""No fault-and-abuse test may run longer than this (each takes seconds): a hang fails."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Bound every test here in time, unless it sets its own tighter timeout."""
    here = Path(__file__).parent
    for item in items:
        if here in Path(str(item.fspath)).parents and item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(TEST_TIMEOUT_S))


GOLDEN = REPO / "data" / "golden" / "qa_golden_set.jsonl"


@dataclass
class CliRun:
    code: int
    out: str
    err: str


@pytest.fixture
def run_cli(capsys: pytest.CaptureFixture[str]):
    """Run the QA CLI in-process and capture its exit code and output."""

    def run(*args: str | Path) -> CliRun:
        capsys.readouterr()
        code = qa_main([str(a) for a in (*args, "--no-progress")])
        captured = capsys.readouterr()
        return CliRun(code, captured.out, captured.err)

    return run


def golden_rows() -> list[dict[str, Any]]:
    return [json.loads(line) for line in GOLDEN.read_text("utf-8").splitlines() if line.strip()]


@pytest.fixture(scope="session")
def golden_subset(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A few real golden cases of every type: small enough for many CLI runs."""
    picked: list[dict[str, Any]] = []
    per_type: dict[str, int] = {}
    for row in golden_rows():
        kind = row["case_type"]
        if per_type.get(kind, 0) < 2:
            per_type[kind] = per_type.get(kind, 0) + 1
            picked.append(row)
    path = tmp_path_factory.mktemp("golden") / "subset.jsonl"
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in picked), "utf-8")
    return path


@pytest.fixture(scope="session")
def eval_kb(tmp_path_factory: pytest.TempPathFactory) -> Any:
    """The synthetic KB, built once for every test that runs cases directly."""
    from ragspine_eval_pipeline.kb.synthetic import build_eval_kb

    return build_eval_kb(tmp_path_factory.mktemp("kb"))


@pytest.fixture(scope="session")
def reference_server(eval_kb: Any) -> Iterator[Any]:
    """The reference engine served over HTTP on 127.0.0.1."""
    from ragspine_eval_pipeline.engine.server import make_server, running

    with running(make_server(kb=eval_kb, quiet=True)) as server:
        yield server


@pytest.fixture
def baseline_from_reference(tmp_path: Path, golden_subset: Path, run_cli) -> Path:
    """A baseline written by a healthy in-process run over the golden subset."""
    baseline = tmp_path / "qa_baseline.json"
    result = run_cli("--golden", golden_subset, "--baseline", baseline)
    assert result.code == 0, result.out + result.err
    assert baseline.is_file()
    return baseline
