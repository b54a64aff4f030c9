"""QA jobs: the eval itself, and the one explicit way to raise a baseline."""

from dagster import (
    AssetSelection,
    Config,
    Failure,
    MetadataValue,
    OpExecutionContext,
    Output,
    define_asset_job,
    job,
    op,
)

from ragspine_eval_pipeline.defs.history import last_passing_report
from ragspine_eval_pipeline.defs.qa.assets import GROUP, gate_report
from ragspine_eval_pipeline.defs.resources import EvalPathsResource
from ragspine_eval_pipeline.eval.baseline import (
    RatchetRefused,
    read_qa_baseline,
    update_qa_baseline,
)
from ragspine_eval_pipeline.eval.golden import golden_fingerprint, load_golden_set
from ragspine_eval_pipeline.eval.history import qa_history
from ragspine_eval_pipeline.eval.scoring import EVAL_MODES, check_mode

qa_eval_job = define_asset_job(
    "qa_eval",
    selection=AssetSelection.groups(GROUP),
    description="Score the engine in one mode and gate it against the baseline.",
)


class RatchetConfig(Config):
    """Which modes to ratchet."""

    modes: list[str] | None = None
    """Modes to ratchet; every mode when unset."""


@op
def ratchet_qa_baselines(
    context: OpExecutionContext, config: RatchetConfig, paths: EvalPathsResource
) -> Output[dict[str, str]]:
    """Raise each mode's baseline to its last passing gate_report, upward only.

    The report must score the current golden set and the baseline file must be at or
    above its committed history; an update that would lower any number is refused
    (``update_qa_baseline``) and fails the job.
    """
    current = golden_fingerprint(load_golden_set(paths.golden_set_path()))
    path = paths.qa_baseline_path()
    history = qa_history(path, read_qa_baseline(path), paths.ratchet_ref_name())
    done: dict[str, str] = {}
    refused: list[str] = []
    for mode in map(check_mode, config.modes or EVAL_MODES):
        found = last_passing_report(context.instance, gate_report.key, mode)
        below = history.for_key(mode).findings
        if below:
            refused.extend(finding.message for finding in below)
        elif found is None:
            done[mode] = "skipped: no passing gate_report yet"
        elif found[1].golden_fingerprint != current:
            refused.append(f"{mode}: run {found[0]} scored another golden set; re-run the eval")
        else:
            try:
                update_qa_baseline(path, found[1], paths.ratchet_ref_name())
                done[mode] = f"ratcheted to run {found[0]} ({found[1].engine})"
            except RatchetRefused as exc:
                refused.append(f"{mode}: {exc}")
    if refused:
        raise Failure("; ".join(refused), metadata={"done": MetadataValue.json(done)})
    return Output(
        done,
        metadata={
            "baseline_path": MetadataValue.path(str(path)),
            **{mode: MetadataValue.text(outcome) for mode, outcome in done.items()},
        },
    )


@job(description="Raise the QA baselines to the last passing runs; never lowers a number.")
def ratchet_baselines() -> None:
    ratchet_qa_baselines()
