"""The trend command plots each mode's pass rates over the instance's runs."""

from pathlib import Path

from ragspine_eval_pipeline.defs import trends
from ragspine_eval_pipeline.defs.qa.assets import gate_report
from ragspine_eval_pipeline.defs.qa.trends import history
from tests.dagster.conftest import REGRESSING
from tests.dagster.helpers import run_qa

PNG = b"\x89PNG\r\n\x1a\n"


def test_history_is_per_mode_oldest_first_with_the_baseline(eval_files, instance, monkeypatch):
    assert run_qa(instance, "tool").success
    monkeypatch.setenv("RAGSPINE_ENGINE", REGRESSING)
    assert not run_qa(instance, "tool").success
    points = history(instance, gate_report.key, "tool")
    assert [p.rates["value_match"] for p in points] == [1.0, 0.0]
    assert points[-1].baseline["value_match"] == 1.0  # the floor the regressing run met
    assert history(instance, gate_report.key, "agent") == []  # another mode, another series


def test_the_command_writes_a_png_of_every_mode(eval_files, instance, tmp_path, monkeypatch):
    assert run_qa(instance, "agent").success
    monkeypatch.setenv("DAGSTER_HOME", str(Path(instance.root_directory)))
    out = tmp_path / "plots" / "trends.png"
    assert trends.main(["--out", str(out)]) == 0
    assert out.read_bytes()[:8] == PNG
