"""Score outcomes against golden cases: per-case verdicts first, then aggregate metrics."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from ragspine_eval_pipeline.eval.collector import collector_paced
from ragspine_eval_pipeline.eval.gates import GATE_RULES, GateRule, engine_failed, fabrication_rule
from ragspine_eval_pipeline.eval.golden import GoldenCase, digests_fingerprint
from ragspine_eval_pipeline.eval.groundedness import AnswerJudgement, Judge, Verdict
from ragspine_eval_pipeline.eval.grounding_rules import GoldContextFn, groundedness_rules
from ragspine_eval_pipeline.eval.report import (
    CaseAnswer,
    CaseOutcome,
    CaseScore,
    GateMetric,
    GateResult,
    QAEvalReport,
    UnsupportedClaim,
    failed_outcome,
)
from ragspine_eval_pipeline.judges.spec import judge_identity, load_judge
from ragspine_eval_pipeline.schema import EVAL_MODES


def check_mode(mode: str) -> str:
    """Return ``mode`` if it is a valid engine mode, else raise naming the valid ones."""
    if mode not in EVAL_MODES:
        raise ValueError(f"unknown mode {mode!r}: expected one of {', '.join(EVAL_MODES)}")
    return mode


@dataclass
class _Tally:
    """Running counts for one metric."""

    name: str
    total: int = 0
    passed: int = 0
    failures: list[tuple[str, str]] = field(default_factory=list)
    by_tag: dict[str, list[int]] = field(default_factory=dict)

    def add(self, case: GoldenCase, ok: bool, reason: str, labels: tuple[str, ...]) -> None:
        """Count one case; ``labels`` are its ``key=value`` tags (``tag_labels``)."""
        self.total += 1
        self.passed += ok
        if not ok:
            self.failures.append((case.id, reason))
        for label in labels:
            counts = self.by_tag.get(label)
            if counts is None:
                counts = self.by_tag[label] = [0, 0]
            counts[0] += 1
            counts[1] += ok

    def metric(self) -> GateMetric:
        return GateMetric(
            name=self.name,
            total=self.total,
            passed=self.passed,
            # No applicable case means nothing failed: the rate is 1.0 by definition.
            pass_rate=_rate(self.passed, self.total),
            failures=self.failures,
            by_tag={tag: (t, p, _rate(p, t)) for tag, (t, p) in sorted(self.by_tag.items())},
        )


_LABELS: dict[tuple[str, str], str] = {}


def tag_labels(tags: dict[str, str]) -> tuple[str, ...]:
    """The ``key=value`` labels of a case's tags, each string made once per run, not once
    per case and metric."""
    labels = []
    for pair in tags.items():
        label = _LABELS.get(pair)
        if label is None:
            if len(_LABELS) >= 65536:
                _LABELS.clear()
            label = _LABELS[pair] = f"{pair[0]}={pair[1]}"
        labels.append(label)
    return tuple(labels)


def _rate(passed: int, total: int) -> float:
    return 1.0 if total == 0 else passed / total


def evaluate(
    cases: Sequence[GoldenCase],
    outcomes: Iterable[CaseOutcome],
    mode: str,
    *,
    judge: str | Judge | None = None,
    gold_context: GoldContextFn | None = None,
    kb_fingerprint: str | None = None,
    engine: str | None = None,
) -> QAEvalReport:
    """Apply every gate rule to every case and aggregate the metrics.

    Outcomes are matched to cases by id; a case without an outcome is scored as an
    engine error, so a dropped case can never pass. ``outcomes`` may be any iterable
    (a stream read back from disk, say): in golden-set order, as ``run_cases`` gives
    them, each is read once and let go after its case is scored. ``kb_fingerprint`` and ``engine``
    are recorded on the report to say what was evaluated, and so is the judge's identity
    (``judge`` is a spec string or a judge object; None is the default judge), because
    groundedness numbers are only comparable between runs of the same judge.
    """
    check_mode(mode)
    active_judge = load_judge(judge)
    matched = _matched(cases, outcomes)
    unsupported: list[UnsupportedClaim] = []

    def keep_unsupported(metric: str, case: GoldenCase, result: AnswerJudgement) -> None:
        unsupported.extend(
            _unsupported_claim(metric, claim, verdict)
            for claim, verdict in result.claims
            if not verdict.entailed
        )

    rules: dict[str, GateRule] = {
        **GATE_RULES,
        **groundedness_rules(
            judge=active_judge, gold_context=gold_context, on_judgement=keep_unsupported
        ),
    }
    tallies = {name: _Tally(name) for name in rules}
    fabrication = _Tally("fabrication")
    scores: list[CaseScore] = []
    failures: dict[str, str] = {}
    # Scores pile up case after case: the collector is paced, not left to walk them all.
    with collector_paced() as collector:
        for case, found in matched:
            outcome = found or failed_outcome(case.id, mode, "error", "no outcome recorded")
            if engine_failed(outcome):
                failures[case.id] = f"{outcome.tool_status}: {outcome.error or 'no detail'}"
            gates: dict[str, GateResult] = {}
            labels = tag_labels(case.tags)
            unsupported.clear()
            for name, rule in rules.items():
                verdict = rule(case, outcome)
                if verdict is not None:
                    tallies[name].add(case, *verdict, labels)
                    gates[name] = _gate_result(*verdict)
            verdict = fabrication_rule(case, outcome)
            if verdict is not None:
                fabrication.add(case, *verdict, labels)
                gates["fabrication"] = _gate_result(*verdict)
            scores.append(_case_score(case, outcome, gates, list(unsupported)))
            collector.tick()
    digests = {case.id: case.digest() for case in cases}
    return QAEvalReport(
        mode=mode,
        n_cases=len(cases),
        metrics={name: tally.metric() for name, tally in tallies.items()},
        fabrication=fabrication.metric(),
        cases=scores,
        engine_failures=failures,
        case_digests=digests,
        golden_fingerprint=digests_fingerprint(digests),
        kb_fingerprint=kb_fingerprint,
        engine=engine,
        judge=judge_identity(active_judge),
    )


def _matched(
    cases: Sequence[GoldenCase], outcomes: Iterable[CaseOutcome]
) -> Iterator[tuple[GoldenCase, CaseOutcome | None]]:
    """Each case with its outcome (None when there is none; the last given for its id).

    A list is mapped by id. Any other iterable (a stream read back from disk) is paired
    as it comes while it follows golden-set order, so it is never held whole; from the
    first outcome out of order, the rest are read into a map by id.
    """
    if isinstance(outcomes, Sequence):
        by_id = {outcome.case_id: outcome for outcome in outcomes}
        for case in cases:
            yield case, by_id.get(case.id)
        return
    stream = iter(outcomes)
    for index, case in enumerate(cases):
        outcome = next(stream, None)
        if outcome is None or outcome.case_id != case.id:
            rest = {} if outcome is None else {outcome.case_id: outcome}
            rest.update((later.case_id, later) for later in stream)
            for remaining in cases[index:]:
                yield remaining, rest.get(remaining.id)
            return
        yield case, outcome


_UNSUPPORTED: dict[tuple[str, str, int], tuple[Verdict, UnsupportedClaim]] = {}


def _unsupported_claim(metric: str, claim: str, verdict: Verdict) -> UnsupportedClaim:
    """The frozen record of an unsupported claim, one per (metric, claim, verdict).

    A judge that recalls a verdict (``LexicalOverlapJudge``) hands back the same object
    for the same claim and contexts, so the cases that repeat it share one record. The
    verdict is kept beside it: its ``id`` in the key cannot be reused while it is held.
    The verdict's fields are validated already, so the record is built without a check.
    """
    key = (metric, claim, id(verdict))
    known = _UNSUPPORTED.get(key)
    if known is not None and known[0] is verdict:
        return known[1]
    made = UnsupportedClaim.model_construct(
        _UNSUPPORTED_FIELDS,
        metric=metric,
        claim=claim,
        missing=list(verdict.missing),
        reason=verdict.reason,
    )
    if len(_UNSUPPORTED) >= 65536:
        _UNSUPPORTED.clear()
    _UNSUPPORTED[key] = (verdict, made)
    return made


_GATE_RESULTS: dict[tuple[bool, str], GateResult] = {}


def _gate_result(passed: bool, reason: str) -> GateResult:
    """One shared frozen ``GateResult`` per distinct verdict: most cases pass with the same
    empty reason, and a large run holds millions of them."""
    key = (passed, reason)
    result = _GATE_RESULTS.get(key)
    if result is None:
        if len(_GATE_RESULTS) >= 65536:
            _GATE_RESULTS.clear()
        result = _GATE_RESULTS[key] = GateResult.model_construct(
            _GATE_FIELDS, passed=passed, reason=reason
        )
    return result


_ANSWER_FIELDS = tuple(CaseAnswer.model_fields)
# Every field of these is given, so every instance shares one "fields set" (pydantic keeps
# a set per instance otherwise: 700 bytes a case each, a tenth of a gigabyte at 100k).
_ANSWER_FIELDS_SET = set(CaseAnswer.model_fields)
_SCORE_FIELDS_SET = set(CaseScore.model_fields)
_UNSUPPORTED_FIELDS = set(UnsupportedClaim.model_fields)
_GATE_FIELDS = set(GateResult.model_fields)


def _case_score(
    case: GoldenCase,
    outcome: CaseOutcome,
    gates: dict[str, GateResult],
    unsupported: list[UnsupportedClaim],
) -> CaseScore:
    """The case beside its answer and verdicts, as the JSON report and its views show it."""
    # Every piece is validated already (the golden case, the outcome, the verdicts) and
    # has the field's type: built without a second check or copy.
    return CaseScore.model_construct(
        _SCORE_FIELDS_SET,
        case_id=case.id,
        results={name: gate.passed for name, gate in gates.items()},
        question=case.question,
        case_type=case.case_type,
        tags=case.tags,  # the frozen case's own tags, not a copy per case
        expected=case.expected,
        answer=CaseAnswer.model_construct(
            _ANSWER_FIELDS_SET, **{name: getattr(outcome, name) for name in _ANSWER_FIELDS}
        ),
        latency_ms=outcome.latency_ms,
        error=outcome.error,
        gates=gates,
        unsupported_claims=unsupported,
    )
