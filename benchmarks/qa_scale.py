"""How the QA harness scales with the size of the golden set.

Builds a golden set of N cases by repeating the shipped cases under new ids, then times
each stage (load, run through the reference engine, score) in a fresh process per size
and mode, so each peak resident memory figure belongs to that run alone. Prints a table
with wall and CPU seconds (CPU time is the fairer figure on a shared machine) and, per
mode, time(largest) / time(smallest); run it as
``.venv/bin/python benchmarks/qa_scale.py [N ...]`` (default 10000 100000).
"""

from __future__ import annotations

import json
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

GOLDEN = ROOT / "data" / "golden" / "qa_golden_set.jsonl"
MODES = ("tool", "agent")


def scaled_golden(path: Path, n: int) -> Path:
    """Write ``n`` cases cycling through the shipped ones, each under a fresh id."""
    base = [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line]
    with path.open("w", encoding="utf-8") as out:
        for i in range(n):
            case = dict(base[i % len(base)])
            case["id"] = f"{case['id']}-x{i}"
            out.write(json.dumps(case, ensure_ascii=False) + "\n")
    return path


def measure(golden: Path, mode: str, kb_dir: Path) -> dict[str, float]:
    """One load + run + score in this process; the KB is built before the clock starts."""
    from ragspine_eval_pipeline.engine.reference import ReferenceEngine
    from ragspine_eval_pipeline.eval.golden import load_golden_set
    from ragspine_eval_pipeline.eval.runner import RunPolicy, run_cases
    from ragspine_eval_pipeline.eval.scoring import evaluate
    from ragspine_eval_pipeline.kb.synthetic import build_eval_kb

    kb = build_eval_kb(kb_dir)
    engine = ReferenceEngine()
    c0, t0 = time.process_time(), time.perf_counter()
    cases = load_golden_set(golden)
    t1 = time.perf_counter()
    outcomes = run_cases(cases, engine, mode, kb, RunPolicy(case_timeout_s=None))
    t2 = time.perf_counter()
    report = evaluate(cases, outcomes, mode)
    t3, c3 = time.perf_counter(), time.process_time()
    assert report.n_cases == len(cases)
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return {
        **{"load": t1 - t0, "run": t2 - t1, "score": t3 - t2, "cpu": c3 - c0},
        "peak_mb": peak_kib / 1024,
    }


def measure_in_child(golden: Path, mode: str, kb_dir: Path) -> dict[str, float]:
    command = [sys.executable, __file__, "--one", str(golden), mode, str(kb_dir)]
    done = subprocess.run(command, capture_output=True, text=True, check=True)
    return json.loads(done.stdout.strip().splitlines()[-1])


def main(argv: list[str]) -> int:
    if argv[:1] == ["--one"]:
        print(json.dumps(measure(Path(argv[1]), argv[2], Path(argv[3]))))
        return 0
    sizes = sorted(int(a) for a in argv) or [10_000, 100_000]
    print(
        f"{'cases':>8} {'mode':>6} {'load s':>8} {'run s':>8} {'score s':>8} "
        f"{'total s':>8} {'cases/s':>9} {'CPU s':>7} {'cases/CPU s':>11} {'peak MB':>8}",
        flush=True,
    )
    totals: dict[tuple[int, str], tuple[float, float]] = {}
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        for n in sizes:
            golden = scaled_golden(tmp / f"golden_{n}.jsonl", n)
            for mode in MODES:
                m = measure_in_child(golden, mode, tmp / "kb")
                total = m["load"] + m["run"] + m["score"]
                totals[n, mode] = (total, m["cpu"])
                print(
                    f"{n:>8} {mode:>6} {m['load']:>8.2f} {m['run']:>8.2f} {m['score']:>8.2f} "
                    f"{total:>8.2f} {n / total:>9.0f} {m['cpu']:>7.2f} {n / m['cpu']:>11.0f} "
                    f"{m['peak_mb']:>8.0f}",
                    flush=True,
                )
    if len(sizes) > 1:
        small, large = sizes[0], sizes[-1]
        for mode in MODES:
            wall = totals[large, mode][0] / totals[small, mode][0]
            cpu = totals[large, mode][1] / totals[small, mode][1]
            print(
                f"time({large}) / time({small}), {mode}: wall {wall:.2f}, CPU {cpu:.2f} "
                f"(linear: {large / small:g})"
            )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
