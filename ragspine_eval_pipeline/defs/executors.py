"""The code location's executor: steps in process by default, or on a dask cluster.

``make eval`` runs every step in the run's own process (the fastest for this graph). A
run that sets ``execution: {config: {dask: {cluster: ...}}}`` hands each step to
dagster-dask's executor instead: a ``dask.distributed`` local cluster on this machine, or
an existing scheduler (``cluster: {existing: {address: ...}}``) in production. dagster-dask
is an optional extra (``pip install -e '.[dask]'``), imported only by a run that asks for
it, so loading the code location never pays for dask.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Mapping, Sequence
from typing import Any

from dagster import (
    DagsterInvalidConfigError,
    Executor,
    ExecutorRequirement,
    Field,
    InitExecutorContext,
    Permissive,
    Selector,
    executor,
    in_process_executor,
    multiple_process_executor_requirements,
)

DASK_EXTRA_HINT = "install the dask extra: pip install -e '.[dask]'"
WARMUP_MODULE = "ragspine_eval_pipeline.dask_warmup"
"""What each worker of a run's local cluster preloads (see that module)."""

_DASK_CONFIG = Field(
    {
        "cluster": Field(
            Permissive(),
            default_value={"local": {}},
            description=(
                "Exactly one dagster-dask cluster type and its settings, e.g. "
                "{local: {n_workers: 4}} or {existing: {address: 'tcp://scheduler:8786'}}."
            ),
        )
    },
    description="Run each step on a dask.distributed cluster (dagster-dask).",
)


def quiet_dask_sizeof() -> None:
    """Silence distributed's notes that it cannot size a step's list of Dagster events.

    Dask estimates the size of every task result; for dagster-dask's results (events)
    the estimate fails harmlessly and warns once per step, in every worker.
    """
    logging.getLogger("distributed.sizeof").setLevel(logging.ERROR)


if "distributed" in sys.modules:  # loaded inside a dask worker to run a step
    quiet_dask_sizeof()


def _requirements(executor_config: Mapping[str, Any]) -> Sequence[ExecutorRequirement]:
    """A dask run needs what any multi-process run needs: a reconstructable job, a
    persistent instance and an IO manager that is not in memory."""
    return multiple_process_executor_requirements() if "dask" in executor_config else []


@executor(
    name="eval_executor",
    config_schema=Field(
        Selector(
            {"in_process": in_process_executor.config_schema.as_field(), "dask": _DASK_CONFIG}
        ),
        default_value={"in_process": {}},
    ),
    requirements=_requirements,
)
def eval_executor(init_context: InitExecutorContext) -> Executor:
    """In process unless the run config selects ``dask``."""
    config = init_context.executor_config
    if "dask" in config:
        return dask_executor_for(config["dask"]["cluster"])
    create = in_process_executor.executor_creation_fn
    assert create is not None  # an @executor always has one
    return create(
        InitExecutorContext(
            job=init_context.job,
            executor_def=in_process_executor,
            executor_config=config["in_process"],
            instance=init_context.instance,
        )
    )


def dask_executor_for(cluster: Mapping[str, Any]) -> Executor:
    """dagster-dask's executor for one cluster entry, ``{type: settings}``."""
    if len(cluster) != 1:
        raise DagsterInvalidConfigError(
            f"dask.cluster needs exactly one cluster type, got {sorted(cluster) or 'none'}",
            [],
            cluster,
        )
    try:
        from dagster_dask.executor import DaskExecutor
    except ImportError as exc:
        raise ImportError(f"the dask executor needs dagster-dask: {DASK_EXTRA_HINT}") from exc
    quiet_dask_sizeof()
    ((cluster_type, settings),) = cluster.items()
    resolved = {k: _from_env(v) for k, v in (settings or {}).items()}
    if cluster_type == "local":
        # The run's own workers import the code location as they start, not on a step.
        resolved.setdefault("preload", [WARMUP_MODULE])
    return DaskExecutor(cluster_type, resolved)


def _from_env(value: Any) -> Any:
    """``{env: NAME}`` → that variable's value, as Dagster's own config sources read it."""
    if isinstance(value, Mapping) and set(value) == {"env"}:
        name = value["env"]
        if name not in os.environ:
            raise DagsterInvalidConfigError(f"environment variable {name} is not set", [], value)
        return os.environ[name]
    return value
