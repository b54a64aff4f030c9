"""A fake OpenAI-compatible chat-completions server on 127.0.0.1, run in a thread.

Each test gives it a responder: a function from the parsed request body to
``(status, headers, body)``. The server records every request (headers and body) and
the most requests it ever had in flight at once.
"""

from __future__ import annotations

import json
import re
import socket
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

Reply = tuple[int, dict[str, str], str]
Responder = Callable[[dict[str, Any]], Reply]

_CLAIM_RE = re.compile(r"^(\d+)\. (\".*\")$", re.MULTILINE)


@dataclass
class FakeServer:
    responder: Responder
    base_url: str = ""
    requests: list[dict[str, Any]] = field(default_factory=list)
    in_flight: int = 0
    most_in_flight: int = 0
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def headers(self) -> list[dict[str, str]]:
        return [r["headers"] for r in self.requests]


def completion(content: str) -> Reply:
    """A 200 reply holding ``content`` as the assistant message."""
    body = {"choices": [{"index": 0, "message": {"role": "assistant", "content": content}}]}
    return 200, {"Content-Type": "application/json"}, json.dumps(body)


def claims_of(request: dict[str, Any]) -> list[str]:
    """The claims the judge listed in its user message, in order."""
    user = request["messages"][-1]["content"]
    return [json.loads(text) for _, text in _CLAIM_RE.findall(user)]


def verdicts(*items: tuple[bool, str]) -> str:
    """The JSON the prompt asks for: one ``(supported, evidence)`` per claim."""
    rows = [{"id": i + 1, "supported": s, "evidence": e} for i, (s, e) in enumerate(items)]
    return json.dumps({"verdicts": rows})


@contextmanager
def serve(responder: Responder) -> Iterator[FakeServer]:
    """Run the fake server for the duration of the block."""
    fake = FakeServer(responder)

    class Handler(BaseHTTPRequestHandler):
        def do_POST(self) -> None:
            with fake.lock:
                fake.in_flight += 1
                fake.most_in_flight = max(fake.most_in_flight, fake.in_flight)
            try:
                length = int(self.headers.get("Content-Length", "0"))
                body = json.loads(self.rfile.read(length))
                fake.requests.append(
                    {"path": self.path, "headers": dict(self.headers), "body": body}
                )
                status, headers, text = fake.responder(body)
            finally:
                with fake.lock:
                    fake.in_flight -= 1
            payload = text.encode()
            try:
                self.send_response(status)
                for name, value in headers.items():
                    self.send_header(name, value)
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)
            except (BrokenPipeError, ConnectionResetError):
                pass  # the client gave up (a timeout test): nothing left to answer

        def log_message(self, *args: object) -> None:  # keep test output quiet
            pass

    server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
    server.daemon_threads = True
    fake.base_url = f"http://127.0.0.1:{server.server_address[1]}/v1"
    # A short poll interval keeps shutdown, and so each test, fast.
    thread = threading.Thread(target=server.serve_forever, args=(0.01,), daemon=True)
    thread.start()
    try:
        yield fake
    finally:
        server.shutdown()
        server.server_close()


def closed_port_url() -> str:
    """A base URL on 127.0.0.1 where nothing listens."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    return f"http://127.0.0.1:{port}/v1"
