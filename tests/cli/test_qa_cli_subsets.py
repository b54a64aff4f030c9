"""Subsets are report only; bad input fails before any case; a dead engine stops early."""

from __future__ import annotations

import shutil
import socket
from pathlib import Path

import pytest

from ragspine_eval_pipeline.cli.qa import main
from ragspine_eval_pipeline.cli.qa_args import build_parser
from ragspine_eval_pipeline.eval.golden import load_golden_set
from ragspine_eval_pipeline.eval.report import QAEvalReport
from tests.cli.conftest_paths import BASELINE, GOLDEN, ROOT
from tests.cli.fakes import CountingEngine

COUNTING = ("--engine", "tests.cli.fakes:CountingEngine")


@pytest.fixture
def baseline(tmp_path: Path) -> Path:
    path = tmp_path / "qa_baseline.json"
    shutil.copyfile(BASELINE, path)
    return path


def run(*args: str | Path, golden: Path = GOLDEN) -> int:
    """The CLI's exit code, whether it returns it or argparse exits with it."""
    try:
        return main(["--no-progress", "--golden", str(golden), *map(str, args)])
    except SystemExit as exited:
        return int(exited.code or 0)


def test_a_subset_runs_only_its_cases_and_leaves_the_baseline(
    baseline: Path, tmp_path: Path, capsys
) -> None:
    before = baseline.read_bytes()
    CountingEngine.calls = 0
    report_path = tmp_path / "r.json"
    args = ("--case", "num-001", "--case", "ref-001", "--report", report_path)
    assert run("--baseline", baseline, *COUNTING, *args) == 0
    out = capsys.readouterr().out
    assert CountingEngine.calls == 2
    total = len(load_golden_set(GOLDEN))
    assert f"subset run: 2 of {total} cases (--case num-001 --case ref-001); report only" in out
    assert "gate: not checked (subset run" in out
    assert baseline.read_bytes() == before
    report = QAEvalReport.model_validate_json(report_path.read_text("utf-8"))
    assert report.subset is not None and report.n_cases == 2


def test_a_failing_subset_is_reported_not_gated(baseline: Path, capsys) -> None:
    engine = ("--engine", "tests.fakes:NeverRefusingEngine")
    assert run("--baseline", baseline, *engine, "--tag", "qtype=refuse_future") == 0
    out = capsys.readouterr().out
    assert "REGRESSED" not in out and "failing cases:" in out


def test_a_small_golden_file_is_not_compared_for_missing_cases(
    baseline: Path, tmp_path: Path, capsys
) -> None:
    small = tmp_path / "three.jsonl"
    small.write_text("".join(GOLDEN.read_text("utf-8").splitlines(True)[:3]), "utf-8")
    assert run("--baseline", baseline, "--limit", "3", golden=small) == 0
    out = capsys.readouterr().out
    assert "missing" not in out and "subset run: 3 of 3 cases" in out


def test_a_subset_never_writes_a_first_baseline(tmp_path: Path) -> None:
    fresh = tmp_path / "none.json"
    assert run("--baseline", fresh, "--tag", "lang=ja", "--limit", "2") == 0
    assert not fresh.exists()


@pytest.mark.parametrize(
    ("args", "reason"),
    [
        (["--case", "num-001", "--update-baseline"], "--update-baseline cannot be used"),
        (["--case", "num-001", "--case", "nope-9"], "unknown case id(s) nope-9"),
        (["--tag", "lang=xx"], "no golden case matches --tag lang=xx"),
        (["--tag", "lang"], "must be KEY=VALUE"),
        (["--limit", "0"], "must be at least 1"),
        (["--engine", "no.such.module:Engine"], "cannot import"),
    ],
)
def test_bad_selection_or_engine_exits_2_before_any_case_runs(
    baseline: Path, capsys, args: list[str], reason: str
) -> None:
    CountingEngine.calls = 0
    engine = [] if "--engine" in args else list(COUNTING)
    assert run("--baseline", baseline, *engine, *args) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and reason in err, err
    assert CountingEngine.calls == 0


def _unused_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def test_an_engine_refusing_every_connection_stops_early(
    baseline: Path, tmp_path: Path, capsys
) -> None:
    report_path = tmp_path / "r.json"
    url = f"http://127.0.0.1:{_unused_port()}/answer"
    assert run("--baseline", baseline, "--engine", url, "--report", report_path) == 1
    out = capsys.readouterr().out
    assert "engine unreachable: " in out and "consecutive connection failures" in out
    report = QAEvalReport.model_validate_json(report_path.read_text("utf-8"))
    given_up = [c for c in report.cases if "EngineUnreachable" in (c.error or "")]
    assert len(given_up) == report.n_cases == len(load_golden_set(GOLDEN))
    assert "Connection refused" in given_up[-1].error  # the last real reason is kept
    assert all(not c.gates["refusal"].passed for c in report.cases)


def test_help_names_every_flag_its_default_exit_codes_and_examples(capsys) -> None:
    with pytest.raises(SystemExit) as exited:
        main(["--help"])
    assert exited.value.code == 0
    text = capsys.readouterr().out
    for action in build_parser()._actions:
        for option in action.option_strings:
            assert option in text
        if action.option_strings and action.dest != "help":
            assert "default" in (action.help or "") or action.container.title, action.dest
    assert "exit codes:" in text and "examples:" in text


def test_the_readme_documents_every_flag() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    section = readme.split("## The QA harness", 1)[1].split("\n## ", 1)[0]
    for action in build_parser()._actions:
        for option in action.option_strings:
            if option not in ("-h", "--help"):
                assert f"`{option}" in section, option


def test_a_subset_does_not_read_the_baseline(tmp_path: Path) -> None:
    corrupt = tmp_path / "corrupt.json"
    corrupt.write_text('{"tool": ', encoding="utf-8")
    assert run("--baseline", corrupt, "--case", "num-001") == 0
    assert corrupt.read_text(encoding="utf-8") == '{"tool": '
    assert run("--baseline", corrupt) == 2  # the full run still refuses it
