"""The QA CLI's report files: checked before any case runs, written atomically after.

A report path that cannot be written is found out before the engine is called, not
after a long run; a report written over the baseline or the golden set would destroy
what it measures, so that is refused too.
"""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable, Sequence
from pathlib import Path

from ragspine_eval_pipeline.atomic import atomic_write_text
from ragspine_eval_pipeline.eval.baseline import BaselineVerdict
from ragspine_eval_pipeline.eval.flips import Flip
from ragspine_eval_pipeline.eval.html_report import render_html
from ragspine_eval_pipeline.eval.junit import render_junit
from ragspine_eval_pipeline.eval.report import QAEvalReport
from ragspine_eval_pipeline.eval.summary_md import (
    STEP_SUMMARY_ENV,
    append_step_summary,
    render_summary,
)

OUTPUT_FLAGS = ("report", "junit", "summary", "html")


class OutputError(ValueError):
    """An output (or ``--previous``) path is unusable; the message is one line."""


def _outputs(args: argparse.Namespace) -> list[tuple[str, Path]]:
    return [(f"--{name}", getattr(args, name)) for name in OUTPUT_FLAGS if getattr(args, name)]


def _same(a: Path, b: Path) -> bool:
    if Path(os.path.abspath(a)) == Path(os.path.abspath(b)):
        return True
    return a.exists() and b.exists() and a.samefile(b)


def check_output_paths(args: argparse.Namespace) -> None:
    """Raise ``OutputError`` for an output path that clashes or cannot be written."""
    outputs = _outputs(args)
    for index, (flag, path) in enumerate(outputs):
        for other_flag, other in (("--baseline", args.baseline), ("--golden", args.golden)):
            if other is not None and _same(path, other):
                raise OutputError(f"{flag} {path} is the {other_flag} file; choose another path")
        for later_flag, later in outputs[index + 1 :]:
            if _same(path, later):
                raise OutputError(f"{flag} and {later_flag} name the same file {path}")
        if path.is_dir():
            raise OutputError(f"{flag} {path} is a directory; name a file")
        if path.exists() and not os.access(path, os.W_OK):
            raise OutputError(f"{flag} {path} is read-only")
        ancestor = path.parent
        while not ancestor.exists() and ancestor != ancestor.parent:
            ancestor = ancestor.parent
        if not ancestor.is_dir():
            raise OutputError(f"{flag} {path}: {ancestor} is not a directory")
        if not os.access(ancestor, os.W_OK | os.X_OK):
            raise OutputError(f"{flag} {path}: cannot write in {ancestor}")


def write_outputs(
    args: argparse.Namespace,
    report: QAEvalReport,
    verdict: BaselineVerdict | None,
    flips: Sequence[Flip] | None,
) -> None:
    """Write every report the flags ask for; the summary also goes to the CI step summary."""
    renderers: dict[str, Callable[[], str]] = {
        "--report": lambda: report.model_dump_json(indent=2) + "\n",
        "--junit": lambda: render_junit(report, verdict),
        "--summary": lambda: render_summary(report, verdict, flips),
        "--html": lambda: render_html(report, verdict, flips),
    }
    for flag, path in _outputs(args):
        text = renderers[flag]()
        try:
            atomic_write_text(path, text)
        except OSError as exc:
            raise OutputError(f"{path}: cannot write the {flag[2:]} file: {exc}") from exc
        if flag == "--summary":
            try:
                append_step_summary(text)
            except OSError as exc:
                raise OutputError(f"${STEP_SUMMARY_ENV}: cannot append the summary: {exc}") from exc
