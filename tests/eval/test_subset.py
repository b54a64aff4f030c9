"""Selecting part of the golden set: ids, tags, a limit, and selections that must fail."""

from __future__ import annotations

from pathlib import Path

import pytest

from ragspine_eval_pipeline.eval.qa_eval import run_qa_eval
from ragspine_eval_pipeline.eval.subset import CaseSubset, SubsetError, parse_tag, select_cases
from tests.builders import make_case

GOLDEN = Path(__file__).resolve().parents[2] / "data" / "golden" / "qa_golden_set.jsonl"


def _cases():
    ja = make_case("c2").model_copy(update={"tags": {"topic": "FIN", "lang": "ja"}})
    zh = make_case("c3").model_copy(update={"tags": {"topic": "RISK", "lang": "zh"}})
    return [make_case("c1"), ja, zh]


def _ids(subset: CaseSubset) -> list[str]:
    return [case.id for case in select_cases(_cases(), subset)[0]]


@pytest.mark.parametrize(
    ("subset", "ids"),
    [
        (CaseSubset(case_ids=["c3", "c1"]), ["c1", "c3"]),  # golden order, not flag order
        (CaseSubset(tags=["lang=ja"]), ["c2"]),
        (CaseSubset(tags=["lang=ja", "lang=zh"]), ["c2", "c3"]),  # one key: alternatives
        (CaseSubset(tags=["lang=ja", "topic=RISK"]), []),  # two keys: both must hold
        (CaseSubset(tags=["topic=FIN"], limit=1), ["c1"]),
        (CaseSubset(case_ids=["c2", "c3"], tags=["topic=RISK"]), ["c3"]),  # filters combine
    ],
)
def test_filters_select_in_golden_order(subset: CaseSubset, ids: list[str]) -> None:
    if not ids:
        with pytest.raises(SubsetError, match="no golden case matches"):
            _ids(subset)
        return
    assert _ids(subset) == ids


def test_an_unknown_case_id_is_an_error_naming_it() -> None:
    with pytest.raises(SubsetError, match=r"unknown case id\(s\) nope"):
        _ids(CaseSubset(case_ids=["c1", "nope"]))


def test_the_recorded_subset_knows_the_golden_set_size() -> None:
    _, recorded = select_cases(_cases(), CaseSubset(limit=2))
    assert recorded.golden_cases == 3 and recorded.describe() == "--limit 2"


@pytest.mark.parametrize("text", ["lang", "=ja", ""])
def test_a_tag_filter_needs_key_and_value(text: str) -> None:
    with pytest.raises(ValueError, match="KEY=VALUE"):
        parse_tag(text)


def test_run_qa_eval_scores_only_the_subset_and_records_it() -> None:
    report = run_qa_eval(GOLDEN, "tool", subset=CaseSubset(case_ids=["num-001", "ref-001"]))
    assert report.n_cases == 2
    assert [case.case_id for case in report.cases] == ["num-001", "ref-001"]
    assert report.subset is not None and report.subset.case_ids == ["num-001", "ref-001"]
    assert report.subset.golden_cases > 2


def test_an_empty_subset_is_the_whole_set() -> None:
    report = run_qa_eval(GOLDEN, "tool", subset=CaseSubset())
    assert report.subset is None and report.n_cases > 100
