"""evaluate(): per-case verdicts aggregated into separate metrics, nothing merged or faked."""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.eval.report import QAEvalReport
from ragspine_eval_pipeline.eval.scoring import evaluate
from tests.builders import correct_outcome, make_case

DOC = "Hong Kong stores grew revenue by 7 percent. The group opened 12 new stores in Macau."


def gold(_case) -> list[str]:
    return [DOC]


def narrative_outcome(case, answer: str, contexts: list[str]):
    return correct_outcome(case).model_copy(update={"answer": answer, "contexts": contexts})


def test_metrics_are_kept_apart_with_their_own_totals() -> None:
    cases = [make_case("n", "numeric"), make_case("r", "refusal"), make_case("q", "clarification")]
    report = evaluate(cases, [correct_outcome(c) for c in cases], "tool", gold_context=gold)
    totals = {name: m.total for name, m in report.metrics.items()}
    assert totals == {
        "clarification": 3,
        "refusal": 3,
        "value_match": 1,
        "source_match": 1,
        "faithfulness": 0,
        "answer_accuracy": 0,
    }
    # Nothing applicable means nothing failed: the rate is 1.0 by definition.
    assert report.metrics["faithfulness"].pass_rate == 1.0
    assert report.fabrication.total == 1 and report.fabrication_count == 0


def test_a_case_without_outcome_fails_as_an_engine_error() -> None:
    cases = [make_case("a"), make_case("b")]
    report = evaluate(cases, [correct_outcome(cases[0])], "agent", gold_context=gold)
    assert report.metrics["value_match"].passed == 1
    assert report.metrics["value_match"].failures[0][0] == "b"
    assert "no outcome recorded" in report.metrics["value_match"].failures[0][1]


def test_by_tag_breakdown_counts_per_tag_value() -> None:
    cases = [make_case("a"), make_case("b")]
    wrong = correct_outcome(cases[1]).model_copy(update={"value": 1.0})
    report = evaluate(cases, [correct_outcome(cases[0]), wrong], "tool", gold_context=gold)
    assert report.metrics["value_match"].by_tag["lang=en"] == (2, 1, 0.5)


def test_per_case_results_record_applicable_metrics_only() -> None:
    cases = [make_case("n"), make_case("r", "refusal")]
    report = evaluate(cases, [correct_outcome(c) for c in cases], "tool", gold_context=gold)
    by_id = {score.case_id: score.results for score in report.cases}
    assert set(by_id["n"]) == {"clarification", "refusal", "value_match", "source_match"}
    assert set(by_id["r"]) == {"clarification", "refusal", "fabrication"}
    assert report.case_digests == {c.id: c.digest() for c in cases}


@pytest.mark.parametrize(
    ("answer", "contexts", "faithful", "accurate"),
    [
        # Copied from what the tools returned, which is also the expected document.
        ("Hong Kong stores grew revenue by 7 percent.", [DOC], True, True),
        # Faithful to a wrong document: supported by the contexts, not by the gold document.
        (
            "Tokyo flagship closed for renovation.",
            ["Tokyo flagship closed for renovation."],
            True,
            False,
        ),
        # A changed number is supported by neither.
        ("Hong Kong stores grew revenue by 9 percent.", [DOC], False, False),
        # No answer fails both.
        ("", [DOC], False, False),
    ],
)
def test_groundedness_gates(
    answer: str, contexts: list[str], faithful: bool, accurate: bool
) -> None:
    case = make_case("n", "narrative")
    report = evaluate(
        [case], [narrative_outcome(case, answer, contexts)], "tool", gold_context=gold
    )
    assert report.metrics["faithfulness"].passed == faithful
    assert report.metrics["answer_accuracy"].passed == accurate


def test_unknown_mode_names_the_valid_ones() -> None:
    with pytest.raises(ValueError, match="tool, agent"):
        evaluate([], [], "batch")


def test_the_report_round_trips_and_says_its_cases_were_given() -> None:
    cases = [make_case(f"c{i}") for i in range(3)]
    report = evaluate(cases, [correct_outcome(c) for c in cases], "tool")
    again = QAEvalReport.model_validate(report.model_dump(mode="json"))
    assert again == report
    assert again.model_dump_json() == report.model_dump_json()
    assert {"cases", "case_digests"} <= report.model_fields_set
    assert report.case_digests == {case.id: case.digest() for case in cases}
