"""A golden set cannot be weakened under a baseline: dropped or edited cases fail the gate."""

from __future__ import annotations

import json
from pathlib import Path

import pytest


def _rows(path: Path) -> list[dict]:
    return [json.loads(line) for line in path.read_text("utf-8").splitlines() if line.strip()]


def _write(path: Path, rows: list[dict]) -> Path:
    path.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    return path


def _dropped(rows: list[dict]) -> list[dict]:
    return rows[1:]


def _question_changed(rows: list[dict]) -> list[dict]:
    changed = json.loads(json.dumps(rows))
    changed[0]["question"] += " (reworded)"
    return changed


def _expectation_loosened(rows: list[dict]) -> list[dict]:
    # Turning a failing case's tags or expectations is still a change of the case.
    changed = json.loads(json.dumps(rows))
    changed[0]["tags"]["note"] = "relaxed"
    return changed


@pytest.mark.parametrize(
    ("weaken", "message"),
    [
        (_dropped, "baselined case(s) missing from the golden set"),
        (_question_changed, "baselined case(s) changed (give a changed case a new id)"),
        (_expectation_loosened, "baselined case(s) changed"),
    ],
)
@pytest.mark.parametrize("update", [False, True], ids=["gate", "update-baseline"])
def test_a_weakened_golden_set_fails_and_cannot_be_baselined(
    tmp_path, golden_subset, baseline_from_reference, run_cli, weaken, message, update
):
    rows = _rows(golden_subset)
    weakened = _write(tmp_path / "weakened.jsonl", weaken(rows))
    before = baseline_from_reference.read_bytes()
    result = run_cli(
        "--golden", weakened, "--baseline", baseline_from_reference,
        *(["--update-baseline"] if update else []),
    )  # fmt: skip
    assert result.code == 1, result.out + result.err
    assert f"golden set: 1 {message}" in result.out
    assert rows[0]["id"] in result.out
    assert "gate: FAIL" in result.out
    if update:
        assert "baseline not updated" in result.err
    assert baseline_from_reference.read_bytes() == before


def test_adding_a_case_keeps_the_baseline_valid(
    tmp_path, golden_subset, baseline_from_reference, run_cli
):
    rows = _rows(golden_subset)
    extra = json.loads(json.dumps(rows[0]))
    extra["id"] = extra["id"] + "-copy"
    grown = _write(tmp_path / "grown.jsonl", [*rows, extra])
    result = run_cli("--golden", grown, "--baseline", baseline_from_reference)
    assert "golden set:" not in result.out
    assert result.code == 0, result.out + result.err
