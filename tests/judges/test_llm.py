"""The OpenAI-compatible judge against a fake server on 127.0.0.1."""

from __future__ import annotations

import json
import threading
import time
from typing import Any

import pytest

from ragspine_eval_pipeline.eval.groundedness import judge_answer
from ragspine_eval_pipeline.judges import JudgeError, load_judge
from ragspine_eval_pipeline.judges.llm import OpenAIJudge
from tests.judges.fake_openai import (
    Reply,
    claims_of,
    closed_port_url,
    completion,
    serve,
    verdicts,
)

KEY = "sk-test-0123456789abcdef"
CONTEXTS = [
    "Acme sold 12 units in Paris.",
    "Revenue rose by 3 percent\n  in 2023,   driven by exports.",
]


def _judge(base_url: str, **kwargs: Any) -> OpenAIJudge:
    settings: dict[str, Any] = {"api_key": KEY, "backoff": 0.0, "timeout": 2.0}
    return OpenAIJudge("judge-model", base_url, **(settings | kwargs))


def test_verdicts_follow_the_reply_with_evidence_located() -> None:
    reply = verdicts(
        (True, "Revenue rose by 3 percent in 2023"),  # whitespace differs from the context
        (False, ""),
    )
    with serve(lambda body: completion(reply)) as fake:
        supported, refuted = _judge(fake.base_url).judge_claims(
            ["Revenue rose 3% in 2023.", "Acme sold 40 units."], CONTEXTS
        )
    assert supported.entailed and supported.context_index == 1 and supported.score == 1.0
    assert supported.passage == "Revenue rose by 3 percent in 2023"
    assert not refuted.entailed and refuted.score == 0.0 and refuted.reason
    assert len(fake.requests) == 1  # every claim of the answer in one request


def test_request_is_temperature_zero_with_the_key_as_bearer_token() -> None:
    with serve(lambda body: completion(verdicts((True, "Acme sold 12 units")))) as fake:
        _judge(fake.base_url).judge("Acme sold 12 units.", CONTEXTS)
    (request,) = fake.requests
    assert request["path"] == "/v1/chat/completions"
    assert request["headers"]["Authorization"] == f"Bearer {KEY}"
    body = request["body"]
    assert body["model"] == "judge-model" and body["temperature"] == 0
    assert claims_of(body) == ["Acme sold 12 units."]
    assert all(context.split()[0] in body["messages"][-1]["content"] for context in CONTEXTS)


def test_no_key_sends_no_authorization_header() -> None:
    with serve(lambda body: completion(verdicts((False, "")))) as fake:
        OpenAIJudge("m", fake.base_url).judge("Acme sold 40 units.", CONTEXTS)
    assert "Authorization" not in fake.headers[0]


@pytest.mark.parametrize(
    ("evidence", "entailed"),
    [
        ("Acme sold 12 units in Paris.", True),  # verbatim
        ("acme sold 12 units", False),  # case differs: not a quote
        ("Acme sold 12 units ... in Paris", True),  # spans of one context joined by an ellipsis
        ("Acme sold 12 units ... driven by exports", False),  # spans from two contexts
        ("Acme sold 40 units in Paris.", False),  # invented evidence
        ('"Acme sold 12 units"', True),  # wrapped in quotation marks
    ],
)
def test_quoted_evidence_must_occur_in_the_contexts(evidence: str, entailed: bool) -> None:
    with serve(lambda body: completion(verdicts((True, evidence)))) as fake:
        verdict = _judge(fake.base_url).judge("Acme sold 12 units in Paris.", CONTEXTS)
    assert verdict.entailed is entailed
    if not entailed:
        assert verdict.reason is not None and "evidence not found" in verdict.reason


def test_supported_without_evidence_is_not_entailed() -> None:
    with serve(lambda body: completion(verdicts((True, "  ")))) as fake:
        verdict = _judge(fake.base_url).judge("Acme sold 12 units.", CONTEXTS)
    assert not verdict.entailed and verdict.reason == "supported without quoted evidence"


def test_a_fenced_json_reply_is_accepted() -> None:
    fenced = "```json\n" + verdicts((True, "Acme sold 12 units")) + "\n```"
    with serve(lambda body: completion(fenced)) as fake:
        assert _judge(fake.base_url).judge("Acme sold 12 units.", CONTEXTS).entailed


@pytest.mark.parametrize(
    "content",
    [
        "Yes, the claim is supported.",  # prose, not JSON
        '{"verdicts": [{"id": 1, "supported": "yes", "evidence": ""}]}',  # not a boolean
        '{"verdicts": [{"id": 1, "supported": true}]}',  # evidence missing
        '{"verdicts": [{"id": 1, "supported": true, "evidence": "", "note": 1}]}',  # extra key
        '{"verdicts": []}',  # no verdict for the claim
        '{"verdicts": [{"id": 2, "supported": true, "evidence": ""}]}',  # wrong claim id
        '[{"id": 1, "supported": true, "evidence": ""}]',  # a bare list
    ],
)
def test_a_malformed_reply_is_a_judge_error(content: str) -> None:
    with serve(lambda body: completion(content)) as fake, pytest.raises(JudgeError):
        _judge(fake.base_url).judge("Acme sold 12 units.", CONTEXTS)
    assert len(fake.requests) == 1  # temperature 0: asking again gives the same reply


def test_a_reply_that_is_not_a_chat_completion_is_a_judge_error() -> None:
    not_chat = json.dumps({"error": "oops"})
    with (
        serve(lambda body: (200, {}, not_chat)) as fake,
        pytest.raises(JudgeError, match="not a chat completion"),
    ):
        _judge(fake.base_url).judge("Acme sold 12 units.", CONTEXTS)


def test_429_is_retried_after_the_servers_retry_after_capped() -> None:
    replies: list[Reply] = [
        (429, {"Retry-After": "7"}, "slow down"),
        (429, {"Retry-After": "0.25"}, "slow down"),
        completion(verdicts((True, "Acme sold 12 units"))),
    ]
    slept: list[float] = []
    with serve(lambda body: replies.pop(0)) as fake:
        judge = _judge(fake.base_url, max_backoff=1.0, sleep=slept.append)
        assert judge.judge("Acme sold 12 units.", CONTEXTS).entailed
    assert len(fake.requests) == 3
    assert slept == [1.0, 0.25]  # 7 s capped at max_backoff, then as asked


def test_5xx_is_retried_with_exponential_backoff_then_a_judge_error() -> None:
    slept: list[float] = []
    with serve(lambda body: (500, {}, "internal error")) as fake:
        judge = _judge(fake.base_url, retries=3, backoff=0.5, max_backoff=1.5, sleep=slept.append)
        with pytest.raises(JudgeError, match="HTTP 500"):
            judge.judge("Acme sold 12 units.", CONTEXTS)
    assert len(fake.requests) == 4
    assert slept == [0.5, 1.0, 1.5]


def test_a_failing_judge_fails_the_answer_never_passes_it() -> None:
    with serve(lambda body: (503, {}, "unavailable")) as fake:
        judgement = judge_answer("Acme sold 12 units.", CONTEXTS, _judge(fake.base_url))
    assert not judgement.supported
    assert judgement.reason is not None and judgement.reason.startswith("judge error")


def test_a_client_error_is_not_retried() -> None:
    with (
        serve(lambda body: (400, {}, "bad request")) as fake,
        pytest.raises(JudgeError, match="HTTP 400"),
    ):
        _judge(fake.base_url, retries=3).judge("Acme sold 12 units.", CONTEXTS)
    assert len(fake.requests) == 1


def test_an_unreachable_server_is_a_judge_error() -> None:
    judge = _judge(closed_port_url(), retries=2)
    with pytest.raises(JudgeError, match="ConnectError") as caught:
        judge.judge("Acme sold 12 units.", CONTEXTS)
    assert KEY not in str(caught.value)


def test_a_slow_server_times_out_into_a_judge_error() -> None:
    def slow(body: dict[str, Any]) -> Reply:
        time.sleep(0.5)
        return completion(verdicts((True, "Acme sold 12 units")))

    with serve(slow) as fake, pytest.raises(JudgeError, match="Timeout"):
        _judge(fake.base_url, timeout=0.1, retries=1).judge("Acme sold 12 units.", CONTEXTS)


def test_the_key_never_shows_in_repr_identity_or_errors() -> None:
    # A server that echoes the Authorization header back in its error body.
    with serve(lambda body: (401, {}, f"invalid key {KEY}")) as fake:
        judge = _judge(fake.base_url)
        with pytest.raises(JudgeError) as caught:
            judge.judge("Acme sold 12 units.", CONTEXTS)
    assert KEY not in str(caught.value) and "***" in str(caught.value)
    assert KEY not in repr(judge) and KEY not in judge.identity.model_dump_json()
    assert judge.identity.key == (
        f"openai@1(base_url={fake.base_url},claims_per_request=16,model=judge-model)"
    )


def test_many_claims_are_split_into_concurrent_requests_with_bounded_concurrency() -> None:
    def answer_all(body: dict[str, Any]) -> Reply:
        time.sleep(0.05)  # long enough for requests to overlap
        return completion(verdicts(*[(False, "") for _ in claims_of(body)]))

    claims = [f"Claim number {i}." for i in range(10)]
    with serve(answer_all) as fake:
        judge = _judge(fake.base_url, claims_per_request=2, max_concurrency=3)
        result = judge.judge_claims(claims, CONTEXTS)
    assert len(result) == 10 and not any(v.entailed for v in result)
    assert sorted(c for r in fake.requests for c in claims_of(r["body"])) == sorted(claims)
    assert len(fake.requests) == 5 and 1 < fake.most_in_flight <= 3


def test_concurrency_is_bounded_across_calling_threads() -> None:
    def answer(body: dict[str, Any]) -> Reply:
        time.sleep(0.05)
        return completion(verdicts((False, "")))

    with serve(answer) as fake:
        judge = _judge(fake.base_url, max_concurrency=2)
        threads = [
            threading.Thread(target=judge.judge, args=(f"Claim {i}.", CONTEXTS)) for i in range(6)
        ]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
    assert len(fake.requests) == 6 and fake.most_in_flight == 2


def test_no_context_needs_no_request() -> None:
    judge = _judge(closed_port_url())
    verdict = judge.judge("Acme sold 12 units.", ["", "  "])
    assert not verdict.entailed and verdict.reason == "no context to judge"
    assert judge.judge_claims([], CONTEXTS) == []


def test_load_judge_reads_the_key_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAGSPINE_JUDGE_API_KEY", KEY)
    with serve(lambda body: completion(verdicts((True, "Acme sold 12 units")))) as fake:
        judge = load_judge(f"openai:judge-model@{fake.base_url}")
        judgement = judge_answer("Acme sold 12 units.", CONTEXTS, judge)
    assert judgement.supported
    assert fake.headers[0]["Authorization"] == f"Bearer {KEY}"
    assert KEY not in repr(judge)
