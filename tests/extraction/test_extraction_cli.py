"""scripts/run_extraction_eval.py: exit 0 pass, 1 regression, 2 bad input."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from types import ModuleType

import pytest

from ragspine_eval_pipeline.extraction import runner
from tests.extraction.fake_broken_extractor import broken_extract, broken_fixture_set
from tests.extraction.fake_failing_extractor import FAILING_DOCUMENT, failing_extract
from tests.extraction.helpers import BASELINE, FIXTURES, run_cli


def _write_facts(path: Path, facts: list[dict[str, object]]) -> Path:
    path.write_text("".join(json.dumps(f, ensure_ascii=False) + "\n" for f in facts), "utf-8")
    return path


# --- in a subprocess, as CI runs it -------------------------------------------------


def test_reference_run_passes_and_keeps_the_baseline(baseline_copy: Path, tmp_path: Path) -> None:
    before = baseline_copy.read_bytes()
    report = tmp_path / "out" / "report.json"
    result = run_cli("--baseline", baseline_copy, "--report", report)
    assert result.returncode == 0, result.stderr
    assert "[xlsx]" in result.stdout and "[pptx]" in result.stdout
    assert baseline_copy.read_bytes() == before
    written = json.loads(report.read_text("utf-8"))
    assert written["passed"] is True
    assert written["sets"]["pdf"]["metrics"]["coverage"] == 1.0


def test_broken_extractor_fails_and_leaves_baseline_byte_identical(
    baseline_copy: Path, tmp_path: Path
) -> None:
    facts = _write_facts(tmp_path / "facts.jsonl", broken_fixture_set(FIXTURES, "xlsx"))
    before = baseline_copy.read_bytes()
    result = run_cli(
        "--format", "xlsx", "--facts", facts, "--baseline", baseline_copy, "--update-baseline"
    )
    assert result.returncode == 1
    assert "REGRESSION" in result.stdout and "mismatch" in result.stdout
    assert baseline_copy.read_bytes() == before


def test_corrupt_baseline_exits_2_with_one_line(tmp_path: Path) -> None:
    bad = tmp_path / "baseline.json"
    bad.write_text("{not json", "utf-8")
    result = run_cli("--baseline", bad)
    assert result.returncode == 2
    assert len(result.stderr.strip().splitlines()) == 1
    assert str(bad) in result.stderr
    assert bad.read_text("utf-8") == "{not json"


# --- in-process, for the remaining paths --------------------------------------------


def test_broken_extractor_in_process_fails(
    cli: ModuleType, baseline_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(runner, "extract_facts", broken_extract)
    before = baseline_copy.read_bytes()
    assert cli.main(["--format", "pdf", "--baseline", str(baseline_copy)]) == 1
    assert baseline_copy.read_bytes() == before


def test_a_set_without_baseline_gets_one_written(cli: ModuleType, tmp_path: Path) -> None:
    baseline = tmp_path / "golden" / "baseline.json"
    assert cli.main(["--format", "pptx", "--baseline", str(baseline)]) == 0
    assert json.loads(baseline.read_text("utf-8")) == {
        "pptx": {"coverage": 1.0, "period": 1.0, "unit": 1.0, "value": 1.0}
    }


def test_update_baseline_raises_a_lower_entry(cli: ModuleType, tmp_path: Path) -> None:
    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps({"xlsx": {"value": 0.5, "coverage": 0.9}}), "utf-8")
    assert cli.main(["--format", "xlsx", "--baseline", str(baseline), "--update-baseline"]) == 0
    assert json.loads(baseline.read_text("utf-8"))["xlsx"]["value"] == 1.0


def test_without_update_flag_a_passing_run_does_not_rewrite(
    cli: ModuleType, tmp_path: Path
) -> None:
    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps({"xlsx": {"value": 0.5}}), "utf-8")
    before = baseline.read_bytes()
    assert cli.main(["--format", "xlsx", "--baseline", str(baseline)]) == 0
    assert baseline.read_bytes() == before


def test_regression_report_is_still_written(
    cli: ModuleType, baseline_copy: Path, tmp_path: Path
) -> None:
    facts = _write_facts(tmp_path / "facts.jsonl", broken_fixture_set(FIXTURES, "pptx"))
    report = tmp_path / "report.json"
    code = cli.main(
        [
            "--format",
            "pptx",
            "--facts",
            str(facts),
            "--baseline",
            str(baseline_copy),
            "--report",
            str(report),
        ]
    )
    assert code == 1
    data = json.loads(report.read_text("utf-8"))
    assert data["passed"] is False
    assert data["version"] == 2  # regressions name their "metric", as QA's do
    comparison = data["sets"]["pptx"]["comparison"]
    regressed = {r["metric"]: (r["baseline"], r["current"]) for r in comparison["regressions"]}
    assert regressed["value"] == (1.0, pytest.approx(0.8077, abs=1e-4))
    assert regressed["unit"][1] < 1.0 and regressed["coverage"][1] < 1.0
    assert comparison["improvements"] == [] and comparison["judge"] is None


def test_facts_file_as_json_list_is_accepted(
    cli: ModuleType, baseline_copy: Path, tmp_path: Path
) -> None:
    from ragspine_eval_pipeline.extraction.runner import extract_fixture_set

    facts = tmp_path / "facts.json"
    facts.write_text(json.dumps({"facts": extract_fixture_set(FIXTURES, "pdf")}), "utf-8")
    assert (
        cli.main(["--format", "pdf", "--facts", str(facts), "--baseline", str(baseline_copy)]) == 0
    )


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--fixtures", "{tmp}/nowhere"], "fixtures folder not found"),  # missing fixtures
        (["--format", "xlsx", "--facts", "{tmp}/facts.jsonl"], "facts.jsonl:2"),  # bad line
        (["--facts", "{tmp}/facts.jsonl"], "--facts needs --format"),  # facts for all sets
        (["--format", "docx"], "invalid choice"),  # unknown format
        (["--format", "xlsx", "--facts", "{tmp}/none.json"], "file not found"),  # no facts
        (["--fixtures", "{tmp}/nogt"], "file not found"),  # no ground truth
    ],
)
def test_bad_input_exits_2_with_a_reason(
    cli: ModuleType,
    baseline_copy: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    args: list[str],
    reason: str,
) -> None:
    (tmp_path / "facts.jsonl").write_text('{"sheet": "S", "cell_ref": "A1"}\n{oops\n', "utf-8")
    (tmp_path / "nogt").mkdir()
    argv = [a.format(tmp=tmp_path) for a in args] + ["--baseline", str(baseline_copy)]
    assert _exit_code(cli, argv) == 2
    assert reason in capsys.readouterr().err


def _exit_code(cli: ModuleType, argv: list[str]) -> int:
    """main's return value, or the code argparse exits with."""
    try:
        return cli.main(argv)
    except SystemExit as exc:
        return int(exc.code or 0)


def test_wrongly_shaped_baseline_exits_2(cli: ModuleType, tmp_path: Path) -> None:
    baseline = tmp_path / "baseline.json"
    baseline.write_text(json.dumps({"xlsx": {"value": 2.0}}), "utf-8")
    assert cli.main(["--format", "xlsx", "--baseline", str(baseline)]) == 2


def test_missing_fixture_document_exits_2(
    cli: ModuleType, baseline_copy: Path, tmp_path: Path
) -> None:
    fixtures = tmp_path / "fixtures"
    shutil.copytree(FIXTURES / "pdf", fixtures / "pdf")
    next((fixtures / "pdf").glob("*Interim*.pdf")).unlink()
    assert (
        cli.main(["--fixtures", str(fixtures), "--format", "pdf", "--baseline", str(baseline_copy)])
        == 2
    )


def test_committed_baseline_records_perfect_scores() -> None:
    data = json.loads(BASELINE.read_text("utf-8"))
    assert set(data) == {"xlsx", "pdf", "pptx"}
    assert all(v == 1.0 for entry in data.values() for v in entry.values())


# --- runs that cannot set a baseline, and paths that cannot be written ----------------


def test_facts_matching_nothing_exit_1_and_write_no_baseline(tmp_path: Path) -> None:
    facts = _write_facts(tmp_path / "facts.jsonl", [{"sheet": "Nowhere", "cell_ref": "Z99"}])
    baseline = tmp_path / "fresh" / "baseline.json"
    result = run_cli("--format", "xlsx", "--facts", facts, "--baseline", baseline)
    assert result.returncode == 1, result.stderr
    [line] = [x for x in result.stderr.splitlines() if "error:" in x]
    assert "refusing to write the baseline for 'xlsx'" in line and "coverage 0.0" in line
    assert not baseline.exists()


def test_a_failed_document_refuses_the_first_baseline(
    cli: ModuleType, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(runner, "extract_facts", failing_extract)
    baseline = tmp_path / "baseline.json"
    report = tmp_path / "report.json"
    argv = ["--format", "pdf", "--baseline", str(baseline), "--report", str(report)]
    assert cli.main(argv) == 1
    assert not baseline.exists()
    written = json.loads(report.read_text("utf-8"))["sets"]["pdf"]
    assert written["baseline_action"] == "refused"
    assert FAILING_DOCUMENT in written["report"]["failed_documents"]


def test_a_failed_document_fails_even_against_an_existing_baseline(
    cli: ModuleType, baseline_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(runner, "extract_facts", failing_extract)
    before = baseline_copy.read_bytes()
    assert cli.main(["--format", "pdf", "--baseline", str(baseline_copy)]) == 1
    assert baseline_copy.read_bytes() == before


def test_unwritable_report_exits_2_before_any_baseline_write(tmp_path: Path) -> None:
    baseline = tmp_path / "baseline.json"
    result = run_cli("--format", "pptx", "--baseline", baseline, "--report", "/proc/nope/x.json")
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    [line] = result.stderr.strip().splitlines()
    assert "/proc/nope/x.json: cannot write the report" in line
    assert not baseline.exists()


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--baseline", "/proc/nope/baseline.json"], "cannot write the baseline"),  # no folder
        (["--baseline", "{tmp}"], "not a file"),  # a folder as the baseline
        (["--report", "{tmp}"], "cannot write the report"),  # a folder as the report
        (["--fixtures", "{tmp}/file.txt"], "fixtures folder not found"),  # a file as fixtures
        (["--facts", "{tmp}", "--format", "pdf"], "not a regular file"),  # a folder as facts
    ],
)
def test_bad_paths_exit_2_with_one_line_and_no_traceback(
    tmp_path: Path, args: list[str], reason: str
) -> None:
    (tmp_path / "file.txt").write_text("x", "utf-8")
    argv = [a.format(tmp=tmp_path) for a in args]
    if "--baseline" not in args:
        argv += ["--baseline", str(tmp_path / "baseline.json")]
    result = run_cli("--format", "pptx", *argv) if "--format" not in args else run_cli(*argv)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    [line] = result.stderr.strip().splitlines()
    assert reason in line
