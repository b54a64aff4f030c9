"""Bad input everywhere: a clear error or a per-case outcome, never a crash or a hang."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from ragspine_eval_pipeline.engine.loading import EngineLoadError, load_engine
from ragspine_eval_pipeline.eval.golden import GoldenSetError, load_golden_set
from ragspine_eval_pipeline.eval.qa_eval import run_qa_eval
from ragspine_eval_pipeline.eval.runner import RunPolicy, run_cases
from tests.builders import SEED_LINE, case_dict, write_jsonl
from tests.reliability.conftest import GOLDEN
from tests.reliability.fakes import (
    HangingEngine,
    HugeAnswerEngine,
    InfinityDictEngine,
    NaNEngine,
    SlowEngine,
    UnknownFieldEngine,
    WrongTypeEngine,
)

# --- golden lines -----------------------------------------------------------------------


def _load_error(path: Path) -> GoldenSetError:
    with pytest.raises(GoldenSetError) as caught:
        load_golden_set(path)
    return caught.value


@pytest.mark.parametrize(
    ("line", "problem"),
    [
        # a line of several megabytes is refused before parsing
        ('{"id": "' + "x" * 2_000_000 + '"}', "longer than"),
        # nesting deep enough to exhaust the parser's recursion
        ("[" * 200_000 + "]" * 200_000, "nested too deeply"),
        # nesting that parses but is the wrong shape
        (SEED_LINE.replace('"num-001"', "[" * 500 + "]" * 500), "id"),
        # NaN and Infinity are not JSON numbers
        (SEED_LINE.replace("1702.0", "NaN"), "NaN is not a valid JSON number"),
        (SEED_LINE.replace("1702.0", "Infinity"), "Infinity is not a valid JSON number"),
        (SEED_LINE.replace("1702.0", "-Infinity"), "-Infinity is not a valid JSON number"),
        # a number too large for a float is infinite after parsing
        (SEED_LINE.replace("1702.0", "1e999"), "expected.value"),
        # wrong types, one per field
        (json.dumps({**case_dict(), "id": 7}), "id"),
        (json.dumps({**case_dict(), "question": ["q"]}), "question"),
        (json.dumps(case_dict(refuse="false")), "expected.refuse"),
        (json.dumps(case_dict(value="1702")), "expected.value"),
        (json.dumps({**case_dict(), "tags": ["FIN"]}), "tags"),
        (json.dumps({**case_dict(), "tags": {"n": 1}}), "tags.n"),
        (json.dumps({**case_dict(), "reference_date": 20260612}), "reference_date"),
        (json.dumps({**case_dict(), "reference_date": "2026-06-12T00:00:00"}), "reference_date"),
        # a JSON value that is not an object
        ("[1, 2, 3]", "expected a JSON object"),
        ('"a string"', "expected a JSON object"),
        # a byte-order mark that is not at the start of the file
        ("\ufeff" + SEED_LINE, "invalid JSON"),
    ],
)
def test_a_bad_golden_line_is_reported_with_file_and_line(tmp_path: Path, line: str, problem: str):
    path = write_jsonl(tmp_path / "golden.jsonl", [SEED_LINE.replace("num-001", "ok-1"), line])
    error = _load_error(path)
    assert len(error.errors) == 1, error.errors
    assert error.errors[0].startswith(f"{path}:2: ")
    assert problem in error.errors[0]


def test_a_bom_at_the_start_of_the_file_is_accepted(tmp_path: Path):
    path = tmp_path / "golden.jsonl"
    path.write_bytes(b"\xef\xbb\xbf" + SEED_LINE.encode("utf-8") + b"\n")
    assert [case.id for case in load_golden_set(path)] == ["num-001"]


def test_crlf_line_endings_are_accepted(tmp_path: Path):
    second = SEED_LINE.replace("num-001", "num-002")
    path = tmp_path / "golden.jsonl"
    path.write_bytes(f"{SEED_LINE}\r\n\r\n{second}\r\n".encode())
    assert [case.id for case in load_golden_set(path)] == ["num-001", "num-002"]


def test_bytes_that_are_not_utf8_are_reported(tmp_path: Path):
    path = tmp_path / "golden.jsonl"
    path.write_bytes(SEED_LINE.encode() + b"\n" + b'{"id": "\xff"}\n')
    assert "not valid UTF-8" in _load_error(path).errors[0]


def test_every_bad_line_is_reported_at_once(tmp_path: Path):
    path = write_jsonl(tmp_path / "golden.jsonl", ["{", SEED_LINE, "[]", "NaN"])
    lines = [error.split(": ")[0] for error in _load_error(path).errors]
    assert lines == [f"{path}:1", f"{path}:3", f"{path}:4"]


@pytest.mark.parametrize(
    ("make", "problem"),
    [
        (lambda tmp: tmp, "not a file"),  # a folder
        (lambda tmp: tmp / "missing.jsonl", "file not found"),  # nothing there
        (lambda tmp: write_jsonl(tmp / "empty.jsonl", []), "no cases"),  # no cases
    ],
)
def test_an_unusable_golden_path_is_exit_2(tmp_path: Path, run_cli, make, problem: str):
    golden = make(tmp_path)
    baseline = tmp_path / "baseline.json"
    result = run_cli("--golden", golden, "--baseline", baseline)
    assert result.code == 2
    assert problem in result.err and str(golden) in result.err
    assert not baseline.exists()


def test_an_invalid_golden_set_is_exit_2_with_one_line(tmp_path: Path, run_cli):
    golden = write_jsonl(tmp_path / "golden.jsonl", ["{", "[]", SEED_LINE.replace("1702.0", "NaN")])
    result = run_cli("--golden", golden, "--baseline", tmp_path / "b.json")
    assert result.code == 2
    assert len(result.err.strip().splitlines()) == 1
    assert "3 problem(s)" in result.err


# --- engine import paths ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("spec", "problem"),
    [
        ("no_such_module_xyz:Engine", "cannot import no_such_module_xyz"),
        ("tests.reliability.fakes:NoSuchEngine", "has no attribute 'NoSuchEngine'"),
        ("tests.reliability.fakes:ExplodingAtConstruction", "construction failed: OSError"),
        ("tests.reliability.fakes:NOT_AN_ENGINE", "has no answer() method"),
        ("just-a-word", "expected 'module:attr'"),
    ],
)
def test_a_bad_engine_is_exit_2(tmp_path: Path, golden_subset: Path, run_cli, spec, problem):
    baseline = tmp_path / "baseline.json"
    with pytest.raises(EngineLoadError, match="engine"):
        load_engine(spec)
    result = run_cli("--golden", golden_subset, "--baseline", baseline, "--engine", spec)
    assert result.code == 2
    assert problem in result.err
    assert not baseline.exists()


# --- misbehaving in-process engines -----------------------------------------------------


@pytest.mark.parametrize(
    ("engine_type", "problem"),
    [
        (WrongTypeEngine, "engine returned str, expected EngineAnswer"),
        (NaNEngine, "non-finite value nan"),
        (InfinityDictEngine, "non-finite value inf"),
        (UnknownFieldEngine, "confidence"),
        (HugeAnswerEngine, "exceeds 100000"),
    ],
)
def test_a_bad_answer_is_a_per_case_error_and_the_run_goes_on(
    golden_subset: Path, eval_kb, engine_type, problem: str
):
    cases = load_golden_set(golden_subset)
    target = cases[0].question
    engine = engine_type(lambda question: question == target)
    outcomes = run_cases(cases, engine, "tool", eval_kb, RunPolicy(workers=2, case_timeout_s=5))
    assert [o.case_id for o in outcomes] == [c.id for c in cases]
    assert outcomes[0].tool_status == "error"
    assert problem in (outcomes[0].error or "")
    assert all(o.error is None for o in outcomes[1:])


def test_a_hanging_engine_times_out_and_the_run_finishes(golden_subset: Path, eval_kb):
    cases = load_golden_set(golden_subset)
    stuck = {cases[1].question, cases[3].question}
    engine = HangingEngine(lambda question: question in stuck)
    started = time.monotonic()
    try:
        outcomes = run_cases(
            cases, engine, "tool", eval_kb, RunPolicy(workers=2, case_timeout_s=0.5)
        )
    finally:
        engine.release.set()
    assert time.monotonic() - started < 5
    timed_out = [o.case_id for o in outcomes if o.tool_status == "timeout"]
    assert timed_out == [cases[1].id, cases[3].id]
    assert all(
        "no answer within 0.5 s" in (o.error or "") for o in outcomes if o.tool_status == "timeout"
    )
    assert all(o.error is None for o in outcomes if o.case_id not in timed_out)


def test_an_exhausted_budget_times_out_the_rest_and_returns(golden_subset: Path, eval_kb):
    cases = load_golden_set(golden_subset)
    started = time.monotonic()
    outcomes = run_cases(
        cases,
        SlowEngine(0.2),
        "tool",
        eval_kb,
        RunPolicy(workers=1, case_timeout_s=5, budget_s=0.5),
    )
    assert time.monotonic() - started < 2
    assert len(outcomes) == len(cases)
    budgeted = [o for o in outcomes if o.tool_status == "timeout"]
    assert budgeted and all("run budget of 0.5 s exhausted" in (o.error or "") for o in budgeted)
    assert outcomes[0].tool_status == "ok"


def test_an_exhausted_budget_fails_the_cli_gate(
    golden_subset: Path, baseline_from_reference: Path, run_cli
):
    before = baseline_from_reference.read_bytes()
    result = run_cli(
        "--golden", golden_subset, "--baseline", baseline_from_reference,
        "--engine", "tests.reliability.fakes:VerySlowEngine", "--budget", "0.3",
    )  # fmt: skip
    assert result.code == 1, result.out + result.err
    assert "run budget of 0.3 s exhausted" in result.out
    assert baseline_from_reference.read_bytes() == before


# --- determinism ------------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["tool", "agent"])
def test_results_do_not_depend_on_the_number_of_workers(mode: str):
    one = run_qa_eval(GOLDEN, mode, policy=RunPolicy(workers=1))
    four = run_qa_eval(GOLDEN, mode, policy=RunPolicy(workers=4))
    assert _timeless(one) == _timeless(four)


def _timeless(report) -> dict:
    """The report without per-case wall times, which differ between any two runs."""
    data = report.model_dump(mode="json")
    for case in data["cases"]:
        case.pop("latency_ms")
    return data
