"""Pass rates over the instance's history, one panel per mode, with the baseline line.

The UI plots each numeric metadata key on its own; this draws every gate of a mode on one
chart, in percent, against the baseline the latest run was compared with, so a slow slide
is visible before it crosses the gate. Each ``gate_report`` materialization redraws the
instance's plot and links it (``trend_plot``).

By hand: ``python -m ragspine_eval_pipeline.defs.trends --out out/trends.png``.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from dagster import AssetKey, AssetRecordsFilter, DagsterInstance, MetadataValue

from ragspine_eval_pipeline.defs.qa.metadata import baseline_rows
from ragspine_eval_pipeline.defs.qa.partitions import mode_partitions
from ragspine_eval_pipeline.eval.report import QAEvalReport

TREND_COMMAND = "python -m ragspine_eval_pipeline.defs.trends --out out/trends.png"
"""How to draw the plot by hand; shown in the asset's definition metadata."""
HISTORY_LIMIT = 500
"""Materializations read per mode, newest first."""


@dataclass
class TrendPoint:
    """One gate_report materialization: when, which run, and its pass rates."""

    at: datetime
    run_id: str
    rates: dict[str, float]
    baseline: dict[str, float] = field(default_factory=dict)


def history(
    instance: DagsterInstance, report_key: AssetKey, mode: str, limit: int = HISTORY_LIMIT
) -> list[TrendPoint]:
    """The mode's gate_report (``report_key``) pass rates, oldest first."""
    records = instance.fetch_materializations(
        AssetRecordsFilter(asset_key=report_key, asset_partitions=[mode]),
        limit=limit,
    ).records
    points = []
    for record in reversed(records):
        materialization = record.asset_materialization
        if materialization is None:
            continue
        meta = {key: value.value for key, value in materialization.metadata.items()}
        rates = _rates(meta)
        if rates:
            at = datetime.fromtimestamp(record.timestamp, tz=UTC)
            points.append(TrendPoint(at, record.run_id, rates, _floors(meta.get("vs_baseline"))))
    return points


def _rates(meta: Mapping[str, Any]) -> dict[str, float]:
    """Exact pass rates: ``pass_rates`` (JSON), or the ``<metric>_pass_rate`` floats that
    older materializations carry."""
    rates = meta.get("pass_rates")
    if isinstance(rates, Mapping):
        return {str(k): float(v) for k, v in rates.items()}
    suffix = "_pass_rate"
    return {k.removesuffix(suffix): float(v) for k, v in meta.items() if k.endswith(suffix)}


def _floors(vs_baseline: Any) -> dict[str, float]:
    if not isinstance(vs_baseline, Mapping):
        return {}
    return {
        str(name): float(row["baseline"])
        for name, row in vs_baseline.items()
        if name != "fabrication_count" and isinstance(row, Mapping) and "baseline" in row
    }


def current_point(report: QAEvalReport, entry: Mapping[str, Any] | None) -> TrendPoint:
    """The point a gate_report being materialized adds (it is not stored yet); ``entry`` is
    the mode's baseline entry it is compared with."""
    rates = {name: metric.pass_rate for name, metric in report.metrics.items()}
    rows = baseline_rows(report, entry) if entry else []
    floors = {name: float(base) for name, base, _, _ in rows if name != "fabrication_count"}
    return TrendPoint(datetime.now(tz=UTC), "this run", rates, floors)


def plot(series: Mapping[str, Sequence[TrendPoint]], out: Path) -> Path:
    """Draw one panel per mode (pass rate in percent over time, the baseline dashed in the
    same colour) and write the PNG atomically."""
    from matplotlib.figure import Figure  # no pyplot: no global state, safe in any thread

    modes = list(series)
    rows = max(1, len(modes))
    height = 3.6 * rows
    figure = Figure(figsize=(11, height))
    # Fixed margins (in inches, so any number of panels lines up) instead of a layout
    # engine: constrained layout measures every label with extra draws, half the cost of
    # each gate_report's plot, for the same picture.
    figure.subplots_adjust(
        left=0.8 / 11,
        right=1 - 0.25 / 11,
        top=1 - 0.4 / height,
        bottom=0.55 / height,
        hspace=0.9 / 3.6,
    )
    axes = figure.subplots(rows, 1, squeeze=False)[:, 0]
    for ax, mode in zip(axes, modes, strict=False):
        points = list(series[mode])
        metrics = sorted({name for point in points for name in point.rates})
        for index, name in enumerate(metrics):
            color = f"C{index % 10}"
            xs = [p.at for p in points if name in p.rates]
            ys = [p.rates[name] * 100 for p in points if name in p.rates]
            ax.plot(xs, ys, marker="o", markersize=3, color=color, label=name)
            floor = next((p.baseline[name] for p in reversed(points) if name in p.baseline), None)
            if floor is not None:
                ax.axhline(floor * 100, color=color, linestyle="--", linewidth=1, alpha=0.7)
        ax.set_title(f"qa[{mode}]: pass rate per gate (dashed: baseline)")
        ax.set_ylabel("pass rate (%)")
        ax.set_ylim(-2, 102)
        ax.grid(alpha=0.3)
        if metrics:
            ax.legend(loc="lower left", fontsize="small", ncols=3)
        else:
            ax.text(0.5, 0.5, "no gate_report yet", ha="center", transform=ax.transAxes)
    out.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=out.parent, prefix=f".{out.name}.", suffix=".png")
    os.close(fd)
    try:
        figure.savefig(tmp, format="png", dpi=100)
        os.replace(tmp, out)
    finally:
        if os.path.exists(tmp):
            os.unlink(tmp)
    return out


def instance_plot_path(instance: DagsterInstance) -> Path:
    return Path(instance.storage_directory()) / "trends" / "trends.png"


def trend_metadata(
    instance: DagsterInstance,
    report_key: AssetKey,
    report: QAEvalReport,
    entry: Mapping[str, Any] | None,
) -> dict[str, MetadataValue]:
    """Redraw the instance's plot with this run's point and link it from the materialization."""
    modes = mode_partitions.get_partition_keys()
    series = {mode: history(instance, report_key, mode) for mode in modes}
    series[report.mode] = [*series.get(report.mode, []), current_point(report, entry)]
    try:
        path = plot(series, instance_plot_path(instance))
    except (OSError, ValueError) as exc:  # a plot never fails the gate
        return {"trend_plot": MetadataValue.text(f"not drawn: {exc}")}
    return {"trend_plot": MetadataValue.path(str(path))}
