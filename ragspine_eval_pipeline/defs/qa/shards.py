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
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from itertools import chain
from typing import TYPE_CHECKING, Any

from ragspine_eval_pipeline.engine.loading import engine_label, engine_session
from ragspine_eval_pipeline.eval.golden import GoldenCase
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
    return ShardResult(engine=label, rows=[outcome.model_dump(mode="json") for outcome in outcomes])


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
    return frame
