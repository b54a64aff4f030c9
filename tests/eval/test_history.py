"""The baseline's git history is the ratchet: real repositories, committed versions, tampering."""

from __future__ import annotations

import copy
import subprocess
from pathlib import Path
from typing import Any

import pytest

from ragspine_eval_pipeline.eval.baseline import (
    baseline_record,
    read_qa_baseline,
    update_qa_baseline,
)
from ragspine_eval_pipeline.eval.baseline_judges import default_identity
from ragspine_eval_pipeline.eval.history import (
    GitRefError,
    HistoryVerdict,
    extraction_history,
    qa_history,
    read_history,
)
from ragspine_eval_pipeline.eval.store import RatchetRefused
from ragspine_eval_pipeline.judges import JudgeIdentity
from tests.eval.test_baseline import report
from tests.gitrepo import GitRepo

QA = "data/golden/qa_baseline.json"
OTHER = JudgeIdentity(name="nli", version="1", settings={"model": "m"})


def qa_file(**changes: Any) -> dict[str, Any]:
    """A QA baseline file for both modes, as runs write it."""
    data = {mode: baseline_record(report(mode)) for mode in ("tool", "agent")}
    for mode in data:
        data[mode].update(copy.deepcopy(changes))
    return data


@pytest.fixture
def repo(tmp_path: Path) -> GitRepo:
    return GitRepo(tmp_path / "repo")


@pytest.fixture
def committed(repo: GitRepo) -> tuple[GitRepo, str]:
    """A repository whose history has one baseline with full marks."""
    return repo, repo.commit_json(QA, qa_file(), "Record the QA baseline")


def check(repo: GitRepo, data: dict[str, Any] | None, ref: str | None = None) -> HistoryVerdict:
    return qa_history(repo.root / QA, data, ref)


def lowered(data: dict[str, Any], mode: str = "tool", **metrics: float) -> dict[str, Any]:
    data = copy.deepcopy(data)
    data[mode]["metrics"].update(metrics)
    return data


def test_an_untouched_baseline_passes(committed) -> None:
    repo, _ = committed
    verdict = check(repo, read_qa_baseline(repo.root / QA))
    assert verdict.passed and verdict.versions == 1 and not verdict.skipped


def test_a_hand_lowered_metric_names_the_commit_and_the_number(committed) -> None:
    repo, sha = committed
    verdict = check(repo, lowered(qa_file(), value_match=0.5))
    [finding] = verdict.findings
    assert (finding.key, finding.what, finding.commit) == ("tool", "value_match", sha)
    assert "value_match 0.5 is below 1 recorded in commit " + sha[:10] in finding.message
    assert "Record the QA baseline" in finding.message
    assert verdict.commit == sha


def test_raised_fabrication_fails(committed) -> None:
    repo, sha = committed
    data = qa_file()
    data["agent"]["fabrication_count"] = 153
    [finding] = check(repo, data).findings
    assert finding.key == "agent" and "fabrication_count 153 is above 0" in finding.message
    assert finding.commit == sha


@pytest.mark.parametrize(
    ("tamper", "what", "words"),
    [
        # the digests deleted, or emptied: cases can no longer be checked
        (lambda entry: entry.pop("case_digests"), "case_digests", "case_digests is missing"),
        (lambda entry: entry.update(case_digests={}), "case_digests", "10 recorded case digest"),
        # one digest edited: a case changed under its id
        (lambda entry: entry["case_digests"].update(c3="x"), "case_digests", "changed (c3)"),
        # the judge attribution deleted
        (lambda entry: entry.pop("judge"), "judge", "judge is missing"),
        (lambda entry: entry.pop("golden_fingerprint"), "golden_fingerprint", "missing"),
        # a whole metric deleted from the entry
        (lambda entry: entry["metrics"].pop("refusal"), "refusal", "refusal is missing"),
    ],
)
def test_integrity_fields_cannot_be_dropped(committed, tamper, what: str, words: str) -> None:
    repo, sha = committed
    data = qa_file()
    tamper(data["tool"])
    findings = check(repo, data).findings
    assert [f.what for f in findings] == [what]
    assert words in findings[0].message and findings[0].commit == sha


def test_a_truncated_golden_set_fails(committed) -> None:
    repo, _ = committed
    # what a run over the first four cases would write
    short = baseline_record(report(digests={f"c{i}": str(i) for i in range(4)}))
    findings = check(repo, {**qa_file(), "tool": short}).findings
    messages = " | ".join(f.message for f in findings)
    assert "n_cases 4 is below 10" in messages
    assert "6 recorded case digest(s) removed" in messages


def test_a_removed_mode_entry_fails(committed) -> None:
    repo, _ = committed
    data = qa_file()
    del data["agent"]
    [finding] = check(repo, data).findings
    assert finding.key == "agent" and finding.what == "entry"


def test_a_deleted_file_fails(committed) -> None:
    repo, sha = committed
    (repo.root / QA).unlink()
    [finding] = check(repo, None).findings
    assert finding.key is None and finding.what == "file" and finding.commit == sha


def test_a_deletion_that_is_committed_still_fails(committed) -> None:
    repo, sha = committed
    (repo.root / QA).unlink()
    repo.commit("Drop the baseline")
    verdict = check(repo, None)
    assert [f.commit for f in verdict.findings] == [sha]


def test_a_committed_lowered_baseline_still_fails(committed) -> None:
    # A pull request that commits the lowered file: history keeps the higher one.
    repo, sha = committed
    data = lowered(qa_file(), value_match=0.2)
    data["tool"]["fabrication_count"] = 5
    repo.commit_json(QA, data, "Lower the bar")
    findings = check(repo, data).findings
    assert {f.what for f in findings} == {"value_match", "fabrication_count"}
    assert {f.commit for f in findings} == {sha}


def test_the_best_of_all_versions_counts(repo: GitRepo) -> None:
    first = repo.commit_json(QA, lowered(qa_file(), value_match=0.6), "First")
    best = repo.commit_json(QA, lowered(qa_file(), value_match=0.9), "Raise")
    repo.commit_json(QA, lowered(qa_file(), value_match=0.7), "Lowered by hand")
    [finding] = check(repo, lowered(qa_file(), value_match=0.8)).findings
    assert finding.commit == best != first
    assert "0.8 is below 0.9" in finding.message


def test_another_judges_numbers_are_not_compared(repo: GitRepo) -> None:
    data = qa_file()
    other = {"judge": OTHER.model_dump(), "metrics": {"faithfulness": 0.5, "answer_accuracy": 0.5}}
    data["tool"]["judges"] = {OTHER.key: other}
    repo.commit_json(QA, data, "Record the default judge and another")
    # The other judge's numbers are its own: 1.0 for the default judge is no floor for them.
    assert check(repo, data).passed
    worse = copy.deepcopy(data)
    worse["tool"]["judges"][OTHER.key]["metrics"]["faithfulness"] = 0.4
    [finding] = check(repo, worse).findings
    assert finding.what == f"faithfulness [judge {OTHER.key}]"
    assert "0.4 is below 0.5" in finding.message
    gone = copy.deepcopy(data)
    del gone["tool"]["judges"]
    assert {f.what for f in check(repo, gone).findings} == {
        f"faithfulness [judge {OTHER.key}]",
        f"answer_accuracy [judge {OTHER.key}]",
    }


def test_the_default_judge_taking_the_metrics_slot_passes(repo: GitRepo, tmp_path: Path) -> None:
    # History: another judge's numbers in metrics; then the default judge's run takes the slot.
    path = repo.root / QA
    update_qa_baseline(path, report(faithfulness=4).model_copy(update={"judge": OTHER}))
    repo.commit("Another judge first")
    update_qa_baseline(path, report(faithfulness=9))
    data = read_qa_baseline(path)
    assert data["tool"]["judge"] == default_identity().model_dump(mode="json")
    assert check(repo, data).passed


def test_unattributed_history_belongs_to_the_judge_that_attributed_it(repo: GitRepo) -> None:
    unattributed = qa_file()
    for entry in unattributed.values():
        del entry["judge"]
    repo.commit_json(QA, unattributed, "Before judges were recorded")
    assert check(repo, qa_file()).passed
    other_owner = qa_file(judge=OTHER.model_dump())
    repo.commit_json(QA, other_owner, "Attributed to another judge")
    assert check(repo, other_owner).passed


def test_no_git_checkout_is_skipped_with_one_notice(tmp_path: Path) -> None:
    verdict = qa_history(tmp_path / "qa_baseline.json", qa_file())
    assert verdict.skipped and verdict.passed
    assert len(verdict.notices) == 1 and "not in a git checkout" in verdict.notices[0]


def test_git_missing_is_skipped_with_one_notice(committed, monkeypatch) -> None:
    repo, _ = committed
    monkeypatch.setenv("PATH", str(repo.root / "no-bin"))
    verdict = check(repo, lowered(qa_file(), value_match=0.0))
    assert verdict.skipped and verdict.notices == ["ratchet history skipped: git is not installed"]


def test_a_repository_without_commits_has_no_history(repo: GitRepo) -> None:
    verdict = check(repo, qa_file())
    assert verdict.passed and verdict.versions == 0 and not verdict.skipped


def test_a_file_never_committed_has_no_history(committed) -> None:
    repo, _ = committed
    verdict = qa_history(repo.root / "data/golden/other.json", qa_file())
    assert verdict.passed and verdict.versions == 0


def test_the_ratchet_ref_bounds_history(committed, monkeypatch) -> None:
    repo, first = committed
    repo.commit_json(QA, lowered(qa_file(), value_match=0.5), "Lower")
    repo.git("checkout", "-q", "-b", "feature", first)
    repo.commit_json(QA, lowered(qa_file(), refusal=0.5), "Lower on a branch")
    # From the feature branch only its own ancestry counts: main's later commit does not.
    assert {f.what for f in check(repo, lowered(qa_file(), value_match=0.5)).findings} == {
        "value_match"
    }
    assert check(repo, lowered(qa_file(), value_match=0.5), ref="main").findings[0].commit
    monkeypatch.setenv("RAGSPINE_RATCHET_REF", "main")
    assert check(repo, qa_file()).ref == "main"


def test_a_bad_ratchet_ref_is_an_error(committed) -> None:
    repo, _ = committed
    with pytest.raises(GitRefError, match="no-such-branch"):
        check(repo, qa_file(), ref="no-such-branch")


def test_a_higher_number_on_a_merged_side_branch_counts(repo: GitRepo) -> None:
    repo.commit_json(QA, lowered(qa_file(), value_match=0.9), "Start at 0.9")
    repo.git("checkout", "-q", "-b", "side")
    side = repo.commit_json(QA, qa_file(), "Raise to 1.0 on a branch")
    repo.git("checkout", "-q", "main")
    low = lowered(qa_file(), value_match=0.3)
    repo.commit_json(QA, low, "Lower on main")
    # The merge keeps main's file: git's default history walk would skip the branch.
    repo.git("merge", "-q", "-s", "ours", "side", "-m", "Merge side, keep main's file")
    [finding] = check(repo, low).findings
    assert finding.commit == side and "0.3 is below 1 recorded" in finding.message


def test_an_unreadable_committed_version_is_skipped_with_a_notice(committed) -> None:
    repo, _ = committed
    (repo.root / QA).write_text('{"tool": {"metrics": {"refusal": 1.0}}, "tool": 1}', "utf-8")
    bad = repo.commit("A broken baseline")
    versions, notices = read_history(repo.root / QA)
    assert len(versions) == 1 and len(notices) == 1
    assert bad[:10] in notices[0] and "duplicate key" in notices[0]


def test_a_shallow_clone_says_so(committed, tmp_path: Path) -> None:
    repo, _ = committed
    repo.commit_json(QA, qa_file(n_cases=10), "Second")
    clone = tmp_path / "clone"
    subprocess.run(
        ["git", "clone", "-q", "--depth", "1", f"file://{repo.root}", str(clone)], check=True
    )
    verdict = qa_history(clone / QA, qa_file())
    assert verdict.versions == 1 and "shallow clone" in verdict.notices[0]


def test_a_file_created_where_history_has_one_is_refused(committed) -> None:
    repo, sha = committed
    (repo.root / QA).unlink()
    with pytest.raises(RatchetRefused, match=sha[:10]):
        update_qa_baseline(repo.root / QA, report())
    assert not (repo.root / QA).exists()


def test_extraction_history_per_set_and_channel(repo: GitRepo) -> None:
    path = "data/golden/extraction_baseline.json"
    full = {"xlsx": {"value": 1.0, "coverage": 1.0}, "pdf": {"value": 0.9, "coverage": 1.0}}
    sha = repo.commit_json(path, full, "Extraction baseline")
    assert extraction_history(repo.root / path, full).passed
    worse = {"xlsx": {"value": 1.0}, "pdf": {"value": 0.5, "coverage": 1.0}}
    findings = extraction_history(repo.root / path, worse).findings
    assert {(f.key, f.what) for f in findings} == {("xlsx", "coverage"), ("pdf", "value")}
    assert {f.commit for f in findings} == {sha}
    [gone] = extraction_history(repo.root / path, {"xlsx": full["xlsx"]}).findings
    assert (gone.key, gone.what) == ("pdf", "entry")
