"""Run the evals as runs of the code location, with their inputs pinned; ``make eval``.

``dagster asset materialize`` executes a run in the CLI's own process and records no
code-location origin on it, so the UI can neither re-execute it (``CheckError: Expected
non-None value: None`` in ``launch_reexecution_from_parent_run``) nor place it on the
timeline. This launcher creates each run as the webserver would, with the origin of the
location that ``workspace.yaml`` names, then executes it here and waits. Before any case
runs, every input is opened (``check_inputs``): a bad setting is a configuration error
naming it (exit 2), apart from a regression (exit 1).

``python -m ragspine_eval_pipeline.defs.launch [--mode tool] [--mode agent] [--extraction]``
(no selection: both modes and extraction).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from dagster import AssetSelection, DagsterEventType, DagsterInstance, DagsterRun
from dagster._core.definitions.reconstruct import ReconstructableRepository
from dagster._core.execution.api import execute_run
from dagster._core.remote_origin import RemoteRepositoryOrigin
from dagster._core.workspace.load import location_origins_from_yaml_paths
from dagster._utils.error import SerializableErrorInfo

from ragspine_eval_pipeline.defaults import WORKSPACE_FILE, ProjectRootError, project_root
from ragspine_eval_pipeline.defs.extraction.assets import GROUP as EXTRACTION_GROUP
from ragspine_eval_pipeline.defs.qa.assets import GROUP as QA_GROUP
from ragspine_eval_pipeline.defs.run_inputs import (
    TAG_PREFIX,
    RunInputs,
    check_inputs,
    resolve_inputs,
)
from ragspine_eval_pipeline.defs.summary import summary_lines
from ragspine_eval_pipeline.eval.scoring import EVAL_MODES

MODULE = "ragspine_eval_pipeline.definitions"
EXIT_PASS, EXIT_FAILED, EXIT_CONFIG = 0, 1, 2

QUIET_LOGS = {"loggers": {"console": {"config": {"log_level": "CRITICAL"}}}}
"""The run's own log stays complete in the UI; the terminal gets one line per run."""


@dataclass(frozen=True)
class EvalRun:
    """One run to launch: a job (its asset group), for one mode partition or none."""

    label: str
    job: str
    group: str
    partition: str | None


def planned_runs(modes: Sequence[str], extraction: bool) -> list[EvalRun]:
    runs = [EvalRun(f"qa[{mode}]", "qa_eval", QA_GROUP, mode) for mode in modes]
    extraction_run = EvalRun("extraction", "extraction_eval", EXTRACTION_GROUP, None)
    return runs + ([extraction_run] if extraction else [])


def launch_run(
    instance: DagsterInstance,
    planned: EvalRun,
    inputs: RunInputs,
    workspace: Path | None = None,
    quiet: bool = True,
) -> DagsterRun:
    """Create the run with the code location's origin, execute it in this process, and
    return it as finished. The UI can re-execute it: it carries the location's name, and
    its config and tags pin ``inputs``. ``workspace`` defaults to the project root's."""
    root = project_root()
    workspace = workspace or root / WORKSPACE_FILE
    recon_repo = ReconstructableRepository.for_module(MODULE, "defs", str(root))
    repo_def = recon_repo.get_definition()
    asset_keys = AssetSelection.groups(planned.group).resolve(repo_def.asset_graph)
    job_def = repo_def.get_job(planned.job)
    tags = {**inputs.tags(), f"{TAG_PREFIX}launched_by": "ragspine_eval_pipeline.defs.launch"}
    if planned.partition is not None:
        tags.update(
            job_def.get_tags_for_partition_key(planned.partition, selected_asset_keys=asset_keys)
        )
    [location] = location_origins_from_yaml_paths([str(workspace)])
    origin = RemoteRepositoryOrigin(location, repo_def.name).get_job_origin(job_def.name)
    recon_job = recon_repo.get_reconstructable_job(job_def.name)
    run = instance.create_run_for_job(
        job_def=job_def,
        run_config={**inputs.run_config(), **(QUIET_LOGS if quiet else {})},
        tags=tags,
        asset_selection=frozenset(asset_keys),
        remote_job_origin=origin,
        job_code_origin=recon_job.get_python_origin(),
    )
    execute_run(recon_job, run, instance)
    return instance.get_run_by_id(run.run_id) or run


def failure_lines(instance: DagsterInstance, run: DagsterRun) -> list[str]:
    """Why a run failed, in one line each: failed checks with their description, then
    failed steps with the first line of their error (no tracebacks)."""
    lines = []
    for record in instance.all_logs(run.run_id, of_type=DagsterEventType.ASSET_CHECK_EVALUATION):
        evaluation = record.dagster_event.event_specific_data  # type: ignore[union-attr]
        if not evaluation.passed:
            lines.append(f"check {evaluation.check_name} failed: {evaluation.description or ''}")
    for record in instance.all_logs(run.run_id, of_type=DagsterEventType.STEP_FAILURE):
        event = record.dagster_event
        error = event.step_failure_data.error  # type: ignore[union-attr]
        if error is not None and error.cls_name == "DagsterAssetCheckFailedError":
            continue  # the failed checks are listed above, with their reasons
        lines.append(f"step {event.step_key}: {_first_line(error)}")  # type: ignore[union-attr]
    return lines


def _first_line(error: SerializableErrorInfo | None) -> str:
    """The error's own message, without the exception's module path or a traceback."""
    if error is None:
        return "failed"
    # A Failure raised by an asset arrives wrapped: its message is the cause's.
    while error.cause is not None and error.cls_name == "DagsterExecutionStepExecutionError":
        error = error.cause
    lines = error.message.strip().splitlines() or [error.cls_name or "failed"]
    head = lines[0]
    prefix = head.split(": ", 1)
    return prefix[1] if len(prefix) == 2 and "." in prefix[0] and " " not in prefix[0] else head


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Run the evals as runs of the code location.")
    parser.add_argument("--mode", action="append", choices=EVAL_MODES, help="QA mode (repeatable)")
    parser.add_argument("--extraction", action="store_true", help="run the extraction eval")
    parser.add_argument("--verbose", action="store_true", help="print Dagster's run log too")
    args = parser.parse_args(argv)
    modes = args.mode or ([] if args.extraction else list(EVAL_MODES))
    extraction = args.extraction or not args.mode
    if not os.environ.get("DAGSTER_HOME"):
        print("configuration error: DAGSTER_HOME is not set (make eval sets it)", file=sys.stderr)
        return EXIT_CONFIG
    with DagsterInstance.get() as instance:
        try:
            inputs = resolve_inputs(instance.storage_directory())
            workspace = project_root() / WORKSPACE_FILE
        except ProjectRootError as exc:
            print(f"configuration error: {exc}", file=sys.stderr)
            return EXIT_CONFIG
        if not workspace.is_file():  # the code location the UI re-executes runs from
            print(f"configuration error: {workspace}: workspace file not found", file=sys.stderr)
            return EXIT_CONFIG
        problems = check_inputs(inputs, qa=bool(modes), extraction=extraction)
        if problems:
            for problem in problems:
                print(f"configuration error: {problem}", file=sys.stderr)
            return EXIT_CONFIG
        started, status = time.time(), EXIT_PASS
        for planned in planned_runs(modes, extraction):
            run = launch_run(instance, planned, inputs, workspace, quiet=not args.verbose)
            print(f"{planned.label}: run {run.run_id[:8]} {run.status.value}")
            if not run.is_success:
                status = EXIT_FAILED
                for line in failure_lines(instance, run):
                    print(f"  {line}")
        print(f"eval runs since {time.strftime('%H:%M:%S', time.localtime(started))}:")
        print("\n".join(summary_lines(instance, started, modes=modes, extraction=extraction)))
    return status


if __name__ == "__main__":
    raise SystemExit(main())
