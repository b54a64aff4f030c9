"""``run_qa_eval.py``: score an engine on the golden set and gate it against the baseline.

Exit codes: 0 pass (a mode without a baseline gets one from this run; a subset run is
report only and ends 0), 1 a gate regressed, fabrication rose, the golden set lost or
changed baselined cases, the baseline file is below its committed history, or an
``--update-baseline`` would lower a number; 2 bad input, with a one-line reason, checked
before any case runs. Flags and examples: ``--help`` (``qa_args``).
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from pydantic import ValidationError
from tqdm import tqdm

from ragspine_eval_pipeline.cli.qa_args import (
    EXIT_BAD_INPUT,
    EXIT_PASS,
    EXIT_REGRESSED,
    JUDGE_CACHE_ENV,
    build_parser,
)
from ragspine_eval_pipeline.cli.qa_outputs import OutputError, check_output_paths, write_outputs
from ragspine_eval_pipeline.cli.qa_print import print_history, print_summary
from ragspine_eval_pipeline.defaults import GOLDEN_SET, QA_BASELINE, ProjectRootError
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
from ragspine_eval_pipeline.eval.flips import flipped_cases
from ragspine_eval_pipeline.eval.golden import GoldenSetError
from ragspine_eval_pipeline.eval.history import GitRefError, qa_history
from ragspine_eval_pipeline.eval.qa_eval import run_qa_eval
from ragspine_eval_pipeline.eval.report import QAEvalReport
from ragspine_eval_pipeline.eval.runner import RunPolicy
from ragspine_eval_pipeline.eval.store import BaselineFileError, RatchetRefused
from ragspine_eval_pipeline.eval.subset import CaseSubset, SubsetError
from ragspine_eval_pipeline.judges import Judge, JudgeSpecError, load_judge
from ragspine_eval_pipeline.judges.cache import with_cache

__all__ = ["build_parser", "main", "print_history", "print_summary"]


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    subset = CaseSubset(case_ids=args.case, tags=args.tag, limit=args.limit)
    if not subset.selects_all and args.update_baseline:
        return _bad_input(
            "--update-baseline cannot be used with --case/--tag/--limit: "
            "a subset run never writes a baseline"
        )
    try:
        _default_paths(args, subset)
    except ProjectRootError as exc:
        return _bad_input(str(exc))
    try:
        check_output_paths(args)
        previous = _previous_report(args)
        # A subset is report only: its baseline is neither read nor compared nor written.
        data = read_qa_baseline(args.baseline) if subset.selects_all else None
        judge = _judge(args)
        history = None
        if subset.selects_all:
            history = qa_history(args.baseline, data, args.ratchet_ref).for_key(args.mode)
            for notice in history.notices:
                print(f"notice: {notice}")
        report = _run(args, judge, subset)
    except GoldenSetError as exc:
        return _bad_input(_one_line(exc.errors))
    except (
        BaselineFileError,
        EngineLoadError,
        JudgeSpecError,
        GitRefError,
        SubsetError,
        OutputError,
    ) as exc:
        return _bad_input(str(exc))
    except OSError as exc:  # e.g. --kb-dir names a file, or a folder we cannot write
        return _bad_input(f"cannot prepare the run: {exc}")

    entry = (data or {}).get(args.mode)
    verdict = check_against_baseline(report, entry) if history is not None else None
    flips = flipped_cases(previous, report) if previous is not None else None
    try:
        # Nothing is written to the baseline from a run whose reports were lost.
        write_outputs(args, report, verdict, flips)
    except OutputError as exc:
        return _bad_input(str(exc))
    print_summary(report, verdict, flips)
    if verdict is None or history is None:
        print("gate: not checked (subset run: report only, no baseline written)")
        return EXIT_PASS
    print_history(history)

    if not verdict.passed or not history.passed:
        if args.update_baseline:
            print("baseline not updated: a ratchet only moves upward", file=sys.stderr)
        return _verdict(EXIT_REGRESSED)
    return _verdict(_record(args, report, entry, verdict, history.ref))


def _default_paths(args: argparse.Namespace, subset: CaseSubset) -> None:
    """Fill in ``--golden`` and ``--baseline`` left unset, from the project root.

    A subset run never reads the baseline, so it needs no root for one: with ``--golden``
    given it runs anywhere (its outputs are still kept off the baseline when there is one).
    """
    if args.golden is None:
        args.golden = GOLDEN_SET.in_project()
    if args.baseline is None:
        try:
            args.baseline = QA_BASELINE.in_project()
        except ProjectRootError:
            if subset.selects_all:
                raise


def _previous_report(args: argparse.Namespace) -> QAEvalReport | None:
    """The earlier run ``--previous`` names, of the same mode, to find flipped cases."""
    if args.previous is None:
        return None
    try:
        previous = QAEvalReport.model_validate_json(args.previous.read_bytes())
    except OSError as exc:
        raise OutputError(f"--previous {args.previous}: cannot read: {exc.strerror}") from exc
    except ValidationError as exc:
        first = exc.errors(include_url=False)[0]
        where = ".".join(str(part) for part in first["loc"]) or "(report)"
        raise OutputError(
            f"--previous {args.previous}: not a QA report: {where}: {first['msg']}"
        ) from exc
    if previous.mode != args.mode:
        raise OutputError(
            f"--previous {args.previous} is a {previous.mode} run; this run is --mode {args.mode}"
        )
    return previous


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


def _run(args: argparse.Namespace, judge: Judge, subset: CaseSubset) -> QAEvalReport:
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
            subset=subset,
        )


def _one_line(errors: list[str], limit: int = 5) -> str:
    shown = " | ".join(errors[:limit])
    more = f" | ... and {len(errors) - limit} more" if len(errors) > limit else ""
    return f"invalid golden set ({len(errors)} problem(s)): {shown}{more}"


def _bad_input(reason: str) -> int:
    print(f"error: {reason}", file=sys.stderr)
    return EXIT_BAD_INPUT


if __name__ == "__main__":
    raise SystemExit(main())
