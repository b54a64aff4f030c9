"""Reading the narrative part of a question: choosing the document that answers it,
the passages that state what is asked (an amount, a count, of the years and markets
asked), and refusing or asking when none does. Mixed into the run (``reference._Run``)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine import _compose as compose
from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._amounts import (
    asks_any_people,
    asks_people,
    counts_people,
    names_years,
    states_a_number,
    states_metric,
    states_metric_in_a_sentence,
    years_written,
)
from ragspine_eval_pipeline.engine._classes import asks_class_count
from ragspine_eval_pipeline.engine._counted import (
    asks_how_many_things,
    counted_by_number,
    counted_by_suffix,
    states_a_count,
)
from ragspine_eval_pipeline.engine._counted_elsewhere import counted_elsewhere
from ragspine_eval_pipeline.engine._evidence import (
    NARRATIVE_COVERAGE,
    asks_it,
    nominalized,
    telling,
    weight,
    weight_held,
)
from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.engine._places_named import places_named
from ragspine_eval_pipeline.engine._question import (
    Clause,
    scopes_named,
    topic_of,
)
from ragspine_eval_pipeline.engine._quoted_heads import QuotedHeads, names_no_thing
from ragspine_eval_pipeline.engine._readers_count import COUNT_ASKED_RE
from ragspine_eval_pipeline.engine._route import DECLINED_PART_WORDS, Route
from ragspine_eval_pipeline.engine._run_state import SEARCH_K, fiscal_year
from ragspine_eval_pipeline.engine._series import members_held, members_named
from ragspine_eval_pipeline.engine._share_quoted import ShareQuoted
from ragspine_eval_pipeline.engine._target_back import TargetAskedBack
from ragspine_eval_pipeline.engine._topic import (
    asks_a_target,
    beyond_taking,
    head_phrases,
    holds_a_head,
    sentences,
    share_held,
)
from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.kb.analysis import Word, normalize

if TYPE_CHECKING:
    from ragspine_eval_pipeline.kb.store import Passage


class NarrativeReading(TargetAskedBack, ShareQuoted, QuotedHeads):
    """Finding and reading the document a narrative question is answered from."""

    # -- narrative ---------------------------------------------------------------------

    def read_narrative(self, route: Route) -> tuple[str | None, list[str]]:
        """The document answering the narrative part and the sentences quoted from it."""
        if route.doc is not None:
            doc = route.doc
            query = self.in_language(route.query, doc)
            self.note(f"decide: the question names {doc}; read it")
            passages = self.search(query, k=3, doc=doc) or self.search(
                self.title(doc), k=3, doc=doc
            )
            passages = self.states_amount(route, passages, named=True)
            if any(not self.holds_in(c, doc) for c in self.asked_beside(route)):
                return None, []
            if any(not self.doc_holds_heads(c, doc) for c in self.asking_of(route, doc)):
                return None, []
            passages = self.counting_what_is_asked(route, passages, query, doc)
            passages = self.of_the_topic_before(route, passages)
        else:
            market = self.answering(route, self.market_passages(route))
            found = market or self.answering(
                route, self.with_support(route, self.about_scopes(route))
            )
            found = self.targets_asked_back(route, found)
            if not found:
                return None, []
            # The document whose passage held the clause's words, else the best ranked.
            doc = self.support.get(route.query) or self.clause_support(route) or found[0].doc
            if market or doc not in {p.doc for p in found}:
                doc = found[0].doc
            self.note(f"decide: best document {doc}; read its most relevant passages")
            elsewhere = self.place_elsewhere(doc)
            if elsewhere is not None:
                self.note(f"decide: {doc} is about another market than {elsewhere}")
                self.place_unheld = elsewhere
                return None, []
            if counted_elsewhere(self.asked(route), self.support_passage, doc):
                self.note("decide: a number asked beside is held by another document")
                return None, []
            passages = self.named_support(route, doc) or [p for p in found if p.doc == doc]
            passages = self.targets_asked_back(route, passages)
        passages = self.of_the_members(route, passages)
        if not passages:
            return None, []
        # A paragraph found twice (by its original and by a translation) is read once.
        once: dict[str, Passage] = {}
        for passage in passages:
            once.setdefault(passage.passage_id, passage)
        passages = list(once.values())
        query = self.codes_named(route.query, doc)
        picked = compose.pick_sentences(passages, query, self.title(doc))
        quoted = self.share_quote(route, doc, passages, picked)
        if quoted is None:
            return None, []
        doc, quoted = self.quoting_what_is_asked(route, doc, passages, quoted)
        return (doc, quoted) if quoted else (None, [])

    def place_elsewhere(self, doc: str) -> str | None:
        """A place the message names that ``doc``, a market's own document, never
        mentions, where the message names no market of the KB (``_places_named``): a
        country, or a place another market's document writes. That market's account is
        no answer for it; a place no document writes may lie inside the market."""
        group = {self.vocab.group_scope}
        written = self.parsed.written or self.parsed.text
        if not scopes_named(self.title(doc), self.vocab) - group:
            return None
        if scopes_named(written, self.vocab) - group:
            return None
        others = [
            other
            for other in self.kb.narrative_documents()
            if other != doc and scopes_named(self.title(other), self.vocab) - group
        ]
        for place in places_named(written):
            if self.mentions(doc, place.name):
                continue
            if place.country or any(self.mentions(other, place.name) for other in others):
                return place.name
        return None

    def mentions(self, doc: str, place: str) -> bool:
        """Whether a paragraph of ``doc``, or its translation, writes ``place``."""
        wanted = normalize(place)
        for passage in self.kb.search_passages(place, k=3, doc=doc):
            texts = [passage.text] + ([passage.translation.text] if passage.translation else [])
            if any(wanted in normalize(text) for text in texts):
                return True
        return False

    def of_the_topic_before(self, route: Route, passages: list[Passage]) -> list[Passage]:
        """``passages`` of a document the question names, those holding the most of the
        topics its clauses name, when one clause names none of its own and asks only
        what is done about the topic before (「…集中风险是指什么？集团采取了哪些缓解措施？」):
        the measures asked are that topic's, never another paragraph's measures against
        another risk. The title is not read: it names the document, not the topic."""
        clauses = self.asked(route)
        heads = [beyond_taking(self.heads(c)) for c in clauses]
        if not passages or all(heads) or not any(heads):
            return passages
        topics = [h for hs in heads for h in hs]

        def held(passage: Passage) -> int:
            return max(
                sum(holds_a_head([h], "", normalize(body), self.lang) for h in topics)
                for _, body in self.versions(passage)
            )

        best = max(map(held, passages))
        kept = [p for p in passages if held(p) == best] if best else passages
        if len(kept) < len(passages):
            dropped = [p.passage_id for p in passages if p not in kept]
            self.note(f"decide: {', '.join(dropped)} speak of another topic")
        return kept

    def of_the_members(self, route: Route, passages: list[Passage]) -> list[Passage]:
        """``passages`` less those not naming each member of a series the narrative part
        names ("Scope 3", 「第二期」, 「フェーズ2」): a passage on Scope 1 and Scope 2 holds
        every other word of "Scope 3 emissions" and says nothing of them."""
        asked = members_named(route.query)
        if not asked:
            return passages
        texts = {
            p.passage_id: [p.text] + ([p.translation.text] if p.translation else [])
            for p in passages
        }
        kept = [
            p for p in passages if asked <= set().union(*map(members_held, texts[p.passage_id]))
        ]
        if not kept:
            self.note(f"decide: no passage names {sorted(map(str, asked))}")
        return kept

    def with_support(self, route: Route, passages: list[Passage]) -> list[Passage]:
        """``passages``, then each passage of their documents that made a clause of the
        narrative part a narrative question, which the search for the part did not find:
        the paragraph on what is asked (talent, in 「大湾区の拡大計画では、人材確保…」), not
        only those its document's name ranks first. The search still chooses the
        document."""
        seen = {p.passage_id for p in passages}
        docs = {p.doc for p in passages}
        held = [self.support_found.get(c.text) for c in self.asked(route)]
        extra = [
            p
            for p in dict.fromkeys(h for h in held if h)
            if p.passage_id not in seen and p.doc in docs
        ]
        return passages + extra

    def named_support(self, route: Route, doc: str) -> list[Passage]:
        """The passages of ``doc`` that held what a clause of the narrative part naming
        ``doc`` in the words of its name asks of it (「大湾区の拡大計画では、*人材確保*…」):
        the rest of the document holds its name, not what is asked."""
        held = [
            self.support_found[c.text]
            for c in self.asked(route)
            if c.text in self.support_found and not c.docs and self.names_only(c, doc)
        ]
        return [p for p in dict.fromkeys(held) if p.doc == doc]

    def asked_beside(self, route: Route) -> list[Clause]:
        """The clauses of a narrative part that name no document of their own: read from
        the document another clause names, they are questions put to that document. Where
        another clause asks, one asking nothing (「下周要陪领导去东莞看地块。」 before the
        question) is the asker's own story, put to no document."""
        beside = [c for c in self.parsed.clauses if c.text in route.query and not c.docs]
        asking = [c for c in self.parsed.clauses if c.text in route.query and _asks(c)]
        return [c for c in beside if _asks(c) or not asking]

    def counting_what_is_asked(
        self, route: Route, passages: list[Passage], query: str, doc: str
    ) -> list[Passage]:
        """``passages`` of ``doc``, which the question names, that speak of what a count
        asked of it counts ("How many *drones* does the Japan strategy say …",
        「大湾区计划里澳门有多少架*无人机*」) and state what is asked of a market in a
        sentence naming it (``of_the_market``), searched among more of its paragraphs: a
        paragraph counting something else, or stating the group's target, is no answer.
        The thing counted may be put in the reader's words where the paragraph's keywords
        answer that count."""
        asking = [
            c
            for c in self.asked(route)
            if self.counted_thing(c) is not None or self.asked_of_a_market(c)
        ]
        if not asking:
            return passages
        found = self.states_amount(route, self.search(query, k=SEARCH_K, doc=doc), named=True)
        kept = [
            p
            for p in found
            if all(
                self.speaks_of_counted_in(c, p)
                and self.counts_it(c, p)
                and self.of_the_market(c, p)
                for c in asking
            )
        ]
        if len(kept) < len(found):
            dropped = [p.passage_id for p in found if p not in kept]
            self.note(f"decide: {', '.join(dropped)} state not what is asked")
        return kept[: len(passages)] if passages else kept

    def counts_it(self, clause: Clause, passage: Passage) -> bool:
        """For a count of things asked of a document the asker names (「大湾区计划开多少家
        门店」), whether the passage counts them. Written in the question's language, it
        must write a number of the thing (``states_a_count``) or its keywords answer the
        count in the reader's words: a paragraph naming the stores beside a number of
        graduates (「约200名大学毕业生在大湾区门店…轮岗」) or of a distribution centre counts
        no stores. Read in translation, where the reader's word may differ from the
        translator's (新店, 「新开60家门店」), it must not count people beside the thing
        instead. True when the clause asks no count of things or counts people itself."""
        thing = self.counted_thing(clause)
        text = normalize(clause.text)
        if thing is None or not asks_how_many_things(text) or asks_class_count(text):
            return True  # a count of classes is weighed as one (``states_measure``)
        if all(w.latin for w in thing) or _PEOPLE_COUNT_RE.search(text):
            return True
        spelled = "".join(w.surface for w in thing)
        if passage.lang == self.lang:
            body = normalize(passage.text)
            return (
                states_a_count(thing, body, text)
                or _counted_with(_counter_asked(text), spelled, body)
                or self.counted_in_readers_words(clause, passage, thing, text)
            )
        translated = passage.translation.text if passage.translation else ""
        return not any(
            spelled in sentence
            and _PEOPLE_COUNT_RE.search(sentence)
            and not states_a_count(thing, sentence, text)
            for sentence in sentences(normalize(translated))
        )

    def counted_thing(self, clause: Clause) -> tuple[Word, ...] | None:
        """The thing ``clause`` asks how many of (``counted_by_number``), as its head words;
        None when it asks no count, names a metric, or counts only a kind of number
        (「何店舗の*予定*」)."""
        if clause.metrics or not clause.number_cue:
            return None
        text = normalize(clause.text)
        counted = counted_by_number(text, clause.phrases)
        heads = head_phrases(text, (counted,), self.lang) if counted else []
        return heads[0] if heads else None

    def speaks_of_counted_in(self, clause: Clause, passage: Passage) -> bool:
        """Whether a version of ``passage`` holds every word of what ``clause`` counts
        (``counted_thing``), or its keywords answer a count of it in the reader's words;
        true when the clause counts no thing."""
        thing = self.counted_thing(clause)
        return thing is None or self.speaks_of(clause, passage, thing)

    def speaks_of(self, clause: Clause, passage: Passage, thing: tuple[Word, ...]) -> bool:
        """Whether a version of ``passage`` holds every word of the ``thing`` ``clause``
        counts, or its keywords answer that count in the reader's words."""
        words = [(w,) for w in thing if telling(w)]
        total = sum(weight(w) for w in words)
        if any(
            weight_held(words, "", normalize(body)) >= total - 1e-9
            for _, body in self.versions(passage)
        ):
            return True
        if self.counted_in_readers_words(clause, passage, thing, normalize(clause.text)):
            return True
        return self.counted_beside_topic(clause, passage, thing)

    def counted_beside_topic(
        self, clause: Clause, passage: Passage, thing: tuple[Word, ...]
    ) -> bool:
        """Whether a paragraph of a document the question names answers a count asked in a
        word of the reader's own (「データをいくつの*ランク*に分けて」 for its four levels):
        its keywords ask a count, and it holds what else the question is about (the data,
        the members' payment details). A count of something alone ("how many drones")
        has nothing else to be held by."""
        terms = next((k.terms for k in passage.keywords if k.lang == self.lang), ())
        if not any(COUNT_ASKED_RE.search(normalize(t)) for t in terms):
            return False
        others = [h for h in self.heads(clause) if h != thing]
        return bool(others) and any(
            holds_a_head(others, normalize(t), normalize(b), self.lang)
            for t, b in self.versions(passage)
        )

    def asking_of(self, route: Route, doc: str) -> list[Clause]:
        """The clauses of a narrative part that name ``doc`` and ask about a topic of it."""
        return [c for c in self.asked(route) if doc in c.docs]

    def doc_holds_heads(self, clause: Clause, doc: str) -> bool:
        """Whether a passage of ``doc``, which ``clause`` names, holds what the clause asks
        about (``holds_heads``): "What does the Hong Kong review say about *drone
        deliveries*?" is not answered by its paragraph on rents because the question names
        the review."""
        heads = self.heads(clause)
        # A metric named with no asking word of its own in the same sentence ("Hong Kong
        # revenue FY2024, the number the plan's summary shows") is what the number asked
        # here is of, read as before.
        beside_a_figure = any(
            c.metrics and not c.number_cue and self.one_sentence(c, clause)
            for c in self.parsed.clauses
            if c is not clause
        )
        if (
            clause.number_cue
            and heads
            and not clause.metrics
            and not beside_a_figure
            and not asks_a_target(clause.phrases)
        ):
            if self.counted_thing(clause) is None:
                return self.doc_speaks_of(clause, doc, heads)
            # A count may name its thing in the reader's words ("digital *specialists*"),
            # but a word narrowing it that the document never writes (「顧客*離反*率」)
            # names another thing.
            narrowed = [h for h in heads if len([w for w in h if telling(w)]) > 1]
            if narrowed and not self.doc_speaks_of(clause, doc, narrowed, narrowed=True):
                return False
        if not asks_it(clause.text):
            return True
        if not asks_a_target(clause.phrases) and (not heads or clause.metrics or clause.number_cue):
            return True
        found = self.search(self.in_language(clause.text, doc), k=SEARCH_K, doc=doc)
        for passage in found:
            if any(self.holds_heads(clause, t, b, found, doc) for t, b in self.versions(passage)):
                return True
        self.note(f"decide: no passage of {doc} holds {[[w.surface for w in h] for h in heads]}")
        return False

    def one_sentence(self, first: Clause, second: Clause) -> bool:
        """Whether the question writes ``first`` and ``second`` in one sentence: no mark
        ending a sentence stands between them (a clause found nowhere is not)."""
        text = self.parsed.text
        at = [text.find(c.text) for c in (first, second)]
        if min(at) < 0:
            return False
        (start, a), (_, b) = sorted(zip(at, (first, second), strict=True), key=lambda p: p[0])
        between = text[start + len(a.text) : text.find(b.text, start)]
        return re.search(r"[.?!。？！]", between) is None

    def doc_speaks_of(
        self, clause: Clause, doc: str, heads: list[tuple[Word, ...]], narrowed: bool = False
    ) -> bool:
        """For a number asked of a thing no metric names, in a document the question names
        (「日本事業戦略で、*在庫回転日数*の…値は」), whether a passage of ``doc`` holds half
        the weight of one of the head phrases asked: the document's paragraph on sales
        states a number and a year, never one of a thing it does not speak of. One head
        held is enough, and heads of one word alone are not weighed, since they may be the
        reader's words for its points ("over what *window*" for a rolling horizon, 「线上
        *渠道*」), as may the noun heading a phrase. ``narrowed`` (a count): every word
        narrowing the head held too, and the word it ends on, what is counted (「顧客*離反*
        率はいくつ」 is not held by a paragraph on customers). The title is not read: it
        names the document, not the topic."""
        text = normalize(clause.text)
        asked = [h for h in heads if not nominalized(h, text)]
        if not any(len([w for w in h if telling(w)]) > 1 for h in asked):
            return True  # one word alone may be the reader's own for its point (「渠道」)
        found = self.search(self.in_language(clause.text, doc), k=SEARCH_K, doc=doc)

        def held(head: tuple[Word, ...], body: str) -> bool:
            last = [w for w in head if telling(w)][-1:] or list(head[-1:])
            return holds_a_head([head], "", body, self.lang, narrowed=narrowed) and (
                not narrowed or all(share_held(w, body, self.lang) >= 0.5 for w in last)
            )

        unheld = [
            head
            for head in heads
            if not nominalized(head, text)
            and not any(
                held(head, normalize(body))
                for passage in found
                for _, body in self.versions(passage)
            )
        ]
        if len(unheld) == len(asked):
            said = [[w.surface for w in h] for h in unheld]
            self.note(f"decide: no passage of {doc} speaks of {said}, the number asked")
            return False
        return True

    def holds_in(self, clause: Clause, doc: str) -> bool:
        """Whether a passage of ``doc`` holds the narrative share of the words of its own
        ``clause`` asks about (those no name accounts for): a follow-up put to a named
        document ("What does the Hong Kong review say? What about *drone deliveries*?")
        is answered from it only where it speaks of them, never because another
        document's passage does. One word ("what *measures*") asks the document what it
        says, as a question naming the document alone does."""
        text = normalize(clause.text)
        words = dict.fromkeys(
            w for w in clause.residual if telling(w) and not names_no_thing(w, text)
        )
        phrases = [(w,) for w in words]
        total = sum(weight(p) for p in phrases)
        if len(words) < DECLINED_PART_WORDS:
            return True
        for passage in self.search(self.in_language(clause.text, doc), k=3, doc=doc):
            for title, body in self.versions(passage):
                covered = weight_held(phrases, normalize(title), normalize(body))
                if covered >= NARRATIVE_COVERAGE * total - 1e-9:
                    return True
        self.note(f"decide: no passage of {doc} holds {[w.surface for w in words]}")
        return False

    def states_amount(
        self, route: Route, passages: list[Passage], named: bool = False
    ) -> list[Passage]:
        """``passages`` less those that cannot answer the number the narrative part asks,
        when it asks one (``_amounts``): a passage answers a number only where it writes
        every year the part names and, when the clause asking names a KB metric, states
        that metric beside a number in the question's language. A paragraph stating
        another number (an interest cost for what the group earned, a region's population
        for a market's staff) is never quoted for a figure. In a document the question
        names (``named``) the reader asks what it states, in its words (「人材育成方針では
        …従業員を何名育成しますか」: its 人材を500名): only the years are required."""
        clauses = [c for c in self.parsed.clauses if c.text in route.query]
        if not passages:
            return passages
        if not any(c.number_cue for c in clauses):
            return self.of_the_years_asked(route, clauses, passages)
        years = {p.year for c in clauses for p in c.periods}
        aliases = [
            alias
            for code in dict.fromkeys(m for c in clauses if c.number_cue for m in c.metrics)
            if (term := self.vocab.term(code)) is not None
            for alias in term.aliases
        ]
        # A count of people asked (headcount) is met only by a number of people.
        people = [
            alias
            for code in dict.fromkeys(m for c in clauses if c.number_cue for m in c.metrics)
            if self.counts_persons(code) and (term := self.vocab.term(code)) is not None
            for alias in term.aliases
        ]
        if not any(asks_people(tuple(people), c.text) for c in clauses if c.number_cue):
            people = []
        any_people = any(asks_any_people(tuple(people), c.text) for c in clauses if c.number_cue)
        topic = [
            w.surface
            for c in clauses
            if c.number_cue and c.metrics
            for w in c.residual
            if w.latin or len(w.surface) > 1
        ]
        # An amount earned, asked anywhere in the part ("…之前赚了多少", "how much did it
        # earn"), is an earned figure: beside a number in one sentence, a metric the KB
        # itself names with a word of earning (赚的钱: revenue, profit, EBITDA).
        earned = (
            [
                alias
                for t in self.vocab.terms
                if t.kind == "metric" and any(gr.EARNS_RE.search(normalize(a)) for a in t.aliases)
                for alias in t.aliases
            ]
            if any(gr.EARNS_RE.search(normalize(c.text)) for c in clauses)
            else []
        )
        kept: list[Passage] = []
        for passage in passages:
            written = [(passage.lang, self.title(passage.doc), passage.text)]
            if passage.translation is not None:
                t = passage.translation
                written.append((t.lang, t.title, t.text))
            if (
                years
                and not any(
                    names_years(years, normalize(f"{title}\n{text}")) for _, title, text in written
                )
                and not self.of_the_period(passage, years, passages)
            ):
                continue
            own = [text for lang, _, text in written if lang == self.lang]
            if earned and not any(
                states_metric_in_a_sentence(earned, text) for text in own or [w[2] for w in written]
            ):
                continue
            if (
                aliases
                and not named
                and not any(states_metric(aliases, text) for text in own or [w[2] for w in written])
            ):
                continue
            if (
                people
                and not named
                and not any(
                    counts_people(people, text, topic, any_people)
                    for text in own or [w[2] for w in written]
                )
            ):
                continue
            kept.append(passage)
        if len(kept) < len(passages):
            dropped = [p.passage_id for p in passages if p not in kept]
            self.note(f"decide: {', '.join(dropped)} state no amount as asked")
        support = self.support.get(route.query) or self.clause_support(route)
        if not named and support in {p.doc for p in passages} - {p.doc for p in kept}:
            # The document whose passage holds the question's words states no such number:
            # another's number beside one of those words counts another thing (a region's
            # population for Hong Kong people shopping in Shenzhen at weekends).
            self.note(f"decide: {support} holds the question but states no amount")
            kept = []
        if not kept and aliases:
            self.unstated = next(c for c in clauses if c.number_cue and c.metrics)
        # A count asked beside a figure, without a year of its own, is of the figure's year.
        return self.of_the_years_asked(route, clauses, kept) if kept else kept

    def of_the_period(self, passage: Passage, years: set[int], passages: list[Passage]) -> bool:
        """Whether ``passage`` speaks of the span of years asked as its document's own
        period: the question names two years or more ("over FY2026-FY2028", 「FY2026至
        FY2028」), the document is dated for no year (a plan, a policy), another of its
        paragraphs writes every year asked in one sentence ("the three fiscal years from
        FY2026 to FY2028"), and this one writes no year at all ("over the plan period").
        One year asked of a plan's span is never answered so: the span's number is not
        that year's."""
        if len(years) < 2 or years_written(passage.doc) | years_written(self.title(passage.doc)):
            return False
        texts = [passage.text] + ([passage.translation.text] if passage.translation else [])
        if any(years_written(t) for t in texts):
            return False
        return any(
            p.doc == passage.doc
            and p.passage_id != passage.passage_id
            and any(
                names_years(years, sentence)
                for version in [p.text] + ([p.translation.text] if p.translation else [])
                for sentence in sentences(normalize(version))
            )
            for p in passages
        )

    def of_the_years_asked(
        self, route: Route, clauses: list[Clause], passages: list[Passage]
    ) -> list[Passage]:
        """``passages`` less those of a document dated for another fiscal year that state
        a number and write none of the years the narrative part names: a review's member
        count for its own year (「会员人数在本财年突破120万」 in the FY2025 review) is no
        answer to how many there were in FY2024. A document dated for no year (a policy,
        a plan) states standing rules ("40 hours of training a year") that hold for any
        year, and a passage stating no number may speak of any year. Only a closed year
        written out is held to: a plan for a year still open is stated the year before.
        None is left when the passage that held the question is dropped, as another
        paragraph is about something else. A year a figure of the question is asked for
        (「2024财年的营收是多少，以及…」) may be that figure's alone, so it holds no passage."""
        figures = {p.year for c in self.parsed.clauses if c.metrics for p in c.periods}
        years = {
            p.year
            for c in clauses
            for p in c.periods
            if not p.relative and p.year < self.day.year and p.year not in figures
        }
        if any(not c.periods and not c.metrics and _asks_a_number(c) for c in clauses):
            # A number asked beside a figure without a year of its own ("FY2024 revenue
            # and member count", 「2024年度の売上高と会員数」) is asked for the figure's year.
            years |= {
                p.year
                for c in self.parsed.clauses
                if c.metrics
                for p in c.periods
                if not p.relative and p.year < self.day.year
            }
        if not years:
            return passages
        kept = [p for p in passages if not self.of_another_year(p, years)]
        if len(kept) < len(passages):
            dropped = [p.passage_id for p in passages if p not in kept]
            self.note(f"decide: {', '.join(dropped)} state a number of another year")
            held = {self.support_passage.get(c.text) for c in self.asked(route)} - {None}
            if held & set(dropped):
                return []
        return kept

    def of_another_year(self, passage: Passage, years: set[int]) -> bool:
        """Whether ``passage`` is of a document dated for one fiscal year, in its KB name
        or its title (``…_FY2025.docx``, 「（2025财年）」), none of ``years``, and states a
        number or writes another year without writing any of ``years``: it speaks of
        that document's year or of the other it writes ("a flagship opened in September
        2025"), not of the year asked."""
        written = [(self.title(passage.doc), passage.text)]
        if passage.translation is not None:
            written.append((passage.translation.title, passage.translation.text))
        dated = years_written(passage.doc) | years_written(written[0][0])
        if len(dated) != 1 or dated & years:
            return False
        if any(names_years({year}, normalize(text)) for _, text in written for year in years):
            return False
        return any(states_a_number(normalize(text)) or years_written(text) for _, text in written)

    def counts_persons(self, metric: str) -> bool:
        """Whether ``metric`` counts people: its facts are in a unit the vocabulary
        names as persons (metadata read once per answer, not a tool call)."""
        if metric not in self.person_counts:
            units = {
                f.unit for scope in self.kb.scopes() for f in self.kb.facts_for(scope, metric)[:1]
            }
            self.person_counts[metric] = any(
                _PERSON_UNIT_RE.search(self.unit_words(u)) for u in units
            )
        return self.person_counts[metric]

    def unit_words(self, unit: str) -> str:
        """A unit's code and aliases, folded, to read what it counts."""
        term = self.vocab.term(unit)
        return normalize(" ".join((unit, *(term.aliases if term else ()))))

    def not_found(self) -> EngineAnswer:
        """The answer when no passage states the number asked: which fiscal year, for a
        plain figure request (``ask_instead``); a refusal naming the words of its own the
        metric's name is written with ("the *inventory* turnover of the group": a measure
        the KB lacks), or saying no document covers the question."""
        if self.place_unheld is not None:
            return self.place_refused()
        clause = self.unstated
        if clause is not None and self.written_onto_the_metric(clause):
            words = tuple(w.surface for w in clause.own_residual)
            reason = (
                "unknown_scope" if any(w.name for w in clause.own_residual) else "unknown_metric"
            )
            return self.refuse(reason, words, status="not_found")
        return self.ask_instead() or self.refuse("no_passage", status="not_found")

    def place_refused(self) -> EngineAnswer:
        """The refusal of a narrative question asked of a place its market's document never
        writes (``place_elsewhere``), naming the place."""
        assert self.place_unheld is not None
        return self.refuse("unknown_scope", (self.place_unheld,), status="not_found")

    def written_onto_the_metric(self, clause: Clause) -> bool:
        """Whether a word of the clause's own stands right before the metric's name it
        asks ("the *inventory* turnover", "*stock* turnover"): a measure of its own."""
        folded = normalize(clause.text)
        metrics = [
            m for m in matcher_for(vocabulary_key(self.vocab)).find(folded) if m.kind == "metric"
        ]
        words = {normalize(w.surface) for w in clause.own_residual}
        return any(
            (before := re.search(r"([^\s]+)\s*$", folded[: m.start])) is not None
            and before.group(1) in words
            for m in metrics
        )

    def ask_instead(self) -> EngineAnswer | None:
        """For a number of a KB metric asked of one market in no year, which no passage
        states (``unstated``), the question the figure request asks: which fiscal year
        ("How many staff does Macau have, roughly?"). None when the clause says more
        than a figure request (a year, several metrics or markets, or a name the KB does
        not know: "how many people in Hong Kong shop in *Shenzhen*" asks of shoppers
        there, not the headcount; or a word of its own on the metric: "the *inventory*
        turnover of the group" asks a measure the KB lacks): it is refused."""
        clause = self.unstated
        if clause is None or len(clause.metrics) != 1 or clause.periods or len(clause.scopes) != 1:
            return None
        if any(w.name for w in clause.residual) or self.written_onto_the_metric(clause):
            return None
        metric = clause.metrics[0]
        series = self.facts_for(clause.scopes[0], metric)
        options = tuple(f.period for f in series if fiscal_year(f.period) < self.day.year)
        if not options:
            return None
        return self.clarify(compose.ask_period(metric, options, self.lang, self.vocab))

    def clause_support(self, route: Route) -> str | None:
        """The document whose passage made one of the narrative part's clauses a narrative
        question, the one whose passage held the most of its words (the first of equals):
        a clause that only names the market the question is about (「新加坡那边…？竞争对手用了
        什么招」) brings no words to tell documents apart, and one word held by a sentence
        beside the question (「新入社員です。」) fewer than the question's own."""
        held = [
            (self.support_held.get(c.text, 0.0), -at, self.support[c.text])
            for at, c in enumerate(self.parsed.clauses)
            if c.text in self.support and c.text in route.query
        ]
        return max(held)[2] if held else None

    def market_passages(self, route: Route) -> list[Passage]:
        """For a narrative part about the figure's market, which names no market of its
        own ("Singapore's revenue, and what was behind the growth"), the passages of the
        documents about that market (their titles name it), when one holds the share of
        the part's words a narrative question needs, or the part has no words of its own
        (it asks only why the figure moved): a plan or a policy naming the market in
        passing among others says what it says of the group, not why the market's figure
        moved. Empty when no such document holds them; the usual search decides then."""
        wanted = set(self.inherited(route))
        if not wanted or self.vocab.group_scope in wanted:
            return []
        # A why-question's words of asking why (伸び, 背景, "pushed") are not its topic.
        clauses = [
            topic_of(c) if c.reason else c for c in self.parsed.clauses if c.text in route.query
        ]
        phrases = [
            (w,)
            for w in dict.fromkeys(w for c in clauses for p in c.phrases for w in p)
            if telling(w)
        ]
        total = sum(weight(p) for p in phrases)
        query = " ".join([route.query, *(self.vocab.name(code, self.lang) for code in wanted)])
        best: tuple[float, list[Passage]] | None = None
        for doc in self.kb.narrative_documents():
            if not wanted <= scopes_named(self.title(doc), self.vocab):
                continue
            passages = self.search(query, k=3, doc=doc)
            for passage in passages:
                held = not total or any(
                    weight_held(phrases, normalize(t), normalize(b))
                    >= NARRATIVE_COVERAGE * total - 1e-9
                    for t, b in self.versions(passage)
                )
                if held and (best is None or passage.score > best[0]):
                    best = (passage.score, passages)
        if best is None:
            return []
        self.note(f"decide: {best[1][0].doc} is about the figure's market")
        return best[1]

    def inherited(self, route: Route) -> list[str]:
        """The topic scopes the narrative part takes from the figure, naming none itself."""
        return [
            s
            for s in route.topic_scopes
            if not any(s in c.scopes for c in self.parsed.clauses if c.text in route.query)
        ]

    def about_scopes(self, route: Route) -> list[Passage]:
        """Passages for the narrative part, those naming its scopes first.

        A part that names no market of its own is about the figure's ("What revenue did
        Singapore book, and what was the main thing pushing *it* up?"): its scope's name
        joins the search, and a passage about another market is read only when none
        names this one."""
        inherited = self.inherited(route)
        names = [self.vocab.name(code, self.lang) for code in inherited]
        # A market the part names by another of its names ("HK") is searched by its own.
        query = normalize(route.query)
        names += [
            name
            for code in route.topic_scopes
            if code not in inherited
            and code != self.vocab.group_scope
            and normalize(name := self.vocab.name(code, self.lang)) not in query
        ]
        found = self.search_retrying(" ".join([route.query, *names]))
        if not route.topic_scopes:
            return found
        wanted = set(route.topic_scopes)
        naming = [
            p
            for p in found
            if any(wanted <= scopes_named(f"{t}\n{b}", self.vocab) for t, b in self.versions(p))
        ]
        return naming or found

    def codes_named(self, query: str, doc: str) -> str:
        """``query`` with each name written as its code (``ACME_GROUP``) followed by the
        name in the question's and the document's languages: a code picks the sentences
        its name is written in, as the name would."""
        langs = dict.fromkeys([self.lang, self.kb.document_lang(doc) or self.lang])
        codes = [c for c in _CODE_RE.findall(query) if self.vocab.term(c) is not None]
        names = [self.vocab.name(code, lang) for code in dict.fromkeys(codes) for lang in langs]
        return " ".join([query, *names]) if names else query

    def in_language(self, query: str, doc: str) -> str:
        """The query plus the names it uses in the document's language (cross-language)."""
        lang = self.kb.document_lang(doc) or self.lang
        if lang == self.lang:
            return query
        codes = [
            code for clause in self.parsed.clauses for code in (*clause.scopes, *clause.metrics)
        ]
        names = [self.vocab.name(code, lang) for code in dict.fromkeys(codes)]
        return " ".join([query, *names])


_CODE_RE = re.compile(r"(?<![\w])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w])")
"""A name written as the KB's code, joined by underscores (``ACME_GROUP``)."""

_COUNT_WORD_RE = re.compile(r"(?<![a-z])(?:count|number|headcount|total)(?![a-z])")


def _asks_a_number(clause: Clause) -> bool:
    """Whether a clause naming no metric asks a count by a count noun written onto what
    it counts (会員*数*, 会员*人数*, "member *count*"): a measure named as a figure is, listed
    with the figure and dated by its year. A question with a verb of its own ("how many
    tonnes of packaging were collected") asks what a document reports, as before."""
    text = normalize(clause.text)
    return (
        counted_by_suffix(text, clause.phrases) is not None
        or _COUNT_WORD_RE.search(text) is not None
    )


_PERSON_UNIT_RE = re.compile(r"person|people|人|名")
"""A unit that counts people (PERSONS): its metric is a headcount."""


_COUNTER_ASKED_RE = re.compile(r"(?:几|幾|多少|何)\s*(?P<counter>[^\W\d_]{1,2}?)(?=$|[^\W\d_])")
"""The counter a CJK count is asked with (「几*家*门店」, 「何*店舗*」)."""


def _counter_asked(text: str) -> str | None:
    found = _COUNTER_ASKED_RE.search(text)
    return found["counter"] if found else None


def _counted_with(counter: str | None, thing: str, body: str) -> bool:
    """Whether a sentence of ``body`` naming ``thing`` writes a number with the counter
    the question asks with (「关闭了*两家*表现欠佳的门店」 for 「关闭了几家门店」)."""
    if not counter:
        return False
    number = re.compile(rf"(?:\d[\d,]*|[一二两兩三四五六七八九十百千万萬]+)\s*{re.escape(counter)}")
    return any(thing in s and number.search(s) for s in sentences(body))


_PEOPLE_COUNT_RE = re.compile(
    r"\d[\d,.]*\s*(?:万|萬|千|百|亿|億)?(?:名|人|位)|何人|何名|多少(?:名|人|位)|几(?:名|人|位)"
)
"""A number counting people (「约200名」, 「30人」), or a question asking one."""


def _asks(clause: Clause) -> bool:
    """Whether ``clause`` asks: by a question mark, a number asked or a question word."""
    return clause.question or clause.number_cue or asks_it(clause.text)
