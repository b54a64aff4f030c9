"""Which English words no name accounts for may be passed over, and which must be refused.

A figure request is refused when it holds a word that could name a measure or a scope the
KB has no name for: a noun, an adjective, or a word the dictionary does not know. What
cannot name a measure or a scope may be passed over:

* the main verb of the question: a word the dictionary knows as a verb, after an
  auxiliary and its subject ("How much revenue does Macau *bring* in?", "Can you *pull*
  the figure", "is the Japan business *running* at"; after *be* only a participle), or
  after "how much" and a subject naming a market, the auxiliary left out in an embedded
  question ("tell me how much the Hong Kong business *sold*");
* a word the dictionary knows only as an adverb ("roughly", "across"), and the adjective
  of a degree asked ("*how big* is the workforce");
* the noun that heads a scope's own phrase when the measure is named elsewhere in the
  clause ("staff on the Macau *payroll*"), as "business" does in "the Hong Kong business".

Whatever touches a metric name is part of it and is never passed over ("*adjusted*
EBITDA", "revenue *mix*"); nor is a capitalized word (a name), nor a word after a
possessive ("Hong Kong's *free* cash flow"), which is the thing possessed, nor a word
written onto a noun of a business ("the *catering* business"), which says its kind. Verbs that
change what is asked ("lose", "target") are cues the route declines (``_grammar``).
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.kb.analysis import english_verb_bases, english_word_classes

_DO_AUXILIARIES: frozenset[str] = frozenset(
    [
        "do",
        "does",
        "did",
        "can",
        "could",
        "would",
        "will",
        "shall",
        "should",
        "may",
        "might",
        "must",
    ]
)
"""Auxiliaries after which the subject and then a bare verb follow."""

_BE_AUXILIARIES = frozenset(["is", "are", "was", "were", "am", "be", "been"])
"""Auxiliaries after which the subject and then a participle follow."""

_SUBJECT_ROLES = ("grammar", "scope")
"""What a subject between an auxiliary and its verb is made of."""

_JOIN_RE = re.compile(r"[\s-]*")

_ITS_RE = re.compile(r"(?<![a-z])(?:it|that|this)['’]s\s+$")
"""The "it's" of "I think it's called …"."""
"""What may stand between two words of one phrase."""


@dataclass(frozen=True)
class Slot:
    """One piece of an English clause, in text order."""

    start: int
    end: int
    role: str
    """``metric``, ``scope``, ``name`` (a document or unit), ``period``, ``grammar``,
    ``possessive`` (the ``s`` of ``'s``) or ``word`` (unexplained)."""
    text: str
    """The piece as written (normalized)."""


def _joined(text: str, left: Slot, right: Slot) -> bool:
    """Whether nothing but spaces or hyphens stands between two slots."""
    return _JOIN_RE.fullmatch(text, left.end, right.start) is not None


def _neighbours(text: str, slots: Sequence[Slot], i: int) -> tuple[Slot | None, Slot | None]:
    before = slots[i - 1] if i > 0 and _joined(text, slots[i - 1], slots[i]) else None
    after = slots[i + 1] if i + 1 < len(slots) and _joined(text, slots[i], slots[i + 1]) else None
    return before, after


_CATENATIVE = frozenset(["manage", "managed", "manages", "happen", "happened", "happens"])
"""Verbs that say the verb after "to" was done, adding nothing to it ("did Japan *manage
to* sell", "did Macau *happen to* employ"): the verb after them is the clause's."""


def _before_verb(text: str, slots: Sequence[Slot], i: int) -> int:
    """The slot before the verb at ``i`` and what stands between it and its subject: an
    adverb ("did Macau *still* employ", "did Japan *really* sell") or a verb of managing
    with its "to" ("did Singapore *manage to* earn"), so the subject is read as before."""
    j = i - 1
    if (
        j >= 1
        and slots[j].text == "to"
        and slots[j - 1].text in _CATENATIVE
        and _joined(text, slots[j - 1], slots[j])
        and _joined(text, slots[j], slots[i])
    ):
        return j - 2
    if j >= 1 and _sentence_adverb(text, slots, j) and _joined(text, slots[j], slots[i]):
        return j - 1
    return j


_CLAUSE_ADVERBS = frozenset(
    ["still", "even", "just", "already", "finally", "actually", "really", "truly", "eventually"]
)
"""Adverbs that, between a subject and its verb, say how the asker sees the fact, never
what is counted ("did Macau *still* employ", "did Japan *actually* sell"). An adverb of
manner or place ("*directly*", "*locally*") may say which part is counted: not among
them."""


def _sentence_adverb(text: str, slots: Sequence[Slot], j: int) -> bool:
    """Whether slot ``j`` is an unexplained adverb of the asker's view
    (``_CLAUSE_ADVERBS``)."""
    return slots[j].role == "word" and slots[j].text in _CLAUSE_ADVERBS


def _before_the_verb(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` stands between a subject after a do-auxiliary and the verb after
    it, saying nothing of what is counted: an adverb ("How many people did Macau *still*
    employ") or a verb of managing and its "to" ("did Singapore *manage to* earn")."""
    k = i + 1
    if slots[i].text in _CATENATIVE:
        if k + 1 >= len(slots) or slots[k].text != "to" or not _joined(text, slots[i], slots[k]):
            return False
        k += 1
    elif not _sentence_adverb(text, slots, i):
        return False
    if k >= len(slots) or "VERB" not in english_word_classes(text[slots[k].start : slots[k].end]):
        return False  # the verb as written: "employ" reads as the headcount asked
    if not _joined(text, slots[k - 1], slots[k]) or _before_verb(text, slots, k) >= i:
        return False
    subject = 0
    j = i - 1
    while j >= 0 and _joined(text, slots[j], slots[j + 1]):
        if slots[j].role == "grammar" and slots[j].text in _DO_AUXILIARIES:
            return subject > 0
        if slots[j].role not in _SUBJECT_ROLES:
            return False
        subject += 1
        j -= 1
    return False


def _in_verb_slot(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` follows an auxiliary and a subject made of grammar and scopes.
    A scope doing something to a metric asked before the auxiliary ("How much revenue
    did Japan *forgo*", "… *miss*") is asked for what it did, not for the metric: that
    verb is no request verb and is kept."""
    word = slots[i].text
    subject = 0
    j = _before_verb(text, slots, i)
    while j >= 0:
        slot = slots[j]
        if not _joined(text, slot, slots[j + 1]):
            return False
        if slot.role == "grammar" and slot.text in _DO_AUXILIARIES:
            return subject > 0 and not _acts_on_metric(text, slots, i)
        if slot.role == "grammar" and slot.text in _BE_AUXILIARIES:
            return subject > 0 and word.endswith(("ing", "ed"))
        if slot.text in ("much", "many") and _embedded_verb(text, slots, j, i):
            return True
        if slot.role not in _SUBJECT_ROLES and not _store_head(text, slots, j):
            return False
        subject += 1
        j -= 1
    return False


def _embedded_verb(text: str, slots: Sequence[Slot], j: int, i: int) -> bool:
    """Whether slot ``i`` is the verb of an embedded question, "how much" or "how many" at
    slot ``j`` then a subject naming a market ("tell me how much *the Hong Kong business*
    *sold*"): a word the dictionary knows only as a verb, no auxiliary before it."""
    subject = slots[j + 1 : i]
    return (
        j > 0
        and slots[j - 1].text == "how"
        and _joined(text, slots[j - 1], slots[j])
        and any(slot.role == "scope" for slot in subject)
        and english_word_classes(slots[i].text) == frozenset({"VERB"})
    )


_STORE_HEADS = frozenset(
    ["stores", "shops", "outlets", "business", "businesses", "operations", "side", "arm"]
)


def _store_head(text: str, slots: Sequence[Slot], j: int) -> bool:
    """Whether slot ``j`` is a plural noun of the stores or a noun of the business heading
    a scope's phrase in a subject ("are *the Singapore stores* running at", "how much *the
    Hong Kong business* sold"): a market's stores are the market, as its business is."""
    slot = slots[j]
    return (
        slot.role == "word"
        and slot.text in _STORE_HEADS
        and j > 0
        and slots[j - 1].role == "scope"
        and _joined(text, slots[j - 1], slot)
    )


def _kind_of_level(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` is the "kind" or "sort" of "what kind of <metric>" in a clause
    closed by a verb of the level it stands at ("what kind of gross margin are the
    Singapore stores *running at*"): it asks the level, the metric's figure."""
    if slots[i].text not in ("kind", "sort") or i == 0 or i + 2 >= len(slots):
        return False
    what, of, metric = slots[i - 1], slots[i + 1], slots[i + 2]
    return (
        what.text == "what"
        and of.text == "of"
        and metric.role == "metric"
        and all(_joined(text, a, b) for a, b in ((what, slots[i]), (slots[i], of), (of, metric)))
        and re.search(r"[a-z]+ing" + _LEVEL_AT_RE.pattern, text) is not None
    )


def _level_verb(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` is a participle after a be-auxiliary closed by the "at" of the
    level it stands at, in statement order ("what margin the stores are *running* at"):
    the verb says the level of the metric asked, nothing done to it."""
    slot = slots[i]
    if not slot.text.endswith("ing") or i == 0 or not _LEVEL_AT_RE.match(text, slot.end):
        return False
    be = slots[i - 1]
    return (
        be.role == "grammar"
        and be.text in _BE_AUXILIARIES
        and _joined(text, be, slot)
        and "VERB" in english_word_classes(slot.text)
        and _metric_before(slots, i - 1)
    )


def _metric_before(slots: Sequence[Slot], j: int) -> bool:
    """Whether a metric is named before slot ``j`` in the clause."""
    return any(slot.role == "metric" for slot in slots[:j])


_TAKING_IN_RE = re.compile(
    r"\s+(?:in|together)(?=\s+(?:in|for|during|over|across|at|last|this)(?![a-z])|\s*[?!.,;]|\s*$)"
)
"""The particle of a verb of taking in ("pull *in* for FY2023", "scrape *together*"); an
"in" opening the period ("miss in FY2024") is the period's."""

_LEVEL_AT_RE = re.compile(r"\s+at(?=\s*[?!.,;]|\s*$|\s+(?:in|for|during|over|last|this)(?![a-z]))")
"""An "at" closing a verb's clause ("what margin does Hong Kong *run at*", "… *sit at*
in FY2024"): the verb says the level the metric asked stands at, nothing done to it."""

SCOPE_HEADS = frozenset(
    [
        "business",
        "businesses",
        "biz",
        "segment",
        "segments",
        "operation",
        "operations",
        "unit",
        "company",
        "entity",
        "division",
        "market",
        "side",
        "arm",
    ]
)
"""Grammar nouns that head a scope's phrase ("the Japan franchise *side*", "the Singapore
*biz*", business said short): a noun before one qualifies the scope, so it never heads
the phrase itself."""


def _acts_on_metric(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` is the verb a scope does to a metric asked before it ("How much
    revenue did Japan *forgo*", "… *miss*"): a do-auxiliary, then a subject holding a
    scope, then the verb; not a noun heading the scope's phrase."""
    if _TAKING_IN_RE.match(text, slots[i].end) or _LEVEL_AT_RE.match(text, slots[i].end):
        return False  # "pull in", "run at": what was earned, the level it stands at
    scoped = False
    j = _before_verb(text, slots, i)
    while j >= 0 and _joined(text, slots[j], slots[j + 1]):
        slot = slots[j]
        if slot.role == "grammar" and slot.text in _DO_AUXILIARIES:
            return scoped and _metric_before(slots, j)
        if slot.role not in _SUBJECT_ROLES:
            return False
        scoped = scoped or slot.role == "scope"
        j -= 1
    return False


def _names_nothing(text: str, slots: Sequence[Slot], i: int, after: Slot | None) -> bool:
    """Whether slot ``i``, standing outside any metric's phrase, is of a class that
    cannot name a measure, a scope or a part: a closed class (``gr.ENGLISH_NAMING_NOTHING``:
    conjunctions, pronouns, interjections, hedges), a word the dictionary knows only as a
    verb ("called", "mentioned", "told"), or a verb right after a subject of its own ("I
    *think*", "if that *helps*"). A verb a scope does to the metric asked is kept."""
    slot = slots[i]
    if slot.text in gr.ENGLISH_NAMING_NOTHING:
        return True
    if after is not None and after.role == "word" and after.text not in gr.ENGLISH_NAMING_NOTHING:
        return False  # still inside a noun phrase ("the committed capex")
    classes = english_word_classes(slot.text)
    if classes == frozenset({"VERB"}):
        # A gerund written onto a market's name is an activity of that market, a line of
        # its business ("revenue for Singapore *catering*", "Japan *leasing*").
        return not (_gerund(slot.text) and _as_a_noun(text, slots, i))
    if "VERB" not in classes or i == 0 or not _joined(text, slots[i - 1], slot):
        return False
    subject = slots[i - 1]
    if subject.text in gr.ENGLISH_SUBJECTS:
        return True
    # A finite verb after a scope's phrase ("the Hong Kong business *reports* something").
    scope_phrase = subject.role == "scope" or (
        subject.role == "grammar" and i > 1 and slots[i - 2].role == "scope"
    )
    return scope_phrase and slot.text.endswith("s") and (after is None or after.role != "metric")


def _gerund(word: str) -> bool:
    """Whether ``word`` is an -ing form ("catering", "leasing")."""
    return len(word) > 5 and word.endswith("ing")


_AFTER_A_NOUN = frozenset(["in", "for", "during", "over", "at", "and", "or", "of", "from", "to"])
"""Words that may follow a noun heading its phrase ("revenue from catering *in* FY2024")."""

_BEFORE_A_NOUN = frozenset(["the", "a", "an", "from", "of", "in", "at", "through", "via", "its"])
"""Words after which an -ing form stands as a noun ("revenue *from catering*")."""


def _as_a_noun(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` stands where a noun does: right after a scope's name
    ("Singapore *catering*"), a possessive ("Singapore's *leasing*"), an article or a
    preposition of where or whence ("revenue *from* catering"), or alone in its piece or
    after a comma or a dash closing the clause ("…, catering", "(catering)"), or alone
    as a label before a colon opening the clause ("Catering: …"), no act of the asker's
    ("Following up: …")."""
    before = slots[i - 1] if i > 0 else None
    after = slots[i + 1] if i + 1 < len(slots) else None
    noun_before = before is not None and (
        before.role in ("scope", "possessive") or before.text in _BEFORE_A_NOUN
    )
    # Written onto a word after it ("Japan's *closing* headcount", "… *closing* figure"),
    # it describes that one: read as such words are elsewhere.
    heads = after is None or not _joined(text, slots[i], after) or after.text in _AFTER_A_NOUN
    if noun_before and heads and _joined(text, before, slots[i]):
        return True
    if len(slots) == 1:
        return True  # a piece of its own, the word in brackets or a list's item
    label = text[: slots[i].start].strip() == "" and re.match(r"\s*:", text[slots[i].end :])
    if label and not english_verb_bases(slots[i].text) & gr.ASKERS_ACTS:
        return True  # "*Catering*: what was …": a label heading the request
    edge = text[slots[i - 1].end if i else 0 : slots[i].start]
    return i + 1 == len(slots) and re.search(r"[,(\-–—:]\s*$", edge) is not None


def _after_a_metric(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` stands right after a metric, or after a metric's gloss in
    brackets ("the revenue (売上高) *cell*")."""
    return (
        i > 0
        and slots[i - 1].role == "metric"
        and re.fullmatch(r"[\s\-()（）]*", text[slots[i - 1].end : slots[i].start]) is not None
    )


def glosses_a_name(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` is a participle of naming ("something *called* EBITDA", "net
    profit, I think it's *called*"): it says what a thing is called, never part of it."""
    if slots[i].text not in gr.ENGLISH_NAMING_VERBS:
        return False
    # "the group's called revenue" is no gloss: the thing possessed is asked.
    return (
        i == 0
        or slots[i - 1].role != "possessive"
        or _ITS_RE.search(text, 0, slots[i].start) is not None
    )


_NEUTRAL_PARTICIPLES = frozenset(
    ["realised", "realized", "recognised", "recognized", "logged", "registered", "counted"]
)
"""Participles that say only that a figure was earned or counted, beside the grammar's
("generated", "reported", "employed"): no part of it."""


def _done_to_metric(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` is a participle said of the metric named just before its
    be-auxiliary ("How many employees were *promoted*", "How much revenue was
    *deferred*"): what was done to some of it, so only those are asked, never the whole
    figure; the grammar's verbs of earning and reporting ("was generated") are no words."""
    if i < 2 or slots[i].text in _NEUTRAL_PARTICIPLES:
        return False
    be, metric = slots[i - 1], slots[i - 2]
    bases = english_verb_bases(slots[i].text)
    return (
        be.role == "grammar"
        and be.text in _BE_AUXILIARIES
        and metric.role == "metric"
        and _joined(text, metric, be)
        and _joined(text, be, slots[i])
        and bool(bases)
        and slots[i].text not in bases
    )


def _manner_of_work(text: str, slot: Slot, before: Slot | None) -> bool:
    """Whether adverb ``slot`` says how or where the people asked work or the figure was
    earned ("employees work *remotely*", "are employed *permanently*", "did Japan employ
    *directly*", "earn *locally*"): only that part is asked, which no metric reports."""
    if before is None or before.role not in ("grammar", "metric"):
        return False
    verb = text[before.start : before.end].split()[-1:]  # "are *employed*" may name the metric
    return (
        bool(verb)
        and verb[0] in gr.WORKING_VERBS
        and slot.text not in (gr.HOW_MUCH_ADVERBS | gr.ENGLISH_NAMING_NOTHING)
    )


def _possesses_metric(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` is written with a possessive onto the metric after it ("the
    Japan *interns'* headcount", "*franchisees's* revenue")."""
    if not re.match(r"['’]", text[slots[i].end :]):
        return False
    k = i + 1
    if k < len(slots) and slots[k].role == "possessive":
        k += 1
    return k < len(slots) and slots[k].role == "metric"


def _owns_metric(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether the phrase slot ``i`` heads owns the metric: a possessive written onto it
    ("the Japan *franchisees'* revenue") or the object of an "of" written onto the metric
    ("the revenue of the Hong Kong *franchisees*")."""
    if re.match(r"['’]", text[slots[i].end :]) or (
        i + 1 < len(slots) and slots[i + 1].role == "possessive"
    ):
        return True
    j = i - 2  # the scope stands at i - 1
    while j >= 0 and slots[j].role == "grammar" and slots[j].text in ("the", "its", "our"):
        j -= 1
    return j >= 1 and slots[j].text == "of" and slots[j - 1].role == "metric"


def _heads_scope_phrase(
    text: str, slots: Sequence[Slot], i: int, before: Slot | None, after: Slot | None
) -> bool:
    """Whether slot ``i`` is the noun heading a scope's phrase ("the Macau payroll") in a
    clause that names its metric elsewhere. A phrase owning the metric is the market's
    whole only when its head is a noun of the business or its stores ("the Japan
    division's net profit"); any other owner ("the Japan *franchisees'* revenue", "the
    Hong Kong *managers'* headcount") is a part of the market or another body."""
    if before is None or before.role != "scope":
        return False
    if _owns_metric(text, slots, i) and slots[i].text not in SCOPE_HEADS | _STORE_HEADS:
        return False
    if after is not None and after.role in ("word", "metric", "scope", "name"):
        return False
    if after is not None and after.text in SCOPE_HEADS:
        return False  # it qualifies the scope ("the Japan *franchise* side")
    if not any(slot.role == "metric" for slot in slots):
        return False
    if slots[i].text not in _SCOPE_PHRASE_HEADS:
        return False  # "revenue for Singapore *pharmacy*": a line of the market's business
    classes = english_word_classes(slots[i].text)
    return "NOUN" in classes and "ADJ" not in classes


_SCOPE_PHRASE_HEADS = (
    _STORE_HEADS | gr.ASKERS_WORLD_NOUNS | gr.BUILD_NOUNS | gr.WORKPLACE_AND_PAGE_NOUNS
)
"""The nouns that may head a scope's phrase and still mean the market's whole: its
workplace ("the Macau *payroll*"), its stores and the asker's material about it ("the
Singapore *page*", "the Japan *deck*"). Any other noun there may name a line of the
market's business ("revenue for Singapore *pharmacy*", "… *catering*"), which the KB does
not report apart."""


_WANTING = frozenset(["like", "want", "wants", "wanted", "need", "needs", "needed", "love"])
"""Verbs of wanting whose "to" opens the verb of the request ("I'd like to *verify*")."""


def _wanted_verb(text: str, slots: Sequence[Slot], i: int) -> list[int]:
    """The slots of a verb wanted to be done ("I'd like to *double-check*", "want to
    *verify*"): a word, or two joined by a hyphen, the dictionary knows as a verb, right
    after the "to" of a verb of wanting; "revenue *to date*" has no such verb before it."""
    end = i + 1 if i + 1 < len(slots) and text[slots[i].end : slots[i + 1].start] == "-" else i
    if slots[end].role != "word" or "VERB" not in english_word_classes(slots[end].text):
        return []
    if i < 2 or not all(_joined(text, slots[k], slots[k + 1]) for k in range(i - 2, i)):
        return []
    to, wanting = slots[i - 1], slots[i - 2]
    if to.text != "to" or to.role != "grammar" or wanting.text not in _WANTING:
        return []
    return list(range(i, end + 1))


_OCCASION_PREPOSITIONS = frozenset(
    ["for", "in", "at", "during", "before", "after", "into", "onto", "of"]
)
_OCCASION_DETERMINERS = frozenset(["a", "an", "the", "my", "our", "your", "this", "that", "next"])
_OCCASION_WORDS = 3
_SPANS_OF_TIME = frozenset(["day"])
"""Heads of the asker's world that, with no word before them, name a span of time."""
"""At most how many words stand between a phrase's determiner and its head."""


def _occasions(text: str, slots: Sequence[Slot]) -> set[int]:
    """Start offsets of the words of a phrase of purpose or occasion: a preposition, a
    determiner, at most three words and a head of the asker's world, all joined and
    closing the clause or followed by grammar ("for the remuneration committee paper",
    "for my notes", "in a meeting"); the words before the head are nouns or a company's
    function or stage ("in my *onboarding* notes"). A phrase naming
    a metric, a scope or a name, or holding a describing word or a channel that may name a
    part ("for the online deck", "in the franchise deck"), is no occasion."""
    found: set[int] = set()
    for i, slot in enumerate(slots):
        if slot.role != "grammar" or slot.text not in _OCCASION_PREPOSITIONS:
            continue
        k = i + 1
        if k >= len(slots) or not _joined(text, slots[i], slots[k]):
            continue
        determined = slots[k].text in _OCCASION_DETERMINERS
        if determined:
            k += 1
        elif slots[k].text not in gr.ASKERS_WORLD_NOUNS or _place_label(text, slots, k) is None:
            continue  # with no determiner, only a labelled place: "into *col E*"
        words: list[int] = []
        while k < len(slots) and len(words) <= _OCCASION_WORDS:
            if not _phrase_word(slots[k]) or not _in_phrase(text, slots, k, words):
                break
            if slots[k].text in gr.CHANNEL_WORDS or (
                slots[k].text not in gr.ASKERS_WORLD_NOUNS
                and slots[k].text not in gr.COMPANY_FUNCTIONS
                and "NOUN" not in english_word_classes(slots[k].text)
                and not _names_a_body(slots, k)
            ):
                break  # a describing word or a channel may name a part ("the online deck")
            if slots[k].text in _SPANS_OF_TIME and not words:
                break  # "for the day" is a span of the year; "for the away day" an occasion
            words.append(k)
            if slots[k].text in gr.ASKERS_WORLD_NOUNS:
                if _line_named(slots, words):
                    break  # "the *store* column": the line of a part of the figure
                label = _place_label(text, slots, k)
                if label is not None:
                    words.append(label)
                    k = label
                nxt = slots[k + 1] if k + 1 < len(slots) else None
                if nxt is None or nxt.role == "grammar" or not _joined(text, slots[k], nxt):
                    found.update(slots[w].start for w in words)
                    break
            k += 1
    return found


_HOLDING = frozenset(["has", "have", "holds", "hold", "got"])
_LABELLING = frozenset(
    ["says", "say", "reads", "read", "shows", "show", "labelled", "labeled", "called", "marked"]
)
_PLACE_OPENERS = frozenset(["the", "my", "our", "this", "that", "a", "an", "one"])
_PLACE_CLOSERS = frozenset(["for", "labelled", "labeled", "called", "marked", "that", "which"])


def _place_word(slot: Slot) -> bool:
    """A word of the asker's material: a thing of their world, what they build, or a
    company function owning it ("the *investor deck template*", "*Bridge tab*")."""
    word = slot.text
    if slot.role != "word" or word in gr.CHANNEL_WORDS:
        return False
    return word in gr.ASKERS_WORLD_NOUNS or word in gr.BUILD_NOUNS or word in gr.COMPANY_FUNCTIONS


def _place_of_the_figure(text: str, slots: Sequence[Slot]) -> set[int]:
    """Start offsets of the words naming the place in the asker's material the figure goes
    in, said as the subject of a verb of holding or labelling ("*the investor deck
    template* has a *box* for Japan net profit", "*The template row* just says 'Profit'",
    "*Bridge tab* has one *cell* labelled 'JP EBITDA'"): where the figure is written,
    never which figure. The subject opens the clause and holds only things of the
    asker's world; a word that may name a part ("the *online* template row") keeps the
    clause as it was."""
    at = 1 if slots and slots[0].text in _PLACE_OPENERS else 0
    subject: list[int] = []
    while at < len(slots) and _place_word(slots[at]):
        subject.append(at)
        at += 1
    if not subject:
        return set()
    if at < len(slots) and slots[at].text == "just":
        at += 1
    if at >= len(slots) or slots[at].text not in _HOLDING | _LABELLING:
        return set()
    if slots[at].text in _HOLDING:
        # "has a box for", "has one cell labelled" (a place already read as the answer's
        # form, "one cell", is no slot): the place, then what labels it.
        k = at + 1
        if k < len(slots) and slots[k].text in _PLACE_OPENERS:
            k += 1
        place = [k] if k < len(slots) and _place_word(slots[k]) else []
        k += len(place)
        if k >= len(slots) or slots[k].text not in _PLACE_CLOSERS:
            return set()
        subject = subject + place
    if not any(slots[k].text in gr.ASKERS_WORLD_NOUNS for k in subject):
        return set()  # "the bridge has …": no place the figure goes in
    return {slots[k].start for k in subject}


def _line_named(slots: Sequence[Slot], words: list[int]) -> bool:
    """Whether the last of ``words`` is a row or column of a table that a word before it
    names ("the *store* column", "the *online* row"): which line is read, so which part
    of the figure, unless that word says where it stands or whose it is ("the *first*
    column", "the *template* row")."""
    if slots[words[-1]].text not in gr.TABLE_LINES:
        return False
    return any(
        slots[w].text not in gr.POSITION_WORDS and slots[w].text not in gr.ASKERS_WORLD_NOUNS
        for w in words[:-1]
    )


_PLACE_LABEL_RE = re.compile(r"[a-z]{1,2}\d{0,4}|\d{1,3}")
"""The label of a place in the asker's work: a column's letter, a cell's reference, a
chapter's number ("col *E*", "cell *B6*", "chapter *4*")."""


_NUMBER_LABEL_RE = re.compile(r"[ \t]+\d{1,4}(?![\w.,%])")
"""A number labelling a place ("row *12*", "page *3*")."""


def _place_label(text: str, slots: Sequence[Slot], k: int) -> int | None:
    """The slot of the label written straight after a thing of the asker's world at slot
    ``k`` ("col *E*", "chapter *4*"), when it closes the phrase (grammar or nothing
    follows); None otherwise. A word of the dictionary is no label ("the deck *as*"). A
    number alone ("row *12*") is no slot of its own: the place's own slot stands for it.
    """
    if _NUMBER_LABEL_RE.match(text, slots[k].end):
        return k
    at = k + 1
    if at >= len(slots) or not _joined(text, slots[k], slots[at]):
        return None
    label = slots[at]
    if label.role not in ("word", "grammar") or not _PLACE_LABEL_RE.fullmatch(label.text):
        return None
    if label.role == "grammar" and len(label.text) > 1:
        return None
    after = slots[at + 1] if at + 1 < len(slots) else None
    if after is not None and after.role != "grammar" and _joined(text, label, after):
        return None
    return at


_BODIES = frozenset(["committee", "board", "council", "panel", "taskforce"])
"""Nouns of a body of people the asker's work is for ("the nom & rem *committee* pack")."""


def _in_phrase(text: str, slots: Sequence[Slot], k: int, words: list[int]) -> bool:
    """Whether slot ``k`` goes on the phrase of occasion: joined to the word before it,
    or, between two words of a body's name, by "&" ("the nom *&* rem committee")."""
    if _joined(text, slots[k - 1], slots[k]):
        return True
    between = text[slots[k - 1].end : slots[k].start]
    return bool(words) and re.fullmatch(r"\s*&\s*", between) is not None and _names_a_body(slots, k)


def _names_a_body(slots: Sequence[Slot], k: int) -> bool:
    """Whether slot ``k`` is a word the dictionary does not know written before the noun
    of a body of people in the same phrase ("the *nom* & *rem* committee pack", "the
    *sustainability* committee briefing"): the body's own name, never a part of the
    business (a channel is one: ``gr.CHANNEL_WORDS``), nor a name (capitalized names
    are kept by the caller)."""
    if english_word_classes(slots[k].text) or slots[k].text in gr.CHANNEL_WORDS:
        return False
    for slot in slots[k + 1 : k + 1 + _OCCASION_WORDS]:
        if slot.text in _BODIES:
            return True
        if slot.role != "word" or english_word_classes(slot.text):
            return False
    return False


def _phrase_word(slot: Slot) -> bool:
    """A word that may stand in a phrase of occasion: an unexplained word, or a grammar
    word the dictionary knows as a noun ("for the *working* paper")."""
    return slot.role == "word" or (
        slot.role == "grammar" and "NOUN" in english_word_classes(slot.text)
    )


def _speaker_subject(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` is the subject of what someone said, after a possessive
    determiner and before a verb of the past the dictionary knows only as a verb ("my
    *manager* mentioned", "our *auditor* said"): a person, never a measure."""
    if i == 0 or i + 1 >= len(slots) or slots[i - 1].text not in ("my", "our", "your"):
        return False
    verb = slots[i + 1]
    if not (_joined(text, slots[i - 1], slots[i]) and _joined(text, slots[i], verb)):
        return False
    return (
        verb.role == "word"
        and english_word_classes(verb.text) == frozenset({"VERB"})
        and (verb.text.endswith("ed") or verb.text in _SAID)
    )


_SAID = frozenset(["said", "told", "thought", "wrote", "sent", "gave", "got", "asked"])


def passable(text: str, slots: Sequence[Slot]) -> set[int]:
    """Start offsets of the unexplained words of ``slots`` that cannot name a measure or a
    scope; ``text`` is the normalized clause the slots index."""
    found: set[int] = _occasions(text, slots) | _place_of_the_figure(text, slots)
    for i, slot in enumerate(slots):
        if slot.role != "word" or slot.start in found:
            continue
        if _before_the_verb(text, slots, i):
            found.add(slot.start)
            continue
        if _acts_on_metric(text, slots, i):
            continue
        if _kind_of_level(text, slots, i) or _level_verb(text, slots, i):
            found.add(slot.start)
            continue
        if _store_head(text, slots, i) and any(x.role == "metric" for x in slots):
            found.add(slot.start)  # "the Singapore *stores*": the market's stores
            continue
        if _speaker_subject(text, slots, i):
            found.add(slot.start)
            continue
        if glosses_a_name(text, slots, i):
            found.add(slot.start)
            continue
        wanted = _wanted_verb(text, slots, i)
        if wanted:
            found.update(slots[k].start for k in wanted)
            continue
        before, after = _neighbours(text, slots, i)
        if _particle_of_a_command(slots, i, before, after):
            found.add(slot.start)  # "*look up* SG EBITDA FY24", "bring *up* …"
            continue
        if after is not None and after.text in SCOPE_HEADS:
            continue  # "the *catering* business": the kind of business, a part of it
        if slot.text in gr.FIGURE_CELLS and _after_a_metric(text, slots, i):
            found.add(slot.start)  # "the Hong Kong revenue *cell*": where the figure stands
            continue
        if slot.text in gr.PULLING_VERBS and _opens_command(slots, i):
            found.add(slot.start)  # "*pull* REVENUE where …": the command, even before a metric
            if (particle := _particle(text, slots, i)) is not None:
                found.add(particle.start)  # "pull *up* …"
            continue
        if _done_to_metric(text, slots, i):
            continue  # "How many employees were *promoted*": those promoted are counted
        if _possesses_metric(text, slots, i) and slot.text not in SCOPE_HEADS | _STORE_HEADS:
            continue  # "the Japan *interns'* headcount": a noun owning the metric, never a verb
        classes = english_word_classes(slot.text)
        adverb = bool(classes) and classes <= {"ADV"}
        if adverb and _manner_of_work(text, slot, before):
            continue  # "employees work *remotely*": only those working so are counted
        if (after is not None and after.role == "metric") or (
            not adverb and before is not None and before.role == "metric"
        ):
            # Part of the metric's name: "adjusted EBITDA", "revenue mix"; an adverb
            # after one says how it is asked ("headcount across the group").
            continue
        if _names_nothing(text, slots, i, after):
            found.add(slot.start)
            continue
        if before is not None and before.text == "how" and "ADJ" in classes:
            found.add(slot.start)  # a degree asked: "how big", "how large"
            continue
        # A word followed by another unexplained word still belongs to a noun phrase
        # ("should the ACME *mobile* app generate"), so it is no verb.
        particle = _particle(text, slots, i)
        verb = (
            "VERB" in classes
            and (after is None or after.role != "word" or particle is not None or _adverb(after))
            and (
                _in_verb_slot(text, slots, i)
                or _imperative(slots, i)
                or _after_help(text, slots, i)
            )
        )
        if verb and particle is not None:
            found.add(particle.start)
        if verb or adverb or _heads_scope_phrase(text, slots, i, before, after):
            found.add(slot.start)
    return found


_HELPED = frozenset(["me", "us", "him", "her", "them"])
"""Who is helped, between "help" and the verb of what they do ("help *me* check")."""


def _after_help(text: str, slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` is the bare verb after "help" and who is helped ("Can you help me
    *check* …", "help us *find* …"), in the base form the dictionary gives the verb."""
    word = slots[i].text
    if i < 2 or word not in english_verb_bases(word) or word in gr.QUALIFYING_VERBS:
        return False
    helped, helping = slots[i - 1], slots[i - 2]
    return (
        helped.text in _HELPED
        and helping.text == "help"
        and _joined(text, helping, helped)
        and _joined(text, helped, slots[i])
    )


def _adverb(slot: Slot) -> bool:
    """Whether the dictionary knows ``slot`` only as an adverb ("sold *altogether*")."""
    classes = english_word_classes(slot.text)
    return bool(classes) and classes <= {"ADV"}


_BEFORE_IMPERATIVE = frozenset(["please", "pls", "plz", "kindly", "just", "quickly", "now"])
"""What may stand before a command's verb ("pls *pull* …", "just *grab* …")."""


def _imperative(slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` is the verb of a command opening the clause ("*pull* SG EBITDA
    FY24", "pls *dump* HK top line", "*grab* me the Japan headcount"): the first word,
    after nothing but a word of asking, in the base form the dictionary gives the verb,
    with a name, a period or grammar after it (the caller checks what follows). A word
    that may say which part or version of a figure is asked (a channel, "plan", "cash",
    "export") is no command there: "*franchise* HK revenue" is a part's revenue."""
    word = slots[i].text
    if any(s.role != "grammar" or s.text not in _BEFORE_IMPERATIVE for s in slots[:i]):
        return False
    if word in gr.CHANNEL_WORDS or word in gr.QUALIFYING_VERBS:
        return False
    return word in english_verb_bases(word)


def _opens_command(slots: Sequence[Slot], i: int) -> bool:
    """Whether slot ``i`` opens the clause, after nothing but a word of asking."""
    return all(s.role == "grammar" and s.text in _BEFORE_IMPERATIVE for s in slots[:i])


_LEARNING_VERBS = frozenset(["find", "figure", "suss"])
"""The verbs of learning a fact that take "out" ("*find out* Japan's revenue"): that "out"
is the verb's, never a part taken out of the figure ("break out", "strip out")."""


def _particles_of(verb: str) -> frozenset[str]:
    """The particles that may follow ``verb`` as part of a phrasal verb of fetching or
    learning (``gr.ENGLISH_PARTICLES``, and "out" after a verb of learning)."""
    return gr.ENGLISH_PARTICLES | ({"out"} if verb in _LEARNING_VERBS else frozenset())


def _particle_of_a_command(
    slots: Sequence[Slot], i: int, before: Slot | None, after: Slot | None
) -> bool:
    """Whether slot ``i`` is the particle of a command's phrasal verb whose verb is a word
    a request is phrased with ("look *up* SG EBITDA", "bring *up* …"): right after that
    verb opening the clause, and before no word of a noun phrase."""
    if before is None or i == 0 or slots[i].text not in _particles_of(before.text):
        return False
    if before.role != "grammar" or before.text not in english_verb_bases(before.text):
        return False
    if after is not None and after.role == "word":
        return False
    return all(
        s.role == "grammar" and (s.text in _BEFORE_IMPERATIVE or s.text in _ASKING_OPENERS)
        for s in slots[: i - 1]
    )


_ASKING_OPENERS = frozenset(["can", "could", "would", "will", "you", "u"])
"""A request put as a question before its verb ("*could you* find out …")."""


def _particle(text: str, slots: Sequence[Slot], i: int) -> Slot | None:
    """The particle of a phrasal verb at slot ``i`` ("pull *up* the margin"): a particle
    joined after it and followed by no word of a noun phrase; None when there is none."""
    _, after = _neighbours(text, slots, i)
    if after is None or after.role != "word" or after.text not in _particles_of(slots[i].text):
        return None
    _, following = _neighbours(text, slots, i + 1)
    return None if following is not None and following.role == "word" else after
