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
from ragspine_eval_pipeline.engine._question import ParsedQuestion, PeriodRef, parse_question
from ragspine_eval_pipeline.engine._route import Route, plan_route
from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.text import content_tokens

if TYPE_CHECKING:
    from ragspine_eval_pipeline.kb.store import Fact, KnowledgeBase, Passage

MODES = ("tool", "agent")
"""Ways the reference engine can run."""

MAX_TOOL_CALLS = 16
"""Tool calls one answer may make; the agent loop stops (and says so) beyond it."""

SEARCH_K = 5
"""Passages retrieved to choose a document."""

MIN_QUERY_COVERAGE = 0.5
"""Share of a question's terms the best passage must hold when no topic word routed it."""


class _OutOfSteps(Exception):
    """The tool-call budget is spent."""


class _Stop(Exception):
    """A sub-question ended the answer early (a clarifying question or a refusal)."""

    def __init__(self, answer: EngineAnswer) -> None:
        super().__init__(answer.route)
        self.answer = answer


class _Run:
    """State shared by both modes for answering one question."""

    def __init__(
        self, kb: KnowledgeBase, parsed: ParsedQuestion, reference_date: date, route: Route
    ) -> None:
        self.kb = kb
        self.parsed = parsed
        self.lang = parsed.lang
        self.day = reference_date
        self.route = route
        self.trace: list[str] = []
        self.calls = 0

    # -- tools and trace -------------------------------------------------------------

    def note(self, step: str) -> None:
        self.trace.append(step)

    def call(self, tool: str, *args: object, **kwargs: object) -> object:
        """Call a KB tool through the ``kb`` object, recording the call and its result."""
        if self.calls >= MAX_TOOL_CALLS:
            raise _OutOfSteps
        self.calls += 1
        shown = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
        self.note(f"call {tool}({shown})")
        result = getattr(self.kb, tool)(*args, **kwargs)
        self.note(f"observe: {_summary(result)}")
        return result

    def lookup_fact(self, scope: str, metric: str, period: str) -> Fact | None:
        return self.call("lookup_fact", scope, metric, period)  # type: ignore[return-value]

    def facts_for(self, scope: str, metric: str) -> list[Fact]:
        return self.call("facts_for", scope, metric)  # type: ignore[return-value]

    def search(self, query: str, k: int = SEARCH_K, doc: str | None = None) -> list[Passage]:
        if doc is None:
            return self.call("search_passages", query, k=k)  # type: ignore[return-value]
        return self.call("search_passages", query, k=k, doc=doc)  # type: ignore[return-value]

    # -- shared decisions --------------------------------------------------------------

    def title(self, doc: str) -> str:
        """A document's title (metadata, not content)."""
        return self.kb.document_title(doc) or ""

    def latest_closed(self, series: list[Fact]) -> Fact | None:
        """The newest fact of a closed fiscal year (year before the reference date's)."""
        closed = [f for f in series if _year(f.period) < self.day.year]
        return closed[-1] if closed else None

    def covers(self, passages: list[Passage], query: str) -> bool:
        """Whether the best passage holds enough of the query's terms to answer it."""
        terms = compose.query_terms(query)
        if not passages or not terms:
            return False
        best = passages[0]
        title = self.kb.document_title(best.doc) or ""
        found = terms & set(content_tokens(f"{title}\n{best.text}"))
        return len(found) / len(terms) >= MIN_QUERY_COVERAGE

    # -- answers -----------------------------------------------------------------------

    def refuse(self, reason: str, detail: tuple[str, ...] = (), status: str = "ok") -> EngineAnswer:
        self.note(f"decide: refuse ({reason})")
        return EngineAnswer(
            route="refuse",
            refused=True,
            tool_status=status,  # type: ignore[arg-type]
            answer=compose.refusal(reason, detail, self.day, self.lang),
            trace=self.trace,
        )

    def clarify(self, question: str) -> EngineAnswer:
        self.note("decide: ask a clarifying question")
        return EngineAnswer(
            route="clarify", clarification="ask_first", answer=question, trace=self.trace
        )

    def missed(self) -> EngineAnswer:
        """No passage answers the question: ask for a figure, or decline."""
        if self.route.on_miss == "clarify_metric":
            self.note("decide: no passage covers it, but a scope or period was named")
            return self.ask_metric()
        return self.refuse("no_passage", status="not_found")

    def ask_metric(self) -> EngineAnswer:
        route = self.route
        options = route.options or tuple(self.kb.metrics())
        period = route.period.code if route.period else None
        return self.clarify(compose.ask_metric(route.scope, period, options, self.lang))

    def ask_scope(self, options: tuple[str, ...]) -> EngineAnswer:
        route = self.route
        period = route.period.code if route.period else None
        assert route.metric is not None
        return self.clarify(compose.ask_scope(route.metric, period, options, self.lang))

    def finish(
        self,
        fact: Fact | None,
        assumed: bool,
        doc: str | None,
        sentences: list[str],
        status: str = "ok",
    ) -> EngineAnswer:
        parts: list[str] = []
        sources: list[str] = []
        if fact is not None:
            text = compose.assumed_fact_answer(fact, self.day, self.lang) if assumed else None
            parts.append(text or compose.fact_answer(fact))
            sources.append(fact.doc)
        if doc is not None:
            parts.append(compose.join_sentences(sentences))
            if doc not in sources:
                sources.append(doc)
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
            tool_status=status,  # type: ignore[arg-type]
            answer=" ".join(parts),
            trace=self.trace,
        )


class _ToolPass(_Run):
    """One pass: the route decides the tool calls, then the answer is composed."""

    def run(self) -> EngineAnswer:
        route = self.route
        self.note(f"route: {route.kind}")
        if route.kind == "refuse":
            return self.refuse(route.reason, route.detail)
        if route.kind == "clarify_metric":
            return self.ask_metric()
        if route.kind in ("narrative", "search"):
            passages = self.search(route.query)
            if not passages or (route.kind == "search" and not self.covers(passages, route.query)):
                return self.missed()
            doc = passages[0].doc
            own = [p for p in passages if p.doc == doc]
            return self.finish(
                None, False, doc, compose.pick_sentences(own, route.query, self.title(doc))
            )
        scope = route.scope
        assert route.metric is not None
        if scope is None:
            if route.options:
                return self.ask_scope(route.options)
            candidates = tuple(s for s in self.kb.scopes() if self.facts_for(s, route.metric))
            if len(candidates) != 1:
                if not candidates:
                    return self.refuse("not_found", (route.metric,), status="not_found")
                return self.ask_scope(candidates)
            scope = candidates[0]
        if route.period is None:
            fact = self.latest_closed(self.facts_for(scope, route.metric))
            assumed = True
        else:
            fact = self.lookup_fact(scope, route.metric, route.period.code)
            assumed = False
        if fact is None:
            detail = (scope, route.metric) + ((route.period.code,) if route.period else ())
            return self.refuse("not_found", detail, status="not_found")
        if not route.query:
            return self.finish(fact, assumed, None, [])
        passages = self.search(route.query)
        if not passages:
            return self.finish(fact, assumed, None, [], status="not_found")
        doc = passages[0].doc
        own = [p for p in passages if p.doc == doc]
        return self.finish(
            fact, assumed, doc, compose.pick_sentences(own, route.query, self.title(doc))
        )


class _AgentLoop(_Run):
    """Plan sub-questions, then call a tool, observe and decide until each is answered."""

    def run(self) -> EngineAnswer:
        route = self.route
        self.note(f"plan: route {route.kind}")
        if route.kind == "refuse":
            return self.refuse(route.reason, route.detail)
        if route.kind == "clarify_metric":
            return self.ask_metric()
        plan: list[str] = []
        if route.wants_fact:
            plan.append("fact")
        if route.kind in ("narrative", "search") or route.query:
            plan.append("narrative")
        self.note("plan: sub-questions " + " + ".join(plan))
        try:
            fact, assumed = self.solve_fact() if "fact" in plan else (None, False)
            doc, sentences, status = (
                self.solve_narrative() if "narrative" in plan else (None, [], "ok")
            )
        except _Stop as stop:
            return stop.answer
        except _OutOfSteps:
            return self.refuse("budget", status="error")
        return self.finish(fact, assumed, doc, sentences, status)

    def solve_fact(self) -> tuple[Fact, bool]:
        """Resolve scope, then period, then read the fact; probe the KB for what is open."""
        route = self.route
        metric = route.metric
        assert metric is not None
        scope = route.scope
        period: PeriodRef | str | None = route.period
        assumed = False
        while True:
            if scope is None:
                if route.options:
                    raise _Stop(self.ask_scope(route.options))
                self.note(f"decide: no scope named; probe which scopes report {metric}")
                candidates = tuple(s for s in self.kb.scopes() if self.facts_for(s, metric))
                if not candidates:
                    raise _Stop(self.refuse("not_found", (metric,), status="not_found"))
                if len(candidates) > 1:
                    raise _Stop(self.ask_scope(candidates))
                scope = candidates[0]
                self.note(f"decide: only {scope} reports {metric}")
                continue
            if period is None:
                self.note("decide: no period named; find the latest closed fiscal year")
                latest = self.latest_closed(self.facts_for(scope, metric))
                if latest is None:
                    raise _Stop(self.refuse("not_found", (scope, metric), status="not_found"))
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
            raise _Stop(self.refuse("not_found", (scope, metric, code), status="not_found"))

    def solve_narrative(self) -> tuple[str | None, list[str], str]:
        """Search; on an empty result retry with fewer terms, then with the whole question."""
        route = self.route
        attempts = [route.query]
        reduced = " ".join(sorted(compose.query_terms(route.query)))
        attempts += [reduced, self.parsed.text]
        passages: list[Passage] = []
        query = route.query
        for query in dict.fromkeys(a for a in attempts if a.strip()):
            passages = self.search(query)
            if passages:
                break
            self.note("decide: nothing found; retry with fewer terms")
        if not passages or (route.kind == "search" and not self.covers(passages, query)):
            if route.wants_fact:
                return None, [], "not_found"
            raise _Stop(self.missed())
        doc = passages[0].doc
        self.note(f"decide: best document {doc}; read its most relevant passages")
        focused = self.search(query, k=3, doc=doc) or [p for p in passages if p.doc == doc]
        return doc, compose.pick_sentences(focused, query, self.title(doc)), "ok"


class ReferenceEngine:
    """Deterministic engine answering from the KB tools; the baseline every engine beats."""

    def answer(
        self, question: str, *, mode: str, reference_date: date, kb: KnowledgeBase
    ) -> EngineAnswer:
        """Answer ``question`` as asked on ``reference_date``, reading only ``kb``."""
        if mode not in MODES:
            raise ValueError(f"unknown mode {mode!r}; valid modes: {', '.join(MODES)}")
        if isinstance(reference_date, str):
            reference_date = date.fromisoformat(reference_date)
        parsed = parse_question(question, reference_date)
        route = plan_route(parsed, reference_date, kb.scopes(), kb.metrics())
        run = _ToolPass if mode == "tool" else _AgentLoop
        return run(kb, parsed, reference_date, route).run()


def _year(period: str) -> int:
    digits = "".join(ch for ch in period if ch.isdigit())
    return int(digits) if digits else 0


def _summary(result: object) -> str:
    """A short description of a tool result for the trace."""
    if result is None:
        return "nothing"
    if isinstance(result, list):
        if not result:
            return "nothing"
        first = result[0]
        label = getattr(first, "passage_id", None) or getattr(first, "period", None)
        return f"{len(result)} results, first {label}"
    period = getattr(result, "period", None)
    if period is not None:
        return f"{result.scope} {result.metric} {period}"  # type: ignore[attr-defined]
    return type(result).__name__
