"""The engine server: request validation, error statuses, and the serve_engine script."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from typing import Any

import httpx
import pytest

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.engine.server import MAX_REQUEST_BYTES, make_server, running
from tests.reliability.conftest import REPO, golden_rows
from tests.reliability.fakes import RaisingEngine, WrongTypeEngine

VALID = {"question": "香港FY2025的REVENUE是多少", "mode": "tool", "reference_date": "2026-06-12"}


def _post(url: str, **kwargs: Any) -> httpx.Response:
    with httpx.Client(timeout=10, trust_env=False) as client:
        return client.post(url, **kwargs)


def test_a_valid_request_gets_an_answer_with_its_contexts(reference_server):
    response = _post(reference_server.url, json=VALID)
    assert response.status_code == 200, response.text
    body = response.json()
    contexts = body.pop("contexts")
    assert isinstance(contexts, list) and all(isinstance(c, str) for c in contexts)
    EngineAnswer.model_validate(body)  # every other field is an EngineAnswer field


def test_every_golden_question_is_answered(reference_server):
    with httpx.Client(timeout=10, trust_env=False) as client:
        for row in golden_rows()[:20]:
            payload = {k: row[k] for k in ("question", "reference_date")} | {"mode": "agent"}
            assert client.post(reference_server.url, json=payload).status_code == 200


@pytest.mark.parametrize(
    ("body", "reason"),
    [
        # not JSON
        (b"{question: 1}", "not valid JSON"),
        # JSON, but a list
        (b"[]", "must be a JSON object"),
        # NaN is not JSON
        (b'{"question": NaN}', "NaN"),
        # a required field missing
        (b'{"question": "q", "mode": "tool"}', "reference_date"),
        # an empty question
        (b'{"question": "", "mode": "tool", "reference_date": "2026-06-12"}', "question"),
        # a question that is not a string
        (b'{"question": 7, "mode": "tool", "reference_date": "2026-06-12"}', "question"),
        # an unknown mode
        (b'{"question": "q", "mode": "chat", "reference_date": "2026-06-12"}', "mode"),
        # a date that is not YYYY-MM-DD
        (b'{"question": "q", "mode": "tool", "reference_date": "12/06/2026"}', "reference_date"),
        # an unknown field
        (
            b'{"question": "q", "mode": "tool", "reference_date": "2026-06-12", "k": 5}',
            "k: unknown field",
        ),
        # bytes that are not UTF-8
        (b'{"question": "\xff"}', "not UTF-8"),
    ],
)
def test_a_bad_request_is_400_with_a_reason(reference_server, body: bytes, reason: str):
    response = _post(
        reference_server.url, content=body, headers={"Content-Type": "application/json"}
    )
    assert response.status_code == 400
    assert reason in response.json()["error"]


def test_an_oversized_request_is_413(reference_server):
    body = b'{"question": "' + b"x" * MAX_REQUEST_BYTES + b'"}'
    response = _post(reference_server.url, content=body)
    assert response.status_code == 413
    assert "exceeds" in response.json()["error"]


def test_other_methods_are_405(reference_server):
    with httpx.Client(timeout=10, trust_env=False) as client:
        response = client.get(reference_server.url)
    assert response.status_code == 405 and response.headers["Allow"] == "POST"


@pytest.mark.parametrize(
    ("engine", "reason"),
    [
        (RaisingEngine, "engine raised RuntimeError: engine blew up"),
        (WrongTypeEngine, "engine returned an invalid answer"),
    ],
)
def test_an_engine_failure_is_500_with_a_reason(eval_kb, engine: type, reason: str):
    with running(make_server(engine(), kb=eval_kb, quiet=True)) as server:
        response = _post(server.url, json=VALID)
    assert response.status_code == 500
    assert reason in response.json()["error"]


def test_the_server_builds_its_own_kb_and_removes_it_on_close():
    server = make_server(quiet=True)
    kb_dir = server._cleanup.name  # type: ignore[union-attr]
    assert os.path.isdir(kb_dir)
    with running(server):
        assert _post(server.url, json=VALID).status_code == 200
    assert not os.path.exists(kb_dir)


def _ignore_sigint() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


@pytest.mark.parametrize(
    "started", [None, _ignore_sigint], ids=["foreground", "background job (SIGINT ignored)"]
)
def test_serve_engine_script_serves_until_interrupted(started):
    # A shell's background job starts with SIGINT ignored: the server must still stop on it.
    proc = subprocess.Popen(
        [sys.executable, "scripts/serve_engine.py", "--port", "0"],
        cwd=REPO,
        stderr=subprocess.PIPE,
        text=True,
        preexec_fn=started,
    )
    try:
        line = proc.stderr.readline() if proc.stderr else ""
        match = re.search(r"(http://127\.0\.0\.1:\d+/answer)", line)
        assert match, line
        response = _post(match.group(1), json=VALID)
        assert response.status_code == 200
        assert "contexts" in response.json()
        proc.send_signal(signal.SIGINT)
        assert proc.wait(timeout=10) == 0
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=5)
        if proc.stderr:
            proc.stderr.close()


def test_serve_engine_script_rejects_a_bad_engine():
    result = subprocess.run(
        [sys.executable, "scripts/serve_engine.py", "--port", "0", "--engine", "no_such:Thing"],
        cwd=REPO,
        capture_output=True,
        text=True,
        timeout=30,
    )
    assert result.returncode == 2
    assert "no_such" in result.stderr
