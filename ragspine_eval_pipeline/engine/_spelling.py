"""A KB name misspelt in a hurry: a Latin word no dictionary knows, read as the one name
word it is one edit from, only when nothing else is as likely meant.

Typing fast on a phone drops, doubles, swaps or mistypes a letter ("revnue", "headcout",
"singapre"). Reading such a word as a name is a guess, so it is made only where it
cannot turn a word into a figure:

* the word is at least ``MISSPELT_LENGTH`` letters and no dictionary knows it: neither
  the English dictionary of parts of speech nor wordfreq's list (at ``WORD_ZIPF`` or
  more), so a real word ("revenge", "headcase", "Chiba", "Jalan", "Machu") is never a
  name's misspelling, whatever it is one edit from;
* it is one insertion, deletion, substitution or swap of two neighbouring letters from
  the words of exactly one KB name word (by stem: "revenues" and "revenue" are one) of
  any kind, or of several of which one only is a slip of the fingers (``slip``), so a
  word between two names ("employes": employees, employed, s beside d) is read as
  neither;
* that name word is at least ``DOMINANCE`` (Zipf) more common than every other word
  the same word could be a slip of (``slip``: a letter dropped, doubled or swapped, or a
  key beside the one meant struck: "payrol" is as near "patrol" as "payroll", t beside
  y; "proft" is "prof" with t, beside f, struck after it): the one meant is not in
  doubt. Inside a name of several words whose other words are spelt as they are ("net
  proft") the name itself says which word is meant, and this is not asked;
* a word of four letters is read only as a name word of five with one letter dropped
  ("japn"), and only where no other word is as likely a slip;
* only a scope's or a metric's name is read so, never the group's or the company's (a
  word near "group" is no market), and a word read as a name word still has to complete
  a name of the vocabulary with the words around it, or it stays unknown.

Whatever is read so, the answer says so ("Reading “revnue” as revenue"). A name run
together ("grossmargin") is read by ``_names`` as the name (``Matcher.run_together``).
"""

from __future__ import annotations

import string
from collections.abc import Iterable
from functools import lru_cache

from ragspine_eval_pipeline.kb.analysis import english_word_classes, stem

__all__ = ["MISSPELT_LENGTH", "Spellings", "beside", "is_a_word", "one_edit", "slip"]

MISSPELT_LENGTH = 5
"""Letters a word needs before it is read as a name misspelt by one edit: a shorter one
("hkg") is as close to too many other words, bar a dropped letter (``DROPPED_LENGTH``)."""

DROPPED_LENGTH = 4
"""Letters a word needs before it is read as a name word with one letter dropped
("japn")."""

_ROWS = ("qwertyuiop", "asdfghjkl", "zxcvbnm")
_OFFSETS = (0.0, 0.25, 0.75)
_KEYS = {c: (x + _OFFSETS[y], y) for y, row in enumerate(_ROWS) for x, c in enumerate(row)}


def beside(a: str, b: str) -> bool:
    """Whether keys ``a`` and ``b`` touch on a QWERTY keyboard (or are one key)."""
    if a == b:
        return True
    if a not in _KEYS or b not in _KEYS:
        return False
    (xa, ya), (xb, yb) = _KEYS[a], _KEYS[b]
    return abs(ya - yb) <= 1 and abs(xa - xb) <= (1.0 if ya == yb else 0.8)


def slip(meant: str, typed: str) -> bool:
    """Whether ``typed`` is ``meant`` typed with one slip of the fingers: a letter dropped,
    two neighbours swapped, a key beside the one meant struck instead, or a key struck
    twice or beside its neighbour added."""
    if not one_edit(typed, meant):
        return False
    if len(typed) < len(meant) or (len(typed) == len(meant) and sorted(typed) == sorted(meant)):
        return True  # dropped or swapped
    if len(typed) == len(meant):
        at = next(i for i, (a, b) in enumerate(zip(typed, meant, strict=True)) if a != b)
        return beside(typed[at], meant[at])
    at = next((i for i, (a, b) in enumerate(zip(typed, meant, strict=False)) if a != b), len(meant))
    around = typed[max(at - 1, 0) : at] + typed[at + 1 : at + 2]
    return any(beside(typed[at], c) for c in around)


WORD_ZIPF = 1.5
"""wordfreq's Zipf frequency from which a word is a word of its own, not a misspelling
("revenge" 4.3, "Chiba" 2.6, "headcase" 1.8; "revnue", "headcout" are not listed)."""

DOMINANCE = 1.0
"""How much more common (Zipf: ten times) the name word must be than any other word one
edit from what is written ("revnue": revenue 4.6, revue 3.1)."""


def one_edit(word: str, alias: str) -> bool:
    """Whether ``word`` becomes ``alias`` by one insertion, deletion, substitution or
    swap of two neighbouring letters (and is not already it)."""
    if word == alias or abs(len(word) - len(alias)) > 1:
        return False
    if len(word) == len(alias):
        diff = [i for i, (a, b) in enumerate(zip(word, alias, strict=True)) if a != b]
        if len(diff) == 1:
            return True
        return (
            len(diff) == 2
            and diff[1] == diff[0] + 1
            and word[diff[0]] == alias[diff[1]]
            and word[diff[1]] == alias[diff[0]]
        )
    short, long = (word, alias) if len(word) < len(alias) else (alias, word)
    return any(long[:i] + long[i + 1 :] == short for i in range(len(long)))


def _edits(word: str) -> set[str]:
    """Every string one edit from ``word``."""
    letters = string.ascii_lowercase
    found = {word[:i] + word[i + 1 :] for i in range(len(word))}
    found |= {word[:i] + c + word[i + 1 :] for i in range(len(word)) for c in letters}
    found |= {word[:i] + c + word[i:] for i in range(len(word) + 1) for c in letters}
    found |= {word[:i] + word[i + 1] + word[i] + word[i + 2 :] for i in range(len(word) - 1)}
    return found - {word}


@lru_cache(maxsize=16384)
def _zipf(word: str) -> float:
    from wordfreq import zipf_frequency

    return zipf_frequency(word, "en")


@lru_cache(maxsize=16384)
def is_a_word(word: str) -> bool:
    """Whether ``word`` (lower case) is an English word: the dictionary gives it a part
    of speech, or wordfreq lists it at ``WORD_ZIPF`` or more (names of people and places
    included: "Chiba", "Marvin")."""
    return bool(english_word_classes(word)) or _zipf(word) >= WORD_ZIPF


class Spellings:
    """The name words a misspelt word may be read as.

    ``readable``: the Latin words of the scopes' and metrics' names (the group's aside);
    ``known``: every Latin word of every name, which a misspelling must not be as near."""

    def __init__(self, readable: Iterable[str], known: Iterable[str]) -> None:
        self.readable = frozenset(w for w in readable if w.isalpha())
        self.known = frozenset(w for w in known if w.isalpha()) | self.readable
        self.stems = frozenset(stem(w) for w in self.known)
        self.cache: dict[str, str | None] = {}

    def unknown(self, word: str) -> bool:
        """Whether ``word`` may be a misspelling: long enough, letters only, no name's
        word and no English word."""
        return (
            len(word) >= DROPPED_LENGTH
            and word.isalpha()
            and word.isascii()
            and word not in self.known
            and stem(word) not in self.stems
            and not is_a_word(word)
        )

    def read(self, word: str, in_name: bool = False) -> str | None:
        """The name word ``word`` misspells, or None (``Spellings`` says when);
        ``in_name``: written beside the other words of a name, so other words it could
        be a slip of are not weighed."""
        key = f"{word}\n{in_name}"
        if key not in self.cache:
            self.cache[key] = self._read(word, in_name)
        return self.cache[key]

    def _read(self, word: str, in_name: bool) -> str | None:
        if not self.unknown(word):
            return None
        near = [w for w in self.known if one_edit(word, w)]
        if len({stem(w) for w in near}) > 1:
            near = [w for w in near if slip(w, word)]  # "japn": japan, never jpn
        if len({stem(w) for w in near}) != 1:
            return None
        meant = max(near, key=_zipf)
        if meant not in self.readable:
            return None  # the group's or a document's word: never read so
        if word.startswith(meant) and word[-1] != meant[-1]:
            return None  # a letter written after the whole name: another term ("EBITDAR")
        if len(word) < MISSPELT_LENGTH and len(meant) != len(word) + 1:
            return None  # four letters: only a dropped letter
        if in_name and len(word) >= MISSPELT_LENGTH:
            return meant
        others = [_zipf(e) for e in _edits(word) if stem(e) != stem(meant) and slip(e, word)]
        if others and _zipf(meant) - max(others) < DOMINANCE:
            return None
        return meant
