"""The cyclic garbage collector, paced for bulk work over many cases.

With the default thresholds CPython's collector runs every few hundred allocations and,
as the results of a large run pile up, keeps walking them: at 50,000 cases that was two
thirds of the reference engine's run time. Bulk loops here pause it and collect only the
young generations every ``every`` cases, so each object is walked about once, garbage
cycles an engine leaves behind are still freed, and the caller's setting is restored.
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


class PacedCollector:
    """Counts finished cases and collects the young generations every ``every`` of them."""

    def __init__(self, every: int) -> None:
        self.every = every
        self._since = 0

    def tick(self, cases: int = 1) -> None:
        self._since += cases
        if self._since >= self.every:
            self._since = 0
            gc.collect(1)


@contextmanager
def collector_paced(every: int = 2_000) -> Iterator[PacedCollector]:
    """Pause automatic collection for a bulk loop; ``tick()`` once per case finished."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield PacedCollector(every)
    finally:
        if was_enabled:
            gc.enable()
