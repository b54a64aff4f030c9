"""How wall time scales with ``--workers`` for an I/O-bound remote engine.

A local HTTP service answers every question after a fixed delay (50 ms by default),
like a model endpoint would; the runner scores a batch of cases through ``HttpEngine``
with 1, 2, 4, 8 and 16 workers. The service runs in its own process, as a real one
would, so its CPU time does not compete with the client's for one interpreter lock.
Speedup should stay close to the worker count until the client's per-request CPU cost
(about 2 ms for httpx and the runner) shows.

    .venv/bin/python benchmarks/worker_scaling.py [--cases 200] [--delay-ms 50]
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from ragspine_eval_pipeline.engine.http import HttpEngine
from ragspine_eval_pipeline.eval.golden import GoldenCase
from ragspine_eval_pipeline.eval.runner import RunPolicy, run_cases

ANSWER = json.dumps(
    {
        "route": "refuse",
        "refused": True,
        "answer": "",
        "contexts": ["nothing in the knowledge base covers this question"],
    }
).encode()


def slow_server(delay_s: float) -> ThreadingHTTPServer:
    """A service that sleeps ``delay_s`` before every answer."""

    class Handler(BaseHTTPRequestHandler):
        protocol_version = "HTTP/1.1"
        disable_nagle_algorithm = True  # headers and body go out as separate writes

        def do_POST(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length", "0")))
            time.sleep(delay_s)
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(ANSWER)))
            self.end_headers()
            self.wfile.write(ANSWER)

        def log_message(self, format: str, *args: Any) -> None:
            pass

    class Server(ThreadingHTTPServer):
        daemon_threads = True
        request_queue_size = 128  # the default 5 drops SYNs when many workers connect at once

    return Server(("127.0.0.1", 0), Handler)


def cases(n: int) -> list[GoldenCase]:
    return [
        GoldenCase.model_validate(
            {
                "id": f"bench-{i:04d}",
                "question": f"What was the revenue of unit {i} in FY2025?",
                "case_type": "refusal",
                "expected": {"clarification": "none", "refuse": True},
                "reference_date": "2026-06-12",
            }
        )
        for i in range(n)
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=200)
    parser.add_argument("--delay-ms", type=float, default=50.0)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2, 4, 8, 16])
    args = parser.parse_args(argv)

    ports: multiprocessing.Queue[int] = multiprocessing.Queue()
    service = multiprocessing.Process(
        target=_serve, args=(args.delay_ms / 1000, ports), daemon=True
    )
    service.start()
    url = f"http://127.0.0.1:{ports.get(timeout=30)}/answer"
    batch = cases(args.cases)
    ideal = args.cases * args.delay_ms / 1000
    print(f"{args.cases} cases, {args.delay_ms:g} ms per answer (serial floor {ideal:.2f} s)")
    print(f"{'workers':>7}  {'wall s':>7}  {'cases/s':>8}  {'speedup':>7}  {'efficiency':>10}")
    base = None
    try:
        for workers in args.workers:
            with HttpEngine(url) as engine:
                policy = RunPolicy(workers=workers, case_timeout_s=30)
                started = time.perf_counter()
                outcomes = run_cases(batch, engine, "tool", kb=None, policy=policy)  # type: ignore[arg-type]
                wall = time.perf_counter() - started
            failed = [o for o in outcomes if o.tool_status != "ok"]
            if failed:
                print(f"{workers} workers: {len(failed)} case(s) failed: {failed[0].error}")
                return 1
            base = base or wall
            speedup = base / wall
            print(
                f"{workers:>7}  {wall:>7.2f}  {args.cases / wall:>8.1f}  "
                f"{speedup:>6.2f}x  {speedup / workers:>9.0%}"
            )
    finally:
        service.terminate()
        service.join(timeout=5)
    return 0


def _serve(delay_s: float, ports: multiprocessing.Queue[int]) -> None:
    server = slow_server(delay_s)
    ports.put(server.server_address[1])
    server.serve_forever()


if __name__ == "__main__":
    raise SystemExit(main())
