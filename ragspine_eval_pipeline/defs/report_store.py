"""Where gate reports live: one JSON file per run and mode, written and read by an IO manager.

``gate_report`` returns its report; this IO manager is the only thing that stores it, at
``<storage>/reports/<mode>/<run_id>.json`` under the instance's storage folder, and records
the path on the materialization (``report_path``). Downstream steps (the blocking checks,
``baseline_check``) load the same file, and later runs read earlier ones back through the
path on their materializations (flipped cases, the baselines they saw). One file per run,
not per partition, because a report is compared with the last *passing* run's, which a
newer failing run must not overwrite. The CI formats (JUnit, Markdown, HTML) are views of
a report and sit beside its file (``GateReportStore.path_for``, ``ci_report_path``).

Within one process (the in-process executor runs every step of a run in one) the report
just stored is also kept in memory: the blocking checks and ``baseline_check`` each load
it, and parsing a 10k-case report back from its JSON costs half a second a time. The
memory copy is used only while the file on disk is the one this process wrote. A report is
parsed with the collector paused: at 10k cases it is hundreds of thousands of acyclic
objects, and the full collections that building them sets off walk every object the
process holds (parsing a 10k-case report: 0.55 s of CPU, 0.2 s paused).
"""

from __future__ import annotations

import os
from collections import OrderedDict
from pathlib import Path

from dagster import (
    AssetRecordsFilter,
    ConfigurableIOManagerFactory,
    DagsterInstance,
    DagsterInvariantViolationError,
    InitResourceContext,
    InputContext,
    IOManager,
    MetadataValue,
    OutputContext,
)

from ragspine_eval_pipeline.atomic import atomic_write_text
from ragspine_eval_pipeline.eval.collector import collector_paced
from ragspine_eval_pipeline.eval.report import QAEvalReport

REPORT_PATH_KEY = "report_path"
"""Materialization metadata: the path of the run's stored report."""
REPORT_STORE_KEY = "report_store"
"""The resource key of the IO manager, in the code location's resources."""


def ci_report_path(report_file: Path, suffix: str) -> Path:
    """A CI format of the report (``junit.xml``, ``md``, ``html``), beside its file."""
    return report_file.with_suffix(f".{suffix}")


_KEPT_REPORTS = 4
"""Reports kept in memory per process, newest first (a run stores one per mode)."""
_kept: OrderedDict[Path, tuple[tuple[int, int], QAEvalReport]] = OrderedDict()


def _file_state(path: Path) -> tuple[int, int]:
    stat = os.stat(path)
    return stat.st_mtime_ns, stat.st_size


def store_report(path: Path, report: QAEvalReport) -> None:
    """Write ``report`` atomically as JSON and keep it for this process's next reads."""
    atomic_write_text(path, report.model_dump_json(indent=2) + "\n")
    key = path.resolve()
    _kept[key] = (_file_state(key), report)
    _kept.move_to_end(key, last=False)
    while len(_kept) > _KEPT_REPORTS:
        _kept.popitem()


def read_report(path: str | Path) -> QAEvalReport:
    """A stored report, as the run that wrote it scored it."""
    key = Path(path).resolve()
    kept = _kept.get(key)
    if kept is not None:
        try:
            if _file_state(key) == kept[0]:
                return kept[1]
        except OSError:
            pass
        del _kept[key]  # rewritten or removed since: the file decides
    text = key.read_text(encoding="utf-8")
    with collector_paced():
        return QAEvalReport.model_validate_json(text)


class GateReportStore(IOManager):
    """Stores each ``gate_report`` once, as JSON, and loads it for downstream steps."""

    def __init__(self, base_dir: Path, instance: DagsterInstance) -> None:
        self.base_dir = base_dir
        self._instance = instance

    def path_for(self, mode: str, run_id: str) -> Path:
        """The stored report of one run in one mode."""
        return self.base_dir / mode / f"{run_id}.json"

    def handle_output(self, context: OutputContext, obj: QAEvalReport) -> None:
        path = self.path_for(obj.mode, context.run_id)
        store_report(path, obj)
        context.add_output_metadata({REPORT_PATH_KEY: MetadataValue.path(str(path))})

    def load_input(self, context: InputContext) -> QAEvalReport:
        return read_report(self._stored_path(context))

    def _stored_path(self, context: InputContext) -> Path:
        """The producing step's file (this run's, or a re-executed run's parent's), else the
        file of the partition's latest materialization (an asset loaded from an earlier run,
        e.g. ``baseline_check`` materialized alone), as Dagster's own IO managers do."""
        mode, upstream = context.asset_partition_key, context.upstream_output
        try:
            run_id = upstream.run_id if upstream is not None else None
        except DagsterInvariantViolationError:
            run_id = None
        if run_id is not None and self._instance.has_run(run_id):
            return self.path_for(mode, run_id)
        # An asset input from an earlier run: its context names no real run.
        records = self._instance.fetch_materializations(
            AssetRecordsFilter(asset_key=context.asset_key, asset_partitions=[mode]), limit=1
        ).records
        stored = records[0].asset_materialization if records else None
        entry = stored.metadata.get(REPORT_PATH_KEY) if stored is not None else None
        if entry is None:
            name = context.asset_key.to_user_string()
            raise FileNotFoundError(f"no stored {name} for {mode}; materialize it first")
        return Path(str(entry.value))


class GateReportIOManager(ConfigurableIOManagerFactory):
    """The code location's store for ``gate_report`` (``REPORT_STORE_KEY``)."""

    base_dir: str | None = None
    """Folder of the stored reports; default ``reports`` under the instance's storage."""

    def create_io_manager(self, context: InitResourceContext) -> GateReportStore:
        if context.instance is None:
            raise DagsterInvariantViolationError("the report store needs a Dagster instance")
        default = Path(context.instance.storage_directory()) / "reports"
        base = Path(self.base_dir).expanduser().resolve() if self.base_dir else default
        return GateReportStore(base, context.instance)
