"""A baseline nobody can lower by hand: the CLIs hold the file to its committed history."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from tests.extraction.helpers import CLI, load_script
from tests.gitrepo import GitRepo
from tests.reliability.conftest import REPO

QA = "golden/qa_baseline.json"


@pytest.fixture
def recorded(tmp_path: Path, golden_subset: Path, run_cli) -> tuple[GitRepo, Path, str]:
    """A repository holding a baseline written by a healthy run, committed once."""
    repo = GitRepo(tmp_path / "repo")
    baseline = repo.root / QA
    assert run_cli("--golden", golden_subset, "--baseline", baseline).code == 0
    return repo, baseline, repo.commit("Record the QA baseline")


def _edit(path: Path, change) -> None:
    data = json.loads(path.read_text("utf-8"))
    change(data["tool"])
    path.write_text(json.dumps(data, indent=2), "utf-8")


def _zeroed(entry: dict[str, Any]) -> None:
    entry["metrics"] = {name: 0.0 for name in entry["metrics"]}
    entry["fabrication_count"] = 153


@pytest.mark.parametrize(
    ("change", "words"),
    [
        # the case: all metrics zeroed and fabrication raised, then a failing engine
        (_zeroed, "fabrication_count 153 is above 0"),
        (lambda entry: entry["metrics"].update(value_match=0.5), "value_match 0.5 is below 1"),
        (lambda entry: entry.pop("case_digests"), "case_digests is missing"),
        (lambda entry: entry.update(case_digests={}, n_cases=0), "recorded case digest(s) removed"),
    ],
)
def test_a_hand_edited_baseline_exits_1_naming_the_commit(
    recorded, golden_subset: Path, run_cli, change, words: str
) -> None:
    _, baseline, sha = recorded
    _edit(baseline, change)
    before = baseline.read_bytes()
    result = run_cli("--golden", golden_subset, "--baseline", baseline,
                     "--engine", "tests.fakes:BrokenEngine")  # fmt: skip
    assert result.code == 1, result.out + result.err
    assert words in result.out and sha[:10] in result.out
    assert "gate: FAIL" in result.out
    assert baseline.read_bytes() == before


def test_a_committed_lowered_baseline_still_fails(recorded, golden_subset: Path, run_cli) -> None:
    repo, baseline, sha = recorded
    _edit(baseline, _zeroed)
    repo.commit("Lower the bar")
    result = run_cli("--golden", golden_subset, "--baseline", baseline)
    assert result.code == 1
    assert f"recorded in commit {sha[:10]}" in result.out


def test_a_truncated_golden_set_cannot_be_baselined(
    recorded, golden_subset: Path, tmp_path: Path, run_cli
) -> None:
    _, baseline, sha = recorded
    lines = golden_subset.read_text("utf-8").splitlines()
    short = tmp_path / "short.jsonl"
    short.write_text("\n".join(lines[:3]) + "\n", "utf-8")
    # Edit the file to match, so the file alone no longer knows what was dropped.
    _edit(baseline, lambda entry: (entry.pop("case_digests"), entry.update(n_cases=3)))
    result = run_cli("--golden", short, "--baseline", baseline, "--update-baseline")
    assert result.code == 1
    assert f"n_cases 3 is below {len(lines)}" in result.out and sha[:10] in result.out
    assert "case_digests is missing" in result.out
    assert "baseline not updated" in result.err
    assert "case_digests" not in json.loads(baseline.read_text("utf-8"))["tool"]


def test_a_deleted_baseline_is_not_recreated(recorded, golden_subset: Path, run_cli) -> None:
    _, baseline, sha = recorded
    baseline.unlink()
    result = run_cli("--golden", golden_subset, "--baseline", baseline)
    assert result.code == 1
    assert "is gone" in result.out and sha[:10] in result.out
    assert not baseline.exists()


def test_a_bad_ratchet_ref_exits_2(recorded, golden_subset: Path, run_cli) -> None:
    _, baseline, _ = recorded
    result = run_cli("--golden", golden_subset, "--baseline", baseline, "--ratchet-ref", "nope")
    assert result.code == 2
    assert len(result.err.strip().splitlines()) == 1 and "'nope'" in result.err


def test_the_ratchet_ref_comes_from_the_environment(
    recorded, golden_subset: Path, run_cli, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, baseline, _ = recorded
    monkeypatch.setenv("RAGSPINE_RATCHET_REF", "no-such-ref")
    assert run_cli("--golden", golden_subset, "--baseline", baseline).code == 2


def test_outside_git_the_check_is_skipped_with_one_notice(
    tmp_path: Path, golden_subset: Path, run_cli
) -> None:
    baseline = tmp_path / "qa_baseline.json"
    result = run_cli("--golden", golden_subset, "--baseline", baseline)
    assert result.code == 0
    notices = [line for line in result.out.splitlines() if "ratchet history skipped" in line]
    assert len(notices) == 1 and "not in a git checkout" in notices[0]
    assert "creating it from this run" in result.out and str(baseline) in result.out


def test_a_new_baseline_file_is_created_with_a_notice(
    recorded, golden_subset: Path, run_cli
) -> None:
    repo, _, _ = recorded
    typo = repo.root / "golden" / "qa_baseline.jsn"
    result = run_cli("--golden", golden_subset, "--baseline", typo)
    assert result.code == 0
    assert f"notice: no baseline file at {typo}; creating it from this run" in result.out


# --- the extraction CLI --------------------------------------------------------------


@pytest.fixture(scope="module")
def extraction_cli() -> ModuleType:
    return load_script(CLI)


@pytest.fixture
def extraction_repo(tmp_path: Path) -> tuple[GitRepo, Path, str]:
    repo = GitRepo(tmp_path / "repo")
    baseline = repo.root / "golden" / "extraction_baseline.json"
    baseline.parent.mkdir(parents=True)
    shutil.copyfile(REPO / "data" / "golden" / "extraction_baseline.json", baseline)
    return repo, baseline, repo.commit("Record the extraction baseline")


def _run_extraction(cli: ModuleType, baseline: Path, *args: str) -> int:
    fixtures = REPO / "data" / "fixtures"
    return cli.main(["--fixtures", str(fixtures), "--baseline", str(baseline), *args])


def test_extraction_hand_lowered_baseline_exits_1(
    extraction_cli: ModuleType, extraction_repo, capsys: pytest.CaptureFixture[str]
) -> None:
    repo, baseline, sha = extraction_repo
    data = json.loads(baseline.read_text("utf-8"))
    data["pdf"]["value"] = 0.1
    del data["pptx"]
    baseline.write_text(json.dumps(data), "utf-8")
    repo.commit("Lower the extraction bar")
    assert _run_extraction(extraction_cli, baseline, "--update-baseline") == 1
    out = capsys.readouterr().out
    assert "pdf: value 0.1 is below 1" in out and "pptx: the entry is gone" in out
    assert sha[:10] in out
    assert json.loads(baseline.read_text("utf-8")) == data  # nothing written


def test_extraction_only_the_sets_run_are_checked(
    extraction_cli: ModuleType, extraction_repo
) -> None:
    _, baseline, _ = extraction_repo
    data = json.loads(baseline.read_text("utf-8"))
    data["pdf"]["value"] = 0.1
    baseline.write_text(json.dumps(data), "utf-8")
    assert _run_extraction(extraction_cli, baseline, "--format", "xlsx") == 0
    assert _run_extraction(extraction_cli, baseline, "--format", "pdf") == 1


def test_extraction_deleted_baseline_is_not_recreated(
    extraction_cli: ModuleType, extraction_repo
) -> None:
    _, baseline, _ = extraction_repo
    baseline.unlink()
    assert _run_extraction(extraction_cli, baseline) == 1
    assert not baseline.exists()
