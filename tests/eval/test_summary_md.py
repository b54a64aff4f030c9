"""The Markdown summary: gate table with baseline and delta, flipped or failing cases, tags."""

from __future__ import annotations

from pathlib import Path

from ragspine_eval_pipeline.eval.subset import CaseSubset
from ragspine_eval_pipeline.eval.summary_md import append_step_summary, md_cell, render_summary
from tests.eval.report_fixtures import flips_for, scored, verdict_for


def _table(text: str) -> dict[str, list[str]]:
    """Gate table rows: gate -> [baseline, current, delta, passed]."""
    rows = {}
    for line in text.splitlines():
        cells = [c.strip() for c in line.strip("|").split(" | ")]
        if len(cells) == 5 and cells[0] not in ("gate", "---|---:|---:|---:|---:"):
            rows[cells[0]] = cells[1:]
    return rows


def test_gate_table_has_baseline_current_and_delta() -> None:
    report = scored()
    text = render_summary(report, verdict_for(report))
    assert text.startswith("## QA eval [tool]: FAIL")
    rows = _table(text)
    assert rows["refusal"] == ["100.00%", "66.67%", "-33.33 pp ❌", "2/3"]
    assert rows["clarification"] == ["100.00%", "100.00%", "+0.00 pp", "3/3"]
    assert rows["fabrication (count)"] == ["0", "1", "+1 ❌", "1 of 1 fabricated"]
    # a metric the baseline does not list has no baseline and no delta
    assert rows["faithfulness"][0] == "—" and rows["faithfulness"][2] == "—"


def test_flipped_cases_are_counted_in_cases_with_the_metrics_beside() -> None:
    report = scored()
    text = render_summary(report, verdict_for(report), flips_for(report))
    assert "### Flipped to fail: 2 case(s) (" in text
    header = next(line for line in text.splitlines() if line.startswith("### Flipped"))
    assert "value\\_match 1" in header and "refusal 1" in header and "fabrication 1" in header
    assert "| ref-1 | fabrication | fabricated an answer instead of refusing: " in text


def test_without_an_earlier_run_the_failing_cases_are_listed() -> None:
    report = scored()
    text = render_summary(report, verdict_for(report))
    assert "### Failing cases: 2 case(s)" in text
    assert "No earlier run to compare with" in text
    assert "| num-bad | value\\_match |" in text


def test_failing_cases_are_counted_by_what_was_expected_and_what_came_back() -> None:
    text = render_summary(scored())
    kinds = text.split("### Failing cases by kind", 1)[1].split("###", 1)[0]
    assert "| refusal expected: fabricated | 1 |" in kinds
    assert "| figure expected: gave a figure, value\\_match failed | 1 |" in kinds
    assert "### Failing cases by kind" not in render_summary(scored(broken=False))


def test_worst_tags_list_the_lowest_pass_rates() -> None:
    text = render_summary(scored())
    tags = text.split("### Worst tags", 1)[1]
    assert "| value\\_match | lang=ja | 0.00% | 0/1 |" in tags


def test_hostile_text_cannot_break_the_table_or_inject_html() -> None:
    report = scored()
    text = render_summary(report, verdict_for(report))
    assert "<script>" not in text and "\\<script\\>" in text
    for line in text.splitlines():
        if line.startswith("| num-bad") or line.startswith("| ref-1"):
            assert line.count(" | ") == 2, line  # the pipes in the reason are escaped
    assert md_cell("a\nb|c") == "a b\\|c"


def test_a_subset_says_so_and_is_not_gated() -> None:
    report = scored().model_copy(update={"subset": CaseSubset(tags=["lang=ja"], golden_cases=9)})
    text = render_summary(report)
    assert "REPORT ONLY" in text.splitlines()[0]
    assert "subset run: 3 of 9 cases (--tag lang=ja)" in text


def test_the_summary_is_appended_to_the_github_step_summary(tmp_path: Path) -> None:
    target = tmp_path / "step.md"
    target.write_text("earlier step\n", encoding="utf-8")
    assert append_step_summary("## mine", {"GITHUB_STEP_SUMMARY": str(target)}) == target
    assert target.read_text(encoding="utf-8") == "earlier step\n## mine\n"
    assert append_step_summary("## mine", {}) is None
