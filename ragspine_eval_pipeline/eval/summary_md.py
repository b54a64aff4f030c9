"""The QA report as a Markdown summary for a pull request or a CI job page.

A gate table (baseline, current, delta), the fabrication count, the cases that flipped
since an earlier run (or, when no earlier run is known, the failing cases), the failing
cases counted by kind and the worst tags. ``append_step_summary`` adds it to
``$GITHUB_STEP_SUMMARY`` when CI sets it.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from ragspine_eval_pipeline.eval.baseline import BaselineVerdict
from ragspine_eval_pipeline.eval.failure_kinds import failure_kinds
from ragspine_eval_pipeline.eval.flips import Flip
from ragspine_eval_pipeline.eval.report import QAEvalReport
from ragspine_eval_pipeline.eval.report_views import (
    FABRICATION,
    GateRow,
    case_gates,
    count_flips,
    failing_counts,
    gate_rows,
    gate_status,
    subset_note,
    unmeasured_gates,
    worst_tags,
)

STEP_SUMMARY_ENV = "GITHUB_STEP_SUMMARY"
CASES_LISTED = 20
"""Rows of the flipped or failing cases table; the rest are counted."""
_MD_SPECIAL = re.compile(r"([\\`*_\[\]<>|#~])")


def md_cell(text: object, limit: int = 200) -> str:
    """``text`` safe inside a table cell: one line, Markdown and HTML characters escaped."""
    flat = " ".join(str(text).split())
    if len(flat) > limit:
        flat = flat[: limit - 1] + "…"
    return _MD_SPECIAL.sub(r"\\\1", flat)


def _rate(value: float | None) -> str:
    return "—" if value is None else f"{value:.2%}"


def _gate_line(row: GateRow) -> str:
    mark = " ❌" if row.regressed else ""
    if row.name == FABRICATION:
        base = "—" if row.baseline is None else f"{row.baseline:g}"
        delta = "—" if row.delta is None else f"{row.delta:+g}"
        fabricated = f"{row.total - row.passed} of {row.total} fabricated"
        return f"| fabrication (count) | {base} | {row.current:g} | {delta}{mark} | {fabricated} |"
    delta = "—" if row.delta is None else f"{row.delta * 100:+.2f} pp"
    return (
        f"| {md_cell(row.name)} | {_rate(row.baseline)} | {_rate(row.current)} | "
        f"{delta}{mark} | {row.passed}/{row.total} |"
    )


def render_summary(
    report: QAEvalReport,
    verdict: BaselineVerdict | None = None,
    flips: Sequence[Flip] | None = None,
) -> str:
    """Markdown for ``report``; ``verdict`` gives the baseline column, ``flips`` (from an
    earlier run) the flipped cases. Without flips the failing cases are listed instead."""
    status = gate_status(report, verdict)
    lines = [f"## QA eval [{md_cell(report.mode)}]: {status}", ""]
    judge = report.judge.key if report.judge else "default"
    lines.append(
        f"{report.n_cases} cases · engine {md_cell(report.engine or 'unknown')} · "
        f"judge {md_cell(judge)}"
    )
    if note := subset_note(report):
        lines += ["", f"> **{md_cell(note, 400)}**"]
    lines += [
        "",
        "| gate | baseline | current | delta | passed |",
        "|---|---:|---:|---:|---:|",
    ]
    lines += [_gate_line(row) for row in gate_rows(report, verdict)]
    lines += [
        f"| {md_cell(change.metric)} | {_rate(change.baseline)} | not measured | — ❌ | — |"
        for change in unmeasured_gates(verdict)
    ]
    for problem in verdict.integrity if verdict else ():
        lines += ["", f"- golden set: {md_cell(problem, 400)}"]
    lines += ["", *_cases_section(report, flips)]
    kinds = failure_kinds(report.cases)
    if kinds:
        lines += ["", "### Failing cases by kind", "", "| expected: what the engine did | cases |"]
        lines.append("|---|---:|")
        lines += [f"| {md_cell(kind)} | {count} |" for kind, count in kinds.most_common()]
    tags = worst_tags(report)
    if tags:
        lines += ["", "### Worst tags", "", "| metric | tag | pass rate | passed |"]
        lines.append("|---|---|---:|---:|")
        lines += [
            f"| {md_cell(t.metric)} | {md_cell(t.tag)} | {t.pass_rate:.2%} | {t.passed}/{t.total} |"
            for t in tags
        ]
    return "\n".join(lines) + "\n"


def _cases_section(report: QAEvalReport, flips: Sequence[Flip] | None) -> list[str]:
    by_id = {case.case_id: case for case in report.cases}
    if flips is not None:
        counts = count_flips(flips)
        title = f"### Flipped to fail: {md_cell(counts.describe(), 400)}"
        fixed = count_flips(flips, regressed=False)
        extra = [f"Flipped to pass: {fixed.describe()}."] if fixed.cases else []
        metrics_of = {
            cid: [f.metric for f in flips if f.case_id == cid and f.regressed]
            for cid in counts.cases
        }
    else:
        counts = failing_counts(report)
        title = f"### Failing cases: {md_cell(counts.describe(), 400)}"
        extra = ["No earlier run to compare with: these are all failing cases."]
        metrics_of = {cid: by_id[cid].failed for cid in counts.cases}
    lines = [title, "", *extra]
    if not counts.cases:
        return lines
    lines += ["", "| case | metric | reason |", "|---|---|---|"]
    for case_id in counts.cases[:CASES_LISTED]:
        case = by_id.get(case_id)
        for metric in metrics_of[case_id]:
            gate = case_gates(case).get(metric) if case else None
            reason = gate.reason if gate else ""
            lines.append(f"| {md_cell(case_id)} | {md_cell(metric)} | {md_cell(reason)} |")
    if len(counts.cases) > CASES_LISTED:
        lines += ["", f"… and {len(counts.cases) - CASES_LISTED} more case(s)."]
    return lines


def append_step_summary(text: str, environ: Mapping[str, str] | None = None) -> Path | None:
    """Append ``text`` to the file ``$GITHUB_STEP_SUMMARY`` names; None when it is unset."""
    target = (os.environ if environ is None else environ).get(STEP_SUMMARY_ENV)
    if not target:
        return None
    path = Path(target)
    with path.open("a", encoding="utf-8") as handle:
        handle.write(text if text.endswith("\n") else text + "\n")
    return path
