"""Each QA asset materialized in-process against the tiny golden set.

The graph is materialized four times for the whole module (a passing run per mode, then a
regressing and a wrong-source run measured against the passing one), and each test reads
the behaviour it states off those runs.
"""

import json
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from dagster import AssetKey, DagsterInstance, ExecuteInProcessResult, materialize

from ragspine_eval_pipeline.defs.qa.assets import eval_kb, golden_set
from ragspine_eval_pipeline.eval.frames import OUTCOME_COLUMNS, outcomes_from_frame
from ragspine_eval_pipeline.eval.golden import GoldenSetError
from ragspine_eval_pipeline.eval.report import QAEvalReport
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.dagster.conftest import ORACLE, REGRESSING, WRONG_SOURCE, EvalFiles, point_inputs_at
from tests.dagster.fakes import write_golden_set
from tests.dagster.helpers import materialized, resources, run_qa


def _metadata(result, asset: str) -> dict:
    (event,) = [
        e for e in result.get_asset_materialization_events() if e.asset_key == AssetKey(asset)
    ]
    return {key: value.value for key, value in event.materialization.metadata.items()}


def _golden_ids(path: Path) -> list[str]:
    return [json.loads(line)["id"] for line in path.read_text(encoding="utf-8").splitlines()]


def test_golden_set_loads_every_case(eval_files):
    result = materialize([golden_set], resources=resources())
    ids = _golden_ids(eval_files.golden)
    assert [case.id for case in result.output_for_node("golden_set")] == ids
    assert _metadata(result, "golden_set")["n_cases"] == len(ids)


def test_invalid_golden_set_fails_the_run(eval_files):
    eval_files.golden.write_text('{"id": "x"}\n', encoding="utf-8")
    with pytest.raises(GoldenSetError):
        materialize([golden_set], resources=resources())


def test_eval_kb_is_built_into_its_folder(eval_files):
    result = materialize([golden_set, eval_kb], resources=resources())
    handle = result.output_for_node("eval_kb")
    assert handle["kb_dir"] == str(eval_files.kb_dir)
    assert KnowledgeBase.load(eval_files.kb_dir).fingerprint == handle["fingerprint"]
    metadata = _metadata(result, "eval_kb")
    assert metadata["kb_fingerprint"] == handle["fingerprint"]
    assert metadata["golden_documents_missing"] == "none"


def test_eval_kb_names_documents_the_golden_set_cites_but_the_kb_lacks(eval_files):
    rows = [json.loads(line) for line in eval_files.golden.read_text(encoding="utf-8").splitlines()]
    [first] = [row for row in rows if row["expected"].get("source")][:1]
    first["expected"]["source"]["doc"] = "Missing_Deck.pptx"
    write_golden_set(eval_files.golden, rows)
    result = materialize([golden_set, eval_kb], resources=resources())
    assert _metadata(result, "eval_kb")["golden_documents_missing"] == "Missing_Deck.pptx"


@dataclass
class SharedRuns:
    """One instance and one set of inputs for the module's runs."""

    instance: DagsterInstance
    files: EvalFiles
    patch: pytest.MonkeyPatch


@pytest.fixture(scope="module")
def shared(tmp_path_factory: pytest.TempPathFactory) -> Iterator[SharedRuns]:
    root = tmp_path_factory.mktemp("qa_runs")
    (root / "dagster_home").mkdir()
    with (
        pytest.MonkeyPatch.context() as patch,
        DagsterInstance.local_temp(str(root / "dagster_home")) as instance,
    ):
        yield SharedRuns(instance, point_inputs_at(root, patch), patch)


@pytest.fixture(scope="module")
def passed(shared: SharedRuns) -> dict[str, ExecuteInProcessResult]:
    """The oracle's first run in each mode: it writes the mode's baseline."""
    return {mode: run_qa(shared.instance, mode) for mode in ("tool", "agent")}


def _run_after_passing(shared: SharedRuns, engine: str, **env: str) -> ExecuteInProcessResult:
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("RAGSPINE_ENGINE", engine)
        for name, value in env.items():
            patch.setenv(name, value)
        return run_qa(shared.instance)


@dataclass
class Regressed:
    result: ExecuteInProcessResult
    reports_dir: Path
    step_summary: Path


@pytest.fixture(scope="module")
def regressed(shared: SharedRuns, passed) -> Regressed:
    """Every value wrong by 10 %, after the passing tool run, with CI's report folder set."""
    reports, summary = shared.files.root / "ci", shared.files.root / "step_summary.md"
    result = _run_after_passing(
        shared,
        REGRESSING,
        RAGSPINE_REPORTS_DIR=str(reports),
        GITHUB_STEP_SUMMARY=str(summary),
    )
    return Regressed(result, reports, summary)


@pytest.fixture(scope="module")
def wrong_source(shared: SharedRuns, passed) -> ExecuteInProcessResult:
    """Wrong values cited from the wrong slide, after the passing tool run."""
    return _run_after_passing(shared, WRONG_SOURCE)


@pytest.mark.parametrize("mode", ["tool", "agent"])
def test_qa_graph_materializes_each_mode(shared, passed, mode):
    result = passed[mode]
    assert result.success
    assert materialized(result) == {
        "golden_set",
        "eval_kb",
        "case_outcomes",
        "gate_report",
        "baseline_check",
    }
    # One outcome per golden case, each answered in the partition's mode.
    outcomes = outcomes_from_frame(result.output_for_node("case_outcomes"))
    ids = _golden_ids(shared.files.golden)
    assert sorted(outcome.case_id for outcome in outcomes) == sorted(ids)
    assert {outcome.mode for outcome in outcomes} == {mode}
    report = result.output_for_node("gate_report")
    assert (report.mode, report.n_cases) == (mode, len(ids))
    assert sorted(case.case_id for case in report.cases) == sorted(ids)


GATES = (
    "clarification",
    "refusal",
    "value_match",
    "source_match",
    "faithfulness",
    "answer_accuracy",
)


@pytest.mark.parametrize("mode", ["tool", "agent"])
def test_gate_report_numbers_are_plotted_per_mode_in_percent(passed, mode):
    meta = _metadata(passed[mode], "gate_report")
    for gate in GATES:
        assert meta[f"{mode}.{gate}_pct"] == 100.0
        assert meta["pass_rates"][gate] == 1.0
    assert meta[f"{mode}.fabrication_count"] == 0
    # Every plotted (numeric) key names its mode, so the UI draws one series per mode.
    numeric = [key for key, value in meta.items() if isinstance(value, int | float)]
    assert numeric and all(key.startswith(f"{mode}.") for key in numeric)
    assert meta["engine"] == ORACLE
    assert "topic=FIN" in meta["by_tag"]
    assert meta["golden_fingerprint"] and meta["kb_fingerprint"]
    assert QAEvalReport.model_validate_json(Path(meta["report_path"]).read_text()).n_cases == 6
    assert Path(meta["trend_plot"]).read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_a_rate_is_shown_rounded_to_two_decimals_in_percent(regressed):
    meta = _metadata(regressed.result, "gate_report")
    # value_match fails 3 of 3 numeric cases; clarification passes all 6.
    assert meta["tool.value_match_pct"] == 0.0
    assert meta["pass_rates"]["value_match"] == 0.0
    assert meta["tool.clarification_pct"] == 100.0


def test_gate_report_lists_failing_cases_and_flips(regressed):
    meta = _metadata(regressed.result, "gate_report")
    assert "num-001" in meta["failing_cases"]
    assert "| figure expected: gave a figure, value_match failed | 3 |" in meta["failure_kinds"]
    # The three numeric cases passed value_match in the last passing run and fail now.
    assert meta["tool.flipped_to_fail"] == 3
    assert meta["tool.flipped_to_pass"] == 0
    assert meta["flipped_to_fail_by_metric"] == {"value_match": 3}
    # Each flip says why the case fails now.
    assert "num-003 | value_match | pass | FAIL | value: expected" in meta["flipped_cases"]
    # Baseline, current and delta per gate, exact and as a table in percent.
    assert meta["vs_baseline"]["value_match"] == {"baseline": 1.0, "current": 0.0, "delta": -1.0}
    assert "| value_match | 100.00% | 0.00% | -100.00 pt |" in meta["gates"]


def test_flips_are_counted_in_cases_with_the_metrics_beside(wrong_source):
    meta = _metadata(wrong_source, "gate_report")
    # Three cases each fail two gates: three flipped cases, six (case, gate) flips.
    assert meta["tool.flipped_to_fail"] == 3
    assert meta["flipped_to_fail_by_metric"] == {"source_match": 3, "value_match": 3}


def test_case_outcomes_has_a_column_schema_and_a_per_case_preview(passed):
    meta = _metadata(passed["tool"], "case_outcomes")
    schema = meta["dagster/column_schema"]
    assert {column.name for column in schema.columns} == set(OUTCOME_COLUMNS)
    assert meta["dagster/partition_row_count"] == 6
    preview = meta["preview"]
    rows = {record.data["case_id"]: record.data for record in preview.records}
    assert set(rows) == {"num-001", "num-002", "num-003", "ref-001", "clar-001", "nar-001"}
    number = rows["num-001"]
    assert number["question"].startswith("What was ")
    assert "value=" in number["expected"] and number["value"] and number["source"]
    assert rows["ref-001"]["refused"] is True and "refuse=true" in rows["ref-001"]["expected"]
    assert rows["nar-001"]["answer"]  # the engine's answer text sits beside the expectation
    assert {column.name for column in preview.schema.columns} >= {"question", "expected", "answer"}


def test_first_run_has_no_flips(passed):
    meta = _metadata(passed["tool"], "gate_report")
    assert meta["compared_with_run"] == "none"
    assert meta["tool.flipped_to_fail"] == 0


def test_a_regressing_run_leaves_junit_markdown_and_html_for_ci(regressed):
    meta, reports = _metadata(regressed.result, "gate_report"), regressed.reports_dir
    root = ET.parse(reports / "qa_tool.junit.xml").getroot()
    failed = {c.get("name") for c in root.iter("testcase") if c.find("failure") is not None}
    assert {"num-001", "value_match"} <= failed  # the case, and the regressed gate itself
    summary = (reports / "qa_tool.md").read_text("utf-8")
    assert "| value\\_match | 100.00% | 0.00% |" in summary and "num-001" in summary
    assert regressed.step_summary.read_text("utf-8") == summary
    assert 'data-id="num-001"' in (reports / "qa_tool.html").read_text("utf-8")
    # The same files beside the run's JSON report, linked from the asset.
    assert Path(meta["report_md"]).read_text("utf-8") == summary
    beside = Path(meta["report_junit"]).read_text("utf-8")
    assert beside == (reports / "qa_tool.junit.xml").read_text("utf-8")
