"""Metadata for extraction materializations: plottable accuracies, capped tables."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from dagster import MetadataValue

from ragspine_eval_pipeline.defs.markdown import md_table
from ragspine_eval_pipeline.eval.extraction_eval import BaselineComparison, EvalReport

__all__ = ["comparison_table", "md_table", "report_metadata"]


def report_metadata(reports: Mapping[str, EvalReport]) -> dict[str, Any]:
    """``<set>.<channel>`` and ``<set>.coverage`` as floats, plus a table of mismatches."""
    numbers = {
        f"{fmt}.{name}": MetadataValue.float(float(value))
        for fmt, report in reports.items()
        for name, value in report.metrics().items()
    }
    mismatches = [
        (fmt, channel.name, m.key, m.expected, m.got)
        for fmt, report in reports.items()
        for channel in report.channels.values()
        for m in channel.mismatches
    ]
    missed = [(fmt, key) for fmt, report in reports.items() for key in report.missed]
    return {
        **numbers,
        "mismatches": MetadataValue.md(
            md_table(["set", "channel", "cell", "expected", "got"], mismatches)
        ),
        "missed_cells": MetadataValue.md(md_table(["set", "cell"], missed)),
    }


def comparison_table(comparisons: Mapping[str, BaselineComparison]) -> str:
    """One row per regressed (set, metric) with baseline, current and delta."""
    rows = [
        (fmt, r.metric, r.baseline, "missing" if r.current is None else r.current, r.delta or "")
        for fmt, comparison in comparisons.items()
        for r in comparison.regressions
    ]
    return md_table(["set", "metric", "baseline", "current", "delta"], rows)
