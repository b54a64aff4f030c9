"""run_eval joins facts to ground truth by cell and scores each channel on its own."""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.eval.extraction_eval import (
    EXTRACTION_CHANNELS,
    EvalReport,
    ExtractionInputError,
    compare_to_baseline,
    run_eval,
)


def _gt(
    sheet: str,
    ref: str,
    value: object,
    unit: str = "USD_M",
    period: str = "FY2025",
    doc: str | None = None,
) -> dict[str, object]:
    record = {"sheet": sheet, "cell_ref": ref, "value": value, "unit": unit, "period": period}
    return {**record, "doc": doc} if doc else record


TRUTH = [
    _gt("HK", "C4", 1702.0),
    _gt("HK", "C5", -987.0),
    _gt("HK", "C6", 42.0, unit="%"),
]


def test_channels_are_the_spec_names() -> None:
    assert EXTRACTION_CHANNELS == ("value", "unit", "period")


def test_perfect_facts_score_one_everywhere() -> None:
    report = run_eval([dict(r) for r in TRUTH], TRUTH)
    assert report.metrics() == {"value": 1.0, "unit": 1.0, "period": 1.0, "coverage": 1.0}
    assert report.n_facts == 3


@pytest.mark.parametrize(
    ("printed", "truth"),
    [
        ("1,702", 1702.0),  # thousands separator
        ("(1,702)", -1702.0),  # accounting negative
        ("１，７０２", 1702.0),  # full-width
        ("42.0%", 42.0),  # percent sign
        ("\u2212987", -987),  # unicode minus against an int
    ],
)
def test_values_compare_as_numbers(printed: str, truth: float) -> None:
    report = run_eval([_gt("S", "A1", printed)], [_gt("S", "A1", truth)])
    assert report.channels["value"].accuracy == 1.0


def test_non_numbers_compare_as_normalized_strings() -> None:
    report = run_eval([_gt("S", "A1", " N/A ")], [_gt("S", "A1", "n/a")])
    assert report.channels["value"].accuracy == 1.0


def test_unit_and_period_spellings_compare_canonically() -> None:
    fact = _gt("S", "A1", 1, unit="USD million", period="FY25")
    report = run_eval([fact], [_gt("S", "A1", 1)])
    assert report.metrics()["unit"] == 1.0
    assert report.metrics()["period"] == 1.0


def test_join_ignores_case_spaces_and_absolute_markers() -> None:
    truth = [_gt("page=2", "table=1,row=2,col=3", 5)]
    fact = _gt("Page = 2", "table=1, row=2, col=3", 5)
    assert run_eval([fact], truth).n_matched == 1
    assert run_eval([_gt("hk", "$C$4", 1702)], [_gt("HK", "C4", 1702)]).n_matched == 1


def test_doc_qualified_ground_truth_joins_on_the_document() -> None:
    truth = [
        _gt("page=1", "table=1,row=2,col=2", 10, doc="a.pdf"),
        _gt("page=1", "table=1,row=2,col=2", 20, doc="b.pdf"),
    ]
    facts = [
        _gt("page=1", "table=1,row=2,col=2", 20, doc="data/fixtures/pdf/b.pdf"),
        _gt("page=1", "table=1,row=2,col=2", 10, doc="a.pdf"),
    ]
    report = run_eval(facts, truth)
    assert report.channels["value"].accuracy == 1.0
    assert report.coverage == 1.0


def test_fact_without_doc_does_not_match_doc_qualified_truth() -> None:
    truth = [_gt("page=1", "table=1,row=2,col=2", 10, doc="a.pdf")]
    report = run_eval([_gt("page=1", "table=1,row=2,col=2", 10)], truth)
    assert report.coverage == 0.0
    assert report.n_unmatched_facts == 1


def test_truth_without_doc_matches_a_fact_from_any_doc() -> None:
    report = run_eval([_gt("HK", "C4", 1702, doc="x.xlsx")], [_gt("HK", "C4", 1702)])
    assert report.coverage == 1.0


def test_fact_on_a_cell_the_truth_lacks_is_ignored() -> None:
    facts = [dict(r) for r in TRUTH] + [_gt("HK", "Z99", 123456)]
    report = run_eval(facts, TRUTH)
    assert report.metrics()["value"] == 1.0
    assert report.n_unmatched_facts == 1
    assert report.n_facts == 4


def test_missed_truth_cell_lowers_coverage_only() -> None:
    report = run_eval([dict(r) for r in TRUTH[:2]], TRUTH)
    assert report.coverage == pytest.approx(2 / 3)
    assert report.missed == ["HK!C6"]
    assert report.channels["value"].accuracy == 1.0


def test_wrong_unit_lowers_only_the_unit_channel() -> None:
    facts = [dict(r) for r in TRUTH]
    facts[2]["unit"] = "USD_M"
    report = run_eval(facts, TRUTH)
    assert report.metrics() == {
        "value": 1.0,
        "unit": pytest.approx(2 / 3),
        "period": 1.0,
        "coverage": 1.0,
    }
    [mismatch] = report.channels["unit"].mismatches
    assert (mismatch.key, mismatch.expected, mismatch.got) == ("HK!C6", "%", "USD_M")


def test_a_channel_is_scored_only_where_truth_gives_it() -> None:
    truth = [{"sheet": "S", "cell_ref": "A1", "value": 1.0}]
    report = run_eval([{"sheet": "S", "cell_ref": "A1", "value": 1, "unit": "bogus"}], truth)
    assert report.channels["unit"].total == 0
    assert "unit" not in report.metrics()  # not measured, so not claimed


def test_missing_channel_in_a_fact_is_a_mismatch() -> None:
    report = run_eval([{"sheet": "HK", "cell_ref": "C4", "value": 1702}], TRUTH[:1])
    assert report.channels["unit"].accuracy == 0.0
    assert report.channels["unit"].mismatches[0].got is None


def test_first_fact_on_a_cell_is_scored_and_later_ones_counted() -> None:
    report = run_eval([_gt("HK", "C4", 1), _gt("HK", "C4", 1702)], TRUTH[:1])
    assert report.channels["value"].accuracy == 0.0
    assert report.n_duplicate_facts == 1


def test_dict_shaped_truth_matches_the_list_shape() -> None:
    as_dict = {
        "HK!C4": {"value": 1702.0, "unit": "USD_M", "period": "FY2025"},
        "HK!C5": {"value": -987.0, "unit": "USD_M", "period": "FY2025"},
        "HK!C6": {"value": 42.0, "unit": "%", "period": "FY2025"},
    }
    facts = [dict(r) for r in TRUTH]
    assert run_eval(facts, as_dict).metrics() == run_eval(facts, TRUTH).metrics()


def test_dict_truth_with_bare_values_and_doc_qualified_keys() -> None:
    truth = {"a.pdf:page=1!table=1,row=2,col=2": 10, "Sheet 1!B2": "1,000"}
    facts = [
        {"doc": "a.pdf", "sheet": "page=1", "cell_ref": "table=1,row=2,col=2", "value": 10},
        {"sheet": "Sheet 1", "cell_ref": "B2", "value": 1000.0},
    ]
    report = run_eval(facts, truth)
    assert report.metrics() == {"value": 1.0, "coverage": 1.0}


def test_empty_truth_reports_zero_coverage_with_a_warning() -> None:
    with pytest.warns(UserWarning, match="empty"):
        report = run_eval([_gt("HK", "C4", 1)], [])
    assert report.coverage == 0.0


def test_report_round_trips_through_json() -> None:
    facts = [dict(r) for r in TRUTH]
    facts[0]["value"] = "oops"
    report = run_eval(facts, TRUTH)
    again = EvalReport.model_validate_json(report.model_dump_json())
    assert again == report
    assert again.coverage == report.coverage


@pytest.mark.parametrize(
    ("facts", "truth", "where"),
    [
        ([{"cell_ref": "A1"}], TRUTH, "facts[0]: field 'sheet': missing"),  # no sheet
        ([{"sheet": "S", "cell_ref": 7}], TRUTH, "facts[0]: field 'cell_ref'"),  # not a str
        ([dict(TRUTH[0]), "C4"], TRUTH, "facts[1]: expected an object"),  # not a dict
        ([{"sheet": "S", "cell_ref": "A1", "value": [1]}], TRUTH, "field 'value'"),  # a list
        ({"sheet": "S"}, TRUTH, "facts: expected a list"),  # not a list at all
        ([], [TRUTH[0], TRUTH[0]], "ground_truth[1]: duplicate cell"),  # same cell twice
        ([], {"C4": 1}, "key must be 'sheet!cell_ref'"),  # key without a sheet
        ([], [{"sheet": "S"}], "ground_truth[0]: field 'cell_ref': missing"),  # no ref
        ([], "truth.json", "ground_truth: expected a list"),  # wrong type
    ],
)
def test_wrong_shapes_raise_a_project_error_naming_the_place(
    facts: object, truth: object, where: str
) -> None:
    with pytest.raises(ExtractionInputError, match=where.replace("[", r"\[").replace("(", r"\(")):
        run_eval(facts, truth)  # type: ignore[arg-type]


def test_all_problems_are_reported_at_once() -> None:
    with pytest.raises(ExtractionInputError) as caught:
        run_eval([{"sheet": "S"}, {"cell_ref": "A1"}], TRUTH)
    assert caught.value.errors == [
        "facts[0]: field 'cell_ref': missing",
        "facts[1]: field 'sheet': missing",
    ]


# --- the baseline gate ---------------------------------------------------------


def test_equal_metrics_pass() -> None:
    result = compare_to_baseline({"value": 0.9, "coverage": 1.0}, {"value": 0.9, "coverage": 1.0})
    assert result.passed and result.regressions == []
    assert result.checked == ["value", "coverage"]


def test_a_channel_below_its_baseline_fails_with_the_delta() -> None:
    result = compare_to_baseline({"value": 1.0, "unit": 0.75}, {"value": 1.0, "unit": 1.0})
    assert not result.passed
    [reg] = result.regressions
    assert (reg.metric, reg.baseline, reg.current, reg.delta) == ("unit", 1.0, 0.75, -0.25)


def test_only_listed_channels_are_checked() -> None:
    assert compare_to_baseline({"value": 1.0, "unit": 0.0}, {"value": 1.0}).passed


def test_a_listed_channel_this_run_did_not_measure_fails() -> None:
    result = compare_to_baseline({"coverage": 0.0}, {"value": 1.0})
    assert not result.passed
    assert result.regressions[0].current is None


def test_a_non_numeric_baseline_is_an_input_error() -> None:
    with pytest.raises(ExtractionInputError, match="baseline"):
        compare_to_baseline({"value": 1.0}, {"value": "high"})  # type: ignore[dict-item]
