"""The QA CLI's judge selection: --judge, --judge-cache, and per-judge baseline numbers."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ragspine_eval_pipeline.cli.qa import main
from ragspine_eval_pipeline.eval.baseline_judges import default_identity

ROOT = Path(__file__).resolve().parents[2]
GOLDEN = ROOT / "data" / "golden" / "qa_golden_set.jsonl"
REJECTING = "tests.fakes:RejectingJudge"


def run(baseline: Path, *args: str) -> int:
    return main(["--no-progress", "--golden", str(GOLDEN), "--baseline", str(baseline), *args])


@pytest.fixture
def recorded(tmp_path: Path) -> Path:
    """A baseline written by a default-judge run of the reference engine."""
    path = tmp_path / "qa_baseline.json"
    assert run(path) == 0
    return path


@pytest.mark.parametrize(
    ("spec", "reason"),
    [
        ("nosuch", "judge 'nosuch'"),  # not a family, not an import path
        ("lexical:threshold=2", "judge 'lexical:threshold=2'"),  # a setting out of range
        ("lexical:colour=red", "unknown setting"),
        ("tests.fakes:NoSuchJudge", "NoSuchJudge"),
    ],
)
def test_a_bad_judge_spec_exits_2_naming_it(
    tmp_path: Path, spec: str, reason: str, capsys: pytest.CaptureFixture[str]
) -> None:
    baseline = tmp_path / "qa_baseline.json"
    assert run(baseline, "--judge", spec) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and reason in err
    assert not baseline.exists()


def test_default_spec_is_the_same_judge_as_none(
    recorded: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = recorded.read_bytes()
    assert run(recorded, "--judge", "lexical") == 0
    assert f"judge {default_identity().key}" in capsys.readouterr().out
    assert recorded.read_bytes() == before


def test_a_new_judge_records_its_own_numbers_and_passes(
    recorded: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    before = json.loads(recorded.read_text("utf-8"))["tool"]
    capsys.readouterr()
    assert run(recorded, "--judge", REJECTING) == 0
    out = capsys.readouterr().out
    [title] = [line for line in out.splitlines() if line.startswith("QA eval")]
    assert title.endswith("judge tests.fakes:RejectingJudge@1")
    assert "baseline written for judge tests.fakes:RejectingJudge@1" in out
    entry = json.loads(recorded.read_text("utf-8"))["tool"]
    assert entry["metrics"] == before["metrics"]  # the default judge's numbers stay
    assert entry["judges"]["tests.fakes:RejectingJudge@1"]["metrics"] == {
        "faithfulness": 0.0,
        "answer_accuracy": 0.0,
    }
    written = recorded.read_bytes()
    assert run(recorded, "--judge", REJECTING) == 0  # now gated against its own numbers
    assert recorded.read_bytes() == written
    assert run(recorded) == 0  # and the default judge against its own


def test_a_hand_written_baseline_gates_every_judge(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    baseline = tmp_path / "qa_baseline.json"
    entry = {"metrics": {"faithfulness": 1.0}, "fabrication_count": 0, "n_cases": 1}
    baseline.write_text(json.dumps({"tool": entry}), "utf-8")
    assert run(baseline, "--judge", REJECTING) == 1
    assert "faithfulness" in capsys.readouterr().out


@pytest.mark.parametrize("via_env", [False, True], ids=["flag", "env"])
def test_judge_cache_is_used(
    tmp_path: Path, recorded: Path, monkeypatch: pytest.MonkeyPatch, via_env: bool
) -> None:
    cache = tmp_path / "cache" / "verdicts.sqlite"
    if via_env:
        monkeypatch.setenv("RAGSPINE_JUDGE_CACHE", str(cache))
        args: tuple[str, ...] = ()
    else:
        args = ("--judge-cache", str(cache))
    before = recorded.read_bytes()
    assert run(recorded, *args) == 0
    assert cache.is_file() and cache.stat().st_size > 0
    assert run(recorded, *args) == 0  # the second run reads the cache: same verdicts
    assert recorded.read_bytes() == before
