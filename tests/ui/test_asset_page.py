"""What a user sees in a real browser when a gate drops, and that the UI can re-run it.

Debian's chromium (/usr/bin/chromium) driven by Playwright; no browser is downloaded.
`.ci/run` installs chromium when it is missing, so in CI this test runs or fails: it
skips only when ``RAGSPINE_NO_BROWSER=1`` says on purpose that there is no browser.
Screenshots go to ``RAGSPINE_SCREENSHOTS`` (a folder) or the test's temp folder.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from dagster import AssetKey, AssetRecordsFilter, DagsterInstance, DagsterRunStatus, RunsFilter

from tests.dagster.conftest import ORACLE, REGRESSING
from tests.dagster.fakes import write_golden_set
from tests.ui.server import REPO, webserver

CHROMIUM = Path("/usr/bin/chromium")
BROWSER_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
UI_TIMEOUT_MS = 60_000
RERUN_TIMEOUT_S = 120


@pytest.fixture
def chromium() -> Path:
    if CHROMIUM.exists():
        return CHROMIUM
    if os.environ.get("RAGSPINE_NO_BROWSER") == "1":
        pytest.skip("RAGSPINE_NO_BROWSER=1: no browser on this machine")
    pytest.fail(f"{CHROMIUM} is missing: apt-get install -y chromium (.ci/run does this)")


@pytest.fixture
def screenshots(tmp_path: Path) -> Path:
    folder = Path(os.environ.get("RAGSPINE_SCREENSHOTS") or tmp_path / "screenshots")
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def eval_env(tmp_path: Path) -> dict[str, str]:
    """A temporary instance and inputs; no RAGSPINE_ENGINE, so the server's own default
    (the reference engine) differs from the engine the runs pin."""
    home = tmp_path / "dagster_home"
    home.mkdir()
    shutil.copy(REPO / "dagster.yaml", home / "dagster.yaml")  # nux and telemetry off
    env = {k: v for k, v in os.environ.items() if not k.startswith("RAGSPINE_")}
    env.update(
        DAGSTER_HOME=str(home),
        RAGSPINE_GOLDEN_SET=str(write_golden_set(tmp_path / "qa_golden_set.jsonl")),
        RAGSPINE_QA_BASELINE=str(tmp_path / "qa_baseline.json"),
        RAGSPINE_KB_DIR=str(tmp_path / "kb"),
        PYTHONPATH=os.pathsep.join(filter(None, [str(REPO), os.environ.get("PYTHONPATH")])),
    )
    return env


def _launch(env: dict[str, str], engine: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "ragspine_eval_pipeline.defs.launch", "--mode", "tool"],
        cwd=REPO,
        env={**env, "RAGSPINE_ENGINE": engine},
        capture_output=True,
        text=True,
        timeout=300,
    )


@pytest.fixture
def regressed_run(eval_env: dict[str, str], monkeypatch: pytest.MonkeyPatch) -> str:
    """A passing run that sets the baseline, then a regressing one; the latter's run id."""
    assert _launch(eval_env, ORACLE).returncode == 0
    failed = _launch(eval_env, REGRESSING)
    assert failed.returncode == 1, failed.stdout + failed.stderr
    monkeypatch.setenv("DAGSTER_HOME", eval_env["DAGSTER_HOME"])
    with DagsterInstance.get() as instance:
        [run] = instance.get_runs(RunsFilter(statuses=[DagsterRunStatus.FAILURE]))
    return run.run_id


@pytest.fixture
def page(chromium: Path) -> Iterator:
    from playwright.sync_api import sync_playwright

    with sync_playwright() as playwright, tempfile.TemporaryDirectory() as profile:
        context = playwright.chromium.launch_persistent_context(
            profile,
            headless=True,
            executable_path=str(chromium),
            args=BROWSER_ARGS,
            viewport={"width": 1400, "height": 1000},
        )
        context.set_default_timeout(UI_TIMEOUT_MS)
        try:
            yield context.new_page()
        finally:
            context.close()


def _child_run(parent_id: str) -> object:
    """The run the UI launched from ``parent_id``, once it has finished."""
    deadline = time.monotonic() + RERUN_TIMEOUT_S
    with DagsterInstance.get() as instance:
        while time.monotonic() < deadline:
            runs = [r for r in instance.get_runs() if r.parent_run_id == parent_id]
            if runs and runs[0].is_finished:
                return runs[0]
            time.sleep(1)
    raise AssertionError(f"no finished re-execution of {parent_id} in {RERUN_TIMEOUT_S} s")


def _engine_of(run_id: str) -> str:
    with DagsterInstance.get() as instance:
        records = instance.fetch_materializations(
            AssetRecordsFilter(asset_key=AssetKey("case_outcomes"), asset_partitions=["tool"]),
            limit=5,
        ).records
    [record] = [r for r in records if r.run_id == run_id]
    return str(record.asset_materialization.metadata["engine"].value)


def test_a_dropped_gate_is_visible_and_re_executes_with_the_same_engine(
    eval_env, regressed_run, page, screenshots, tmp_path
):
    from playwright.sync_api import expect

    with webserver(eval_env, tmp_path / "logs") as url:
        # The asset page: the regressed metric in percent, its delta, and the flipped cases.
        page.goto(f"{url}/assets/gate_report?partition=tool")
        expect(page.get_by_text("tool.value_match_pct")).to_be_visible()
        expect(page.get_by_text("-100.00 pt").first).to_be_visible()
        expect(page.get_by_text("num-001").first).to_be_visible()
        page.screenshot(path=screenshots / "gate_report.png", full_page=True)

        # The failed ratchet check, with what regressed.
        page.goto(f"{url}/assets/gate_report?view=checks")
        page.get_by_text("baseline_not_regressed").first.click()
        expect(page.get_by_text("regressed: value_match 1 -> 0").first).to_be_visible()
        expect(page.get_by_text("Failed").first).to_be_visible()
        page.screenshot(path=screenshots / "checks.png", full_page=True)

        # The per-case answers beside the expectation.
        page.goto(f"{url}/assets/case_outcomes?partition=tool")
        expect(page.get_by_text("Columns").first).to_be_visible()
        expect(page.get_by_text("snippets the KB tools returned").first).to_be_visible()
        expect(page.get_by_text("preview").first).to_be_visible()
        page.screenshot(path=screenshots / "case_outcomes.png", full_page=True)

        # The run is on the timeline, in its job's row.
        page.goto(f"{url}/overview/activity/timeline")
        expect(page.get_by_text("qa_eval").first).to_be_visible()
        page.screenshot(path=screenshots / "timeline.png", full_page=True)

        # Re-execute from the run's page: the UI launches a child run of this one.
        page.goto(f"{url}/runs/{regressed_run}")
        page.get_by_role("button", name=re.compile(r"Re-execute all")).click()
        page.wait_for_url(re.compile(rf"/runs/(?!{regressed_run})[0-9a-f-]{{36}}"))
        page.screenshot(path=screenshots / "re_execution.png", full_page=True)
        child = _child_run(regressed_run)

    # Same engine as the parent (the server's environment names none): it regresses again.
    assert child.status == DagsterRunStatus.FAILURE
    assert child.tags["ragspine/engine"] == REGRESSING
    assert _engine_of(child.run_id) == REGRESSING
    assert {p.name for p in screenshots.iterdir()} >= {"gate_report.png", "re_execution.png"}
