"""Preloaded by each dask worker as it starts: the code location is imported before a step.

A worker that meets its first step cold imports Dagster, dagster-dask's task and this
project's code location (a second or more each) while the run waits on that step. With
this module as the worker's ``preload`` the imports happen while the cluster starts, in
every worker at once, and the first shard step starts warm. A run's own local cluster
preloads it unless its config names a ``preload`` of its own; a long-lived cluster's
workers take it on their command line: ``dask worker ADDRESS --preload
ragspine_eval_pipeline.dask_warmup``.
"""

from __future__ import annotations

import dagster._core.execution.api  # noqa: F401  (what each step's task runs)
import dagster_dask.executor  # noqa: F401  (the task function itself)

import ragspine_eval_pipeline.definitions  # noqa: F401  (the code location, shards and all)
