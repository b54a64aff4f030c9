"""A KB name typed through a Chinese pinyin input method and never converted: yingshou
for 营收, yuangong for 员工, jinglirun for 净利润.

The letters spell the name's sound exactly, as a Japanese name typed in hiragana does
(``_names.kana_spellings``), so reading them is no guess at a misspelling. They are read
only where nothing else is meant:

* a Latin word of ``PINYIN_LENGTH`` letters or more, in a text with Chinese characters
  and no kana, that no English dictionary knows (``_spelling.is_a_word``);
* spelling without tones, syllable for syllable, the Chinese name of a scope or a metric
  (of two characters or more) and of no other code: lirun (利润) names EBITDA and net
  profit alike, so it is asked which;
* never the group's name.

A homophone chosen from the candidate list instead (净利闰 for 净利润) is read by
``_homophones``, where it cannot be an unknown word written beside a name (静收入).
The answer says what it read, as it does for a misspelt English name.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

__all__ = ["PINYIN_LENGTH", "PinyinNames", "spelt"]

PINYIN_LENGTH = 4
"""Letters a Latin word needs before it is read as pinyin ("lirun", "shouru")."""

NAME_LENGTH = 2
"""Characters a name needs before its pinyin is read: one syllable ("qian", 钱) is too
often something else."""

_HAN_RE = re.compile(r"[\u4e00-\u9fff]+")
_KANA_RE = re.compile(r"[\u3040-\u30ff]")


def spelt(name: str) -> str:
    """The toneless pinyin of ``name`` without spaces, each character read as in the
    phrase (率 of 毛利率 is lv)."""
    from pypinyin import Style, lazy_pinyin

    return "".join(lazy_pinyin(name, style=Style.NORMAL))


class PinyinNames:
    """The Chinese names (with the codes each names) pinyin letters may be read as."""

    def __init__(self, names: Iterable[tuple[str, tuple[tuple[str, str], ...]]]) -> None:
        self.names = {
            name: hits
            for name, hits in names
            if len(name) >= NAME_LENGTH and _HAN_RE.fullmatch(name)
        }
        self._by_pinyin: dict[str, set[str]] | None = None

    def by_pinyin(self) -> dict[str, set[str]]:
        """Each name's toneless pinyin, to the names spelt so (built when first asked)."""
        if self._by_pinyin is None:
            self._by_pinyin = {}
            for name in self.names:
                self._by_pinyin.setdefault(spelt(name), set()).add(name)
        return self._by_pinyin

    def read(self, word: str, text: str) -> str | None:
        """The name ``word`` spells in a Chinese ``text``, when every name it spells
        names the same codes; None otherwise."""
        if len(word) < PINYIN_LENGTH or not _HAN_RE.search(text) or _KANA_RE.search(text):
            return None
        names = self.by_pinyin().get(word, set())
        return min(names) if len({self.names[name] for name in names}) == 1 else None
