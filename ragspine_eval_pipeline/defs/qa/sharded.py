"""``case_outcomes`` as a fan-out: one step per shard, then a merge step, same asset key.

With one shard the code location keeps the plain ``case_outcomes`` asset (one step). With
more, ``case_outcomes`` is a graph-backed asset: ``case_shard_0 … case_shard_{n-1}`` each
run a slice of the golden set as separate Dagster steps, which a multi-process executor
(dask) runs in parallel, and ``merge_case_shards`` joins them in order before
``gate_report`` reads the table.
"""

from collections.abc import Sequence

import pandas as pd
from dagster import (
    AssetsDefinition,
    In,
    MetadataValue,
    OpDefinition,
    OpExecutionContext,
    Output,
    graph_asset,
    op,
)

from ragspine_eval_pipeline.defs.collector import collector_paused
from ragspine_eval_pipeline.defs.qa import assets as qa_assets
from ragspine_eval_pipeline.defs.qa.assets import GROUP, case_outcomes_output, run_case_shard
from ragspine_eval_pipeline.defs.qa.partitions import mode_partitions
from ragspine_eval_pipeline.defs.qa.resources import EngineResource, RunPolicyResource
from ragspine_eval_pipeline.defs.qa.shards import SHARDS_TAG, ShardResult, merged_frame
from ragspine_eval_pipeline.eval.golden import GoldenCase


def shard_op(index: int, count: int) -> OpDefinition:
    """The step that runs shard ``index`` of ``count`` in the run's mode partition."""

    @op(
        name=f"case_shard_{index}",
        description=f"Run shard {index + 1} of {count} of the golden set through the engine.",
        tags={"ragspine/shard": f"{index}/{count}"},
    )
    @collector_paused
    def case_shard(
        context: OpExecutionContext,
        golden_set: list[GoldenCase],
        eval_kb: dict[str, str],
        engine: EngineResource,
        run_policy: RunPolicyResource,
    ) -> ShardResult:
        shard = run_case_shard(
            golden_set, eval_kb, engine, run_policy, context.partition_key, index, count
        )
        context.log.info(f"shard {index + 1}/{count}: {len(shard.rows)} cases")
        return shard

    return case_shard


def merge_op(count: int) -> OpDefinition:
    """The step that joins ``count`` shards in shard order: one row per golden case.

    Each shard is its own input rather than one fan-in list: dagster-dask hands a step the
    execution state known when the run started, and a fan-in input would drop every shard
    that had not finished by then.
    """
    names = [f"shard_{index}" for index in range(count)]

    @op(
        name="merge_case_shards",
        description=f"Join the {count} shards' outcomes in shard order.",
        ins={"golden_set": In(list), **{name: In(ShardResult) for name in names}},
    )
    @collector_paused
    def merge_case_shards(
        context: OpExecutionContext, golden_set: list[GoldenCase], **shards: ShardResult
    ) -> Output[pd.DataFrame]:
        frame = merged_frame([shards[name] for name in names])
        output = case_outcomes_output(frame, context.partition_key, golden_set)
        # The shard count on each materialization, so the UI shows how the cases ran.
        return Output(
            output.value, metadata={**output.metadata, "shards": MetadataValue.int(count)}
        )

    return merge_case_shards


def sharded_case_outcomes(count: int) -> AssetsDefinition:
    """``case_outcomes`` computed by ``count`` shard steps and one merge step."""
    shard_ops = [shard_op(index, count) for index in range(count)]
    merge = merge_op(count)

    @graph_asset(
        name="case_outcomes",
        group_name=GROUP,
        partitions_def=mode_partitions,
        kinds={"pandas"},
        tags={SHARDS_TAG: str(count)},
        description=(
            f"One row per golden case: what the engine answered in this mode, "
            f"run in {count} shards."
        ),
    )
    def case_outcomes(golden_set: list[GoldenCase], eval_kb: dict[str, str]) -> pd.DataFrame:
        shards = {f"shard_{i}": shard(golden_set, eval_kb) for i, shard in enumerate(shard_ops)}
        return merge(golden_set=golden_set, **shards)

    return case_outcomes


def qa_assets_with_shards(assets: Sequence[AssetsDefinition], count: int) -> list[AssetsDefinition]:
    """The QA assets, with ``case_outcomes`` sharded ``count`` ways when ``count`` > 1."""
    if count == 1:
        return list(assets)
    sharded = sharded_case_outcomes(count)
    target = qa_assets.case_outcomes.key
    return [sharded if target in asset.keys else asset for asset in assets]
