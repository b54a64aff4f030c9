"""Step outputs between assets: Dagster's pickle files, read back from memory in process.

The code location's default IO manager. Each output is pickled under the instance's
storage folder exactly as Dagster's own ``FilesystemIOManager`` does (a run re-executed
later, an asset materialized alone, a dask worker: all read those files). With the
in-process executor every step of a run shares one process, and the golden set alone is
loaded by three steps: unpickling 10k cases three times is most of a second. So the
value a step just stored is also kept, and handed to the steps of the same process while
its file is still the one written. Pickling and unpickling run with the collector paused:
they make or walk tens of thousands of acyclic objects at 10k cases, and each full
collection meanwhile would walk every object the run holds.
"""

from __future__ import annotations

import os
from collections import OrderedDict
from typing import TYPE_CHECKING, Any

from dagster import FilesystemIOManager, InitResourceContext, InputContext, OutputContext
from dagster._core.storage.fs_io_manager import PickledObjectFilesystemIOManager

from ragspine_eval_pipeline.eval.collector import collector_paced

if TYPE_CHECKING:
    from upath import UPath

_KEPT_VALUES = 16
"""Values kept per process, newest first: one run's outputs, with room for both modes."""


class PickledStepValues(PickledObjectFilesystemIOManager):
    """Pickle files as Dagster writes them, plus the values this process wrote."""

    def __init__(self, base_dir: str) -> None:
        super().__init__(base_dir=base_dir)
        self._kept: OrderedDict[str, tuple[tuple[int, int], Any]] = OrderedDict()

    def dump_to_path(self, context: OutputContext, obj: Any, path: UPath) -> None:
        with collector_paced():
            super().dump_to_path(context, obj, path)
        state = _local_state(path)
        if state is None:
            return
        key = str(path)
        self._kept[key] = (state, obj)
        self._kept.move_to_end(key, last=False)
        while len(self._kept) > _KEPT_VALUES:
            self._kept.popitem()

    def load_from_path(self, context: InputContext, path: UPath) -> Any:
        kept = self._kept.get(str(path))
        if kept is not None and _local_state(path) == kept[0]:
            return kept[1]
        with collector_paced():
            return super().load_from_path(context, path)


def _local_state(path: UPath) -> tuple[int, int] | None:
    """(mtime, size) of a local file; None for a remote path or a missing file."""
    if getattr(path, "protocol", "") not in ("", "file", "local"):
        return None
    try:
        stat = os.stat(str(path))
    except OSError:
        return None
    return stat.st_mtime_ns, stat.st_size


class StepValuesIOManager(FilesystemIOManager):
    """Dagster's filesystem IO manager, reading back in process what it just wrote."""

    def create_io_manager(self, context: InitResourceContext) -> PickledObjectFilesystemIOManager:
        base = self.base_dir or str(context.instance.storage_directory())  # type: ignore[union-attr]
        return PickledStepValues(base_dir=base)
