"""Serve an in-process engine over the HTTP JSON schema that ``HttpEngine`` speaks.

It lets the remote path be tested end to end against a real engine, and lets an engine
be deployed as a service. The synthetic KB is built once at start-up; every request
gets its own ``ObservedKnowledgeBase`` so the response can carry the contexts the
engine's tools returned. Standard library only: ``ThreadingHTTPServer``, one thread
per connection, HTTP/1.1 keep-alive so a pooled client reuses its connections.
"""

from __future__ import annotations

import json
import math
import sys
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, StrictStr, ValidationError

from ragspine_eval_pipeline import strict_json
from ragspine_eval_pipeline.dates import IsoDate
from ragspine_eval_pipeline.engine.loading import load_engine
from ragspine_eval_pipeline.engine.protocol import Engine, EngineAnswer
from ragspine_eval_pipeline.kb.observe import ObservedKnowledgeBase
from ragspine_eval_pipeline.kb.synthetic import build_eval_kb

__all__ = ["MAX_REQUEST_BYTES", "AnswerRequest", "EngineServer", "make_server", "running", "serve"]

MAX_REQUEST_BYTES = 1_000_000
"""A request body larger than this is refused with 413 before it is read."""


class AnswerRequest(BaseModel):
    """The body of one POST: the question and what the engine needs to answer it."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    question: Annotated[StrictStr, Field(min_length=1)]
    """The user question."""
    mode: Literal["tool", "agent"]
    """Engine mode."""
    reference_date: IsoDate
    """The "today" of the question, ``YYYY-MM-DD``."""


class EngineServer(ThreadingHTTPServer):
    """An HTTP server bound to one engine and one knowledge base."""

    daemon_threads = True
    block_on_close = False  # an engine stuck on one request must not block shutdown
    request_queue_size = 128  # the default backlog of 5 drops SYNs when many workers connect

    def __init__(
        self,
        address: tuple[str, int],
        engine: Engine,
        kb: Any,
        *,
        quiet: bool = False,
        cleanup: tempfile.TemporaryDirectory[str] | None = None,
    ) -> None:
        self.engine = engine
        self.kb = kb
        self.quiet = quiet
        self._cleanup = cleanup
        super().__init__(address, _AnswerHandler)

    @property
    def url(self) -> str:
        """The URL to give ``HttpEngine`` (any path is served; ``/answer`` reads well)."""
        host, port = self.server_address[:2]
        return f"http://{host}:{port}/answer"

    def server_close(self) -> None:
        super().server_close()
        if self._cleanup is not None:
            self._cleanup.cleanup()
            self._cleanup = None


def make_server(
    engine: str | Engine | None = None,
    host: str = "127.0.0.1",
    port: int = 0,
    *,
    kb: Any = None,
    kb_dir: str | Path | None = None,
    quiet: bool = False,
) -> EngineServer:
    """Build (not start) a server for ``engine``; port 0 picks a free port.

    ``engine`` is anything ``load_engine`` accepts (the reference engine when None).
    The synthetic KB is built into ``kb_dir``, or a temporary folder removed on
    ``server_close``, unless a ready ``kb`` is given.
    """
    active = load_engine(engine)
    cleanup = None
    if kb is None:
        if kb_dir is None:
            cleanup = tempfile.TemporaryDirectory(prefix="ragspine-serve-kb-")
            kb_dir = cleanup.name
        try:
            kb = build_eval_kb(kb_dir)
        except BaseException:
            if cleanup is not None:
                cleanup.cleanup()
            raise
    return EngineServer((host, port), active, kb, quiet=quiet, cleanup=cleanup)


@contextmanager
def running(server: EngineServer) -> Iterator[EngineServer]:
    """Serve in a background thread for the duration of the block, then shut down."""
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.daemon = True
    thread.start()
    try:
        yield server
    finally:
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def serve(
    engine: str | Engine | None = None,
    host: str = "127.0.0.1",
    port: int = 8765,
    *,
    kb_dir: str | Path | None = None,
) -> None:
    """Serve ``engine`` until interrupted."""
    server = make_server(engine, host, port, kb_dir=kb_dir)
    print(f"serving {type(server.engine).__name__} at {server.url}", file=sys.stderr, flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


class _AnswerHandler(BaseHTTPRequestHandler):
    """POST on any path answers one question; everything else is 405."""

    server: EngineServer
    protocol_version = "HTTP/1.1"
    disable_nagle_algorithm = True  # headers and body are separate writes: no 40 ms stall
    timeout = 60  # an idle keep-alive connection frees its thread after this
    server_version = "ragspine-engine"

    def do_POST(self) -> None:
        request = self._read_request()
        if request is None:
            return
        observed = ObservedKnowledgeBase(self.server.kb)
        try:
            raw = self.server.engine.answer(
                request.question,
                mode=request.mode,
                reference_date=request.reference_date,
                kb=observed,
            )
        except Exception as exc:
            self._send_error(HTTPStatus.INTERNAL_SERVER_ERROR, f"engine raised {_describe(exc)}")
            return
        problem, answer = _checked_answer(raw)
        if answer is None:
            self._send_error(HTTPStatus.INTERNAL_SERVER_ERROR, problem)
            return
        self._send_json(
            HTTPStatus.OK, {**answer.model_dump(mode="json"), "contexts": observed.contexts}
        )

    def _read_request(self) -> AnswerRequest | None:
        """Read and validate the body; on a bad request answer 4xx and return None."""
        length_header = self.headers.get("Content-Length")
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked" or length_header is None:
            self.close_connection = True
            self._send_error(HTTPStatus.LENGTH_REQUIRED, "a Content-Length header is required")
            return None
        try:
            length = int(length_header)
        except ValueError:
            length = -1
        if length < 0:
            self.close_connection = True
            self._send_error(HTTPStatus.BAD_REQUEST, f"bad Content-Length {length_header!r}")
            return None
        if length > MAX_REQUEST_BYTES:
            self.close_connection = True  # the body is left unread, so the connection ends
            self._send_error(
                HTTPStatus.REQUEST_ENTITY_TOO_LARGE,
                f"request body of {length} bytes exceeds {MAX_REQUEST_BYTES}",
            )
            return None
        body = self.rfile.read(length)
        try:
            data = strict_json.loads(body.decode("utf-8"))
        except UnicodeDecodeError:
            self._send_error(HTTPStatus.BAD_REQUEST, "request body is not UTF-8")
            return None
        except (ValueError, RecursionError) as exc:
            self._send_error(HTTPStatus.BAD_REQUEST, f"request body is not valid JSON: {exc}")
            return None
        if not isinstance(data, dict):
            self._send_error(
                HTTPStatus.BAD_REQUEST, f"request must be a JSON object, got {type(data).__name__}"
            )
            return None
        try:
            return AnswerRequest.model_validate(data)
        except ValidationError as exc:
            problems = "; ".join(
                f"{'.'.join(str(p) for p in err['loc']) or '(request)'}: "
                + ("unknown field" if err["type"] == "extra_forbidden" else err["msg"])
                for err in exc.errors(include_url=False)
            )
            self._send_error(HTTPStatus.BAD_REQUEST, f"invalid request: {problems}")
            return None

    def _not_allowed(self) -> None:
        self._send_error(
            HTTPStatus.METHOD_NOT_ALLOWED, "only POST is served", extra={"Allow": "POST"}
        )

    do_GET = do_PUT = do_DELETE = do_PATCH = do_HEAD = _not_allowed

    def _send_error(
        self, status: HTTPStatus, reason: str, extra: dict[str, str] | None = None
    ) -> None:
        self._send_json(status, {"error": reason}, extra)

    def _send_json(
        self, status: HTTPStatus, payload: dict[str, Any], extra: dict[str, str] | None = None
    ) -> None:
        body = json.dumps(payload, ensure_ascii=False, allow_nan=False).encode("utf-8")
        self.send_response(status)
        self.send_header("Content-Type", "application/json; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        for name, value in (extra or {}).items():
            self.send_header(name, value)
        if self.close_connection:
            self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)

    def log_message(self, format: str, *args: Any) -> None:
        if not self.server.quiet:
            super().log_message(format, *args)


def _checked_answer(raw: Any) -> tuple[str, EngineAnswer | None]:
    """Validate what the engine returned; a bad answer is the engine's fault (500)."""
    try:
        answer = raw if isinstance(raw, EngineAnswer) else EngineAnswer.model_validate(raw)
    except ValidationError as exc:
        return f"engine returned an invalid answer: {_describe(exc)}", None
    if answer.value is not None and not math.isfinite(answer.value):
        return f"engine returned a non-finite value {answer.value}", None
    return "", answer


def _describe(exc: BaseException) -> str:
    return f"{type(exc).__name__}: {' '.join(str(exc).split())[:500]}"
