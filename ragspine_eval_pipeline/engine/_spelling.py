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
  any kind, so a word between two names ("employes": employees, employed) is read as
  neither;
* that name word is at least ``DOMINANCE`` (Zipf) more common than every other word
  one edit away ("payrol" is as near "patrol" as "payroll", "proft" is near "prof",
  "marign" near "Marion"): the one meant is not in doubt;
* only a scope's or a metric's name is read so, never the group's or the company's (a
  word near "group" is no market), and a word read as a name word still has to complete
  a name of the vocabulary with the words around it, or it stays unknown.

Whatever is read so, the answer says so ("Reading “revnue” as revenue"). A name run
together ("grossmargin") is not read: it is as often the name of a source's sheet or field
(the KPI workbook's GrossMargin sheet) as a name typed in a hurry.
"""

from __future__ import annotations

import string
from collections.abc import Iterable
from functools import lru_cache

from ragspine_eval_pipeline.kb.analysis import english_word_classes, stem

__all__ = ["MISSPELT_LENGTH", "Spellings", "is_a_word", "one_edit"]

MISSPELT_LENGTH = 5
"""Letters a word needs before it is read as a name misspelt by one edit: a shorter one
("japn", "hkg") is as close to too many other words."""

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
            len(word) >= MISSPELT_LENGTH
            and word.isalpha()
            and word.isascii()
            and word not in self.known
            and stem(word) not in self.stems
            and not is_a_word(word)
        )

    def read(self, word: str) -> str | None:
        """The name word ``word`` misspells, or None (``Spellings`` says when)."""
        if word not in self.cache:
            self.cache[word] = self._read(word)
        return self.cache[word]

    def _read(self, word: str) -> str | None:
        if not self.unknown(word):
            return None
        near = [w for w in self.known if one_edit(word, w)]
        if len({stem(w) for w in near}) != 1:
            return None
        meant = max(near, key=_zipf)
        if meant not in self.readable:
            return None  # the group's or a document's word: never read so
        if word.startswith(meant) and word[-1] != meant[-1]:
            return None  # a letter written after the whole name: another term ("EBITDAR")
        others = [_zipf(e) for e in _edits(word) if stem(e) != stem(meant)]
        if others and _zipf(meant) - max(others) < DOMINANCE:
            return None
        return meant
