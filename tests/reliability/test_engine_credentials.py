"""Engine credentials never reach stdout, stderr or the report; they come from the environment."""

from __future__ import annotations

import base64
import json
from datetime import date
from pathlib import Path

import pytest

from ragspine_eval_pipeline.engine.http import HttpEngine, HttpEngineError, redact_url
from ragspine_eval_pipeline.engine.loading import EngineLoadError, load_engine
from tests.reliability.fakes import json_reply, scripted_server

SECRETS = ("s3cr3t-pw", "k3y-value", "bot-user")


@pytest.mark.parametrize(
    ("url", "shown"),
    [
        ("http://bot-user:s3cr3t-pw@h:8/a?api_key=k3y-value", "http://***@h:8/a?api_key=***"),
        ("https://h/answer", "https://h/answer"),  # nothing to hide
        ("http://[::1]:9/x?k=", "http://[::1]:9/x?k=***"),
    ],
)
def test_urls_are_shown_masked(url: str, shown: str) -> None:
    assert redact_url(url) == shown


def test_credentials_in_the_url_are_used_but_never_shown(
    tmp_path: Path, golden_subset: Path, run_cli
) -> None:
    # The service fails every case, echoing what it was asked: the worst case for leaks.
    with scripted_server(
        lambda req: json_reply({"error": "bad key k3y-value for bot-user"}, 500)
    ) as service:
        host = service.url.removeprefix("http://")
        url = f"http://bot-user:s3cr3t-pw@{host}?api_key=k3y-value"
        report = tmp_path / "report.json"
        result = run_cli(
            "--golden", golden_subset, "--baseline", tmp_path / "b.json",
            "--engine", url, "--report", report, "--timeout", "5",
        )  # fmt: skip
    assert result.code == 1
    text = result.out + result.err + report.read_text("utf-8")
    assert "HTTP 500" in text  # the failures are reported ...
    assert not [s for s in SECRETS if s in text]  # ... without a credential
    # The service still got them: basic auth and the query string.
    assert service.headers[0]["Authorization"].startswith("Basic ")
    assert service.paths[0] == "/answer?api_key=k3y-value"


def test_a_bearer_token_and_headers_come_from_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("RAGSPINE_ENGINE_TOKEN", "tok-123")
    monkeypatch.setenv("RAGSPINE_ENGINE_HEADERS", json.dumps({"X-Api-Key": "hdr-456"}))
    with scripted_server(lambda req: json_reply({"error": "echo tok-123 hdr-456"}, 400)) as svc:
        engine = HttpEngine(svc.url)
        with pytest.raises(HttpEngineError) as caught:
            engine.answer("q", mode="tool", reference_date=date(2026, 6, 12), kb=None)
        engine.close()
    assert svc.headers[0]["Authorization"] == "Bearer tok-123"
    assert svc.headers[0]["X-Api-Key"] == "hdr-456"
    assert "tok-123" not in str(caught.value) and "hdr-456" not in str(caught.value)


def test_malformed_header_variable_is_a_load_error(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAGSPINE_ENGINE_HEADERS", "[1, 2]")
    with pytest.raises(EngineLoadError, match="RAGSPINE_ENGINE_HEADERS"):
        load_engine("http://u:pw-zz@127.0.0.1:1/x")


def test_every_spelling_of_an_echoed_credential_is_masked() -> None:
    # A service that echoes its request back: the Authorization header (base64 of
    # user:password) and the query, both as sent (percent-encoded) and decoded.
    basic = base64.b64encode(b"bot-user:p@ss-w0rd").decode()
    echoed = f"auth Basic {basic}; pw p@ss-w0rd p%40ss-w0rd; key k+y-v k%2By-v"
    with scripted_server(lambda req: json_reply({"error": echoed}, 400)) as svc:
        host = svc.url.removeprefix("http://")
        engine = HttpEngine(f"http://bot-user:p%40ss-w0rd@{host}?api_key=k%2By-v")
        with pytest.raises(HttpEngineError) as caught:
            engine.answer("q", mode="tool", reference_date=date(2026, 6, 12), kb=None)
        engine.close()
    assert svc.headers[0]["Authorization"] == f"Basic {basic}"  # the service got them
    shown = str(caught.value)
    assert "HTTP 400" in shown and "auth Basic ***" in shown
    leaked = [s for s in (basic, "p@ss-w0rd", "p%40ss-w0rd", "k+y-v", "k%2By-v") if s in shown]
    assert leaked == []
