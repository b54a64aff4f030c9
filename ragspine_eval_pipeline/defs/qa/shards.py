"""Case execution in shards: contiguous slices of the golden set, merged back in order.

The shard count is part of the job's shape (one step per shard), so it is read when the
code location loads: ``RAGSPINE_SHARDS``, default 1 (a single ``case_outcomes`` step).
Every process that loads the code location for a run (the run itself, each dask worker)
must see the same value. Shard ``i`` of ``n`` runs cases ``[N*i//n, N*(i+1)//n)``; the
merge concatenates the shards' rows in shard order, so the outcomes table, and the gate
report scored from it, are the same for every shard count.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import chain
from typing import TYPE_CHECKING, Any

from ragspine_eval_pipeline.engine.loading import engine_label, engine_session
from ragspine_eval_pipeline.eval.golden import GoldenCase
from ragspine_eval_pipeline.eval.report import CaseOutcome
from ragspine_eval_pipeline.eval.runner import RunPolicy, run_cases
from ragspine_eval_pipeline.kb.store import KnowledgeBase

if TYPE_CHECKING:
    import pandas as pd

SHARDS_ENV = "RAGSPINE_SHARDS"
SHARDS_TAG = "ragspine/shards"
"""Tag naming the shard count: on the sharded ``case_outcomes`` asset and on every run a
launcher of this project starts, so a UI user sees how the cases ran."""
MAX_SHARDS = 256
"""More steps than this only adds per-step overhead; no cluster here needs it."""


class ShardCountError(ValueError):
    """``RAGSPINE_SHARDS`` is not a whole number between 1 and ``MAX_SHARDS``."""


def shard_count(environ: Mapping[str, str] = os.environ) -> int:
    """The number of case shards the code location builds (``RAGSPINE_SHARDS``, default 1)."""
    raw = environ.get(SHARDS_ENV, "").strip()
    if not raw:
        return 1
    try:
        count = int(raw)
    except ValueError:
        count = 0
    if not 1 <= count <= MAX_SHARDS:
        raise ShardCountError(
            f"{SHARDS_ENV}={raw!r}: must be a whole number from 1 to {MAX_SHARDS}"
        )
    return count


def shard_bounds(n_cases: int, index: int, count: int) -> tuple[int, int]:
    """The [start, stop) case range of shard ``index`` of ``count``; sizes differ by at most 1."""
    if not 0 <= index < count:
        raise ValueError(f"shard {index} out of range for {count} shards")
    return n_cases * index // count, n_cases * (index + 1) // count


@dataclass(frozen=True)
class ShardResult:
    """What one shard step hands the merge: plain rows, cheap to pickle between processes."""

    engine: str
    """The engine's label, ``module:Class``."""
    rows: list[dict[str, Any]]
    """One JSON-ready ``CaseOutcome`` dump per case, in golden-set order."""
    outcomes: list[CaseOutcome] | None = field(default=None, compare=False, repr=False)
    """The outcomes ``rows`` were dumped from, in the process that ran the shard only: they
    are never pickled, so a step elsewhere (a dask worker) rebuilds them from the rows."""

    def __getstate__(self) -> dict[str, Any]:
        return {"engine": self.engine, "rows": self.rows}


def run_shard(
    cases: Sequence[GoldenCase],
    index: int,
    count: int,
    *,
    mode: str,
    engine_spec: str,
    kb: KnowledgeBase,
    policy: RunPolicy,
) -> ShardResult:
    """Run shard ``index`` of ``count`` of ``cases`` through the engine named by the spec."""
    start, stop = shard_bounds(len(cases), index, count)
    with engine_session(engine_spec) as active:
        outcomes = run_cases(cases[start:stop], active, mode, kb, policy)
        label = engine_label(active)
    rows = [outcome.model_dump(mode="json") for outcome in outcomes]
    return ShardResult(engine=label, rows=rows, outcomes=list(outcomes))


def merged_frame(shards: Sequence[ShardResult]) -> pd.DataFrame:
    """The outcomes table of all shards, in shard order; ``attrs["engine"]`` names the engine."""
    import pandas as pd

    from ragspine_eval_pipeline.eval.frames import OUTCOME_COLUMNS

    engines = sorted({shard.engine for shard in shards})
    if len(engines) > 1:
        raise ValueError(f"shards ran different engines: {', '.join(engines)}")
    frame = pd.DataFrame.from_records(
        list(chain.from_iterable(shard.rows for shard in shards)), columns=list(OUTCOME_COLUMNS)
    )
    frame.attrs["engine"] = engines[0] if engines else ""
    if all(shard.outcomes is not None for shard in shards):
        outcomes = list(chain.from_iterable(shard.outcomes or () for shard in shards))
        _built_from[id(frame)] = (weakref.ref(frame), outcomes)
        weakref.finalize(frame, _built_from.pop, id(frame), None)
    return frame


_built_from: dict[int, tuple[weakref.ref[pd.DataFrame], list[CaseOutcome]]] = {}
"""Frames this process merged, with the outcomes they hold (while the frame lives)."""


def frame_outcomes(frame: pd.DataFrame) -> list[CaseOutcome]:
    """The outcomes of an outcomes table: those it was merged from when this process built
    it (the in-process executor hands the same frame on), else rebuilt from its rows, which
    is half a second of CPU at 10k cases."""
    from ragspine_eval_pipeline.eval.frames import outcomes_from_frame

    kept = _built_from.get(id(frame))
    if kept is not None and kept[0]() is frame and len(kept[1]) == len(frame):
        return kept[1]
    return outcomes_from_frame(frame)
