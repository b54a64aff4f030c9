"""Soak the ratchet's writes: kill -9 writers at random moments and check what they left.

Each iteration starts one victim and SIGKILLs it after a random delay:

- ``writer``: ``WRITERS`` processes racing ``store.ratchet_update`` on one baseline as fast
  as they can, each write raising ``value_match`` a little under the lock (so most kills
  land inside a write: temp file open, fsync, rename);
- ``cli``: the real QA CLI (``scripts/run_qa_eval.py --update-baseline``) on a few golden
  cases, killed anywhere from start-up to the baseline write.

After every kill it checks that the baseline is either absent (nothing written yet) or a
strict, valid baseline; that no number went down; that the dead writer's lock is free
(the next update must get it within ``LOCK_WAIT_S``); and that the next write removes
any temp file the kill left. It prints one line per problem and a summary; the exit code
is 1 when it found any problem.

    .venv/bin/python benchmarks/kill_soak.py [--iterations N] [--seed S]
"""

from __future__ import annotations

import argparse
import json
import random
import signal
import subprocess
import sys
import tempfile
import textwrap
import time
from collections import Counter
from collections.abc import Mapping
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ragspine_eval_pipeline.eval.baseline import lowered_entries, read_qa_baseline  # noqa: E402
from ragspine_eval_pipeline.eval.store import BaselineFileError, ratchet_update  # noqa: E402

WRITERS = 3
"""Processes racing each other in a ``writer`` iteration."""
LOCK_WAIT_S = 10.0
"""A lock a killed writer held must be free again within this."""
GOLDEN_CASES = 6
"""Golden cases the ``cli`` victim runs (a few of each kind, to keep iterations short)."""
STEP = 1e-6
"""How much each write raises ``value_match``."""

_WRITER = """
    import sys
    from ragspine_eval_pipeline.eval.baseline import lowered_entries
    from ragspine_eval_pipeline.eval.store import ratchet_update

    def raise_a_little(previous, entry):
        rate = previous["metrics"]["value_match"] if previous else 0.0
        return {**entry, "metrics": {"value_match": min(1.0, rate + %(step)r)}}

    entry = {"metrics": {"value_match": 0.0}, "fabrication_count": 0, "n_cases": 4}
    print("ready", flush=True)
    while True:
        ratchet_update(sys.argv[1], "tool", entry, lowered=lowered_entries, merge=raise_a_little)
"""


def _litter(baseline: Path) -> list[Path]:
    """Temp files of interrupted writes beside ``baseline``."""
    return sorted(baseline.parent.glob(f".{baseline.name}.*.tmp"))


def _start_writers(baseline: Path) -> list[subprocess.Popen[str]]:
    code = textwrap.dedent(_WRITER % {"step": STEP})
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", code, str(baseline)],
            cwd=ROOT,
            stdout=subprocess.PIPE,
            text=True,
        )
        for _ in range(WRITERS)
    ]
    for proc in procs:
        assert proc.stdout is not None
        proc.stdout.readline()  # "ready": imports done, writes about to start
    return procs


def _start_cli(baseline: Path, golden: Path) -> list[subprocess.Popen[str]]:
    args = [sys.executable, str(ROOT / "scripts" / "run_qa_eval.py"), "--golden", str(golden)]
    args += ["--baseline", str(baseline), "--update-baseline", "--no-progress"]
    return [subprocess.Popen(args, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)]


def _kill(procs: list[subprocess.Popen[str]]) -> list[int | None]:
    """SIGKILL every victim; the exit code of those that had already finished."""
    finished = [proc.poll() for proc in procs]
    for proc in procs:
        if proc.poll() is None:
            proc.send_signal(signal.SIGKILL)
    for proc in procs:
        proc.wait(timeout=30)
    return finished


def _rate(data: Mapping[str, Any] | None) -> float:
    return float(data["tool"]["metrics"]["value_match"]) if data and "tool" in data else 0.0


class Soak:
    """Runs the iterations and tallies what it saw."""

    def __init__(self, workdir: Path, rng: random.Random) -> None:
        self.rng = rng
        self.golden = workdir / "golden.jsonl"
        self.writer_baseline = workdir / "writer" / "qa_baseline.json"
        self.cli_baseline = workdir / "cli" / "qa_baseline.json"
        self.writer_baseline.parent.mkdir()
        self.cli_baseline.parent.mkdir()
        self.seen = Counter[str]()
        self.problems: list[str] = []
        self.best_rate = 0.0
        self.cli_content: dict[str, Any] | None = None
        self._write_golden()
        self.cli_seconds = self._time_cli()

    def _time_cli(self) -> float:
        """How long one CLI run takes here, unkilled: kills are spread over that span."""
        started = time.monotonic()
        [proc] = _start_cli(self.cli_baseline, self.golden)
        code = proc.wait(timeout=120)
        if code != 0:
            raise SystemExit(f"the CLI failed unkilled (exit {code}); fix that first")
        self.cli_content = read_qa_baseline(self.cli_baseline)
        return time.monotonic() - started

    def _write_golden(self) -> None:
        lines = (ROOT / "data" / "golden" / "qa_golden_set.jsonl").read_text("utf-8").splitlines()
        picked: list[str] = []
        kinds: Counter[str] = Counter()
        for line in lines:
            kind = json.loads(line)["case_type"]
            if kinds[kind] < 2 and len(picked) < GOLDEN_CASES:
                kinds[kind] += 1
                picked.append(line)
        self.golden.write_text("\n".join(picked) + "\n", "utf-8")

    def problem(self, iteration: int, text: str) -> None:
        self.problems.append(f"iteration {iteration}: {text}")
        print(f"  PROBLEM iteration {iteration}: {text}", flush=True)

    def run(self, iterations: int) -> None:
        for i in range(1, iterations + 1):
            kind = "writer" if i % 2 else "cli"
            self.seen[f"{kind} iterations"] += 1
            if kind == "writer":
                self._writer_iteration(i)
            else:
                self._cli_iteration(i)

    def _writer_iteration(self, i: int) -> None:
        baseline = self.writer_baseline
        procs = _start_writers(baseline)
        time.sleep(self.rng.uniform(0.0, 0.3))
        finished = _kill(procs)
        if any(code is not None for code in finished):
            self.problem(i, f"a writer exited on its own (codes {finished})")
        self.seen["writers killed"] += len(procs)
        data = self._read(i, baseline)
        rate = _rate(data)
        if rate + 1e-12 < self.best_rate:
            self.problem(i, f"value_match went down: {rate} after {self.best_rate}")
        self.best_rate = max(self.best_rate, rate)
        self._after_kill(i, baseline, data)

    def _cli_iteration(self, i: int) -> None:
        baseline = self.cli_baseline
        procs = _start_cli(baseline, self.golden)
        time.sleep(self.rng.uniform(0.0, self.cli_seconds * 1.05))
        finished = _kill(procs)
        if finished[0] is not None:
            self.seen["cli runs that finished before the kill"] += 1
            if finished[0] != 0:
                err = procs[0].stderr.read() if procs[0].stderr else ""
                self.problem(i, f"the CLI exited {finished[0]}: {err.strip()[-300:]}")
        else:
            self.seen["cli runs killed"] += 1
        data = self._read(i, baseline)
        if data is not None:
            if self.cli_content is None:
                self.cli_content = data
            elif data != self.cli_content:
                self.problem(i, "the CLI's baseline changed between runs of the same engine")
        self._after_kill(i, baseline, data)

    def _read(self, i: int, baseline: Path) -> dict[str, Any] | None:
        """The baseline as the product reads it (strict JSON and schema), or None if absent."""
        try:
            data = read_qa_baseline(baseline)
        except BaselineFileError as exc:
            self.problem(i, f"corrupt baseline: {exc}")
            return None
        self.seen["baselines read back valid" if data is not None else "no baseline yet"] += 1
        return data

    def _after_kill(self, i: int, baseline: Path, data: Mapping[str, Any] | None) -> None:
        """The dead writers' lock must be free, and the next write must clear their litter."""
        if _litter(baseline):
            self.seen["kills that left a temp file"] += 1
        if data is None:
            return  # nothing written yet: no write to test the lock with
        started = time.monotonic()
        try:  # rewrite the entry unchanged: takes the lock, writes, cleans up
            ratchet_update(baseline, "tool", data["tool"], lowered=lowered_entries)
        except Exception as exc:
            self.problem(i, f"the next update failed: {type(exc).__name__}: {exc}")
            return
        waited = time.monotonic() - started
        if waited > LOCK_WAIT_S:
            self.problem(i, f"the next update waited {waited:.1f} s for the lock")
        left = _litter(baseline)
        if left:
            self.problem(i, f"the next write left {len(left)} temp file(s): {left[0].name}")
        if read_qa_baseline(baseline) != data:
            self.problem(i, "rewriting the entry unchanged changed the file")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--iterations", type=int, default=40, help="kill rounds (default 40)")
    parser.add_argument("--seed", type=int, default=0, help="random seed for the kill delays")
    args = parser.parse_args(argv)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="kill-soak-") as tmp:
        soak = Soak(Path(tmp), random.Random(args.seed))
        soak.run(args.iterations)
    elapsed = time.monotonic() - started
    print(f"kill soak: {args.iterations} iterations in {elapsed:.1f} s (seed {args.seed})")
    print(f"  {'one unkilled CLI run (s)':42s} {soak.cli_seconds:.2f}")
    for name, count in sorted(soak.seen.items()):
        print(f"  {name:42s} {count}")
    print(f"  {'highest value_match reached by writers':42s} {soak.best_rate:.6f}")
    print(f"  {'problems':42s} {len(soak.problems)}")
    for line in soak.problems:
        print(f"    {line}")
    return 1 if soak.problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
