"""The fixture generator is deterministic and matches the committed fixtures."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.extraction.helpers import FIXTURES, GENERATOR

GROUND_TRUTH = (
    "fixtures_ground_truth.json",
    "pdf/pdf_ground_truth.json",
    "pptx/pptx_ground_truth.json",
)


def _generate_twice(first: Path, second: Path) -> tuple[dict[str, bytes], dict[str, bytes]]:
    """Run the generator into two folders at once (two processes, so no shared state)."""
    runs = [
        subprocess.Popen(
            [sys.executable, str(GENERATOR), "--out", str(out)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        for out in (first, second)
    ]
    for run in runs:
        _, err = run.communicate(timeout=120)
        assert run.returncode == 0, err.decode()
    return _files(first), _files(second)


def _files(root: Path) -> dict[str, bytes]:
    return {
        str(p.relative_to(root)): p.read_bytes() for p in sorted(root.rglob("*")) if p.is_file()
    }


def test_two_runs_write_identical_bytes_and_the_committed_ground_truth(tmp_path: Path) -> None:
    first, second = _generate_twice(tmp_path / "a", tmp_path / "b")
    assert first == second
    for name in GROUND_TRUTH:
        assert first[name] == (FIXTURES / name).read_bytes(), f"{name} is stale: regenerate"
