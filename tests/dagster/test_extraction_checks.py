"""extraction_not_regressed, called on reports the eval core scored (no run needed)."""

import json
from pathlib import Path

import pytest
from dagster import AssetCheckSeverity, build_asset_check_context

from ragspine_eval_pipeline.defs.extraction.checks import extraction_not_regressed
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from ragspine_eval_pipeline.eval.extraction_eval import EvalReport, run_eval

TRUTH = [
    {"doc": "a.pdf", "sheet": "page=1", "cell_ref": "table=1,row=2,col=2", "value": 1498.0,
     "unit": "USD_M", "period": "FY2023"},
    {"doc": "a.pdf", "sheet": "page=1", "cell_ref": "table=1,row=2,col=3", "value": 1615.0,
     "unit": "USD_M", "period": "FY2024"},
]  # fmt: skip
PERFECT = {"value": 1.0, "unit": 1.0, "period": 1.0, "coverage": 1.0}


@pytest.fixture
def baseline(tmp_path: Path) -> Path:
    """pdf baselined at 1.0 on every number; no other set baselined."""
    path = tmp_path / "extraction_baseline.json"
    path.write_text(json.dumps({"pdf": PERFECT}), encoding="utf-8")
    return path


def _check(baseline: Path, reports: dict[str, EvalReport]):
    paths = EvalPathsResource(extraction_baseline=str(baseline))
    return extraction_not_regressed(
        build_asset_check_context(), extraction_report=reports, paths=paths
    )


def test_a_set_at_its_baseline_passes(baseline):
    result = _check(baseline, {"pdf": run_eval(TRUTH, TRUTH)})
    assert result.passed and result.description == "no regression"


def test_a_channel_below_its_baseline_fails_naming_set_and_channel(baseline):
    wrong = [dict(TRUTH[0], value=1.0), TRUTH[1]]  # one value of two is wrong
    result = _check(baseline, {"pdf": run_eval(wrong, TRUTH)})
    assert not result.passed and result.severity == AssetCheckSeverity.ERROR
    assert result.description == "regressed: pdf.value 1 -> 0.5"
    assert result.metadata["regressed"].value == 1


def test_a_lost_document_fails_even_when_the_numbers_hold(baseline):
    report = run_eval(TRUTH, TRUTH, failed_documents={"b.pdf": "truncated file"})
    result = _check(baseline, {"pdf": report})
    assert not result.passed
    assert "pdf: b.pdf not extracted" in result.description
    assert result.metadata["failed_documents"].value == 1


def test_a_set_without_a_baseline_passes_and_is_named(baseline):
    result = _check(baseline, {"pdf": run_eval(TRUTH, TRUTH), "pptx": run_eval([], TRUTH)})
    assert result.passed  # extraction_baseline_check writes (or refuses) its first one
    assert result.metadata["unbaselined_sets"].value == "pptx"
