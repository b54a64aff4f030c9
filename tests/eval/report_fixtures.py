"""A small scored report with a regression, a flip and hostile text, for the writers' tests."""

from __future__ import annotations

from ragspine_eval_pipeline.eval.baseline import BaselineVerdict, check_against_baseline
from ragspine_eval_pipeline.eval.flips import Flip, flipped_cases
from ragspine_eval_pipeline.eval.qa_eval import QAEvalReport, evaluate
from tests.builders import correct_outcome, make_case

HOSTILE = "<script>alert('x')</script> | **bold** & \x00 ]]> `tick`"
"""Text an engine might return: markup, table pipes, a NUL, a CDATA end, a backtick."""


def scored(*, broken: bool = True) -> QAEvalReport:
    """Three cases: num-ok passes, num-bad gets a wrong value (when ``broken``), ref-1 is a
    refusal answered anyway, with hostile text."""
    ok = make_case("num-ok")
    bad = make_case("num-bad").model_copy(
        update={"question": f"Revenue? {HOSTILE}", "tags": {"topic": "FIN", "lang": "ja"}}
    )
    ref = make_case("ref-1", "refusal")
    outcomes = [correct_outcome(ok), correct_outcome(bad), correct_outcome(ref)]
    if broken:
        outcomes[1] = outcomes[1].model_copy(update={"value": 1.0, "answer": HOSTILE})
        outcomes[2] = outcomes[2].model_copy(update={"refused": False, "answer": HOSTILE})
    return evaluate([ok, bad, ref], outcomes, "tool")


BASELINE_ENTRY = {
    "metrics": {"clarification": 1.0, "refusal": 1.0, "value_match": 1.0, "source_match": 1.0},
    "fabrication_count": 0,
    "n_cases": 3,
}


def verdict_for(report: QAEvalReport) -> BaselineVerdict:
    return check_against_baseline(report, BASELINE_ENTRY)


def flips_for(report: QAEvalReport) -> list[Flip]:
    """Flips against a run where every case passed."""
    return flipped_cases(scored(broken=False), report)
