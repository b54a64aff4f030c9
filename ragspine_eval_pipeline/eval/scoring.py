"""Score outcomes against golden cases: per-case verdicts first, then aggregate metrics."""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field

from ragspine_eval_pipeline.eval.collector import collector_paced
from ragspine_eval_pipeline.eval.gates import GATE_RULES, GateRule, engine_failed, fabrication_rule
from ragspine_eval_pipeline.eval.golden import GoldenCase, digests_fingerprint
from ragspine_eval_pipeline.eval.groundedness import AnswerJudgement, Judge, Verdict
from ragspine_eval_pipeline.eval.grounding_rules import GoldContextFn, groundedness_rules
from ragspine_eval_pipeline.eval.records import trusted, trusted_fields
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
from ragspine_eval_pipeline.schema import EVAL_MODES, Source


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
    by_labels: dict[tuple[str, ...], list[int]] = field(default_factory=dict)
    """(total, passed) per distinct tuple of tag labels: a golden set has few of them, so
    each case costs one count here, not one per tag; ``metric`` spreads them per tag."""

    def add(self, case_id: str, ok: bool, reason: str, labels: tuple[str, ...]) -> None:
        """Count one case; ``labels`` are its ``key=value`` tags (``tag_labels``)."""
        self.total += 1
        self.passed += ok
        if not ok:
            self.failures.append((case_id, reason))
        counts = self.by_labels.get(labels)
        if counts is None:
            counts = self.by_labels[labels] = [0, 0]
        counts[0] += 1
        counts[1] += ok

    def metric(self) -> GateMetric:
        by_tag: dict[str, list[int]] = {}
        for labels, (total, passed) in self.by_labels.items():
            for label in labels:
                counts = by_tag.setdefault(label, [0, 0])
                counts[0] += total
                counts[1] += passed
        return GateMetric(
            name=self.name,
            total=self.total,
            passed=self.passed,
            # No applicable case means nothing failed: the rate is 1.0 by definition.
            pass_rate=_rate(self.passed, self.total),
            failures=self.failures,
            by_tag={tag: (t, p, _rate(p, t)) for tag, (t, p) in sorted(by_tag.items())},
        )


_LABELS: dict[tuple[tuple[str, str], ...], tuple[str, ...]] = {}


def tag_labels(tags: dict[str, str]) -> tuple[str, ...]:
    """The ``key=value`` labels of a case's tags: one tuple per distinct set of tags, made
    once per run, not once per case and metric."""
    key = tuple(tags.items())
    labels = _LABELS.get(key)
    if labels is None:
        if len(_LABELS) >= 65536:
            _LABELS.clear()
        labels = _LABELS[key] = tuple(f"{k}={v}" for k, v in key)
    return labels


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
    sheet = ScoreSheet(
        mode, judge=judge, gold_context=gold_context, kb_fingerprint=kb_fingerprint, engine=engine
    )
    # Scores pile up case after case: the collector is paced, not left to walk them all.
    with collector_paced() as collector:
        for case, found in _matched(cases, outcomes):
            sheet.add(case, found)
            collector.tick()
    return sheet.report()


class ScoreSheet:
    """Scores cases one at a time, as their outcomes come, then builds the report.

    ``evaluate`` fills one from outcomes already recorded; a run can fill one as each
    outcome settles (``scored_run.run_and_score``), so no outcome outlives its case's score.
    """

    def __init__(
        self,
        mode: str,
        *,
        judge: str | Judge | None = None,
        gold_context: GoldContextFn | None = None,
        kb_fingerprint: str | None = None,
        engine: str | None = None,
    ) -> None:
        self.mode = check_mode(mode)
        self.judge = load_judge(judge)
        self.kb_fingerprint, self.engine = kb_fingerprint, engine
        self._unsupported: list[UnsupportedClaim] = []
        self.rules: dict[str, GateRule] = {
            **GATE_RULES,
            **groundedness_rules(
                judge=self.judge, gold_context=gold_context, on_judgement=self._keep_unsupported
            ),
        }
        self.tallies = {name: _Tally(name) for name in self.rules}
        self.fabrication = _Tally("fabrication")
        self.scores: list[CaseScore] = []
        self.failures: dict[str, str] = {}
        self.digests: dict[str, str] = {}

    def _keep_unsupported(self, metric: str, case: GoldenCase, result: AnswerJudgement) -> None:
        self._unsupported.extend(
            _unsupported_claim(metric, claim, verdict)
            for claim, verdict in result.claims
            if not verdict.entailed
        )

    def add(self, case: GoldenCase, found: CaseOutcome | None) -> None:
        """Score one case; ``None`` (no outcome recorded) is scored as an engine error."""
        outcome = found or failed_outcome(case.id, self.mode, "error", "no outcome recorded")
        if engine_failed(outcome):
            self.failures[case.id] = f"{outcome.tool_status}: {outcome.error or 'no detail'}"
        gates: dict[str, GateResult] = {}
        labels = tag_labels(case.tags)
        self._unsupported.clear()
        tallies = self.tallies
        for name, rule in self.rules.items():
            verdict = rule(case, outcome)
            if verdict is not None:
                tallies[name].add(case.id, *verdict, labels)
                gates[name] = _gate_result(*verdict)
        verdict = fabrication_rule(case, outcome)
        if verdict is not None:
            self.fabrication.add(case.id, *verdict, labels)
            gates["fabrication"] = _gate_result(*verdict)
        self.scores.append(_case_score(case, outcome, gates, list(self._unsupported)))
        self.digests[case.id] = case.digest()

    def report(self) -> QAEvalReport:
        """The report over the cases ``add``-ed, in that order; it holds no golden case."""
        digests = self.digests
        report = QAEvalReport(
            mode=self.mode,
            n_cases=len(self.scores),
            metrics={name: tally.metric() for name, tally in self.tallies.items()},
            fabrication=self.fabrication.metric(),
            engine_failures=self.failures,
            golden_fingerprint=digests_fingerprint(digests),
            kb_fingerprint=self.kb_fingerprint,
            engine=self.engine,
            judge=judge_identity(self.judge),
        )
        # The case scores are built from validated parts (``_case_score``) and the digests
        # are the cases' own strings: validating them again would only copy a list and a
        # dict of one entry per case, at the moment a large run holds the most.
        report.__dict__.update(cases=self.scores, case_digests=digests)
        report.__pydantic_fields_set__.update(("cases", "case_digests"))
        return report


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
    made = trusted(
        UnsupportedClaim,
        _UNSUPPORTED_FIELDS,
        {
            "metric": metric,
            "claim": claim,
            "missing": list(verdict.missing),
            "reason": verdict.reason,
        },
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
        result = _GATE_RESULTS[key] = trusted(
            GateResult, _GATE_FIELDS, {"passed": passed, "reason": reason}
        )
    return result


_ANSWER_FIELDS = tuple(CaseAnswer.model_fields)
# Every field of these is given, so every instance shares one "fields set" (pydantic keeps
# a set per instance otherwise: 700 bytes a case each, a tenth of a gigabyte at 100k).
_ANSWER_FIELDS_SET = trusted_fields(CaseAnswer)
_SCORE_FIELDS_SET = trusted_fields(CaseScore)
_UNSUPPORTED_FIELDS = trusted_fields(UnsupportedClaim)
_GATE_FIELDS = trusted_fields(GateResult)

_VerdictPattern = tuple[tuple[str, bool, str], ...]
_PATTERNS: dict[_VerdictPattern, tuple[dict[str, bool], dict[str, GateResult]]] = {}


def _verdict_maps(gates: dict[str, GateResult]) -> tuple[dict[str, bool], dict[str, GateResult]]:
    """``results`` and ``gates`` of a case score, one pair per distinct set of verdicts.

    Most cases of a run pass the same metrics with the same empty reasons, so their
    scores share these two maps (read-only, like the rest of a report) instead of
    holding about 700 bytes of them each.
    """
    key = tuple((name, gate.passed, gate.reason) for name, gate in gates.items())
    known = _PATTERNS.get(key)
    if known is None:
        if len(_PATTERNS) >= 65536:
            _PATTERNS.clear()
        known = _PATTERNS[key] = ({name: gate.passed for name, gate in gates.items()}, gates)
    return known


_SOURCES: dict[tuple[str, str], Source] = {}


def _shared_source(source: Source) -> Source:
    """One ``Source`` per (doc, locator) cited: an engine makes a new one per answer, and
    answers cite the same facts over and over. Frozen, so cases can share it."""
    key = (source.doc, source.locator)
    shared = _SOURCES.get(key)
    if shared is None:
        if len(_SOURCES) >= 65536:
            _SOURCES.clear()
        shared = _SOURCES[key] = source
    return shared


def _case_score(
    case: GoldenCase,
    outcome: CaseOutcome,
    gates: dict[str, GateResult],
    unsupported: list[UnsupportedClaim],
) -> CaseScore:
    """The case beside its answer and verdicts, as the JSON report and its views show it."""
    # Every piece is validated already (the golden case, the outcome, the verdicts) and
    # has the field's type: built without a second check or copy.
    results, shared_gates = _verdict_maps(gates)
    fields = outcome.__dict__
    answered = {name: fields[name] for name in _ANSWER_FIELDS}
    if type(answered["source"]) is Source:
        answered["source"] = _shared_source(answered["source"])
    answer = trusted(CaseAnswer, _ANSWER_FIELDS_SET, answered)
    return trusted(
        CaseScore,
        _SCORE_FIELDS_SET,
        {
            "case_id": case.id,
            "results": results,
            "question": case.question,
            "case_type": case.case_type,
            "tags": case.tags,  # the frozen case's own tags, not a copy per case
            "expected": case.expected,
            "answer": answer,
            "latency_ms": outcome.latency_ms,
            "error": outcome.error,
            "gates": shared_gates,
            "unsupported_claims": unsupported,
        },
    )
