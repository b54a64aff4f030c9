"""Default paths: one definition, found in the project root the same way by every entry point."""

from __future__ import annotations

from pathlib import Path

import pytest

from ragspine_eval_pipeline import defaults
from ragspine_eval_pipeline.defaults import (
    GOLDEN_SET,
    QA_BASELINE,
    ROOT_ENV,
    ProjectRootError,
    project_root,
)

REPO = Path(__file__).resolve().parents[1]


def _project(folder: Path) -> Path:
    (folder / "data" / "golden").mkdir(parents=True)
    return folder


def _nowhere(tmp_path: Path) -> Path:
    """A folder no project contains, and a source tree that is no checkout (as installed)."""
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    return outside


def test_ragspine_root_wins_over_the_working_directory(tmp_path: Path) -> None:
    named, cwd = _project(tmp_path / "named"), _project(tmp_path / "cwd")
    assert project_root(environ={ROOT_ENV: str(named)}, cwd=cwd) == named.resolve()


def test_a_relative_ragspine_root_is_relative_to_the_working_directory(tmp_path: Path) -> None:
    _project(tmp_path / "proj")
    assert project_root(environ={ROOT_ENV: "proj"}, cwd=tmp_path) == (tmp_path / "proj").resolve()


def test_a_ragspine_root_that_is_not_a_folder_is_an_error_naming_it(tmp_path: Path) -> None:
    with pytest.raises(ProjectRootError, match=f"{ROOT_ENV}=.*missing: not a folder"):
        project_root(environ={ROOT_ENV: str(tmp_path / "missing")}, cwd=tmp_path)


def test_the_nearest_parent_holding_data_golden_is_the_root(tmp_path: Path) -> None:
    outer = _project(tmp_path / "outer")
    inner = _project(outer / "nested")
    deep = inner / "tests" / "unit"
    deep.mkdir(parents=True)
    assert project_root(environ={}, cwd=deep) == inner.resolve()
    assert project_root(environ={}, cwd=outer / "data") == outer.resolve()


def test_outside_any_project_the_checkout_the_package_runs_from_is_used(tmp_path: Path) -> None:
    checkout = _project(tmp_path / "clone")
    (checkout / "pyproject.toml").write_text("[project]\n", encoding="utf-8")
    assert project_root(environ={}, cwd=_nowhere(tmp_path), checkout=checkout) == checkout


def test_this_package_runs_from_its_checkout() -> None:
    # The test suite runs the package from this repository (an editable install).
    assert project_root(environ={}, cwd=Path("/")) == REPO


def test_an_installed_package_outside_a_project_is_a_clear_error(tmp_path: Path) -> None:
    site_packages = tmp_path / "site-packages"  # no data/golden, no pyproject.toml
    site_packages.mkdir()
    with pytest.raises(ProjectRootError) as caught:
        project_root(environ={}, cwd=_nowhere(tmp_path), checkout=site_packages)
    message = str(caught.value)
    assert "data/golden/" in message and ROOT_ENV in message
    assert str(tmp_path / "elsewhere") in message


def test_a_source_tree_with_data_but_no_pyproject_is_not_a_checkout(tmp_path: Path) -> None:
    stray = _project(tmp_path / "stray")  # e.g. a data folder beside site-packages
    with pytest.raises(ProjectRootError):
        project_root(environ={}, cwd=_nowhere(tmp_path), checkout=stray)


def test_a_default_path_is_the_relative_one_under_the_root(tmp_path: Path) -> None:
    root = _project(tmp_path / "proj")
    assert GOLDEN_SET.resolve(environ={}, cwd=root) == root.resolve() / (
        "data/golden/qa_golden_set.jsonl"
    )
    assert QA_BASELINE.resolve(environ={ROOT_ENV: str(root)}, cwd=tmp_path) == (
        root.resolve() / "data/golden/qa_baseline.json"
    )


def test_its_variable_overrides_it_relative_to_the_working_directory(tmp_path: Path) -> None:
    resolved = GOLDEN_SET.resolve(environ={GOLDEN_SET.env: "my/golden.jsonl"}, cwd=tmp_path)
    assert resolved == (tmp_path / "my" / "golden.jsonl").resolve()


def test_a_given_path_beats_the_variable_and_needs_no_root(tmp_path: Path) -> None:
    given = tmp_path / "given.jsonl"
    environ = {GOLDEN_SET.env: str(tmp_path / "env.jsonl")}
    assert GOLDEN_SET.resolve(str(given), environ=environ, cwd=_nowhere(tmp_path)) == given


def test_in_project_is_relative_when_run_from_the_root_and_absolute_otherwise(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = _project(tmp_path / "proj")
    (root / "sub").mkdir()
    monkeypatch.delenv(ROOT_ENV, raising=False)
    assert QA_BASELINE.in_project(cwd=root) == Path("data/golden/qa_baseline.json")
    assert QA_BASELINE.in_project(cwd=root / "sub") == root.resolve() / (
        "data/golden/qa_baseline.json"
    )


def test_every_default_path_is_inside_the_project_data() -> None:
    for default in (
        defaults.GOLDEN_SET,
        defaults.QA_BASELINE,
        defaults.FIXTURES_DIR,
        defaults.EXTRACTION_BASELINE,
    ):
        assert (REPO / default.relative).exists(), default
        assert default.env.startswith("RAGSPINE_")
