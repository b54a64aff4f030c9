"""HttpEngine against scripted services: how each kind of failure reaches the runner."""

from __future__ import annotations

import threading
from datetime import date
from typing import Any

import pytest

from ragspine_eval_pipeline.engine.http import (
    MAX_RESPONSE_BYTES,
    HttpEngine,
    HttpEngineError,
    InvalidEngineResponse,
)
from ragspine_eval_pipeline.engine.loading import load_engine
from ragspine_eval_pipeline.eval.runner import RunPolicy, TransientEngineError, run_case
from ragspine_eval_pipeline.kb.observe import ObservedKnowledgeBase
from tests.builders import make_case
from tests.reliability.fakes import (
    HANG,
    good_answer,
    json_reply,
    scripted_server,
    unused_port,
)

FAST = RunPolicy(retries=2, backoff_s=0.01, case_timeout_s=5)
DAY = date(2026, 6, 12)


class _RecordingKB:
    def __init__(self) -> None:
        self.recorded: list[str] = []

    def record_contexts(self, texts: list[str]) -> None:
        self.recorded.extend(texts)


def _ask(engine: HttpEngine, kb: Any = None) -> Any:
    return engine.answer("What was HK revenue?", mode="tool", reference_date=DAY, kb=kb)


def test_a_good_reply_becomes_an_answer_and_reports_its_contexts():
    with scripted_server(lambda req: json_reply(good_answer())) as service:
        kb = _RecordingKB()
        with HttpEngine(service.url) as engine:
            answer = _ask(engine, kb)
    assert answer.value == 1702.0
    assert answer.source is not None and answer.source.doc == "ACME_FY2025_Results.pptx"
    assert kb.recorded == ["ACME HK FY2025 revenue: 1702 USD_M"]
    assert service.requests == [
        {"question": "What was HK revenue?", "mode": "tool", "reference_date": "2026-06-12"}
    ]


def test_contexts_reach_the_observed_kb_of_the_case():
    with scripted_server(lambda req: json_reply(good_answer())) as service:
        outcome = run_case(make_case(), HttpEngine(service.url), "tool", kb=None, policy=FAST)
    assert outcome.tool_status == "ok"
    assert outcome.contexts == ["ACME HK FY2025 revenue: 1702 USD_M"]


def test_a_kb_without_record_contexts_is_fine():
    with scripted_server(lambda req: json_reply(good_answer())) as service:
        assert _ask(HttpEngine(service.url), kb=object()).value == 1702.0


@pytest.mark.parametrize("status", [500, 502, 503, 429, 408])
def test_server_errors_are_transient_and_retried_a_bounded_number_of_times(status: int):
    with scripted_server(lambda req: json_reply({"error": "overloaded"}, status)) as service:
        engine = HttpEngine(service.url)
        with pytest.raises(TransientEngineError, match=f"HTTP {status}"):
            _ask(engine)
        outcome = run_case(make_case(), engine, "tool", kb=None, policy=FAST)
    assert outcome.tool_status == "error"
    assert f"HTTP {status}" in (outcome.error or "")
    assert "after 3 attempts" in (outcome.error or "")
    assert service.count == 1 + 3  # one direct call, then the first attempt plus two retries


def test_a_retry_after_a_transient_error_can_succeed():
    replies = iter([json_reply({"error": "warming up"}, 503), json_reply(good_answer())])
    with scripted_server(lambda req: next(replies)) as service:
        outcome = run_case(make_case(), HttpEngine(service.url), "tool", kb=None, policy=FAST)
    assert outcome.tool_status == "ok" and outcome.value == 1702.0
    assert service.count == 2


@pytest.mark.parametrize("status", [400, 404, 422])
def test_client_errors_are_not_retried_and_carry_status_and_body(status: int):
    body = {"error": "question must not be empty"}
    with scripted_server(lambda req: json_reply(body, status)) as service:
        engine = HttpEngine(service.url)
        with pytest.raises(HttpEngineError) as caught:
            _ask(engine)
        outcome = run_case(make_case(), engine, "tool", kb=None, policy=FAST)
    assert caught.value.status == status
    assert "question must not be empty" in str(caught.value)
    assert outcome.tool_status == "error"
    assert f"HTTP {status}" in (outcome.error or "")
    assert "question must not be empty" in (outcome.error or "")
    assert service.count == 2  # no retries


@pytest.mark.parametrize(
    ("body", "message"),
    [
        # not JSON at all
        (b"<html>Bad Gateway</html>", "not JSON"),
        # JSON, but not an object
        (b'["numeric", 1702]', "must be a JSON object"),
        # NaN is not JSON
        (b'{"route": "numeric", "value": NaN}', "NaN is not a valid JSON number"),
        # a field the schema does not have
        (b'{"route": "numeric", "confidence": 0.9}', "confidence"),
        # a value of the wrong type
        (b'{"value": "a lot"}', "value"),
        # types that a lax schema would coerce: a numeric string, a bool, a yes/no string
        (b'{"route": "numeric", "value": "1702"}', "value: Input should be a valid number"),
        (b'{"route": "numeric", "value": true}', "value: Input should be a valid number"),
        (b'{"refused": "no"}', "refused: Input should be a valid boolean"),
        (b'{"refused": 0}', "refused: Input should be a valid boolean"),
        (b'{"sources": "a.pdf"}', "sources"),
        # contexts must be strings
        (b'{"route": "numeric", "contexts": [1, 2]}', "contexts"),
        # bytes that are not UTF-8
        (b'{"answer": "\xff\xfe"}', "not UTF-8"),
        # an empty body
        (b"", "not JSON"),
    ],
)
def test_malformed_replies_are_clear_per_case_errors(body: bytes, message: str):
    with scripted_server(lambda req: (200, body)) as service:
        engine = HttpEngine(service.url)
        with pytest.raises(InvalidEngineResponse, match=message):
            _ask(engine)
        outcome = run_case(make_case(), engine, "tool", kb=None, policy=FAST)
    assert outcome.tool_status == "error"
    assert outcome.error is not None and outcome.error.startswith("invalid engine answer")
    assert message in outcome.error
    assert service.count == 2  # not retried


def test_an_oversized_reply_is_refused_without_buffering_it_all():
    huge = b'{"answer": "' + b"x" * (MAX_RESPONSE_BYTES + 10) + b'"}'
    with (
        scripted_server(lambda req: (200, huge)) as service,
        pytest.raises(InvalidEngineResponse, match="exceeds"),
    ):
        _ask(HttpEngine(service.url))


def test_nothing_listening_is_a_transient_connection_error():
    engine = HttpEngine(f"http://127.0.0.1:{unused_port()}/answer", timeout_s=2)
    with pytest.raises(TransientEngineError, match="ConnectError"):
        _ask(engine)
    outcome = run_case(make_case(), engine, "tool", kb=None, policy=FAST)
    assert outcome.tool_status == "error" and "after 3 attempts" in (outcome.error or "")


def test_a_reply_slower_than_the_engine_timeout_is_transient():
    with scripted_server(lambda req: HANG) as service:
        engine = HttpEngine(service.url, timeout_s=0.3)
        with pytest.raises(TransientEngineError, match="Timeout"):
            _ask(engine)


def test_one_engine_is_shared_safely_by_many_threads():
    def respond(req: dict[str, Any]) -> tuple[int, bytes]:
        return json_reply(good_answer(answer=req["question"], contexts=[req["question"]]))

    errors: list[BaseException] = []
    with scripted_server(respond) as service, HttpEngine(service.url) as engine:

        def work(worker: int) -> None:
            try:
                for i in range(15):
                    kb = _RecordingKB()
                    question = f"q-{worker}-{i}"
                    answer = engine.answer(question, mode="agent", reference_date=DAY, kb=kb)
                    assert answer.answer == question and kb.recorded == [question]
            except BaseException as exc:
                errors.append(exc)

        threads = [threading.Thread(target=work, args=(n,)) for n in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=30)
    assert errors == []
    assert service.count == 8 * 15


def test_an_observed_kb_records_remote_contexts_without_duplicates():
    replies = json_reply(good_answer(contexts=["a", "b", "a"]))
    with scripted_server(lambda req: replies) as service:
        observed = ObservedKnowledgeBase(None)  # type: ignore[arg-type]
        _ask(HttpEngine(service.url), observed)
    assert observed.contexts == ["a", "b"]


def test_load_engine_turns_a_url_into_an_http_engine():
    engine = load_engine("http://127.0.0.1:9/answer")
    assert isinstance(engine, HttpEngine) and engine.url == "http://127.0.0.1:9/answer"


@pytest.mark.parametrize("url", ["ftp://127.0.0.1/x", "127.0.0.1:8765"])
def test_only_http_urls_are_accepted(url: str):
    with pytest.raises(ValueError, match="http://"):
        HttpEngine(url)


def test_an_oversized_error_page_is_still_a_transient_server_error():
    page = b"<html>" + b"stack trace " * (MAX_RESPONSE_BYTES // 10) + b"</html>"
    with (
        scripted_server(lambda req: (503, page)) as service,
        pytest.raises(TransientEngineError, match=r"HTTP 503 .*stack trace"),
    ):
        _ask(HttpEngine(service.url))
