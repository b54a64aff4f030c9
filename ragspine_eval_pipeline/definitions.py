"""The code location: assembles the eval's assets, checks, jobs, schedule and resources."""

import warnings

from dagster import Definitions, load_assets_from_modules

from ragspine_eval_pipeline.defs.executors import eval_executor
from ragspine_eval_pipeline.defs.extraction import assets as extraction_assets
from ragspine_eval_pipeline.defs.extraction.checks import extraction_not_regressed
from ragspine_eval_pipeline.defs.extraction.jobs import extraction_eval_job
from ragspine_eval_pipeline.defs.extraction.resources import ExtractorResource
from ragspine_eval_pipeline.defs.qa import assets as qa_assets
from ragspine_eval_pipeline.defs.qa.checks import baseline_not_lowered, baseline_not_regressed
from ragspine_eval_pipeline.defs.qa.jobs import qa_eval_job, ratchet_baselines
from ragspine_eval_pipeline.defs.qa.resources import (
    EngineResource,
    JudgeResource,
    RunPolicyResource,
)
from ragspine_eval_pipeline.defs.qa.sharded import qa_assets_with_shards
from ragspine_eval_pipeline.defs.qa.shards import shard_count
from ragspine_eval_pipeline.defs.report_store import REPORT_STORE_KEY, GateReportIOManager
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from ragspine_eval_pipeline.defs.schedules import nightly_eval
from ragspine_eval_pipeline.defs.step_values import StepValuesIOManager
from ragspine_eval_pipeline.deps import shadowed_dependencies

defs = Definitions(
    assets=[
        *qa_assets_with_shards(load_assets_from_modules([qa_assets]), shard_count()),
        *load_assets_from_modules([extraction_assets]),
    ],
    asset_checks=[baseline_not_regressed, baseline_not_lowered, extraction_not_regressed],
    jobs=[qa_eval_job, extraction_eval_job, ratchet_baselines],
    schedules=[nightly_eval],
    resources={
        "paths": EvalPathsResource(),
        "engine": EngineResource(),
        "judge": JudgeResource(),
        "run_policy": RunPolicyResource(),
        "extractor": ExtractorResource(),
        REPORT_STORE_KEY: GateReportIOManager(),
        # Dagster's pickle files between steps, read back from memory within one process.
        "io_manager": StepValuesIOManager(),
    },
    # Steps run one after another in the run's own process unless the run config selects
    # dask: in process this graph takes ~3 s, where a process per step takes ~24 s. Shards
    # (RAGSPINE_SHARDS) on a dask cluster are for engines that cost real time per case.
    executor=eval_executor,
)

# The working directory comes first on the import path under `dagster asset materialize`:
# say so when it shadowed a package the eval depends on.
for _problem in shadowed_dependencies():
    warnings.warn(_problem, RuntimeWarning, stacklevel=1)
