"""Dagster's own cost of a QA run: an empty code location of the same shape.

The same asset graph as the eval's ``qa_eval`` group (``golden_set → eval_kb →
case_outcomes → gate_report → baseline_check``, the last three partitioned by mode, two
blocking checks on ``gate_report``), with Dagster's default filesystem IO manager and
the in-process executor, but every step returns a constant. Materializing it the way the
eval is materialized measures what Dagster itself spends on such a run (its import, the
CLI, the instance, the step machinery and the event log), which no change to the eval's
code location can remove. Used by ``pipeline_overhead.py``:

    dagster asset materialize -m dagster_floor_defs --select 'group:qa_eval' --partition tool
"""

from dagster import (
    AssetCheckResult,
    Definitions,
    StaticPartitionsDefinition,
    asset,
    asset_check,
    in_process_executor,
)

GROUP = "qa_eval"
modes = StaticPartitionsDefinition(["tool", "agent"])


@asset(group_name=GROUP)
def golden_set() -> list[str]:
    return ["case"]


@asset(group_name=GROUP)
def eval_kb(golden_set: list[str]) -> dict[str, str]:
    return {"kb_dir": "kb", "fingerprint": str(len(golden_set))}


@asset(group_name=GROUP, partitions_def=modes)
def case_outcomes(golden_set: list[str], eval_kb: dict[str, str]) -> list[str]:
    return list(golden_set)


@asset(group_name=GROUP, partitions_def=modes)
def gate_report(
    golden_set: list[str], eval_kb: dict[str, str], case_outcomes: list[str]
) -> dict[str, int]:
    return {"n_cases": len(case_outcomes)}


@asset(group_name=GROUP, partitions_def=modes)
def baseline_check(gate_report: dict[str, int]) -> dict[str, int]:
    return dict(gate_report)


@asset_check(asset=gate_report, blocking=True, partitions_def=modes)
def baseline_not_regressed(gate_report: dict[str, int]) -> AssetCheckResult:
    return AssetCheckResult(passed=True)


@asset_check(asset=gate_report, blocking=True, partitions_def=modes)
def baseline_not_lowered(gate_report: dict[str, int]) -> AssetCheckResult:
    return AssetCheckResult(passed=True)


defs = Definitions(
    assets=[golden_set, eval_kb, case_outcomes, gate_report, baseline_check],
    asset_checks=[baseline_not_regressed, baseline_not_lowered],
    executor=in_process_executor,
)
