"""One ratchet for both harnesses: QA and extraction differ only in their metric names."""

from __future__ import annotations

import json
import math
from pathlib import Path

import pytest

from ragspine_eval_pipeline.eval import baseline as qa
from ragspine_eval_pipeline.eval import extraction_eval as extraction
from ragspine_eval_pipeline.eval.ratchet import (
    BaselineComparison,
    Regression,
    compare_numbers,
    lowered_numbers,
)
from ragspine_eval_pipeline.eval.store import RatchetRefused
from tests.eval.test_baseline import report


def test_both_harnesses_return_the_one_comparison_type() -> None:
    qa_result = qa.compare_to_baseline(report(), qa.make_baseline_entry(report()))
    extraction_result = extraction.compare_to_baseline({"value": 1.0}, {"value": 1.0})
    assert type(qa_result) is type(extraction_result) is BaselineComparison
    assert qa.BaselineComparison is extraction.BaselineComparison is BaselineComparison
    assert qa.Regression is extraction.Regression is Regression


@pytest.mark.parametrize(
    ("qa_rates", "extraction_numbers", "expected"),
    [
        # one number fell: the same regression, named by each harness's metric
        ({"value_match": 8}, {"value": 0.8}, ("regressions", 0.9, 0.8)),
        # one number rose: the same improvement
        ({"value_match": 10}, {"value": 1.0}, ("improvements", 0.9, 1.0)),
        # exactly equal: neither
        ({"value_match": 9}, {"value": 0.9}, None),
    ],
)
def test_qa_and_extraction_compare_the_same_numbers_the_same_way(
    qa_rates: dict[str, int],
    extraction_numbers: dict[str, float],
    expected: tuple[str, float, float] | None,
) -> None:
    qa_result = qa.compare_to_baseline(
        report(**qa_rates), {"metrics": {"value_match": 0.9}, "fabrication_count": 0}
    )
    ext_result = extraction.compare_to_baseline(extraction_numbers, {"value": 0.9})
    for result, name in ((qa_result, "value_match"), (ext_result, "value")):
        moved = [*result.regressions, *result.improvements]
        if expected is None:
            assert result.passed and moved == []
            continue
        kind, floor, current = expected
        [change] = getattr(result, kind)
        assert (change.metric, change.baseline, change.current) == (name, floor, current)
        assert change.delta == pytest.approx(current - floor)
        assert result.passed is (kind == "improvements")


def test_a_qa_metric_the_run_no_longer_reports_is_not_measured_not_zero() -> None:
    run = report()
    del run.metrics["faithfulness"]
    comparison = qa.compare_to_baseline(run, qa.make_baseline_entry(report()))
    assert not comparison.passed
    [missing] = comparison.regressions
    assert (missing.metric, missing.baseline, missing.current, missing.delta) == (
        "faithfulness",
        1.0,
        None,
        None,
    )
    assert "faithfulness" in comparison.checked
    assert missing.describe() == "faithfulness 1 -> not measured"


def test_an_extraction_metric_not_measured_fails_the_same_way() -> None:
    comparison = extraction.compare_to_baseline({"value": 1.0}, {"value": 1.0, "period": 0.5})
    [missing] = comparison.regressions
    assert (missing.metric, missing.current, missing.delta) == ("period", None, None)
    assert missing.describe() == "period 0.5 -> not measured"


def test_nan_is_not_measured() -> None:
    comparison = compare_numbers({"coverage": math.nan}, {"coverage": 0.0})
    assert not comparison.passed and comparison.regressions[0].current is None


def test_lower_is_better_reverses_the_direction() -> None:
    floors = {"fabrication_count": 1}
    risen = compare_numbers({"fabrication_count": 2}, floors, lower_is_better={"fabrication_count"})
    fallen = compare_numbers(
        {"fabrication_count": 0}, floors, lower_is_better={"fabrication_count"}
    )
    assert [r.metric for r in risen.regressions] == ["fabrication_count"]
    assert fallen.passed and [r.metric for r in fallen.improvements] == ["fabrication_count"]


def test_lowered_numbers_names_each_drop_and_each_missing_number() -> None:
    old = {"value": 1.0, "unit": 0.9, "coverage": 0.8}
    new = {"value": 0.5, "unit": 0.95}
    assert lowered_numbers(old, new) == [
        "value 1.0 -> 0.5",
        "coverage would be dropped (baseline 0.8)",
    ]
    assert lowered_numbers(
        {"fabrication_count": 0}, {"fabrication_count": 1}, lower_is_better={"fabrication_count"}
    ) == ["fabrication_count 0 -> 1"]


def test_both_baseline_files_refuse_a_lowering_update_with_the_same_words(
    tmp_path: Path,
) -> None:
    qa_path, ext_path = tmp_path / "qa.json", tmp_path / "extraction.json"
    qa.update_qa_baseline(qa_path, report(value_match=9))
    extraction.update_extraction_baseline(ext_path, "xlsx", {"value": 0.9})
    with pytest.raises(RatchetRefused) as qa_refusal:
        qa.update_qa_baseline(qa_path, report(value_match=8))
    with pytest.raises(RatchetRefused) as ext_refusal:
        extraction.update_extraction_baseline(ext_path, "xlsx", {"value": 0.8})
    assert qa_refusal.value.lowered == ["value_match 0.9 -> 0.8"]
    assert ext_refusal.value.lowered == ["value 0.9 -> 0.8"]
    assert json.loads(ext_path.read_text("utf-8")) == {"xlsx": {"value": 0.9}}  # untouched


def test_junit_fails_a_gated_metric_the_run_did_not_measure() -> None:
    from ragspine_eval_pipeline.eval.junit import render_junit

    run = report()
    del run.metrics["answer_accuracy"]
    verdict = qa.check_against_baseline(run, qa.make_baseline_entry(report()))
    xml = render_junit(run, verdict)
    assert 'message="answer_accuracy regressed: not measured (baseline 1)" type="regression"' in xml


def test_the_cli_prints_a_gated_metric_the_run_did_not_measure(
    capsys: pytest.CaptureFixture[str],
) -> None:
    from ragspine_eval_pipeline.cli.qa_print import print_summary

    run = report()
    del run.metrics["faithfulness"]
    print_summary(run, qa.check_against_baseline(run, qa.make_baseline_entry(report())))
    lines = capsys.readouterr().out.splitlines()
    assert "  faithfulness     not measured (baseline 1)  REGRESSED" in lines


def test_the_markdown_summary_lists_a_gated_metric_the_run_did_not_measure() -> None:
    from ragspine_eval_pipeline.eval.summary_md import render_summary

    run = report()
    del run.metrics["faithfulness"]
    verdict = qa.check_against_baseline(run, qa.make_baseline_entry(report()))
    lines = render_summary(run, verdict).splitlines()
    assert "| faithfulness | 100.00% | not measured | — ❌ | — |" in lines
    assert lines[0] == "## QA eval [tool]: FAIL"


def test_the_html_page_lists_a_gated_metric_the_run_did_not_measure() -> None:
    from ragspine_eval_pipeline.eval.html_report import render_html

    run = report()
    del run.metrics["answer_accuracy"]
    verdict = qa.check_against_baseline(run, qa.make_baseline_entry(report()))
    page = render_html(run, verdict)
    assert (
        '<tr class="bad"><td>answer_accuracy</td><td class="num">100.00%</td>'
        '<td class="num">not measured</td>'
    ) in page
