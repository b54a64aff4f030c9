"""Figures asked of a place in a document or of a narrative document the asker names.

A slide, page or sheet the asker points at (``_document_places``) is checked against the
figure's locator; a KB figure asked of a narrative document is read as a figure request
and answered from where the KB holds it, quoting the document only where it writes the
figure. Mixed into the reference engine's run beside ``NarrativeReading``.
"""

from __future__ import annotations

import re
from dataclasses import replace

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
from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.engine._question import Clause, ParsedQuestion, parse_question
from ragspine_eval_pipeline.engine._route import Route, plan_route
from ragspine_eval_pipeline.engine._run_state import SEARCH_K
from ragspine_eval_pipeline.engine._topic import sentences
from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.store import Fact


class DocumentFigures:
    """KB figures asked of a place in a document or of a narrative document named."""

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
