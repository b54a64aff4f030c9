"""A Japanese question typed in romaji read in Japanese.

A writer whose input method is off, or who has none, types Japanese in Latin letters:
「makao jigyou no FY2023 no uriagedaka oshiete」 for 「マカオ事業のFY2023の売上高教えて」. Read
as English, its words are unknown and it is refused. Each word is read here as Japanese
where it can only be one of two things: a KB name spelt in romaji, read in hiragana
(jaconv's Hepburn and Kunrei tables) and then as a name left in hiragana is
(``_names.kana_spellings``: ほんこん, うりあげだか), the answer saying so; or a word of the
closed class a request is phrased with (particles, the words of asking, 事業, 年度),
written as the grammar reads it.

A text is read so only when it is wholly Latin, holds a Japanese case particle standing as
a word (no, wa, wo, ga), and every other lower-case word is one of those: a word that is
neither stays unread and the text is left as it was (refused, as before), since hiragana
the analyser cannot tell from particles would be passed over where an unknown word must
refuse (「にほん の ざいこ の うりあげだか」 is no question of Japan's revenue). An acronym, a
word with digits (FY2023) and a KB name in Latin letters (ebitda, acme) keep their letters.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import jaconv

__all__ = ["romaji_as_kana"]

_PARTICLES = {
    "no": "の",
    "wa": "は",
    "wo": "を",
    "ga": "が",
    "ni": "に",
    "de": "で",
    "mo": "も",
    "to": "と",
}
"""Japanese particles typed in romaji, with their kana (wa as the topic は)."""

_MARKING = frozenset(["no", "wa", "wo", "ga"])
"""The particles whose word says a text is Japanese."""

_GRAMMAR = {
    "jigyou": "事業",
    "jigyo": "事業",
    "nendo": "年度",
    "kaikei": "会計",
    "kaikeinendo": "会計年度",
    "zentai": "全体",
    "zenki": "前期",
    "konki": "今期",
    "sakunendo": "昨年度",
    "zennendo": "前年度",
    "oshiete": "教えて",
    "kudasai": "ください",
    "onegai": "お願い",
    "onegaishimasu": "お願いします",
    "shimasu": "します",
    "desu": "です",
    "desuka": "ですか",
    "ka": "か",
    "ikura": "いくら",
    "nan": "何",
    "nannin": "何人",
    "nanmei": "何名",
    "dorekurai": "どれくらい",
    "dore": "どれ",
    "kurai": "くらい",
    "gurai": "ぐらい",
}
"""The words a Japanese figure request is phrased with, typed in romaji, as written."""

_WORD_RE = re.compile(r"[A-Za-z][A-Za-z'-]*")
_CODE_RE = re.compile(r"[0-9]")
_NOT_ROMAJI_RE = re.compile(r"[lqvx]|c(?!h)")
_DOUBLED_RE = re.compile(r"([bcdfghjkmprstwyz])\1|tch")


def _kana(word: str) -> str | None:
    """``word`` in hiragana, or None where it does not spell romaji whole."""
    lower = word.lower()
    if _NOT_ROMAJI_RE.search(lower):
        return None
    kana = jaconv.alphabet2kana(lower)
    if not re.fullmatch(r"[\u3041-\u3096ー]+", kana) or kana.endswith("っ"):
        return None
    if "っ" in kana and not _DOUBLED_RE.search(lower):
        return None
    return kana


def romaji_as_kana(text: str, kb_name: Callable[[str], bool]) -> str:
    """``text`` read as Japanese where it is Japanese typed in romaji (module docstring);
    ``kb_name`` tells a word the KB names as it is written (ebitda, まかお). Any other
    text is returned as it is."""
    if not text.isascii():
        return text
    read: list[tuple[re.Match[str], str]] = []
    marked = named = False
    for word in _WORD_RE.finditer(text):
        surface, lower = word.group(), word.group().lower()
        beside = text[max(word.start() - 1, 0) : word.end() + 1]
        if _CODE_RE.search(beside) or (surface.isupper() and len(surface) > 1):
            continue
        if kb_name(lower):
            continue
        if lower in _PARTICLES or lower in _GRAMMAR:
            marked = marked or lower in _MARKING
            read.append((word, _PARTICLES.get(lower) or _GRAMMAR[lower]))
            continue
        kana = _kana(surface)
        if kana is None or not kb_name(kana):
            return text
        named = True
        read.append((word, kana))
    if not marked or not named:
        return text
    pieces: list[str] = []
    last = 0
    for word, kana in read:
        pieces += [text[last : word.start()], kana]
        last = word.end()
    return "".join(pieces) + text[last:]
