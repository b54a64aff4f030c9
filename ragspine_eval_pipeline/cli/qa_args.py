"""The QA CLI's flags, each with its default in ``--help``, and the checks on them that
need no file: a bad flag is exit 2 with one line before anything runs."""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import NoReturn

from ragspine_eval_pipeline.defaults import (
    DEFAULT_JUDGE_SPEC,
    DEFAULT_RATCHET_REF,
    GOLDEN_SET,
    JUDGE_CACHE_ENV,
    QA_BASELINE,
    RATCHET_REF_ENV,
    ROOT_ENV,
)
from ragspine_eval_pipeline.eval.qa_eval import EVAL_MODES
from ragspine_eval_pipeline.eval.subset import parse_tag

EXIT_PASS, EXIT_REGRESSED, EXIT_BAD_INPUT = 0, 1, 2

_EPILOG = f"""\
exit codes:
  0  every gate at or above the baseline (a mode without a baseline gets one from this
     run); a subset run (--case/--tag/--limit) always ends 0 unless its input is bad
  1  a gate regressed, fabrication rose, the golden set lost or changed a baselined
     case, the baseline file is below its committed history, an --update-baseline
     would lower a number, or a baseline would be set from a run with engine failures
  2  bad input, with a one-line reason on stderr: invalid golden set, corrupt baseline,
     unknown engine or judge, unknown --case id, a subset with --update-baseline, an
     output path that cannot be written, no project root for a default path, bad flags

paths: a default path is in the project root: ${ROOT_ENV}, else the working
  directory or its nearest parent holding data/golden/, else the checkout the package
  runs from; a path given as a flag is relative to the working directory

examples:
  run_qa_eval.py --mode tool
  run_qa_eval.py --mode agent --report out/qa_report.json --html out/qa.html
  run_qa_eval.py --junit out/qa.xml --summary out/qa.md      # CI formats
  run_qa_eval.py --case num-001 --case nar-003               # iterate on two cases
  run_qa_eval.py --tag lang=ja --limit 5 --previous out/qa_report.json
  run_qa_eval.py --mode tool --update-baseline
"""


class _Parser(argparse.ArgumentParser):
    """Bad flags exit 2 with one line on stderr, like every other bad input."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"error: {message} (see --help)\n")


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


def _tag(text: str) -> str:
    try:
        key, value = parse_tag(text)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    return f"{key}={value}"


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="run_qa_eval.py",
        description="Score an engine on the QA golden set and gate it against the baseline.",
        epilog=_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    add = parser.add_argument
    add("--mode", choices=EVAL_MODES, default="tool", help="engine mode (default: tool)")
    # Unset paths are filled in by ``cli.qa`` from the project root (``defaults``).
    add(
        "--golden",
        type=Path,
        help=f"golden set (default: {GOLDEN_SET.relative} in the project root)",
    )
    add(
        "--baseline",
        type=Path,
        help=f"baseline file, keyed by mode (default: {QA_BASELINE.relative} in the project root)",
    )
    add(
        "--update-baseline",
        action="store_true",
        help="raise this mode's baseline to this run; refused if any number would drop "
        "(default: off; not allowed with a subset)",
    )
    add("--engine", help="engine under test: module:attr or http(s) URL (default: reference)")
    add("--kb-dir", type=Path, help="build the knowledge base here (default: a temporary folder)")
    add(
        "--judge",
        default=DEFAULT_JUDGE_SPEC,
        help="groundedness judge: lexical[:k=v,...], nli:PATH, openai:MODEL@BASE_URL "
        "or module:attr (default: %(default)s)",
    )
    add(
        "--judge-cache",
        type=Path,
        help=f"cache the judge's verdicts in this SQLite file (default: env {JUDGE_CACHE_ENV})",
    )
    add(
        "--workers",
        type=_positive_int,
        help="cases in flight (default: 1 in process, 8 for an http engine)",
    )
    add(
        "--timeout",
        type=_positive_float,
        default=60.0,
        help="per-case timeout, seconds (default: %(default)g)",
    )
    add("--budget", type=_positive_float, help="whole-run budget, seconds (default: none)")
    add(
        "--ratchet-ref",
        help="compare the baseline with every committed version reachable from this ref "
        f"(default: env {RATCHET_REF_ENV}, else {DEFAULT_RATCHET_REF})",
    )
    out = parser.add_argument_group("reports (each written atomically; default: none)")
    out.add_argument("--report", type=Path, help="the JSON report, with every case's answer")
    out.add_argument(
        "--junit", type=Path, help="JUnit XML: a testcase per case and gate, failures with reasons"
    )
    out.add_argument(
        "--summary",
        type=Path,
        help="Markdown summary (gate table, flipped or failing cases, worst tags); also "
        "appended to $GITHUB_STEP_SUMMARY when that is set",
    )
    out.add_argument("--html", type=Path, help="one self-contained HTML page for this run")
    out.add_argument(
        "--previous",
        type=Path,
        help="a JSON report of an earlier run of the same mode: list the cases that flipped",
    )
    sub = parser.add_argument_group(
        "subsets (report only: never gated, never written as a baseline; default: all cases)"
    )
    sub.add_argument(
        "--case", action="append", default=[], metavar="ID", help="run this case (repeatable)"
    )
    sub.add_argument(
        "--tag",
        action="append",
        default=[],
        type=_tag,
        metavar="KEY=VALUE",
        help="run cases with this tag; values of one key are alternatives, keys combine "
        "(repeatable)",
    )
    sub.add_argument(
        "--limit", type=_positive_int, metavar="N", help="run at most the first N selected cases"
    )
    add(
        "--no-progress", action="store_true", help="hide the progress bar (default: shown on a tty)"
    )
    return parser
