"""Score office-document extraction on the fixtures and gate it against the baseline.

    .venv/bin/python scripts/run_extraction_eval.py
    .venv/bin/python scripts/run_extraction_eval.py --format pdf --report out/pdf.json
    .venv/bin/python scripts/run_extraction_eval.py --format xlsx --facts facts.jsonl
    .venv/bin/python scripts/run_extraction_eval.py --update-baseline

Exit codes: 0 pass (a set with no baseline entry gets one written, and passes);
1 a channel or coverage fell below its baseline, the baseline file is below its
committed history (``--ratchet-ref``), a document could not be extracted, or the run
cannot set the baseline it would write (it would lower a number, measured nothing, or
lost documents); 2 bad input (missing fixtures, bad facts or ground truth, corrupt
baseline, bad flags, a report path that is an input, a report or baseline path that
cannot be written).

The report is written before any baseline: a run whose report is lost changes nothing.
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, NoReturn

REPO_ROOT = Path(__file__).resolve().parent.parent
try:
    import ragspine_eval_pipeline  # noqa: F401
except ImportError:  # run from a checkout without an installed package
    sys.path.insert(0, str(REPO_ROOT))

from ragspine_eval_pipeline.defaults import (  # noqa: E402
    EXTRACTION_BASELINE,
    FIXTURES_DIR,
    ProjectRootError,
)
from ragspine_eval_pipeline.eval.extraction_eval import (  # noqa: E402
    BaselineComparison,
    BaselineFileError,
    EvalReport,
    ExtractionInputError,
    RatchetRefused,
    baseline_refusals,
    compare_to_baseline,
    make_baseline_entry,
    read_extraction_baseline,
    record_extraction_baseline,
)
from ragspine_eval_pipeline.eval.history import (  # noqa: E402
    DEFAULT_RATCHET_REF,
    RATCHET_REF_ENV,
    GitRefError,
    HistoryVerdict,
    extraction_history,
)
from ragspine_eval_pipeline.eval.store import atomic_write_json, read_json_object  # noqa: E402
from ragspine_eval_pipeline.extraction.errors import ExtractionError  # noqa: E402
from ragspine_eval_pipeline.extraction.runner import (  # noqa: E402
    FIXTURE_SETS,
    load_facts_file,
    run_fixture_set,
)

EXIT_PASS, EXIT_REGRESSION, EXIT_BAD_INPUT = 0, 1, 2
REPORT_VERSION = 2
"""2: a comparison is the one both harnesses share (``metric``, not ``channel``)."""
SHOWN_MISMATCHES = 5


class _Parser(argparse.ArgumentParser):
    """argparse that fails with exit 2 and one line, like every other bad input."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def _parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = _Parser(prog="run_extraction_eval.py", description=__doc__.splitlines()[0])
    # Unset paths are filled in from the project root (``defaults``) by ``_default_paths``.
    parser.add_argument(
        "--fixtures",
        type=Path,
        help=f"fixture sets (default: {FIXTURES_DIR.relative} in the project root)",
    )
    parser.add_argument("--format", choices=[*FIXTURE_SETS, "all"], default="all")
    parser.add_argument(
        "--facts", type=Path, help="score this facts file (JSON or JSONL) for one --format"
    )
    parser.add_argument("--report", type=Path, help="write the full report here (JSON)")
    parser.add_argument(
        "--baseline",
        type=Path,
        help=f"baseline file (default: {EXTRACTION_BASELINE.relative} in the project root)",
    )
    parser.add_argument(
        "--update-baseline",
        action="store_true",
        help="raise the baseline to this run (refused if any number would drop)",
    )
    parser.add_argument(
        "--ratchet-ref",
        help="compare the baseline with every committed version reachable from this ref "
        f"(env {RATCHET_REF_ENV}; default {DEFAULT_RATCHET_REF})",
    )
    args = parser.parse_args(argv)
    if args.facts is not None and args.format == "all":
        parser.error("--facts needs --format naming one fixture set (xlsx, pdf or pptx)")
    return args


def _default_paths(args: argparse.Namespace) -> None:
    """Fill in ``--fixtures`` and ``--baseline`` left unset, from the project root."""
    if args.fixtures is None:
        args.fixtures = FIXTURES_DIR.in_project()
    if args.baseline is None:
        args.baseline = EXTRACTION_BASELINE.in_project()


def _bad_input(reason: str) -> int:
    print(f"run_extraction_eval: error: {' '.join(reason.split())}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _fmt_delta(current: float | None, floor: float | None) -> str:
    if floor is None:
        return "(no baseline)"
    if current is None:
        return f"baseline {floor:.4f}  not measured"
    return f"baseline {floor:.4f}  delta {current - floor:+.4f}"


@dataclass
class _SetRun:
    """One set's report, its baseline and what this run does about the baseline."""

    report: EvalReport
    seconds: float
    floor: dict[str, float] | None
    comparison: BaselineComparison | None
    action: str
    """``unchanged``, ``kept`` (regressed), ``refused``, or ``created``/``raised``."""
    problems: list[str]
    """Why this set fails besides a regression (refusal reasons, failed documents)."""

    @property
    def passed(self) -> bool:
        regressed = self.comparison is not None and not self.comparison.passed
        return not regressed and not self.problems and self.action != "refused"


def _plan(
    report: EvalReport, seconds: float, floor: dict[str, float] | None, update: bool
) -> _SetRun:
    """Decide the set's verdict and baseline action before anything is written."""
    comparison = compare_to_baseline(report.metrics(), floor) if floor is not None else None
    problems = [
        f"document {doc!r} could not be extracted: {error}"
        for doc, error in report.failed_documents.items()
    ]
    if comparison is not None and not comparison.passed:
        action = "kept"
    elif floor is None or (update and make_baseline_entry(report) != floor):
        refusals = baseline_refusals(report)
        action = "refused" if refusals else ("created" if floor is None else "raised")
        problems = refusals or problems
    else:
        action = "unchanged"
    return _SetRun(report, seconds, floor, comparison, action, problems)


def _summary(name: str, run: _SetRun) -> str:
    report, floor, comparison = run.report, run.floor, run.comparison
    lines = [
        f"[{name}] {report.n_facts} facts, {report.n_matched}/{report.n_ground_truth} "
        f"ground-truth cells matched ({run.seconds:.2f}s)"
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
    regressed = comparison is not None and not comparison.passed
    verdict = "PASS" if run.passed else "REGRESSION" if regressed else "FAIL"
    lines.append(f"  {verdict} (baseline {run.action})")
    if comparison is not None:
        for reg in comparison.regressions:
            got = "not measured" if reg.current is None else f"{reg.current:.4f}"
            lines.append(f"  regressed: {reg.metric} {reg.baseline:.4f} -> {got}")
    for doc, error in report.failed_documents.items():
        lines.append(f"  failed document {doc}: {error}")
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


def _print_history(history: HistoryVerdict) -> None:
    """What the ratchet's history check found, each naming the commit with the better number."""
    if history.skipped:
        return
    if history.passed:
        print(f"ratchet: at or above {history.versions} committed version(s) ({history.ref})")
        return
    print(f"ratchet: {history.path} is below its committed history ({history.ref}):")
    for finding in history.findings:
        print(f"  {finding.message}")


def _report_json(runs: dict[str, _SetRun], history: HistoryVerdict) -> dict[str, Any]:
    return {
        "version": REPORT_VERSION,
        "passed": all(run.passed for run in runs.values()) and history.passed,
        "ratchet": {
            "ref": history.ref,
            "skipped": history.skipped,
            "versions": history.versions,
            "findings": [f.message for f in history.findings],
        },
        "sets": {
            name: {
                "metrics": run.report.metrics(),
                "baseline": run.floor,
                "baseline_action": run.action,
                "problems": run.problems,
                "comparison": None
                if run.comparison is None
                else run.comparison.model_dump(mode="json"),
                "report": run.report.model_dump(mode="json"),
                "seconds": round(run.seconds, 3),
            }
            for name, run in runs.items()
        },
    }


def _write_report(path: Path, runs: dict[str, _SetRun], history: HistoryVerdict) -> str | None:
    """Write the JSON report; the reason it could not be written, else ``None``."""
    try:
        atomic_write_json(path, _report_json(runs, history))
    except OSError as exc:
        return f"{path}: cannot write the report: {exc}"
    return None


def _clashing_paths(args: argparse.Namespace) -> str | None:
    """A report written over an input (the baseline, the facts) would destroy it."""
    if args.report is None:
        return None
    for flag, other in (("--baseline", args.baseline), ("--facts", args.facts)):
        if other is not None and _same_file(args.report, other):
            return f"--report {args.report} is the {flag} file; choose another path"
    if args.fixtures.is_dir() and Path(os.path.abspath(args.report)).is_relative_to(
        Path(os.path.abspath(args.fixtures))
    ):
        return f"--report {args.report} is inside the --fixtures folder; choose another path"
    return None


def _same_file(a: Path, b: Path) -> bool:
    if Path(os.path.abspath(a)) == Path(os.path.abspath(b)):
        return True
    return a.exists() and b.exists() and a.samefile(b)


def _history(args: argparse.Namespace, sets: list[str]) -> HistoryVerdict:
    """The baseline file against its committed versions, for the sets this run scores."""
    verdict = extraction_history(args.baseline, read_json_object(args.baseline), args.ratchet_ref)
    keep = [f for f in verdict.findings if f.key is None or f.key in sets]
    return HistoryVerdict(
        verdict.path, verdict.ref, keep, verdict.versions, verdict.notices, verdict.skipped
    )


def main(argv: list[str] | None = None) -> int:
    args = _parse_args(argv)
    sets = list(FIXTURE_SETS) if args.format == "all" else [args.format]
    try:
        _default_paths(args)
    except ProjectRootError as exc:
        return _bad_input(str(exc))
    if problem := _clashing_paths(args):
        return _bad_input(problem)
    try:
        baseline = read_extraction_baseline(args.baseline, FIXTURE_SETS)
        history = _history(args, sets)
        for notice in history.notices:
            print(f"notice: {notice}")
        given = load_facts_file(args.facts) if args.facts is not None else None
        if not args.fixtures.is_dir():
            return _bad_input(f"{args.fixtures}: fixtures folder not found")
        runs: dict[str, _SetRun] = {}
        for name in sets:
            started = time.perf_counter()
            report = run_fixture_set(args.fixtures, name, given)
            seconds = time.perf_counter() - started
            runs[name] = _plan(report, seconds, baseline.get(name), args.update_baseline)
    except (BaselineFileError, ExtractionInputError, ExtractionError, GitRefError) as exc:
        return _bad_input(str(exc))
    if not history.passed:  # the file on disk is below history: nothing is written to it
        for run in runs.values():
            if run.action in ("created", "raised"):
                run.action, run.problems = "refused", ["the baseline is below its history"]

    # The report first: nothing reaches the baseline from a run whose report was lost.
    if args.report is not None and (problem := _write_report(args.report, runs, history)):
        return _bad_input(problem)

    changed = False
    if not args.baseline.exists() and any(r.action == "created" for r in runs.values()):
        print(f"notice: no baseline file at {args.baseline}; creating it from this run")
    for name, run in runs.items():
        if run.action not in ("created", "raised"):
            continue
        try:
            record_extraction_baseline(args.baseline, name, run.report, FIXTURE_SETS, history.ref)
        except RatchetRefused as exc:  # a concurrent run raised it meanwhile
            run.action, run.problems, changed = "refused", exc.lowered, True
        except (BaselineFileError, OSError) as exc:
            return _bad_input(f"{args.baseline}: cannot write the baseline: {exc}")
    if (
        changed
        and args.report is not None
        and (problem := _write_report(args.report, runs, history))
    ):
        return _bad_input(problem)

    for name, run in runs.items():
        print(_summary(name, run))
    _print_history(history)
    for name, run in runs.items():
        if run.action == "refused":
            reason = RatchetRefused(args.baseline, name, run.problems)
            print(f"run_extraction_eval: error: {reason}", file=sys.stderr)
        elif run.problems:
            reason = f"{name}: " + "; ".join(run.problems)
            print(f"run_extraction_eval: error: {reason}", file=sys.stderr)
    passed = all(run.passed for run in runs.values()) and history.passed
    if not passed and args.update_baseline:
        print("run_extraction_eval: baseline not updated where the run failed", file=sys.stderr)
    return EXIT_PASS if passed else EXIT_REGRESSION


if __name__ == "__main__":
    sys.exit(main())
