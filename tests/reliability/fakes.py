"""Misbehaving engines and scripted HTTP services for the reliability tests.

Every fake that can block waits on an event that the test's teardown sets, so no
thread outlives its test by more than a moment and no loop is unbounded.
"""

from __future__ import annotations

import json
import math
import socket
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from datetime import date
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from ragspine_eval_pipeline.engine.protocol import EngineAnswer

HANG = object()
"""A scripted reply that never comes (until the server is torn down)."""

Reply = tuple[int, bytes] | object
"""(status, body) or ``HANG``."""


def json_reply(payload: Any, status: int = 200) -> tuple[int, bytes]:
    return status, json.dumps(payload).encode("utf-8")


def good_answer(**overrides: Any) -> dict[str, Any]:
    """A valid response document (EngineAnswer fields plus contexts)."""
    return {
        "route": "numeric",
        "value": 1702.0,
        "unit": "USD_M",
        "source": {"doc": "ACME_FY2025_Results.pptx", "locator": "slide=5,table=1,row=2,col=3"},
        "sources": ["ACME_FY2025_Results.pptx"],
        "answer": "Revenue was 1,702 USD_M.",
        "contexts": ["ACME HK FY2025 revenue: 1702 USD_M"],
        **overrides,
    }


@dataclass
class ScriptedService:
    """What a scripted server saw, and the switch that releases its hanging requests."""

    url: str
    requests: list[dict[str, Any]] = field(default_factory=list)
    headers: list[dict[str, str]] = field(default_factory=list)
    """The headers of each request, in order."""
    paths: list[str] = field(default_factory=list)
    """The request target (path and query) of each request, in order."""
    release: threading.Event = field(default_factory=threading.Event)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def count(self) -> int:
        with self.lock:
            return len(self.requests)


@contextmanager
def scripted_server(respond: Callable[[dict[str, Any]], Reply]) -> Iterator[ScriptedService]:
    """An HTTP service on 127.0.0.1 whose every reply is chosen by ``respond(request_json)``."""
    state: dict[str, ScriptedService] = {}

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"

        def do_POST(self) -> None:
            service = state["service"]
            body = self.rfile.read(int(self.headers.get("Content-Length", "0")))
            try:
                payload = json.loads(body)
            except ValueError:
                payload = {"_raw": body.decode("utf-8", "replace")}
            with service.lock:
                service.requests.append(payload)
                service.headers.append(dict(self.headers.items()))
                service.paths.append(self.path)
            reply = respond(payload)
            if reply is HANG:
                service.release.wait(timeout=20)
                reply = (503, b'{"error": "released at teardown"}')
            status, data = reply  # type: ignore[misc]
            try:
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)
            except OSError:
                pass  # the client gave up first

        def log_message(self, format: str, *args: Any) -> None:
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    server.block_on_close = False
    host, port = server.server_address[:2]
    service = ScriptedService(url=f"http://{host}:{port}/answer")
    state["service"] = service
    thread = threading.Thread(target=server.serve_forever, kwargs={"poll_interval": 0.05})
    thread.daemon = True
    thread.start()
    try:
        yield service
    finally:
        service.release.set()
        server.shutdown()
        server.server_close()
        thread.join(timeout=5)


def unused_port() -> int:
    """A port on 127.0.0.1 that nothing listens on (bound, then released)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


class _Delegating:
    """Answers like the reference engine except where a subclass misbehaves."""

    def __init__(self, trigger: Callable[[str], bool] | None = None) -> None:
        from ragspine_eval_pipeline.engine.reference import ReferenceEngine

        self._reference = ReferenceEngine()
        self._trigger = trigger or (lambda question: True)

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> Any:
        if self._trigger(question):
            return self.misbehave(question, mode=mode, reference_date=reference_date, kb=kb)
        return self._reference.answer(question, mode=mode, reference_date=reference_date, kb=kb)

    def misbehave(self, question: str, **kwargs: Any) -> Any:
        raise NotImplementedError


class RaisingEngine(_Delegating):
    """Raises on the triggered questions (a server answers 500 for those)."""

    def misbehave(self, question: str, **kwargs: Any) -> Any:
        raise RuntimeError(f"engine blew up on {question[:20]!r}")


class WrongTypeEngine(_Delegating):
    """Returns a plain string instead of an answer."""

    def misbehave(self, question: str, **kwargs: Any) -> Any:
        return "the answer is 42"


class NaNEngine(_Delegating):
    """Returns a NaN value."""

    def misbehave(self, question: str, **kwargs: Any) -> Any:
        return EngineAnswer(route="numeric", value=math.nan, unit="USD_M")


class InfinityDictEngine(_Delegating):
    """Returns a dict with an infinite value."""

    def misbehave(self, question: str, **kwargs: Any) -> Any:
        return {"route": "numeric", "value": math.inf, "unit": "USD_M"}


class UnknownFieldEngine(_Delegating):
    """Returns a dict with a field the answer schema does not have."""

    def misbehave(self, question: str, **kwargs: Any) -> Any:
        return {"route": "numeric", "confidence": 0.99}


class HugeAnswerEngine(_Delegating):
    """Returns an answer of several megabytes."""

    def misbehave(self, question: str, **kwargs: Any) -> Any:
        return EngineAnswer(route="narrative", answer="lorem ipsum " * 400_000)


class HangingEngine(_Delegating):
    """Blocks on the triggered questions until ``release`` is set."""

    def __init__(self, trigger: Callable[[str], bool] | None = None) -> None:
        super().__init__(trigger)
        self.release = threading.Event()

    def misbehave(self, question: str, **kwargs: Any) -> Any:
        self.release.wait(timeout=20)
        raise RuntimeError("released after the test")


class SlowEngine:
    """Answers nothing useful, slowly: for run budgets."""

    def __init__(self, delay_s: float) -> None:
        self.delay_s = delay_s

    def answer(self, question: str, *, mode: str, reference_date: date, kb: Any) -> EngineAnswer:
        time.sleep(self.delay_s)
        return EngineAnswer(route="refuse", refused=True)


class ExplodingAtConstruction:
    """An engine class whose constructor fails (e.g. a missing model file)."""

    def __init__(self) -> None:
        raise OSError("model weights not found")

    def answer(self, *args: Any, **kwargs: Any) -> EngineAnswer:  # pragma: no cover
        return EngineAnswer()


NOT_AN_ENGINE = {"answer": "a dict is not an engine"}
"""An import target without an ``answer`` method."""


class VerySlowEngine(SlowEngine):
    """``SlowEngine`` constructible with no arguments, for ``--engine module:attr``."""

    def __init__(self) -> None:
        super().__init__(0.2)


class ExitingEngine(_Delegating):
    """Calls ``sys.exit`` inside ``answer()`` on the triggered questions."""

    def misbehave(self, question: str, **kwargs: Any) -> Any:
        raise SystemExit(7)


class InterruptingEngine(_Delegating):
    """Raises ``KeyboardInterrupt`` inside ``answer()`` on the triggered questions."""

    def misbehave(self, question: str, **kwargs: Any) -> Any:
        raise KeyboardInterrupt


class BaseExceptionEngine(_Delegating):
    """Raises a ``BaseException`` that is neither an ``Exception`` nor an exit or interrupt."""

    def misbehave(self, question: str, **kwargs: Any) -> Any:
        raise GeneratorExit("closed mid-answer")
