"""The QA report as JUnit XML, so CI shows each failing case and gate as a failed test.

One ``<testsuite>`` per metric (the six gates and fabrication) with one ``<testcase>``
per golden case the metric applies to; a failing one carries a ``<failure>`` whose
message is the gate's reason. A last suite, ``baseline``, holds one test per metric the
baseline lists, failing when the metric regressed, so the gate itself is a test too.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from ragspine_eval_pipeline.eval.baseline import BaselineVerdict
from ragspine_eval_pipeline.eval.report import CaseScore, QAEvalReport
from ragspine_eval_pipeline.eval.report_views import (
    FABRICATION,
    case_gates,
    gate_rows,
    subset_note,
    unmeasured_gates,
)

_NOT_XML = re.compile("[^\t\n\r\u0020-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")
"""Characters XML 1.0 cannot carry at all (NUL, most C0 controls, lone surrogates)."""


def _xml_text(text: object) -> str:
    """``text`` with characters XML cannot hold replaced, so any engine output serializes."""
    return _NOT_XML.sub("\ufffd", str(text))


def render_junit(report: QAEvalReport, verdict: BaselineVerdict | None = None) -> str:
    """JUnit XML for ``report``; ``verdict`` (the baseline check) adds the baseline suite."""
    prefix = f"qa[{report.mode}]"
    root = ET.Element("testsuites", name=prefix)
    properties = ET.SubElement(root, "properties")
    shown = {"mode": report.mode, "engine": report.engine or "unknown"}
    if report.judge is not None:
        shown["judge"] = report.judge.key
    if note := subset_note(report):
        shown["subset"] = note
    for key, value in shown.items():
        ET.SubElement(properties, "property", name=key, value=_xml_text(value))
    metric_names = [*report.metrics, FABRICATION]
    for name in metric_names:
        suite = ET.SubElement(root, "testsuite", name=f"{prefix}.{name}")
        tests = failures = 0
        for case in report.cases:
            gate = case_gates(case).get(name)
            if gate is None:  # the metric does not apply to this case
                continue
            tests += 1
            testcase = ET.SubElement(
                suite,
                "testcase",
                name=_xml_text(case.case_id),
                classname=f"{prefix}.{name}",
                time=f"{case.latency_ms / 1000:.3f}",
            )
            if not gate.passed:
                failures += 1
                failure = ET.SubElement(
                    testcase, "failure", message=_xml_text(gate.reason or f"{name} failed")
                )
                failure.set("type", "engine" if case.error else "gate")
                failure.text = _xml_text(_case_detail(case))
        _count(suite, tests, failures)
    if verdict is not None and report.subset is None:
        _baseline_suite(root, prefix, report, verdict)
    total = sum(int(s.get("tests", "0")) for s in root.iter("testsuite"))
    failed = sum(int(s.get("failures", "0")) for s in root.iter("testsuite"))
    _count(root, total, failed)
    ET.indent(root)
    return ET.tostring(root, encoding="unicode", xml_declaration=True) + "\n"


def _baseline_suite(
    root: ET.Element, prefix: str, report: QAEvalReport, verdict: BaselineVerdict
) -> None:
    suite = ET.SubElement(root, "testsuite", name=f"{prefix}.baseline")
    tests = failures = 0
    for row in gate_rows(report, verdict):
        if row.baseline is None:
            continue
        tests += 1
        testcase = ET.SubElement(suite, "testcase", name=row.name, classname=f"{prefix}.baseline")
        if row.regressed:
            failures += 1
            shown = (
                f"{row.current:g} > baseline {row.baseline:g}"
                if row.name == FABRICATION
                else f"{row.current:.4f} < baseline {row.baseline:.4f}"
            )
            ET.SubElement(
                testcase, "failure", message=f"{row.name} regressed: {shown}", type="regression"
            )
    for change in unmeasured_gates(verdict):
        # Gated by the baseline but not reported by this run: not measured, so it fails.
        tests += 1
        failures += 1
        testcase = ET.SubElement(
            suite, "testcase", name=change.metric, classname=f"{prefix}.baseline"
        )
        message = f"{change.metric} regressed: not measured (baseline {change.baseline:g})"
        ET.SubElement(testcase, "failure", message=message, type="regression")
    for problem in verdict.integrity:
        tests += 1
        testcase = ET.SubElement(
            suite, "testcase", name="golden_set_integrity", classname=f"{prefix}.baseline"
        )
        failures += 1
        ET.SubElement(testcase, "failure", message=_xml_text(problem), type="integrity")
    _count(suite, tests, failures)


def _count(element: ET.Element, tests: int, failures: int) -> None:
    element.set("tests", str(tests))
    element.set("failures", str(failures))
    element.set("errors", "0")
    element.set("skipped", "0")


def _case_detail(case: CaseScore) -> str:
    """The question, the expectation and the answer, for the failure's body."""
    lines = [f"question: {case.question}"]
    if case.expected is not None:
        lines.append(f"expected: {case.expected.model_dump_json(exclude_none=True)}")
    if case.answer is not None:
        lines.append(f"answer: {case.answer.model_dump_json(exclude_defaults=True)}")
    if case.error:
        lines.append(f"error: {case.error}")
    for claim in case.unsupported_claims:
        lines.append(f"unsupported ({claim.metric}): {claim.claim} missing {claim.missing}")
    return "\n".join(lines)
