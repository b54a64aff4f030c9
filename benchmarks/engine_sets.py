"""The reference engine on the independent question sets, both modes, one table.

Each set under ``benchmarks/data/engine_independent*/cases.jsonl`` was written by someone
who read only the KB's facts and documents. Prints, per set and mode, the six gates
(clarification / refusal / value / source / faithfulness / answer accuracy, in %) and the
fabrication count, as a Markdown table; ``--failures`` lists each failing case's id and
the metrics it failed; ``--causes`` counts the failing cases by what was expected against
what the engine did ("figure expected: refused"), per set and over all the sets run, with
no question or answer text, so a held-out set's failures can be told apart unread. Run as
``.venv/bin/python benchmarks/engine_sets.py [--failures] [--causes] [--mode tool|agent] [SET ...]``
(``SET`` is the number after ``engine_independent``: ``22 25``; none runs every set).
"""

from __future__ import annotations

import argparse
import re
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ragspine_eval_pipeline.eval.failure_kinds import failure_kinds  # noqa: E402
from ragspine_eval_pipeline.eval.groundedness import GROUNDEDNESS_METRICS  # noqa: E402
from ragspine_eval_pipeline.eval.qa_eval import (  # noqa: E402
    EVAL_MODES,
    GATE_METRICS,
    run_qa_eval,
)

DATA = ROOT / "benchmarks" / "data"
GATES = GATE_METRICS + GROUNDEDNESS_METRICS


def set_paths(names: list[str]) -> dict[str, Path]:
    """Each named set's file, every set's when none is named, in numeric order."""
    found = {}
    for folder in DATA.glob("engine_independent*"):
        number = folder.name.removeprefix("engine_independent") or "1"
        found[number] = folder / "cases.jsonl"
    if names:
        missing = [n for n in names if n not in found]
        if missing:
            raise SystemExit(f"no such set: {', '.join(missing)} (have {', '.join(sorted(found))})")
        found = {n: found[n] for n in names}
    return dict(sorted(found.items(), key=lambda item: int(re.sub(r"\D", "", item[0]) or 0)))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("sets", nargs="*", help="set numbers (default: every set)")
    parser.add_argument("--mode", choices=EVAL_MODES, action="append", help="default: both")
    parser.add_argument("--failures", action="store_true", help="list each failing case")
    parser.add_argument("--causes", action="store_true", help="count failures by kind")
    args = parser.parse_args()
    causes: dict[str, Counter[str]] = {}
    print("| set | mode | cases | " + " | ".join(GATES) + " | fabrication |")
    print("|---|---|---:|" + "---:|" * (len(GATES) + 1))
    for number, path in set_paths(args.sets).items():
        for mode in args.mode or EVAL_MODES:
            report = run_qa_eval(path, mode)
            rates = " | ".join(f"{100 * report.metrics[g].pass_rate:.1f}" for g in GATES)
            print(
                f"| {number} | {mode} | {report.n_cases} | {rates} | {report.fabrication_count} |",
                flush=True,
            )
            if args.failures:
                for case in report.cases:
                    failed = [name for name, gate in case.gates.items() if not gate.passed]
                    if failed:
                        print(f"|   | {case.case_id}: {', '.join(failed)} |")
            if args.causes:
                kinds = failure_kinds(report.cases)
                causes.setdefault(mode, Counter()).update(kinds)
                for kind, count in kinds.most_common():
                    print(f"|   | {kind}: {count} |")
    for mode, kinds in causes.items():
        print(f"\nfailing cases by kind, {mode} mode, all sets run:")
        for kind, count in kinds.most_common():
            print(f"  {count:5d}  {kind}")


if __name__ == "__main__":
    main()
