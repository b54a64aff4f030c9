"""A KB name typed through a Chinese pinyin input method and left wrong: a homophone
picked from the candidate list (净利闰 for 净利润, 毛利律 for 毛利率), or the pinyin never
converted (yingshou for 营收, yuangong for 员工).

Reading such a slip as a name is a guess, so it is made only where it cannot turn a word
into a figure:

* a homophone is a run of Chinese characters as long as a scope's or a metric's Chinese
  name (``SLIP_LENGTH`` characters or more) that differs from it in one character only,
  read the same as the name's (tones aside; any of its readings), that jieba's dictionary
  does not hold as a word of its own (营利, "for profit", is a word, never a slip for 盈利),
  and that begins and ends where jieba cuts the text's words (大湾区的区 of 大湾区的区域
  is no slip for 大湾区地区);
* pinyin is a Latin word of ``PINYIN_LENGTH`` letters or more, in a text with Chinese and
  no kana, that no English dictionary knows, spelling without tones the characters of
  exactly one name;
* the group's name is never read so (a slip near 集团 names no market).

The answer says what it read, as it does for a misspelt English name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from functools import lru_cache

from ragspine_eval_pipeline.kb.analysis import chinese_dictionary_word, cjk_tokens

__all__ = ["PINYIN_LENGTH", "SLIP_LENGTH", "Slips"]

SLIP_LENGTH = 2
"""Characters a name needs before a homophone of it is read as that name: one character
(钱) has too many homophones that are words of their own."""

PINYIN_LENGTH = 4
"""Letters a Latin word needs before it is read as pinyin ("lirun", "shouru")."""

_HAN_RE = re.compile(r"[\u4e00-\u9fff]+")
_KANA_RE = re.compile(r"[\u3040-\u30ff]")


@lru_cache(maxsize=8192)
def readings(char: str) -> frozenset[str]:
    """Every toneless pinyin reading of one Chinese character (率: lv, shuai, lve)."""
    from pypinyin import Style, pinyin

    return frozenset(pinyin(char, style=Style.NORMAL, heteronym=True)[0])


def spelt(name: str) -> str:
    """The toneless pinyin of ``name`` without spaces, each character's usual reading."""
    from pypinyin import Style, lazy_pinyin

    return "".join(lazy_pinyin(name, style=Style.NORMAL))


class Slips:
    """The Chinese names (``hits`` by name) a slip may be read as."""

    def __init__(self, names: Iterable[tuple[str, tuple[tuple[str, str], ...]]]) -> None:
        self.names = {
            name: hits
            for name, hits in names
            if len(name) >= SLIP_LENGTH and _HAN_RE.fullmatch(name)
        }
        self._wildcards: dict[tuple[str, ...], list[tuple[str, int]]] | None = None
        self._pinyin: dict[str, set[str]] | None = None

    def wildcards(self) -> dict[tuple[str, ...], list[tuple[str, int]]]:
        """Each name with one character left open, to the names and the open place."""
        if self._wildcards is None:
            self._wildcards = {}
            for name in self.names:
                for at in range(len(name)):
                    key = (*name[:at], "", *name[at + 1 :])
                    self._wildcards.setdefault(key, []).append((name, at))
        return self._wildcards

    def pinyin(self) -> dict[str, set[str]]:
        """Each name's toneless pinyin, to the names spelt so."""
        if self._pinyin is None:
            self._pinyin = {}
            for name in self.names:
                self._pinyin.setdefault(spelt(name), set()).add(name)
        return self._pinyin

    def homophones(self, text: str) -> list[tuple[int, int, str]]:
        """Each span of ``text`` that is a homophone slip for one name: start, end, name."""
        if not self.names or _KANA_RE.search(text):
            return []
        lengths = sorted({len(n) for n in self.names}, reverse=True)
        found: list[tuple[int, int, str]] = []
        for run in _HAN_RE.finditer(text):
            chars = run.group()
            cuts = _word_boundaries(chars)
            for start in sorted(cuts):
                for size in lengths:
                    window = chars[start : start + size]
                    if len(window) < size or start + size not in cuts or window in self.names:
                        continue
                    meant = self._meant(window)
                    if meant is not None:
                        found.append((run.start() + start, run.start() + start + size, meant))
                        break
        return found

    def _meant(self, window: str) -> str | None:
        table = self.wildcards()
        meant = {
            name
            for at in range(len(window))
            for name, open_at in table.get((*window[:at], "", *window[at + 1 :]), ())
            if open_at == at and readings(window[at]) & readings(name[at])
        }
        if len({self.names[name] for name in meant}) != 1 or chinese_dictionary_word(window):
            return None
        return min(meant)

    def spelt_in_letters(self, word: str, text: str) -> str | None:
        """The one name ``word`` spells in pinyin, in a Chinese ``text``; None otherwise."""
        if len(word) < PINYIN_LENGTH or not _HAN_RE.search(text) or _KANA_RE.search(text):
            return None
        names = self.pinyin().get(word, set())
        return min(names) if len({self.names[name] for name in names}) == 1 else None


def _word_boundaries(run: str) -> frozenset[int]:
    """The places where jieba cuts a run of Chinese characters into words."""
    cuts, at = {0}, 0
    for token in cjk_tokens(run, False):
        at += len(token.word.surface)
        cuts.add(at)
    return frozenset(cuts)
