"""Scoring an engine over HTTP: same report as in-process when healthy, a failing gate when not.

A broken service must never crash the run and never write or change a baseline.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ragspine_eval_pipeline.engine.server import make_server, running
from ragspine_eval_pipeline.eval.qa_eval import QAEvalReport, run_qa_eval
from ragspine_eval_pipeline.eval.runner import RunPolicy
from tests.reliability.conftest import GOLDEN
from tests.reliability.fakes import HANG, RaisingEngine, json_reply, scripted_server, unused_port

CLI_FAST = ("--workers", "4", "--timeout", "0.5")
CLI_RETRYING = ("--workers", "4", "--timeout", "5")
"""Room for two retries (0.2 s + 0.4 s of backoff) inside the per-case timeout."""


def _comparable(report: QAEvalReport) -> dict[str, Any]:
    """Everything in a report except which engine object produced it and wall times."""
    data = report.model_dump(mode="json")
    data.pop("engine")
    for case in data["cases"]:
        case.pop("latency_ms")
    return data


@pytest.mark.parametrize("mode", ["tool", "agent"])
def test_a_healthy_remote_engine_scores_exactly_like_the_in_process_one(reference_server, mode):
    policy = RunPolicy(workers=4, case_timeout_s=10)
    local = run_qa_eval(GOLDEN, mode, policy=policy)
    remote = run_qa_eval(GOLDEN, mode, engine=reference_server.url, policy=policy)
    assert remote.engine == "ragspine_eval_pipeline.engine.http:HttpEngine"
    assert _comparable(remote) == _comparable(local)
    assert remote.fabrication_count == local.fabrication_count


def test_the_healthy_remote_cli_run_passes_the_in_process_baseline(
    reference_server, golden_subset, baseline_from_reference, run_cli
):
    before = baseline_from_reference.read_bytes()
    result = run_cli(
        "--golden", golden_subset, "--baseline", baseline_from_reference,
        "--engine", reference_server.url, *CLI_FAST,
    )  # fmt: skip
    assert result.code == 0, result.out + result.err
    assert "gate: PASS" in result.out
    assert baseline_from_reference.read_bytes() == before


def _assert_failed_without_touching(result, baseline: Path, before: bytes, evidence: str) -> None:
    assert result.code == 1, result.out + result.err
    assert "gate: FAIL" in result.out
    assert "REGRESSED" in result.out
    assert evidence in result.out
    assert "Traceback" not in result.err
    assert baseline.read_bytes() == before


@pytest.mark.parametrize("update", [False, True], ids=["gate", "update-baseline"])
def test_a_server_answering_500_for_some_cases_fails_the_gate(
    eval_kb, golden_subset, baseline_from_reference, run_cli, tmp_path, update
):
    questions = [
        json.loads(line)["question"]
        for line in golden_subset.read_text("utf-8").split("\n")
        if line
    ]
    broken = set(questions[::2])
    engine = RaisingEngine(lambda question: question in broken)
    before = baseline_from_reference.read_bytes()
    report_path = tmp_path / "report.json"
    with running(make_server(engine, kb=eval_kb, quiet=True)) as server:
        result = run_cli(
            "--golden", golden_subset, "--baseline", baseline_from_reference,
            "--engine", server.url, "--report", report_path, *CLI_RETRYING,
            *(["--update-baseline"] if update else []),
        )  # fmt: skip
    _assert_failed_without_touching(
        result, baseline_from_reference, before, "[engine error: HTTP 500"
    )
    assert "engine blew up" in result.out  # the server's reason reaches the report
    report = QAEvalReport.model_validate_json(report_path.read_text("utf-8"))
    assert report.n_cases == len(questions)


def test_a_server_that_hangs_past_the_timeout_gives_timeout_outcomes(
    golden_subset, baseline_from_reference, run_cli
):
    before = baseline_from_reference.read_bytes()
    with scripted_server(lambda req: HANG) as service:
        result = run_cli(
            "--golden", golden_subset, "--baseline", baseline_from_reference,
            "--engine", service.url, *CLI_FAST,
        )  # fmt: skip
        assert service.count <= sum(1 for _ in golden_subset.open()) * 3
    _assert_failed_without_touching(
        result, baseline_from_reference, before, "[engine timeout: no answer within 0.5 s"
    )


def test_a_server_that_is_down_gives_error_outcomes(
    golden_subset, baseline_from_reference, run_cli
):
    before = baseline_from_reference.read_bytes()
    result = run_cli(
        "--golden", golden_subset, "--baseline", baseline_from_reference,
        "--engine", f"http://127.0.0.1:{unused_port()}/answer", *CLI_RETRYING,
    )  # fmt: skip
    _assert_failed_without_touching(
        result, baseline_from_reference, before, "[engine error: ConnectError"
    )


@pytest.mark.parametrize(
    ("reply", "evidence"),
    [
        # the service says the request is wrong
        (json_reply({"error": "unsupported language"}, 404), "HTTP 404"),
        # the service answers 200 with something that is not JSON
        ((200, b"<html>ok</html>"), "invalid engine answer: response is not JSON"),
        # the service answers JSON of the wrong shape
        (json_reply({"route": "numeric", "score": 3}), "invalid engine answer"),
    ],
)
def test_client_errors_and_garbage_replies_are_per_case_errors(
    golden_subset, baseline_from_reference, run_cli, reply, evidence
):
    before = baseline_from_reference.read_bytes()
    with scripted_server(lambda req: reply) as service:
        result = run_cli(
            "--golden", golden_subset, "--baseline", baseline_from_reference,
            "--engine", service.url, *CLI_FAST,
        )  # fmt: skip
        # each case is asked once: none of these is worth a retry
        assert service.count == sum(1 for line in golden_subset.open() if line.strip())
    _assert_failed_without_touching(result, baseline_from_reference, before, evidence)
