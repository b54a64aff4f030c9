"""The CLIs' default paths come from the project root, wherever they are started from."""

from __future__ import annotations

import json
import runpy
from pathlib import Path

import pytest

from ragspine_eval_pipeline import defaults
from ragspine_eval_pipeline.cli.qa import main
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from tests.cli.conftest_paths import GOLDEN, ROOT


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A project outside any git checkout, holding the first five golden cases."""
    root = tmp_path / "proj"
    (root / "data" / "golden").mkdir(parents=True)
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()[:5]
    (root / "data" / "golden" / "qa_golden_set.jsonl").write_text(
        "\n".join(lines) + "\n", encoding="utf-8"
    )
    monkeypatch.delenv(defaults.ROOT_ENV, raising=False)
    return root


@pytest.fixture
def installed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The package as ``pip install .`` leaves it: its source tree is no checkout."""
    site = tmp_path / "site-packages"
    site.mkdir()
    monkeypatch.setattr(defaults, "_CHECKOUT", site)


def test_from_a_subfolder_the_defaults_are_the_projects(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    (project / "notes").mkdir()
    monkeypatch.chdir(project / "notes")
    assert main(["--no-progress"]) == 0
    out = capsys.readouterr().out
    baseline = project / "data" / "golden" / "qa_baseline.json"
    assert f"baseline written: {baseline.resolve()} [tool]" in out
    assert json.loads(baseline.read_text(encoding="utf-8"))["tool"]["n_cases"] == 5


def test_from_the_root_the_defaults_are_shown_as_typed(
    project: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(project)
    assert main(["--no-progress", "--mode", "agent"]) == 0
    assert "baseline written: data/golden/qa_baseline.json [agent]" in capsys.readouterr().out


def test_ragspine_root_names_the_project_from_anywhere(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, installed: None
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv(defaults.ROOT_ENV, str(project))
    assert main(["--no-progress"]) == 0
    assert (project / "data" / "golden" / "qa_baseline.json").is_file()


def test_outside_a_project_an_installed_package_is_exit_2_saying_how_to_fix_it(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    installed: None,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.delenv(defaults.ROOT_ENV, raising=False)
    monkeypatch.chdir(tmp_path)
    assert main(["--no-progress"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: no project root:") and defaults.ROOT_ENV in err
    assert err.count("\n") == 1
    assert list(tmp_path.iterdir()) == [tmp_path / "site-packages"]  # nothing written


def test_explicit_paths_need_no_project(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, installed: None
) -> None:
    monkeypatch.chdir(tmp_path)
    baseline = tmp_path / "b.json"
    assert main(["--no-progress", "--golden", str(GOLDEN), "--baseline", str(baseline)]) == 0
    assert baseline.is_file()


def test_a_subset_run_needs_no_root_for_the_baseline_it_never_reads(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, installed: None
) -> None:
    monkeypatch.chdir(tmp_path)
    assert main(["--no-progress", "--golden", str(GOLDEN), "--limit", "2"]) == 0


def test_the_extraction_cli_finds_the_checkouts_fixtures_from_elsewhere(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(defaults.ROOT_ENV, raising=False)
    report = tmp_path / "report.json"
    cli = runpy.run_path(str(ROOT / "scripts" / "run_extraction_eval.py"))
    # The committed baseline is only read: an equal run changes nothing.
    before = (ROOT / "data" / "golden" / "extraction_baseline.json").read_bytes()
    assert cli["main"](["--format", "xlsx", "--report", str(report)]) == 0
    assert (ROOT / "data" / "golden" / "extraction_baseline.json").read_bytes() == before
    assert json.loads(report.read_text(encoding="utf-8"))["sets"]["xlsx"]["baseline"] is not None


def test_the_extraction_cli_outside_a_project_is_exit_2(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    installed: None,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv(defaults.ROOT_ENV, raising=False)
    cli = runpy.run_path(str(ROOT / "scripts" / "run_extraction_eval.py"))
    assert cli["main"]([]) == 2
    assert "no project root" in capsys.readouterr().err


def test_the_pipeline_reads_the_same_defaults(
    project: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, installed: None
) -> None:
    for name in ("RAGSPINE_GOLDEN_SET", "RAGSPINE_QA_BASELINE", "RAGSPINE_FIXTURES_DIR"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(project / "data")
    paths = EvalPathsResource()
    assert paths.golden_set_path() == project.resolve() / defaults.GOLDEN_SET.relative
    assert paths.qa_baseline_path() == project.resolve() / defaults.QA_BASELINE.relative
    monkeypatch.setenv("RAGSPINE_FIXTURES_DIR", "fx")  # relative to the working directory
    assert paths.fixtures_path() == (project / "data" / "fx").resolve()
    monkeypatch.chdir(tmp_path)
    with pytest.raises(defaults.ProjectRootError):
        paths.extraction_baseline_path()


def test_make_eval_outside_a_project_is_a_configuration_error(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    installed: None,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from ragspine_eval_pipeline.defs import launch

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    for name in ("RAGSPINE_GOLDEN_SET", "RAGSPINE_QA_BASELINE", defaults.ROOT_ENV):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)
    assert launch.main(["--mode", "tool"]) == 2
    assert capsys.readouterr().err.startswith("configuration error: no project root:")


def test_make_eval_in_a_project_without_a_workspace_file_says_so(
    project: Path,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    installed: None,
    capsys: pytest.CaptureFixture[str],
) -> None:
    from ragspine_eval_pipeline.defs import launch

    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("DAGSTER_HOME", str(home))
    monkeypatch.chdir(project)
    assert launch.main(["--mode", "tool"]) == 2
    err = capsys.readouterr().err
    assert f"{project.resolve() / 'workspace.yaml'}: workspace file not found" in err
