"""How the QA harness scales with the size of the golden set.

Builds a golden set of N cases by repeating the shipped cases under new ids, then times
each stage (load, run through the reference engine, score) and reports the process's
peak resident memory (a high-water mark over the sizes run so far). Prints a table;
run it as ``.venv/bin/python benchmarks/qa_scale.py [N ...]``.
"""

from __future__ import annotations

import json
import resource
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ragspine_eval_pipeline.engine.reference import ReferenceEngine  # noqa: E402
from ragspine_eval_pipeline.eval.golden import load_golden_set  # noqa: E402
from ragspine_eval_pipeline.eval.runner import RunPolicy, run_cases  # noqa: E402
from ragspine_eval_pipeline.eval.scoring import evaluate  # noqa: E402
from ragspine_eval_pipeline.kb.synthetic import build_eval_kb  # noqa: E402

GOLDEN = ROOT / "data" / "golden" / "qa_golden_set.jsonl"


def scaled_golden(path: Path, n: int) -> None:
    """Write ``n`` cases cycling through the shipped ones, each under a fresh id."""
    base = [json.loads(line) for line in GOLDEN.read_text(encoding="utf-8").splitlines() if line]
    with path.open("w", encoding="utf-8") as out:
        for i in range(n):
            case = dict(base[i % len(base)])
            case["id"] = f"{case['id']}-x{i}"
            out.write(json.dumps(case, ensure_ascii=False) + "\n")


def measure(n: int, mode: str, kb_dir: Path, tmp: Path) -> dict[str, float]:
    golden = tmp / f"golden_{n}.jsonl"
    scaled_golden(golden, n)
    kb = build_eval_kb(kb_dir)
    engine = ReferenceEngine()
    t0 = time.perf_counter()
    cases = load_golden_set(golden)
    t1 = time.perf_counter()
    outcomes = run_cases(cases, engine, mode, kb, RunPolicy(case_timeout_s=None))
    t2 = time.perf_counter()
    report = evaluate(cases, outcomes, mode)
    t3 = time.perf_counter()
    peak_kib = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    assert report.n_cases == n
    return {"load": t1 - t0, "run": t2 - t1, "score": t3 - t2, "peak_mb": peak_kib / 1024}


def main(argv: list[str]) -> int:
    sizes = [int(a) for a in argv] or [1_000, 10_000, 100_000]
    print(
        f"{'cases':>8} {'mode':>6} {'load s':>8} {'run s':>8} {'score s':>8} "
        f"{'cases/s':>9} {'peak MB':>8}"
    )
    with tempfile.TemporaryDirectory() as tmp_name:
        tmp = Path(tmp_name)
        for n in sizes:
            for mode in ("tool", "agent"):
                m = measure(n, mode, tmp / "kb", tmp)
                total = m["load"] + m["run"] + m["score"]
                print(
                    f"{n:>8} {mode:>6} {m['load']:>8.2f} {m['run']:>8.2f} {m['score']:>8.2f} "
                    f"{n / total:>9.0f} {m['peak_mb']:>8.0f}"
                )
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
