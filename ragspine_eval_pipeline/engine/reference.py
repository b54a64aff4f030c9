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

import re
from dataclasses import replace
from datetime import date
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine import _compose as compose
from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._document_places import (
    asks_a_figure,
    at_place,
    fact_place,
    place_label,
    without_citing,
    writes_value,
    written_onto_metric,
)
from ragspine_eval_pipeline.engine._documents import (
    with_described_documents,
)
from ragspine_eval_pipeline.engine._evidence import EvidenceChecks
from ragspine_eval_pipeline.engine._names import matcher_for, misspelt_names, vocabulary_key
from ragspine_eval_pipeline.engine._narrative_reading import NarrativeReading
from ragspine_eval_pipeline.engine._question import (
    Clause,
    ParsedQuestion,
    PeriodRef,
    parse_question,
)
from ragspine_eval_pipeline.engine._route import Route, plan_route
from ragspine_eval_pipeline.engine._run_state import (
    SEARCH_K,
    OutOfSteps,
    RunState,
    Stop,
    fiscal_year,
)
from ragspine_eval_pipeline.engine._topic import sentences
from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.store import Fact
from ragspine_eval_pipeline.schema import ToolStatus

if TYPE_CHECKING:
    from ragspine_eval_pipeline.kb.tools import KnowledgeTools

MODES = ("tool", "agent")
"""Ways the reference engine can run."""


class _Run(RunState, EvidenceChecks, NarrativeReading):
    """State shared by both modes for answering one question."""

    # -- facts -------------------------------------------------------------------------

    def unit_declined(self, route: Route, fact: Fact) -> EngineAnswer | None:
        """A refusal when the figure was asked in a unit the KB does not report it in, or
        the only unit it reports it in is one the asker ruled out."""
        if (route.units and fact.unit not in route.units) or fact.unit in route.units_ruled_out:
            return self.refuse("unit", (fact.unit,))
        return None

    def place_declined(self, fact: Fact) -> EngineAnswer | None:
        """A refusal when the asker points at a slide, page or sheet of a document
        (``_document_places``) that the figure is not on and whose content the KB does not
        hold in any document: no figure from elsewhere is given as that page's. Where the
        KB holds what such a place shows (page 4 of the annual report, asked a market's
        revenue its results deck holds), the figure is given from where it is, said so."""
        self.places_said = []
        for place in self.parsed.places:
            if at_place(fact.locator, place):
                continue
            if not any(at_place(f.locator, place) for f in self.all_facts()):
                self.note(f"decide: the KB holds nothing on {place.kind} {place.ref}")
                return self.refuse("place", (place_label(place, self.lang),))
            held = fact_place(fact.locator, place.kind)
            where = (
                place_label(held, self.lang, fact.locator)
                if held is not None
                else f"{fact.doc} {fact.locator}"
            )
            if held is not None:
                where = f"{where} ({fact.doc})"
            said = place_label(place, self.lang)
            self.places_said.append(compose.elsewhere(said, where, self.lang))
        return None

    def figure_of_named(self, route: Route) -> EngineAnswer | None:
        """The KB's figure asked in a clause that names a narrative document as where it
        is seen ("the Hong Kong review mentions FY2025 net profit for Hong Kong", 「我印象中
        数据保护政策里写过…EBITDA」, 「人材育成方針に載っていた…従業員数」): a
        figure request, read with every fail-safe of one as if the document were not
        named; the document's own sentences are quoted only where they write the figure,
        and where none does the answer says the document does not state it and cites
        where the KB holds it. Read only where the clause is the whole question; None when
        it is no whole figure request (an unknown word beside the metric, an open scope)."""
        if route.kind != "narrative" or route.doc is None:
            return None
        named = [c for c in self.parsed.clauses if c.docs]
        if len(named) != 1 or len(self.parsed.clauses) != 1 or not named[0].metrics:
            return None  # beside another clause, a question or a figure may be its own
        plain = self.asked_apart(named) or replace(
            self.parsed,
            clauses=tuple(without_citing(c) if c.docs else c for c in self.parsed.clauses),
        )
        figure = plan_route(plain, self.day, self.vocab.group_scope, self.supported)
        if figure.kind == "clarify_period" and all(asks_a_figure(c) for c in named):
            # "The HK review discusses the trips - what was … in the year the trips began?"
            self.note(f"decide: a figure asked of {route.doc}; which year is asked")
            return self.ask(figure)
        if (
            figure.kind == "clarify_scope"
            and figure.metric is not None
            and all(asks_a_figure(c) for c in named)
        ):
            # 「风险因素报告里提到的*那个市场*…EBITDA」: the market is asked, never read
            # from the document.
            candidates = figure.options or self.scope_candidates(figure, figure.metric)
            if len(candidates) > 1 and not self.market_of(route.doc):
                self.note(f"decide: a figure asked of {route.doc} for a market not named")
                return self.ask_scope(figure, candidates)
            return None
        matcher = matcher_for(vocabulary_key(self.vocab))
        if (
            figure.kind == "refuse"
            and any(
                written_onto_metric(c.text, figure.detail, matcher, not asks_a_figure(c))
                for c in named
            )
            and not self.doc_writes_any(route.doc, named, figure.detail)
        ):
            # "What *inventory* turnover days does the Japan strategy give": a measure the
            # KB lacks, never the document's sentence on the metric it is written onto.
            self.note(f"decide: a measure the KB lacks asked of {route.doc}")
            return self.refuse(figure.reason, figure.detail)
        if not all(asks_a_figure(c) and len(set(c.metrics)) <= 2 for c in named):
            return None
        if figure.kind == "clarify_metric":
            self.note(f"decide: a figure asked of {route.doc}; which metric is asked")
            return self.ask(figure)
        if figure.kind != "numeric" or figure.scope is None or figure.metric is None:
            return None
        self.note(f"decide: a figure asked of {route.doc}; read the KB's figure")
        if figure.period is None:
            fact = self.latest_closed(self.facts_for(figure.scope, figure.metric))
            assumed = True
        else:
            fact = self.lookup_fact(figure.scope, figure.metric, figure.period.code)
            assumed = False
        if fact is None:
            return None
        declined = self.unit_declined(figure, fact) or self.place_declined(fact)
        if declined is not None:
            return declined
        stated = self.sentences_stating(route.doc, fact)
        if stated:
            return self.finish(fact, assumed, route.doc, stated)
        self.note(f"decide: {route.doc} does not state the figure")
        title = self.vocab.name(route.doc, self.lang)
        self.places_said.append(compose.not_stated_in(title, self.lang))
        return self.finish(fact, assumed, None, [])

    def asked_apart(self, named: list[Clause]) -> ParsedQuestion | None:
        """The request of one English clause whose document is named in a statement set
        off by a dash ("The HK review discusses the weekend trips - what was …?"), read
        alone: the statement says where the asker read of it, the request what is asked."""
        if self.lang != "en" or len(self.parsed.clauses) != 1 or len(named) != 1:
            return None
        pieces = re.split(r"\s+[-–—]\s+", named[0].text)
        if len(pieces) != 2:
            return None
        matcher = matcher_for(vocabulary_key(self.vocab))
        kinds = [{m.kind for m in matcher.find(normalize(p))} for p in pieces]
        if "document" not in kinds[0] or "metric" in kinds[0] or "document" in kinds[1]:
            return None
        if "metric" not in kinds[1] or gr.ASKS_RE.search(normalize(pieces[0])):
            return None
        return parse_question(pieces[1], self.day, self.vocab)

    def doc_writes_any(self, doc: str, clauses: list[Clause], words: tuple[str, ...]) -> bool:
        """Whether a passage of ``doc`` found for ``clauses`` writes one of ``words`` in any
        version (its text, a translation, its keywords): 「*线上*销售占比」 is a topic of the
        plan that writes it, "*inventory* turnover" none of a strategy that never does."""
        stems = [w.casefold()[: max(4, len(w) - 2)] if w.isascii() else w for w in words]
        for clause in clauses:
            for passage in self.search(self.in_language(clause.text, doc), k=SEARCH_K, doc=doc):
                for _, body in self.versions(passage):
                    if any(w in normalize(body) for w in stems):
                        return True
        return False

    def market_of(self, doc: str) -> bool:
        """Whether ``doc``'s name names a market ("Japan Business Strategy"): a figure asked
        of it is of that market, read as before."""
        term = self.vocab.term(doc)
        titles = [normalize(n) for n in (term.names.values() if term else ())]
        return any(
            len(alias) > 2 and re.search(rf"(?<![a-z]){re.escape(alias)}(?![a-z])", title)
            for t in self.vocab.terms
            if t.kind == "scope" and t.code != self.vocab.group_scope
            for alias in map(normalize, (*t.names.values(), *t.aliases))
            for title in titles
        )

    def sentences_stating(self, doc: str, fact: Fact) -> list[str]:
        """The sentences of ``doc`` writing ``fact``'s value beside a name of its metric
        (「EBITDA达到468百万美元」; a year before, 「前年度の103,200百万円」, as well)."""
        term = self.vocab.term(fact.metric)
        names = [normalize(a) for a in (fact.metric, *(term.aliases if term else ()))]
        found: list[str] = []
        for paragraph in (self.kb.document_text(doc) or "").split("\n"):
            for sentence in sentences(paragraph):
                folded = normalize(sentence)
                if writes_value(sentence, fact.value) and any(n in folded for n in names):
                    found.append(sentence.strip())
        return found

    def all_facts(self) -> list[Fact]:
        """Every fact of the KB (read once, beside the tool calls the trace records)."""
        if self.facts_read is None:
            self.facts_read = [
                f
                for s in self.kb.scopes()
                for m in self.kb.metrics()
                for f in self.kb.facts_for(s, m)
            ]
        return self.facts_read

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
        markets when the question rules out the group."""
        group = self.vocab.group_scope if route.markets_only else None
        return tuple(s for s in self.kb.scopes() if s != group and self.facts_for(s, metric))

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
