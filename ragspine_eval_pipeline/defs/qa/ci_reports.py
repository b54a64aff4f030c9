"""The CLI's CI formats from the pipeline: JUnit XML, a Markdown summary and an HTML page.

Each ``gate_report`` writes them beside its stored JSON report and links them in its
metadata; with ``RAGSPINE_REPORTS_DIR`` set they are also copied there under stable names
(``qa_<mode>.junit.xml``, ``qa_<mode>.md``, ``qa_<mode>.html``) for a CI job to collect, and
the summary is appended to ``$GITHUB_STEP_SUMMARY`` when that is set.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from dagster import MetadataValue

from ragspine_eval_pipeline.atomic import atomic_write_text
from ragspine_eval_pipeline.defs.report_store import ci_report_path
from ragspine_eval_pipeline.eval.baseline import BaselineVerdict
from ragspine_eval_pipeline.eval.flips import Flip
from ragspine_eval_pipeline.eval.html_report import render_html
from ragspine_eval_pipeline.eval.report import QAEvalReport
from ragspine_eval_pipeline.eval.summary_md import append_step_summary, render_summary


def write_ci_reports(
    report_path: Path,
    report: QAEvalReport,
    verdict: BaselineVerdict,
    flips: Sequence[Flip] | None,
    reports_dir: Path | None,
) -> dict[str, MetadataValue]:
    """Write the three formats; the metadata links each file."""
    texts = {
        "junit.xml": _junit(report, verdict),
        "md": render_summary(report, verdict, flips),
        "html": render_html(report, verdict, flips),
    }
    links: dict[str, MetadataValue] = {}
    for suffix, text in texts.items():
        path = ci_report_path(report_path, suffix)
        atomic_write_text(path, text)
        links[f"report_{suffix.split('.')[0]}"] = MetadataValue.path(str(path))
        if reports_dir is not None:
            atomic_write_text(reports_dir / f"qa_{report.mode}.{suffix}", text)
    append_step_summary(texts["md"])
    return links


def _junit(report: QAEvalReport, verdict: BaselineVerdict) -> str:
    # Imported on use: xml.etree is a tenth of a second of every process that loads the
    # code location (each dask worker too), and only gate_report writes JUnit.
    from ragspine_eval_pipeline.eval.junit import render_junit

    return render_junit(report, verdict)
