"""Decide what kind of answer a parsed question needs, before any content is read.

The decision uses the question, the reference date and the KB's vocabulary (which
scopes and metrics exist), never its facts or passages. Refusals come first: a figure
the KB cannot hold (another company, a market ACME does not report, an open or future
fiscal year, a forecast) is declined rather than guessed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from typing import Literal

from ragspine_eval_pipeline.engine._lexicon import QUERY_NOISE
from ragspine_eval_pipeline.engine._question import Clause, ParsedQuestion, PeriodRef
from ragspine_eval_pipeline.text import content_tokens

RouteKind = Literal[
    "numeric", "composite", "narrative", "search", "clarify_scope", "clarify_metric", "refuse"
]


@dataclass(frozen=True)
class Route:
    """What to do for one question."""

    kind: RouteKind
    """The path: a figure, a passage, both, a clarifying question or a refusal."""
    scope: str | None = None
    """Scope code of the figure; None when the question names none."""
    metric: str | None = None
    """Metric code of the figure."""
    period: PeriodRef | None = None
    """Fiscal year of the figure; None means assume the latest closed one."""
    query: str = ""
    """The text to search passages with (the narrative sub-questions)."""
    options: tuple[str, ...] = ()
    """Codes to offer in a clarifying question when the question named several."""
    reason: str = ""
    """Why a refusal refuses (a key of the refusal texts)."""
    detail: tuple[str, ...] = ()
    """What the refusal names (the unknown scope, the open period, ...)."""
    on_miss: Literal["refuse", "clarify_metric"] = "refuse"
    """For ``search``: what to do when no passage covers the question."""

    @property
    def wants_fact(self) -> bool:
        """The route reads one fact (alone or beside a narrative part)."""
        return self.kind in ("numeric", "composite", "clarify_scope")


def _refuse(reason: str, *detail: str) -> Route:
    return Route("refuse", reason=reason, detail=tuple(detail))


def _first(values: Sequence[tuple[str, ...]]) -> tuple[str, ...]:
    return next((v for v in values if v), ())


MIN_SUB_QUESTION_TERMS = 3
"""Content terms a clause needs to count as a sub-question without a question word."""


def _is_sub_question(clause: Clause) -> bool:
    """A clause beside the figure that asks something of its own.

    Besides a topic or question word, enough content is itself a question
    ("また、セルフレジの導入状況は？"), while a bare "thanks" or "please" is not.
    """
    if clause.fact_like:
        return False
    if clause.narrative_cue or clause.question_word:
        return True
    return len(_terms(clause.text)) >= MIN_SUB_QUESTION_TERMS


def _terms(text: str) -> list[str]:
    """Content terms that say what a clause is about."""
    return [t for t in content_tokens(text) if t not in QUERY_NOISE]


def _scopes_of(clauses: Sequence[Clause]) -> tuple[str, ...]:
    """Scopes named, nearest clause first; the bare company name means the group."""
    named = _first([c.scopes for c in reversed(clauses)])
    if not named and any(c.company for c in clauses):
        return ("ACME_GROUP",)
    return named


def _period_of(clauses: Sequence[Clause]) -> PeriodRef | None:
    return next((c.period for c in reversed(clauses) if c.period is not None), None)


def _closed(period: PeriodRef | None, reference_date: date) -> bool:
    """Fiscal year = calendar year: FY N is closed once the reference date is past N."""
    return period is None or period.year < reference_date.year


def plan_route(
    parsed: ParsedQuestion,
    reference_date: date,
    known_scopes: Sequence[str],
    known_metrics: Sequence[str],
) -> Route:
    """Route ``parsed`` asked on ``reference_date`` against the KB's vocabulary."""
    if parsed.off_topic:
        return _refuse("off_topic")
    clauses = parsed.clauses
    fact_at = next((i for i, c in enumerate(clauses) if c.fact_like), None)
    if fact_at is None:
        return _route_without_metric(parsed, reference_date, known_scopes)
    fact = clauses[fact_at]
    upto = clauses[: fact_at + 1]
    if parsed.competitor:
        return _refuse("competitor")
    if fact.unknown_metrics:
        return _refuse("unknown_metric", *fact.unknown_metrics)
    unknown_metrics = [m for m in fact.metrics if m not in known_metrics]
    if unknown_metrics:
        return _refuse("unknown_metric", *unknown_metrics)
    scopes = _scopes_of(upto)
    unknown_scopes = list(fact.unknown_scopes) + [s for s in scopes if s not in known_scopes]
    if unknown_scopes:
        return _refuse("unknown_scope", *unknown_scopes)
    period = _period_of(upto)
    if not _closed(period, reference_date):
        assert period is not None
        return _refuse("open_period", period.code)
    if fact.forecast:
        return _refuse("forecast")
    if fact.derived:
        return _refuse("derived")
    if len(fact.metrics) > 1:
        scope = scopes[0] if len(scopes) == 1 else None
        return Route("clarify_metric", scope=scope, period=period, options=fact.metrics)
    metric = fact.metrics[0]
    if len(scopes) > 1:
        return Route("clarify_scope", metric=metric, period=period, options=scopes)
    query = " ".join(c.text for i, c in enumerate(clauses) if i != fact_at and _is_sub_question(c))
    if not scopes:
        return Route("clarify_scope", metric=metric, period=period, query=query)
    kind: RouteKind = "composite" if query else "numeric"
    return Route(kind, scope=scopes[0], metric=metric, period=period, query=query)


def _route_without_metric(
    parsed: ParsedQuestion, reference_date: date, known_scopes: Sequence[str]
) -> Route:
    """No clause asks for a named metric: a topic, a vague figure request, or neither."""
    clauses = parsed.clauses
    topical = [c.text for c in clauses if c.narrative_cue]
    if topical:
        return Route("narrative", query=" ".join(topical))
    scopes = _scopes_of(clauses)
    period = _period_of(clauses)
    asks_figure = any(
        c.number_cue or c.performance_cue or c.unknown_scopes or c.unknown_metrics or c.forecast
        for c in clauses
    )
    # "Hong Kong FY2025?" names a scope or period and nothing else: a figure request.
    names_only = (scopes or period) and not any(_terms(c.residual) for c in clauses)
    if not asks_figure and not names_only:
        # No topic word and no figure asked for: let retrieval decide. If nothing covers
        # the question, a named scope or period means the user wants a figure (ask which).
        return Route(
            "search",
            scope=scopes[0] if len(scopes) == 1 else None,
            period=period,
            query=parsed.text,
            on_miss="clarify_metric" if scopes or period else "refuse",
        )
    if parsed.competitor:
        return _refuse("competitor")
    unknown_metrics = [m for c in clauses for m in c.unknown_metrics]
    if unknown_metrics:
        return _refuse("unknown_metric", *unknown_metrics)
    unknown_scopes = [s for c in clauses for s in c.unknown_scopes]
    unknown_scopes += [s for s in scopes if s not in known_scopes]
    if unknown_scopes:
        return _refuse("unknown_scope", *unknown_scopes)
    if not _closed(period, reference_date):
        assert period is not None
        return _refuse("open_period", period.code)
    if any(c.forecast for c in clauses):
        return _refuse("forecast")
    return Route("clarify_metric", scope=scopes[0] if len(scopes) == 1 else None, period=period)
