"""Dagster wiring of the eval core: assets, checks, jobs, schedules and resources."""

import warnings

from dagster import PreviewWarning

# Checks on a partitioned asset (baseline_not_regressed per mode) are a preview feature of
# Dagster 1.13; the note is printed by every process that loads the code location.
warnings.filterwarnings(
    "ignore", message="Specifying a partitions_def on an AssetCheckSpec", category=PreviewWarning
)
