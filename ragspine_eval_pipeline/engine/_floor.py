"""A shareholder speaking from the floor: what they say before the question is theirs.

A shareholder at a general meeting addresses the chair and says who they are and how
long they have held shares ("I have held ACME shares for nineteen years", "a shareholder
of ten years"), thanks, praises or complains ("I want to thank the board for …",
"Singapore always gets praised in the chairman's letter"), recalls what the board said
("I remember the board saying …", 「您在前几届股东大会上说过，…」) and announces the
question ("Before my question,", "two questions if I may", "My question is simple:").
None of it is the request, which follows in a sentence that asks.

Read only where the message is put to the floor (a form of address was taken out before
it, or the asker calls themselves a shareholder): the speaker's holding and the lead-ins
come off where they name nothing of the KB but the company. Where the question names a
metric, a sentence before the first one that asks is set aside if it asks nothing, holds
no number, names no market, metric or year the question does not name as well, shares
no word of the question's topic (it may say which of the thing is asked), names no part
of the business (a channel, a kind of store: "the *online* business is booming") and
neither narrows the figure ("only", "excluding") nor says which part is wanted; a
question pointing back ("What was *it*?") keeps every sentence before it. A store named
by its place ("I shop in your Causeway Bay store") is where the speaker shops. What the
question itself says stays whole.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context import WORD_RE
from ragspine_eval_pipeline.engine._context_parts import (
    cjk_counted_in_or_out,
    counted_in_or_out,
    names_a_kind_of_store,
    names_a_part_beside,
    wants_a_part,
)
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.kb.analysis import CJK_RUN_RE, Word, cjk_tokens, normalize, stem
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = ["from_the_floor"]

_FLOOR_RE = re.compile(
    r"(?i:\b(?:share|stock)holders?\b|\b(?:these|this|the)\s+(?:meetings?|agms?)\b"
    r"|\bagms?\b|\bgeneral\s+meeting)"
    r"|股东|股東|株主"
)
"""The asker or the occasion said to be a shareholder's or a general meeting's."""

_SENTENCE_RE = re.compile(r"[^.!?。！？]+(?:[.!?。！？]+|$)")

_DURATION = (
    r"(?:for|since|over|in)\s+(?:(?:more\s+than|over|nearly|almost|about|some|close\s+to"
    r"|well\s+over)\s+)?[\w\-]+(?:\s+[\w\-]+){0,3}?"
)
_EN_HOLDING_RE = re.compile(
    r"^\s*(?:and\s+)?(?:i|we)(?:['’]ve|\s+have|['’]d|\s+had)?\s+(?:(?:now|personally|also)\s+)?"
    r"(?:been\s+)?(?:(?:an?\s+)?(?:(?:small|long-?time|loyal|private|retail)\s+)*(?:share|stock)holder"
    r"|held|holding|hold|owned|owning|own|invested|coming|attending|attended|come)"
    r"(?P<what>(?:\s+(?!for\b|since\b|over\b)[\w'’\-]+){0,5}?)\s+"
    + _DURATION
    + r"(?=\s*(?:[,.;!]|$|\s(?:and|so)\s+(?:i|we|my)\b|\s[—–-]))\s*[,.;!]?\s*",
    re.IGNORECASE,
)
"""The speaker's holding or attendance over time ("I have held ACME shares for nineteen
years", "I've held since the listing", "I have been coming to these meetings for fifteen
years", "I've been a shareholder since 1998")."""

_HELD_THINGS = frozenset(
    [
        "shares",
        "share",
        "stock",
        "stocks",
        "stake",
        "it",
        "them",
        "the",
        "company's",
        "acme",
        "in",
        "of",
        "to",
        "these",
        "this",
        "our",
        "your",
        "meetings",
        "meeting",
        "agm",
        "agms",
        "general",
        "annual",
        "a",
        "an",
        "its",
    ]
)
"""What a holding or attendance is of: shares in the company, its meetings."""

_EN_NAME_AND_RE = re.compile(
    r"^\s*(?i:my\s+name\s+is|my\s+name['’]s|i\s+am|i['’]m)\s+"
    r"(?P<name>[A-Z][a-z'’\-]+(?:\s+[A-Z][a-z'’\-]+){1,2})\s+(?=and\s+(?:i|we)\b)",
)
"""The speaker's name before what they say next of themselves ("My name is Harold Pike
and I have held …")."""

_EN_LEAD_RE = re.compile(
    r"^\s*(?i:(?:from\s+)?an?\s+(?:(?:small|long-?time|loyal|private|retail|retired)\s+)*"
    r"(?:share|stock)holder\s+(?:of|for|since)\s+[\w\-]+(?:\s+[\w\-]+){0,2}"
    r"|(?:one|two|three|a\s+couple\s+of|a\s+few)\s+(?:(?:quick|short|brief)\s+)?questions?"
    r"(?:,?\s+if\s+i\s+may)?|before\s+(?:my\s+question|i\s+ask(?:\s+my\s+question)?)"
    r"|if\s+i\s+may)\s*[,.;:]\s*"
)
"""A lead-in of the speaker's ("from a shareholder of ten years.", "two questions if I
may,", "Before my question,")."""

_EN_AS_A_SHAREHOLDER_RE = re.compile(
    r"^\s*(?i:as\s+(?:an?\s+|one\s+of\s+your\s+)?(?:(?:small|long-?time|loyal|private|retail"
    r"|retired|ordinary|individual)\s+)*(?:share|stock)holders?"
    r"(?:\s+and\s+(?:an?\s+|also\s+an?\s+)?(?P<other>[\w'’\-]+(?:\s+[\w'’\-]+){0,3}?))?)"
    r"\s*,\s*(?=(?i:i|we)\b)"
)
"""The speaker's standing before what they ask ("As a small shareholder and a former
store employee, I would like to know …"): who they are besides a shareholder is theirs,
unless the question asks of their own business ("… what was *our* revenue")."""

_EN_REMARK_THEN_RE = re.compile(
    r"^\s*(?P<remark>[^,;:]+?),\s+(?:so|but|and|yet)\s+"
    r"(?=(?i:could|can|would|will|what|how|which|please|tell|may\s+i|i['’]d|i\s+would)\b)"
)
"""A remark joined to the request by "so" or "but" ("Macau hardly ever gets a mention, so
could you tell the meeting …")."""

_EN_ANNOUNCED_RE = re.compile(
    r"^\s*(?i:(?:so\s+|and\s+|but\s+)?(?:my|the|our)\s+(?:(?:first|second|last|final|next|only)\s+)?"
    r"question\s+is\s+(?:simple|short|this|quick|easy|straightforward|as\s+follows)"
    r"|(?:so\s+|then\s+|and\s+)?(?:please\s+)?tell\s+(?:us|me|the\s+meeting))\s*[:,]\s*"
)
"""The question announced before a colon ("My question is simple:", "So tell us:")."""


def from_the_floor(
    text: str, lang: str, matcher: Matcher, reference_date: date, addressed: bool
) -> str:
    """``text`` without the speaker's preamble before the question (module docstring),
    where it is put to the floor (``addressed``: a form of address was taken out before
    it); ``text`` as it is elsewhere, or when nothing asking would be left."""
    if not (addressed or _FLOOR_RE.search(text)):
        return text
    sentences = _SENTENCE_RE.findall(text)
    first = next((i for i, s in enumerate(sentences) if _asks(s)), None)
    if first is None:
        return text
    question = " ".join(sentences[first:])
    if _points_back(question, lang, reference_date):
        # "What was it in FY2024?": what it asks of is said before it.
        return text
    leads = [
        _without_own_leads(sentence, lang, matcher) if lang == "en" else sentence
        for sentence in sentences[:first]
    ]
    remarks = [rest for rest in leads if re.search(r"\w", rest)]
    kept = [
        rest
        for rest in remarks
        if not _beside_the_question(rest, question, lang, matcher, reference_date)
    ]
    if kept:
        # A remark kept keeps the others beside it: the readers of the asker's statements
        # weigh the pieces together.
        kept = remarks
    asked = sentences[first]
    if lang == "en":
        asked = _EN_ANNOUNCED_RE.sub("", _without_own_leads(asked, lang, matcher), count=1)
        joined = _EN_REMARK_THEN_RE.match(asked)
        if joined is not None and _beside_the_question(
            joined["remark"], asked[joined.end() :], lang, matcher, reference_date
        ):
            asked = asked[joined.end() :]
    if kept == sentences[:first] and asked == sentences[first]:
        return text
    joiner = " " if lang == "en" else ""
    out = joiner.join(s.strip() for s in [*kept, asked, *sentences[first + 1 :]]).strip()
    return out if re.search(r"\w", out) else text


def _points_back(question: str, lang: str, reference_date: date) -> bool:
    """Whether ``question`` points back at what was said before it ("What was *it*?"),
    its period phrases aside (「扩张*那*一年」)."""
    norm = normalize(question)
    for span in find_periods(norm, lang, reference_date):
        norm = norm[: span.start] + " " * (span.end - span.start) + norm[span.end :]
    return gr.POINTS_BACK_RE.search(norm) is not None


_REQUESTING_RE = re.compile(
    r"(?<![a-z])(?:what|which|how|who|whom|whose|why|when|where|tell|give|show|know|explain"
    r"|describe|clarify|confirm|ask|asking)(?![a-z])"
    r"|什么|什麼|哪|多少|怎|如何|咋|吗|嗎|为什么|是否|有没有|告诉|告訴|问|問|查|知道|了解|请教|請教"
    r"|说明|說明|介绍|介紹|解释|解釋|确认|確認|看看|何|いくら|どの|どう|どれ|いつ|どこ|なぜ|か[。.]*$"
    r"|教え|知り|知ら|伺|聞|説明|お知らせ"
)
"""A question word or a request to be told: a sentence holding one may ask (a count
word inside a phrase, 「前*几*届」, asks nothing)."""


_EN_EMBEDDED_RE = re.compile(
    r"(?<=\s)(?:of|about|on|at|with|by|seen|see|saw|remember|recall|love|like)\s+"
    r"(?:how|what|where|when|why)\s"
)
"""An English question word opening a clause inside a statement ("proud *of how* the
business has grown", "I *remember when* …"): no question asked."""


def _asks(sentence: str) -> bool:
    """Whether ``sentence`` asks something: a question mark, a question word or a request
    to be told."""
    norm = normalize(sentence)
    if re.search(r"[?？]", norm):
        return True
    return _REQUESTING_RE.search(_EN_EMBEDDED_RE.sub(" ", norm)) is not None


def _without_own_leads(sentence: str, lang: str, matcher: Matcher) -> str:
    """English ``sentence`` without the speaker's name, holding and lead-ins opening it."""
    while True:
        found = _EN_NAME_AND_RE.match(sentence) or _EN_LEAD_RE.match(sentence)
        standing = _EN_AS_A_SHAREHOLDER_RE.match(sentence)
        if found is None and standing is not None and _only_theirs(standing, sentence, matcher):
            found = standing
        holding = _EN_HOLDING_RE.match(sentence)
        if found is None and holding is not None and _held_only_shares(holding["what"], matcher):
            found = holding
        if found is None or found.end() == 0:
            return sentence
        sentence = sentence[found.end() :]


def _only_theirs(standing: re.Match[str], sentence: str, matcher: Matcher) -> bool:
    """Whether who the speaker is besides a shareholder names no metric (but by the person
    they are) or document, and the question after it asks nothing of the speaker's own
    ("our", "my")."""
    other = normalize(standing["other"] or "")
    # The role's head noun may be one a metric is named by ("a former store *employee*"):
    # the speaker is one, no figure is named.
    if any(
        m.kind not in ("scope", "company") and not (m.kind == "metric" and m.end == len(other))
        for m in matcher.find(other)
    ):
        return False
    return re.search(r"(?i:\b(?:our|my|ours|mine)\b)", sentence[standing.end() :]) is None


_PLACE_NAME_RE = re.compile(r"(?<=[a-z,]\s)[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*")
"""A capitalized name inside an English sentence (a place, a street)."""


def _words(text: str, lang: str) -> list[Word]:
    """The words of ``text`` as the part readers take them."""
    if lang == "en":
        return [Word(w, stem(w), True) for w in WORD_RE.findall(text)]
    words = [t.word for t in cjk_tokens(text, lang == "ja")]
    # A word the analyser reads across a boundary (「注意到线上」 as 到线 / 上) is read alone too.
    for size in (2, 3):
        for at in range(len(text) - size + 1):
            window = text[at : at + size]
            if CJK_RUN_RE.fullmatch(window):
                words.append(Word(window, window, False))
    return words


def _topic(norm: str, lang: str, matcher: Matcher, reference_date: date) -> set[str]:
    """The content words of ``norm`` beside the KB's names and its period phrases."""
    rest = _less_names(norm, matcher)
    for span in find_periods(rest, lang, reference_date):
        rest = rest[: span.start] + " " * (span.end - span.start) + rest[span.end :]
    if lang == "en":
        words = WORD_RE.findall(rest)
        return {stem(w) for w in words if w not in STOPWORDS and w not in gr.ENGLISH_GRAMMAR}
    return {t.word.surface for t in cjk_tokens(rest, lang == "ja") if t.content}


def _less_names(norm: str, matcher: Matcher) -> str:
    """``norm`` with the KB's names blanked."""
    for mention in matcher.find(norm):
        norm = norm[: mention.start] + " " * (mention.end - mention.start) + norm[mention.end :]
    return norm


def _held_only_shares(what: str, matcher: Matcher) -> bool:
    """Whether what the speaker holds or attends is the company's shares or meetings."""
    named = matcher.find(normalize(what))
    words = re.findall(r"[a-z'’]+", what.casefold())
    return all(m.code == matcher.group_scope or m.kind == "company" for m in named) and all(
        w in _HELD_THINGS or any(m.start <= normalize(what).find(w) < m.end for m in named)
        for w in words
    )


def _beside_the_question(
    sentence: str, question: str, lang: str, matcher: Matcher, reference_date: date
) -> bool:
    """Whether ``sentence``, said before the ``question``, is the speaker's own: it asks
    nothing, holds no number, names nothing the question does not (a document the facts
    come from aside), says no period the question does not, and narrows nothing."""
    norm = normalize(sentence)
    if _asks(sentence) or re.search(r"\d", norm):
        return False
    asked = normalize(question)
    said = {(m.kind, m.code) for m in matcher.find(asked)}
    if not any(kind == "metric" for kind, _ in said):
        return False  # what a question of a document asks about may be said before it
    figure_named = False
    for mention in matcher.find(norm):
        figure_named = figure_named or mention.kind == "metric"
        if (mention.kind, mention.code) in said:
            continue
        if mention.kind in ("document", "source"):
            continue
        if mention.kind == "company" or mention.code == matcher.group_scope:
            continue
        return False
    periods = {(p.period, p.every) for p in find_periods(asked, lang, reference_date)}
    # Years at large ("grown over the years") in a remark naming no figure date the
    # remark; a year, a part of one or a figure's years may be the question's.
    at_large = not (figure_named or gr.GENERIC_FIGURE_RE.search(norm))
    if any(
        (p.period, p.every) not in periods and not (p.every and p.period is None and at_large)
        for p in find_periods(norm, lang, reference_date)
    ):
        return False
    if _topic(norm, lang, matcher, reference_date) & _topic(asked, lang, matcher, reference_date):
        return False  # 「我很关心员工*培训*。…*培训*时长…」: what the question is about
    if gr.QUALIFIES_RE.search(norm) or wants_a_part(norm, lang):
        return False
    # A store named by its place ("your *Causeway Bay* store") is where the speaker shops.
    unnamed = _less_names(normalize(_PLACE_NAME_RE.sub(" ", sentence)), matcher)
    if names_a_kind_of_store(unnamed, lang) or names_a_part_beside(unnamed, lang):
        return False  # "the *online* business is booming", 「*线上*业务增长很快」
    if any(part_word(word, lang) for word in _words(unnamed, lang)):
        return False
    return not (counted_in_or_out(norm) if lang == "en" else cjk_counted_in_or_out(norm, lang))
