"""A run's own dask workers import the code location as they start, not on their first step."""

import importlib

from ragspine_eval_pipeline.defs.executors import WARMUP_MODULE, dask_executor_for


def test_a_local_cluster_preloads_the_warmup_module():
    executor = dask_executor_for({"local": {"n_workers": 2}})
    assert executor.cluster_configuration == {"n_workers": 2, "preload": [WARMUP_MODULE]}


def test_a_preload_of_the_runs_own_is_kept_and_an_existing_cluster_gets_none():
    own = dask_executor_for({"local": {"preload": ["my_module"]}})
    assert own.cluster_configuration["preload"] == ["my_module"]
    existing = dask_executor_for({"existing": {"address": "tcp://127.0.0.1:8786"}})
    assert "preload" not in existing.cluster_configuration


def test_the_warmup_module_loads_the_code_location():
    module = importlib.import_module(WARMUP_MODULE)
    assert module.ragspine_eval_pipeline.definitions.defs is not None
