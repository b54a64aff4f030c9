"""Old kanji and old kana spelling in a Japanese question read in their current forms.

Japanese writers still type the forms before the 1946 reform (kyūjitai: 國, 賣, 圓, 體, 當,
從業員數), from habit, from a name's spelling or through a Chinese input method. The
analyser's dictionary, the grammar and the KB's Japanese names are written in the current
forms (shinjitai), so in a Japanese question a character written only in the old way is
read as its current form before any rule reads the text (「その國の賣上」 as 「その国の売上」),
by OpenCC's traditional -> shinjitai table (``t2jp``), the same tables ``_scripts`` matches
the KB's names with; a variant that table does not list and Japanese type does not hold
(敎) is read as its standard form where Japanese writes that one (教).

A character is read so only where it differs from both its current Japanese form and its
simplified Chinese one (國 → 国, 国; 圓 → 円, 圆): a character traditional and simplified
Chinese share (收, 每, 增, 填) is a Chinese word's, or a form Japanese also prints, and is
left. A Chinese question is read by ``_cantonese`` (simplified), an English one is not
touched. Only the character changes: a word the KB has no name for stays one (「國債」 is
read 「国債」, still refused), so no unknown word becomes a metric or a scope.

The historical kana spelling (rekishiteki kanazukai) is read the same way where it cannot
be anything else: ゐ, ゑ, which current spelling no longer writes, as い, え (katakana ヰ,
ヱ spell loanwords' wi, we, and are left); and a verb's ending written with は-row kana
after its kanji (「教へて」, 「買ひ時」, 「思ふ」) as its current え, い, う, only before the
endings that follow a verb there (て, ます, る ...) or, for ふ, at a clause's end: a
particle へ after a noun (「日本へ」) is left.
"""

from __future__ import annotations

import re
from functools import lru_cache

import opencc

__all__ = ["in_current_forms"]

_OLD_KANA = str.maketrans("ゐゑ", "いえ")
_KANJI = r"(?<=[\u3400-\u9fff])"
_OLD_ENDINGS = (
    (re.compile(_KANJI + r"へ(?=て|ます|ませ|まし|る|れ)"), "え"),
    (re.compile(_KANJI + r"ひ(?=て|た|ます|ませ|まし|時|方)"), "い"),
    (re.compile(_KANJI + r"ふ(?=べき|[。、,.?？!！\s]|$)"), "う"),
)
"""A verb's は-row ending after its kanji, before what follows a verb there, with its
current kana."""


@lru_cache(maxsize=1)
def _converters() -> tuple[opencc.OpenCC, opencc.OpenCC, opencc.OpenCC]:
    """OpenCC's traditional -> shinjitai, traditional -> simplified and simplified ->
    traditional converters."""
    return opencc.OpenCC("t2jp"), opencc.OpenCC("t2s"), opencc.OpenCC("s2t")


@lru_cache(maxsize=8192)
def _current_form(char: str) -> str:
    """The current Japanese form of an old-form ``char``; any other character as it is."""
    if not "\u3400" <= char <= "\u9fff":
        return char
    t2jp, t2s, s2t = _converters()
    simplified = t2s.convert(char)
    if simplified == char:
        return char
    current = t2jp.convert(char)
    if current != char:
        return current if _japanese_type(current) else char  # 濾 is no old 沪
    # A variant no shinjitai table lists and Japanese type does not hold (敎): its
    # standard form, where Japanese writes that form too (教), never a character only
    # simplified Chinese writes; a character of Japanese type (係, 塚) is Japanese's own.
    if _japanese_type(char) or t2jp.convert(s2t.convert(simplified)) != simplified:
        return char
    return simplified


def _japanese_type(char: str) -> bool:
    """Whether ``char`` is among the kanji of Japanese type (JIS X 0208, as Shift JIS
    encodes it): the characters a Japanese text writes as its own."""
    try:
        char.encode("shift_jis")
    except UnicodeEncodeError:
        return False
    return True


def in_current_forms(text: str) -> str:
    """Japanese ``text`` with each old-form kanji and old kana spelling written in its
    current form."""
    text = "".join(_current_form(char) for char in text).translate(_OLD_KANA)
    for pattern, kana in _OLD_ENDINGS:
        text = pattern.sub(kana, text)
    return text
