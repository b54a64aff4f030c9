"""A baseline is recorded only from a run that measured what it records."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ragspine_eval_pipeline.eval.extraction_eval import (
    EvalReport,
    RatchetRefused,
    baseline_refusals,
    record_extraction_baseline,
    run_eval,
)
from ragspine_eval_pipeline.extraction.errors import ExtractionError
from ragspine_eval_pipeline.extraction.runner import (
    extract_documents,
    fixture_documents,
    run_fixture_set,
)
from tests.extraction.fake_failing_extractor import FAILING_DOCUMENT, failing_extract
from tests.extraction.helpers import FIXTURES

TRUTH = [
    {"sheet": "S", "cell_ref": "A1", "value": 1.0, "unit": "USD_M", "period": "FY2025"},
    {"sheet": "S", "cell_ref": "A2", "value": 2.0, "unit": "USD_M", "period": "FY2025"},
]


def _report(facts: list[dict[str, object]], **failed: str) -> EvalReport:
    return run_eval(facts, TRUTH, failed_documents=failed)


PERFECT = [dict(r) for r in TRUTH]


def _report_on_a_bare_cell() -> EvalReport:
    """Only a cell whose truth gives no unit or period is matched; the other is missed."""
    truth = [{"sheet": "S", "cell_ref": "A1", "value": 1.0}, TRUTH[1]]
    return run_eval([{"sheet": "S", "cell_ref": "A1", "value": 1.0}], truth)


@pytest.mark.parametrize(
    ("report", "reason"),
    [
        (_report(PERFECT, **{"a.pdf": "truncated"}), "'a.pdf' could not be extracted"),  # lost doc
        (_report([{"sheet": "X", "cell_ref": "Z9", "value": 1.0}]), "coverage 0.0"),  # no match
        (_report_on_a_bare_cell(), "no matched cell gives it"),  # unit scored nowhere
    ],
)
def test_a_run_that_cannot_set_a_baseline_is_refused_and_writes_nothing(
    tmp_path: Path, report: EvalReport, reason: str
) -> None:
    path = tmp_path / "baseline.json"
    with pytest.raises(RatchetRefused, match="refusing to write the baseline") as caught:
        record_extraction_baseline(path, "xlsx", report)
    assert any(reason in line for line in caught.value.lowered)
    assert not path.exists()


def test_a_channel_scored_nowhere_is_refused_not_left_out() -> None:
    """Leaving it out of the entry would mean it is never gated again."""
    report = _report_on_a_bare_cell()
    assert "unit" not in report.metrics() and report.coverage == 0.5
    assert [r for r in baseline_refusals(report) if "'unit'" in r]
    assert [r for r in baseline_refusals(report) if "'period'" in r]


def test_a_channel_the_truth_never_gives_is_not_a_refusal() -> None:
    truth = [{"sheet": "S", "cell_ref": "A1", "value": 1.0}]
    report = run_eval([{"sheet": "S", "cell_ref": "A1", "value": 1.0}], truth)
    assert baseline_refusals(report) == []


def test_a_measured_run_is_recorded(tmp_path: Path) -> None:
    path = tmp_path / "baseline.json"
    record_extraction_baseline(path, "xlsx", _report(PERFECT))
    assert json.loads(path.read_text("utf-8")) == {
        "xlsx": {"value": 1.0, "unit": 1.0, "period": 1.0, "coverage": 1.0}
    }


def test_a_lower_run_is_still_refused(tmp_path: Path) -> None:
    path = tmp_path / "baseline.json"
    record_extraction_baseline(path, "xlsx", _report(PERFECT))
    before = path.read_bytes()
    with pytest.raises(RatchetRefused, match="coverage"):
        record_extraction_baseline(path, "xlsx", _report(PERFECT[:1]))
    assert path.read_bytes() == before


def test_extract_documents_isolates_each_failure() -> None:
    documents = fixture_documents(FIXTURES, "pdf")
    facts, failed = extract_documents(documents, failing_extract)
    assert list(failed) == [FAILING_DOCUMENT]
    assert failed[FAILING_DOCUMENT] == "KeyError: 'page tree'"
    assert facts and all(f["doc"] != FAILING_DOCUMENT for f in facts)


@pytest.mark.parametrize(
    ("extractor", "reason"),
    [
        (lambda p: (_ for _ in ()).throw(ExtractionError(p, "truncated")), "truncated"),  # ours
        (lambda p: None, "returned NoneType"),  # a plugin that forgot to return
    ],
)
def test_extract_documents_records_the_reason(extractor, reason: str) -> None:
    [document] = fixture_documents(FIXTURES, "pptx")
    facts, failed = extract_documents([document], extractor)
    assert facts == [] and reason in failed[document.name]


def test_run_fixture_set_carries_failed_documents_into_the_report() -> None:
    report = run_fixture_set(FIXTURES, "pdf", extractor=failing_extract)
    assert set(report.failed_documents) == {FAILING_DOCUMENT}
    assert report.coverage < 1.0
    assert EvalReport.model_validate(report.model_dump(mode="json")) == report
