"""What one answer's run holds: the question parsed, the tool calls it made (against
a budget) and the trace of its decisions; the other parts of the run (``_evidence``,
``_narrative_reading``, ``reference``) are mixed into it."""

from __future__ import annotations

from datetime import date
from typing import TYPE_CHECKING, TypeVar

from ragspine_eval_pipeline.engine import _compose as compose
from ragspine_eval_pipeline.engine._question import (
    Clause,
    ParsedQuestion,
)
from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.kb.store import Fact

if TYPE_CHECKING:
    from ragspine_eval_pipeline.kb.store import Passage
    from ragspine_eval_pipeline.kb.tools import KnowledgeTools
    from ragspine_eval_pipeline.kb.vocabulary import Vocabulary

_Result = TypeVar("_Result")

MAX_TOOL_CALLS = 16
"""Tool calls one answer may make; the agent loop stops (and says so) beyond it."""

SEARCH_K = 5
"""Passages retrieved to choose a document."""

NAMED_DOCS_SEARCHED = 2
"""Documents a clause names in their own words (「大湾区」, 「人材」) whose paragraphs are
searched for it beside the search of every document: more names no document."""


class OutOfSteps(Exception):
    """The tool-call budget is spent."""


class Stop(Exception):
    """A sub-question ended the answer early (a clarifying question or a refusal)."""

    def __init__(self, answer: EngineAnswer) -> None:
        super().__init__(answer.route)
        self.answer = answer


class RunState:
    """What one run holds, and the tool calls it makes, each recorded in its trace."""

    retries = False
    """Whether an empty search is retried with fewer terms (the agent loop does)."""

    def __init__(self, kb: KnowledgeTools, parsed: ParsedQuestion, reference_date: date) -> None:
        self.kb = kb
        self.vocab: Vocabulary = kb.vocabulary()
        self.parsed = parsed
        self.lang = parsed.lang
        self.day = reference_date
        self.trace: list[str] = []
        self.calls = 0
        self.evidence: dict[str, list[Passage]] = {}
        self.support: dict[str, str] = {}
        self.support_held: dict[str, float] = {}
        self.support_passage: dict[str, str] = {}
        """The passage that made a clause a narrative question, by clause text."""
        """The document whose passage made a clause a narrative question, by clause text."""
        self.support_found: dict[str, Passage] = {}
        """That passage itself, by clause text (``with_support``)."""
        self.person_counts: dict[str, bool] = {}
        self.declined = False
        """A question beside the figure is refused on its own (``Route.declined``)."""
        self.declined_as = ""
        """What the part refused asks (``Route.declined_as``)."""
        self.unstated: Clause | None = None
        """A clause asking a number of a KB metric no passage found states (``states_amount``)."""
        self.places_said: list[str] = []
        """Where the figure is, said when the asker points at another part of its document."""
        self.facts_read: list[Fact] | None = None
        self.place_unheld: str | None = None
        """A place the message names that the market's document answering it never does
        (``_narrative_reading.place_elsewhere``): refused, never answered for the market."""
        """Every fact of the KB, once read (``reference._Run.all_facts``)."""

    # -- tools and trace -------------------------------------------------------------

    def note(self, step: str) -> None:
        self.trace.append(step)

    def step(self, tool: str, *args: object, **kwargs: object) -> None:
        """Count one tool call against the budget and record it in the trace."""
        if self.calls >= MAX_TOOL_CALLS:
            raise OutOfSteps
        self.calls += 1
        shown = ", ".join([repr(a) for a in args] + [f"{k}={v!r}" for k, v in kwargs.items()])
        self.note(f"call {tool}({shown})")

    def observed(self, result: _Result) -> _Result:
        """Record what a tool call returned, and hand it on."""
        self.note(f"observe: {summary(result)}")
        return result

    def lookup_fact(self, scope: str, metric: str, period: str) -> Fact | None:
        self.step("lookup_fact", scope, metric, period)
        return self.observed(self.kb.lookup_fact(scope, metric, period))

    def facts_for(self, scope: str, metric: str) -> list[Fact]:
        self.step("facts_for", scope, metric)
        return self.observed(self.kb.facts_for(scope, metric))

    def search(self, query: str, k: int = SEARCH_K, doc: str | None = None) -> list[Passage]:
        if doc is None:
            self.step("search_passages", query, k=k)
            return self.observed(self.kb.search_passages(query, k=k))
        self.step("search_passages", query, k=k, doc=doc)
        return self.observed(self.kb.search_passages(query, k=k, doc=doc))

    def with_named_doc(self, clause: Clause, passages: list[Passage]) -> list[Passage]:
        """``passages``, then those found among the paragraphs of the one document the
        clause names in words the KB names it alone by (「*大湾区*の拡大計画では、人材確保…」):
        the name chooses the document, and what is asked of it may be a paragraph a search
        of every document ranks below the document's others, which hold its name."""
        if clause.docs:
            return passages
        named = [d for d in self.kb.narrative_documents() if self.names_only(clause, d)]
        if not named or len(named) > NAMED_DOCS_SEARCHED:
            return passages
        seen = {p.passage_id for p in passages}
        for doc in named:
            key = f"{doc}\n{clause.text}"
            if key not in self.evidence:
                query = self.in_language(clause.text, doc)
                self.evidence[key] = self.search(query, k=SEARCH_K, doc=doc)
            passages = passages + [p for p in self.evidence[key] if p.passage_id not in seen]
            seen |= {p.passage_id for p in passages}
        return passages

    def search_retrying(self, query: str) -> list[Passage]:
        """Search; the agent retries an empty result with the query's distinct terms."""
        if query in self.evidence:
            return self.evidence[query]
        passages = self.search(query)
        if not passages and self.retries:
            self.note("decide: nothing found; retry with fewer terms")
            reduced = " ".join(sorted(compose.query_terms(query)))
            if reduced.strip() and reduced != query:
                passages = self.search(reduced)
        self.evidence[query] = passages
        return passages


def fiscal_year(period: str) -> int:
    digits = "".join(ch for ch in period if ch.isdigit())
    return int(digits) if digits else 0


def summary(result: object) -> str:
    """A short description of a tool result for the trace."""
    if result is None:
        return "nothing"
    if isinstance(result, list):
        if not result:
            return "nothing"
        first = result[0]
        label = getattr(first, "passage_id", None) or getattr(first, "period", None)
        return f"{len(result)} results, first {label}"
    if isinstance(result, Fact):
        return f"{result.scope} {result.metric} {result.period}"
    return type(result).__name__
