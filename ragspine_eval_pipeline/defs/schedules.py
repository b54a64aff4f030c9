"""When the evals run on their own."""

from dagster import (
    AssetSelection,
    DefaultScheduleStatus,
    RunRequest,
    ScheduleEvaluationContext,
    schedule,
)

from ragspine_eval_pipeline.defs.extraction.assets import GROUP as EXTRACTION_GROUP
from ragspine_eval_pipeline.defs.extraction.assets import (
    extraction_baseline_check,
    extraction_facts,
    extraction_ground_truth,
    extraction_report,
)
from ragspine_eval_pipeline.defs.extraction.checks import extraction_not_regressed
from ragspine_eval_pipeline.defs.qa.assets import GROUP as QA_GROUP
from ragspine_eval_pipeline.defs.qa.assets import (
    baseline_check,
    case_outcomes,
    eval_kb,
    gate_report,
    golden_set,
)
from ragspine_eval_pipeline.defs.qa.checks import baseline_not_lowered, baseline_not_regressed
from ragspine_eval_pipeline.defs.qa.partitions import mode_partitions
from ragspine_eval_pipeline.defs.run_inputs import resolve_inputs

QA_ASSETS = [
    asset.key for asset in (golden_set, eval_kb, case_outcomes, gate_report, baseline_check)
]
QA_CHECKS = [check.check_key for check in (baseline_not_regressed, baseline_not_lowered)]
EXTRACTION_ASSETS = [
    asset.key
    for asset in (
        extraction_facts,
        extraction_ground_truth,
        extraction_report,
        extraction_baseline_check,
    )
]
EXTRACTION_CHECKS = [extraction_not_regressed.check_key]


# Every eval runs each night at 02:00 UTC, after the day's merges, so a regression that
# slipped past CI (a changed engine default, a new golden case) shows up by morning with
# the cases that flipped. One run per mode plus one for extraction; run keys make a
# re-evaluated tick idempotent.
@schedule(
    cron_schedule="0 2 * * *",
    execution_timezone="UTC",
    target=AssetSelection.groups(QA_GROUP, EXTRACTION_GROUP),
    default_status=DefaultScheduleStatus.RUNNING,
)
def nightly_eval(context: ScheduleEvaluationContext):
    scheduled_date = context.scheduled_execution_time.strftime("%Y-%m-%d")
    # The inputs are resolved here, once per tick, and pinned on each run (config and
    # tags): re-executing a failed nightly from the UI scores the same engine and inputs.
    inputs = resolve_inputs(context.instance.storage_directory())
    tags = {**inputs.tags(), "ragspine/trigger": "nightly"}
    for mode in mode_partitions.get_partition_keys():
        yield RunRequest(
            run_key=f"{scheduled_date}-{mode}",
            partition_key=mode,
            asset_selection=QA_ASSETS,
            asset_check_keys=QA_CHECKS,
            run_config=inputs.run_config(),
            tags=tags,
        )
    yield RunRequest(
        run_key=f"{scheduled_date}-extraction",
        asset_selection=EXTRACTION_ASSETS,
        asset_check_keys=EXTRACTION_CHECKS,
        run_config=inputs.run_config(),
        tags=tags,
    )
