"""A KB name typed through an input method that chose the wrong character: 净利闰 for
净利润, 毛利律 for 毛利率 (the same pinyin, tone included), 授業員数 for 従業員数 (the
same kana but for a long vowel, じゅ for じゅう).

The characters kept say which name is meant and the one changed sounds as the name's
does, so the name is read, and the answer says so. It is read only where nothing else is
meant:

* a name of a scope or a metric of ``HOMOPHONE_LENGTH`` characters or more, never the
  group's nor one opening on a particle (の儲け), written with exactly one character
  changed, a Han character;
* in Chinese (no kana in the text), the character changed reads, by its commonest
  reading (pypinyin, tone included), as the name's character reads in the name: 闰 and
  润 are both run4, 律 and 率 (of 毛利率) lv4; a rare reading is not weighed (乗 is
  cheng2, never jing4 as 净);
* in Japanese, the run reads (Sudachi) as the name does, long vowels aside (ジュギョウ,
  ジュウギョウ), the slip of a romaji typist;
* the run is no word of the analyser's dictionary on its own (a real word is meant as
  written), and begins and ends where the analyser's words of the text do (员工述 of
  员工述职, a report on one's work, is no 员工数);
* no other name is inside the run, bar a name of the same codes ending where the changed
  character begins (净利 of 净利闰): a character written before a name narrows it (静收入,
  a kind of income, is refused as an unknown word, however it sounds), one written after
  a name of another figure is that figure's (收入 of 总收入).
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from functools import lru_cache

from ragspine_eval_pipeline.kb.analysis import cjk_tokens, japanese_reading

__all__ = ["HOMOPHONE_LENGTH", "Homophone", "Homophones"]

HOMOPHONE_LENGTH = 3
"""Characters a name needs before a character of it chosen wrongly is read: in a name of
two the one character kept is as often another word's."""

_HAN_RE = re.compile(r"[\u4e00-\u9fff]")
_KANA_RE = re.compile(r"[\u3040-\u30ff]")
_HIRAGANA_RE = re.compile(r"[\u3041-\u3096]")
_CJK_RE = re.compile(r"[\u3040-\u30ff\u4e00-\u9fff]+")
_LONG_RE = re.compile(
    r"(?<=[ウクスツヌフムユルグズヅブプュゥ])ウ|(?<=[オコソトノホモヨロゴゾドボポョォ])ウ|ー"
)
"""A long vowel in a katakana reading: ウ after a syllable in u or o, the long mark."""


@lru_cache(maxsize=8192)
def _reading(char: str) -> str:
    """The commonest pinyin of one character, tone included."""
    from pypinyin import Style, pinyin

    return pinyin(char, style=Style.TONE3)[0][0]


@lru_cache(maxsize=4096)
def _name_reading(name: str) -> tuple[str, ...]:
    """The pinyin of each character of ``name`` as read in it (率 of 毛利率 is lv4)."""
    from pypinyin import Style, pinyin

    return tuple(p[0] for p in pinyin(name, style=Style.TONE3))


@lru_cache(maxsize=4096)
def _kana(text: str) -> str:
    """The katakana reading of Japanese ``text``, long vowels left out."""
    return _LONG_RE.sub("", japanese_reading(text))


@dataclass(frozen=True)
class Homophone:
    """A run of a text read as a name with one character chosen wrongly."""

    start: int
    end: int
    name: str
    changed: int
    """Where the character chosen wrongly stands in the text."""


class Homophones:
    """The names a run with one character chosen wrongly may be read as."""

    def __init__(self, names: Iterable[str]) -> None:
        self.by_mask: dict[tuple[str, int], list[str]] = {}
        """Each name with one Han character masked, with where, to the names so."""
        for name in names:
            if len(name) < HOMOPHONE_LENGTH or not _CJK_RE.fullmatch(name):
                continue
            if _HIRAGANA_RE.match(name):
                continue  # a particle first (の儲け): no word of its own
            for at, char in enumerate(name):
                if _HAN_RE.match(char):
                    masked = name[:at] + "\0" + name[at + 1 :]
                    self.by_mask.setdefault((masked, at), []).append(name)
        self.lengths = sorted({len(masked) for masked, _ in self.by_mask})

    def find(self, text: str) -> list[Homophone]:
        """The runs of ``text`` read as a name with one character chosen wrongly
        (``Homophones`` says when), left to right, without overlaps."""
        japanese = _KANA_RE.search(text) is not None
        found: list[Homophone] = []
        for run in _CJK_RE.finditer(text):
            bounds = _bounds(run.group(), run.start(), japanese)
            at = run.start()
            while at < run.end():
                hit = self._at(text, at, bounds, japanese) if at in bounds else None
                if hit is None:
                    at += 1
                else:
                    found.append(hit)
                    at = hit.end
        return found

    def _at(self, text: str, start: int, bounds: set[int], japanese: bool) -> Homophone | None:
        for size in reversed(self.lengths):
            if start + size not in bounds:
                continue
            run = text[start : start + size]
            for at in range(size):
                if not _HAN_RE.match(run[at]):
                    continue
                for name in self.by_mask.get((run[:at] + "\0" + run[at + 1 :], at), ()):
                    if _sounds_as(run, name, at, japanese) and not _a_word(run, japanese):
                        return Homophone(start, start + size, name, start + at)
        return None


def _sounds_as(run: str, name: str, at: int, japanese: bool) -> bool:
    """Whether ``run``, ``name`` with its character at ``at`` changed, reads as it."""
    if japanese:
        return _kana(run) == _kana(name)
    return _reading(run[at]) == _name_reading(name)[at]


def _bounds(run: str, offset: int, japanese: bool) -> set[int]:
    """Where the analyser's words of a CJK ``run`` (at ``offset`` in its text) begin and
    end: a name read so must begin and end on them, never cut a word (员工述 of 员工述职,
    a report on one's work, is no 员工数)."""
    bounds = {offset}
    for token in cjk_tokens(run, japanese):
        offset += len(token.word.surface)
        bounds.add(offset)
    return bounds


def _a_word(run: str, japanese: bool) -> bool:
    """Whether the analyser's dictionary holds ``run`` as one word."""
    return len(cjk_tokens(run, japanese)) == 1
