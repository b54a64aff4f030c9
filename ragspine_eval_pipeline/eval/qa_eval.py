"""The QA harness: score an engine against the golden set, in tool or agent mode.

This module is the public face of the QA eval; every name of the contract is
importable from here, wherever it is defined.
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable, Iterable, Iterator
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
from ragspine_eval_pipeline.eval.outcome_stream import STREAM_FROM_CASES
from ragspine_eval_pipeline.eval.report import CaseOutcome, CaseScore, GateMetric, QAEvalReport
from ragspine_eval_pipeline.eval.runner import (
    RunPolicy,
    TransientEngineError,
    run_cases,
    run_cases_streamed,
)
from ragspine_eval_pipeline.eval.scoring import EVAL_MODES, check_mode, evaluate
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
    with (
        engine_session(engine) as active,
        _kb_folder(kb_dir) as folder,
        _spool_folder(len(cases)) as spool,
    ):
        kb = build_eval_kb(folder)
        if spool is None:
            outcomes: Iterable[CaseOutcome] = run_cases(
                cases, active, mode, kb, policy, on_progress
            )
        else:  # many cases: outcomes on disk, read back one at a time while scoring
            outcomes = run_cases_streamed(
                cases, active, mode, kb, spool / "outcomes.jsonl", policy, on_progress
            )
        report = evaluate(
            cases,
            outcomes,
            mode,
            judge=judge,
            gold_context=synthetic_gold_context(),
            kb_fingerprint=kb.fingerprint,
            engine=engine_label(active),
        )
    return report if selected is None else report.model_copy(update={"subset": selected})


@contextmanager
def _spool_folder(n_cases: int) -> Iterator[Path | None]:
    """A temporary folder for the outcomes of a run of ``STREAM_FROM_CASES`` or more."""
    if n_cases < STREAM_FROM_CASES:
        yield None
        return
    with tempfile.TemporaryDirectory(prefix="ragspine-outcomes-") as tmp:
        yield Path(tmp)


@contextmanager
def _kb_folder(kb_dir: str | Path | None) -> Iterator[Path]:
    """``kb_dir`` as given, or a temporary folder removed afterwards."""
    if kb_dir is not None:
        yield Path(kb_dir)
        return
    with tempfile.TemporaryDirectory(prefix="ragspine-kb-") as tmp:
        yield Path(tmp)
