"""CPU time per answer of the reference engine, on new questions and on repeated ones.

The engine sits in the hot loop of a large run, where the golden set repeats: what counts
there is a question seen before (its parse cached). A fresh process also pays once for
the analysers' dictionaries on its first new questions. Prints both, per mode, as CPU
milliseconds per case (``time.process_time``) beside wall milliseconds. Run as
``.venv/bin/python benchmarks/engine_speed.py [N]`` (the first N golden cases, default
249).
"""

from __future__ import annotations

import json
import sys
import tempfile
import time
from datetime import date
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ragspine_eval_pipeline.engine.reference import ReferenceEngine  # noqa: E402
from ragspine_eval_pipeline.kb.synthetic import build_eval_kb  # noqa: E402

GOLDEN = ROOT / "data" / "golden" / "qa_golden_set.jsonl"


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 249
    lines = GOLDEN.read_text(encoding="utf-8").splitlines()
    cases = [json.loads(line) for line in lines if line.strip()][:n]
    kb = build_eval_kb(Path(tempfile.mkdtemp()))
    engine = ReferenceEngine()
    for rounds in ("new questions", "seen before"):
        for mode in ("tool", "agent"):
            cpu, wall = time.process_time(), time.perf_counter()
            for case in cases:
                day = date.fromisoformat(case["reference_date"])
                engine.answer(case["question"], mode=mode, reference_date=day, kb=kb)
            cpu_ms = 1000 * (time.process_time() - cpu) / len(cases)
            wall_ms = 1000 * (time.perf_counter() - wall) / len(cases)
            label = rounds if mode == "tool" or rounds == "seen before" else "seen in tool"
            print(f"{mode:5} {label:14} {cpu_ms:6.3f} CPU ms/case  {wall_ms:6.3f} wall ms/case")


if __name__ == "__main__":
    main()
