"""Which unknown words of a figure request stand in the request's own phrase.

A word the KB lacks changes which figure is asked only where it qualifies the metric or
the scope, or when it is a name itself (Taiwan, 韩国, タイ), wherever it stands. The
request's own phrase is read by pieces of the clause (split at commas, colons, dashes):

* the piece naming the metric is the request's own, all of it (its subject, verb and
  qualifiers: "How much revenue did *the loyalty programme* bring in", "the *budget* for
  Japan's revenue"), up to an English tail opened by a citing or subordinating word
  ("… did Japan book *according* to the results deck", "… headcount *so* I can agree it
  to the *payroll* report");
* in another piece, a word written straight onto a scope's name ("the Japanese
  *strategy* document", 「台湾*业务*」) qualifies it, and so does every word of a piece
  built without a verb ("Japan's revenue, *online* only"); the words of a piece built as
  a clause of its own (the asker's purpose, the documents checked against: "In
  preparing the *variance analysis* for the Japanese segment, …", 「*合规*这边在复核…」,
  「…，以业绩简报上的*数字为准*」) are context.

A location noun after a metric ("the Headcount *tab*", 「人員数*シート*」) and a segment
word before one ("*segment* revenue", 「*分部*收入」) say where the figure lives.
"""

import re
from collections.abc import Sequence

from ragspine_eval_pipeline.engine._context import (
    WORD_RE,
    blank,
    described_topic,
    kind_of_store,
    names_a_row,
    narrows_figure,
    part_word_on_a_noun,
    predicated,
)
from ragspine_eval_pipeline.engine._english import SCOPE_HEADS
from ragspine_eval_pipeline.engine._grammar import JUST_NOW_RE, LOCATION_NOUNS, QUALIFIES_RE
from ragspine_eval_pipeline.engine._purpose_cjk import cjk_basis_purpose
from ragspine_eval_pipeline.engine._words import Located
from ragspine_eval_pipeline.engine._written_onto import onto_a_business

Span = tuple[int, int]

_JOINED_RE = re.compile(r"(?:\s|-|['’]s(?![a-z])|(?<![a-z])(?:the|a|an)(?![a-z])|の|的|之)*")
"""What joins a word straight onto a name: space, a hyphen, a possessive, an article."""

_TAIL_RE = re.compile(
    r"(?<![a-z])(?:according\s+to|as\s+(?:shown|reported|stated|per)|so(?:\s+that)?|because|"
    r"since|while|whereas|although|though|now\s+that|given\s+that|seeing\s+(?:as|that))(?![a-z])"
)
"""An English word opening a tail of the request's sentence that cites where the figure is
or why it is asked: no part of the figure's phrase."""

_PIECE_RE = re.compile(r"[,，、:：;；—–()（）]+|\s-\s")
"""Where a clause breaks into pieces: punctuation between phrases."""

SEGMENT_NOUNS = frozenset(["segment", "segments", "分部", "セグメント"])
"""A word for the reporting segments written before a metric ("*segment* revenue",
「*分部*收入」): the metric as the segments report it, which is the figure each scope has."""


def detached(
    norm: str,
    lang: str,
    words: Sequence[Located],
    metrics: Sequence[Span],
    scopes: Sequence[Span],
    transparent: Sequence[Span],
) -> frozenset[int]:
    """Starts of ``words`` (the unknown words of a clause naming a metric) that stand
    outside the request's own phrase; ``transparent`` (periods, units) join as spaces."""
    text = blank(norm, list(transparent))
    pieces = _pieces(text)
    unscoped = blank(text, _scope_phrases(text, scopes))
    unnamed = blank(unscoped, list(metrics))
    with_metric = {pieces[a] for a, _ in metrics}
    own: set[int] = set()
    for a, b, word in words:
        if _placed(word.surface, a, b, text, metrics, scopes):
            continue
        if word.name:
            own.add(a)
        elif pieces[a] in with_metric:
            if not _in_tail(text, pieces, a, metrics, lang):
                own.add(a)
        elif not _clause_of_its_own(unscoped, pieces, a, lang) or _row_named(unnamed, pieces, a):
            own.add(a)  # a verbless fragment beside the request may qualify it
    grown = True
    while grown:
        spans = [*scopes, *((a, b) for a, b, _ in words if a in own)]
        found = {
            a
            for a, b, _ in words
            if a not in own
            and not _placed(_surface(words, a), a, b, text, metrics, scopes)
            and any(_joined(text, (a, b), span) for span in spans)
        }
        own |= found
        grown = bool(found)
    return frozenset(a for a, _, _ in words if a not in own)


_HEAD_RE = re.compile(r"\s+([a-z]+)")


def _scope_phrases(text: str, scopes: Sequence[Span]) -> list[Span]:
    """Each scope's name with the grammar noun heading its phrase ("the Japanese
    *segment*", "the Hong Kong *business*"): read as a clause's piece, the phrase names
    the market, never a part of a business the figure is narrowed to."""
    spans: list[Span] = []
    for start, end in scopes:
        head = _HEAD_RE.match(text, end)
        spans.append((start, head.end() if head and head.group(1) in SCOPE_HEADS else end))
    return spans


def _surface(words: Sequence[Located], at: int) -> str:
    return next(w.surface for a, _, w in words if a == at)


def _in_tail(text: str, pieces: list[int], at: int, metrics: Sequence[Span], lang: str) -> bool:
    """Whether the word at ``at`` follows, in its piece, an English tail opener
    (``_TAIL_RE``) written after a metric's name, or is part of that opener."""
    if lang != "en":
        return False
    start = next(k for k in range(at, -1, -1) if k == 0 or pieces[k - 1] != pieces[at])
    named = [e for _, e in metrics if start <= e <= at]
    if not named:
        return False
    end = next((k for k in range(at, len(text)) if pieces[k] != pieces[at]), len(text))
    return any(m.start() <= at for m in _TAIL_RE.finditer(text, named[0], end))


def _pieces(text: str) -> list[int]:
    """The piece each character of ``text`` is in (pieces split on punctuation)."""
    ids: list[int] = []
    piece = 0
    for match in _PIECE_RE.finditer(text):
        ids += [piece] * (match.end() - len(ids))
        piece += 1
    return ids + [piece] * (len(text) + 1 - len(ids))


_GERUND_LEAD_RE = re.compile(r"^\s*(?:in|while|whilst|when|after|before)\s+(?=[a-z]+ing(?![a-z]))")
"""A subordinator opening a clause of an -ing verb with its subject unsaid ("*In*
preparing the analysis", "*While* drafting the memo"): the clause is the verb's."""


def _clause_of_its_own(text: str, pieces: list[int], at: int, lang: str) -> bool:
    """Whether the piece holding ``at`` is built as a clause (a verb, a subject) and
    narrows no figure ("excluding duty free", "not including online", 「只看线上」), so
    its words are the asker's, not the request's. An English clause whose object is the
    asker's figures or work on a part ("I'm following up on *the online numbers*", "I'm
    looking at *the franchise stores*") says which figure is wanted: it is the request's."""
    piece = "".join(c for k, c in enumerate(text) if pieces[k] == pieces[at])
    piece = re.sub(r"\s+", " ", JUST_NOW_RE.sub(" ", piece))
    if lang == "en":
        piece = _GERUND_LEAD_RE.sub("", piece)
        if part_word_on_a_noun(piece) or kind_of_store(WORD_RE.findall(piece)):
            return False  # "I'm following up on *the online* numbers": the work is on a part
        if _lone_gerund(WORD_RE.findall(piece)):
            return (
                False  # "… FY2024 (*catering*)", "… - *leasing*": an activity, a line of business
            )
    if lang == "ja" and described_topic(piece):
        return False  # 「社内公募で異動した*人は*、」: who the request counts
    if cjk_basis_purpose(piece, lang):
        return False  # 「出于*税务*目的」: a basis the figure may be counted on
    return (
        predicated(piece, lang, sentence=True)
        and not narrows_figure(piece, lang)
        and QUALIFIES_RE.search(piece) is None
    )


def _lone_gerund(words: list[str]) -> bool:
    """Whether a piece's only word is an -ing form ("catering"): no clause, with no subject
    nor object, but the name of an activity."""
    return len(words) == 1 and len(words[0]) > 5 and words[0].endswith("ing")


def _row_named(unnamed: str, pieces: list[int], at: int) -> bool:
    """Whether the piece holding ``at`` names a table's row by a word of its own
    (「KPIワークブックの*オンライン*行で」): the row of a part, which the figure is read
    from, so the piece is the request's, whatever verb it holds."""
    piece = "".join(c for k, c in enumerate(unnamed) if pieces[k] == pieces[at])
    return names_a_row(piece)


def _placed(
    surface: str, a: int, b: int, text: str, metrics: Sequence[Span], scopes: Sequence[Span]
) -> bool:
    """A location noun straight after a metric ("Headcount *tab*") or a segment word
    straight before one ("*segment* revenue", 「*分部*收入」): where the figure lives. A
    location noun written straight onto a metric that follows it (「香港的*欄*收入」)
    qualifies that metric instead."""
    if surface in LOCATION_NOUNS:
        if any(_JOINED_RE.fullmatch(text[b:s]) for s, _ in metrics if s >= b):
            return False
        if onto_a_business(text, b):
            return False  # "ACME's *Row* business": which business, no place
        return any(_JOINED_RE.fullmatch(text[e:a]) for _, e in (*metrics, *scopes) if e <= a)
    if surface in SEGMENT_NOUNS:
        return any(_JOINED_RE.fullmatch(text[b:s]) for s, _ in metrics if s >= b)
    return False


def _joined(text: str, word: Span, span: Span) -> bool:
    """Whether ``word`` and ``span`` are joined straight, either way round."""
    (a, b), (s, e) = word, span
    if a < e and s < b:
        return True
    gap = text[b:s] if b <= s else text[e:a]
    return _JOINED_RE.fullmatch(gap) is not None
