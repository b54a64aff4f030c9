"""The QA harness: score an engine against the golden set, in tool or agent mode.

This module is the public face of the QA eval; every name of the contract is
importable from here, wherever it is defined.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

from ragspine_eval_pipeline.engine.loading import engine_label, engine_session
from ragspine_eval_pipeline.engine.protocol import Engine, EngineAnswer
from ragspine_eval_pipeline.eval.baseline import (
    BaselineComparison,
    Regression,
    compare_to_baseline,
    golden_integrity_problems,
    make_baseline_entry,
)
from ragspine_eval_pipeline.eval.gates import GATE_METRICS
from ragspine_eval_pipeline.eval.gold_context import synthetic_gold_context
from ragspine_eval_pipeline.eval.golden import GoldenCase, GoldenSetError, load_golden_set
from ragspine_eval_pipeline.eval.groundedness import GROUNDEDNESS_METRICS, Judge
from ragspine_eval_pipeline.eval.report import CaseOutcome, CaseScore, GateMetric, QAEvalReport
from ragspine_eval_pipeline.eval.runner import (
    RunPolicy,
    TransientEngineError,
)
from ragspine_eval_pipeline.eval.scored_run import run_and_score
from ragspine_eval_pipeline.eval.scoring import EVAL_MODES, ScoreSheet, check_mode, evaluate
from ragspine_eval_pipeline.eval.subset import CaseSubset, SubsetError, select_cases
from ragspine_eval_pipeline.judges.spec import JudgeSpecError, load_judge
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from ragspine_eval_pipeline.kb.synthetic import _EVAL_FACT_ROWS, _EVAL_NARRATIVE_DOCS, build_eval_kb

__all__ = [
    "EVAL_MODES",
    "GATE_METRICS",
    "GROUNDEDNESS_METRICS",
    "_EVAL_FACT_ROWS",
    "_EVAL_NARRATIVE_DOCS",
    "BaselineComparison",
    "CaseOutcome",
    "CaseScore",
    "CaseSubset",
    "Engine",
    "EngineAnswer",
    "GateMetric",
    "GoldenCase",
    "GoldenSetError",
    "JudgeSpecError",
    "KnowledgeBase",
    "QAEvalReport",
    "Regression",
    "RunPolicy",
    "SubsetError",
    "TransientEngineError",
    "build_eval_kb",
    "compare_to_baseline",
    "evaluate",
    "golden_integrity_problems",
    "load_golden_set",
    "make_baseline_entry",
    "run_qa_eval",
]


def run_qa_eval(
    golden_path: str | Path,
    mode: str = "tool",
    kb_dir: str | Path | None = None,
    *,
    engine: str | Engine | None = None,
    judge: str | Judge | None = None,
    policy: RunPolicy | None = None,
    on_progress: Callable[[int], None] | None = None,
    subset: CaseSubset | None = None,
) -> QAEvalReport:
    """Load the golden set, build the synthetic KB, run every case, and score it.

    ``engine`` is an import path ``module:attr``, an http(s) URL, or an engine object
    (the reference engine when None). ``kb_dir`` keeps the built KB; a temporary folder
    is used when it is None. ``judge`` is a judge spec (``lexical``, ``lexical:threshold=0.7``,
    ``nli:PATH``, ``openai:MODEL@BASE_URL``, ``module:attr``) or a judge object; None is
    the default judge. A spec that cannot be loaded raises ``JudgeSpecError`` before any
    case runs. ``subset`` runs only the cases it selects (``SubsetError`` for an unknown
    id, before anything runs) and is recorded on the report.
    """
    check_mode(mode)
    judge = load_judge(judge)
    cases = load_golden_set(golden_path)
    selected = None
    if subset is not None and not subset.selects_all:
        cases, selected = select_cases(cases, subset)
    with engine_session(engine) as active, _kb_folder(kb_dir) as folder:
        kb = build_eval_kb(folder)
        sheet = ScoreSheet(
            mode,
            judge=judge,
            gold_context=synthetic_gold_context(),
            kb_fingerprint=kb.fingerprint,
            engine=engine_label(active),
        )
        # Each outcome is scored as it settles and let go: a run of any size holds the
        # case scores, never the outcomes (their contexts and traces) beside them.
        # The run takes the loaded list over and drops each case once scored.
        report = run_and_score(cases, active, kb, sheet, policy, on_progress, release=True)
    return report if selected is None else report.model_copy(update={"subset": selected})


@contextmanager
def _kb_folder(kb_dir: str | Path | None) -> Iterator[Path]:
    """``kb_dir`` as given, or a temporary folder removed afterwards."""
    if kb_dir is not None:
        yield Path(kb_dir)
        return
    with tempfile.TemporaryDirectory(prefix="ragspine-kb-") as tmp:
        yield Path(tmp)
