"""The code location: assembles the eval's assets, checks, jobs, schedule and resources."""

import warnings

from dagster import Definitions, in_process_executor, load_assets_from_modules

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
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from ragspine_eval_pipeline.defs.schedules import nightly_eval
from ragspine_eval_pipeline.deps import shadowed_dependencies

defs = Definitions(
    assets=load_assets_from_modules([qa_assets, extraction_assets]),
    asset_checks=[baseline_not_regressed, baseline_not_lowered, extraction_not_regressed],
    jobs=[qa_eval_job, extraction_eval_job, ratchet_baselines],
    schedules=[nightly_eval],
    resources={
        "paths": EvalPathsResource(),
        "engine": EngineResource(),
        "judge": JudgeResource(),
        "run_policy": RunPolicyResource(),
        "extractor": ExtractorResource(),
    },
    # Steps run one after another in the run's own process: for this graph that takes
    # ~3 s, where a process per step (multiprocess_executor) takes ~24 s. To run steps in
    # parallel (e.g. a slow remote engine), pass `executor=multiprocess_executor` here.
    executor=in_process_executor,
)

# The working directory comes first on the import path under `dagster asset materialize`:
# say so when it shadowed a package the eval depends on.
for _problem in shadowed_dependencies():
    warnings.warn(_problem, RuntimeWarning, stacklevel=1)
