"""The extraction assets: per-set metadata, the blocking ratchet, first-run baselines."""

import json
import shutil
from pathlib import Path

import pytest
from dagster import DagsterInstance, materialize

from ragspine_eval_pipeline.definitions import defs
from ragspine_eval_pipeline.defs.extraction.assets import (
    extraction_baseline_check,
    extraction_facts,
    extraction_ground_truth,
    extraction_report,
)
from ragspine_eval_pipeline.defs.extraction.checks import extraction_not_regressed
from tests.dagster.helpers import check_evaluation, materialized
from tests.extraction.fake_failing_extractor import FAILING_DOCUMENT

ROOT = Path(__file__).resolve().parents[2]
GRAPH = [extraction_facts, extraction_ground_truth, extraction_report, extraction_baseline_check]
BROKEN = "tests.extraction.fake_broken_extractor:broken_extract"


@pytest.fixture
def baseline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the committed extraction baseline, used through its env var."""
    path = tmp_path / "extraction_baseline.json"
    shutil.copyfile(ROOT / "data" / "golden" / "extraction_baseline.json", path)
    monkeypatch.setenv("RAGSPINE_EXTRACTION_BASELINE", str(path))
    monkeypatch.delenv("RAGSPINE_EXTRACTOR", raising=False)
    return path


def run(instance: DagsterInstance):
    return materialize(
        [*GRAPH, extraction_not_regressed],
        instance=instance,
        resources=dict(defs.resources),
        raise_on_error=False,
    )


def test_reference_extractors_pass_and_report_plottable_numbers(
    baseline: Path, instance: DagsterInstance
) -> None:
    result = run(instance)
    assert result.success
    assert check_evaluation(result, "extraction_not_regressed").passed
    assert materialized(result) == {a.key.to_user_string() for a in GRAPH}
    [event] = [
        e
        for e in result.get_asset_materialization_events()
        if e.asset_key.to_user_string() == "extraction_report"
    ]
    metadata = event.materialization.metadata
    for fmt in ("xlsx", "pdf", "pptx"):
        for metric in ("value", "unit", "period", "coverage"):
            assert metadata[f"{fmt}.{metric}"].value == 1.0


def test_broken_extractor_fails_the_blocking_check(
    baseline: Path, instance: DagsterInstance, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("RAGSPINE_EXTRACTOR", BROKEN)
    before = baseline.read_bytes()
    result = run(instance)
    assert not result.success
    evaluation = check_evaluation(result, "extraction_not_regressed")
    assert not evaluation.passed
    assert "xlsx.coverage 1 ->" in evaluation.description
    assert "extraction_baseline_check" not in materialized(result)
    assert baseline.read_bytes() == before


def test_first_run_writes_a_baseline_per_set(
    tmp_path: Path, instance: DagsterInstance, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "fresh_baseline.json"
    monkeypatch.setenv("RAGSPINE_EXTRACTION_BASELINE", str(path))
    monkeypatch.delenv("RAGSPINE_EXTRACTOR", raising=False)
    assert run(instance).success
    assert set(json.loads(path.read_text(encoding="utf-8"))) == {"xlsx", "pdf", "pptx"}


FAILING = "tests.extraction.fake_failing_extractor:failing_extract"


def _step_failure(result, step: str) -> str:
    [event] = [e for e in result.get_step_failure_events() if e.step_key == step]
    return event.step_failure_data.error.message


def test_a_failed_document_fails_the_check_and_writes_no_first_baseline(
    tmp_path: Path, instance: DagsterInstance, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "fresh_baseline.json"
    monkeypatch.setenv("RAGSPINE_EXTRACTION_BASELINE", str(path))
    monkeypatch.setenv("RAGSPINE_EXTRACTOR", FAILING)
    result = run(instance)
    assert not result.success
    evaluation = check_evaluation(result, "extraction_not_regressed")
    assert not evaluation.passed and FAILING_DOCUMENT in evaluation.description
    [facts] = [
        e
        for e in result.get_asset_materialization_events()
        if e.asset_key.to_user_string() == "extraction_facts"
    ]
    assert FAILING_DOCUMENT in facts.materialization.metadata["failed_documents"].value
    assert not path.exists()


def test_baseline_asset_alone_refuses_a_run_with_a_failed_document(
    tmp_path: Path, instance: DagsterInstance, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Without the blocking check in the run, the core's refusal still holds."""
    path = tmp_path / "fresh_baseline.json"
    monkeypatch.setenv("RAGSPINE_EXTRACTION_BASELINE", str(path))
    monkeypatch.setenv("RAGSPINE_EXTRACTOR", FAILING)
    result = materialize(
        GRAPH, instance=instance, resources=dict(defs.resources), raise_on_error=False
    )
    assert not result.success
    message = _step_failure(result, "extraction_baseline_check")
    assert "refusing to write the baseline for 'pdf'" in message
    assert FAILING_DOCUMENT in message
    assert not path.exists()  # a failing run writes no set's baseline
