"""The QA CLI: exit codes, first-run baselines, the ratchet, and a baseline left untouched."""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from ragspine_eval_pipeline.cli.qa import main
from ragspine_eval_pipeline.eval.report import QAEvalReport

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "data" / "golden" / "qa_golden_set.jsonl"


@pytest.fixture
def baseline(tmp_path: Path) -> Path:
    """A path for a baseline that does not exist yet."""
    return tmp_path / "qa_baseline.json"


@pytest.fixture
def written_baseline(tmp_path: Path) -> Path:
    """A copy of the committed baseline."""
    path = tmp_path / "qa_baseline.json"
    shutil.copyfile(ROOT / "data" / "golden" / "qa_baseline.json", path)
    return path


def run(*args: str) -> int:
    return main(["--no-progress", "--golden", str(GOLDEN), *args])


def test_first_run_writes_the_baseline_then_passes(baseline: Path, capsys) -> None:
    assert run("--mode", "agent", "--baseline", str(baseline)) == 0
    assert "baseline written" in capsys.readouterr().out
    written = baseline.read_bytes()
    assert set(json.loads(written)) == {"agent"}
    assert run("--mode", "agent", "--baseline", str(baseline)) == 0
    assert baseline.read_bytes() == written


@pytest.mark.parametrize("mode", ["tool", "agent"])
def test_reference_engine_scores_full_marks(mode: str, baseline: Path, tmp_path: Path) -> None:
    report_path = tmp_path / "out" / "report.json"
    assert run("--mode", mode, "--baseline", str(baseline), "--report", str(report_path)) == 0
    report = QAEvalReport.model_validate(json.loads(report_path.read_text(encoding="utf-8")))
    assert report.mode == mode
    assert {name: m.pass_rate for name, m in report.metrics.items()} == {
        name: 1.0
        for name in (
            "clarification",
            "refusal",
            "value_match",
            "source_match",
            "faithfulness",
            "answer_accuracy",
        )
    }
    assert report.fabrication_count == 0
    assert report.fabrication.total > 0


def test_committed_baseline_records_full_marks() -> None:
    data = json.loads((ROOT / "data" / "golden" / "qa_baseline.json").read_text(encoding="utf-8"))
    assert set(data) == {"tool", "agent"}
    for entry in data.values():
        assert set(entry["metrics"].values()) == {1.0}
        assert len(entry["metrics"]) == 6
        assert entry["fabrication_count"] == 0


@pytest.mark.parametrize(
    ("engine", "regressed"),
    [
        ("tests.fakes:BrokenEngine", "clarification"),  # raises on every case
        ("tests.fakes:broken_factory", "refusal"),  # a factory is called
        ("tests.fakes:NeverRefusingEngine", "fabrication"),  # answers what it should refuse
        ("tests.fakes:EmbellishingEngine", "faithfulness"),  # adds an invented sentence
    ],
)
def test_a_worse_engine_exits_1_and_leaves_the_baseline_alone(
    written_baseline: Path, engine: str, regressed: str, capsys
) -> None:
    before = written_baseline.read_bytes()
    assert run("--baseline", str(written_baseline), "--engine", engine) == 1
    out = capsys.readouterr().out
    assert "gate: FAIL" in out
    assert any(regressed in line and "REGRESSED" in line for line in out.splitlines()), out
    assert written_baseline.read_bytes() == before


def test_embellished_answers_fail_faithfulness_only_where_invented(
    written_baseline: Path, tmp_path: Path
) -> None:
    report_path = tmp_path / "r.json"
    args = ("--baseline", str(written_baseline), "--engine", "tests.fakes:EmbellishingEngine")
    assert run(*args, "--report", str(report_path)) == 1
    report = QAEvalReport.model_validate_json(report_path.read_text(encoding="utf-8"))
    assert report.metrics["faithfulness"].pass_rate < 1.0
    assert report.metrics["value_match"].pass_rate == 1.0
    assert "Globex" in report.metrics["faithfulness"].failures[0][1]


def test_update_baseline_refuses_to_lower(written_baseline: Path, capsys) -> None:
    before = written_baseline.read_bytes()
    args = ("--baseline", str(written_baseline), "--engine", "tests.fakes:NeverRefusingEngine")
    assert run(*args, "--update-baseline") == 1
    assert "not updated" in capsys.readouterr().err
    assert written_baseline.read_bytes() == before


def test_update_baseline_ratchets_up(baseline: Path, capsys) -> None:
    low = {"tool": {"metrics": {"value_match": 0.5}, "fabrication_count": 3, "n_cases": 1}}
    baseline.write_text(json.dumps(low), encoding="utf-8")
    assert run("--baseline", str(baseline)) == 0
    assert "--update-baseline" in capsys.readouterr().out
    assert json.loads(baseline.read_text())["tool"]["metrics"] == {"value_match": 0.5}
    assert run("--baseline", str(baseline), "--update-baseline") == 0
    entry = json.loads(baseline.read_text())["tool"]
    assert entry["metrics"]["value_match"] == 1.0
    assert entry["fabrication_count"] == 0


def test_dropped_golden_case_fails_the_gate(written_baseline: Path, tmp_path: Path, capsys) -> None:
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    fewer = tmp_path / "golden.jsonl"
    fewer.write_text("\n".join(lines[1:]) + "\n", encoding="utf-8")
    code = main(["--no-progress", "--golden", str(fewer), "--baseline", str(written_baseline)])
    assert code == 1
    assert "missing from the golden set: num-001" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--engine", "no.such.module:Engine"], "cannot import"),  # typo in the engine path
        (["--engine", "tests.fakes:NoSuchEngine"], "no attribute"),
        (["--engine", "tests.fakes:FailsToConstruct"], "construction failed"),
        (["--engine", "tests.fakes"], "module:attr"),
    ],
)
def test_bad_engine_exits_2(written_baseline: Path, args: list[str], reason: str, capsys) -> None:
    assert run("--baseline", str(written_baseline), *args) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and reason in err


def test_corrupt_baseline_exits_2_and_is_not_replaced(baseline: Path, capsys) -> None:
    baseline.write_text('{"tool": {"metrics": ', encoding="utf-8")
    assert run("--baseline", str(baseline)) == 2
    assert str(baseline) in capsys.readouterr().err
    assert baseline.read_text(encoding="utf-8") == '{"tool": {"metrics": '


def test_invalid_golden_set_exits_2_naming_the_line(tmp_path: Path, baseline: Path, capsys) -> None:
    golden = tmp_path / "g.jsonl"
    golden.write_text(GOLDEN.read_text(encoding="utf-8").splitlines()[0] + "\n{broken\n")
    assert main(["--no-progress", "--golden", str(golden), "--baseline", str(baseline)]) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and f"{golden}:2: (line): invalid JSON" in err
    assert not baseline.exists()


def test_script_entry_point_and_bad_flags() -> None:
    script = [sys.executable, str(ROOT / "scripts" / "run_qa_eval.py")]
    bad = subprocess.run([*script, "--mode", "batch"], capture_output=True, text=True, cwd=ROOT)
    assert bad.returncode == 2
    assert len(bad.stderr.strip().splitlines()) == 1 and "invalid choice" in bad.stderr
    helped = subprocess.run([*script, "--help"], capture_output=True, text=True, cwd=ROOT)
    assert helped.returncode == 0 and "--update-baseline" in helped.stdout


def test_a_failing_engine_never_sets_the_first_baseline(baseline: Path, capsys) -> None:
    assert run("--baseline", str(baseline), "--engine", "tests.fakes:BrokenEngine") == 1
    out, err = capsys.readouterr()
    n_cases = sum(1 for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line.strip())
    assert f"engine failed on {n_cases} case(s)" in out and "gate: FAIL" in out
    assert "refusing to write the baseline" in err
    assert not baseline.exists()


def test_a_kb_dir_that_is_a_file_exits_2(tmp_path: Path, baseline: Path, capsys) -> None:
    not_a_folder = tmp_path / "kb"
    not_a_folder.write_text("", encoding="utf-8")
    assert run("--baseline", str(baseline), "--kb-dir", str(not_a_folder)) == 2
    assert "cannot prepare the run" in capsys.readouterr().err
    assert not baseline.exists()
