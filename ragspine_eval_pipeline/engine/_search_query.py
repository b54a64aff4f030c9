"""A request typed into a search box, its operators read.

A search box is asked in its own syntax: quoted phrases (``"Hong Kong" revenue``),
boolean words in capitals (``OR``, ``AND``, ``NOT``), a minus sign before what is not
wanted (``revenue HK -Macau``, ``香港 收入 -澳门``), brackets and pipes grouping
alternatives (``(group OR consolidated)``, ``[Singapore | SG]``), fields hinting at the
document (``site:``, ``filetype:``, ``intitle:``), hashtags (``#revenue #FY2024``) and
wildcards (``gross marg*``).

A message is read so only when it is one line holding such an operator (``searched``);
then, before any other rule reads it (``read_search_query``):

- quotes around a phrase are taken off, and a hashtag's mark;
- an excluded term (``-Macau``, ``NOT forecast``) is taken out, and a term naming what
  it excludes (``Japan revenue -Japan`` asks no market): an excluded market is not the
  asked one, so where no market is left the engine asks which of the others
  (``SearchQuery.market_unsaid``), never giving the group's figure; an excluded year that
  is the one the engine would assume leaves the year to ask (``year_unsaid``);
- alternatives naming the same KB names (``2025财年 OR FY2025``, ``(従業員数 OR
  社員数)``) are one request, written once; alternatives naming none are kept side by
  side as words (``(Taiwan OR Malaysia)``), so an unheld name is still refused; any other
  alternatives are joined by the language's "or", which the engine reads as it reads a
  choice written in words (it asks which, or refuses what it lacks);
- ``AND`` between two parts each naming a market or a measure joins two requests; any
  other ``AND`` is a space;
- ``site:`` and ``intitle:`` keep their value only where it names a KB document
  (``site:KPI``); ``filetype:`` and other hints go;
- a wildcard is read as the one KB name word it opens (``marg*`` as margin), else as the
  letters before it;
- an operator not read here stays as it was typed, so it is refused as an unknown word,
  never read as a figure for something else.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["SearchQuery", "read_search_query", "searched"]


@dataclass(frozen=True)
class SearchQuery:
    """A search-box request, its operators read."""

    text: str
    read: bool = False
    """The message was written with search operators and they were read."""
    market_unsaid: bool = False
    """A market was excluded and none is left: which market is the asker's to say."""
    year_unsaid: bool = False
    """The year the engine would assume was excluded: which year is the asker's to say."""
    scopes_excluded: frozenset[str] = frozenset()
    """The KB scopes excluded (``-Macau``): never offered when the engine asks which."""


_HINTS = ("site", "filetype", "intitle", "allintitle", "inurl", "intext", "ext")
_KEPT_HINTS = frozenset(["site", "intitle", "allintitle"])
"""Hints whose value is kept where it names a KB document."""

_QUOTED = r'"[^"\n]*"|“[^”\n]*”'

_TOKEN_RE = re.compile(
    rf"(?P<hint>(?<!\S)(?:{'|'.join(_HINTS)}):(?:{_QUOTED}|[^\s()\[\]|]+))"
    rf"|(?P<minus>(?<![^\s(\[])[-−](?=[\"“#\w]))"
    rf"|(?P<quote>{_QUOTED})"
    r"|(?P<open>[(\[])|(?P<close>[)\]])|(?P<pipe>[|｜])"
    r"|(?P<word>[^\s()\[\]|｜\"“”]+)"
)

_OPERATOR_RE = re.compile(
    rf"(?<!\S)(?:{'|'.join(_HINTS)}):\S"
    r"|(?<!\S)[-−](?=[\"“]|[^\W\d_]|(?:19|20)\d\d(?!\d))"
    r"|(?<=\S)\s+(?:OR|AND|NOT)\s+(?=\S)"
    r"|[(\[][^()\[\]\n]*(?:\s(?:OR|AND)\s|[|｜])[^()\[\]\n]*[)\]]"
    r"|(?<![\w*])[^\W\d_]{2,}\*(?![\w*])"
)
"""An operator only a search box is typed with."""

_HASHTAG_RE = re.compile(r"(?<![\w#&])#(?=[^\W_])")

_OR = {"en": " or ", "zh": "或", "ja": "または"}
_AND = {"en": "; ", "zh": "和", "ja": "；"}


_SENTENCE_RE = re.compile(
    r"[?？!！。,，、;；]"
    r"|(?<![a-z])(?:i|we|you|me|my|do|does|did|is|are|was|were|can|could|would|please|want|"
    r"need|tell|show|give|not)(?![a-z])"
    r"|我|你|您|请|吗|呢|是多少|教えて|ください|ですか|ますか|でしょうか",
    re.IGNORECASE,
)
"""What writes a sentence rather than a search box's terms: its punctuation, a pronoun, an
auxiliary or a verb of asking (a capitalised ``NOT`` is the operator, "do not" a verb's)."""


def searched(text: str) -> bool:
    """Whether ``text`` is one line of terms typed with search operators: a field hint,
    an excluded term, a boolean word in capitals, alternatives in brackets, a wildcard,
    or two hashtags (a phrase in quotes alone is not one). A sentence is no such line
    ("I do NOT want the group figure"), whatever its quotes hold."""
    line = text.strip()
    if not line or "\n" in line or not re.search(r"[a-z\u3040-\u30ff\u4e00-\u9fff]", line):
        return False
    if _SENTENCE_RE.search(re.sub(_QUOTED, " ", line).replace("NOT", " ")):
        return False
    return bool(_OPERATOR_RE.search(line)) or len(_HASHTAG_RE.findall(line)) >= 2


@dataclass
class _Alternatives:
    options: list[str]


def _unquoted(term: str) -> str:
    return term[1:-1].strip() if term[:1] in '"“' and len(term) >= 2 else term


def _names(text: str, lang: str, matcher: Matcher, reference_date: date) -> frozenset[str]:
    """The KB names and fiscal years ``text`` names."""
    folded = normalize(text)
    found = {f"{m.kind}:{m.code}" for m in matcher.find(folded)}
    found |= {
        f"period:{s.period.code}" for s in find_periods(folded, lang, reference_date) if s.period
    }
    return frozenset(found)


def _wildcard(word: str, matcher: Matcher) -> str:
    """``word`` ending in ``*`` read as the one KB name word it opens, else its letters."""
    opening = word.rstrip("*").lower()
    if not opening.isascii():
        return opening
    words = {w for key in matcher.latin for w in key if w.startswith(opening)}
    return next(iter(words)) if len(words) == 1 else opening


def _hint(token: str, matcher: Matcher) -> str:
    """A field hint's value where it names a KB document and the field keeps it."""
    name, _, value = token.partition(":")
    value = _unquoted(value)
    if name.lower() not in _KEPT_HINTS:
        return ""
    spaced = value.replace("-", " ").replace("_", " ")
    found = matcher.find(normalize(spaced))
    return spaced if found and all(m.kind == "document" for m in found) else ""


def _terms(text: str, matcher: Matcher) -> tuple[list[str | _Alternatives], list[str]]:
    """The terms of ``text`` in order, alternatives grouped, and the excluded terms."""
    kept: list[str | _Alternatives] = []
    excluded: list[str] = []
    stack: list[list[str | _Alternatives]] = []
    negate = joining = False
    for match in _TOKEN_RE.finditer(text):
        kind, token = match.lastgroup, match.group()
        if kind == "hint":
            value = _hint(token, matcher)
            if value:
                kept.append(value)
            continue
        if kind == "minus":
            negate = True
            continue
        if kind == "open":
            stack.append(kept)
            kept = []
            continue
        if kind == "close":
            if stack:
                inner, kept = kept, stack.pop()
                kept.extend(inner)
            continue
        if kind == "pipe" or token == "OR":
            joining = bool(kept)
            continue
        if token == "NOT":
            negate = True
            continue
        if token == "AND":
            kept.append("AND")
            continue
        term = _unquoted(token) if kind == "quote" else token.lstrip("#")
        if term.endswith("*"):
            term = _wildcard(term, matcher)
        if not term:
            continue
        if negate:
            excluded.append(term)
        elif joining:
            last = kept.pop()
            options = last.options if isinstance(last, _Alternatives) else [last]
            kept.append(_Alternatives([*options, term]))
        else:
            kept.append(term)
        negate = joining = False
    while stack:
        inner, kept = kept, stack.pop()
        kept.extend(inner)
    return kept, excluded


def _rendered(
    terms: list[str | _Alternatives], lang: str, matcher: Matcher, reference_date: date
) -> str:
    """The terms written as a request: alternatives read, ``AND`` joining requests."""
    parts: list[list[str]] = [[]]
    for term in terms:
        if term == "AND":
            parts.append([])
        elif isinstance(term, _Alternatives):
            parts[-1].append(_alternatives(term.options, lang, matcher, reference_date))
        else:
            parts[-1].append(term)
    requests: list[str] = []
    for part in parts:
        words = " ".join(part)
        if (
            requests
            and words
            and _asks(words, lang, matcher, reference_date)
            and _asks(requests[-1], lang, matcher, reference_date)
        ):
            requests.append(words)
            continue
        if requests:
            requests[-1] = f"{requests[-1]} {words}".strip()
        else:
            requests.append(words)
    return _AND.get(lang, "; ").join(r for r in requests if r)


def _asks(words: str, lang: str, matcher: Matcher, reference_date: date) -> bool:
    """Whether ``words`` name a market or a measure of their own."""
    return any(
        n.startswith(("scope:", "metric:", "company:"))
        for n in _names(words, lang, matcher, reference_date)
    )


def _alternatives(options: list[str], lang: str, matcher: Matcher, reference_date: date) -> str:
    """Alternatives as one request where they name the same, else joined by "or"."""
    named = [_names(o, lang, matcher, reference_date) for o in options]
    if all(n == named[0] for n in named):
        return options[0] if named[0] else " ".join(options)
    return _OR.get(lang, " or ").join(options)


def read_search_query(text: str, lang: str, matcher: Matcher, reference_date: date) -> SearchQuery:
    """``text`` with its search operators read, when it is written with them."""
    if not searched(text):
        return SearchQuery(text)
    terms, excluded = _terms(text.strip(), matcher)
    out = frozenset().union(*(_names(e, lang, matcher, reference_date) for e in excluded))
    # A term naming what is excluded is not asked ("Japan revenue -Japan" asks no market).
    terms = [
        t
        for t in terms
        if isinstance(t, _Alternatives) or not _names(t, lang, matcher, reference_date) & out
    ]
    request = _rendered(terms, lang, matcher, reference_date)
    left = _names(request, lang, matcher, reference_date)
    market_unsaid = any(n.startswith(("scope:", "company:")) for n in out) and not any(
        n.startswith(("scope:", "company:")) for n in left
    )
    assumed = f"period:FY{reference_date.year - 1}"
    year_unsaid = assumed in out and not any(n.startswith("period:") for n in left)
    return SearchQuery(
        request,
        read=True,
        market_unsaid=market_unsaid,
        year_unsaid=year_unsaid,
        scopes_excluded=frozenset(n.partition(":")[2] for n in out if n.startswith("scope:")),
    )
