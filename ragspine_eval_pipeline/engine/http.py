"""A remote engine: the engine protocol over one JSON POST per question.

The service gets ``{"question", "mode", "reference_date"}`` and answers with the fields
of ``EngineAnswer`` plus ``"contexts"``, the passages it retrieved (the schema is in
``docs/http_engine.md``). Failures are sorted so the runner can act on them: a 5xx, a
408/429, a dropped connection or a timeout is transient and retried; any other 4xx or a
malformed answer is a per-case error, never retried and never a crash.

Credentials never reach a report or a log: they come from the environment
(``RAGSPINE_ENGINE_TOKEN`` is sent as ``Authorization: Bearer``, ``RAGSPINE_ENGINE_HEADERS``
is a JSON object of extra headers). A URL that carries them anyway (``user:pw@``, a
``?api_key=`` value) still works, but is shown everywhere with them masked.
"""

from __future__ import annotations

import base64
import json
import os
import socket
import time
from datetime import date
from typing import Any
from urllib.parse import parse_qsl, quote, quote_plus, unquote, urlsplit, urlunsplit

import httpx
from pydantic import ValidationError

from ragspine_eval_pipeline import strict_json
from ragspine_eval_pipeline.engine.protocol import (
    EngineAnswer,
    InvalidEngineAnswer,
    TransientEngineError,
)

__all__ = [
    "HEADERS_ENV",
    "MAX_RESPONSE_BYTES",
    "TOKEN_ENV",
    "HttpEngine",
    "HttpEngineError",
    "InvalidEngineResponse",
    "redact_url",
]

TOKEN_ENV = "RAGSPINE_ENGINE_TOKEN"
"""A bearer token for the engine service, sent as ``Authorization: Bearer <token>``."""
HEADERS_ENV = "RAGSPINE_ENGINE_HEADERS"
"""A JSON object of extra request headers (``{"X-Api-Key": "..."}``)."""
_MASK = "***"


def redact_url(url: str) -> str:
    """``url`` with its user, password and query values masked, for messages and reports."""
    try:
        parts = urlsplit(url)
        host = parts.hostname or ""
        port = parts.port
    except ValueError:
        return _MASK
    if ":" in host:
        host = f"[{host}]"
    netloc = host + (f":{port}" if port else "")
    if parts.username is not None or parts.password is not None:
        netloc = f"{_MASK}@{netloc}"
    query = "&".join(f"{key}={_MASK}" for key, _ in parse_qsl(parts.query, keep_blank_values=True))
    return urlunsplit((parts.scheme, netloc, parts.path, query, ""))


def _env_headers() -> dict[str, str]:
    """Headers from the environment: the bearer token and ``RAGSPINE_ENGINE_HEADERS``."""
    headers: dict[str, str] = {}
    raw = os.environ.get(HEADERS_ENV)
    if raw:
        try:
            extra = json.loads(raw)
        except ValueError as exc:
            raise ValueError(f"{HEADERS_ENV} is not a JSON object: {exc.args[0]}") from None
        if not isinstance(extra, dict) or not all(
            isinstance(k, str) and isinstance(v, str) for k, v in extra.items()
        ):
            raise ValueError(f"{HEADERS_ENV} must be a JSON object of header -> string")
        headers.update(extra)
    token = os.environ.get(TOKEN_ENV)
    if token:
        headers["Authorization"] = f"Bearer {token}"
    return headers


def _secret_forms(*secrets: str | None) -> list[str]:
    """Every spelling of each secret a service may echo (as sent, percent-decoded, encoded).

    Longest first, so a secret that contains another is masked whole. Secrets shorter than
    three characters are left alone: masking them would garble every message.
    """
    forms: set[str] = set()
    for secret in secrets:
        if secret:
            forms.update((secret, unquote(secret), quote(secret, safe=""), quote_plus(secret)))
    return sorted((form for form in forms if len(form) >= 3), key=len, reverse=True)


MAX_RESPONSE_BYTES = 8_000_000
"""A response body larger than this is refused while it streams in, not buffered whole."""

_TRANSIENT_STATUS = frozenset({408, 429})
"""4xx codes that mean "try again later" rather than "your request is wrong"."""

_SNIPPET_CHARS = 300


class HttpEngineError(RuntimeError):
    """The service rejected the request (a 4xx): retrying the same request cannot help."""

    def __init__(self, status: int, url: str, body: str) -> None:
        self.status = status
        self.url = url
        """The URL as shown (credentials masked)."""
        self.body = body
        super().__init__(f"HTTP {status} from {url}: {_snippet(body)}")


class InvalidEngineResponse(InvalidEngineAnswer):
    """The service answered 2xx with something that is not a valid answer document."""


class HttpEngine:
    """Engine that asks a remote service, one POST per case.

    One pooled ``httpx.Client`` is shared by every worker thread (it is thread-safe), so
    connections are reused across cases. ``timeout_s`` bounds the whole exchange of one
    attempt (connect, send, and the full response); retries are the runner's job.
    """

    def __init__(
        self,
        url: str,
        *,
        timeout_s: float = 30.0,
        max_connections: int = 64,
        client: httpx.Client | None = None,
    ) -> None:
        if not url.startswith(("http://", "https://")):
            raise ValueError(
                f"engine URL must start with http:// or https://, got {redact_url(url)!r}"
            )
        if not timeout_s > 0:
            raise ValueError("timeout_s must be positive")
        parts = urlsplit(url)
        self.url = redact_url(url)
        """The URL as shown in messages and reports: credentials masked."""
        self._target = urlunsplit(
            (parts.scheme, parts.netloc.rpartition("@")[2], parts.path, parts.query, "")
        )
        headers = {"Accept": "application/json", **_env_headers()}
        auth = None
        basic: tuple[str, ...] = ()
        if "@" in parts.netloc:  # still honoured, but from now on shown masked
            user, password = unquote(parts.username or ""), unquote(parts.password or "")
            auth = httpx.BasicAuth(user, password)
            # What a service echoing its Authorization header would show.
            basic = (base64.b64encode(f"{user}:{password}".encode()).decode("ascii"),)
        self._secrets = _secret_forms(
            parts.username,
            parts.password,
            *(value for _, value in parse_qsl(parts.query)),
            *(value for key, value in headers.items() if key != "Accept"),
            os.environ.get(TOKEN_ENV),
            *basic,
        )
        self.timeout_s = timeout_s
        limits = httpx.Limits(
            max_connections=max_connections, max_keepalive_connections=max_connections
        )
        self._client = client or httpx.Client(
            timeout=httpx.Timeout(timeout_s, connect=min(timeout_s, 10.0)),
            # Small request writes must not wait on delayed ACKs (Nagle's algorithm).
            transport=httpx.HTTPTransport(
                limits=limits, socket_options=[(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)]
            ),
            headers=headers,
            auth=auth,
            follow_redirects=False,
            trust_env=False,  # a proxy from the environment must not intercept eval traffic
        )

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        """Ask the service; report the contexts it retrieved to ``kb`` when it records them."""
        payload = {
            "question": question,
            "mode": mode,
            "reference_date": reference_date.isoformat(),
        }
        status, body = self._post(payload)
        if 400 <= status < 500 and status not in _TRANSIENT_STATUS:
            raise HttpEngineError(status, self.url, self._scrub(_text(body)))
        if status >= 500 or status in _TRANSIENT_STATUS:
            raise TransientEngineError(
                f"HTTP {status} from {self.url}: {_snippet(self._scrub(_text(body)))}"
            )
        if not 200 <= status < 300:
            raise InvalidEngineResponse(f"unexpected HTTP {status} from {self.url}")
        answer, contexts = parse_response(body)
        record = getattr(kb, "record_contexts", None)
        if callable(record):
            record(contexts)
        return answer

    def _post(self, payload: dict[str, str]) -> tuple[int, bytes]:
        """One attempt: status and body, the body capped and the whole attempt time-bounded."""
        deadline = time.monotonic() + self.timeout_s
        try:
            with self._client.stream("POST", self._target, json=payload) as response:
                chunks: list[bytes] = []
                size = 0
                for chunk in response.iter_bytes():
                    size += len(chunk)
                    if size > MAX_RESPONSE_BYTES:
                        if response.is_success:
                            raise InvalidEngineResponse(
                                f"response from {self.url} exceeds {MAX_RESPONSE_BYTES} bytes"
                            )
                        break  # an error page only needs its start, for the message
                    if time.monotonic() > deadline:
                        raise TransientEngineError(
                            f"response from {self.url} took longer than {self.timeout_s:g} s"
                        )
                    chunks.append(chunk)
                return response.status_code, b"".join(chunks)
        except httpx.TimeoutException as exc:
            raise TransientEngineError(
                f"{type(exc).__name__} after {self.timeout_s:g} s calling {self.url}"
            ) from exc
        except httpx.TransportError as exc:
            # Connection refused or reset, DNS failure, a broken response: worth another try.
            raise TransientEngineError(
                f"{type(exc).__name__} calling {self.url}: {self._scrub(str(exc)) or 'no detail'}"
            ) from exc

    def _scrub(self, text: str) -> str:
        """``text`` with every credential of this engine masked (an echoed URL, say)."""
        for secret in self._secrets:
            text = text.replace(secret, _MASK)
        return text

    def close(self) -> None:
        """Close the pooled connections."""
        self._client.close()

    def __enter__(self) -> HttpEngine:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"HttpEngine({self.url!r})"


def parse_response(body: bytes) -> tuple[EngineAnswer, list[str]]:
    """Turn a response body into an answer and its contexts, or raise ``InvalidEngineResponse``."""
    try:
        data = strict_json.loads(body.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise InvalidEngineResponse(f"response is not UTF-8 (byte {exc.start + 1})") from exc
    except json.JSONDecodeError as exc:
        raise InvalidEngineResponse(
            f"response is not JSON: {exc.msg} at column {exc.colno}: {_snippet(_text(body))}"
        ) from exc
    except (ValueError, RecursionError) as exc:
        raise InvalidEngineResponse(f"response is not valid JSON: {exc}") from exc
    if not isinstance(data, dict):
        raise InvalidEngineResponse(f"response must be a JSON object, got {type(data).__name__}")
    fields = dict(data)
    contexts = fields.pop("contexts", [])
    if not isinstance(contexts, list) or not all(isinstance(c, str) for c in contexts):
        raise InvalidEngineResponse("response field 'contexts' must be a list of strings")
    try:
        # Strict: "1702", true or "no" for a number or a flag is a wrong type, not coerced.
        answer = EngineAnswer.model_validate(fields, strict=True)
    except ValidationError as exc:
        problems = "; ".join(
            f"{'.'.join(str(p) for p in err['loc']) or '(answer)'}: {err['msg']}"
            for err in exc.errors(include_url=False)
        )
        raise InvalidEngineResponse(
            f"response does not match the answer schema: {problems}"
        ) from exc
    return answer, contexts


def _text(body: bytes) -> str:
    return body[: _SNIPPET_CHARS * 4].decode("utf-8", errors="replace")


def _snippet(text: str) -> str:
    flat = " ".join(text.split())
    if len(flat) > _SNIPPET_CHARS:
        return flat[:_SNIPPET_CHARS] + "..."
    return flat or "(empty body)"
