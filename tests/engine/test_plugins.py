"""Import paths resolve against installed packages, then the working directory."""

import sys
from pathlib import Path

import pytest

from ragspine_eval_pipeline.plugins import PluginLoadError, import_attr


def test_a_module_in_the_working_directory_is_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "my_local_engine.py").write_text("class Engine:\n    name = 'local'\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(sys, "path", [p for p in sys.path if p not in ("", str(tmp_path))])
    assert import_attr("my_local_engine:Engine.name") == "local"


def test_an_error_inside_a_found_module_is_reported_not_masked(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "engine_with_bad_dep.py").write_text("import no_such_dependency\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(PluginLoadError, match="no_such_dependency"):
        import_attr("engine_with_bad_dep:Engine", "engine")
