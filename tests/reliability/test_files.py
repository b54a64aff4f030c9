"""Baseline and report files survive crashes, concurrent writers and corrupt content."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from pathlib import Path

import pytest

from ragspine_eval_pipeline import atomic
from ragspine_eval_pipeline.eval.baseline import lowered_entries, read_qa_baseline
from ragspine_eval_pipeline.eval.qa_eval import QAEvalReport
from ragspine_eval_pipeline.eval.store import BaselineFileError, RatchetRefused, ratchet_update
from tests.reliability.conftest import REPO

OLD = {"tool": {"metrics": {"value_match": 0.5}, "fabrication_count": 1, "n_cases": 4}}


def _entry(rate: float) -> dict:
    return {"metrics": {"value_match": rate}, "fabrication_count": 0, "n_cases": 4}


def _python(code: str) -> list[str]:
    return [sys.executable, "-c", textwrap.dedent(code)]


def test_a_writer_killed_between_write_and_rename_leaves_the_old_baseline(tmp_path: Path):
    baseline = tmp_path / "qa_baseline.json"
    baseline.write_text(json.dumps(OLD), "utf-8")
    before = baseline.read_bytes()
    ready = tmp_path / "ready"
    # The child writes the new baseline's temp file in full, then stalls before the rename.
    child = subprocess.Popen(
        _python(f"""
            import os, pathlib, time
            from ragspine_eval_pipeline import atomic
            from ragspine_eval_pipeline.eval import store
            from ragspine_eval_pipeline.eval.baseline import lowered_entries

            def stalled_replace(src, dst):
                pathlib.Path({str(ready)!r}).write_text(src)
                time.sleep(60)

            atomic.os.replace = stalled_replace
            store.ratchet_update({str(baseline)!r}, "tool",
                {{"metrics": {{"value_match": 0.9}}, "fabrication_count": 0, "n_cases": 4}},
                lowered=lowered_entries)
        """),
        cwd=REPO,
    )
    try:
        deadline = time.monotonic() + 20
        while not ready.exists() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert ready.exists(), "the writer never reached the rename"
        temp = Path(ready.read_text())
        assert temp.parent == baseline.parent and json.loads(temp.read_text())["tool"]
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(timeout=5)
    assert baseline.read_bytes() == before
    assert read_qa_baseline(baseline) == OLD
    # The dead writer's lock is gone with it: the next update goes through.
    updated = ratchet_update(baseline, "tool", _entry(0.75), lowered=lowered_entries)
    assert updated["tool"]["metrics"]["value_match"] == 0.75
    assert read_qa_baseline(baseline)["tool"]["metrics"]["value_match"] == 0.75


def test_a_writer_killed_while_writing_the_temp_file_leaves_the_old_baseline(tmp_path: Path):
    baseline = tmp_path / "qa_baseline.json"
    baseline.write_text(json.dumps(OLD), "utf-8")
    before = baseline.read_bytes()
    ready = tmp_path / "ready"
    # The child stalls inside fsync, after half-writing nothing durable to the target.
    child = subprocess.Popen(
        _python(f"""
            import pathlib, time
            from ragspine_eval_pipeline import atomic
            from ragspine_eval_pipeline.eval import store
            from ragspine_eval_pipeline.eval.baseline import lowered_entries

            def stalled_fsync(fd):
                pathlib.Path({str(ready)!r}).write_text("x")
                time.sleep(60)

            atomic.os.fsync = stalled_fsync
            store.ratchet_update({str(baseline)!r}, "tool",
                {{"metrics": {{"value_match": 0.9}}, "fabrication_count": 0, "n_cases": 4}},
                lowered=lowered_entries)
        """),
        cwd=REPO,
    )
    try:
        deadline = time.monotonic() + 20
        while not ready.exists() and time.monotonic() < deadline:
            time.sleep(0.02)
        assert ready.exists()
        child.send_signal(signal.SIGKILL)
        child.wait(timeout=10)
    finally:
        if child.poll() is None:
            child.kill()
            child.wait(timeout=5)
    assert baseline.read_bytes() == before
    assert read_qa_baseline(baseline) == OLD


def test_concurrent_updates_from_two_processes_all_land_in_order(tmp_path: Path):
    baseline = tmp_path / "qa_baseline.json"
    steps = 25
    writer = """
        import sys
        from ragspine_eval_pipeline.eval.store import ratchet_update
        from ragspine_eval_pipeline.eval.baseline import lowered_entries, validate_qa_baseline
        path, mode, steps = sys.argv[1], sys.argv[2], int(sys.argv[3])
        for i in range(1, steps + 1):
            entry = {"metrics": {"value_match": i / steps}, "fabrication_count": 0, "n_cases": i}
            new = ratchet_update(path, mode, entry, lowered=lowered_entries,
                                 validate=lambda data: validate_qa_baseline(data, path))
            assert new[mode]["n_cases"] == i
    """
    children = [
        subprocess.Popen([*_python(writer), str(baseline), mode, str(steps)], cwd=REPO)
        for mode in ("tool", "agent")
    ]
    # A reader polls meanwhile: it must only ever see a complete, valid file whose
    # numbers never go down.
    seen: dict[str, list[int]] = {"tool": [], "agent": []}
    problems: list[str] = []

    def read_while_writing() -> None:
        while any(child.poll() is None for child in children):
            try:
                data = read_qa_baseline(baseline)
            except BaselineFileError as exc:
                problems.append(str(exc))
                continue
            for mode, entry in (data or {}).items():
                seen[mode].append(entry["n_cases"])

    reader = threading.Thread(target=read_while_writing)
    reader.start()
    codes = [child.wait(timeout=60) for child in children]
    reader.join(timeout=10)
    assert codes == [0, 0]
    assert problems == []
    final = read_qa_baseline(baseline)
    assert final is not None
    for mode in ("tool", "agent"):
        assert final[mode]["n_cases"] == steps
        assert final[mode]["metrics"]["value_match"] == 1.0
        assert seen[mode] == sorted(seen[mode])
    leftovers = [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_a_lower_update_racing_a_higher_one_is_refused_not_lost(tmp_path: Path):
    baseline = tmp_path / "qa_baseline.json"
    ratchet_update(baseline, "tool", _entry(0.9), lowered=lowered_entries)
    with pytest.raises(RatchetRefused, match=r"value_match 0\.9 -> 0\.5"):
        ratchet_update(baseline, "tool", _entry(0.5), lowered=lowered_entries)
    assert read_qa_baseline(baseline)["tool"]["metrics"]["value_match"] == 0.9


@pytest.mark.parametrize(
    "content",
    [
        b"{not json",  # corrupt
        b"",  # empty
        b"  \n",  # blank
        b"[]",  # not an object
        b'{"tool": 3}',  # an entry that is not an object
        b'{"tool": {"metrics": {"value_match": 1.5}}}',  # a rate above 1
        b'{"tool": {"metrics": {"value_match": "high"}}}',  # a rate that is not a number
        b'{"tool": {"metrics": {}, "fabrication_count": -1}}',  # a negative count
        b'{"chat": {"metrics": {}}}',  # a mode that does not exist
        b'{"tool": {"metrics": {"value_match": NaN}}}',  # NaN is not JSON
        b"\xff\xfe{}",  # not UTF-8
    ],
)
@pytest.mark.parametrize("update", [False, True], ids=["gate", "update-baseline"])
def test_a_bad_baseline_is_exit_2_naming_the_file_and_left_untouched(
    tmp_path: Path, golden_subset: Path, run_cli, content: bytes, update: bool
):
    baseline = tmp_path / "qa_baseline.json"
    baseline.write_bytes(content)
    result = run_cli(
        "--golden", golden_subset, "--baseline", baseline,
        *(["--update-baseline"] if update else []),
    )  # fmt: skip
    assert result.code == 2
    assert str(baseline) in result.err
    assert len(result.err.strip().splitlines()) == 1
    assert baseline.read_bytes() == content


def test_a_baseline_path_that_is_a_folder_is_exit_2(tmp_path: Path, golden_subset: Path, run_cli):
    folder = tmp_path / "qa_baseline.json"
    folder.mkdir()
    result = run_cli("--golden", golden_subset, "--baseline", folder)
    assert result.code == 2 and str(folder) in result.err


def test_the_report_is_written_atomically(
    tmp_path: Path, golden_subset: Path, run_cli, monkeypatch: pytest.MonkeyPatch
):
    report = tmp_path / "out" / "qa_report.json"
    report.parent.mkdir()
    report.write_text("old report", "utf-8")
    renames: list[tuple[str, str]] = []
    real_replace = os.replace

    def watched_replace(src: str, dst: str) -> None:
        if Path(dst) == report:
            # At the moment of the swap the old report is whole and the new one is complete.
            assert report.read_text("utf-8") == "old report"
            QAEvalReport.model_validate_json(Path(src).read_text("utf-8"))
            renames.append((str(src), str(dst)))
        real_replace(src, dst)

    monkeypatch.setattr(atomic.os, "replace", watched_replace)
    result = run_cli(
        "--golden", golden_subset, "--baseline", tmp_path / "b.json", "--report", report
    )
    assert result.code == 0, result.err
    assert len(renames) == 1 and Path(renames[0][0]).parent == report.parent
    assert QAEvalReport.model_validate_json(report.read_text("utf-8")).n_cases > 0
    assert sorted(p.name for p in report.parent.iterdir()) == ["qa_report.json"]


def test_a_report_that_cannot_be_written_is_exit_2_and_no_baseline_is_written(
    tmp_path: Path, golden_subset: Path, run_cli
):
    report = tmp_path / "report_is_a_folder"
    report.mkdir()
    baseline = tmp_path / "qa_baseline.json"
    result = run_cli("--golden", golden_subset, "--baseline", baseline, "--report", report)
    assert result.code == 2
    assert str(report) in result.err
    assert not baseline.exists()
