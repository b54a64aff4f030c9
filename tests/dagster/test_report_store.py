"""gate_report's IO manager: each report stored once, as JSON, and read back from there."""

from pathlib import Path

import pytest
from dagster import AssetKey, materialize

from ragspine_eval_pipeline.defs.report_store import read_report
from tests.dagster.conftest import REGRESSING
from tests.dagster.helpers import (
    QA_CHECKS,
    QA_GRAPH,
    report_bytes,
    resources,
    run_qa,
    stored_report,
)


def test_a_report_is_stored_once_as_json_beside_its_ci_formats(eval_files, instance):
    result = run_qa(instance)
    assert result.success
    storage = Path(instance.storage_directory())
    [stored] = (storage / "reports" / "tool").glob("*.json")
    assert stored.stem == result.run_id
    assert report_bytes(stored_report(instance, "tool")) == report_bytes(
        result.output_for_node("gate_report")
    )
    assert not (storage / "gate_report").exists()  # no second, pickled copy
    [event] = [
        e
        for e in result.get_asset_materialization_events()
        if e.asset_key == AssetKey("gate_report")
    ]
    links = {key: Path(str(value.value)) for key, value in event.materialization.metadata.items()}
    assert links["report_path"] == stored
    assert {links[key].name for key in ("report_junit", "report_md", "report_html")} == {
        f"{result.run_id}.junit.xml",
        f"{result.run_id}.md",
        f"{result.run_id}.html",
    }
    assert all(links[key].parent == stored.parent for key in ("report_junit", "report_md"))


def test_baseline_check_alone_reads_the_latest_stored_report(eval_files, instance, monkeypatch):
    """Materialized in a run of its own, baseline_check loads the report an earlier run
    stored, and still refuses a regression."""
    assert run_qa(instance).success  # the baseline
    monkeypatch.setenv("RAGSPINE_ENGINE", REGRESSING)
    # A regressing report, materialized without its checks (nothing blocks it here).
    assert materialize(
        QA_GRAPH[:4], instance=instance, resources=resources(), partition_key="tool"
    ).success
    alone = materialize(
        QA_GRAPH,
        selection=[QA_GRAPH[-1].key],
        instance=instance,
        resources=resources(),
        partition_key="tool",
        raise_on_error=False,
    )
    assert not alone.success
    [failure] = alone.get_step_failure_events()
    assert failure.step_key == "baseline_check"
    assert "tool regressed against" in failure.step_failure_data.error.message


def test_run_config_base_dir_moves_the_stored_reports(eval_files, instance, tmp_path):
    elsewhere = tmp_path / "shared" / "reports"
    result = materialize(
        [*QA_GRAPH, *QA_CHECKS],
        instance=instance,
        resources=resources(),
        partition_key="tool",
        run_config={"resources": {"report_store": {"config": {"base_dir": str(elsewhere)}}}},
    )
    assert result.success  # the checks and baseline_check loaded it from there
    assert sorted(p.name for p in (elsewhere / "tool").iterdir()) == sorted(
        f"{result.run_id}.{suffix}" for suffix in ("json", "junit.xml", "md", "html")
    )
    assert stored_report(instance, "tool").n_cases == 6
    assert not (Path(instance.storage_directory()) / "reports").exists()


def test_a_report_read_back_in_its_process_is_the_one_on_disk(eval_files, instance):
    result = run_qa(instance)
    assert result.success
    path = stored_report_path(instance)
    stored = result.output_for_node("gate_report")
    assert read_report(path) is stored  # the checks' loads reuse what the step stored
    # A file rewritten since (another process, a hand edit) is read again, not the memory copy.
    edited = stored.model_copy(update={"engine": "edited:Engine"})
    path.write_text(edited.model_dump_json(indent=2) + "\n", encoding="utf-8")
    assert read_report(path).engine == "edited:Engine"
    path.unlink()
    with pytest.raises(FileNotFoundError):
        read_report(path)


def stored_report_path(instance) -> Path:
    [stored] = (Path(instance.storage_directory()) / "reports" / "tool").glob("*.json")
    return stored
