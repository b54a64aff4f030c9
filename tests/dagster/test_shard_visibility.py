"""A UI user sees how a run's cases were sharded: on the asset, its materialization, the run."""

from dagster import AssetKey, materialize

from ragspine_eval_pipeline.defs.qa.assets import eval_kb, golden_set
from ragspine_eval_pipeline.defs.qa.sharded import sharded_case_outcomes
from ragspine_eval_pipeline.defs.qa.shards import SHARDS_TAG
from ragspine_eval_pipeline.defs.run_inputs import resolve_inputs
from tests.dagster.helpers import resources


def test_the_sharded_asset_is_tagged_and_each_materialization_records_the_count(
    eval_files, instance
):
    sharded = sharded_case_outcomes(3)
    assert sharded.tags_by_key[AssetKey("case_outcomes")][SHARDS_TAG] == "3"
    result = materialize(
        [golden_set, eval_kb, sharded],
        instance=instance,
        resources=resources(),
        partition_key="tool",
    )
    assert result.success
    (materialization,) = [
        event.materialization
        for event in result.get_asset_materialization_events()
        if event.asset_key == AssetKey("case_outcomes")
    ]
    assert materialization.metadata["shards"].value == 3


def test_launched_runs_carry_the_shard_count_as_a_tag(eval_files, monkeypatch, tmp_path):
    monkeypatch.setenv("RAGSPINE_SHARDS", "4")
    assert resolve_inputs(tmp_path).tags()[SHARDS_TAG] == "4"
    monkeypatch.delenv("RAGSPINE_SHARDS")
    assert resolve_inputs(tmp_path).tags()[SHARDS_TAG] == "1"
