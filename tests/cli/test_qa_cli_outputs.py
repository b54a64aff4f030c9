"""The QA CLI's report files (JSON cases, JUnit, Markdown, HTML) and --previous flips."""

from __future__ import annotations

import shutil
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ragspine_eval_pipeline.cli.qa import main
from ragspine_eval_pipeline.eval.report import QAEvalReport
from tests.cli.conftest_paths import BASELINE, GOLDEN
from tests.cli.fakes import CountingEngine

REGRESSING = ("--mode", "agent", "--engine", "tests.fakes:NeverRefusingEngine")


@pytest.fixture
def baseline(tmp_path: Path) -> Path:
    path = tmp_path / "qa_baseline.json"
    shutil.copyfile(BASELINE, path)
    return path


def run(*args: str | Path) -> int:
    return main(["--no-progress", "--golden", str(GOLDEN), *map(str, args)])


def test_a_regressing_run_writes_every_format(baseline: Path, tmp_path: Path, capsys) -> None:
    out = tmp_path / "out"
    code = run(
        *REGRESSING, "--baseline", baseline,
        "--report", out / "r.json", "--junit", out / "r.xml",
        "--summary", out / "r.md", "--html", out / "r.html",
    )  # fmt: skip
    assert code == 1
    report = QAEvalReport.model_validate_json((out / "r.json").read_text("utf-8"))
    ref = next(case for case in report.cases if case.case_id == "ref-001")
    assert ref.question and ref.expected is not None and ref.expected.refuse
    assert ref.answer is not None and ref.answer.value == 42.0 and not ref.answer.refused
    assert ref.gates["refusal"].reason == "refusal: expected the engine to refuse, refused=False"

    root = ET.parse(out / "r.xml").getroot()
    failures = [c.get("name") for c in root.iter("testcase") if c.find("failure") is not None]
    assert "ref-001" in failures and "num-001" not in failures
    assert "refusal" in failures  # the baseline suite fails the regressed gate itself

    refusal = report.metrics["refusal"]
    n = refusal.total - refusal.passed  # every refusal case, answered instead
    assert n == report.fabrication_count > 0
    rate, delta = refusal.pass_rate * 100, (refusal.pass_rate - 1) * 100
    counts = f"{refusal.passed}/{refusal.total}"
    row = f"| refusal | 100.00% | {rate:.2f}% | {delta:.2f} pp ❌ | {counts} |"
    summary = (out / "r.md").read_text("utf-8")
    assert row in summary
    counted = f"{n} case(s) (refusal {n}, fabrication {n})"
    assert f"### Failing cases: {counted}" in summary

    html = (out / "r.html").read_text("utf-8")
    assert "QA eval [agent]: FAIL" in html and 'data-id="ref-001"' in html
    assert f"failing cases: {counted}" in capsys.readouterr().out


def test_the_summary_is_appended_to_the_github_step_summary(
    baseline: Path, tmp_path: Path, monkeypatch
) -> None:
    step = tmp_path / "step_summary.md"
    step.write_text("## earlier step\n", encoding="utf-8")
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(step))
    assert run("--baseline", baseline, "--summary", tmp_path / "s.md") == 0
    text = step.read_text("utf-8")
    assert text.startswith("## earlier step\n## QA eval [tool]: PASS")
    assert text.endswith((tmp_path / "s.md").read_text("utf-8"))


def test_previous_report_gives_flipped_cases_counted_in_cases(
    baseline: Path, tmp_path: Path, capsys
) -> None:
    good = tmp_path / "good.json"
    assert run("--mode", "agent", "--baseline", baseline, "--report", good) == 0
    capsys.readouterr()
    md = tmp_path / "s.md"
    args = (*REGRESSING, "--baseline", baseline, "--previous", good, "--summary", md)
    assert run(*args) == 1
    out = capsys.readouterr().out
    # every refusal case flipped, each on two metrics: counted once per case
    n = sum(1 for case in QAEvalReport.model_validate_json(good.read_text("utf-8")).cases
            if case.case_type == "refusal")  # fmt: skip
    counted = f"{n} case(s) (refusal {n}, fabrication {n})"
    assert f"flipped to fail: {counted}" in out
    assert f"### Flipped to fail: {counted}" in md.read_text("utf-8")


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        ("not json", "not a QA report"),
        (None, "is a tool run; this run is --mode agent"),  # a report of the other mode
    ],
)
def test_a_bad_previous_report_exits_2(
    baseline: Path, tmp_path: Path, capsys, content: str | None, reason: str
) -> None:
    previous = tmp_path / "prev.json"
    if content is None:
        assert run("--baseline", baseline, "--case", "num-001", "--report", previous) == 0
    else:
        previous.write_text(content, encoding="utf-8")
    capsys.readouterr()
    assert run("--mode", "agent", "--baseline", baseline, "--previous", previous) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and reason in err


@pytest.mark.parametrize(
    ("flags", "reason"),
    [
        (["--report", "{tmp}/a.json", "--junit", "{tmp}/a.json"], "name the same file"),
        (["--html", "{tmp}"], "is a directory"),
        (["--junit", "{tmp}/file.txt/x.xml"], "is not a directory"),  # parent is a file
        (["--summary", "{baseline}"], "is the --baseline file"),
        (["--report", str(GOLDEN)], "is the --golden file"),
    ],
)
def test_unwritable_outputs_exit_2_before_any_case_runs(
    baseline: Path, tmp_path: Path, capsys, flags: list[str], reason: str
) -> None:
    (tmp_path / "file.txt").write_text("", encoding="utf-8")
    before = baseline.read_bytes()
    CountingEngine.calls = 0
    filled = [f.format(tmp=tmp_path, baseline=baseline) for f in flags]
    engine = "tests.cli.fakes:CountingEngine"
    assert run("--baseline", baseline, "--engine", engine, *filled) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and reason in err
    assert CountingEngine.calls == 0
    assert baseline.read_bytes() == before
