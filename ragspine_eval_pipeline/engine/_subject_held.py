"""Whether a narrative clause names a subject the KB holds nowhere.

A clause about a topic names it by its head phrases (``_topic.head_phrases``): a noun and
the words narrowing it ("*yoga* teachers", 「*宇宙*人才培养」, 「*ヨガ*講師」), or one noun
alone ("the *franchise* share target"). The other words of the clause say what is wanted
of it (a goal, training, measures, details), and any paragraph on another topic may hold
them: a talent target, a leadership course. A word narrowing a head, or a head said in
one word, that no paragraph of the KB holds in any version (its text, its translations,
its keywords: the readers' words) names what the KB does not cover, and the clause is
evidence for no passage (a target asked: any such word; else the word narrowing a
head of two). A head noun beside a narrowing word the KB holds may be the
reader's own ("online *channel*"): the narrowing word says which topic is asked.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragspine_eval_pipeline.engine._topic import narrowing, verb_only
from ragspine_eval_pipeline.kb.analysis import LATIN_WORD_RE, Word, english_word_classes


def subject_words(heads: Sequence[tuple[Word, ...]], lang: str, target: bool) -> list[Word]:
    """The words of ``heads`` that say which topic is asked: the word narrowing a head of
    two ("*yoga* teachers", 「*宇宙*旅游」); for a ``target`` asked, every word narrowing
    its head, and a head said in one word, not a verb ("the *franchise* share target"): a
    target is of one topic, and a paragraph stating another's holds the target word. The
    head of a longer phrase may be the reader's word for what is measured (「送货*时效*」).
    A single CJK character says too little to tell, and is left out. Only a clause naming
    one topic (one head phrase, verbs aside) is read so: beside others, a word held
    nowhere may be the reader's for one of them (「*仓储*配送枢纽」 beside a delivery goal)."""
    named = [p for p in heads if any(not verb_only(w, lang) for w in p)]
    if len(named) != 1:
        return []  # several topics: one word unheld may be the reader's for one of them
    out: list[Word] = []
    for phrase in named:
        nouns = [w for w in phrase if not verb_only(w, lang)]
        if len(nouns) == 1:
            # One noun, alone or before what is done with it ("scooter *sharing*"); after
            # it, the noun is the reader's measure of the doing (「送货*时效*」).
            found = nouns if target and (len(phrase) == 1 or nouns[0] != phrase[-1]) else []
        elif target or len(phrase) == 2:
            found = [phrase[at] for at in narrowing(phrase, lang)]
            if target and len(phrase) == 2 and _doing(phrase[0]):
                # "training *sommeliers*": the doing's object is the topic, not its head.
                found = [phrase[1], *found]
        else:
            found = []
        out += [w for w in found if (w.latin or len(w.surface) > 1) and w not in out]
    return out


def _doing(word: Word) -> bool:
    """Whether Latin ``word`` is a doing written before its object ("*training* pilots",
    "*hiring* pharmacists"): an -ing form the dictionary knows as a verb."""
    if not (word.latin and word.surface.endswith("ing")):
        return False
    base = word.surface[:-3]
    return any("VERB" in english_word_classes(b) for b in (base, base + "e", base[:-1]) if b)


FAMILY_PREFIX = 5
"""Letters a Latin word shares with one of its family ("*analy*sts", "*analy*tics")."""


def same_family(word: Word, folded: str) -> bool:
    """Whether normalized ``folded`` holds a Latin word of ``word``'s family: one starting
    with its first ``FAMILY_PREFIX`` letters (its whole stem, if shorter, of four letters
    at least): a reader's "analysts" of a paragraph on data analysis is no subject the KB
    lacks; "ev" is held by no "every"."""
    if len(word.form) < 4:
        return False  # "ev", "ai": a word of two or three letters is no family's stem
    prefix = word.form[:FAMILY_PREFIX] if len(word.form) > FAMILY_PREFIX else word.form
    return any(w.startswith(prefix) for w in LATIN_WORD_RE.findall(folded))


def head_held(word: Word, folded: str) -> bool:
    """Whether normalized ``folded`` holds the head of CJK ``word``: the whole word, or its
    last two characters, where a compound ends on what it is (咖啡*师* is a person, 无人*机*
    a machine; 物流*配送* the delivery). A text holding only the words before the head
    (咖啡, 无人) speaks of another thing. A Latin word is its own head."""
    if word.latin or len(word.surface) < 3 or word.surface in folded:
        return True
    return word.surface[-2:] in folded


_REQUEST_VERB_RE = re.compile(
    r"^\W*(?:(?:please|pls|kindly)\s+(?P<after>[a-z]+)|(?P<before>[a-z]+)\s+(?:in|out|up|me|us)\b)",
    re.IGNORECASE,
)
"""A verb opening a clause as a request ("*Please fill* in the target", "*send* me the
goal", "*pull up* the plan"): what the asker wants done, no topic."""


def asks_by_it(text: str, word: Word) -> bool:
    """Whether Latin ``word`` is the verb opening ``text`` as a request: a word the
    dictionary knows as a verb, after "please" or before its particle or its "me"."""
    found = _REQUEST_VERB_RE.match(text)
    verb = found and (found["after"] or found["before"])
    return bool(
        verb and word.latin and verb.lower() == word.form and "VERB" in english_word_classes(verb)
    )


def without_request_verb(text: str) -> str:
    """``text`` less the request verb opening it and its particle ("Please fill in")."""
    return re.sub(
        r"^\W*(?:(?:please|pls|kindly)\s+)?[a-z]+(?:\s+(?:in|out|up|me|us))?\s+",
        "",
        text,
        count=1,
        flags=re.IGNORECASE,
    )
