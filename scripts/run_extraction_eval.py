"""Score office-document extraction on the fixtures and gate it against the baseline.

    .venv/bin/python scripts/run_extraction_eval.py
    .venv/bin/python scripts/run_extraction_eval.py --format pdf --report out/pdf.json
    .venv/bin/python scripts/run_extraction_eval.py --format xlsx --facts facts.jsonl
    .venv/bin/python scripts/run_extraction_eval.py --update-baseline

Exit codes: 0 pass (a set with no baseline entry gets one written, and passes);
1 a channel or coverage fell below its baseline, or an update would lower it;
2 bad input (missing fixtures, bad facts or ground truth, corrupt baseline, bad flags).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any, NoReturn

REPO_ROOT = Path(__file__).resolve().parent.parent
try:
    import ragspine_eval_pipeline  # noqa: F401
except ImportError:  # run from a checkout without an installed package
    sys.path.insert(0, str(REPO_ROOT))

from ragspine_eval_pipeline.eval.extraction_eval import (  # noqa: E402
    BaselineFileError,
    EvalReport,
    ExtractionBaselineComparison,
    ExtractionInputError,
    RatchetRefused,
    compare_to_baseline,
    make_baseline_entry,
    read_extraction_baseline,
    update_extraction_baseline,
)
from ragspine_eval_pipeline.eval.store import atomic_write_json  # noqa: E402
from ragspine_eval_pipeline.extraction.errors import ExtractionError  # noqa: E402
from ragspine_eval_pipeline.extraction.runner import (  # noqa: E402
    FIXTURE_SETS,
    load_facts_file,
    run_fixture_set,
)

EXIT_PASS, EXIT_REGRESSION, EXIT_BAD_INPUT = 0, 1, 2
REPORT_VERSION = 1
SHOWN_MISMATCHES = 5


class _Parser(argparse.ArgumentParser):
    """argparse that fails with exit 2 and one line, like every other bad input."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = _Parser(prog="run_extraction_eval.py", description=__doc__.splitlines()[0])
    parser.add_argument("--fixtures", type=Path, default=Path("data/fixtures"))
    parser.add_argument("--format", choices=[*FIXTURE_SETS, "all"], default="all")
    parser.add_argument(
        "--facts", type=Path, help="score this facts file (JSON or JSONL) for one --format"
    )
    parser.add_argument("--report", type=Path, help="write the full report here (JSON)")
    parser.add_argument(
        "--baseline", type=Path, default=Path("data/golden/extraction_baseline.json")
    )
    parser.add_argument(
        "--update-baseline",
        action="store_true",
        help="raise the baseline to this run (refused if any number would drop)",
    )
    args = parser.parse_args(argv)
    if args.facts is not None and args.format == "all":
        parser.error("--facts needs --format naming one fixture set (xlsx, pdf or pptx)")
    return args


def _bad_input(reason: str) -> int:
    print(f"run_extraction_eval: error: {' '.join(reason.split())}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _fmt_delta(current: float | None, floor: float | None) -> str:
    if floor is None:
        return "(no baseline)"
    if current is None:
        return f"baseline {floor:.4f}  not measured"
    return f"baseline {floor:.4f}  delta {current - floor:+.4f}"


def _summary(
    name: str,
    report: EvalReport,
    floor: dict[str, float] | None,
    comparison: ExtractionBaselineComparison | None,
    action: str,
    seconds: float,
) -> str:
    lines = [
        f"[{name}] {report.n_facts} facts, {report.n_matched}/{report.n_ground_truth} "
        f"ground-truth cells matched ({seconds:.2f}s)"
    ]
    metrics = report.metrics()
    for channel, metric in report.channels.items():
        lines.append(
            f"  {channel:<9}{metric.accuracy:.4f}  ({metric.correct}/{metric.total})  "
            + _fmt_delta(metrics.get(channel), (floor or {}).get(channel))
        )
    lines.append(
        f"  {'coverage':<9}{report.coverage:.4f}  "
        + _fmt_delta(report.coverage, (floor or {}).get("coverage"))
    )
    verdict = "PASS" if comparison is None or comparison.passed else "REGRESSION"
    lines.append(f"  {verdict} (baseline {action})")
    if comparison is not None:
        for reg in comparison.regressions:
            got = "not measured" if reg.current is None else f"{reg.current:.4f}"
            lines.append(f"  regressed: {reg.channel} {reg.baseline:.4f} -> {got}")
    shown = [
        f"  mismatch {m.name}: {x.key}: expected {x.expected!r}, got {x.got!r}"
        for m in report.channels.values()
        for x in m.mismatches
    ]
    lines.extend(shown[:SHOWN_MISMATCHES])
    if len(shown) > SHOWN_MISMATCHES:
        lines.append(f"  ... and {len(shown) - SHOWN_MISMATCHES} more mismatches")
    if report.missed:
        lines.append(f"  missed {len(report.missed)} cells, e.g. " + ", ".join(report.missed[:3]))
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    sets = list(FIXTURE_SETS) if args.format == "all" else [args.format]
    try:
        baseline = read_extraction_baseline(args.baseline, FIXTURE_SETS)
        given = load_facts_file(args.facts) if args.facts is not None else None
        if not args.fixtures.is_dir():
            return _bad_input(f"{args.fixtures}: fixtures folder not found")
        runs: dict[str, tuple[EvalReport, float]] = {}
        for name in sets:
            started = time.perf_counter()
            report = run_fixture_set(args.fixtures, name, given)
            runs[name] = (report, time.perf_counter() - started)
    except (BaselineFileError, ExtractionInputError, ExtractionError) as exc:
        return _bad_input(str(exc))

    exit_code = EXIT_PASS
    out: dict[str, Any] = {"version": REPORT_VERSION, "sets": {}}
    for name, (report, seconds) in runs.items():
        floor = baseline.get(name)
        comparison = compare_to_baseline(report.metrics(), floor) if floor is not None else None
        action = "unchanged"
        if comparison is not None and not comparison.passed:
            exit_code = EXIT_REGRESSION
            action = "kept"
        elif floor is None or (args.update_baseline and make_baseline_entry(report) != floor):
            try:
                update_extraction_baseline(
                    args.baseline, name, make_baseline_entry(report), FIXTURE_SETS
                )
                action = "created" if floor is None else "raised"
            except RatchetRefused as exc:  # a concurrent run raised it meanwhile
                print(f"run_extraction_eval: {exc}", file=sys.stderr)
                exit_code, action = EXIT_REGRESSION, "refused"
            except BaselineFileError as exc:
                return _bad_input(str(exc))
        print(_summary(name, report, floor, comparison, action, seconds))
        out["sets"][name] = {
            "metrics": report.metrics(),
            "baseline": floor,
            "baseline_action": action,
            "comparison": None if comparison is None else comparison.model_dump(mode="json"),
            "report": report.model_dump(mode="json"),
            "seconds": round(seconds, 3),
        }
    out["passed"] = exit_code == EXIT_PASS
    if args.report is not None:
        atomic_write_json(args.report, out)
    if exit_code == EXIT_REGRESSION and args.update_baseline:
        print("run_extraction_eval: baseline not updated: it only moves up", file=sys.stderr)
    return exit_code


if __name__ == "__main__":
    sys.exit(main())
