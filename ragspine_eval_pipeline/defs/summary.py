"""Print what the latest runs on this instance found: one line per gate report.

``make eval`` runs the assets quietly and ends with this, so a terminal shows every
gate's pass rate with its baseline and delta, the fabrication count, the flipped cases
and whether the run passed,
without opening the UI. ``python -m ragspine_eval_pipeline.defs.summary``.
"""

from __future__ import annotations

import argparse
from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any

from dagster import AssetKey, AssetRecordsFilter, DagsterInstance, EventLogRecord

from ragspine_eval_pipeline.defs.extraction.assets import extraction_report
from ragspine_eval_pipeline.defs.qa.assets import gate_report
from ragspine_eval_pipeline.defs.qa.partitions import mode_partitions
from ragspine_eval_pipeline.eval.gates import GATE_METRICS
from ragspine_eval_pipeline.eval.groundedness import GROUNDEDNESS_METRICS
from ragspine_eval_pipeline.extraction.runner import FIXTURE_SETS

_SUFFIX = "_pass_rate"
_METRIC_ORDER = (*GATE_METRICS, *GROUNDEDNESS_METRICS)


def _latest(
    instance: DagsterInstance, asset: AssetKey, partition: str | None, since: float | None
) -> EventLogRecord | None:
    records = instance.fetch_materializations(
        AssetRecordsFilter(
            asset_key=asset,
            asset_partitions=[partition] if partition else None,
            after_timestamp=since,
        ),
        limit=1,
    ).records
    return records[0] if records else None


def _status(instance: DagsterInstance, record: EventLogRecord) -> str:
    run = instance.get_run_by_id(record.run_id)
    return "unknown" if run is None else run.status.value


MISSING = "no report since the runs started (a step failed before scoring; see the log)"


def summary_lines(
    instance: DagsterInstance,
    since: float | None = None,
    modes: Sequence[str] | None = None,
    extraction: bool = True,
) -> list[str]:
    """Per mode's latest gate_report: a status line, then one line per gate with baseline,
    current and delta, fabrication, and the flipped cases (counted in cases, with the
    metric breakdown beside). Then one line per extraction set.

    ``since`` (a Unix time) ignores materializations from earlier runs, so a run that
    failed before scoring is not hidden behind an older report.
    """
    lines = []
    for mode in mode_partitions.get_partition_keys() if modes is None else modes:
        record = _latest(instance, gate_report.key, mode, since)
        if record is None or record.asset_materialization is None:
            lines.append(f"qa[{mode}]: {MISSING}")
            continue
        lines += _qa_lines(mode, _status(instance, record), record)
    if not extraction:
        return lines
    record = _latest(instance, extraction_report.key, None, since)
    if record is None or record.asset_materialization is None:
        lines.append(f"extraction: {MISSING}")
        return lines
    meta = {k: v.value for k, v in record.asset_materialization.metadata.items()}
    for fmt in FIXTURE_SETS:
        numbers = "  ".join(
            f"{key.split('.', 1)[1]} {value:.2%}"
            for key, value in meta.items()
            if key.startswith(f"{fmt}.") and isinstance(value, float)
        )
        lines.append(f"extraction[{fmt}] {_status(instance, record)}: {numbers}")
    return lines


def _qa_lines(mode: str, status: str, record: EventLogRecord) -> list[str]:
    meta = {k: v.value for k, v in record.asset_materialization.metadata.items()}  # type: ignore[union-attr]
    rates = _rates(meta)
    vs = meta.get("vs_baseline") if isinstance(meta.get("vs_baseline"), Mapping) else {}
    lines = [f"qa[{mode}] {status} (run {record.run_id[:8]}):"]
    for name, rate in rates.items():
        row = vs.get(name)
        if isinstance(row, Mapping):
            base, delta = float(row["baseline"]), float(row["delta"])
            marker = "  REGRESSED" if delta < 0 else ""
            delta_pt = f"{delta * 100:+7.2f} pt"
            lines.append(
                f"  {name:<16} {rate:8.2%}  baseline {base:8.2%}  delta {delta_pt}{marker}"
            )
        else:
            lines.append(f"  {name:<16} {rate:8.2%}  baseline     none")
    fabrication = meta.get(f"{mode}.fabrication_count", meta.get("fabrication_count"))
    row = vs.get("fabrication_count")
    ceiling = (
        f"  baseline {row['baseline']}  delta {row['delta']:+d}" if isinstance(row, Mapping) else ""
    )
    lines.append(f"  {'fabrication':<16} {fabrication!s:>8}{ceiling}")
    flipped = meta.get(f"{mode}.flipped_to_fail", meta.get("flipped_to_fail", 0))
    by_metric = meta.get("flipped_to_fail_by_metric")
    breakdown = (
        " (" + ", ".join(f"{k} {v}" for k, v in by_metric.items()) + ")"
        if isinstance(by_metric, Mapping) and by_metric
        else ""
    )
    lines.append(f"  flipped to fail: {flipped} case(s){breakdown}")
    return lines


def _rates(meta: Mapping[str, Any]) -> dict[str, float]:
    """Exact pass rates in gate order (``pass_rates``; older runs: ``<metric>_pass_rate``)."""
    rates = meta.get("pass_rates")
    if isinstance(rates, Mapping):
        found = {str(k): float(v) for k, v in rates.items()}
    else:
        found = {k.removesuffix(_SUFFIX): float(v) for k, v in meta.items() if k.endswith(_SUFFIX)}
    order = {name: index for index, name in enumerate(_METRIC_ORDER)}
    return dict(sorted(found.items(), key=lambda item: (order.get(item[0], len(order)), item[0])))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Summarize the latest eval runs.")
    parser.add_argument("--since", type=float, help="only runs after this Unix time")
    args = parser.parse_args(argv)
    with DagsterInstance.get() as instance:
        if args.since is not None:
            started = datetime.fromtimestamp(args.since).isoformat(timespec="seconds")
            print(f"eval runs since {started}:")
        print("\n".join(summary_lines(instance, args.since)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
