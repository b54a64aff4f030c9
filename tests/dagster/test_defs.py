"""The code location loads, and its assets, checks, jobs, schedule and resources are pinned."""

import subprocess
import sys
from pathlib import Path

from dagster import AssetKey

from ragspine_eval_pipeline.definitions import defs

REPO = Path(__file__).resolve().parents[2]
QA_ASSETS = {"golden_set", "eval_kb", "case_outcomes", "gate_report", "baseline_check"}
EXTRACTION_ASSETS = {
    "extraction_facts",
    "extraction_ground_truth",
    "extraction_report",
    "extraction_baseline_check",
}


def _repo():
    return defs.get_repository_def()


def test_asset_keys_are_pinned():
    keys = {key.to_user_string() for key in _repo().asset_graph.get_all_asset_keys()}
    assert keys == QA_ASSETS | EXTRACTION_ASSETS


def test_extraction_lineage_keeps_facts_and_ground_truth_apart():
    graph = _repo().asset_graph
    parents = {
        name: {k.to_user_string() for k in graph.get(AssetKey(name)).parent_keys}
        for name in EXTRACTION_ASSETS
    }
    assert parents == {
        "extraction_facts": set(),
        "extraction_ground_truth": set(),
        "extraction_report": {"extraction_facts", "extraction_ground_truth"},
        "extraction_baseline_check": {"extraction_report"},
    }


def test_lineage_is_golden_set_to_baseline_check():
    graph = _repo().asset_graph
    upstream = {
        name: {k.to_user_string() for k in graph.get(AssetKey(name)).parent_keys}
        for name in QA_ASSETS
    }
    assert upstream == {
        "golden_set": set(),
        "eval_kb": {"golden_set"},
        "case_outcomes": {"golden_set", "eval_kb"},
        "gate_report": {"golden_set", "eval_kb", "case_outcomes"},
        "baseline_check": {"gate_report"},
    }


def test_mode_partitions_on_the_per_mode_assets():
    graph = _repo().asset_graph
    for name in QA_ASSETS:
        partitions = graph.get(AssetKey(name)).partitions_def
        if name in {"golden_set", "eval_kb"}:
            assert partitions is None
        else:
            assert partitions.get_partition_keys() == ["tool", "agent"]


def test_blocking_checks_guard_the_reports():
    graph = _repo().asset_graph
    specs = {key.name: graph.get_check_spec(key) for key in graph.asset_check_keys}
    assert {name: spec.asset_key.to_user_string() for name, spec in specs.items()} == {
        "baseline_not_regressed": "gate_report",
        "baseline_not_lowered": "gate_report",
        "extraction_not_regressed": "extraction_report",
    }
    assert all(spec.blocking for spec in specs.values())


def test_jobs_and_schedule_are_pinned():
    jobs = {job.name for job in _repo().get_all_jobs() if not job.name.startswith("__")}
    assert jobs == {"qa_eval", "extraction_eval", "ratchet_baselines"}
    schedule = defs.resolve_schedule_def("nightly_eval")
    assert (schedule.cron_schedule, schedule.execution_timezone) == ("0 2 * * *", "UTC")


def test_resources_and_executor():
    assert set(defs.resources) == {
        "paths", "engine", "judge", "run_policy", "extractor", "report_store", "io_manager"
    }  # fmt: skip
    executor = defs.resolve_job_def("qa_eval").executor_def
    # In process unless a run's config selects dask (tests/dagster/test_shards_dask.py).
    assert executor.name == "eval_executor"
    assert executor.config_schema.as_field().default_value == {"in_process": {}}


def test_eval_core_never_imports_dagster():
    """The core is a plain library: importing all of it must not pull Dagster in.

    `lint-imports` (pyproject.toml) checks the same statically; this also catches Dagster
    loaded through a third-party import.
    """
    script = """
import importlib, pkgutil, sys
import ragspine_eval_pipeline
roots = ["eval", "judges", "kb", "engine", "extraction"]
names = [
    f"ragspine_eval_pipeline.{name}"
    for name in ("atomic", "dates", "numbers", "schema", "strict_json", "text", "units")
]
for root in roots:
    package = importlib.import_module(f"ragspine_eval_pipeline.{root}")
    names.append(package.__name__)
    names += [m.name for m in pkgutil.walk_packages(package.__path__, package.__name__ + ".")]
for name in names:
    importlib.import_module(name)
loaded = sorted(m for m in sys.modules if m == "dagster" or m.startswith("dagster."))
print(len(names), "modules")
assert not loaded, f"the eval core imported {loaded[:5]}"
"""
    result = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
