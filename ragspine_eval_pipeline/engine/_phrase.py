"""Which unknown words of a figure request stand in the request's own phrase.

A word the KB lacks changes which figure is asked only where it qualifies the metric or
the scope: written into the metric's or the scope's noun phrase ("*online* revenue",
"revenue *per store*", 「*线上*收入」, 「*店舗*あたりの売上」), or in a fragment with no
verb of its own beside the request ("Japan's revenue, *online only*"), or when it is a
name itself (Taiwan, 韩国, タイ), wherever it stands. A word in another phrase of the
clause, across a verb or in a piece built as a clause of its own (the asker's purpose,
the documents they check against: "In preparing the *variance analysis* for Japan, what
net profit did Japan book *according* to the deck?", 「*合规*这边在复核…」), is context.

The phrase is grown from the names of metrics and scopes over the words that join a noun
phrase: in the piece (between commas) that names a metric, prepositions, determiners and
conjunctions too ("the *budget* for Japan's revenue"); elsewhere only what joins a word
straight onto a name ("the Japanese *strategy* document": a possessive, の, 的).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragspine_eval_pipeline.engine._context import blank, narrows_figure, predicated
from ragspine_eval_pipeline.engine._words import Located

Span = tuple[int, int]

_DIRECT = r"\s|-|['’]s(?![a-z])|(?<![a-z])(?:the|a|an)(?![a-z])|の|的|之"
"""What joins a word straight onto a name: space, a hyphen, a possessive, an article."""

_LINKS = (
    r"of|per|for|in|on|at|from|by|across|with|without|excluding|including|ex|less|net|to|"
    r"into|over|under|within|between|among|via|than|versus|vs|and|or|its|their|our|my|"
    r"your|this|that|these|those|each|every|all|only|just|both|own|s"
)
_JOINED_RE = re.compile(rf"(?:{_DIRECT})*")
_LINKED_RE = re.compile(rf"(?:{_DIRECT}|(?<![a-z])(?:{_LINKS})(?![a-z])|[和与及とや])*")
"""What joins words within one noun phrase, its prepositional phrases included."""

_PIECE_RE = re.compile(r"[,，、:：;；—–()（）]+|\s-\s")
"""Where a clause breaks into pieces: punctuation between phrases."""

LOCATION_NOUNS = frozenset(
    ["tab", "sheet", "table", "line", "row", "column", "schedule", "表", "行", "栏", "シート", "欄"]
)
"""Nouns naming where a figure is laid out ("the Headcount *tab*", 「人員数*シート*」,
"the earnings *line*"): written after a metric's name, they name the place of the figure
itself, never another measure."""

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
    with_metric = {pieces[a] for a, _ in metrics}
    anchors: list[Span] = [*metrics, *scopes]
    own: set[int] = set()
    for a, b, word in words:
        if word.name:
            own.add(a)
        elif _placed(word.surface, a, b, text, metrics, scopes):
            continue
        elif pieces[a] not in with_metric | {
            pieces[s] for s, _ in scopes
        } and not _clause_of_its_own(text, pieces, a, lang):
            own.add(a)  # a verbless fragment beside the request may qualify it
    grown = True
    while grown:
        grown = False
        spans = anchors + [(a, b) for a, b, _ in words if a in own]
        for a, b, word in words:
            if a in own or _placed(word.surface, a, b, text, metrics, scopes):
                continue
            pattern = _LINKED_RE if pieces[a] in with_metric else _JOINED_RE
            if any(_joined(text, (a, b), span, pattern) for span in spans):
                own.add(a)
                grown = True
    return frozenset(a for a, _, _ in words if a not in own)


def _pieces(text: str) -> list[int]:
    """The piece each character of ``text`` is in (pieces split on punctuation)."""
    ids: list[int] = []
    piece = 0
    for match in _PIECE_RE.finditer(text):
        ids += [piece] * (match.end() - len(ids))
        piece += 1
    return ids + [piece] * (len(text) + 1 - len(ids))


def _clause_of_its_own(text: str, pieces: list[int], at: int, lang: str) -> bool:
    """Whether the piece holding ``at`` is built as a clause (a verb, a subject) and
    narrows no figure, so its words are the asker's, not the request's."""
    piece = "".join(c for k, c in enumerate(text) if pieces[k] == pieces[at])
    return predicated(piece, lang, sentence=True) and not narrows_figure(piece, lang)


def _placed(
    surface: str, a: int, b: int, text: str, metrics: Sequence[Span], scopes: Sequence[Span]
) -> bool:
    """A location noun straight after a metric ("Headcount *tab*") or a segment word
    straight before one ("*segment* revenue", 「*分部*收入」): where the figure lives."""
    if surface in LOCATION_NOUNS:
        return any(_JOINED_RE.fullmatch(text[e:a]) for _, e in (*metrics, *scopes) if e <= a)
    if surface in SEGMENT_NOUNS:
        return any(_JOINED_RE.fullmatch(text[b:s]) for s, _ in metrics if s >= b)
    return False


def _joined(text: str, word: Span, span: Span, pattern: re.Pattern[str]) -> bool:
    """Whether ``word`` and ``span`` are joined by ``pattern`` alone, either way round."""
    (a, b), (s, e) = word, span
    if a < e and s < b:
        return True
    gap = text[b:s] if b <= s else text[e:a]
    return pattern.fullmatch(gap) is not None
