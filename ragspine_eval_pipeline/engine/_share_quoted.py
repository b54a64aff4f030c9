"""The sentences quoted for a share asked of a document ("What % of HK sales came from
members?", 「日本有百分之几的门店装了自助收银？」, 「セルフレジ導入率は何%？」).

A share is a number, and the answer is the sentence writing it for the subject asked: the
paragraph chosen may open on a sentence about the subject that states none (「全店舗への
セルフレジの導入を進めています。」) or sit beside a paragraph writing another percentage of
the market ("revenue rose about 7%"), which the words of the question pick as readily.
So the sentences quoted are those of the document's passages that state the share as the
evidence reads it (``_evidence.states_share_asked``), one sentence or the sentence holding
the subject and the next writing the number; the sentences picked beside them are kept
only where they write no share (what the paragraph says around it), or where the question
asks something else besides. Where no sentence states it, nothing is quoted and the
question is refused: another number of the subject is no answer. A share of a KB metric
named by its own share noun (a gross margin), a target or a change is read as before.
Mixed into the run through ``_narrative_reading.NarrativeReading``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine._compose import query_terms, split_sentences
from ragspine_eval_pipeline.engine._measure_asked import asks_a_share, writes_a_share
from ragspine_eval_pipeline.engine._topic import asks_a_target, states_a_target
from ragspine_eval_pipeline.kb.analysis import normalize
from ragspine_eval_pipeline.kb.store import Passage
from ragspine_eval_pipeline.text import content_tokens

if TYPE_CHECKING:
    from ragspine_eval_pipeline.engine._question import Clause
    from ragspine_eval_pipeline.engine._route import Route
    from ragspine_eval_pipeline.kb.store import Keywords, Translation

WINDOW = 2
"""Sentences a share may be stated over: the subject in one, the number in the next."""


class ShareQuoted:
    """The sentences stating the share a narrative question asks."""

    def share_quote(
        self, route: Route, doc: str, passages: list[Passage], picked: list[str]
    ) -> list[str] | None:
        """The sentences to quote from ``doc`` for ``route``'s narrative part: ``picked``
        (``compose.pick_sentences``) as they are when no clause asks a share; else the
        sentences stating it, first in the order of ``passages`` (the clause's supporting
        passage joining them), with the picked sentences writing no share, or all of them
        when a clause asks something else too. None when no sentence states a share asked,
        but for a document the asker names (read as before)."""
        asked = self.asked(route)
        sharing = [c for c in asked if self.asks_share_stated(c)]
        if not sharing:
            return picked
        candidates = list(passages)
        for clause in sharing:
            support = self.support_found.get(clause.text)
            if support is not None and support.doc == doc:
                candidates.append(support)
        stated: list[str] = []
        around: list[str] = []
        for clause in sharing:
            found = next(
                (
                    (w, p)
                    for p, translated in self.with_translations(candidates)
                    if (w := self.stating(clause, translated) or self.loosely(clause, p))
                ),
                None,
            )
            if found is None and route.doc is not None:
                # The asker names the document, in their own words for what it says: its
                # paragraph is read as before.
                return picked
            if found is None:
                self.note(f"decide: no sentence of {doc} states the share asked")
                return None
            stated += [s for s in found[0] if s not in stated]
            around += split_sentences(found[1].text)
        if len(sharing) < len(asked):
            quoted = list(dict.fromkeys(picked + stated))
        else:
            # What the stating paragraph says around the share, never another number.
            beside = [s for s in picked if s in around and not writes_a_share(normalize(s))]
            quoted = list(dict.fromkeys(stated + beside))
        # In the order of the paragraphs read, then of their sentences.
        order = [s for p in candidates for s in split_sentences(p.text)]
        return sorted(quoted, key=lambda s: order.index(s) if s in order else len(order))

    def asks_share_stated(self, clause: Clause) -> bool:
        """Whether ``clause`` asks a share a sentence must state: a share asked, no target,
        and one the evidence reads (an empty passage states none of it)."""
        if asks_a_target(clause.phrases) or not asks_a_share(normalize(clause.text), self.lang):
            return False
        return not self.states_share_asked(clause, _EMPTY, [""])

    def with_translations(self, passages: list[Passage]) -> list[tuple[Passage, Passage]]:
        """``passages`` once each, each beside itself carrying a translation into the
        question's language that a search found it by when it carries none."""
        found: dict[str, Translation] = {}
        for seen in [*self.evidence.values(), list(self.support_found.values())]:
            for p in seen:
                if p.translation is not None and p.translation.lang == self.lang:
                    found.setdefault(p.passage_id, p.translation)
        out: dict[str, tuple[Passage, Passage]] = {}
        for p in passages:
            if p.passage_id in out:
                continue
            translated = p
            if p.translation is None and p.lang != self.lang and p.passage_id in found:
                translated = p.model_copy(update={"translation": found[p.passage_id]})
            out[p.passage_id] = (p, translated)
        return list(out.values())

    def stating(self, clause: Clause, passage: Passage) -> list[str]:
        """The sentences of ``passage`` stating the share ``clause`` asks, none if none
        does: one sentence, or two in a row where only the second writes a number (the
        subject, then its share), or one stating the whole of it ("*all* managers
        completed …"). Of several, the one holding most of the question's words (one less
        for a target stated), then one writing a number, then a single sentence, then the
        first. A window is read with the paragraph's keywords less the words its text
        writes: a word of the question the paragraph writes elsewhere is not this
        sentence's."""
        own = split_sentences(passage.text)
        t = passage.translation
        other = split_sentences(t.text) if t is not None else []
        written = {passage.lang: normalize(passage.text)}
        if t is not None:
            written[t.lang] = normalize(t.text)
        strict = tuple(
            k.model_copy(
                update={
                    "terms": tuple(
                        term for term in k.terms if normalize(term) not in written.get(k.lang, "")
                    )
                }
            )
            for k in passage.keywords
        )
        return self.windows(clause, passage, own, other, strict)

    def loosely(self, clause: Clause, passage: Passage) -> list[str]:
        """The sentences of ``passage`` stating the share ``clause`` asks, read as the
        evidence read the paragraph (its translation as found, all its keywords), where
        ``stating`` reads none: a word of the question the paragraph holds only in its
        keywords or in part (管理岗位 for 管理职位)."""
        own = split_sentences(passage.text)
        t = passage.translation
        other = split_sentences(t.text) if t is not None else []
        return self.windows(clause, passage, own, other, passage.keywords)

    def windows(
        self,
        clause: Clause,
        passage: Passage,
        own: list[str],
        other: list[str],
        keywords: tuple[Keywords, ...],
    ) -> list[str]:
        """The best window of ``own`` (the passage's sentences; ``other``, its
        translation's, aligned or empty) stating the share, read with ``keywords``."""
        t = passage.translation
        aligned = len(other) == len(own)
        asked = query_terms(clause.text)
        found: list[tuple[int, bool, int, int, list[str]]] = []
        for size in range(1, WINDOW + 1):
            for at in range(len(own) - size + 1):
                texts = [normalize(" ".join(own[at : at + size]))]
                update: dict[str, object] = {"text": " ".join(own[at : at + size])}
                update["translation"] = None
                update["keywords"] = keywords
                if t is not None and aligned:
                    said = " ".join(other[at : at + size])
                    update["translation"] = t.model_copy(update={"text": said})
                    texts.append(normalize(said))
                numbered = any(writes_a_share(x) for x in texts)
                if size > 1 and (
                    not numbered
                    or writes_a_share(normalize(own[at]))
                    or not (asked & (self.terms(own, other, at) - self.terms(own, other, at + 1)))
                ):
                    continue  # a pair is a subject the share's sentence leaves unsaid, then it
                if not self.states_share_asked(clause, passage.model_copy(update=update), texts):
                    continue
                held = len(asked & {w for x in texts for w in content_tokens(x)})
                # A share stated counts before a target of it ("46 percent … The target
                # is 80") holding as many of the question's words; a sentence writing the
                # share beside its target ("38 percent …, against a target of 45") before
                # one writing no number.
                target = any(states_a_target(x) for x in texts)
                found.append((-held, not numbered, target, size, at, own[at : at + size]))
        return min(found)[5] if found else []

    @staticmethod
    def terms(own: list[str], other: list[str], at: int) -> set[str]:
        """The content words of sentence ``at`` of a passage and of its translation."""
        said = [own[at]] + ([other[at]] if len(other) == len(own) else [])
        return {w for x in said for w in content_tokens(normalize(x))}


_EMPTY = Passage(doc="", passage_id="", text="", lang="")
"""A passage stating nothing: a share the evidence reads is stated by none of it."""
