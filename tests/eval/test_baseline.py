"""The baseline gate and its upward-only ratchet."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ragspine_eval_pipeline.eval.baseline import (
    baseline_record,
    compare_to_baseline,
    golden_integrity_problems,
    make_baseline_entry,
    read_qa_baseline,
    update_qa_baseline,
)
from ragspine_eval_pipeline.eval.golden import digests_fingerprint
from ragspine_eval_pipeline.eval.report import GateMetric, QAEvalReport
from ragspine_eval_pipeline.eval.store import BaselineFileError, RatchetRefused


def _metric(name: str, passed: int, total: int = 10) -> GateMetric:
    return GateMetric(name=name, total=total, passed=passed, pass_rate=passed / total)


def report(
    mode: str = "tool", fabricated: int = 0, digests: dict | None = None, **rates: int
) -> QAEvalReport:
    """A report whose metrics pass ``rates[name]`` of 10 (10 when unnamed), over ``digests``
    (ten cases when None)."""
    names = (
        "clarification",
        "refusal",
        "value_match",
        "source_match",
        "faithfulness",
        "answer_accuracy",
    )
    case_digests = digests if digests is not None else {f"c{i}": str(i) for i in range(10)}
    return QAEvalReport(
        mode=mode,
        n_cases=len(case_digests),
        metrics={n: _metric(n, rates.get(n, 10)) for n in names},
        fabrication=_metric("fabrication", 10 - fabricated),
        case_digests=case_digests,
        golden_fingerprint=digests_fingerprint(case_digests),
    )


def test_entry_lists_all_six_metrics_and_fabrication() -> None:
    entry = make_baseline_entry(report(value_match=9, fabricated=1))
    assert set(entry) == {"metrics", "fabrication_count", "n_cases"}
    assert entry["metrics"]["value_match"] == 0.9
    assert set(entry["metrics"]) == {
        "clarification",
        "refusal",
        "value_match",
        "source_match",
        "faithfulness",
        "answer_accuracy",
    }
    assert entry["fabrication_count"] == 1
    assert entry["n_cases"] == 10


def test_exactly_equal_passes() -> None:
    entry = make_baseline_entry(report(value_match=9))
    assert compare_to_baseline(report(value_match=9), entry).passed


def test_lower_metric_fails_with_delta() -> None:
    comparison = compare_to_baseline(
        report(value_match=8), make_baseline_entry(report(value_match=9))
    )
    assert not comparison.passed
    [regression] = comparison.regressions
    assert regression.metric == "value_match"
    assert (regression.baseline, regression.current) == (0.9, 0.8)
    assert regression.delta == pytest.approx(-0.1)


def test_unlisted_metric_is_not_checked() -> None:
    baseline = {"metrics": {"refusal": 1.0}, "fabrication_count": 0}
    comparison = compare_to_baseline(report(value_match=0), baseline)
    assert comparison.passed and comparison.checked == ["refusal", "fabrication_count"]


def test_fabrication_rise_fails() -> None:
    comparison = compare_to_baseline(report(fabricated=1), make_baseline_entry(report()))
    assert not comparison.passed
    assert comparison.regressions[0].metric == "fabrication_count"


def test_whole_file_keyed_by_mode_is_accepted() -> None:
    baseline = {"agent": make_baseline_entry(report("agent", refusal=10))}
    assert not compare_to_baseline(report("agent", refusal=9), baseline).passed


def test_improvement_is_reported_not_failed() -> None:
    comparison = compare_to_baseline(report(), make_baseline_entry(report(source_match=7)))
    assert comparison.passed and comparison.improvements[0].metric == "source_match"


def test_first_update_writes_then_equal_update_passes(tmp_path: Path) -> None:
    path = tmp_path / "qa_baseline.json"
    update_qa_baseline(path, report(value_match=9))
    update_qa_baseline(path, report(value_match=9))
    update_qa_baseline(path, report(value_match=10))
    assert read_qa_baseline(path)["tool"]["metrics"]["value_match"] == 1.0


@pytest.mark.parametrize(
    "lower",
    [
        {"value_match": 8},  # a metric drops
        {"fabricated": 2},  # fabrication rises
        {"digests": {"a": "1"}},  # a baselined case disappears from the golden set
        {"digests": {"a": "1", "b": "changed"}},  # a baselined case is edited in place
    ],
)
def test_update_refuses_to_lower_and_keeps_the_file(tmp_path: Path, lower: dict) -> None:
    path = tmp_path / "qa_baseline.json"
    update_qa_baseline(path, report(value_match=9, fabricated=1))
    before = path.read_bytes()
    with pytest.raises(RatchetRefused):
        update_qa_baseline(path, report(**{"value_match": 9, "fabricated": 1, **lower}))
    assert path.read_bytes() == before


def test_modes_are_kept_apart(tmp_path: Path) -> None:
    path = tmp_path / "qa_baseline.json"
    update_qa_baseline(path, report("tool", refusal=10))
    update_qa_baseline(path, report("agent", refusal=5))
    data = json.loads(path.read_text())
    assert set(data) == {"tool", "agent"}
    assert data["agent"]["metrics"]["refusal"] == 0.5


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("", "empty"),  # truncated to nothing
        ('{"tool": {"metrics": ', "invalid JSON"),  # truncated mid-write
        ("[1, 2]", "expected a JSON object"),  # wrong shape
        ('{"tool": {"metrics": {"refusal": 1.5}}}', "must be a number in [0, 1]"),
        ('{"tool": {"metrics": {}, "fabrication_count": -1}}', "non-negative"),
        ('{"nightly": {"metrics": {}}}', "unknown mode"),  # top-level keys are modes only
    ],
)
def test_unusable_baseline_is_an_error_and_never_replaced(
    tmp_path: Path, content: str, problem: str
) -> None:
    path = tmp_path / "qa_baseline.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(BaselineFileError) as info:
        update_qa_baseline(path, report())
    assert problem in str(info.value)
    assert str(path) in str(info.value)
    assert path.read_text(encoding="utf-8") == content


def test_integrity_flags_dropped_and_changed_cases() -> None:
    entry = baseline_record(report(digests={"a": "1", "b": "2", "c": "3"}))
    problems = golden_integrity_problems(report(digests={"a": "1", "b": "9", "d": "4"}), entry)
    assert len(problems) == 2
    assert "missing from the golden set: c" in problems[0]
    assert "changed" in problems[1] and "b" in problems[1]


def test_stored_record_adds_integrity_that_comparison_ignores() -> None:
    record = baseline_record(report(digests={"a": "1"}))
    assert record["case_digests"] == {"a": "1"}
    assert compare_to_baseline(report(digests={}), record).passed


def test_integrity_allows_added_cases() -> None:
    entry = baseline_record(report(digests={"a": "1"}))
    assert golden_integrity_problems(report(digests={"a": "1", "z": "5"}), entry) == []


def test_report_round_trips_through_json() -> None:
    original = report(value_match=7, fabricated=2)
    again = QAEvalReport.model_validate(json.loads(original.model_dump_json()))
    assert again == original
    assert again.fabrication_count == 2
