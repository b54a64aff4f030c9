"""What beside a request is context: courtesy, who asks and why, the asker's situation.

A question often wraps its request in words that are about the asking, not about the
figure: a greeting, a purpose ("for the board pack"), who wants it ("my manager asked
me to find…"), a remark on an earlier answer. This module reads that wrapping so the
parser (``_question``) weighs only the request: every word attached to the request
stays in it, so an unknown word there is still refused, while a sentence beside it
that names, narrows or asks nothing is set aside.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from functools import lru_cache
from itertools import pairwise

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._english import SCOPE_HEADS
from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.engine._periods import find_periods, is_number_word
from ragspine_eval_pipeline.engine._purpose import (
    as_asked,
    askers_plan_years,
    figure_of_a_part,
    ja_askers_purpose,
    ja_part_in_purpose,
    market_of_purpose,
    people_onto_a_noun,
)
from ragspine_eval_pipeline.engine._words import is_grammar, place_words
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    Token,
    Word,
    cjk_tokens,
    content_words,
    english_word_classes,
    japanese_places,
    normalize,
    stem,
)
from ragspine_eval_pipeline.text import STOPWORDS

ResidualOf = Callable[[str], tuple[Word, ...]]
"""The content words of a piece no name, period or grammar word accounts for: the
parser's own reading of a clause (``_question``), passed in so this module, which the
parser imports, needs nothing of it."""

CAPITALIZED_RE = re.compile(r"(?<![\w'’])[A-Z][A-Za-z]+")
"""A capitalized Latin word: a name when it does not open the clause."""


def blank(text: str, spans: list[tuple[int, int]]) -> str:
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def without_connector(piece: str) -> str:
    piece = piece.strip().strip(" ,、:，")
    match = gr.CONNECTOR_RE.match(piece.casefold())
    return piece[match.end() :].strip(" ,、:，") if match else piece


_PREAMBLE_RE = re.compile(r"\s*([^:?!。\n]{1,100}?)\s*:\s*(?=\S)")
"""A lead-in closed by a colon ("Quick one: ...", "顺便问一下：...")."""

SHORT_PREAMBLE = 40
"""Characters up to which a lead-in that names nothing is taken for a word about the
conversation ("Quick one:"); a longer one must say so (``_about_the_asking``)."""


def without_preamble(
    text: str, lang: str, reference_date: date, matcher: Matcher, scoped: bool = False
) -> str:
    """``text`` less a lead-in that names nothing: no KB name, no period, no number.

    Such a lead-in is about the conversation ("Quick one:"), not about the figure; one
    that names anything ("FY2025: ...", "Risk factors: ...") or narrows what is asked
    ("Only the online part: ...") is part of the question. A longer lead-in is set aside
    only when it is courtesy, a statement by the asker or the moment of asking ("Quick
    check before the board pack goes out:"), never for its length alone.
    """
    match = _PREAMBLE_RE.match(text)
    if match is None:
        return text
    lead = normalize(match.group(1))
    if re.search(r"\d", lead) or matcher.find(lead) or find_periods(lead, lang, reference_date):
        return text
    if gr.QUALIFIES_RE.search(lead) or (not scoped and _names_something(match.group(1), lang)):
        return text
    if len(lead) > SHORT_PREAMBLE and not _about_the_asking(lead):
        return text
    return text[match.end() :]


def _about_the_asking(lead: str) -> bool:
    """A lead-in that is courtesy, a statement by the asker or when the asking happens."""
    rest = gr.COURTESY_RE.sub(" ", lead).strip(" ,、，.!！")
    if not re.search(r"\w", rest):
        return True
    return bool(gr.STATEMENT_RE.search(rest) or gr.ASKING_MOMENT_RE.search(rest))


_FRONTED_PURPOSE_RE = re.compile(
    r"^\s*for\s+(?:the|a|an|my|our|this)\s+[a-z][a-z\s-]{0,40}?(?=\s+(?:i|we)(?:\s|['’]))",
    re.IGNORECASE,
)
"""A purpose put before the asker's own clause ("For the audit file I need …"): a
segment of its own, as if a comma closed it, so it is read as context or refused
(``_is_context``) apart from what the clause asks."""

_SEGMENT_RE = re.compile(r"([,，、]+|\s+and\s+(?=(?i:i|we)(?:\s|['’])))")
"""Where a sentence's segments meet: a comma, or an "and" that opens a new statement by
the asker ("I'm putting a slide together and I need …")."""


def _is_context(
    piece: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    scoped: bool = False,
    beside_request: bool = True,
) -> bool:
    """A sentence or segment that is about the asking, not part of the request.

    It is courtesy only ("Many thanks!", 「您好」, 「お疲れ様です」), or a statement by the
    asker ("I need it for a slide this afternoon", 「我这边要放进周报里」, 「役員会資料に
    使用いたします」) that asks nothing and names no scope, metric, document, unit, period
    or number. Anything that names or asks stays in the question, so an unknown word in
    the request itself is still refused.
    """
    norm = normalize(piece)
    rest = gr.COURTESY_RE.sub(" ", norm).strip(" ,、，.!！")
    if not re.search(r"\w", rest):
        return True
    clock = gr.CLOCK_TIME_RE.sub(" ", norm)
    if re.search(r"\d", clock) or matcher.find(norm) or find_periods(norm, lang, reference_date):
        return False
    if gr.UNSURE_RE.search(rest) or _about_the_answer(rest, lang):
        return True
    cues = (gr.ASKS_RE, gr.QUALIFIES_RE, gr.NUMBER_CUE_RE, gr.GENERIC_FIGURE_RE)
    if any(cue.search(rest) for cue in cues) or _ALSO_ASKED_RE.search(rest):
        return False
    if lang == "en" and beside_request and _vocative(rest) and (scoped or not holds_a_name(piece)):
        return True
    if not scoped and _names_something(piece, lang):
        return False
    if wants_a_part(rest, lang) or (lang == "en" and qualifies_request(rest)):
        return False
    if lang == "en" and (_part_heading(WORD_RE.findall(rest)) or part_word_on_a_noun(rest)):
        return False  # "I started on the *online team*", "For the *online* push": a part
    if cjk_counted_in_or_out(rest, lang):
        return False  # 「フランチャイズ店舗も含めてです」: which things the figure counts
    if said_of_the_figure(rest, lang, lambda what: content_words(normalize(what), lang)):
        return False  # "Franchise stores are fine", 「门店的就行」: a part of the figure
    return bool(
        gr.STATEMENT_RE.search(rest) or _REPORTED_RE.search(rest) or _CJK_WISH_RE.search(rest)
    )


_ALSO_ASKED_RE = re.compile(
    r"^(?:あと(?:は)?|それと|それから|また)[、,]?\S*?(?:の件|について|の)?も$"
)
"""A sentence opened by "and" and closed by 「も」 on a noun (「あと円安で…件の対策も」): a request
said by its object alone ("and the measures too"), never a statement of the asker's."""


WORD_RE = re.compile(r"[a-z0-9]+(?:['’][a-z]+)?")


def _vocative(rest: str) -> bool:
    """A greeting and whom it greets ("Hi team", "Hey all", "Hello Linda"), or a greeting
    alone ("Hi"): a greeting word opening a segment of at most three words, with no verb
    after it."""
    words = WORD_RE.findall(rest)
    return (
        0 < len(words) <= 3
        and words[0] in gr.GREETINGS
        and not any("VERB" in english_word_classes(w) and w.endswith("ing") for w in words)
    )


def _courtesy_words_only(rest: str) -> bool:
    """Whether an English piece is only words of courtesy ("Sorry", "Thanks again")."""
    words = WORD_RE.findall(rest)
    return bool(words) and len(words) <= 4 and all(w in gr.COURTESY_WORDS for w in words)


def holds_a_name(piece: str) -> bool:
    """Whether a statement about the asker holds a name the KB may lack: a capitalized
    word the dictionary does not know ("*Taiwan* here", "Hi *Linda*"), bar an acronym
    of a role or a team ("HR here", "FP&A"); "New hire here" and "Finance here" name
    nothing."""
    return any(
        not (w.isupper() and len(w) <= 4) and not english_word_classes(w.casefold())
        for w in re.findall(r"[A-Z][A-Za-z]*", piece)
    )


_HEAD_RE = re.compile(r"\s+([a-z]+)")


def _scope_phrase_end(norm: str, mention: Mention) -> int:
    """Where a scope's phrase ends: after the grammar noun heading it, if one follows
    ("the Macau *segment* schedule"), which names the market, never a part of it."""
    head = _HEAD_RE.match(norm, mention.end)
    if mention.kind == "scope" and head and head.group(1) in SCOPE_HEADS:
        return head.end()
    return mention.end


def _less_kb_names(piece: str, matcher: Matcher) -> str:
    """``piece`` with the KB's names in it blanked ("the *EBITDA* figure"), when its
    normalized form keeps its offsets: a name the KB holds is no name it may lack."""
    norm = normalize(piece)
    if len(norm) != len(piece):
        return piece
    return blank(piece, [(m.start, m.end) for m in matcher.find(norm)])


def _function_word(word: str) -> bool:
    """A word that opens a verb's object or complement ("need *it*", "getting *my*", "need
    *something*"): grammar, a stopword, an indefinite pronoun, or a word the dictionary
    knows only as an adverb."""
    classes = english_word_classes(word)
    return (
        word in gr.ENGLISH_GRAMMAR
        or word in STOPWORDS
        or word in _INDEFINITE
        or (bool(classes) and classes <= {"ADV"})
    )


_INDEFINITE = frozenset(["something", "anything"])
"""Pronouns for a thing not yet said ("need *something* punchy for the deck"): the answer
the asker hopes for, like a determiner opening a noun phrase."""


def _opens_on_verb(words: list[str]) -> bool:
    """Whether English ``words`` open a clause whose subject is left unsaid: a word the
    dictionary knows as a verb (after an adverb, if any), a participle or followed by a
    function word ("Need it", "Still getting my", "Putting a deck"); never a preposition
    or a conjunction ("as reported in …")."""
    return unsaid_subject(words) is not None


def unsaid_subject(words: list[str]) -> list[str] | None:
    """The words after the verb of a clause whose subject is left unsaid (``_opens_on_verb``),
    or None when ``words`` open no such clause."""
    if not words or words[0] in STOPWORDS:
        return None
    verb, *after = words
    if "ADV" in english_word_classes(verb) and after and "VERB" in english_word_classes(after[0]):
        verb, *after = after  # an adverb before the verb: "still getting", "just putting"
    if "VERB" not in english_word_classes(verb) and not _participle_with_object(verb, after):
        return None
    if after and _finite(after[0]):
        noun_after = "NOUN" in english_word_classes(after[0])  # "Using *figures* from …"
        if "NOUN" in english_word_classes(verb) or not noun_after:
            return None  # the clause's subject, not its verb: "Marketing wants it for …"
    if after[:1] and after[0] in _MAKING_PARTICLES and _lemma(verb) in _MAKING_VERBS:
        after = after[1:]  # the particle of a verb of making: "building *out* the model"
    return after if verb.endswith("ing") or (after and _function_word(after[0])) else None


def _participle_with_object(word: str, after: list[str]) -> bool:
    """Whether ``word``, unknown to the dictionary, is an -ing form taking the object a
    determiner opens after it ("*prepping* the slide", "*onboarding* a new hire"): a noun
    is never written straight before "the" or "my"."""
    return (
        word.endswith("ing")
        and len(word) > 5
        and not english_word_classes(word)
        and bool(after)
        and after[0] in _DETERMINERS
    )


_MAKING_VERBS = frozenset(
    ["build", "put", "pull", "write", "draw", "fill", "flesh", "mock", "sketch", "type", "firm"]
)
"""Verbs of making a piece of work whose particle says it is done whole ("building
*out*", "writing *up*", "putting *together*"), never which part; a verb of splitting or
removing ("break *down*", "strip *out*") is none of them."""
_MAKING_PARTICLES = frozenset(["out", "up", "together"])


@lru_cache(maxsize=4096)
def _lemma(verb: str) -> str:
    """The dictionary form of an English verb ("building" → "build"), or the word itself."""
    from lemminflect import getLemma

    lemmas = getLemma(verb, upos="VERB")
    return lemmas[0] if lemmas else verb


_IRREGULAR_PAST = frozenset(["said", "told", "thought", "sent", "gave", "got", "kept", "made"])


def _finite(word: str) -> bool:
    """A finite verb ("wants", "asked", "is", "said"): a word written after it is its
    subject, so a word known as a noun and as a gerund before it ("*Marketing* wants
    it") is a noun."""
    if word in _FINITE or re.split(r"['’]", word)[0] in _FINITE or word in _IRREGULAR_PAST:
        return True
    return "VERB" in english_word_classes(word) and word.endswith(("s", "ed")) and len(word) > 3


_MORE_PREPOSITIONS = frozenset(["before", "after", "until", "per", "without", "excluding"])
"""Prepositions the stopword list lacks."""
_COUNTED = frozenset(["per", "without", "excluding"])
"""Prepositions that always say how a figure is counted ("per store")."""
_POINTING = frozenset(["it", "this", "that", "them", "these", "those"])
_OWN = frozenset(["my", "our"])


def qualifies_request(rest: str) -> bool:
    """An English statement about the request it points back at that says how the figure
    is to be counted ("Need it *in constant currency*", "I need it *per store*", "want
    them *by region*", "for *2* stores"): it qualifies the request, so it is never
    context."""
    words = WORD_RE.findall(rest)
    if words[:1] in (["i"], ["we"]):
        words = words[1:]
    after = unsaid_subject(words)
    if not after or after[0] not in _POINTING:
        return False
    # A number other than a time on the clock counts what is asked ("for 2 stores").
    return bool(re.search(r"\d", gr.CLOCK_TIME_RE.sub(" ", rest))) or not object_of_the_asking(
        after
    )


def _determined(word: str) -> bool:
    """A word that opens a noun phrase as a determiner does ("*a* slide", "*ten* minutes",
    "*tomorrow's* memo")."""
    return (
        word in _DETERMINERS
        or is_number_word(word)
        or word[0].isdigit()
        or word.endswith(("'s", "’s"))
    )


def object_of_the_asking(after: list[str]) -> bool:
    """Whether what follows the verb of a clause with its subject unsaid is about the
    asking, not the figure: after a particle, if any ("pulling *together*"), the request
    pointed back at ("Need *it*"), the asker's own things ("getting *my bearings*"), a
    thing named with a determiner ("pulling together *a deck*"), a state ("getting
    *ready*"), or a preposition; then phrases each opened by a preposition and a
    determiner ("*for a* slide *in ten* minutes") or an infinitive ("trying *to
    reconcile* …"). A bare noun as the object ("using *constant currency*") or after a
    preposition ("in constant currency", "by region", "adjusting for currency"), or
    anything after *per*, says how the figure is counted, so it is never this."""
    i = 0
    while i < len(after) and english_word_classes(after[i]) == frozenset({"ADV"}):
        i += 1  # a particle of the verb: "pulling together", "catching up"
    if i >= len(after):
        return True
    first = after[i]
    classes = english_word_classes(first)
    following = after[i + 1] if i + 1 < len(after) else None
    if first in _INDEFINITE:
        return _the_answer_hoped_for(after[i + 1 :])
    if first in _POINTING or first in _DETERMINERS or first == "some":
        i += 1
    elif first in _OWN:
        i += 2
    elif (
        "ADJ" in classes
        and "NOUN" not in classes
        and (following is None or _preposition(following))
    ):
        i += 1  # a state: "getting ready for the review"
    elif not _preposition(first):
        return False
    while i < len(after):
        word = after[i]
        if _preposition(word):
            following = after[i + 1] if i + 1 < len(after) else None
            if word in _COUNTED or following is None:
                return False
            infinitive = word == "to" and "VERB" in english_word_classes(following)
            if not (infinitive or _determined(following)):
                return False
            i += 2
            continue
        i += 1  # a word of the noun phrase the preposition or the determiner opened
    return True


def _the_answer_hoped_for(after: list[str]) -> bool:
    """Whether what follows "something" says only how the answer should read and what
    it is for ("something *punchy for the* roadshow deck"): describing words, then
    phrases of purpose. Anything else ("something *online*", "something *on the* stores")
    says what the figure is of."""
    i = 0
    while i < len(after) and (after[i] in gr.DESCRIBING_WORDS or after[i] in gr.ANSWER_FORM):
        i += 1
    if i < len(after) and after[i] not in ("for", "to"):
        return False
    return object_of_the_asking(after[i:])


def _preposition(word: str) -> bool:
    """A preposition or another function word that opens a phrase (a stopword that is no
    determiner)."""
    return (word in STOPWORDS or word in _MORE_PREPOSITIONS) and word not in _DETERMINERS


def _about_the_answer(rest: str, lang: str) -> bool:
    """A remark, naming nothing, on how exact the answer should be ("roughly", "well the
    exact figure is fine too", "the percentage only"): every word of it is the answer's
    form or grammar; "only" there narrows the answer's form, not the figure."""
    if lang != "en":
        return False  # the CJK forms are read by the analyser (大概, ざっくり)
    words = re.findall(r"[a-z]+", rest)
    return any(w in gr.ANSWER_FORM for w in words) and all(
        w in gr.ANSWER_FORM
        or w in gr.ENGLISH_GRAMMAR
        or w in STOPWORDS
        or w in ("too", "ok", "only", "just")
        for w in words
    )


def states_a_part(norm: str, lang: str) -> bool:
    """A statement, asking nothing, that says which part of a figure is wanted ("I need
    the online split."): it narrows the request beside it (``wants_a_part``)."""
    rest = gr.COURTESY_RE.sub(" ", norm).strip(" ,、，.!！")
    if gr.ASKS_RE.search(rest):
        return False
    opener = gr.STATEMENT_RE.search(rest) or _REPORTED_RE.search(rest) or _CJK_WISH_RE.search(rest)
    unsaid = lang == "en" and _opens_on_verb(WORD_RE.findall(rest))  # "Need the online split."
    return (opener is not None or unsaid) and wants_a_part(rest, lang)


_PRONOUNS = frozenset(["it", "this", "that", "them", "these", "those", "one", "something"])


def said_of_the_figure(rest: str, lang: str, residual_of: ResidualOf) -> bool:
    """Whether a statement beside a figure request names, in words the KB lacks, which
    part of the figure is wanted ("*Franchise stores* are fine", 「我们要核对*门店*的」,
    「*オンライン*分です」, 「*オンライン*で大丈夫です」): its subject or complement is a
    noun phrase said of the figure, not of the asker ("I'm fine", 「急ぎです」), and not
    the answer's form ("A rough figure is fine", "one line is enough", 「ざっくりでいいです」)."""
    what = _part_said(rest, lang)
    if what is None or predicated(what, lang, sentence=True):
        return False  # a clause ("Whichever deck has it is fine") names no part
    if lang == "zh" and place_words(what, lang):
        return True  # a place word the analyser reads as grammar: 「线上的」, 「店内的就行」
    return any(
        w.surface not in gr.ANSWER_FORM
        and w.surface not in gr.ACCEPTANCE
        and w.surface not in SUBJECTS
        and w.surface not in _PRONOUNS
        and not is_number_word(w.surface)
        for w in residual_of(what)
    )


_ZH_IDENTITY = frozenset(["是", "为", "為", "没", "沒", "不"])
"""Chinese words before "X的" that make it say what something is (「我是香港团队的」) or
deny (「没问题的」), not which figure is wanted."""


def _part_said(rest: str, lang: str) -> str | None:
    """The noun phrase a statement says of the figure (``said_of_the_figure``), if any."""
    if lang == "en":
        accepted = gr.ACCEPTED_RE.match(rest)
        return accepted.group("what") if accepted is not None else None
    if lang == "ja":
        said = gr.JA_PART_SAID_RE.match(rest)
        return said.group("what") or said.group("accepted") if said is not None else None
    close = gr.ZH_ACCEPTED_RE.search(rest)
    if close is None:
        return None
    head = rest[: close.start()]
    tokens = [t for run in CJK_RUN_RE.findall(head) for t in cjk_tokens(run, False)]
    run = 0
    while run < len(tokens) and tokens[-1 - run].tag.startswith(("n", "f", "s", "b")):
        run += 1
    if not run or (run < len(tokens) and tokens[-1 - run].word.surface in _ZH_IDENTITY):
        return None
    return "".join(t.word.surface for t in tokens[-run:])


_WITH = frozenset(["和", "跟", "与", "與", "同"])
"""Chinese words for "with" opening what is wanted: the asker wants to do something with
a thing (「要*跟*董事会材料核对」), to check the figure against it, not a part of it."""


def wants_a_part(rest: str, lang: str) -> bool:
    """Whether a statement says which part of a figure is wanted ("I need *the online
    split*", "my manager wants *the beverage numbers*", 「老板想看*线上的*」): such a
    sentence narrows the request, so it is never set aside. The answer's form ("a rough
    picture", 「大概」) and the purpose after it ("it for a slide") narrow nothing."""
    match = gr.WANTED_RE.search(rest)
    if match is None:
        return False
    if match.group("object") is not None:
        for word in re.findall(r"[a-z]+", match.group("object")):
            if word in _PRONOUNS or word in ("for", "by", "before", "to", "so", "because"):
                return False
            if word in gr.ANSWER_FORM or word in gr.ENGLISH_GRAMMAR or word in STOPWORDS:
                continue
            if is_number_word(word):
                continue  # how many things are asked ("two things:"), not which
            return True
        return False
    wanted = match.group("zh") if match.group("zh") is not None else match.group("ja")
    tokens = [t for run in CJK_RUN_RE.findall(wanted or "") for t in cjk_tokens(run, lang == "ja")]
    if tokens and tokens[0].tag.startswith(("v", "動詞")):
        return False  # a purpose, not a thing wanted: 「需要放进周报里」
    if tokens and tokens[0].word.surface in _WITH:
        return False  # what to check against: 「我们要*和*合并报表底稿对一下」
    return any(
        (t.content or t.tag in ("f", "s", "a", "b"))
        and t.word.surface not in gr.ANSWER_FORM
        and not is_grammar(t.word)
        for t in tokens
    )


def _names_something(piece: str, lang: str) -> bool:
    """Whether ``piece`` holds a name the KB may not know ("I'm researching *Taiwan*",
    「我在研究台湾」): a capitalized word inside it, or a word the analyser tags as a
    proper noun. In a question that names no market of its own, such a sentence may say
    what the request is about ("sales *there*"), so it is not set aside as context."""
    if any(m.start() for m in CAPITALIZED_RE.finditer(piece.strip())):
        return True
    return any(w.name for w in content_words(normalize(piece), lang) if not w.latin)


_CJK_WISH_RE = re.compile(
    r"^(?:我(?:的|们的?)?)?(?:领导|領導|老板|老闆|经理|經理|主管|上司|同事|客户|客戶|老师|老師|记者|"
    r"記者|导师|導師)(?:想|要|需要|希望|打算|在等|等着|等著|催)"
    r"|^[^、,。はがをにでと]{1,12}?(?:が|は)"
    r".{0,20}(?:たい|ほしい|欲しい)(?:そう|とのこと|と言って)"
)
"""What someone else wants, said in a sentence of its own (「老板想看个大概」,
「上司が全体像を知りたいそうです」: whoever is named before が or は and a wish heard
from them): who wants the figure, not which one."""


ASKED_RE = re.compile(r"(?:^|(?<=[.!?;。！？\n]))\s*([^.!?;。！？\n]+?)\s*[?？]")
"""A sentence closed by a question mark."""


def without_context(
    pieces: list[str],
    lang: str,
    reference_date: date,
    matcher: Matcher,
    scoped: bool = False,
    asked: frozenset[str] = frozenset(),
) -> list[str]:
    """``pieces`` less those that are context (``_is_context``), unless nothing would stay.
    A piece in ``asked`` (a sentence closed by a question mark: "New hires here?") asks,
    so it is never set aside for being built as a statement about the asker."""
    kept = [
        p
        for p in pieces
        if not _is_context(p, lang, reference_date, matcher, scoped, p.strip() not in asked)
    ]
    return kept if any(re.search(r"\w", p) for p in kept) else pieces


def request_segments(
    sentence: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    scoped: bool = False,
    aside: list[str] | None = None,
) -> str:
    """``sentence`` less its segments (between commas) that are context; those are added
    to ``aside``."""
    parts = _SEGMENT_RE.split(_FRONTED_PURPOSE_RE.sub(r"\g<0>,", sentence, count=1))
    segments = parts[0::2]
    if len(segments) < 2:
        return sentence
    # A statement about the asker is set aside by its structure only beside the request
    # it introduces: a segment of a sentence that names or asks something.
    folded = normalize(sentence)
    beside = bool(matcher.find(folded) or gr.ASKS_RE.search(folded))
    kept = [
        i
        for i, segment in enumerate(segments)
        if not _is_context(segment, lang, reference_date, matcher, scoped, beside)
    ]
    if not kept:
        return sentence
    if aside is not None:
        aside += [segment for i, segment in enumerate(segments) if i not in kept]
    return "".join(segments[i] + (parts[2 * i + 1] if i != kept[-1] else "") for i in kept)


_LEARNING_RE = re.compile(
    r"^.*?(?<![a-z])(?:understand\w*|learn\w*|know|research\w*|stud(?:y|ying|ied)|"
    r"look\w*\s+(?:at|into)|read\w*\s+(?:about|up\s+on)|writ\w*\s+(?:about|on)|"
    r"work\w*\s+on|curious\s+about|interested\s+in)(?![a-z])(?:\s+(?:more\s+)?about)?"
)
"""The asker's own words before what they want to learn about ("I'm trying to
understand", "I'm looking into"): the topic is what follows."""


def topic_of_context(aside: list[str]) -> str:
    """What context set aside says the question is about, less the courtesy and the
    asker's own words ("I'm trying to understand currency risk" → "currency risk"). A
    remark on an earlier answer says what was asked before, never this question's topic."""
    topics = [
        _LEARNING_RE.sub("", gr.COURTESY_RE.sub(" ", normalize(piece))).strip(" ,、，.")
        for piece in aside
        if not gr.REMARK_RE.search(normalize(piece))
    ]
    return " ".join(t for t in topics if re.search(r"\w", t))


_REPORTED_RE = re.compile(
    r"^(?:my|our|a|an|the|one\s+of\s+our)\s+(?:[a-z]+\s+){0,2}(?:asked|asks|wants|wanted|needs|"
    r"needed|requested|would\s+like)(?![a-z])"
)
"""A request reported from someone else ("A reporter asked me about…", "My manager wants
the headcount figure…"): context, whatever it names, when the request follows."""

_BACK_REFERENCE_RE = re.compile(
    r"(?<![a-z])(?:it|its|it['’]s|they|their|them|that|this|the\s+(?:number|figure|amount))"
    r"(?![a-z])"
)
"""A word by which the request points back at what the sentence before it named."""

_UNSAID_RE = re.compile(
    r",?\s*(?:but|and)?\s*(?:didn['’]?t|did\s+not|doesn['’]?t|does\s+not|hasn['’]?t|has\s+not)"
    r"\s+(?:say|said|tell|mention|specify)\s+(?:me\s+)?which\b.*$"
)
"""That the one who asked left something unsaid ("but didn't say which part of the
business it's for"): no scope, so the engine asks which."""


_CJK_REPORTED_RE = re.compile(
    r"^(?:我(?:的|们的?)?)?(?:领导|領導|老板|老闆|经理|經理|主管|上司|同事|客户|客戶|老师|老師|记者|"
    r"記者|导师|導師)(?:让|讓|叫|要|请|請|托|要求)我"
    r"|^(?:我(?:的|们的?)?)?(?:领导|領導|老板|老闆|经理|經理|主管|上司|同事|客户|客戶|老师|老師|记者|"
    r"記者|导师|導師)(?:问|問)(?:了)?(?:我)?[:：，,]?\s*(?=[“\"「『])"
    r"|^[^、,。はがをにでと]{1,12}?(?:に|から)(?:頼まれ|言われ|聞かれ|訊かれ|求められ|依頼され|"
    r"質問され)(?:まして|ました|て|た)(?:ので|ため|から)?(?:[、,]|$)"
)
"""A request reported from someone else, opening a Chinese or Japanese question
(「领导让我查一下…」, 「客户问“…”」, 「上司に頼まれて、…」, 「部長から聞かれたので、…」: whoever is
named before に or から and a passive verb of asking): who asked is context, set aside."""

_CJK_UNSAID_RE = re.compile(
    r"[，,、]?\s*(?:但|可是|不过|不過)?(?:他|她)?(?:没|沒)(?:有)?(?:说|說|讲|講|告诉我|告訴我)"
    r"(?:是)?(?:哪|什么|什麼)[^，,。？?]*"
    r"|[、,]?(?:どの|どこの)[^、,。？?]{0,12}(?:か)?(?:は)?(?:言われ|聞い|指定され)て(?:い)?ません"
    r"(?:でした)?(?:が|けど|けれど)?"
)
"""That the one who asked left the scope unsaid (「但没说是哪个市场的」,
「どの事業かは言われていませんが」): no scope is named, so the engine asks which."""


_EN_REPORTED_LEAD_RE = re.compile(
    r"^(?:my|our)\s+(?:[a-z]+\s+){0,2}?(?:wants|wanted|needs|needed|would\s+like|"
    r"asked\s+(?:me\s+)?for|is\s+asking\s+for)\s+(?:to\s+(?:know|see|get|have)\s+)?",
    re.IGNORECASE,
)
"""Someone else wanting what the one sentence of a question then names ("my boss wants
Hong Kong's revenue for last year"): who wants it is context; what is wanted, every word
of it, is the request."""


def without_reported_asker(text: str, lang: str) -> str:
    """``text`` less who asked for it (and, in Chinese or Japanese, what they left unsaid)."""
    if lang == "en":
        lead = _EN_REPORTED_LEAD_RE.match(text.strip())
        if lead is None or gr.CLAUSE_SPLIT_RE.search(text.strip().rstrip("?!. ")):
            return text
        return text.strip()[lead.end() :]
    return _CJK_UNSAID_RE.sub("", _CJK_REPORTED_RE.sub("", text.strip(), count=1))


def lead_in(sentence: str) -> bool:
    """An English sentence of the asker's situation, purpose or a reported request."""
    norm = _UNSAID_RE.sub("", normalize(sentence)).strip()
    rest = gr.COURTESY_RE.sub(" ", norm).strip()
    return bool(gr.STATEMENT_RE.search(rest) or _REPORTED_RE.search(rest)) and not (
        gr.QUALIFIES_RE.search(rest)
    )


_DETERMINERS = frozenset(
    ["the", "our", "its", "my", "a", "an", "this", "that", "their", "your", "his", "her"]
)
PART_NOUNS = frozenset(
    [
        "business",
        "businesses",
        "biz",
        "segment",
        "segments",
        "operation",
        "operations",
        "unit",
        "units",
        "division",
        "arm",
        "side",
        "market",
        "markets",
        "company",
        "entity",
        "branch",
        "team",
    ]
)


def _names_only(sentence: str, lang: str, reference_date: date, matcher: Matcher) -> str | None:
    """The names and periods of ``sentence``, or None when a name there may be qualified.

    A name carried from the context must head the phrase that closes the sentence, with
    only grammar words around it ("a brief on our Hong Kong business", "a profile of
    ACME Singapore"). A word the KB does not explain inside that phrase ("Hong Kong's
    online business") or a part named before it ("the beverage unit in Japan") may
    narrow it, so nothing is carried and the lead-in stays in the question.
    """
    norm = _UNSAID_RE.sub("", normalize(sentence))
    spans = [(m.start, m.end) for m in matcher.find(norm) if m.kind in ("scope", "metric")]
    spans += [(p.start, p.end) for p in find_periods(norm, lang, reference_date)]
    if not spans:
        return None
    spans.sort()
    first = spans[0][0]
    words = [
        (w.start(), w.group())
        for w in re.finditer(r"[a-z]+", norm)
        if not any(s <= w.start() < e for s, e in spans) and w.group() != "s"
    ]
    before = [word for at, word in words if at < first]
    tail = [word for at, word in words if at > first]
    while before and before[-1] in _DETERMINERS:
        before.pop()
    if any(w not in gr.ENGLISH_GRAMMAR and w not in STOPWORDS for w in tail):
        return None
    if len(before) >= 2 and before[-2] in PART_NOUNS:
        return None  # "the beverage unit in Japan": a part of the scope
    metrics = [(m.start, m.end) for m in matcher.find(norm) if m.kind == "metric"]
    if any(_written_onto(norm, word, at, metrics) for at, word in words):
        return None  # "inventory turnover": another measure than the turnover
    return " ".join(norm[start:end] for start, end in spans)


_VERB_BEFORE_RE = re.compile(r"(?:^|[\s'’])(?:am|m|are|re|is|was|were|be|been|to)\s+$")
"""What a verb follows in a lead-in ("I'm *studying*", "want to *check*")."""


def _written_onto(norm: str, word: str, at: int, metrics: list[tuple[int, int]]) -> bool:
    """Whether ``word`` (at ``at``) is written straight before a metric name ("*inventory*
    turnover", "*adjusted* EBITDA"), which makes it another measure; the verb of the
    lead-in ("I'm *studying* revenue") or a grammar word does not."""
    if word in gr.ENGLISH_GRAMMAR or word in STOPWORDS:
        return False
    end = at + len(word)
    if not any(re.fullmatch(r"[\s-]+", norm[end:start]) for start, _ in metrics if start > end):
        return False
    return _VERB_BEFORE_RE.search(norm[:at]) is None


_QUESTION_OPENS_RE = re.compile(r"(?:^|[,;:]\s*)(?:what|how|which|who|where|when)(?![a-z])")
"""A question word opening a sentence or a piece of it ("For the Japan segment, *what*
EBITDA …"): the sentence asks, so it is the request, never a lead-in to the next."""


def carry_context(
    sentences: list[str], lang: str, reference_date: date, matcher: Matcher
) -> list[str]:
    """Sentences with an English lead-in folded into the request after it.

    "I'm writing a profile of ACME Singapore. What is its net profit?" is read as "ACME
    Singapore what is its net profit": the lead-in's own words are context and set
    aside, while the names and period it gives are what the request's "it" points at.
    A lead-in ended by a colon ("I'm preparing a report on X: how much…") is one too.
    A lead-in whose name is qualified by words the KB lacks is read as one sentence with
    the request, so those words are refused.
    """
    if lang != "en":
        return sentences
    pieces: list[str] = []
    for sentence in sentences:
        head, colon, tail = sentence.partition(":")
        pieces += [head, tail] if colon and lead_in(head) and re.search(r"\w", tail) else [sentence]
    out: list[str] = []
    i = 0
    while i < len(pieces):
        piece = pieces[i]
        follow = pieces[i + 1] if i + 1 < len(pieces) else None
        if (
            follow is not None
            and lead_in(piece)
            and not _QUESTION_OPENS_RE.search(normalize(piece))
            and _BACK_REFERENCE_RE.search(normalize(follow))
        ):
            names = _names_only(piece, lang, reference_date, matcher)
            if names is not None:
                out.append(f"{names} {follow.strip()}")
                i += 2
                continue
            if any(m.kind in ("scope", "metric") for m in matcher.find(normalize(piece))):
                # The name it points back at is qualified by words the KB lacks: they are
                # part of the request, so they are refused, never read as a topic beside it.
                out.append(f"{piece.strip()} {follow.strip()}")
                i += 2
                continue
        out.append(piece)
        i += 1
    return out


# -- the request decides: everything not attached to it is context ---------------------

_PIECE_RE = re.compile(
    r"([,，、:：;；]+(?!\s*(?:who|which|whose|where)(?![a-z]))|\s+[-–—]+\s+|\s+and\s+(?=(?:i|we|need|needs|want|wants)(?![a-z'’])))"
)
"""Where a sentence's pieces meet: a comma or a colon, a dash between spaces ("new joiner
here - roughly how many …"), or an "and" that opens the asker's next statement ("I'm
putting the pack together and need …")."""

SUBJECTS = frozenset(
    ["i", "we", "you", "he", "she", "they", "who", "it", "there", "someone", "that", "this"]
)
_FINITE = frozenset(
    [
        "am",
        "is",
        "are",
        "was",
        "were",
        "be",
        "been",
        "being",
        "'m",
        "'re",
        "'s",
        "will",
        "would",
        "can",
        "could",
        "shall",
        "should",
        "may",
        "might",
        "must",
        "do",
        "does",
        "did",
        "have",
        "has",
        "had",
    ]
)


def _stands_alone(sentence: str, matcher: Matcher) -> bool:
    """A request that stands on its own (``_standing``)."""
    return _standing(sentence, matcher) is not None


def _standing(sentence: str, matcher: Matcher) -> frozenset[tuple[str, str]] | None:
    """What a request that stands on its own names (kind and code), or None when
    ``sentence`` is none: such a request names a KB metric or document itself, or a
    scope's figures ("新加坡2025财年的业绩") or people (「マカオって何人くらい」), so what
    is asked does not rest on the sentences around it. Staff named as what they have or
    attend (「新员工分享会」) name no headcount there."""
    norm = normalize(sentence)
    remark = gr.REMARK_RE.search(norm) and not gr.ASKS_RE.search(norm)
    if remark and len(_PIECE_RE.split(norm)) == 1:
        return None  # a remark on an earlier answer: what it names was asked before
    named = [m for m in _named_in(norm, matcher) if not people_onto_a_noun(norm, m)]
    names = frozenset((m.kind, m.code) for m in named)
    found = {kind for kind, _ in names}
    asks_of_scope = gr.GENERIC_FIGURE_RE.search(norm) or gr.JA_PEOPLE_ASKED_RE.search(norm)
    if found & {"metric", "document"} or ("scope" in found and asks_of_scope is not None):
        return names
    return None


def predicated(rest: str, lang: str, sentence: bool = False) -> bool:
    """Whether ``rest`` is built as a clause, not as a bare noun phrase that could name
    what is asked ("Same-store growth.", 「同店增长。」, 「既存店成長率。」): it has a
    verb, a copula or an adjective (「必要なため」; a noun before ため is none:
    「オンラインのため」), or in English a subject; a piece of the request's sentence may
    also be a phrase opened by a preposition and a determiner ("before my customer
    meeting")."""
    if lang == "en":
        words = WORD_RE.findall(_WHEN_RE.sub(" the ", rest))
        if any(re.split(r"['’]", w)[0] in SUBJECTS or w in _FINITE for w in words):
            return True
        if unsaid_subject(words) is not None or subject_and_verb(words):
            return True
        return not sentence and any(
            _preposition(w)
            and w not in _COUNTED
            and i + 1 < len(words)
            and _determined(words[i + 1])
            for i, w in enumerate(words)
        )
    tokens = [t for run in CJK_RUN_RE.findall(rest) for t in cjk_tokens(run, lang == "ja")]
    return any(t.tag.startswith(("v", "動詞", "助動詞", "形容詞", "l", "i")) for t in tokens)


def subject_and_verb(words: list[str]) -> bool:
    """Whether English ``words`` hold a noun followed by a finite verb, its subject ("my
    boss *follows* …", "our team *keeps* talking"). A word that is a noun as well as a
    verb ("sales *figures*") is taken for the verb only when what follows it opens its
    object or complement: a pronoun, a determiner, a possessive, an -ing form or an
    adverb."""
    for at in range(1, len(words)):
        word, before = words[at], words[at - 1]
        if not _finite(word) or before in STOPWORDS or "NOUN" not in english_word_classes(before):
            continue
        if "NOUN" not in english_word_classes(word):
            return True
        following = words[at + 1] if at + 1 < len(words) else ""
        if (
            following in _POINTING
            or following in _DETERMINERS
            or following == "s"
            or following.endswith(("ing", "'s", "’s"))
            or english_word_classes(following) == frozenset({"ADV"})
        ):
            return True
    return False


def _counts_by(rest: str) -> bool:
    """An English "per" or "by" before a bare noun ("per store", "by region"): how a figure
    is counted. "by Friday", "by noon", "by the end of the day" say when it is needed."""
    for match in re.finditer(r"(?<![a-z])(per|by)\s+([a-z']+)", rest):
        word = match.group(2)
        if match.group(1) == "per" or not (_determined(word) or _WHEN_RE.fullmatch(word)):
            return True
    return False


_WHEN_RE = re.compile(
    r"(?<![a-z])(?:today|tonight|tomorrow(?:['’]s)?|noon|midday|eod|cob|asap|"
    r"(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:['’]s)?|(?:next|this)\s+week(?:['’]s)?|"
    r"(?:this|tomorrow)\s+(?:morning|afternoon|evening))(?![a-z])"
    r"|今天|明天|后天|後天|今晚|上午|下午|中午|晚上|下周|下週|下星期|本周|这周|周[一二三四五六日末]"
    r"|星期[一二三四五六日天]|今日|明日|明後日|午前|午後|来週|今週|[月火水木金土日]曜日?"
)
"""When the answer is needed (a weekday, "tomorrow", 下周, 来週): never a period of it."""


_ADDS_A_REQUEST_RE = re.compile(
    r"^(?:oh\s+)?(?:and\s+)?(?:also|plus|what\s+about|how\s+about)(?![a-z])"
    r"|^(?:另外|还有|此外|再|顺便(?:问一下|问下|说下|讲讲)?)(?!.*(?:确认|核对))"
    r"|^(?:あと|それと|それから|ついでに|あわせて|併せて)|も[。.!！]*$"
)
"""A sentence that adds a request to the one before it: opened by "also", 「另外」,
「あと」, or in Japanese closed by も ("…の対策も", and its measures too). Confirming
what the answer states (「顺便确认下单位」) adds none."""


def _wrapping(
    piece: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    residual_of: ResidualOf,
    scoped: bool,
    after: bool,
    asked: bool = False,
    sentence: bool = True,
    own: frozenset[tuple[str, str]] = frozenset(),
    years: frozenset[str] = frozenset(),
) -> bool:
    """Whether a sentence or a piece of one beside a request that stands on its own is
    context.

    It is, unless it names a KB scope, metric, document, unit, period or number (a
    time on the clock or a weekday is when the answer is needed, no number of it),
    narrows what is asked (a part, "only", "per store", "using constant currency", an
    event it is dated by), holds a name the KB lacks when the request names no market,
    asks something of its own, or is a bare noun phrase that could name the measure. A
    sentence of several pieces is context when each piece is. A question naming nothing
    ("Are you there?", 「在吗？」) is courtesy; so is a greeting and whom it greets, and,
    after the request, who signs it ("Best, Priya").

    ``own`` holds what the request itself names (kind and code): a piece naming only
    those again adds nothing ("my manager keeps quoting Singapore's sales"), so it is
    read less them; a remark on an earlier answer ("Thanks for the Hong Kong figure",
    「刚才你给了我日本的利润」) is context whatever it names when the request names a
    market of its own: its names are the earlier answer's. ``years`` holds the years the
    request's own pieces name beside ``own``'s: a year of the asker's plan is no year
    asked (``askers_plan_years``)."""
    if after and _ALSO_ASKED_RE.search(_courtesy_less(piece)):
        return False
    greets = _greeting(normalize(piece), _courtesy_less(piece), lang)
    if sentence and greets and not gr.QUALIFIES_RE.search(normalize(piece)):
        return after or scoped or not _names_something(piece, lang)
    if sentence:
        parts = [p for p in _PIECE_RE.split(piece)[0::2] if re.search(r"\w", p)]
        if len(parts) > 1:
            return all(
                _wrapping(
                    p,
                    lang,
                    reference_date,
                    matcher,
                    residual_of,
                    scoped,
                    after,
                    asked and p is parts[-1],
                    own=own,
                    years=years,
                )
                for p in parts
            )
    norm = normalize(piece)
    if lang == "en":
        norm = _less_copy(blank(norm, [m.span() for m in _SPAN_OF_WORK_RE.finditer(norm)]))
    if sentence and _ADDS_A_REQUEST_RE.search(gr.COURTESY_RE.sub(" ", norm).strip()):
        return False  # 「あと…の対策も」, "oh and what about …": a request added
    departments = [
        (m.start, end.end())
        for m in matcher.find(norm)
        if m.kind == "metric" and (end := _DEPARTMENT_RE.match(norm, m.end))
    ]
    said_again = _years_said_again(norm, lang, reference_date, own)
    asked_years = frozenset(code for kind, code in own if kind == "period") | years
    norm = blank(norm, said_again + askers_plan_years(norm, lang, reference_date, asked_years))
    when = _WHEN_RE.sub(" ", gr.CLOCK_TIME_RE.sub(" ", norm))
    if re.search(r"\d", when) or find_periods(when, lang, reference_date):
        return False
    named = [m for m in _named_in(norm, matcher) if not people_onto_a_noun(norm, m)]
    remark = gr.REMARK_RE.search(norm) and not gr.QUALIFIES_RE.search(norm)
    if named and remark and not asked and any(kind == "scope" for kind, _ in own):
        return True  # a remark on an earlier answer: its names are that answer's
    # A source the asker checks a figure against ("against the results presentation")
    # says where the figure is checked, never which figure.
    against = [m for m in named if m.kind == "source" and _checked_against(norm, m)]
    departments += [(m.start, m.end) for m in against]
    named = [m for m in named if m not in against]
    if lang != "en":
        named = as_asked(named, own)  # 「我在对比奖金和利润的关系」: 利润 is the profit asked
    restated = bool(named) and _restates(norm, named, own, lang)
    if restated:
        departments += [(m.start, _scope_phrase_end(norm, m)) for m in named]
        named = []
    if lang != "en":
        departments += [m.span() for m in gr.ONE_FIGURE_CJK_RE.finditer(norm)]
    rest = gr.COURTESY_RE.sub(" ", blank(norm, departments)).strip(" ,、，.。!！?？~～:：-–—")
    if lang == "en":
        rest = _just_now_less(rest)  # "my supervisor *just* scribbled": a moment ago
    if not re.search(r"\w", rest):
        return True
    if named and _own_scope_only(norm, named, own, lang, residual_of):
        return True  # "Hong Kong only, not the group", 「只看香港，不是集团」
    if named:
        return False
    if (said_again or restated) and _says_nothing(rest, lang, residual_of):
        return True  # only the request's own names and years again (「指的是2024财年」)
    if gr.HANDLE_IT_RE.search(rest):
        return True  # "Can you check?", 「ご確認をお願いできますか」: asks nothing of its own
    aim = _askers_aim(rest) if lang == "en" and not asked else None
    if gr.QUALIFIES_RE.search(rest) or wants_a_part(rest, lang) or _narrows(aim or rest, lang):
        return False
    if figure_of_a_part(rest, lang):
        return False  # 「オンラインの数字を入れたい」: the part of the figure to be used
    if lang == "en" and (qualifies_request(rest) or _counts_by(rest)):
        return False
    if gr.ASKING_ITSELF_RE.search(rest):
        return True
    if said_of_the_figure(rest, lang, residual_of):
        return False  # "Online is fine", 「オンライン分です」: a part of the figure wanted
    purpose = _PURPOSE_LEAD_RE.match(rest) if lang != "en" else None
    if purpose is not None and purpose.end() == len(rest) and not ja_part_in_purpose(rest, lang):
        return True  # a purpose standing as a piece of its own: 「社内報の記事用に、」
    if lang == "ja" and ja_askers_purpose(rest):
        return True  # the asker's work, its name borrowed: 「採用ブランディング用に、」
    unnamed = _less_kb_names(piece, matcher)
    unknown_name = _names_something(unnamed, lang) or (lang == "en" and holds_a_name(unnamed))
    if _greeting(norm, rest, lang) and (after or scoped or not unknown_name):
        return True
    if lang == "en" and _vocative(rest) and (scoped or not holds_a_name(piece)):
        return True
    if lang == "en" and _courtesy_words_only(rest):
        return True  # "Sorry", "Thanks again": courtesy said in a word or two
    if not scoped and unknown_name:
        return False
    if not asked and lang == "ja" and _CJK_WISH_RE.search(rest):
        return True  # a wish heard from someone else: 「佐藤さんがざっくり知りたいそうです」
    if not asked and gr.UNSURE_RE.search(rest) and not gr.REASON_RE.search(rest):
        return True  # what the asker did not catch is what the request asks which of
    if aim is not None:
        return True  # "Trying to see how our hiring tracks against the top line."
    if asked or gr.ASKS_RE.search(_RELATIVE_RE.sub(" ", rest) if lang == "en" else rest):
        # It asks: context only when it asks nothing of its own, no figure and no cause
        # (a name beside a request that names its market is who asks: 「HR这边想确认一下」).
        cues = (gr.NUMBER_CUE_RE, gr.GENERIC_FIGURE_RE, gr.HOW_IT_STANDS_RE, gr.REASON_RE)
        if asked and any(cue.search(rest) for cue in cues):
            return False
        residual = residual_of(_WHEN_RE.sub(" ", _PURPOSE_LEAD_RE.sub(" ", piece, count=1)))
        capitals = {w.casefold() for w in re.findall(r"[A-Z]{2,}", piece)}
        return not [w for w in residual if not (scoped and (w.name or w.surface in capitals))]
    if lang == "en" and part_word_on_a_noun(rest):
        return False  # "For the online push": the work is on a part of the business
    return (
        predicated(rest, lang, sentence)
        or _who_is_asking(rest, lang)
        or _askers_place(rest)
        or (lang == "en" and _asking_label(rest))
    )


_COPY_RE = re.compile(
    r"(?<![\w'’])['‘\"“](?P<copy>[^\n]{3,80}?)['’\"”]\s+"
    r"(?=(?:line|headline|tagline|strapline|caption|slogan|title|message)s?(?![a-z]))",
    re.IGNORECASE,
)


def _less_copy(text: str) -> str:
    """``text`` less the wording the asker is writing, quoted before the noun of a line of
    copy ("need a *'we're X thousand people strong'* line for the brand film"): a
    sentence of their own work, built as a clause, names no figure asked. A quoted noun
    phrase ("an 'online sales' line") may say which figure, and stays."""
    spans = [
        m.span()
        for m in _COPY_RE.finditer(text)
        if predicated(normalize(m.group("copy")), "en", sentence=True)
    ]
    return blank(text, spans)


_SPAN_OF_WORK_RE = re.compile(
    r"(?<![\w-])\d{1,2}-(?:year|month|quarter|week)(?=\s+(?:[a-z]+\s+)?(?:trend|view|chart|plan"
    r"|history|summary|overview|look|deck|slide|graph|table)s?(?![a-z]))"
)
"""How long a span the asker's own work shows ("a *3-year* people trend chart", "the
*5-year* plan"): written onto a thing of the asker's, never a count of anything asked."""


_AGAINST_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:against|(?:compar\w*|reconcil\w*|agree\w*|ties?|tied|tying|match\w*)(?:\s+[^\s.?!]+){0,5}?"
    r"\s+(?:to|with))"
    r"|对照|對照|比对|比對|核对|核對)\s*(?:the\s+|our\s+)?$"
)
_AGAINST_AFTER_RE = re.compile(r"^\s*(?:と|に)(?:照合|突合|突き合わせ|照らし)")
"""What a source is named by when the asker checks a figure against it ("vouching …
*against* the results presentation", 「*对照*业绩简报核对…」, 「決算資料*と照合*」)."""


def _checked_against(norm: str, source: Mention) -> bool:
    """Whether ``source`` is named as what the asker checks a figure against: where the
    figure is checked, never which figure."""
    before = norm[max(0, source.start - 60) : source.start]
    return bool(_AGAINST_BEFORE_RE.search(before) or _AGAINST_AFTER_RE.match(norm[source.end :]))


_SAME = frozenset(["same", "other", "usual", "earlier", "previous"])
"""Adjectives that say which one of the asker's things is meant ("the *same* thread"),
never what a figure is."""


def _askers_place(rest: str) -> bool:
    """An English phrase naming only a thing of the asker's world ("same email thread",
    "the board pack"): its head is such a noun and every word before it a determiner, a
    word saying which one, or another such noun; where the asking happens, never what
    it asks."""
    words = WORD_RE.findall(rest)
    return (
        bool(words)
        and all(w in _DETERMINERS or w in _SAME or w in gr.ASKERS_WORLD_NOUNS for w in words)
        and words[-1] in gr.ASKERS_WORLD_NOUNS
    )


_CJK_PART_RE = re.compile(
    r"(?<=[^\s的の之はがをにでと在于於做是和及与與や、，,。])(?:业务|業務|事业|事業|部门|部門|板块|板塊|分部|"
    r"セグメント|部分)"
)
"""A part of a business named by what qualifies it (「线上业务」, 「饮料事業」, 「電子商取引
部門」): it narrows the figure, so a sentence naming it is never context."""

_PURPOSE_LEAD_RE = re.compile(
    r"^[^、，,。？?]{1,20}?(?<![\u30a0-\u30ffa-z])(?:用に|用で|用として|のために|のため|向けに|"
    r"の準備(?:として|のため|で)|"
    r"[でに](?:使う|使います|使用する|使用します|利用する|利用します)(?:ので|ため|から))[、,]?"
    r"|^[^、，,。？?]{1,20}?(?<![\u30a0-\u30ffa-z])[にへ](?:書|まと|入|載|貼|メモ)[^、，,。？?]{0,8}?"
    r"(?:たくて|たいので|たいから|たいため)[、,…]*$"
    r"|^(?:为了|為了|用于|用於|以便|以供|便于|便於)[^，,。？?]{1,20}?(?:[，,。]|$)"
)
"""A purpose opening a sentence that asks to be told
(「来週の会議資料用に確認させてください」, 「为了写周报，想确认一下」,
「説明会の準備として」, 「…で使用しますので」), or standing as a piece beside it
(「以便向董事会说明」, 「メモに書いておきたくて」: where the answer is to be written):
what the asking is for, never what it asks. A loanword or a Latin word before it may
name goods or a channel (「オンライン用に」), so that is no purpose read here."""

_RELATIVES = frozenset(["who", "which", "whose", "where", "when"])
_EVENT_RE = re.compile(r"(?<![a-z])(?:before|after|since|during|until|ahead\s+of)\s+(?P<what>.*)$")
"""A phrase dating something: when the asking happens ("before my customer meeting") or
an event the figure is dated by ("before the pandemic hit the stores")."""


def _narrows(rest: str, lang: str) -> bool:
    """An English piece that says how the figure is counted or which part or time of it
    is meant: a part of a business ("the beverage unit"), a clause with its subject
    unsaid whose object is a bare noun ("Using constant currency", "Adjusting for
    currency"), a phrase describing the figure ("as reported in …"), or an event it is
    dated by that is no moment of the asking ("before the pandemic hit the stores").
    In any language, a table's total row (「合计行」, "the totals line") says which row the
    figure is read from."""
    if gr.TOTAL_ROW_RE.search(rest):
        return True
    if lang != "en":
        return (
            _CJK_PART_RE.search(rest) is not None
            or (lang == "ja" and _ja_portion(rest))
            or cjk_counted_in_or_out(rest, lang)
        )
    if counted_in_or_out(rest):
        return True
    words = WORD_RE.findall(_WHEN_RE.sub(" the ", rest))
    if _part_nouns(words) or re.match(r"as\s+[a-z]+ed\b", rest):
        return True
    # A verb with its subject unsaid and a bare noun for its object, or after its
    # preposition, says how the figure is counted ("Using constant currency").
    after = unsaid_subject(words)
    if after and after[0] not in _RELATIVES and not object_of_the_asking(after):
        bare = after[1] if _preposition(after[0]) and len(after) > 1 else after[0]
        if not (_determined(bare) or bare in STOPWORDS):
            return True
    event = _EVENT_RE.search(rest)
    if event is None or gr.ASKING_MOMENT_RE.search(rest[event.start() :]):
        return False
    what = WORD_RE.findall(_WHEN_RE.sub(" ", event.group("what")))
    dets = [w for w in what if w in _DETERMINERS]
    return not (what and (what[0] in _OWN or _WHEN_RE.match(event.group("what")))) and (
        len(dets) >= 2 or any(w.endswith("ed") for w in what)
    )


def _part_nouns(words: list[str]) -> list[int]:
    """Where a noun of a part of a business stands in ``words`` ("the beverage *unit*",
    "the online *team*"). One followed by a finite verb is who does something ("our
    Japan team keeps …"), and a company function's team who the asker works with."""
    return [
        at
        for at, w in enumerate(words)
        if w in PART_NOUNS
        and not (at + 1 < len(words) and _finite(words[at + 1]))
        and not function_team(words, at)
    ]


def part_word_on_a_noun(rest: str) -> bool:
    """Whether an English piece of the asker's names a part of the business by a word
    written straight after a determiner onto the noun of their work or purpose ("for
    *the online* push", "preparing *the wholesale* analysis"): a classifying word, one the
    dictionary knows as an adjective and an adverb but neither as a noun nor with a
    comparative (online, wholesale, overseas), says which part of the business the work
    is on, so the piece narrows the figure asked. A gradable word ("the *deep* dive",
    "the *early* draft"), a word of time ("the *quarterly* review"), of version or of the
    answer's form, a noun ("the *store* rota", "the *budget* review": a place or a thing
    the work is for) and a word the dictionary does not know, which may be a name read in
    lower case ("the GrossMargin sheet"), name none."""
    words = WORD_RE.findall(rest)
    return any(
        det in _DETERMINERS and _classifying(word) and "NOUN" in english_word_classes(head)
        for det, word, head in zip(words, words[1:], words[2:], strict=False)
    )


def _part_heading(words: list[str]) -> bool:
    """Whether English ``words`` hold a noun of a part of a business heading its phrase
    after a word of its own ("I started on the *online team*"): a part the asker works
    in. One written onto another noun ("my first *market* briefing") or after a
    determiner or a word of order alone names none."""
    for at in _part_nouns(words):
        before = words[at - 1] if at else ""
        after = words[at + 1] if at + 1 < len(words) else ""
        if not before or before in _DETERMINERS or before in _ORDER or before in STOPWORDS:
            continue
        if before in gr.ENGLISH_GRAMMAR:
            continue
        if after and after not in STOPWORDS and "NOUN" in english_word_classes(after):
            continue
        return True
    return False


_ORDER = frozenset(["next", "last", "first", "previous", "upcoming", "coming", "following"])
"""Words placing a thing in a sequence ("the *next* review"): when, never which part."""


def _classifying(word: str) -> bool:
    """A word that sorts things into kinds rather than grading them (``part_word_on_a_noun``)."""
    if word in STOPWORDS or word in gr.ENGLISH_GRAMMAR or word in gr.DESCRIBING_WORDS:
        return False
    if word in _VERSIONS or word in gr.ANSWER_FORM or word in gr.COMPANY_FUNCTIONS:
        return False
    if word in _ORDER or word.endswith(("er", "est")):
        return False  # "the *next* meeting", "the *further* analysis": order or degree
    classes = english_word_classes(word)
    if "NOUN" in classes or not {"ADJ", "ADV"} <= classes:
        return False
    if word.endswith("ly") and "NOUN" in english_word_classes(word[:-2]):
        return False  # a word of time: "quarterly", "yearly"
    return not ({"ADJ", "ADV"} & english_word_classes(word + "er"))


_TEAMS = frozenset(["team", "teams", "side"])
_WHOLES = frozenset(["team", "teams", "company", "business"])


def function_team(words: list[str], at: int) -> bool:
    """Whether the part noun at ``at`` is a team named by a company function written
    straight before it ("the *payroll team*", "the people & *culture team*"), or a team,
    the company or the business said with a determiner alone ("*the team* grew",
    "introduce *the company*"): who the asker is or works with, or the whole, never a
    part of the business, as "the *online* team" may be."""
    if at == 0:
        return False
    if words[at] in _TEAMS and words[at - 1] in gr.COMPANY_FUNCTIONS:
        return True
    return words[at] in _WHOLES and words[at - 1] in _DETERMINERS


_SAID_BY_RE = re.compile(
    r"(?:(?<![a-z])(?:i|we|he|she|they)|(?<![a-z])(?:my|our|his|her|their)\s+[a-z]+)\s+$"
)


def _just_now_less(rest: str) -> str:
    """``rest`` less a "just" meaning a moment ago (``JUST_NOW_RE``) after the one who did
    it, a person or someone of the asker's ("my supervisor *just* scribbled", "she just
    sent"): never "only" there. Elsewhere ("- just reported stores", "Taiwan just
    pinged") it may narrow, and stays."""
    return gr.JUST_NOW_RE.sub(
        lambda m: " " if _SAID_BY_RE.search(rest[: m.start()]) else m.group(), rest
    )


_COUNTED_IN_RE = re.compile(
    r"(?P<what>[a-z][a-z\s&'’-]*?)\s+(?:included|excluded|combined|together|added\s+up|"
    r"put\s+together|left\s+out|taken\s+out|aside)\s*$"
)
_WHOLE_RE = re.compile(
    r"^(?:(?:with|and)\s+)?(?:all|every|each)\s+(?:of\s+)?(?:the\s+|our\s+|its\s+)?"
    r"(?:markets?|countries|country|regions?|segments?|businesses|units?|entities)$"
)


def counted_in_or_out(rest: str) -> bool:
    """Whether an English piece says which things are counted in or left out of the figure
    ("franchise stores *included*", "online *excluded*", "duty free *aside*"): it narrows
    the figure, whatever verb it is built with. All the markets counted together ("all
    markets *combined*") is the whole, said again."""
    counted = _COUNTED_IN_RE.search(rest.strip(" ,;:.!?()（）"))
    return counted is not None and _WHOLE_RE.match(counted.group("what").strip()) is None


_CJK_COUNTED_RE = {
    "ja": re.compile(
        r"(?P<what>[^、,。？?]+?)(?:を|も|は)?(?:含め|含む|含ん|込み|込|除い|除き|除く|除外|抜き|抜い|"
        r"外し|外す)"
    ),
    "zh": re.compile(
        r"(?:包括|包含|含有|含|不含|不包括|除了|除去|扣除|去掉|剔除|排除|不算)(?P<what>[^，,。？?]+)"
        r"|(?P<before>[^，,。？?]+?)(?:也|都)?(?:算进去|算进来|算上|计入|算在内|在内)"
    ),
}
"""A verb counting a thing in or out of the figure, with the thing (「*フランチャイズ店舗*も
含めて」, 「*卸売*込みで」, 「不含*线上*」, 「把*批发*也算进去」)."""


def cjk_counted_in_or_out(rest: str, lang: str) -> bool:
    """Whether a Chinese or Japanese piece says which things are counted in or left out of
    the figure: a noun of its own counted in or out narrows it, whatever the sentence is
    built as. Grammar words (「全部含めて」, 「都算上」) and a year name no part."""
    pattern = _CJK_COUNTED_RE.get(lang)
    if pattern is None:
        return False
    for match in pattern.finditer(rest):
        after = match.group("what") is not None
        what = match.group("what") if after else match.group("before")
        tokens = [t for run in CJK_RUN_RE.findall(what) for t in cjk_tokens(run, lang == "ja")]
        tokens = [t for t in tokens if not (t.particle or t.word.surface in _ALSO)]
        if tokens and _counted_thing(tokens[0] if after else tokens[-1]):
            return True
    return False


_ALSO = frozenset(["也", "都", "还", "還"])


def _counted_thing(token: Token) -> bool:
    """Whether the word next to a verb of counting in or out is a thing of its own: a
    noun, or a word the tagger reads as a verb or a place (「*批发*也算进去」, 「不含*线上*」),
    not grammar nor the answer's form (「全部含めて」)."""
    if token.function and token.tag != "f":
        return False
    if is_grammar(token.word) or token.word.surface in gr.ANSWER_FORM:
        return False
    return token.content or token.tag.startswith(("v", "f", "s", "b", "名詞"))


def _ja_portion(rest: str) -> bool:
    """A Japanese noun with 分 written onto it (「*免税店*分として」, 「*卸売*分の数字」):
    that noun's portion of the figure. A word holding 分 (自分, 配分) or a number or
    year before it (十分, 前年分) names no part."""
    tokens = [t for run in CJK_RUN_RE.findall(rest) for t in cjk_tokens(run, True)]
    return any(
        token.word.surface == "分" and before.content and not is_grammar(before.word)
        for before, token in pairwise(tokens)
    )


_ROW_RE = re.compile(
    r"(?P<word>[a-z][a-z-]*)\s+(?:row|column)s?(?![a-z])"
    r"|(?<![銀進実発旅履執運施並改同流修代平急直单單])(?P<cjk>[\u30a1-\u30fa\u30fc\u4e00-\u9fff])"
    r"(?:の|的)?(?:那|这|這)?一?(?:行|列|栏|欄)(?=[でにのをはが、，,。]|\s|$)"
)
"""A word written onto a table's row or column ("the *online* row", 「*オンライン*行」,
「*门店*那一行」)."""


def names_a_row(unnamed: str) -> bool:
    """Whether ``unnamed`` (a piece with the KB's names blanked) names a row or column
    of a table by a word of its own: the row of a part of the figure (online, the stores),
    so the piece says which figure is read, never the asker's context. A row named by a KB
    name ("the *Hong Kong* row", 「*收入*那一行」) is blanked and names none."""
    for match in _ROW_RE.finditer(normalize(unnamed)):
        word = match.group("word")
        if word is None:
            return True
        if not (word in STOPWORDS or word in gr.ENGLISH_GRAMMAR or is_number_word(word)):
            return True
    return False


def narrows_figure(piece: str, lang: str) -> bool:
    """Whether ``piece`` says how a figure is counted or which part of it is meant
    (``_narrows``), or wants a part of it (``states_a_part``)."""
    return _narrows(piece, lang) or states_a_part(piece, lang)


def _says_nothing(rest: str, lang: str, residual_of: ResidualOf) -> bool:
    """Whether ``rest`` (a piece less the names and years it says again) holds no word
    the KB lacks and, in Chinese or Japanese, no noun, place or describing word the
    analyser does not count as content (「线上」, a localiser, names a channel)."""
    if residual_of(rest):
        return False
    if lang == "en":
        return True
    tokens = [t for run in CJK_RUN_RE.findall(rest) for t in cjk_tokens(run, lang == "ja")]
    return not any(
        t.tag in ("f", "s", "a", "b", "名詞", "形容詞") and not is_grammar(t.word) for t in tokens
    )


def years_named(text: str, lang: str, reference_date: date) -> frozenset[tuple[str, str]]:
    """The fiscal years ``text`` names, as ("period", code), the way ``own`` holds names."""
    spans = find_periods(normalize(text), lang, reference_date)
    return frozenset(("period", s.period.code) for s in spans if s.period is not None)


def _years_said_again(
    norm: str, lang: str, reference_date: date, own: frozenset[tuple[str, str]]
) -> list[tuple[int, int]]:
    """The spans of ``norm`` naming a fiscal year the request itself names
    (「我们要核对，指的是截至*2024年的那个财年*」 beside a request for FY2024): a year said
    again adds nothing. None when any period there is another year, a part of one, or
    every year: then the piece dates something of its own."""
    spans = find_periods(norm, lang, reference_date)
    if not spans or any(
        s.period is None or s.every or ("period", s.period.code) not in own for s in spans
    ):
        return []
    return [(s.start, s.end) for s in spans]


def _restates(
    norm: str, named: list[Mention], own: frozenset[tuple[str, str]], lang: str = "en"
) -> bool:
    """Whether ``named`` holds only scopes and metrics the request itself names, none of
    them with a word written onto it ("*inventory* turnover" is another measure,
    「*オンライン*売上」, 「*线上*收入」 a part of the figure). A verb in its plain form
    takes the metric for its object ("*add* profit for FY2025"), qualifying none."""
    if not all(m.kind in ("scope", "metric", "company") and (m.kind, m.code) in own for m in named):
        return False
    metrics = [(m.start, m.end) for m in named if m.kind == "metric"]
    if lang != "en" and any(_cjk_part_before(norm, start, named, lang) for start, _ in metrics):
        return False
    return not any(
        _written_onto(norm, w.group(), w.start(), metrics)
        for w in re.finditer(r"[a-z]+", norm)
        if not _takes_as_object(norm, w, metrics)
    )


def _takes_as_object(norm: str, word: re.Match[str], metrics: list[tuple[int, int]]) -> bool:
    """Whether ``word``, before a metric, is a verb in its plain form taking the metric
    whole for its object ("*add* profit for FY2025" in a note quoted): the dictionary
    knows it only as a verb, and nothing but grammar or a year follows the metric up to
    the close of the quotation or of the piece. One followed by more ("exclude revenue *from
    franchise stores*") says which part is counted."""
    if english_word_classes(word.group()) != {"VERB"} or _lemma(word.group()) != word.group():
        return False
    end = next((e for s, e in metrics if re.fullmatch(r"[\s-]+", norm[word.end() : s])), None)
    if end is None:
        return False
    after = re.split(r"['’\"”]", norm[end:], maxsplit=1)[0]
    return all(
        w in gr.ENGLISH_GRAMMAR or w in STOPWORDS or re.fullmatch(r"(?:fy)?\d{2,4}", w)
        for w in WORD_RE.findall(after)
    )


_CJK_TAIL_RE = re.compile(CJK_RUN_RE.pattern + r"$")


def part_written_onto(norm: str, lang: str, matcher: Matcher) -> bool:
    """Whether a word the KB lacks is written onto a metric name in ``norm`` ("*online*
    revenue", 「*兼职*员工」, 「*线上*的收入」, 「*オンライン*の売上」): a part of that figure."""
    named = _named_in(norm, matcher)
    metrics = [(m.start, m.end) for m in named if m.kind == "metric"]
    if lang == "en":
        return any(
            _written_onto(norm, w.group(), w.start(), metrics) for w in re.finditer(r"[a-z]+", norm)
        )
    return any(_cjk_part_before(norm, start, named, lang) for start, _ in metrics)


_VERSIONS = frozenset(
    [
        "old",
        "older",
        "new",
        "newer",
        "final",
        "previous",
        "prior",
        "earlier",
        "updated",
        "same",
        "reported",
        "consolidated",
        "audited",
        "published",
        "official",
        "restated",
        "group",
    ]
)
"""Words for which version of a figure is meant ("the *old* revenue", "the *consolidated*
view"), not which part."""


def narrows_the_asked(norm: str, lang: str, matcher: Matcher, asked: frozenset[str]) -> bool:
    """Whether ``norm``, a piece set aside as the asker's (a statement, the work they
    prepare) or a clause naming no figure of its own, has a word the KB lacks written onto
    a metric the request asks (「我在准备*线上*收入的汇报」, 「*オンライン*売上のレポート」,
    "the *online* revenue slide"): it says which part of the very figure asked is wanted,
    which the KB does not report. A work named by a word of its own ("the variance
    analysis", 「入职汇报」) or the metric taken as a verb's object (「我在做收入的分析」)
    names no part of the figure."""
    named = _named_in(norm, matcher)
    metrics = [(m.start, m.end) for m in named if m.kind == "metric" and m.code in asked]
    if lang == "en":
        if any(_part_after(norm, end, named) for _, end in metrics):
            return True  # "add revenue *from franchise stores*"
        return _part_onto_figure_noun(norm, named, matcher) or any(
            _written_onto(norm, w.group(), w.start(), metrics)
            for w in re.finditer(r"[a-z]+", norm)
            if _may_name_a_part(w.group())
            and not _takes_as_object(norm, w, metrics)
            and not any(m.start <= w.start() < m.end for m in named)
        )
    return any(_cjk_part_word_before(norm, a, named, lang) for a, _ in metrics)


_PART_AFTER_RE = re.compile(
    r"\s+(?:from|of|at|in|across|through|via)\s+(?P<what>[a-z0-9'’\s&-]+?)(?=[,.;:!?'’\"”()]|$)"
)
"""A phrase after a metric's name saying where its figure comes from ("revenue *from
franchise stores*", "headcount *in the stores*")."""


def _part_after(norm: str, end: int, named: list[Mention]) -> bool:
    """Whether the phrase after a metric's name, ending at ``end``, names in words the KB
    lacks where the figure comes from ("revenue *from franchise stores*"): a part of it.
    A KB name ("revenue *in Japan*"), a year, a thing of the asker's world ("revenue *in
    my deck*") or grammar names none."""
    after = _PART_AFTER_RE.match(blank(norm, [(m.start, m.end) for m in named]), end)
    if after is None:
        return False
    return any(
        not (
            w in gr.ENGLISH_GRAMMAR
            or w in STOPWORDS
            or w in gr.ASKERS_WORLD_NOUNS
            or w in gr.DESCRIBING_WORDS
            or w.endswith(("'s", "’s"))
            or re.fullmatch(r"(?:fy)?\d{2,4}", w)
        )
        for w in WORD_RE.findall(after.group("what"))
    )


_FIGURE_NOUN_RE = re.compile(
    r"(?<![a-z])(?:numbers?|figures?|splits?|breakdowns?|views?|basis|cut)(?![a-z])"
)
"""The figure's generic names: what the asker calls the figure without naming it, or
the way it is cut ("the *store* view", "on an *online* basis")."""


def _part_onto_figure_noun(norm: str, named: list[Mention], matcher: Matcher) -> bool:
    """Whether an English word the KB lacks is written onto the figure's generic name in a
    piece of the asker's ("present the *online* numbers", "the *franchise* split"): the
    part of the figure wanted. A KB name ("the Japan numbers", "staff numbers"), a word
    of a KB metric's name ("*net* numbers": a measure), a thing of the asker's world
    ("the board numbers"), a company function ("the payroll numbers") or a word that
    only describes ("key numbers") names none."""
    measures = _metric_words(matcher)
    nouns = [
        (m.start(), m.end())
        for m in _FIGURE_NOUN_RE.finditer(norm)
        if not any(n.start <= m.start() < n.end for n in named)
    ]
    return any(
        _written_onto(norm, w.group(), w.start(), nouns)
        for w in re.finditer(r"[a-z]+", norm)
        if _may_name_a_part(w.group())
        and w.group() not in gr.DESCRIBING_WORDS
        and w.group() not in gr.ASKERS_WORLD_NOUNS
        and w.group() not in gr.COMPANY_FUNCTIONS
        and stem(w.group()) not in measures
        and not any(n.start <= w.start() < n.end for n in named)
    )


@lru_cache(maxsize=8)
def _metric_words(matcher: Matcher) -> frozenset[str]:
    """The describing words that open a KB metric's name of several words ("*net*
    profit", "*gross* margin", "*top* line"), as stems: written onto the figure's
    generic name they say which measure, never which part."""
    return frozenset(
        key[0]
        for key, hits in matcher.latin.items()
        if len(key) > 1
        and any(kind == "metric" for kind, _ in hits)
        and "ADJ" in english_word_classes(key[0])
    )


def _may_name_a_part(word: str) -> bool:
    """Whether an English word written onto the metric may name a part of it: not a
    number ("the *one* revenue"), a version ("the *old* revenue"), the answer's form ("a
    *rough* revenue") or a word that only describes ("two *different* revenues")."""
    return not (
        word in _VERSIONS
        or word in gr.ANSWER_FORM
        or is_number_word(word)
        or word in _SCALES
        or english_word_classes(word) == {"ADJ"}
    )


_SCALES = frozenset(["hundred", "hundreds", "thousand", "thousands", "million", "millions"])
"""Number words of scale ("X *thousand* people"): how many, never which."""


def _cjk_part_word_before(norm: str, start: int, named: list[Mention], lang: str) -> bool:
    """``_cjk_part_before`` for a piece of the asker's: a verb before the metric takes it
    for its object (「我在*做*收入的分析」), never a part; a place word of two characters or
    more (「准备*线上*收入」, which the analyser may read as a function word) is one."""
    run = _CJK_TAIL_RE.search(norm[:start])
    tokens = list(cjk_tokens(run.group(), lang == "ja")) if run is not None else []
    joined = bool(tokens) and tokens[-1].word.surface in _JOINTS
    if joined:
        tokens.pop()
    if tokens and not joined and _verb_in_a_compound(norm, start, tokens, named, lang):
        return True  # 「准备*兼职*员工培训」: the verb's object is the compound, 兼职 in it
    if not tokens or tokens[-1].tag.startswith(("v", "動詞")):
        return False
    last = tokens[-1]
    if last.tag == "f" and len(last.word.surface) > 1 and not is_grammar(last.word):
        return True
    return _cjk_part_before(norm, start, named, lang)


def _cjk_part_before(norm: str, start: int, named: list[Mention], lang: str) -> bool:
    """Whether a Chinese or Japanese word the KB lacks is written before the metric name
    at ``start``, straight or through a joining particle (「*オンライン*売上」, 「*批发*的收入」,
    「按*兼职*员工」): it names a part of the figure. A name (「香港収入」), a grammar word
    (「合計売上」, 「この売上」) or a word for the reported figure itself (「实际收入」) does
    not; a verb takes the metric for its object (「核对收入」) unless a preposition or 的
    before it makes it a modifier."""
    run = _CJK_TAIL_RE.search(norm[:start])
    if run is None:
        return False
    tokens = list(cjk_tokens(run.group(), lang == "ja"))
    if tokens and tokens[-1].word.surface in _JOINTS:
        start -= len(tokens.pop().word.surface)
    if not tokens:
        return False
    last = tokens[-1]
    word = last.word
    begins = start - len(word.surface)
    if _noun_and_place(tokens) and not any(m.start < start <= m.end for m in named):
        return True  # a noun and a locative written as one place (「线上收入」 cut 线|上)
    if last.function or is_grammar(word) or word.surface in _REPORTED_FIGURE:
        return False
    if any(m.start <= begins < m.end for m in named):
        return False
    if last.content:
        return bool(content_words(word.surface, lang))  # 「各社」, 「当期」 name no part
    if last.tag.startswith(("b", "f", "s")):
        return True  # a distinguishing word or a place (「临时员工」, 「线上收入」)
    return last.tag.startswith("v") and len(tokens) > 1 and tokens[-2].tag.startswith(("p", "u"))


def verb_onto_the_asked(norm: str, lang: str, matcher: Matcher, asked: frozenset[str]) -> bool:
    """Whether a Chinese word the tagger reads as a verb is written inside a compound onto
    a metric the request asks (``_verb_in_a_compound``: 「准备*兼职*员工培训」), even where
    the staff are named as what they attend: the training is of a part of the staff."""
    named = _named_in(norm, matcher)
    for m in named:
        if m.kind != "metric" or m.code not in asked:
            continue
        run = _CJK_TAIL_RE.search(norm[: m.start])
        tokens = list(cjk_tokens(run.group(), lang == "ja")) if run is not None else []
        if _verb_in_a_compound(norm, m.start, tokens, named, lang):
            return True
    return False


def _verb_in_a_compound(
    norm: str, start: int, tokens: list[Token], named: list[Mention], lang: str
) -> bool:
    """Whether the Chinese word the tagger reads as a verb, written straight before the
    metric at ``start``, stands inside a compound noun rather than taking the metric for
    its object: a verb of the statement's own comes before it, and a noun follows the
    metric (「准备*兼职*员工培训」: 准备 takes 兼职员工培训, a training of part-time staff).
    A verb of one character is a light verb taking its object (「准备做员工培训」)."""
    if lang != "zh" or len(tokens) < 2:
        return False
    verb, before = tokens[-1], tokens[-2]
    if not (verb.tag.startswith("v") and before.tag.startswith("v")) or len(verb.word.surface) < 2:
        return False
    if is_grammar(verb.word):
        return False
    end = next((m.end for m in named if m.start == start), None)
    after = CJK_RUN_RE.match(norm, end) if end is not None else None
    following = list(cjk_tokens(after.group(), False)) if after is not None else []
    return bool(following) and following[0].tag.startswith(("n", "vn"))


def _noun_and_place(tokens: list[Token]) -> bool:
    """Whether ``tokens`` end on a Chinese noun and the locative after it (线|上, 店|内),
    which the analyser may cut apart: one place word, a part of what follows."""
    if len(tokens) < 2 or tokens[-1].tag != "f":
        return False
    before = tokens[-2]
    return before.tag == "n" and not is_grammar(before.word)


_JOINTS = frozenset(["の", "的", "之"])
"""A particle joining a word onto the noun after it (「兼职*的*员工」, 「オンライン*の*売上」)."""

_REPORTED_FIGURE = frozenset(
    [
        "实际",
        "實際",
        "官方",
        "公式",
        "正式",
        "通期",
        "全年",
        "実際",
        "具体",
        "具體",
        "准确",
        "準確",
        "确切",
        "確切",
        "精确",
        "精確",
        "正確",
    ]
)
"""Words for the figure as reported, exactly, or for the whole year of it (「实际收入」,
「准确的收入」, 「公式の売上」, 「通期の売上」): the figure itself, never a part of it."""


def _names_metric(text: str, matcher: Matcher) -> bool:
    """Whether ``text`` names a KB metric of its own."""
    return any(kind == "metric" for kind, _ in _names_of(text, matcher))


def _names_of(text: str, matcher: Matcher) -> frozenset[tuple[str, str]]:
    """What ``text`` names, as kind and code."""
    return frozenset((m.kind, m.code) for m in _named_in(normalize(text), matcher))


def _named_in(norm: str, matcher: Matcher) -> list[Mention]:
    """What ``norm`` names, less a metric's name that names a department (``_DEPARTMENT_RE``)."""
    return [
        m
        for m in matcher.find(norm)
        if not (
            m.kind == "metric"
            and (_DEPARTMENT_RE.match(norm, m.end) or _agent_noun(norm[m.start : m.end]))
        )
    ]


def _agent_noun(said: str) -> bool:
    """Whether a metric's name was read from an English agent noun its stem drops
    ("*employer*" for "employ"): who does the thing (the employer, a company), never
    the figure; a name that is an agent noun itself ("workers") keeps its ending."""
    return re.fullmatch(r"[a-z]+ers?", said) is not None and not stem(said).endswith(("er", "ers"))


_DEPARTMENT_RE = re.compile(
    r"\s*(?:side|team|teams|department|dept|function|org|people|staff)(?![a-z])"
    r"|(?:部门|部門|团队|團隊|部|チーム|担当|部署)"
)
"""A noun written after a metric's name that makes it a department ("the sales side",
「销售部」, 「営業担当」): who the asker is, never a figure."""

_RELATIVE_RE = re.compile(r",?\s*(?:who|which|where|when|that)\s+[a-z]+(?:s|ed)\b")
"""A relative clause ("Mr. Tan, who sits on the board"): it describes, it does not ask."""


_NOT_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:not|rather\s+than|instead\s+of)\s+(?:the\s+|its\s+|our\s+)?"
    r"|(?:不是|而不是|并非|並非|而非))\s*$"
)
_NOT_AFTER_RE = re.compile(r"\s*(?:の数字|の数値)?(?:ではなく|じゃなく|ではありません|ではない)")
_OWN_WORDS_RE = re.compile(
    r"(?<![a-z])(?:it|is|it['’]s|that['’]s|and|the|for|segment|business|market|number|figure|"
    r"one|please)(?![a-z])|只看|看|的|业务|業務|事業|セグメント|分|で"
)
"""Words with which a piece says which market it means and no more."""


def _own_scope_only(
    norm: str,
    named: list[Mention],
    own: frozenset[tuple[str, str]],
    lang: str,
    residual_of: ResidualOf,
) -> bool:
    """Whether a piece beside a request that names its own market says only that market
    again, stressed ("only") or set against another the KB names ("not the group",
    「不是集团」, 「グループではなく」): it says which market is meant, narrowing nothing.
    A word the KB lacks beside it ("only online", 「只看线上」) still narrows."""
    if not any(kind == "scope" for kind, _ in own):
        return False
    spans: list[tuple[int, int]] = []
    for m in named:
        if (m.kind, m.code) in own:
            spans.append((m.start, m.end))
            continue
        before = _NOT_BEFORE_RE.search(norm[: m.start])
        after = _NOT_AFTER_RE.match(norm, m.end)
        if m.kind != "scope" or not (before or after):
            return False
        spans.append((before.start() if before else m.start, after.end() if after else m.end))
    rest = gr.EMPHASIS_RE.sub(" ", _OWN_WORDS_RE.sub(" ", blank(norm, spans)))
    rest = gr.COURTESY_RE.sub(" ", rest).strip(" ,、，.。!！?？~～:：-–—")
    return not re.search(r"\w", rest) or (
        not residual_of(rest) and _says_nothing(rest, lang, residual_of) and lang == "en"
    )


def _courtesy_less(piece: str) -> str:
    """``piece`` folded, less its courtesy and the punctuation around it."""
    return gr.COURTESY_RE.sub(" ", normalize(piece)).strip(" ,、，.。!！?？~～:：-–—")


def _greeting(norm: str, rest: str, lang: str) -> bool:
    """Courtesy with at most a few words beside it: whom it greets or who signs it ("Hi
    finance team", "Best, Priya", 「王经理您好」, 「先ほどの件ありがとうございました」)."""
    if lang == "zh" and re.search(r"[\u4e00-\u9fff](?:好|早)$", rest):
        rest = rest[:-1]  # 「张老师好」, 「各位早」: whom it greets
    elif rest == norm.strip(" ,、，.。!！?？~～:：-–—") or gr.ASKS_RE.search(rest):
        return False
    if predicated(rest, lang, sentence=True):
        return False
    if lang == "en":
        return len(WORD_RE.findall(rest)) <= 3
    tokens = [t for run in CJK_RUN_RE.findall(rest) for t in cjk_tokens(run, lang == "ja")]
    return len([t for t in tokens if t.content]) <= 3 and not re.search(r"[a-z]{2}", rest)


_AIM_RE = re.compile(
    r"^(?:so\s+)?(?:(?:i|we)(?:['’]m|['’]re|\s+am|\s+are)?\s+)?(?:just\s+|really\s+)?"
    r"(?:wanna|(?:trying|try|want(?:ing)?|looking|hoping|need(?:ing)?)\s+to)\s+"
    r"(?:(?:see|understand|figure\s+out|work\s+out|get\s+a\s+(?:sense|feel)\s+(?:of|for)|gauge"
    r"|show)\s+(?:how|whether|if|why)(?![a-z])|show\s+(?:that\s+)?(?=(?:the|our|my)\s))"
)
"""The asker's own aim, said as a question they mean to answer themselves ("Trying to
see how our hiring tracks against the top line", "I'm trying to see how the team
grew") or as what they mean to show ("wanna show the trade-down story is paying off"):
what the figure is for, never a question put to the engine."""


def _askers_aim(rest: str) -> str | None:
    """The question the asker means to answer themselves, when ``rest`` states their aim
    (``_AIM_RE``: "how our hiring tracks against the"), or None. One asking a number of
    its own ("trying to see *how much* of it is online") is no aim: it asks."""
    aim = _AIM_RE.match(rest)
    if aim is None or gr.NUMBER_CUE_RE.search(rest):
        return None
    question = rest[aim.end() :].strip()
    return question if _of_the_askers_own(WORD_RE.findall(question)) else None


_SETS_AGAINST = frozenset(["against", "versus", "vs", "relative", "compared", "alongside"])


def _of_the_askers_own(words: list[str]) -> bool:
    """Whether the question of an aim is about the asker's own side: its subject is the
    asker or a company function or team of theirs ("*our hiring* tracks against the
    [top line]", "*the team* grew"), then a verb, then only grammar (the request's names
    are blanked). One about anything else ("how *the online business* has grown", "how
    *the franchise stores* are doing") may be the part wanted, so the sentence stays."""
    if not words or words[0] not in ("our", "my", "the", "we", "i"):
        return False
    at = 1
    if words[0] not in ("we", "i"):
        while at < len(words) and (words[at] in gr.COMPANY_FUNCTIONS or words[at] in _TEAMS):
            at += 1
        if at == 1:
            at = _story_told(words)
        if at == 1:
            return False
    while at < len(words) and words[at] in _FINITE:
        at += 1
    if at >= len(words) or "VERB" not in english_word_classes(words[at]):
        return False
    return all(
        w in gr.ENGLISH_GRAMMAR or w in STOPWORDS or w in _SETS_AGAINST or w in _PARTICLES
        for w in words[at + 1 :]
    )


_STORIES = frozenset(["story", "narrative", "message", "case", "point", "thesis", "pitch"])
"""Nouns of what the asker tells with a figure ("the trade-down *story*", "our *case*"):
the subject of what they mean to show is their telling, whatever it is about."""
_PARTICLES = frozenset(["off", "out", "up", "through"])


def _story_told(words: list[str]) -> int:
    """Where the verb of an aim's clause stands when its subject, after the determiner,
    is headed by a noun of the asker's telling ("the own-brand trade-down *story* is
    paying off"); 1 when it is not."""
    verb = next((k for k in range(1, len(words)) if words[k] in _FINITE), None)
    if verb is None or verb < 2 or words[verb - 1] not in _STORIES:
        return 1
    return verb


_LABELS = frozenset(["question", "questions", "query", "q", "request", "ask", "here"])
_WORK = frozenset(["budget", "plan", "planning", "review", "project", "team"])


def _asking_label(rest: str) -> bool:
    """Whether ``rest`` labels the asking by a company function ("Recruitment budget
    question", "Payroll query", "HR here"): a function word first, then only functions,
    the function's own work or things of the asker's world, closed by a word for the
    asking. A label naming anything else ("Online sales question", "Franchise question")
    may say what is asked, so it stays."""
    words = WORD_RE.findall(rest)
    return (
        len(words) >= 2
        and words[-1] in _LABELS
        and words[0] in gr.COMPANY_FUNCTIONS
        and all(
            w in gr.COMPANY_FUNCTIONS or w in _WORK or w in gr.ASKERS_WORLD_NOUNS
            for w in words[1:-1]
        )
    )


def _who_is_asking(rest: str, lang: str) -> bool:
    """Who is asking, said as "<who> here" ("new joiner here", "IR here")."""
    words = WORD_RE.findall(rest)
    return lang == "en" and 1 < len(words) <= 5 and words[-1] == "here"


def set_aside(
    raw: list[str],
    lang: str,
    reference_date: date,
    matcher: Matcher,
    residual_of: ResidualOf,
    scoped: bool,
    questions: frozenset[str],
) -> tuple[list[str], list[str]] | None:
    """The sentences and pieces of a question that has a request standing on its own,
    less who asked for it and everything beside it that is context (``_wrapping``); and
    those set aside. None when no sentence stands alone, or when the request points back
    at what someone else is reported to have asked ("A reporter asked me about … What
    was it?"): then what surrounds the request is what it points at."""
    asked = [without_connector(s).strip() in questions or s.strip() in questions for s in raw]
    reported = [
        _REPORTED_RE.search(gr.COURTESY_RE.sub(" ", normalize(s)).strip()) is not None for s in raw
    ]
    # Who asked is set aside from a request that stands alone, never from a sentence
    # beside it, whose name may be what the request points at ("asked about Taiwan").
    stripped = [_without_asker(s, matcher) for s in raw]
    named = [_standing(s, matcher) for s in stripped]
    alone = [i for i, names in enumerate(named) if names is not None]
    sentences = [stripped[i] if i in alone else s for i, s in enumerate(raw)]
    requests = [i for i in alone if asked[i]]
    if requests and not any(_BACK_REFERENCE_RE.search(normalize(sentences[i])) for i in requests):
        # A statement that names only what a question beside it asks for adds nothing
        # ("My manager keeps quoting Singapore's sales. What were Singapore's sales?"):
        # it is weighed as context beside that question, never as a request of its own,
        # unless the question points back at it ("… How many moved *this way*?").
        asking = frozenset().union(
            *(
                (named[i] or frozenset()) | years_named(sentences[i], lang, reference_date)
                for i in requests
            )
        )
        alone = [
            i
            for i in alone
            if i in requests
            or not _wrapping(
                sentences[i],
                lang,
                reference_date,
                matcher,
                residual_of,
                scoped,
                i > requests[-1],
                own=asking,
            )
        ]
    sentences = [
        gr.SAME_FOR_RE.sub("", s, count=1)
        if i in alone and gr.SAME_FOR_RE.match(s) and _names_metric(s, matcher)
        else s
        for i, s in enumerate(sentences)
    ]
    pointing = [
        i
        for i, s in enumerate(sentences)
        if asked[i] and i not in alone and _BACK_REFERENCE_RE.search(normalize(s))
    ]
    reports = [i for i in alone if reported[i]]
    if not alone:
        return _less_remarks(raw, asked, matcher)
    if pointing and reports and pointing[-1] > reports[0]:
        return None  # the request points back at what someone else asked: it is kept
    kept: list[str] = []
    aside: list[str] = []
    requested = {
        i: (named[i] or frozenset()) | years_named(sentences[i], lang, reference_date)
        for i in alone
    }
    for i, sentence in enumerate(sentences):
        own = frozenset().union(*(names for j, names in requested.items() if j != i))
        if i not in alone:
            if _wrapping(
                sentence,
                lang,
                reference_date,
                matcher,
                residual_of,
                scoped,
                i > alone[-1],
                asked[i],
                own=own,
            ):
                aside.append(sentence)
            else:
                kept.append(sentence)
            continue
        parts = _PIECE_RE.split(_FRONTED_RE.sub(r"\g<0>,", sentence, count=1))
        pieces = [
            (parts[k], parts[k + 1] if k + 1 < len(parts) else "") for k in range(0, len(parts), 2)
        ]
        standing = [_standing(_less_copy(p) if lang == "en" else p, matcher) for p, _ in pieces]
        out = ""
        for k, (piece, joint) in enumerate(pieces):
            # A Japanese clause closing the sentence on て asks ("…の変化をまとめて").
            asks = lang == "ja" and k == len(pieces) - 1 and re.search(r"[てで]\W*$", piece)
            asks = asks or (k > 0 and gr.CONNECTOR_RE.match(piece.strip().casefold()))
            last = k == len(pieces) - 1
            onto = _verb_onto_own(piece, lang, matcher, standing, k)
            named_elsewhere = own.union(*(n for at, n in enumerate(standing) if n and at != k))
            market = (
                None
                if any(kind == "scope" for kind, _ in named_elsewhere)
                else market_of_purpose(piece, lang, matcher)
            )
            if market is not None:
                out += market + joint  # 「シンガポールの採用ブランディング用に、」: its market
                aside.append(piece)
            elif onto is not None and _wrapping(
                onto, lang, reference_date, matcher, residual_of, scoped, False, False, False
            ):
                aside.append(piece)
            elif standing[k] is not None:
                piece, trailing = _less_trailing(
                    piece, lang, reference_date, matcher, residual_of, scoped
                )
                aside += trailing
                out += piece + joint
            elif not asks and (
                carried := _scope_pointed_at(
                    piece,
                    lang,
                    reference_date,
                    matcher,
                    residual_of,
                    own.union(*(n for at, n in enumerate(standing) if n is not None and at != k)),
                )
            ):
                out += carried + joint  # no topic: it names no metric a part is written on
            elif asks or not _wrapping(
                piece,
                lang,
                reference_date,
                matcher,
                residual_of,
                scoped,
                False,
                asked[i] and last,
                False,
                own.union(*(n for at, n in enumerate(standing) if n is not None and at != k)),
                years=frozenset(
                    code
                    for at, (p, _) in enumerate(pieces)
                    if standing[at] is not None and at != k
                    for _, code in years_named(p, lang, reference_date)
                ),
            ):
                out += piece + joint
            else:
                aside.append(piece)
        kept.append(out.strip(" ,，、:：;；-–—") or sentence)
    return kept, aside


def _scope_pointed_at(
    piece: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    residual_of: ResidualOf,
    own: frozenset[tuple[str, str]],
) -> str:
    """The markets an English piece names, when the request beside it names none (nor the
    company) and the piece is context once they are taken as the request's ("prepping
    *the Japan slide* for the agency - what was profit over there?"): the market is what
    the request is about, the rest is the asker's. Empty when the piece names anything
    else, a word is written onto a market ("the Japan *online* slide"), or it narrows
    ("Japan's online business"). The piece is no topic beside the request: it names no
    metric."""
    if lang != "en" or any(kind in ("scope", "company") for kind, _ in own):
        return ""
    norm = normalize(piece)
    named = _named_in(norm, matcher)
    if not named or any(m.kind != "scope" for m in named):
        return ""
    if not all(_market_alone(norm, m) for m in named):
        return ""
    markets = frozenset(("scope", m.code) for m in named)
    if not _wrapping(
        piece, lang, reference_date, matcher, residual_of, True, False, False, False, own | markets
    ):
        return ""
    return " ".join(norm[m.start : m.end] for m in named)


def _market_alone(norm: str, mention: Mention) -> bool:
    """Whether a market's name stands with no word the KB lacks written onto it: the words
    on either side are grammar, a noun heading the market's phrase ("the Japan *business*")
    or a thing of the asker's world ("the Japan *slide*"); never another noun or
    describing word ("the Japan *online* slide", "*online* Japan")."""
    before = re.findall(r"[a-z]+", norm[: mention.start])[-1:]
    after = re.findall(r"[a-z]+", norm[mention.end :])[:1]
    return all(
        w in gr.ENGLISH_GRAMMAR
        or w in STOPWORDS
        or w in SCOPE_HEADS
        or w in gr.ASKERS_WORLD_NOUNS
        or w == "s"
        or _preposition(w)
        for w in before + after
    )


def _verb_onto_own(
    piece: str,
    lang: str,
    matcher: Matcher,
    standing: list[frozenset[tuple[str, str]] | None],
    at: int,
) -> str | None:
    """A Chinese piece less the metric it names only as the object of a plain verb written
    straight onto it, and that verb (「内控测试需要抽查毛利率这一项」 → 「内控测试需要这一项」),
    when it asks no figure of its own and another piece of the sentence asks for that
    metric; None otherwise. What is left is what the asker does with the figure, weighed
    as context. A word that is no plain verb before the name (「调整后毛利率」,
    「线上毛利率」) makes it another measure, so the piece stays."""
    names = standing[at]
    norm = normalize(piece)
    cues = (gr.NUMBER_CUE_RE, gr.GENERIC_FIGURE_RE, gr.HOW_IT_STANDS_RE, gr.REASON_RE)
    if lang != "zh" or not names or any(cue.search(norm) for cue in cues):
        return None  # it asks a figure or a cause of its own
    if not any(names <= n for k, n in enumerate(standing) if n is not None and k != at):
        return None
    mentions = _named_in(norm, matcher)
    if any(m.kind != "metric" for m in mentions):
        return None
    spans: list[tuple[int, int]] = []
    for m in mentions:
        tokens = cjk_tokens(norm[: m.start], False)
        verb = tokens[-1] if tokens else None
        if verb is None or verb.tag != "v" or not norm[: m.start].endswith(verb.word.surface):
            return None
        spans.append((m.start - len(verb.word.surface), m.end))
    return blank(norm, spans) if spans else None


def _less_remarks(
    raw: list[str], asked: list[bool], matcher: Matcher
) -> tuple[list[str], list[str]] | None:
    """``raw`` less its remarks on an earlier answer when another sentence names a market
    of its own ("Thanks for the Japan revenue. What about Singapore?"), and those
    remarks; None when there is none to set aside. The remark's names are the earlier
    answer's: the request is read without them, so it asks which figure it wants."""
    remarks = [
        i
        for i, s in enumerate(raw)
        if not asked[i]
        and gr.REMARK_RE.search(normalize(s))
        and not gr.QUALIFIES_RE.search(normalize(s))
    ]
    if not remarks or len(remarks) == len(raw):
        return None
    scoped = any(
        kind == "scope"
        for i, s in enumerate(raw)
        if i not in remarks
        for kind, _ in _names_of(s, matcher)
    )
    if not scoped:
        return None
    return [s for i, s in enumerate(raw) if i not in remarks], [raw[i] for i in remarks]


_TRAILING_RE = re.compile(
    r"\s+(?:before|ahead\s+of|in\s+time\s+for|until|by|on\s+behalf\s+of|"
    r"for\s+(?=(?:my|our|your|his|her|their)\s))",
    re.IGNORECASE,
)
"""Where a phrase after the request's object may open: a time ("before the call this
afternoon", "by Friday"), on whose behalf, or a purpose of the asker's own ("for my
talking points"). "for the …" may name a part ("for the loyalty scheme"), so it stays."""


def _less_trailing(
    piece: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    residual_of: ResidualOf,
    scoped: bool,
) -> tuple[str, list[str]]:
    """``piece`` less a phrase closing it after the request's object that is context
    (``_wrapping``: it names, narrows and asks nothing), and that phrase."""
    if lang != "en":
        return piece, []
    for match in _TRAILING_RE.finditer(piece):
        tail = piece[match.start() :]
        if _stands_alone(tail, matcher):
            continue
        if _wrapping(
            tail.rstrip("?!. "),
            lang,
            reference_date,
            matcher,
            residual_of,
            scoped,
            False,
            sentence=False,
        ):
            return piece[: match.start()], [tail]
    return piece, []


_FRONTED_RE = re.compile(
    r"^\s*(?:(?:ahead\s+of|before|after|for|on\s+behalf\s+of|in\s+time\s+for)\s+"
    r"(?:the|a|an|my|our|this|next|his|her|their|tomorrow['’]s|today['’]s)\s+[a-z'’\s-]{0,40}?"
    r"(?=\s+(?:i|we|he|she|they|you|could|can|would|will|please|pls)(?![a-z'’]))"
    r")",
    re.IGNORECASE,
)
"""A phrase put before the request's subject ("Ahead of next week's meeting he would
like …", "For the board pack I need …"): a piece of its own."""


_ASKED_BY_RE = re.compile(
    r"(?<![a-z])(?:my|our|the|a|an)\s+(?:[a-z]+\s+){0,2}?(?:asked|asks|wants|wanted|needs|needed|"
    r"told|would\s+like)\s+(?:(?:me|us)\s+)?to\s+(?:find|get|check|double-check|look\s+up|pull|"
    r"dig\s+up|confirm|verify|know|see|have)(?:\s+out)?\s+"
    r"|(?<![a-z])(?:my|our|the|a|an)\s+(?:[a-z]+\s+){0,4}?(?:just\s+)?(?:asked|asks)\s+(?:(?:me|us)\s+)?"
    r"(?:about|for)\s+"
    r"|(?<![a-z])(?:he|she|they)\s+(?:would\s+like|wants|needs)\s+to\s+(?:see|know|have|get|check)\s+"
    r"|(?:^|(?<=[，,。！？!?\s]))[\u4e00-\u9fff]{1,4}?(?:让|讓|叫|要|请|請|托)我(?=[查找看问問确確])"
    r"|(?:^|(?<=[，,。！？!?\s]))[\u4e00-\u9fff]{1,4}?(?=(?:想|要|希望)(?:看|知道|了解))"
    r"|(?:^|(?<=[，,。！？!?\s]))[\u4e00-\u9fff]{0,4}?(?:我们?)?(?:要|得|需要|准备|準備)"
    r"(?:汇报|彙報|报|報|讲|講|展示|介绍|介紹)(?![表告道])(?:一下)?"
    r"|(?:^|(?<=[，,。！？!?\s]))[\u4e00-\u9fff]{1,10}?(?:问我|問我|问了我|問了我)(?=[，,：:])",
    re.IGNORECASE,
)
"""Who asked for the figure, anywhere in a sentence ("My manager asked me to find …",
「老板让我查…」, 「董事想看一下…」), or where the asker will present it (「会上要报…」,
「周会上要讲…」): who asks and why, never what."""


def _without_asker(sentence: str, matcher: Matcher) -> str:
    """``sentence`` less who asked for the figure (``_ASKED_BY_RE``), when that names
    nothing the KB holds; inside a sentence it leaves a piece's edge, so what stood
    before it ("Ahead of tomorrow's session she would like to see …") is a piece."""

    def drop(match: re.Match[str]) -> str:
        if matcher.find(normalize(match.group())):
            return match.group()
        return ", " if sentence[: match.start()].strip(" ,，、") else ""

    return _ASKED_BY_RE.sub(drop, _without_relayed(sentence, matcher))


_RELAYED_TAIL_RE = re.compile(
    r"(?<=[るく])よう(?:に)?(?:との)?(?:ご)?(?:指示|依頼|連絡|要望|要請|お願い|依頼事項)(?:が|を)?"
    r"(?:あり|ござい|受け|いただき|頂き|もらい)(?:ました|まして|ます)[。.]?\s*$"
)
"""A Japanese request relayed from someone else, closed by the instruction it came as
(「…を確認するよう指示がございました」, 「…を調べるよう依頼がありました」)."""

_RELAYED_BY_RE = re.compile(r"^[^、,。はがをにでと\d年度期月日週]{1,12}?(?:より|から)[、,]?\s*")
"""Who the relayed request came from (「社長より、」, 「人事部から」): a person or a
department, never a time (a digit or a word of the calendar keeps it)."""


def _without_relayed(sentence: str, matcher: Matcher) -> str:
    """``sentence`` less the instruction a Japanese request was relayed as and who gave
    it, when that names nothing the KB holds: what is left is what was asked for."""
    tail = _RELAYED_TAIL_RE.search(sentence)
    if tail is None:
        return sentence
    rest = sentence[: tail.start()]
    lead = _RELAYED_BY_RE.match(rest)
    # A place (「台湾から」, 「大阪支店より」) may be the market asked about: it stays.
    if (
        lead is not None
        and not matcher.find(normalize(lead.group()))
        and not japanese_places(lead.group())
    ):
        rest = rest[lead.end() :]
    return rest
