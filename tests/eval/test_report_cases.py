"""The report's per-case records: the question, the expectation, the answer and each verdict."""

from __future__ import annotations

import json

from ragspine_eval_pipeline.eval.qa_eval import QAEvalReport, evaluate
from ragspine_eval_pipeline.eval.report import CaseOutcome
from tests.builders import correct_outcome, make_case

GOLD = ["The strategy focuses on cloud services in Asia."]


def _gold(case) -> list[str]:
    return GOLD


def _narrative_report(answer: str, contexts: list[str]) -> QAEvalReport:
    case = make_case("n1", "narrative")
    outcome = correct_outcome(case).model_copy(update={"answer": answer, "contexts": contexts})
    return evaluate([case], [outcome], "tool", gold_context=_gold)


def test_each_case_carries_question_expectation_answer_and_verdicts() -> None:
    case = make_case("c1", "numeric")
    wrong = correct_outcome(case).model_copy(update={"value": 99.0, "latency_ms": 12.5})
    report = evaluate([case], [wrong], "tool")
    (record,) = report.cases
    assert record.question == case.question
    assert record.case_type == "numeric"
    assert record.tags == {"topic": "FIN", "lang": "en"}
    assert record.expected == case.expected
    assert record.answer is not None and record.answer.value == 99.0
    assert record.answer.source == case.expected.source
    assert record.latency_ms == 12.5
    assert record.gates["value_match"].passed is False
    assert record.gates["value_match"].reason == "value: expected 1702 USD_M, got 99 USD_M"
    assert record.gates["clarification"].passed and record.gates["clarification"].reason == ""
    assert record.results == {name: gate.passed for name, gate in record.gates.items()}
    assert record.failed == ["value_match"]


def test_every_unsupported_claim_is_listed_with_its_missing_words() -> None:
    answer = (
        "The strategy focuses on cloud services in Asia. "
        "Globex bought the company in 2031. Profits tripled in Brazil."
    )
    report = _narrative_report(answer, contexts=GOLD)
    claims = report.cases[0].unsupported_claims
    # two invented sentences, each judged by both groundedness metrics
    assert [(c.metric, c.claim) for c in claims] == [
        ("faithfulness", "Globex bought the company in 2031"),
        ("faithfulness", "Profits tripled in Brazil"),
        ("answer_accuracy", "Globex bought the company in 2031"),
        ("answer_accuracy", "Profits tripled in Brazil"),
    ]
    assert "globex" in claims[0].missing and "#2031" in claims[0].missing
    assert any("brazil" in word for word in claims[1].missing)


def test_a_supported_answer_has_no_unsupported_claims() -> None:
    report = _narrative_report(GOLD[0], contexts=GOLD)
    assert report.cases[0].unsupported_claims == []
    assert report.cases[0].gates["faithfulness"].passed


def test_an_engine_error_is_recorded_on_the_case() -> None:
    case = make_case("c1", "numeric")
    failed = CaseOutcome(case_id="c1", mode="tool", tool_status="error", error="boom")
    record = evaluate([case], [failed], "tool").cases[0]
    assert record.error == "boom"
    assert record.answer is not None and record.answer.tool_status == "error"
    assert all(not gate.passed for gate in record.gates.values())


def test_cases_round_trip_through_json() -> None:
    report = _narrative_report("Globex bought the company in 2031.", contexts=GOLD)
    again = QAEvalReport.model_validate_json(report.model_dump_json())
    assert again == report
    assert (
        again.cases[0].unsupported_claims[0].missing
        == report.cases[0].unsupported_claims[0].missing
    )


def test_a_report_written_before_per_case_answers_still_loads() -> None:
    report = _narrative_report(GOLD[0], contexts=GOLD)
    data = json.loads(report.model_dump_json())
    data["format_version"] = 1
    data["cases"] = [{"case_id": c["case_id"], "results": c["results"]} for c in data["cases"]]
    old = QAEvalReport.model_validate(data)
    assert old.cases[0].answer is None and old.cases[0].gates == {}
