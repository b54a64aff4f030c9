"""A Japanese question typed in romaji read in hiragana.

A writer whose input method is off, or who has none, types Japanese in Latin letters:
「honkon jigyou no FY2023 no uriagedaka oshiete」 for 「香港事業のFY2023の売上高教えて」. Read as
English, its words are unknown and it is refused. Read in hiragana (jaconv's Hepburn and
Kunrei tables) it is the Japanese question it is, and the names in it are read as a name
left in hiragana is (``_names.kana_spellings``: ほんこん, うりあげだか), the answer saying so.

A text is read so only when it is wholly Latin, holds a Japanese case particle standing as
a word (no, wa, wo, ga), and every other lower-case word spells romaji whole (no l, q, v,
x; c only in ch; a small っ only from a doubled consonant), at most half of them English
words. An acronym, a word with digits (FY2023) and a KB name in Latin letters (ebitda,
acme) keep their letters. An English question never holds such a run ("revenue", "sales"
do not spell romaji), and nothing else is changed: a word read in hiragana that names
nothing of the KB stays an unknown word, and is refused.
"""

from __future__ import annotations

import re
from collections.abc import Callable

import jaconv

from ragspine_eval_pipeline.engine._spelling import is_a_word

__all__ = ["romaji_as_kana"]

_PARTICLES = {"no": "の", "wa": "は", "wo": "を", "ga": "が", "ni": "に", "de": "で", "mo": "も"}
"""Japanese case and topic particles typed in romaji, with their kana (wa as the topic は)."""

_MARKING = frozenset(["no", "wa", "wo", "ga"])
"""The particles whose word says a text is Japanese: English writes none of them alone,
bar "no", which an English text never holds beside romaji words only."""

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
    """``text`` with its romaji words in hiragana where it is Japanese typed in romaji
    (module docstring); ``kb_name`` tells a word the KB names in Latin letters. Any other
    text is returned as it is."""
    if not text.isascii():
        return text
    read: list[tuple[re.Match[str], str]] = []
    english = content = 0
    marked = False
    for word in _WORD_RE.finditer(text):
        surface = word.group()
        beside = text[max(word.start() - 1, 0) : word.end() + 1]
        if _CODE_RE.search(beside) or (surface.isupper() and len(surface) > 1):
            continue
        if kb_name(surface.lower()):
            continue
        if surface.lower() in _PARTICLES:
            marked = marked or surface.lower() in _MARKING
            read.append((word, _PARTICLES[surface.lower()]))
            continue
        kana = _kana(surface)
        if kana is None:
            return text
        content += 1
        english += is_a_word(surface.lower())
        read.append((word, kana))
    if not marked or not content or english * 2 > content:
        return text
    pieces: list[str] = []
    last = 0
    for word, kana in read:
        pieces += [text[last : word.start()], kana]
        last = word.end()
    return "".join(pieces) + text[last:]
