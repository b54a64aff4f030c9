"""Run the cases and score each outcome as it settles, so no outcome outlives its score.

The runner hands outcomes over in golden-set order; each is scored at once into a
``ScoreSheet`` and let go. Nothing is spooled to disk or read back: an outcome's contexts
and trace are freed with it, and the case score keeps the answer's own objects.
"""

from __future__ import annotations

from typing import cast

from ragspine_eval_pipeline.engine.protocol import Engine
from ragspine_eval_pipeline.eval.golden import GoldenCase
from ragspine_eval_pipeline.eval.report import CaseOutcome, QAEvalReport
from ragspine_eval_pipeline.eval.runner import ProgressFn, RunPolicy, run_cases_into
from ragspine_eval_pipeline.eval.scoring import ScoreSheet
from ragspine_eval_pipeline.kb.store import KnowledgeBase


def run_and_score(
    cases: list[GoldenCase],
    engine: Engine,
    kb: KnowledgeBase,
    sheet: ScoreSheet,
    policy: RunPolicy | None = None,
    on_progress: ProgressFn | None = None,
    *,
    release: bool = False,
) -> QAEvalReport:
    """Run every case in ``sheet``'s mode and return the report, scoring as outcomes come.

    The same report as ``evaluate(cases, run_cases(...), ...)`` gives. With ``release``
    the caller hands ``cases`` over: each entry is dropped from the list (set to None)
    once its case is scored, so a large set is not held beside its scores (each score
    keeps the case's question, tags and expectation, which it shares).
    """
    slots = cast("list[GoldenCase | None]", cases)
    position = 0

    def score(outcome: CaseOutcome) -> None:
        nonlocal position
        case = slots[position]
        if case is None or outcome.case_id != case.id:  # the runner keeps golden-set order
            raise RuntimeError(f"outcome for {outcome.case_id!r} arrived out of order")
        sheet.add(case, outcome)
        if release:
            slots[position] = None  # settled: the runner never reads it again
        position += 1

    run_cases_into(score, cases, engine, sheet.mode, kb, policy, on_progress)
    return sheet.report()
