"""A dagster-webserver for one test: loopback, a free port, its own DAGSTER_HOME."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
WEBSERVER = Path(sys.executable).parent / "dagster-webserver"
DAEMON = Path(sys.executable).parent / "dagster-daemon"
START_TIMEOUT_S = 120


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


@contextmanager
def _process(command: list[str], env: Mapping[str, str], log: Path) -> Iterator[subprocess.Popen]:
    """A child in its own process group, which is stopped (with its children) on exit."""
    with log.open("w") as out:
        process = subprocess.Popen(
            command,
            cwd=REPO,
            env=dict(env),
            stdout=out,
            stderr=subprocess.STDOUT,
            start_new_session=True,
        )
        try:
            yield process
        finally:
            # The webserver runs its code server, and the daemon the runs it launches, as
            # children: stop the process group this helper started.
            os.killpg(process.pid, signal.SIGTERM)
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                os.killpg(process.pid, signal.SIGKILL)
                process.wait()


@contextmanager
def webserver(env: Mapping[str, str], logs: Path) -> Iterator[str]:
    """Serve ``workspace.yaml`` from the checkout, as ``make dev`` does: the webserver and
    the daemon (which dequeues the runs the UI launches). Yields the base URL once it
    answers; logs go to ``logs/``."""
    logs.mkdir(parents=True, exist_ok=True)
    port = free_port()
    server = [str(WEBSERVER), "-h", "127.0.0.1", "-p", str(port), "-w", "workspace.yaml"]
    daemon = [str(DAEMON), "run", "-w", "workspace.yaml"]
    with (
        _process(daemon, env, logs / "daemon.log"),
        _process(server, env, logs / "webserver.log") as process,
    ):
        url = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + START_TIMEOUT_S
        while True:
            try:
                with urllib.request.urlopen(f"{url}/server_info", timeout=5):
                    break
            except (urllib.error.URLError, ConnectionError):
                assert process.poll() is None, (logs / "webserver.log").read_text()[-3000:]
                assert time.monotonic() < deadline, "webserver did not answer in time"
                time.sleep(0.5)
        yield url
