"""JUnit XML: a testcase per case and gate, failures carrying the reason, parseable XML."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from ragspine_eval_pipeline.eval.html_report import render_html
from ragspine_eval_pipeline.eval.junit import render_junit
from ragspine_eval_pipeline.eval.qa_eval import QAEvalReport, evaluate
from ragspine_eval_pipeline.eval.subset import CaseSubset
from ragspine_eval_pipeline.eval.summary_md import render_summary
from tests.eval.report_fixtures import HOSTILE, scored, verdict_for


def _parse(report, verdict=None) -> ET.Element:
    return ET.fromstring(render_junit(report, verdict).encode("utf-8"))


def test_one_testcase_per_case_and_applicable_gate() -> None:
    report = scored()
    root = _parse(report)
    suites = {s.get("name"): s for s in root.iter("testsuite")}
    assert set(suites) == {f"qa[tool].{name}" for name in (*report.metrics, "fabrication")}
    for name, metric in (*report.metrics.items(), ("fabrication", report.fabrication)):
        suite = suites[f"qa[tool].{name}"]
        cases = suite.findall("testcase")
        assert len(cases) == metric.total == int(suite.get("tests"))
        assert len(suite.findall("testcase/failure")) == metric.total - metric.passed
        assert int(suite.get("failures")) == metric.total - metric.passed
    assert int(root.get("tests")) == sum(int(s.get("tests")) for s in suites.values())


def test_a_failure_carries_the_gate_reason_and_the_answer() -> None:
    root = _parse(scored())
    (case,) = [
        c for c in root.iter("testcase")
        if c.get("classname") == "qa[tool].value_match" and c.get("name") == "num-bad"
    ]  # fmt: skip
    failure = case.find("failure")
    assert failure is not None
    assert failure.get("message") == "value: expected 1702 USD_M, got 1 USD_M"
    assert "question: Revenue?" in failure.text and '"value":1.0' in failure.text


def test_hostile_text_survives_as_well_formed_xml() -> None:
    root = _parse(scored())
    texts = [f.text or "" for f in root.iter("failure")]
    # markup and CDATA ends come back as text; the NUL XML cannot hold is replaced
    assert any("<script>alert('x')</script>" in t and "]]>" in t for t in texts)
    assert all("\x00" not in t for t in texts) and any("\ufffd" in t for t in texts)
    assert HOSTILE.replace("\x00", "\ufffd") in "".join(texts)


def test_the_baseline_suite_fails_each_regressed_metric() -> None:
    report = scored()
    root = _parse(report, verdict_for(report))
    (suite,) = [s for s in root.iter("testsuite") if s.get("name") == "qa[tool].baseline"]
    failed = {
        c.get("name"): c.find("failure").get("message")
        for c in suite
        if c.find("failure") is not None
    }
    assert set(failed) == {"refusal", "value_match", "fabrication"}
    assert failed["fabrication"] == "fabrication regressed: 1 > baseline 0"
    assert "0.5000 < baseline 1.0000" in failed["value_match"]
    # clarification and source_match held: passing tests, no failure
    assert {c.get("name") for c in suite} >= {"clarification", "source_match"}


def test_a_subset_has_no_baseline_suite_and_says_so() -> None:
    report = scored().model_copy(update={"subset": CaseSubset(case_ids=["num-bad"])})
    root = _parse(report, verdict_for(report))
    assert not [s for s in root.iter("testsuite") if s.get("name", "").endswith(".baseline")]
    props = {p.get("name"): p.get("value") for p in root.iter("property")}
    assert "subset run" in props["subset"]


def test_a_report_older_than_gate_reasons_still_renders_every_format() -> None:
    data = scored().model_dump(mode="json")
    data["format_version"] = 1
    data["cases"] = [{"case_id": c["case_id"], "results": c["results"]} for c in data["cases"]]
    old = QAEvalReport.model_validate(data)
    root = ET.fromstring(render_junit(old).encode("utf-8"))
    failed = {c.get("name") for c in root.iter("testcase") if c.find("failure") is not None}
    assert failed == {"num-bad", "ref-1"}
    assert "(not recorded)" in render_html(old)
    assert "| num-bad | value\\_match |" in render_summary(old)


def test_an_empty_report_renders_every_format() -> None:
    empty = evaluate([], [], "tool")
    assert int(ET.fromstring(render_junit(empty).encode()).get("tests")) == 0
    assert '<table id="cases">' in render_html(empty)
    assert "### Failing cases: 0 cases" in render_summary(empty)
