"""Groundedness numbers carry the judge that produced them and are compared only within it."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from ragspine_eval_pipeline.eval.baseline import (
    baseline_record,
    compare_to_baseline,
    lowered_entries,
    make_baseline_entry,
    read_qa_baseline,
    record_judge_baseline,
    update_qa_baseline,
)
from ragspine_eval_pipeline.eval.baseline_judges import default_identity, metric_floors
from ragspine_eval_pipeline.eval.report import QAEvalReport
from ragspine_eval_pipeline.eval.scoring import evaluate
from ragspine_eval_pipeline.eval.store import BaselineFileError, RatchetRefused
from ragspine_eval_pipeline.judges import JudgeIdentity, judge_identity, load_judge
from tests.eval.test_baseline import report as plain_report

STRICT = JudgeIdentity(name="lexical", version="1", settings={"threshold": 0.95, "window": 0})
MODEL = JudgeIdentity(name="nli", version="1", settings={"model": "m"})


def report(judge: JudgeIdentity | None = None, **rates: int) -> QAEvalReport:
    """A report of 10 cases per metric, judged by ``judge`` (None: the default judge)."""
    return plain_report(**rates).model_copy(update={"judge": judge})


def test_no_judge_and_default_lexical_are_one_identity() -> None:
    assert judge_identity(load_judge("lexical")) == judge_identity(load_judge(None))
    assert evaluate([], [], "tool").judge == evaluate([], [], "tool", judge="lexical").judge
    assert evaluate([], [], "tool").judge == default_identity()


def test_other_settings_are_another_identity() -> None:
    assert judge_identity(load_judge("lexical:threshold=0.7")) != default_identity()


def test_report_with_judge_round_trips() -> None:
    original = report(STRICT, faithfulness=7)
    again = QAEvalReport.model_validate(original.model_dump(mode="json"))
    assert again == original and again.judge == STRICT


def test_entry_keeps_exactly_the_contract_fields() -> None:
    assert set(make_baseline_entry(report(STRICT))) == {"metrics", "fabrication_count", "n_cases"}
    assert baseline_record(report(STRICT))["judge"] == STRICT.model_dump(mode="json")


def test_a_hand_written_entry_gates_every_judge() -> None:
    entry = {"metrics": {"faithfulness": 1.0, "value_match": 1.0}, "fabrication_count": 0}
    comparison = compare_to_baseline(report(MODEL, faithfulness=5), entry)
    assert not comparison.passed
    assert [r.metric for r in comparison.regressions] == ["faithfulness"]
    assert comparison.checked == ["faithfulness", "value_match", "fabrication_count"]


def test_another_judges_groundedness_numbers_are_not_compared() -> None:
    entry = baseline_record(report())  # the default judge: all 1.0
    comparison = compare_to_baseline(report(MODEL, faithfulness=3, answer_accuracy=2), entry)
    assert comparison.passed
    assert "faithfulness" not in comparison.checked and "value_match" in comparison.checked
    assert comparison.judge == MODEL.key
    # The judge-independent gates are still compared.
    assert not compare_to_baseline(report(MODEL, refusal=9), entry).passed


def test_same_judge_is_compared() -> None:
    entry = baseline_record(report(STRICT))
    assert not compare_to_baseline(report(STRICT, faithfulness=9), entry).passed


def test_a_new_judge_records_its_numbers_beside_the_others(tmp_path: Path) -> None:
    path = tmp_path / "qa_baseline.json"
    update_qa_baseline(path, report(refusal=9))
    record_judge_baseline(path, report(MODEL, refusal=10, faithfulness=6))
    entry = read_qa_baseline(path)["tool"]
    assert entry["judge"] == default_identity().model_dump(mode="json")
    assert entry["metrics"]["faithfulness"] == 1.0  # the default judge's, untouched
    assert entry["metrics"]["refusal"] == 0.9  # recording a judge raises nothing else
    assert entry["judges"][MODEL.key]["metrics"] == {"faithfulness": 0.6, "answer_accuracy": 1.0}
    assert metric_floors(entry, MODEL)["faithfulness"] == 0.6
    # From now on that judge is held to its own numbers, upward only.
    assert not compare_to_baseline(report(MODEL, faithfulness=5), entry).passed
    with pytest.raises(
        RatchetRefused, match=re.escape(f"faithfulness [judge {MODEL.key}] 0.6 -> 0.5")
    ):
        update_qa_baseline(path, report(MODEL, faithfulness=5))
    update_qa_baseline(path, report(MODEL, faithfulness=8))
    entry = read_qa_baseline(path)["tool"]
    assert entry["judges"][MODEL.key]["metrics"]["faithfulness"] == 0.8
    assert entry["metrics"]["faithfulness"] == 1.0


def test_the_default_judge_takes_the_metrics_slot_and_keeps_the_others(tmp_path: Path) -> None:
    path = tmp_path / "qa_baseline.json"
    update_qa_baseline(path, report(STRICT, faithfulness=4))
    update_qa_baseline(path, report(faithfulness=9))
    entry = read_qa_baseline(path)["tool"]
    assert entry["judge"] == default_identity().model_dump(mode="json")
    assert entry["metrics"]["faithfulness"] == 0.9
    assert entry["judges"][STRICT.key]["metrics"]["faithfulness"] == 0.4


def test_an_unattributed_entry_is_attributed_by_the_next_write(tmp_path: Path) -> None:
    path = tmp_path / "qa_baseline.json"
    path.write_text(json.dumps({"tool": make_baseline_entry(report(faithfulness=9))}), "utf-8")
    with pytest.raises(RatchetRefused, match="faithfulness"):
        update_qa_baseline(path, report(MODEL, faithfulness=8))
    update_qa_baseline(path, report(MODEL, faithfulness=9))
    assert read_qa_baseline(path)["tool"]["judge"] == MODEL.model_dump(mode="json")


def test_a_judges_numbers_may_not_vanish() -> None:
    old = baseline_record(report())
    old["judges"] = {MODEL.key: {"judge": MODEL.model_dump(), "metrics": {"faithfulness": 0.5}}}
    assert lowered_entries(old, baseline_record(report())) == [
        f"faithfulness [judge {MODEL.key}] would be dropped (baseline 0.5)"
    ]


@pytest.mark.parametrize(
    ("judges", "problem"),
    [
        # a record under a key that is not its judge's
        ({"other": {"judge": MODEL.model_dump(), "metrics": {}}}, "key differs"),
        # a record that is not a judge identity
        ({MODEL.key: {"judge": {"name": 3}, "metrics": {}}}, "not a judge identity"),
        # a record with a number out of range or a metric no judge produces
        ({MODEL.key: {"judge": MODEL.model_dump(), "metrics": {"faithfulness": 2}}}, "rate"),
        ({MODEL.key: {"judge": MODEL.model_dump(), "metrics": {"refusal": 1.0}}}, "rate"),
    ],
)
def test_malformed_judge_records_are_errors(tmp_path: Path, judges: dict, problem: str) -> None:
    path = tmp_path / "qa_baseline.json"
    path.write_text(json.dumps({"tool": {**baseline_record(report()), "judges": judges}}))
    with pytest.raises(BaselineFileError, match=problem):
        read_qa_baseline(path)
