"""Language-aware tokenization shared by passage retrieval and the groundedness judge.

Latin text is split into words and numbers; every run of CJK characters (Han, kana,
Hangul) becomes character bigrams, so Chinese and Japanese need no word segmenter.
Numbers are normalised so that ``1,702``, ``1702`` and ``1702.0`` are one token.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Sequence
from functools import cache, lru_cache
from typing import Any

_CJK = r"\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af"
_TOKEN_RE = re.compile(
    rf"(?P<num>(?:(?<![\w.])[-\u2212])?\d+(?:,\d{{3}})*(?:\.\d+)?)|(?P<word>[^\W\d_{_CJK}]+(?:['’][^\W\d_{_CJK}]+)*)|(?P<cjk>[{_CJK}]+)"
)
_CJK_CHAR_RE = re.compile(rf"[{_CJK}]")

CJK_CHARS: str = _CJK
"""Body of a regex character class matching the CJK scripts the tokenizer bigrams."""

_ENGLISH_STOPWORDS = """a an and are as at be been by for from has have in into is it its of on or
that the their this to was were which will with our we us over per than then these those"""
_CJK_STOPWORDS = "的是 是在 了一 我们 以及 和在 です ます した して また これ この それ その"

STOPWORDS: frozenset[str] = frozenset(_ENGLISH_STOPWORDS.split()) | frozenset(
    _CJK_STOPWORDS.split()
)
"""English function words and CJK function bigrams: they carry no content."""


def normalize(text: str) -> str:
    """NFKC plus casefold: full-width digits become ASCII, case is ignored."""
    return unicodedata.normalize("NFKC", text).casefold()


def normalize_number(raw: str) -> str:
    """Drop thousands separators and a trailing ``.0``: ``1,702.0`` → ``1702``.

    A leading minus (ASCII or U+2212) is kept, so ``-35`` and ``35`` stay different
    numbers; a hyphen between digits (``2024-25``) is not a sign.
    """
    number = raw.replace(",", "").replace("\u2212", "-")
    if "." in number:
        number = number.rstrip("0").rstrip(".")
    return number or "0"


def cjk_bigrams(run: str) -> list[str]:
    """Character bigrams of one CJK run; a single character stands alone."""
    if len(run) == 1:
        return [run]
    return [run[i : i + 2] for i in range(len(run) - 1)]


@lru_cache(maxsize=65536)
def _tokens(text: str) -> tuple[str, ...]:
    out: list[str] = []
    for match in _TOKEN_RE.finditer(normalize(text)):
        kind = match.lastgroup
        value = match.group()
        if kind == "num":
            out.append(normalize_number(value))
        elif kind == "word":
            out.append(value)
        else:
            out.extend(cjk_bigrams(value))
    return tuple(out)


def tokenize(text: str) -> list[str]:
    """All tokens of ``text``: words, normalised numbers and CJK bigrams, in order."""
    return list(_tokens(text))


def content_tokens(text: str) -> list[str]:
    """Tokens without stopwords: what a claim or a query is about."""
    return [t for t in _tokens(text) if t not in STOPWORDS]


def word_overlap(text: str, contexts: Sequence[str]) -> float:
    """Share of the distinct content tokens of ``text`` found anywhere in ``contexts``.

    The plain bag-of-words baseline: 1.0 for a text without content tokens.
    """
    words = set(content_tokens(text))
    if not words:
        return 1.0
    seen: set[str] = set()
    for context in contexts:
        seen.update(content_tokens(context))
    return len(words & seen) / len(words)


def is_number_token(token: str) -> bool:
    """True for a token produced from a number (``-35`` included)."""
    return token.removeprefix("-")[:1].isdigit()


def has_cjk(text: str) -> bool:
    """True when ``text`` holds at least one CJK character."""
    return _CJK_CHAR_RE.search(text) is not None


@cache
def sudachi_dictionary() -> Any:
    """The SudachiPy core dictionary, opened once per process.

    The judge and the KB's analysis both read Japanese with it; each ``Dictionary``
    maps and reads about 110 MB of the dictionary file, so two of them doubled the
    resident memory of every run that meets Japanese text.
    """
    from sudachipy import Dictionary

    return Dictionary(dict="core")
