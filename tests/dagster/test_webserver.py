"""The webserver serves the code location: its GraphQL API lists the QA asset graph."""

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
WEBSERVER = Path(sys.executable).parent / "dagster-webserver"
QUERY = "{ assetNodes { assetKey { path } } }"


def _free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return sock.getsockname()[1]


def _get(url: str, body: bytes | None = None) -> bytes:
    headers = {"Content-Type": "application/json"} if body else {}
    request = urllib.request.Request(url, data=body, headers=headers)
    with urllib.request.urlopen(request, timeout=10) as response:
        return response.read()


@pytest.fixture
def webserver(tmp_path: Path):
    home = tmp_path / "dagster_home"
    home.mkdir()
    shutil.copy(REPO / "dagster.yaml", home / "dagster.yaml")
    port = _free_port()
    log = (tmp_path / "webserver.log").open("w")
    process = subprocess.Popen(
        [str(WEBSERVER), "-h", "127.0.0.1", "-p", str(port), "-w", "workspace.yaml"],
        cwd=REPO,
        env={**os.environ, "DAGSTER_HOME": str(home)},
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 120
        while True:
            try:
                _get(f"{url}/server_info")
                break
            except (urllib.error.URLError, ConnectionError):
                assert process.poll() is None, (tmp_path / "webserver.log").read_text()[-3000:]
                assert time.monotonic() < deadline, "webserver did not answer within 120 s"
                time.sleep(0.5)
        yield url
    finally:
        # The webserver runs its code server as a child: stop the group this test started.
        os.killpg(process.pid, signal.SIGTERM)
        try:
            process.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(process.pid, signal.SIGKILL)
            process.wait()
        log.close()


def test_graphql_lists_the_asset_graph(webserver):
    # The code location loads in the background; poll until it has reported its assets.
    deadline = time.monotonic() + 120
    while True:
        payload = json.loads(_get(f"{webserver}/graphql", json.dumps({"query": QUERY}).encode()))
        keys = {"/".join(node["assetKey"]["path"]) for node in payload["data"]["assetNodes"]}
        if keys or time.monotonic() > deadline:
            break
        time.sleep(0.5)
    assert {"golden_set", "eval_kb", "case_outcomes", "gate_report", "baseline_check"} <= keys
