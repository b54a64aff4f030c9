"""Writes keep a file's permissions, respect read-only files and clean up after killed writers."""

from __future__ import annotations

import json
import stat
import subprocess
from pathlib import Path

import pytest

from ragspine_eval_pipeline.atomic import atomic_write_text
from ragspine_eval_pipeline.eval.baseline import lowered_entries
from ragspine_eval_pipeline.eval.store import ratchet_update

ENTRY = {"metrics": {"value_match": 1.0}, "fabrication_count": 0, "n_cases": 4}


def _mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


@pytest.mark.parametrize("mode", [0o644, 0o640, 0o664])
def test_a_rewritten_file_keeps_its_mode(tmp_path: Path, mode: int) -> None:
    path = tmp_path / "report.json"
    path.write_text("old", "utf-8")
    path.chmod(mode)
    atomic_write_text(path, "new")
    assert path.read_text("utf-8") == "new" and _mode(path) == mode


def test_a_new_file_gets_the_umask_mode_not_0600(tmp_path: Path) -> None:
    path = tmp_path / "new.json"
    atomic_write_text(path, "x")
    assert _mode(path) & 0o044  # readable by group/others as any new file would be


def test_a_read_only_file_is_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "qa_baseline.json"
    path.write_text("keep", "utf-8")
    path.chmod(0o444)
    with pytest.raises(PermissionError, match="read-only"):
        atomic_write_text(path, "replace")
    assert path.read_text("utf-8") == "keep" and _mode(path) == 0o444
    assert [p.name for p in tmp_path.iterdir()] == ["qa_baseline.json"]


def test_a_read_only_baseline_is_exit_2_for_the_cli(
    tmp_path: Path, golden_subset: Path, baseline_from_reference: Path, run_cli
) -> None:
    baseline_from_reference.chmod(0o444)
    before = baseline_from_reference.read_bytes()
    result = run_cli(
        "--golden", golden_subset, "--baseline", baseline_from_reference, "--update-baseline"
    )
    assert result.code == 2 and "read-only" in result.err
    assert baseline_from_reference.read_bytes() == before


def test_stale_temp_files_are_removed_on_the_next_write(tmp_path: Path) -> None:
    baseline = tmp_path / "qa_baseline.json"
    baseline.write_text(json.dumps({"tool": ENTRY}), "utf-8")
    # What a writer killed between writing its temp file and the rename leaves behind.
    stale = [tmp_path / ".qa_baseline.json.abc123.tmp", tmp_path / ".qa_baseline.json.x.tmp"]
    for path in stale:
        path.write_text("{}", "utf-8")
    other = tmp_path / ".other.json.keep.tmp"  # another file's temp: not ours to remove
    other.write_text("{}", "utf-8")
    ratchet_update(baseline, "tool", ENTRY, lowered=lowered_entries)
    assert not any(path.exists() for path in stale) and other.exists()


def test_temp_files_are_ignored_by_git() -> None:
    repo = Path(__file__).resolve().parents[2]
    litter = "data/golden/.qa_baseline.json.k9x2ab.tmp"  # what a killed writer leaves
    ignored = subprocess.run(
        ["git", "-C", str(repo), "check-ignore", "--no-index", "-q", litter], check=False
    )
    assert ignored.returncode == 0
    kept = subprocess.run(
        [
            "git",
            "-C",
            str(repo),
            "check-ignore",
            "--no-index",
            "-q",
            "data/golden/qa_baseline.json",
        ],
        check=False,
    )
    assert kept.returncode == 1  # the baseline itself stays versioned


def test_a_baseline_behind_a_symlink_is_updated_through_it(tmp_path: Path) -> None:
    real = tmp_path / "golden" / "qa_baseline.json"
    real.parent.mkdir()
    real.write_text(json.dumps({"tool": ENTRY}), "utf-8")
    link = tmp_path / "qa_baseline.json"
    link.symlink_to(real)
    raised = {**ENTRY, "metrics": {"value_match": 1.0, "refusal": 1.0}}
    ratchet_update(link, "agent", raised, lowered=lowered_entries)
    assert link.is_symlink()  # still a link: the rename went to its target ...
    assert set(json.loads(real.read_text("utf-8"))) == {"tool", "agent"}  # ... which changed
    # Writers through the link and through the target share one lock.
    assert (real.parent / "qa_baseline.json.lock").exists()
    assert not (tmp_path / "qa_baseline.json.lock").exists()
