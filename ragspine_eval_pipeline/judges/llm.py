"""An LLM judge over any OpenAI-compatible chat-completions server.

All claims of an answer go to the server in one request (in groups of
``claims_per_request``): the contexts, which are most of the tokens, are sent once per
answer rather than once per claim, and every claim is read against the same text. The
model answers, per claim, ``{"id": N, "supported": bool, "evidence": "quoted span"}``;
a reply that does not parse exactly is an error, never a pass, and a "supported" claim
whose quoted evidence is not found in the contexts is not entailed. Requests run at
temperature 0 with a timeout, retried with backoff on 429 and 5xx (honouring
``Retry-After``, capped); a judge that still cannot get an answer raises ``JudgeError``.

The API key is sent as a bearer token and never appears in a repr, an identity, a log or
an error message.
"""

from __future__ import annotations

import json
import re
import threading
import time
import unicodedata
from collections.abc import Callable, Sequence
from concurrent.futures import ThreadPoolExecutor
from email.utils import parsedate_to_datetime
from typing import Any, ClassVar

import httpx
from pydantic import BaseModel, ConfigDict, ValidationError

from ragspine_eval_pipeline.judges._verdict import JudgeError, JudgeIdentity, Verdict

SYSTEM_PROMPT = """\
You check whether claims are supported by the given contexts, and nothing else.
A claim is supported only if the contexts state it or it follows directly from them.
Numbers, dates, names and negation must agree with the contexts exactly. Your own
knowledge does not count: a true claim the contexts do not state is not supported.
For each claim give "evidence": a span copied verbatim from one context that supports
it (join separate spans of that context with " ... "), or "" when it is not supported.
Reply with one JSON object and nothing else:
{"verdicts": [{"id": 1, "supported": true, "evidence": "..."}, ...]}
with exactly one verdict per claim, using the claim ids given."""

_RETRY_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504})
_FENCE_RE = re.compile(r"^```(?:json)?\s*(.*?)\s*```$", re.DOTALL)
_SPACE_RE = re.compile(r"\s+")
_ELLIPSIS_RE = re.compile(r"\s*(?:\.\.\.|…)\s*")


class _ClaimReply(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    id: int
    """The claim's number as given in the prompt (1-based)."""
    supported: bool
    """The model's decision for that claim."""
    evidence: str
    """A span quoted from the contexts; empty when not supported."""


class _Reply(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    verdicts: list[_ClaimReply]
    """One entry per claim of the request."""


class OpenAIJudge:
    """Judges claims with a chat model; settings that move verdicts are in ``identity``.

    ``base_url`` is the API root the OpenAI SDK would take (``http://host:8000/v1``);
    requests go to ``{base_url}/chat/completions``. ``max_concurrency`` bounds the
    requests in flight across every thread using this judge.
    """

    VERSION: ClassVar[str] = "1"

    def __init__(
        self,
        model: str,
        base_url: str,
        *,
        api_key: str | None = None,
        timeout: float = 60.0,
        retries: int = 4,
        backoff: float = 1.0,
        max_backoff: float = 30.0,
        max_concurrency: int = 4,
        claims_per_request: int = 16,
        json_mode: bool = False,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        if not model.strip() or not base_url.strip():
            raise ValueError("expected a model name and a base URL")
        if not base_url.startswith(("http://", "https://")):
            raise ValueError(f"base URL {base_url!r} must start with http:// or https://")
        if max_concurrency < 1 or claims_per_request < 1 or retries < 0:
            raise ValueError("max_concurrency and claims_per_request >= 1, retries >= 0")
        self.model = model.strip()
        self.base_url = base_url.strip().rstrip("/")
        self.retries = retries
        self.backoff = backoff
        self.max_backoff = max_backoff
        self.max_concurrency = max_concurrency
        self.claims_per_request = claims_per_request
        self.json_mode = json_mode
        self._key = api_key or None
        self._sleep = sleep
        self._slots = threading.BoundedSemaphore(max_concurrency)
        headers = {"Authorization": f"Bearer {self._key}"} if self._key else {}
        self._client = httpx.Client(timeout=timeout, headers=headers)

    @property
    def identity(self) -> JudgeIdentity:
        """Model, server and prompt grouping; never the key."""
        return JudgeIdentity(
            name="openai",
            version=self.VERSION,
            settings={
                "model": self.model,
                "base_url": self.base_url,
                "claims_per_request": self.claims_per_request,
            },
        )

    def __repr__(self) -> str:
        return f"OpenAIJudge(model={self.model!r}, base_url={self.base_url!r})"

    def close(self) -> None:
        """Release the HTTP connections."""
        self._client.close()

    def judge(self, claim: str, contexts: Sequence[str]) -> Verdict:
        """Judge one claim (one request)."""
        return self.judge_claims([claim], contexts)[0]

    def judge_claims(self, claims: Sequence[str], contexts: Sequence[str]) -> list[Verdict]:
        """One verdict per claim; groups of claims are requested concurrently."""
        if not claims:
            return []
        if not any(c.strip() for c in contexts):
            # Nothing to quote from: no claim can be supported, and no request is needed.
            return [_unsupported("no context to judge") for _ in claims]
        size = self.claims_per_request
        groups = [list(claims[i : i + size]) for i in range(0, len(claims), size)]
        if len(groups) == 1:
            return self._judge_group(groups[0], contexts)
        with ThreadPoolExecutor(max_workers=min(self.max_concurrency, len(groups))) as pool:
            results = list(pool.map(lambda group: self._judge_group(group, contexts), groups))
        return [verdict for group in results for verdict in group]

    def _judge_group(self, claims: list[str], contexts: Sequence[str]) -> list[Verdict]:
        content = self._complete(_messages(claims, contexts))
        replies = _parse(content, len(claims))
        return [_verdict(reply, contexts) for reply in replies]

    def _complete(self, messages: list[dict[str, str]]) -> str:
        """The assistant message's text, after retries; JudgeError when there is none."""
        payload: dict[str, Any] = {"model": self.model, "messages": messages, "temperature": 0}
        if self.json_mode:
            payload["response_format"] = {"type": "json_object"}
        url = f"{self.base_url}/chat/completions"
        failure = "no attempt"
        for attempt in range(self.retries + 1):
            delay = self._delay(attempt)
            try:
                with self._slots:
                    response = self._client.post(url, json=payload)
            except httpx.HTTPError as exc:
                failure = f"{type(exc).__name__}: {exc}"
            else:
                if response.status_code == 200:
                    return self._content(response)
                failure = f"HTTP {response.status_code}: {response.text[:200]}"
                if response.status_code not in _RETRY_STATUS:
                    break
                delay = _retry_after(response, delay)
            if attempt < self.retries:
                self._sleep(min(delay, self.max_backoff))
        raise JudgeError(self._scrub(f"{self.model} at {self.base_url}: {failure}"))

    def _delay(self, attempt: int) -> float:
        return self.backoff * (2**attempt)

    def _content(self, response: httpx.Response) -> str:
        try:
            content = response.json()["choices"][0]["message"]["content"]
        except (ValueError, LookupError, TypeError) as exc:
            raise JudgeError(self._scrub(f"{self.model}: not a chat completion: {exc}")) from exc
        if not isinstance(content, str):
            raise JudgeError(f"{self.model}: the reply has no text content")
        return content

    def _scrub(self, text: str) -> str:
        """The text with the key masked, in case a server echoes it back."""
        return text.replace(self._key, "***") if self._key else text


def _messages(claims: list[str], contexts: Sequence[str]) -> list[dict[str, str]]:
    shown = "\n\n".join(f"[context {i + 1}]\n{c}" for i, c in enumerate(contexts))
    listed = "\n".join(
        f"{i + 1}. {json.dumps(claim, ensure_ascii=False)}" for i, claim in enumerate(claims)
    )
    user = f"Contexts:\n\n{shown}\n\nClaims (id. text):\n{listed}"
    return [{"role": "system", "content": SYSTEM_PROMPT}, {"role": "user", "content": user}]


def _parse(content: str, count: int) -> list[_ClaimReply]:
    """The reply's verdicts in claim order; anything but exactly one per claim is an error."""
    text = content.strip()
    fenced = _FENCE_RE.match(text)
    if fenced:
        text = fenced.group(1)
    try:
        reply = _Reply.model_validate_json(text)
    except ValidationError as exc:
        first = exc.errors()[0]
        where = ".".join(str(p) for p in first["loc"]) or "reply"
        raise JudgeError(
            f"malformed judge reply ({where}: {first['msg']}): {text[:200]!r}"
        ) from exc
    ids = sorted(v.id for v in reply.verdicts)
    if ids != list(range(1, count + 1)):
        raise JudgeError(f"judge reply gave verdicts for claims {ids}, expected 1..{count}")
    return sorted(reply.verdicts, key=lambda v: v.id)


def _verdict(reply: _ClaimReply, contexts: Sequence[str]) -> Verdict:
    if not reply.supported:
        return _unsupported("the judge found no support in the contexts")
    if not reply.evidence.strip():
        return _unsupported("supported without quoted evidence")
    found = _locate(reply.evidence, contexts)
    if found is None:
        return _unsupported(f"quoted evidence not found in the contexts: {reply.evidence!r}")
    return Verdict(
        entailed=True, coverage=1.0, score=1.0, context_index=found, passage=reply.evidence
    )


def _unsupported(reason: str) -> Verdict:
    return Verdict(entailed=False, coverage=0.0, score=0.0, reason=reason)


def _normalize(text: str) -> str:
    return _SPACE_RE.sub(" ", unicodedata.normalize("NFKC", text)).strip()


def _locate(evidence: str, contexts: Sequence[str]) -> int | None:
    """Index of the first context holding every quoted span, whitespace normalized."""
    parts = (_normalize(part).strip("\"'“”「」 ") for part in _ELLIPSIS_RE.split(evidence))
    spans = [span for span in parts if span]
    if not spans:
        return None
    for index, context in enumerate(contexts):
        flat = _normalize(context)
        if all(span in flat for span in spans):
            return index
    return None


def _retry_after(response: httpx.Response, default: float) -> float:
    """Seconds the server asked to wait (delta or HTTP date), else the backoff."""
    value = response.headers.get("Retry-After")
    if not value:
        return default
    try:
        return max(float(value), 0.0)
    except ValueError:
        pass
    try:
        return max(parsedate_to_datetime(value).timestamp() - time.time(), 0.0)
    except (TypeError, ValueError):
        return default


__all__ = ["SYSTEM_PROMPT", "OpenAIJudge"]
