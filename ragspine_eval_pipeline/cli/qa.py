"""``run_qa_eval.py``: score an engine on the golden set and gate it against the baseline.

Exit codes: 0 pass (a mode without a baseline gets one from this run), 1 a gate
regressed, fabrication rose, the golden set lost or changed baselined cases, the
baseline file is below its committed history, or an ``--update-baseline`` would lower
a number; 2 bad input, with a one-line reason.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import NoReturn

from tqdm import tqdm

from ragspine_eval_pipeline.engine.loading import EngineLoadError, default_workers
from ragspine_eval_pipeline.eval.baseline import (
    BaselineVerdict,
    check_against_baseline,
    has_judge_numbers,
    read_qa_baseline,
    record_judge_baseline,
    report_judge,
    update_qa_baseline,
)
from ragspine_eval_pipeline.eval.golden import GoldenSetError
from ragspine_eval_pipeline.eval.history import (
    RATCHET_REF_ENV,
    GitRefError,
    HistoryVerdict,
    qa_history,
)
from ragspine_eval_pipeline.eval.qa_eval import EVAL_MODES, run_qa_eval
from ragspine_eval_pipeline.eval.report import QAEvalReport
from ragspine_eval_pipeline.eval.runner import RunPolicy
from ragspine_eval_pipeline.eval.store import BaselineFileError, RatchetRefused, atomic_write_text
from ragspine_eval_pipeline.judges import DEFAULT_JUDGE_SPEC, Judge, JudgeSpecError, load_judge
from ragspine_eval_pipeline.judges.cache import with_cache

JUDGE_CACHE_ENV = "RAGSPINE_JUDGE_CACHE"

EXIT_PASS, EXIT_REGRESSED, EXIT_BAD_INPUT = 0, 1, 2
_FAILURES_SHOWN = 10


class _Parser(argparse.ArgumentParser):
    """Bad flags exit 2 with one line on stderr, like every other bad input."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"error: {message} (see --help)\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="run_qa_eval.py", description="Score an engine on the QA golden set and gate it."
    )
    parser.add_argument("--mode", choices=EVAL_MODES, default="tool", help="engine mode")
    parser.add_argument(
        "--golden", type=Path, default=Path("data/golden/qa_golden_set.jsonl"), help="golden set"
    )
    parser.add_argument("--report", type=Path, help="write the JSON report here")
    parser.add_argument(
        "--baseline", type=Path, default=Path("data/golden/qa_baseline.json"), help="baseline file"
    )
    parser.add_argument(
        "--update-baseline",
        action="store_true",
        help="raise this mode's baseline to this run (refused if any number would drop)",
    )
    parser.add_argument(
        "--engine", help="engine under test: module:attr or http(s) URL (default: reference)"
    )
    parser.add_argument("--kb-dir", type=Path, help="build the knowledge base here (default: temp)")
    parser.add_argument(
        "--judge",
        default=DEFAULT_JUDGE_SPEC,
        help="groundedness judge: lexical[:k=v,...], nli:PATH, openai:MODEL@BASE_URL "
        f"or module:attr (default: {DEFAULT_JUDGE_SPEC})",
    )
    parser.add_argument(
        "--judge-cache",
        type=Path,
        help=f"cache the judge's verdicts in this SQLite file (env {JUDGE_CACHE_ENV})",
    )
    parser.add_argument(
        "--workers",
        type=_positive_int,
        help="cases in flight (default: 1 in process, 8 for an http engine)",
    )
    parser.add_argument(
        "--timeout", type=_positive_float, default=60.0, help="per-case timeout, seconds"
    )
    parser.add_argument("--budget", type=_positive_float, help="whole-run budget, seconds")
    parser.add_argument(
        "--ratchet-ref",
        help="compare the baseline with every committed version reachable from this ref "
        f"(env {RATCHET_REF_ENV}; default HEAD)",
    )
    parser.add_argument("--no-progress", action="store_true", help="hide the progress bar")
    return parser


def _positive_int(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def _positive_float(text: str) -> float:
    value = float(text)
    if not value > 0:
        raise argparse.ArgumentTypeError("must be positive")
    return value


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if problem := _clashing_paths(args):
        return _bad_input(problem)
    try:
        data = read_qa_baseline(args.baseline)
        judge = _judge(args)
        history = qa_history(args.baseline, data, args.ratchet_ref).for_key(args.mode)
        for notice in history.notices:
            print(f"notice: {notice}")
        report = _run(args, judge)
    except GoldenSetError as exc:
        return _bad_input(_one_line(exc.errors))
    except (BaselineFileError, EngineLoadError, JudgeSpecError, GitRefError) as exc:
        return _bad_input(str(exc))
    except OSError as exc:  # e.g. --kb-dir names a file, or a folder we cannot write
        return _bad_input(f"cannot prepare the run: {exc}")
    if args.report:
        try:
            atomic_write_text(args.report, report.model_dump_json(indent=2) + "\n")
        except OSError as exc:
            # Nothing is written to the baseline from a run whose report was lost.
            return _bad_input(f"{args.report}: cannot write the report: {exc}")

    entry = (data or {}).get(args.mode)
    verdict = check_against_baseline(report, entry)
    print_summary(report, verdict)
    print_history(history)

    if not verdict.passed or not history.passed:
        if args.update_baseline:
            print("baseline not updated: a ratchet only moves upward", file=sys.stderr)
        return _verdict(EXIT_REGRESSED)
    return _verdict(_record(args, report, entry, verdict, history.ref))


def _clashing_paths(args: argparse.Namespace) -> str | None:
    """A report written over the baseline or the golden set would destroy what it measures."""
    if args.report is None:
        return None
    for flag, other in (("--baseline", args.baseline), ("--golden", args.golden)):
        if Path(os.path.abspath(args.report)) == Path(os.path.abspath(other)) or (
            args.report.exists() and other.exists() and args.report.samefile(other)
        ):
            return f"--report {args.report} is the {flag} file; choose another path"
    return None


def _record(
    args: argparse.Namespace,
    report: QAEvalReport,
    entry: dict | None,
    verdict: BaselineVerdict,
    ratchet_ref: str,
) -> int:
    """Write what this passing run records: a first entry, a judge's first numbers, or
    (``--update-baseline``) the raised entry. Returns the exit code."""
    judge = report_judge(report)
    new_judge = entry is not None and not has_judge_numbers(entry, judge)
    if entry is not None and not new_judge and not args.update_baseline:
        if verdict.comparison.improvements:
            print("improved over the baseline: run with --update-baseline to ratchet it up")
        return EXIT_PASS
    write = record_judge_baseline if new_judge and not args.update_baseline else update_qa_baseline
    if not args.baseline.exists():
        print(f"notice: no baseline file at {args.baseline}; creating it from this run")
    try:
        write(args.baseline, report, ratchet_ref)
    except RatchetRefused as exc:
        print(f"error: {exc}", file=sys.stderr)
        return EXIT_REGRESSED
    except BaselineFileError as exc:
        return _bad_input(str(exc))
    except OSError as exc:  # the folder is read-only, or its parent is a file
        return _bad_input(f"{args.baseline}: cannot write the baseline: {exc}")
    if entry is None:
        print(f"baseline written: {args.baseline} [{args.mode}]")
    elif args.update_baseline:
        print(f"baseline updated: {args.baseline} [{args.mode}]")
    else:
        print(f"baseline written for judge {judge.key}: {args.baseline} [{args.mode}]")
    return EXIT_PASS


def _verdict(code: int) -> int:
    print(f"gate: {'PASS' if code == EXIT_PASS else 'FAIL'}")
    return code


def _judge(args: argparse.Namespace) -> Judge:
    """The judge ``--judge`` names, behind the verdict cache when one is asked for."""
    judge = load_judge(args.judge)
    cache = args.judge_cache or os.environ.get(JUDGE_CACHE_ENV)
    if not cache:
        return judge
    try:
        return with_cache(judge, Path(cache))
    except (OSError, ValueError) as exc:
        raise JudgeSpecError(f"judge cache {cache}: {exc}") from exc


def _run(args: argparse.Namespace, judge: Judge) -> QAEvalReport:
    workers = args.workers or default_workers(args.engine)
    policy = RunPolicy(workers=workers, case_timeout_s=args.timeout, budget_s=args.budget)
    disable = True if args.no_progress else None  # None: shown only on a terminal
    with tqdm(desc=f"qa[{args.mode}]", unit="case", disable=disable, file=sys.stderr) as bar:
        return run_qa_eval(
            args.golden,
            args.mode,
            args.kb_dir,
            engine=args.engine,
            judge=judge,
            policy=policy,
            on_progress=bar.update,
        )


def _one_line(errors: list[str], limit: int = 5) -> str:
    shown = " | ".join(errors[:limit])
    more = f" | ... and {len(errors) - limit} more" if len(errors) > limit else ""
    return f"invalid golden set ({len(errors)} problem(s)): {shown}{more}"


def _bad_input(reason: str) -> int:
    print(f"error: {reason}", file=sys.stderr)
    return EXIT_BAD_INPUT


def print_history(history: HistoryVerdict) -> None:
    """What the ratchet's history check found, each naming the commit with the better number."""
    if history.skipped:
        return
    if history.passed:
        print(f"  ratchet: at or above {history.versions} committed version(s) ({history.ref})")
        return
    print(f"  ratchet: {history.path} is below its committed history ({history.ref}):")
    for finding in history.findings:
        print(f"    {finding.message}")


def print_summary(report: QAEvalReport, verdict: BaselineVerdict) -> None:
    """One line per gate with its pass rate and delta, then fabrication and failing cases."""
    comparison = verdict.comparison
    deltas = {r.metric: r for r in (*comparison.regressions, *comparison.improvements)}
    judge = report_judge(report).key
    print(f"QA eval [{report.mode}] {report.n_cases} cases, engine {report.engine}, judge {judge}")
    for name, metric in report.metrics.items():
        change = deltas.get(name)
        delta = f"  {change.delta:+.4f} vs baseline {change.baseline:.4f}" if change else ""
        flag = "  REGRESSED" if change and change.delta < 0 else ""
        print(
            f"  {name:<16} {metric.pass_rate:7.2%}  ({metric.passed}/{metric.total}){delta}{flag}"
        )
    fab = deltas.get("fabrication_count")
    fab_note = (
        f"  (baseline {fab.baseline:g}){'  REGRESSED' if fab.delta > 0 else ''}" if fab else ""
    )
    print(f"  {'fabrication':<16} {report.fabrication_count} case(s){fab_note}")
    failing = sorted(
        {case_id for metric in report.metrics.values() for case_id, _ in metric.failures}
        | {case_id for case_id, _ in report.fabrication.failures}
    )
    if failing:
        shown = ", ".join(failing[:_FAILURES_SHOWN])
        more = (
            f" (+{len(failing) - _FAILURES_SHOWN} more)" if len(failing) > _FAILURES_SHOWN else ""
        )
        print(f"  failing cases: {shown}{more}")
        for metric in (*report.metrics.values(), report.fabrication):
            for case_id, reason in metric.failures[:3]:
                print(f"    {case_id}: {reason}")
    if report.engine_failures:
        count = len(report.engine_failures)
        first_id, first = next(iter(report.engine_failures.items()))
        print(f"  engine failed on {count} case(s), e.g. {first_id}: {first}")
    for problem in verdict.integrity:
        print(f"  golden set: {problem}")


if __name__ == "__main__":
    raise SystemExit(main())
