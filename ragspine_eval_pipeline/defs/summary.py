"""Print what the latest runs on this instance found: one line per gate report.

``make eval`` runs the assets quietly and ends with this, so a terminal shows every
gate's pass rate, the fabrication count, flipped cases and whether the run passed,
without opening the UI. ``python -m ragspine_eval_pipeline.defs.summary``.
"""

from __future__ import annotations

import argparse
from datetime import datetime

from dagster import AssetKey, AssetRecordsFilter, DagsterInstance, EventLogRecord

from ragspine_eval_pipeline.defs.qa.partitions import mode_partitions
from ragspine_eval_pipeline.extraction.runner import FIXTURE_SETS

_SUFFIX = "_pass_rate"


def _latest(
    instance: DagsterInstance, asset: str, partition: str | None, since: float | None
) -> EventLogRecord | None:
    records = instance.fetch_materializations(
        AssetRecordsFilter(
            asset_key=AssetKey(asset),
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


def summary_lines(instance: DagsterInstance, since: float | None = None) -> list[str]:
    """One line per mode's latest gate_report and per extraction set, with run status.

    ``since`` (a Unix time) ignores materializations from earlier runs, so a run that
    failed before scoring is not hidden behind an older report.
    """
    lines = []
    for mode in mode_partitions.get_partition_keys():
        record = _latest(instance, "gate_report", mode, since)
        if record is None or record.asset_materialization is None:
            lines.append(f"qa[{mode}]: {MISSING}")
            continue
        meta = {k: v.value for k, v in record.asset_materialization.metadata.items()}
        rates = "  ".join(
            f"{key.removesuffix(_SUFFIX)} {value:.2%}"
            for key, value in meta.items()
            if key.endswith(_SUFFIX)
        )
        lines.append(
            f"qa[{mode}] {_status(instance, record)}: {rates}  "
            f"fabrication {meta.get('fabrication_count')}  "
            f"flipped to fail {meta.get('flipped_to_fail', 0)}  (run {record.run_id[:8]})"
        )
    record = _latest(instance, "extraction_report", None, since)
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
