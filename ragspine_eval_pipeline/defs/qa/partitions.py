"""One partition per engine mode."""

from dagster import StaticPartitionsDefinition

from ragspine_eval_pipeline.eval.scoring import EVAL_MODES

mode_partitions = StaticPartitionsDefinition(list(EVAL_MODES))
