"""Whether the sentences quoted for a narrative question say what it asks about.

A question names a thing (「在庫」, 「自由现金流」, 库存, "inventory", "churn"); the sentences
quoted must hold it (``holds``: a CJK name whole, every word narrowing it included; an
English phrase by its head, or by half its words and every word narrowing it), as
written, in the translation of the same sentence, or in the reader's words for their
paragraph (its keywords). Sharing only what surrounds the thing (a market, a year, the
document's name, 现金流 of 内部现金流) is no answer: a revenue sentence of the Japan
strategy says nothing of inventory. Where a sentence of the paragraphs read holds the
thing and none quoted does, that sentence is quoted instead, else one of the document's
paragraphs found for the clause, else, for a question naming no document, the first
ranked paragraph of another document; where none does, the question is refused. Words
that name no thing to hold are set aside first (``asked_heads``). Mixed into the run
through ``_narrative_reading.NarrativeReading``."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine import _compose as compose
from ragspine_eval_pipeline.engine._compose import split_sentences
from ragspine_eval_pipeline.engine._documents import names_a_document
from ragspine_eval_pipeline.engine._evidence import asks_it, telling
from ragspine_eval_pipeline.engine._grammar import ASKERS_WORLD_NOUNS
from ragspine_eval_pipeline.engine._run_state import MAX_TOOL_CALLS, SEARCH_K
from ragspine_eval_pipeline.engine._topic import beyond_taking, holds_a_head, share_held, verb_only
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    Word,
    cjk_tokens,
    english_word_classes,
    found_in,
    normalize,
    stem,
)

if TYPE_CHECKING:
    from ragspine_eval_pipeline.engine._question import Clause
    from ragspine_eval_pipeline.engine._route import Route
    from ragspine_eval_pipeline.kb.store import Passage

Heads = Sequence[tuple[Word, ...]]


class QuotedHeads:
    """The sentences quoted for the narrative part, checked against what it asks about."""

    def quoting_what_is_asked(
        self, route: Route, doc: str, passages: list[Passage], quoted: list[str]
    ) -> tuple[str, list[str]]:
        """``doc`` and ``quoted``, or the sentences of ``passages`` saying what a clause asks
        about when none quoted does, else those of ``doc``'s paragraphs found for the clause
        itself (the paragraph on funding, when the plan's opening was read), else, for a
        question asking one thing of no document it names, those of another document's
        paragraph found for it (safety stock is the risk report's, not the Japan
        strategy's); none when nothing read says it: a sentence sharing only a market, a
        year or a modifier with the question is no answer. A clause asking nothing is
        read as before."""

        def named(surface: str) -> bool:
            return names_a_document(surface, self.vocab)

        def paragraph(passage: Passage) -> list[str]:
            return [normalize(f"{t}\n{b}") for t, b in self.versions(passage)]

        query = self.codes_named(route.query, doc)
        asked = [c for c in self.asked(route) if c.question or c.number_cue or asks_it(c.text)]
        # The kinds a document sorts things into are counted in the reader's words
        # (ランク for the policy's classes): a count asked proper is read as before.
        questions = [c for c in asked if not _COUNT_OF_KINDS_RE.search(c.text)]
        if self.lang == "en":
            # English documents often say a thing in other words than the asker's (one
            # head noun is a thin test): an English clause is held to its head only where
            # it asks a number, which a sentence must state.
            questions = [c for c in questions if c.number_cue]
        asking = [
            (c, found, heads)
            for c in questions
            if (found := beyond_taking(self.heads(c)))
            and (heads := asked_heads(normalize(c.text), found, self.lang, named, c.text))
        ]
        unheld = 0
        for clause, found_heads, heads in asking:
            besides = [
                w
                for w in clause.residual
                if telling(w)
                and not verb_only(w, self.lang)
                and not named(w.surface)
                and not any(w in h for h in found_heads)
            ]
            held = quoted_holding(heads, passages, quoted, self.lang, paragraph, besides)
            if held is None and self.calls < MAX_TOOL_CALLS:
                found = self.search(self.in_language(clause.text, doc), k=SEARCH_K, doc=doc)
                speaking = [
                    p for p in found if any(holds(heads, t, self.lang) for t in paragraph(p))
                ]
                picked = (
                    compose.pick_sentences(speaking, query, self.title(doc)) if speaking else []
                )
                held = quoted_holding(heads, found, picked, self.lang, paragraph)
            if held is None and route.doc is None and len(asked) == 1 and not route.wants_fact:
                other = self.said_elsewhere(clause, heads, doc, paragraph)
                if other is not None:
                    self.note(f"decide: {other[0]} says what is asked")
                    return other
            if held is None:
                said = [[w.surface for w in h] for h in heads]
                self.note(f"decide: no sentence of {doc} says {said}, what is asked")
                unheld += 1
            elif held != quoted:
                self.note("decide: quote the sentences saying what is asked")
                quoted = held if len(asking) == 1 else [*quoted, *held[:1]]
        # A clause beside one the quote answers, or one naming no thing (「…的目标是多少？」),
        # may ask its details in the reader's words (「…借此转任新职？」 after the job-posting
        # scheme): refused only alone. A figure asked beside keeps its answer, with the
        # passage read as before.
        alone = unheld and unheld == len(asked)
        return doc, [] if alone and not route.wants_fact else quoted

    def said_elsewhere(
        self,
        clause: Clause,
        heads: Heads,
        doc: str,
        paragraph: Callable[[Passage], list[str]],
    ) -> tuple[str, list[str]] | None:
        """Another document, when its paragraph ranks first for ``clause`` and holds one of
        ``heads``, and the sentences quoted from it; None otherwise."""
        found = self.evidence.get(clause.text, [])[:1]
        for passage in (p for p in found if p.doc != doc):
            if any(holds(heads, t, self.lang) for t in paragraph(passage)):
                title = self.title(passage.doc)
                query = self.codes_named(clause.text, passage.doc)
                picked = compose.pick_sentences([passage], query, title)
                held = quoted_holding(heads, [passage], picked, self.lang, paragraph)
                if held:
                    return passage.doc, held
        return None


def asked_heads(
    text: str,
    heads: Heads,
    lang: str,
    names_a_document: Callable[[str], bool],
    written: str = "",
) -> list[tuple[Word, ...]]:
    """``heads`` of normalized question ``text`` as the quote must hold them: less a word
    of degree after "how" ("how *high* is …", which asks how much, of the phrase after
    it), a noun asking why ("the main *reason*"), a noun of time or exposure closing a
    phrase ("training *time*"), the kind after "which" (「*哪些*城市」), an English verb
    where it stands as one ("expected to *cost*")
    and, beside another, a phrase only of words naming a document (「*扩张计划*的资金」:
    which document, the funding being what is asked); in Chinese with an adjective of two
    characters or more written onto the head (「*自由*现金流」, 「*年轻*员工」: free cash flow,
    never the internal cash flow)."""
    kept = [
        h
        for h in heads
        if not (len(h) == 1 and h[0].latin and _after_how(h[0], text))
        and not all(w.surface in _DETERMINERS for w in h)
        and not _REASON_RE.fullmatch(h[-1].surface)
        and not _WHICH_BEFORE_RE.search(text[: max(text.find(h[0].surface), 0)])
    ]
    kept = [h[:-1] if len(h) > 1 and _SPAN_RE.fullmatch(h[-1].surface) else h for h in kept]
    kept = [p for h in kept if (p := tuple(_cleaned(w) for w in h if not _verb_here(w, text)))]
    kept = [h[:-1] if len(h) > 1 and _acronym(h[-1], written) else h for h in kept]
    kept = [
        p
        for h in kept
        if (
            p := tuple(
                _uncounted(w, text)
                for w in h
                if w.surface not in _DOCUMENT_PARTS and not (w.latin and len(w.surface) < 2)
            )
        )
    ]
    # A term written in English inside a Chinese or Japanese phrase (「app+网店」) is a name
    # of its own: no version of a paragraph holds both scripts.
    kept = [p for h in kept for p in _by_script(h)]
    topics = [h for h in kept if not all(names_a_document(w.surface) for w in h)]
    kept = topics or kept
    if lang != "zh":
        return kept
    return [(*_adjective_before(h[0], text), *h) for h in kept]


_REASON_RE = re.compile(
    r"reasons?|causes?|drivers?|factors?|explanations?|原因|理由|要因|因素|动因|主因|起因"
)
"""Nouns asking why (「主な*要因*」, "the main *reason*"): what the answer gives, never a
thing its sentence must name."""

_WHICH_BEFORE_RE = re.compile(r"(?:(?<![a-z])which\s+|哪些|哪个|哪几个|哪|どの|どちらの)$")
"""A question word asking which of a kind, right before the head ("*which* cities",
「覆盖*哪些*城市」, 「*どの*都市」): the kind of the answer (Shenzhen, Guangzhou), which the
sentence names by its members."""


_SPAN_RE = re.compile(
    r"time|times|timing|duration|speed|exposures?|时间|时长|时效|速度|敞口|時間|期間|スピード"
)
"""Nouns closing a phrase that ask how long, how fast or how exposed the thing before is
("training *time*", 「送货*时效*」, "currency *exposure*"): a paragraph states hours, a
deadline or a risk, seldom the noun; the thing before is what it must name."""


def names_no_thing(word: Word, text: str) -> bool:
    """Whether ``word`` of normalized clause ``text`` is a noun saying how long or how fast
    (``_SPAN_RE``: 「送达*时效*」) or the kind after "which" (「覆盖哪些*城市*」): what the
    answer gives, which a paragraph states by hours or by members, seldom by the noun."""
    at = text.find(word.surface)
    return _SPAN_RE.fullmatch(word.surface) is not None or (
        at > 0 and _WHICH_BEFORE_RE.search(text[:at]) is not None
    )


def _words(text: str) -> frozenset[str]:
    """A closed word class written one word after another."""
    return frozenset(text.split())


_DOCUMENT_PARTS = ASKERS_WORLD_NOUNS | _words(
    """
    section sections part parts paragraph paragraphs passage passages page pages bit bits
    gist rundown lowdown headline headlines takeaway takeaways
    newsletter newsletters bulletin bulletins article articles blog post posts item items
    部分 章节 段落 一节 篇章 要点 セクション 箇所 項目 概要
    """
)
"""Words for a part of a document or for what is wanted of it ("the ESG report's packaging
*section*", "the *gist* of"), and the asker's world (a deck, a memo): where to read and
how much, never the thing the sentence must name."""

_DETERMINERS = frozenset(("any", "some", "all", "none", "each", "every", "both", "either"))
"""English determiners standing alone ("*Any* numbers in the report?"): they name nothing."""


_INFINITIVE_BEFORE_RE = re.compile(r"(?<![a-z])to\s+$")
_PROGRESSIVE_RE = re.compile(r"(?:(?<![a-z])(?:is|are|was|were)|['’](?:s|re))\s")
_PREPOSITION_AFTER_RE = re.compile(r"^\s+(?:from|to|into|through|along|up|out|on)(?![a-z])")


_AUXILIARY_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:will|would|do|does|did|can|could|should|shall|may|might|must)\s+"
    r"(?:[a-z0-9'’+-]+\s+){1,5}$"
)
_WH_NOUN_BEFORE_RE = re.compile(r"^(?:what|which)\s+[a-z]+s\s+$")
_NOUN_BEFORE_RE = re.compile(
    r"(?<![a-z])(?:the|a|an|of|for|about|on|in|to|with|its|their|our|this|that)\s+$"
)


def _verb_here(word: Word, text: str) -> bool:
    """Whether an English ``word`` the dictionary knows as a verb is one where the question
    writes it: after "to" ("expected *to cost*"), after an auxiliary and its subject
    ("when will the pilot stores *break* even"; "manage the *risk*" is a noun), or an
    -ing form after a form of *be* and before its preposition ("where's the funding
    *coming* from")."""
    if not word.latin or "VERB" not in english_word_classes(word.surface):
        return False
    at = text.find(word.surface)
    if at < 0:
        return False
    if _INFINITIVE_BEFORE_RE.search(text[:at]):
        return True
    if _AUXILIARY_BEFORE_RE.search(text[:at]) and not _NOUN_BEFORE_RE.search(text[:at]):
        return True
    if _WH_NOUN_BEFORE_RE.search(text[:at]):
        return True  # "what programmes *support* …": the verb after the noun asked
    return (
        word.surface.endswith("ing")
        and _PROGRESSIVE_RE.search(text[:at]) is not None
        and _PREPOSITION_AFTER_RE.match(text[at + len(word.surface) :]) is not None
    )


_COUNT_OF_KINDS_RE = re.compile(
    r"(?<![a-z])how\s+many(?![a-z])|いくつ|(?<![哪这那近好])[几幾](?!乎)"
)
"""A count asked proper ("how many", いくつ, 几), never 多少 or 何, which ask an amount too."""

_COUNTER_RE = re.compile(r"(?:多少|几)([家个名位间所项台座条辆])$")


def _uncounted(word: Word, text: str) -> Word:
    """A Chinese word the analyser wrote with the counter after 多少 or 几 (「多少*家店*」):
    the noun counted, less its counter."""
    at = text.find(word.surface)
    if word.latin or at < 0 or len(word.surface) < 2:
        return word
    found = _COUNTER_RE.search(text[: at + 1])
    if found is None or found.group(1) != word.surface[0]:
        return word
    rest = word.surface[1:]
    return Word(rest, rest, False)


def _acronym(word: Word, written: str) -> bool:
    """Whether Latin ``word`` is written in capitals in the question as ``written`` ("the
    regional *DC*"): the reader's shorthand, which a paragraph spells out; the words
    before it are what it must hold."""
    return (
        word.latin
        and re.search(rf"(?<![A-Za-z]){word.surface.upper()}(?![A-Za-z])", written) is not None
        and 2 <= len(word.surface) <= 4
    )


def _by_script(phrase: tuple[Word, ...]) -> list[tuple[Word, ...]]:
    """``phrase`` cut where it passes from Latin to CJK words or back."""
    parts: list[list[Word]] = []
    for word in phrase:
        if parts and parts[-1][-1].latin == word.latin:
            parts[-1].append(word)
        else:
            parts.append([word])
    return [tuple(p) for p in parts]


def _cleaned(word: Word) -> Word:
    """An English word less the marks written onto it ("app+"), as a passage writes it."""
    if not word.latin:
        return word
    letters = re.sub(r"[^a-z0-9]", "", word.surface)
    return Word(letters, stem(letters), True) if letters and letters != word.surface else word


def _after_how(word: Word, text: str) -> bool:
    at = text.find(word.surface)
    return at > 0 and text[:at].rstrip().endswith("how")


def _adjective_before(word: Word, text: str) -> tuple[Word, ...]:
    """The adjective jieba reads written right before ``word`` in ``text``, if any."""
    at = text.find(word.surface)
    run = next((m for m in CJK_RUN_RE.finditer(text) if m.start() <= at < m.end()), None)
    if at <= 0 or run is None:
        return ()
    end = run.start()
    before: Word | None = None
    for token in cjk_tokens(run.group(), False):
        surface = token.word.surface
        if end == at:
            return (before,) if before is not None else ()
        before = Word(surface, surface, False) if token.tag == "a" and len(surface) > 1 else None
        end += len(surface)
    return ()


def sentence_versions(passage: Passage) -> list[tuple[str, str]]:
    """Each sentence of ``passage`` as quoted (the original) with the text it is weighed
    by: the original and, for a paragraph found by its translation, the translated
    sentence aligned with it (normalized)."""
    original = split_sentences(passage.text)
    translated: list[str] = []
    if passage.translation is not None:
        translated = split_sentences(passage.translation.text)
        if len(translated) != len(original):
            translated = [passage.translation.text] * len(original)
    return [
        (sentence, normalize("\n".join((sentence, *translated[at : at + 1]))))
        for at, sentence in enumerate(original)
    ]


def holds(heads: Heads, text: str, lang: str) -> bool:
    """Whether normalized ``text`` holds one of ``heads``. A CJK name of one or two words
    whole, each word of it but the verbs (what is done with the thing: 「人材*確保*」), at
    least half of a compound by its shorter words (``_topic.share_held``): 「自由现金流」 is
    not held by 内部现金流. An English phrase by its head, its last word but a verb's form
    said of the thing ("a supplier *failing*", "the main *risks*" by the key risk), with
    every word narrowing it ("*net* cash flow" is not held by internal cash flow), or, the
    head put in the reader's words ("labour *crunch*"), by half its weight and every word
    narrowing it. A longer phrase, a description in the reader's words ("win back weekend
    footfall now that …"), by half its weight too (``_topic.holds_a_head``); an English
    one of nouns alone ("*free* cash flow") with every word narrowing it as well."""
    for phrase in heads:
        things = [w for w in phrase if not verb_only(w, lang)] or list(phrase)
        # An English name of nouns alone ("free cash flow") narrows its head as a shorter
        # one does; a description with a verb in it is the reader's own words.
        named_only = phrase[0].latin and len(things) == len(phrase)
        if len(things) > 2 and holds_a_head([phrase], "", text, lang, narrowed=named_only):
            return True
        if phrase[0].latin:
            named = [w for w in things if not _said_of(w, things)] or things
            narrowing = all(share_held(w, text, lang) >= 0.5 for w in named[:-1])
            if (narrowing and share_held(named[-1], text, lang) >= 0.5) or _closed_compound(
                named, text
            ):
                return True
            # The head in the reader's words ("labour *crunch*", "membership *scheme*"):
            # half the phrase and every word narrowing it.
            if holds_a_head([phrase], "", text, lang, narrowed=True):
                return True
        elif len(things) <= 2 and all(share_held(w, text, lang) >= 0.5 for w in things):
            return True
        elif holds_a_head([phrase], "", text, lang, narrowed=True):
            return True  # the head in the reader's words (「値下げ*攻勢*」), never 「*自由*现金流」
    return False


def _closed_compound(phrase: Sequence[Word], text: str) -> bool:
    """Whether normalized ``text`` writes the last two words of English ``phrase`` as one
    ("cyber attacks" as "cyberattack", "check out" as "checkout")."""
    if len(phrase) < 2:
        return False
    joined = phrase[-2].surface + phrase[-1].surface
    return found_in(Word(joined, stem(joined), True), text)


def _said_of(word: Word, phrase: Sequence[Word]) -> bool:
    """Whether English ``word`` is a verb's -ing or -ed form said of the words before it in
    ``phrase`` ("supplier *failing*", "stores *opened*")."""
    return (
        len(phrase) > 1
        and word is not phrase[0]
        and word.surface.endswith(("ing", "ed"))
        and "VERB" in english_word_classes(word.surface)
    )


def quoted_holding(
    heads: Heads,
    passages: Sequence[Passage],
    quoted: Sequence[str],
    lang: str,
    paragraph: Callable[[Passage], list[str]],
    besides: Sequence[Word] = (),
) -> list[str] | None:
    """``quoted`` when one of its sentences holds a head phrase (``holds``); else the
    sentences of ``passages`` that do (at most two, in order); else ``quoted`` when a
    version of its paragraph (``paragraph``: the text, the translation found, the
    readers' keywords) holds one, or, every head being one word, holds a word of the
    clause ``besides`` the heads (a head of one word may be the reader's own, "how did
    the lease *renegotiations* go", where the paragraph speaks of the leases); None
    otherwise."""
    versions = {s: text for p in passages for s, text in sentence_versions(p)}
    if any(s in versions and holds(heads, versions[s], lang) for s in quoted):
        return list(quoted)
    holding = [s for p in passages for s, text in sentence_versions(p) if holds(heads, text, lang)]
    if holding:
        return list(dict.fromkeys(holding))[:2]
    texts = [t for p in passages if any(s in p.text for s in quoted) for t in paragraph(p)]
    if any(holds(heads, t, lang) for t in texts):
        return list(quoted)
    if all(len(h) == 1 for h in heads) and any(
        share_held(w, t, lang) >= 1.0 for w in besides for t in texts
    ):
        return list(quoted)
    return None
