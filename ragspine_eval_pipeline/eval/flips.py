"""Which cases flipped between two runs of the same mode, metric by metric."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from ragspine_eval_pipeline.eval.report import QAEvalReport


class Flip(BaseModel):
    """One case whose verdict on one metric changed between two runs."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    case_id: str
    """The golden case."""
    metric: str
    """The metric whose verdict changed (``fabrication`` passes when nothing was fabricated)."""
    before: bool
    """Verdict in the earlier run."""
    after: bool
    """Verdict in this run."""

    @property
    def regressed(self) -> bool:
        """True when the case passed before and fails now."""
        return self.before and not self.after


def flipped_cases(previous: QAEvalReport, current: QAEvalReport) -> list[Flip]:
    """Every (case, metric) verdict that differs, in the current report's case order.

    Only cases and metrics scored in both runs are compared: a new case has no earlier
    verdict, and a dropped case is the baseline integrity check's concern.
    """
    before = {score.case_id: score.results for score in previous.cases}
    flips: list[Flip] = []
    for score in current.cases:
        earlier = before.get(score.case_id)
        if earlier is None:
            continue
        for metric, now in score.results.items():
            if metric in earlier and earlier[metric] != now:
                flips.append(
                    Flip(case_id=score.case_id, metric=metric, before=earlier[metric], after=now)
                )
    return flips
