"""The built-in deterministic reference engine.

It answers from the question, the reference date and the KB's tools only, by one
general method: parse the question (``_question``), route it (``_route``), read the KB
through its tools, and compose the answer from what the tools returned (``_compose``).

* ``tool`` mode makes one pass: route, call the tools the route needs, answer.
* ``agent`` mode runs a bounded plan / call / observe / decide loop: it splits a
  composite question into sub-questions, probes the KB when the question leaves the
  scope or period open, and retries a search that found nothing with fewer terms.

Fiscal year = calendar year: on 2026-06-12 the latest closed fiscal year is FY2025,
and FY2026 is still open, so its figures are refused rather than guessed.
"""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine import _compose as compose
from ragspine_eval_pipeline.engine._document_figures import DocumentFigures
from ragspine_eval_pipeline.engine._documents import (
    with_described_documents,
)
from ragspine_eval_pipeline.engine._evidence import EvidenceChecks
from ragspine_eval_pipeline.engine._names import misspelt_names, vocabulary_key
from ragspine_eval_pipeline.engine._narrative_reading import NarrativeReading
from ragspine_eval_pipeline.engine._question import (
    PeriodRef,
    parse_question,
)
from ragspine_eval_pipeline.engine._route import Route, plan_route
from ragspine_eval_pipeline.engine._run_state import (
    OutOfSteps,
    RunState,
    Stop,
    fiscal_year,
)
from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.kb.store import Fact
from ragspine_eval_pipeline.schema import ToolStatus

if TYPE_CHECKING:
    from ragspine_eval_pipeline.kb.tools import KnowledgeTools

MODES = ("tool", "agent")
"""Ways the reference engine can run."""


class _Run(RunState, EvidenceChecks, NarrativeReading, DocumentFigures):
    """State shared by both modes for answering one question."""

    # -- facts -------------------------------------------------------------------------

    def unit_declined(self, route: Route, fact: Fact) -> EngineAnswer | None:
        """A refusal when the figure was asked in a unit the KB does not report it in, or
        the only unit it reports it in is one the asker ruled out."""
        if (route.units and fact.unit not in route.units) or fact.unit in route.units_ruled_out:
            return self.refuse("unit", (fact.unit,))
        return None

    def latest_closed(self, series: list[Fact]) -> Fact | None:
        """The newest fact of a closed fiscal year (year before the reference date's)."""
        closed = [f for f in series if fiscal_year(f.period) < self.day.year]
        return closed[-1] if closed else None

    def route(self) -> Route:
        self.parsed = with_described_documents(self.parsed, self.vocab)
        route = plan_route(self.parsed, self.day, self.vocab.group_scope, self.supported)
        self.declined = route.declined
        self.declined_as = route.declined_as
        return route

    # -- answers -----------------------------------------------------------------------

    def refuse(
        self, reason: str, detail: tuple[str, ...] = (), status: ToolStatus = "ok"
    ) -> EngineAnswer:
        self.note(f"decide: refuse ({reason})")
        return EngineAnswer(
            route="refuse",
            refused=True,
            tool_status=status,
            answer=compose.refusal(reason, detail, self.day, self.lang, self.vocab),
            trace=self.trace,
        )

    def clarify(self, question: str) -> EngineAnswer:
        self.note("decide: ask a clarifying question")
        return EngineAnswer(
            route="clarify", clarification="ask_first", answer=question, trace=self.trace
        )

    def ask(self, route: Route) -> EngineAnswer:
        """The clarifying question a clarify route asks."""
        period = route.period.code if route.period else None
        if route.kind == "clarify_period":
            held = set(self.kb.periods())
            if route.options and not held.intersection(route.options):
                # Every year the asker offered is one the KB holds nothing for: no choice
                # between them can be answered ("FY2021 or FY2022").
                detail = tuple(c for c in (route.scope, route.metric) if c) + route.options
                return self.refuse("not_found", detail, status="not_found")
            options = route.options or self.closed_years(route)
            return self.clarify(compose.ask_period(route.metric, options, self.lang, self.vocab))
        if route.kind == "clarify_metric":
            options = route.options or tuple(self.kb.metrics())
            return self.clarify(
                compose.ask_metric(route.scope, period, options, self.lang, self.vocab)
            )
        assert route.metric is not None
        return self.ask_scope(route, route.options)

    def closed_years(self, route: Route) -> tuple[str, ...]:
        """The closed fiscal years on record, to offer when a question asks for them all."""
        if route.scope is not None and route.metric is not None:
            periods = [f.period for f in self.facts_for(route.scope, route.metric)]
        else:
            periods = self.kb.periods()
        return tuple(p for p in sorted(set(periods)) if fiscal_year(p) < self.day.year)

    def ask_scope(self, route: Route, options: tuple[str, ...]) -> EngineAnswer:
        period = route.period.code if route.period else None
        assert route.metric is not None
        return self.clarify(compose.ask_scope(route.metric, period, options, self.lang, self.vocab))

    def finish(
        self,
        fact: Fact | None,
        assumed: bool,
        doc: str | None,
        sentences: list[str],
        status: ToolStatus = "ok",
    ) -> EngineAnswer:
        parts: list[str] = []
        sources: list[str] = []
        if fact is not None:
            text = compose.assumed_fact_answer(fact, self.day, self.lang) if assumed else None
            parts += self.misspellings(fact.scope, fact.metric)
            parts += self.places_said
            parts.append(text or compose.fact_answer(fact))
            sources.append(fact.doc)
        if doc is not None:
            parts.append(compose.join_sentences(sentences))
            if doc not in sources:
                sources.append(doc)
        if fact is not None and self.declined:
            self.note("decide: refuse the question beside the figure on its own")
            parts.append(compose.part_refusal(self.lang, self.declined_as))
            status = "not_found"
        route = (
            "composite"
            if fact is not None and doc is not None
            else ("numeric" if fact is not None else "narrative")
        )
        self.note(f"decide: answer ({route})")
        return EngineAnswer(
            route=route,
            clarification="answer_with_assumptions" if assumed else "none",
            value=fact.value if fact is not None else None,
            unit=fact.unit if fact is not None else None,
            source=fact.source if fact is not None else None,
            sources=sources,
            tool_status=status,
            answer=" ".join(parts),
            trace=self.trace,
        )

    def misspellings(self, *codes: str) -> list[str]:
        """What the answer says of each misspelt name it read as one of ``codes``
        ("Singapre", "revnue")."""
        return [
            compose.read_as(written, code, self.lang, self.vocab)
            for written, code in misspelt_names(self.parsed.text, vocabulary_key(self.vocab))
            if code in codes
        ]

    def scope_candidates(self, route: Route, metric: str) -> tuple[str, ...]:
        """Scopes that report ``metric`` (probed when the question names none); only the
        markets when the question rules out the group, never a scope it excludes."""
        group = self.vocab.group_scope if route.markets_only else None
        return tuple(
            s
            for s in self.kb.scopes()
            if s != group and s not in route.scopes_excluded and self.facts_for(s, metric)
        )

    def one_of(self, route: Route, candidates: tuple[str, ...]) -> bool:
        """Whether the single scope reporting the figure may be read without asking: not
        when the asker wants one market of several and forgot which."""
        return len(candidates) == 1 and not route.markets_only

    def early(self, route: Route) -> EngineAnswer | None:
        """The answer of a route that needs no fact or passage: a refusal or a question."""
        if route.kind == "refuse":
            status: ToolStatus = "not_found" if route.reason == "no_passage" else "ok"
            return self.refuse(route.reason, route.detail, status)
        if route.kind in ("clarify_metric", "clarify_period") or (
            route.kind == "clarify_scope" and route.options
        ):
            return self.ask(route)
        return None


class _ToolPass(_Run):
    """One pass: the route decides the tool calls, then the answer is composed."""

    def run(self) -> EngineAnswer:
        route = self.route()
        self.note(f"route: {route.kind}")
        answer = self.early(route)
        if answer is not None:
            return answer
        answer = self.figure_of_named(route)
        if answer is not None:
            return answer
        if route.kind == "narrative":
            doc, sentences = self.read_narrative(route)
            if doc is None:
                return self.not_found()
            return self.finish(None, False, doc, sentences)
        metric = route.metric
        assert metric is not None
        scope = route.scope
        if scope is None:
            candidates = self.scope_candidates(route, metric)
            if not self.one_of(route, candidates):
                if not candidates:
                    return self.refuse("not_found", (metric,), status="not_found")
                return self.ask_scope(route, candidates)
            scope = candidates[0]
        if route.period is None:
            fact = self.latest_closed(self.facts_for(scope, metric))
            assumed = True
        else:
            fact = self.lookup_fact(scope, metric, route.period.code)
            assumed = False
        if fact is None:
            detail = (scope, metric) + ((route.period.code,) if route.period else ())
            return self.refuse("not_found", detail, status="not_found")
        declined = self.unit_declined(route, fact) or self.place_declined(fact)
        if declined is not None:
            return declined
        if not route.query:
            return self.finish(fact, assumed, None, [])
        doc, sentences = self.read_narrative(route)
        if doc is None and self.place_unheld is not None:
            return self.place_refused()
        if doc is None:
            return self.refuse("no_passage", status="not_found")
        return self.finish(fact, assumed, doc, sentences)


class _AgentLoop(_Run):
    """Plan sub-questions, then call a tool, observe and decide until each is answered."""

    retries = True

    def run(self) -> EngineAnswer:
        try:
            route = self.route()
            self.note(f"plan: route {route.kind}")
            answer = self.early(route) or self.figure_of_named(route)
            if answer is not None:
                return answer
            plan: list[str] = []
            if route.wants_fact:
                plan.append("fact")
            if route.kind == "narrative" or route.query:
                plan.append("narrative")
            self.note("plan: sub-questions " + " + ".join(plan))
            fact, assumed = self.solve_fact(route) if "fact" in plan else (None, False)
            declined = (
                self.unit_declined(route, fact) or self.place_declined(fact)
                if fact is not None
                else None
            )
            if declined is not None:
                return declined
            doc, sentences, status = (
                self.solve_narrative(route) if "narrative" in plan else (None, [], "ok")
            )
        except Stop as stop:
            return stop.answer
        except OutOfSteps:
            return self.refuse("budget", status="error")
        return self.finish(fact, assumed, doc, sentences, status)

    def solve_fact(self, route: Route) -> tuple[Fact, bool]:
        """Resolve scope, then period, then read the fact; probe the KB for what is open."""
        metric = route.metric
        assert metric is not None
        scope = route.scope
        period: PeriodRef | str | None = route.period
        assumed = False
        while True:
            if scope is None:
                self.note(f"decide: no scope named; probe which scopes report {metric}")
                candidates = self.scope_candidates(route, metric)
                if not candidates:
                    raise Stop(self.refuse("not_found", (metric,), status="not_found"))
                if not self.one_of(route, candidates):
                    raise Stop(self.ask_scope(route, candidates))
                scope = candidates[0]
                self.note(f"decide: only {scope} reports {metric}")
                continue
            if period is None:
                self.note("decide: no period named; find the latest closed fiscal year")
                latest = self.latest_closed(self.facts_for(scope, metric))
                if latest is None:
                    raise Stop(self.refuse("not_found", (scope, metric), status="not_found"))
                period, assumed = latest.period, True
                self.note(f"decide: assume {period}")
                continue
            code = period if isinstance(period, str) else period.code
            fact = self.lookup_fact(scope, metric, code)
            if fact is not None:
                return fact, assumed
            self.note("decide: fact missing; check which periods exist before giving up")
            available = [f.period for f in self.facts_for(scope, metric)]
            self.note(f"observe: periods on record {available or 'none'}")
            raise Stop(self.refuse("not_found", (scope, metric, code), status="not_found"))

    def solve_narrative(self, route: Route) -> tuple[str | None, list[str], ToolStatus]:
        """Read the named or best document; decline when nothing answers the narrative."""
        doc, sentences = self.read_narrative(route)
        if doc is None and self.place_unheld is not None:
            raise Stop(self.place_refused())
        if doc is None:
            # A figure asked beside a part no passage answers is not given alone: the
            # question is refused whole, never answered in part as if it were whole.
            if route.wants_fact:
                raise Stop(self.refuse("no_passage", status="not_found"))
            raise Stop(self.not_found())
        return doc, sentences, "ok"


class ReferenceEngine:
    """Deterministic engine answering from the KB tools; the baseline every engine beats."""

    def answer(
        self, question: str, *, mode: str, reference_date: date, kb: KnowledgeTools
    ) -> EngineAnswer:
        """Answer ``question`` as asked on ``reference_date``, reading only ``kb``."""
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}; valid modes: {', '.join(MODES)}")
        if isinstance(reference_date, str):
            reference_date = date.fromisoformat(reference_date)
        parsed = parse_question(question, reference_date, kb.vocabulary())
        run = _ToolPass if mode == "tool" else _AgentLoop
        return run(kb, parsed, reference_date).run()
