"""How long a run takes against an HTTP engine that refuses every connection.

The golden set runs through ``HttpEngine`` pointed at a closed local port, once as the
runner does it (the unreachable-engine breaker gives up after a few cases) and once with
the breaker removed (every case waits through its retries), with the CLI's defaults:
8 workers, 2 retries.

    .venv/bin/python benchmarks/unreachable_engine.py
"""

from __future__ import annotations

import socket
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import ragspine_eval_pipeline.eval.runner as runner
from ragspine_eval_pipeline.engine.http import HttpEngine
from ragspine_eval_pipeline.eval.golden import load_golden_set

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "golden" / "qa_golden_set.jsonl"


def _closed_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def _run(cases: list, with_breaker: bool) -> tuple[float, int]:
    breaker = runner.UnreachableEngineBreaker
    if not with_breaker:
        runner.UnreachableEngineBreaker = lambda engine: engine  # type: ignore[misc,assignment]
    try:
        with HttpEngine(f"http://127.0.0.1:{_closed_port()}/answer") as engine:
            started = time.perf_counter()
            outcomes = runner.run_cases(
                cases,
                engine,
                "tool",
                kb=None,
                policy=runner.RunPolicy(workers=8),  # type: ignore[arg-type]
            )
            wall = time.perf_counter() - started
    finally:
        runner.UnreachableEngineBreaker = breaker  # type: ignore[misc]
    return wall, sum("EngineUnreachable" in (o.error or "") for o in outcomes)


def main() -> None:
    cases = load_golden_set(GOLDEN)
    print(f"{len(cases)} cases, closed port, 8 workers, 2 retries")
    print("| breaker | wall s | cases given up without a further attempt |")
    print("|---|---:|---:|")
    for with_breaker in (True, False):
        wall, stopped = _run(cases, with_breaker)
        print(f"| {'on' if with_breaker else 'off'} | {wall:.2f} | {stopped} |")


if __name__ == "__main__":
    main()
