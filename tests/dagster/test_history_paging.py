"""Earlier gate_report materializations are read page by page, newest first."""

from collections.abc import Iterator

import pytest
from dagster import AssetMaterialization, DagsterInstance, MetadataValue

from ragspine_eval_pipeline.defs import history
from ragspine_eval_pipeline.defs.qa.assets import gate_report


@pytest.fixture
def instance() -> Iterator[DagsterInstance]:
    with DagsterInstance.ephemeral() as ephemeral:
        for n in range(7):
            ephemeral.report_runless_asset_event(
                AssetMaterialization(
                    asset_key=gate_report.key,
                    partition="tool",
                    metadata={"n": MetadataValue.int(n)},
                )
            )
        yield ephemeral


def _numbers(records) -> list[int]:
    return [record.asset_materialization.metadata["n"].value for record in records]


def test_records_come_newest_first_across_pages_up_to_the_scan_limit(instance, monkeypatch):
    monkeypatch.setattr(history, "_PAGE", 2)
    monkeypatch.setattr(history, "_SCAN_LIMIT", 5)
    records = history._records(instance, gate_report.key, "tool", skip_run_id=None)
    assert _numbers(records) == [6, 5, 4, 3, 2]


def test_only_the_pages_asked_for_are_read(instance, monkeypatch):
    monkeypatch.setattr(history, "_PAGE", 2)
    fetched: list[int] = []
    fetch = instance.fetch_materializations

    def counting(records_filter, limit, cursor=None):
        page = fetch(records_filter, limit=limit, cursor=cursor)
        fetched.append(len(page.records))
        return page

    monkeypatch.setattr(instance, "fetch_materializations", counting)
    newest = next(history._records(instance, gate_report.key, "tool", skip_run_id=None))
    assert _numbers([newest]) == [6]
    assert fetched == [2]  # the newest record cost one page, not the whole scan


def test_other_partitions_are_not_read(instance):
    assert list(history._records(instance, gate_report.key, "agent", skip_run_id=None)) == []
