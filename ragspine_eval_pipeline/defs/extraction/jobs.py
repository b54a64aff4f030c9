"""The extraction eval as a named job, so its runs have their own row in the UI."""

from dagster import AssetSelection, define_asset_job

from ragspine_eval_pipeline.defs.extraction.assets import GROUP

extraction_eval_job = define_asset_job(
    "extraction_eval",
    selection=AssetSelection.groups(GROUP),
    description="Score the extractors on every fixture set and gate them against the baseline.",
)
