"""What earlier runs left behind: saved reports and the baselines they saw.

Each ``gate_report`` materialization carries the path of its stored report (written by
its IO manager, ``defs.report_store``) and the baseline entry it was compared with in
its metadata. Later runs read them back to find flipped cases and to check that the
baseline file was never lowered.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any

from dagster import AssetKey, AssetRecordsFilter, DagsterInstance, DagsterRunStatus, EventLogRecord

from ragspine_eval_pipeline.defs.report_store import REPORT_PATH_KEY, read_report
from ragspine_eval_pipeline.eval.history import Recorded
from ragspine_eval_pipeline.eval.report import QAEvalReport

BASELINE_SEEN_KEY = "baseline_seen"
_SCAN_LIMIT = 200
"""How many earlier materializations of a partition are looked at."""
_PAGE = 20
"""Materializations fetched at a time: the last passing run is nearly always among the
newest few, and each record read costs about a millisecond of CPU (its metadata)."""


def _records(
    instance: DagsterInstance, report_key: AssetKey, mode: str, skip_run_id: str | None
) -> Iterator[EventLogRecord]:
    """Earlier ``gate_report`` (``report_key``) materializations of ``mode``, newest first,
    up to ``_SCAN_LIMIT``, read page by page as the caller asks for more."""
    records_filter = AssetRecordsFilter(asset_key=report_key, asset_partitions=[mode])
    cursor, seen = None, 0
    while seen < _SCAN_LIMIT:
        page = instance.fetch_materializations(
            records_filter, limit=min(_PAGE, _SCAN_LIMIT - seen), cursor=cursor
        )
        for record in page.records:
            if record.run_id != skip_run_id and record.asset_materialization is not None:
                yield record
        seen += len(page.records)
        if not page.has_more or not page.records:
            return
        cursor = page.cursor


def last_passing_report(
    instance: DagsterInstance, report_key: AssetKey, mode: str, skip_run_id: str | None = None
) -> tuple[str, QAEvalReport] | None:
    """(run id, report) of the newest ``gate_report`` of ``mode`` from a run that succeeded.

    A run succeeds only when its blocking checks passed, so this is the last state the
    gate accepted. Reports whose file is gone are skipped.
    """
    for record in _records(instance, report_key, mode, skip_run_id):
        run = instance.get_run_by_id(record.run_id)
        if run is None or run.status != DagsterRunStatus.SUCCESS:
            continue
        report = _read_report(record)
        if report is not None:
            return record.run_id, report
    return None


def _read_report(record: EventLogRecord) -> QAEvalReport | None:
    entry = record.asset_materialization.metadata.get(REPORT_PATH_KEY)  # type: ignore[union-attr]
    path = Path(str(entry.value)) if entry is not None else None
    if path is None or not path.is_file():
        return None
    return read_report(path)


def recorded_baselines(
    instance: DagsterInstance, report_key: AssetKey, mode: str, skip_run_id: str | None = None
) -> list[tuple[str, Mapping[str, Any]]]:
    """(run id, baseline entry) that earlier runs of ``mode`` saw on disk, newest first."""
    seen: list[tuple[str, Mapping[str, Any]]] = []
    for record in _records(instance, report_key, mode, skip_run_id):
        entry = record.asset_materialization.metadata.get(BASELINE_SEEN_KEY)  # type: ignore[union-attr]
        value = entry.value if entry is not None else None
        if isinstance(value, str):
            value = json.loads(value)
        if isinstance(value, Mapping) and value:
            seen.append((record.run_id, value))
    return seen


_SEEN_FIELDS = ("metrics", "fabrication_count", "n_cases", "judge", "judges")
"""What a run records of the baseline entry it saw: the numbers and whose they are."""


def baseline_numbers(entry: Mapping[str, Any] | None) -> dict[str, Any]:
    """The ratcheted numbers of a baseline entry and the judges that produced them."""
    return {key: entry[key] for key in _SEEN_FIELDS if key in (entry or {})}


def instance_records(
    instance: DagsterInstance, report_key: AssetKey, mode: str, skip_run_id: str | None = None
) -> list[Recorded]:
    """The baseline entries earlier runs of ``mode`` saw, newest first, as history records."""
    return [
        Recorded(f"run {run_id}", {mode: dict(entry)})
        for run_id, entry in recorded_baselines(instance, report_key, mode, skip_run_id)
    ]
