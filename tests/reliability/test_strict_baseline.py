"""A malformed baseline or a dangerous path is exit 2 with one line, never a gate turned off."""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

from tests.extraction.helpers import CLI, FIXTURES, load_script
from tests.reliability.conftest import REPO

DEEP = "[" * 100_000 + "]" * 100_000
"""Nesting deep enough to exhaust the JSON parser's recursion."""


def _entry(**changes: object) -> dict:
    entry = {"metrics": {"refusal": 1.0}, "fabrication_count": 0, "n_cases": 1}
    entry.update(changes)
    return {key: value for key, value in entry.items() if value is not None}


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        # a mode given twice: the parser would keep the second one silently
        ('{"tool": {"metrics": {"refusal": 0.0}}, "tool": ' + json.dumps(_entry()) + "}",
         "duplicate key 'tool'"),
        # a metric given twice inside an entry
        ('{"tool": {"metrics": {"refusal": 1.0, "refusal": 0.0}, '
         '"fabrication_count": 0, "n_cases": 1}}', "duplicate key 'refusal'"),
        (DEEP, "nested too deeply"),
        ('{"tool": ' + '{"a": ' * 20 + "1" + "}" * 21, "nested too deeply"),
        # required fields and empty or mistyped ones
        (json.dumps({"tool": _entry(metrics={})}), "tool.metrics: must list at least one"),
        (json.dumps({"tool": _entry(fabrication_count=None)}), "tool.fabrication_count: required"),
        (json.dumps({"tool": _entry(n_cases=None)}), "tool.n_cases: required"),
        (json.dumps({"tool": _entry(n_cases=1.5)}), "tool.n_cases: must be a non-negative"),
        (json.dumps({"tool": _entry(case_digests=[])}), "tool.case_digests: must be an object"),
        (json.dumps({"tool": _entry(case_digests={})}), "lists 0 case(s) but n_cases is 1"),
        (json.dumps({"tool": _entry(golden_fingerprint="")}), "golden_fingerprint"),
        # a field the product does not know (a typo would otherwise hide a number)
        (json.dumps({"tool": _entry(fabrication_cont=3)}), "tool.fabrication_cont: unknown"),
        # judges listed without the judge of metrics: the missing field is named
        (json.dumps({"tool": _entry(judges={})}), "tool.judge: required when judges"),
    ],
)  # fmt: skip
def test_a_malformed_qa_baseline_is_exit_2(
    tmp_path: Path, golden_subset: Path, run_cli, content: str, problem: str
) -> None:
    baseline = tmp_path / "qa_baseline.json"
    baseline.write_text(content, "utf-8")
    result = run_cli("--golden", golden_subset, "--baseline", baseline)
    assert result.code == 2, result.out + result.err
    assert len(result.err.strip().splitlines()) == 1
    assert problem in result.err and str(baseline) in result.err
    assert baseline.read_text("utf-8") == content


@pytest.fixture(scope="module")
def extraction_cli() -> ModuleType:
    return load_script(CLI)


def _extraction(cli: ModuleType, *args: str | Path) -> int:
    return cli.main(["--fixtures", str(FIXTURES), "--format", "xlsx", *map(str, args)])


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (DEEP, "nested too deeply"),
        ('{"xlsx": {"value": 0.1, "value": 1.0}}', "duplicate key 'value'"),
        ('{"xlsx": {}}', "must list at least one"),
    ],
)
def test_a_malformed_extraction_baseline_is_exit_2(
    tmp_path: Path, extraction_cli: ModuleType, capsys, content: str, problem: str
) -> None:
    baseline = tmp_path / "extraction_baseline.json"
    baseline.write_text(content, "utf-8")
    assert _extraction(extraction_cli, "--baseline", baseline) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and problem in err


@pytest.mark.parametrize("kind", ["facts", "ground truth"])
def test_deeply_nested_facts_or_ground_truth_are_exit_2(
    tmp_path: Path, extraction_cli: ModuleType, capsys, kind: str
) -> None:
    baseline = tmp_path / "b.json"
    if kind == "facts":
        facts = tmp_path / "facts.json"
        facts.write_text(DEEP, "utf-8")
        code = _extraction(extraction_cli, "--baseline", baseline, "--facts", facts)
    else:
        fixtures = tmp_path / "fixtures"
        shutil.copytree(FIXTURES, fixtures)
        (fixtures / "fixtures_ground_truth.json").write_text(DEEP, "utf-8")
        code = extraction_cli.main(
            ["--fixtures", str(fixtures), "--format", "xlsx", "--baseline", str(baseline)]
        )
    assert code == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "nested too deeply" in err


def test_nan_in_facts_is_exit_2(tmp_path: Path, extraction_cli: ModuleType, capsys) -> None:
    facts = tmp_path / "facts.json"
    facts.write_text('[{"sheet": "P&L", "cell_ref": "C7", "value": NaN}]', "utf-8")
    baseline = tmp_path / "b.json"
    assert _extraction(extraction_cli, "--baseline", baseline, "--facts", facts) == 2
    assert "NaN is not a valid JSON number" in capsys.readouterr().err
    assert not baseline.exists()


# --- paths that cannot be written, and reports over inputs -------------------------


def test_a_baseline_whose_parent_is_a_file_is_exit_2(
    tmp_path: Path, golden_subset: Path, run_cli
) -> None:
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("", "utf-8")
    result = run_cli("--golden", golden_subset, "--baseline", blocker / "qa_baseline.json")
    assert result.code == 2
    assert len(result.err.strip().splitlines()) == 1 and "cannot write the baseline" in result.err


@pytest.fixture
def unwritable_folder(tmp_path: Path) -> Iterator[Path]:
    """A folder no one can create a file in: read-only, or under /proc for root.

    Root ignores permission bits (CI runs as root), but the kernel refuses new files in
    /proc to everyone, so the case is exercised either way.
    """
    if os.geteuid() == 0:
        yield Path("/proc/self")
        return
    folder = tmp_path / "ro"
    folder.mkdir()
    folder.chmod(0o555)
    try:
        yield folder
    finally:
        folder.chmod(0o755)


@pytest.mark.timeout(20)  # the lock must fail at once, not retry for its 60 s timeout
def test_a_baseline_in_an_unwritable_folder_is_exit_2(
    unwritable_folder: Path, golden_subset: Path, run_cli
) -> None:
    baseline = unwritable_folder / "qa_baseline.json"
    result = run_cli("--golden", golden_subset, "--baseline", baseline)
    assert result.code == 2, result.out + result.err
    assert len(result.err.strip().splitlines()) == 1 and "cannot write the baseline" in result.err
    assert not baseline.exists()


@pytest.mark.timeout(20)  # the lock must fail at once, not retry for its 60 s timeout
def test_an_extraction_baseline_in_an_unwritable_folder_is_exit_2(
    unwritable_folder: Path, extraction_cli: ModuleType, capsys
) -> None:
    baseline = unwritable_folder / "extraction_baseline.json"
    assert _extraction(extraction_cli, "--baseline", baseline) == 2
    err = capsys.readouterr().err.strip()
    assert len(err.splitlines()) == 1 and "cannot write the baseline" in err
    assert not baseline.exists()


@pytest.mark.parametrize("target", ["--baseline", "--golden"])
def test_a_report_over_an_input_is_refused(
    tmp_path: Path, golden_subset: Path, baseline_from_reference: Path, run_cli, target: str
) -> None:
    golden = tmp_path / "golden.jsonl"
    shutil.copyfile(golden_subset, golden)
    victim = baseline_from_reference if target == "--baseline" else golden
    before = victim.read_bytes()
    result = run_cli("--golden", golden, "--baseline", baseline_from_reference, "--report", victim)
    assert result.code == 2
    assert len(result.err.strip().splitlines()) == 1 and target in result.err
    assert victim.read_bytes() == before


@pytest.mark.parametrize("target", ["--baseline", "--facts"])
def test_an_extraction_report_over_an_input_is_refused(
    tmp_path: Path, extraction_cli: ModuleType, capsys, target: str
) -> None:
    baseline = tmp_path / "b.json"
    shutil.copyfile(REPO / "data" / "golden" / "extraction_baseline.json", baseline)
    facts = tmp_path / "facts.json"
    facts.write_text("[]", "utf-8")
    victim = baseline if target == "--baseline" else facts
    before = victim.read_bytes()
    args = ["--baseline", baseline, "--report", victim]
    if target == "--facts":
        args += ["--facts", facts]
    assert _extraction(extraction_cli, *args) == 2
    assert target in capsys.readouterr().err
    assert victim.read_bytes() == before
