"""Dagster wiring of the eval core: assets, checks, jobs, schedules and resources."""
