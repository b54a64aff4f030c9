"""Whether a why-question or a request to be told about a thing asks about an event the
KB never states.

A why-question asked outright ("Why did management scrap the *share buyback*?", "Why was
the *dividend cut*?", 「为什么董事会削减了…的*分红*？」, not "what drove …") asks what a
document says of the cause of a thing; a request to be told about one ("Tell me about the
*dividend cut*.", "What is the *share buyback*?", 「介绍一下…」, 「…について教えて」) what it
says of the thing itself. Weighed word by word, its topic may be half held
by a passage on another subject ("share" of a renewable-energy share, "cut" of a cost
cut, 董事会 of an audit committee). So the thing it names is weighed whole:

* an English compound of two nouns ending on a head word of its topic
  (``_topic.head_phrases``; "share buyback", "dividend cut", never "simple terms" of "in
  simple terms") whose words the KB holds only apart, each found in some passage, none
  holding both, names a thing no document speaks of. A longer compound ("self-checkout
  tills") or one with a word no passage holds is in the reader's words: weighed as before;
* a Chinese word the analyser tags as a verb but writes as the object noun closing the
  clause, after 的 or a verb's 了 (的*分红*, 削减了*分红*), which the residual otherwise
  drops, must be held by a passage found for the question.

Either failing, the question is refused. A why-question of a figure's change (revenue
grew, 收入增长了, 売上高は伸びた) has no such thing and is weighed as before; so is one whose
compound a passage holds ("weekend shoppers").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from ragspine_eval_pipeline.engine._clause import Clause, topic_of
from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.engine._measure_asked import names_a_thing
from ragspine_eval_pipeline.engine._topic import head_phrases
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    Word,
    cjk_tokens,
    english_word_classes,
    normalize,
)

__all__ = ["states_nothing_of"]


def states_nothing_of(clause: Clause, supported: Callable[[Clause, float | None], bool]) -> bool:
    """Whether ``clause``, a why-question or a request to be told about a thing, asks of
    a thing the KB never speaks of (module docstring): a two-noun compound held only
    apart, or a Chinese object noun the analyser tags as a verb that no passage found for
    it holds."""
    text = normalize(clause.text)
    why = _WHY_RE.search(text) is not None
    lang = detect_lang(clause.text)
    topic = topic_of(clause).phrases
    told = _WHAT_IS_RE.match(text) is not None or _ABOUT_RE.search(text) is not None
    if not why and not (told and len(topic) == 1):
        return False  # asked about several things, its words may be the reader's own
    heads = {w for h in head_phrases(text, topic, lang) for w in h}
    wholes = [c for p in topic for c in _compounds(p) if len(c) == 2 and c[-1] in heads]
    if not why:
        # "What's the *fallback plan*?": a plan or a way asked, said in the reader's words.
        wholes = [c for c in wholes if names_a_thing(c, lang)]
    if any(_held_apart(clause, c, supported) for c in wholes):
        return True
    nouns = _nominal_verbs(text, lang)
    return any(not supported(_probe(clause, ((w,),)), 1.0) for w in nouns)


def _held_apart(
    clause: Clause,
    thing: tuple[Word, ...],
    supported: Callable[[Clause, float | None], bool],
) -> bool:
    """Whether the KB holds each word of ``thing`` (a search for it alone finds a passage
    holding it) but no passage found for the clause or for the compound holds it whole:
    "dividend" in a paragraph on capital, "cut" in one on costs. A word no passage holds
    is the reader's own ("self-checkout *tills*"): the compound is weighed as before."""
    if supported(_probe(clause, (thing,)), 1.0) or supported(_alone(clause, thing), 1.0):
        return False
    return all(supported(_alone(clause, (w,)), 1.0) for w in thing)


def _probe(clause: Clause, phrases: tuple[tuple[Word, ...], ...]) -> Clause:
    """``clause`` weighed for ``phrases`` alone, on the passages found for its words; its
    text set apart by a space, so the passage holding them is not recorded as the one
    the clause itself was answered from."""
    return replace(clause, text=f"{clause.text} ", phrases=phrases)


def _alone(clause: Clause, thing: tuple[Word, ...]) -> Clause:
    """``clause`` asking only of ``thing``, searched for by its words alone."""
    return replace(
        clause,
        text=" ".join(w.surface for w in thing),
        phrases=(thing,),
        scopes=(),
        metrics=(),
        periods=(),
        docs=(),
        number_cue=False,
        reason=False,
        with_context=None,
    )


_WHY_RE = re.compile(r"(?<![a-z])why(?![a-z])|为什么|為什麼|为何|為何|なぜ|何故|どうして")
"""A why-question asked outright (not "what drove", 「要因」): why an event happened."""

_ABOUT_RE = re.compile(
    r"(?<![a-z])(?:tell\s+(?:me|us)\s+(?:(?:a\s+bit|more|a\s+little)\s+)?about"
    r"|(?:what|how)\s+about|talk\s+(?:me\s+|us\s+)?(?:about|through)|walk\s+(?:me|us)\s+through"
    r"|explain|describe|(?:details?|info|information|background)\s+(?:on|of|about)"
    r"|what\s+happened\s+(?:to|with))"
    r"|介绍|介紹|说说|說說|讲讲|講講|谈谈|談談|聊聊|关于|關於|是怎么回事|是怎麼回事|什么是|什麼是|是什么"
    r"|について|とは|を教えて|を説明|って何|の詳細"
)
_WHAT_IS_RE = re.compile(r"^\s*what(?:\s+(?:is|was|are|were)|['’]s)\s+(?:the|this|that)\s")
"""A question of what a thing is ("What is the share buyback?"), opening the clause."""

"""A request to be told about a thing ("Tell me about the dividend cut", 「介绍一下…」,
「…について教えて」): it asks what a document says of that thing, as a why-question asks
what it says of its cause. Read so only where the thing is all the clause names (one
phrase): asked beside more ("Describe the policy …, including … and the hedge horizon")
its words may be the reader's own."""


def _compounds(phrase: tuple[Word, ...]) -> list[tuple[Word, ...]]:
    """The English noun compounds of a topic phrase: runs of two words or more the
    dictionary knows as nouns ("share buyback", "dividend cut"), a verb ("deserting")
    ending a run."""
    runs: list[tuple[Word, ...]] = []
    run: list[Word] = []
    for word in (*phrase, None):
        if word is not None and word.latin and _noun(word):
            run.append(word)
            continue
        if len(run) > 1:
            runs.append(tuple(run))
        run = []
    return runs


def _noun(word: Word) -> bool:
    """An English word the dictionary knows as a noun, or does not know at all, and no
    determiner or quantifier ("*more* women", "*each* store")."""
    if word.surface in _QUANTIFIERS:
        return False
    classes = english_word_classes(word.surface)
    return not classes or bool({"NOUN", "PROPN"} & classes)


_QUANTIFIERS = frozenset(
    [
        "more",
        "most",
        "many",
        "much",
        "other",
        "others",
        "all",
        "each",
        "every",
        "such",
        "any",
        "some",
        "few",
        "fewer",
        "several",
        "less",
        "own",
        "same",
        "last",
        "next",
        "this",
        "that",
        "these",
        "those",
    ]
)
"""English determiners and quantifiers the dictionary also lists as nouns: they say how
much of a thing, never name one."""


_OBJECT_END_RE = re.compile(r"^(?:[?？。!！,，、]|的?原因|$)")
"""What may follow a noun closing a Chinese why-question: its end, or 的原因."""


def _nominal_verbs(text: str, lang: str) -> list[Word]:
    """Chinese words the analyser tags as verbs (分红) written after 的 or after a verb's
    了 (削减了*分红*) and closing the clause: the thing the question is about, as a noun."""
    if lang != "zh":
        return []
    found: list[Word] = []
    for run in CJK_RUN_RE.finditer(text):
        at = run.start()
        for token in cjk_tokens(run.group(), False):
            end = at + len(token.word.surface)
            if (
                token.tag.startswith("v")
                and not token.content
                and len(token.word.surface) > 1
                and text[:at].endswith(("的", "了"))
                and _OBJECT_END_RE.match(text[end:])
            ):
                found.append(token.word)
            at = end
    return found
