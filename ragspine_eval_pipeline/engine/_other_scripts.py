"""Words written in a script the engine does not read, counted as words it cannot explain.

A question in English, Chinese or Japanese may hold a word left in the script of the
language it was translated from: Cyrillic, Greek, Armenian, Hebrew, Arabic (Persian,
Urdu), the Indic scripts, Thai, Lao, Myanmar, Georgian, Khmer, Hangul. Once the closed
classes of courtesy and grammar such a translator leaves are read (``_untranslated``),
any other word of these scripts may name a market, a metric or a part of the year
("онлайн", 「ऑनलाइन」, "первый квартал"): it is a content word no name accounts for, so
the request is refused, never answered as if the word were not there. A run of two
letters or more is a word; a single letter stands in a face (ω, ㅂ) and is left.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["OTHER_SCRIPT_WORD_RE"]

_RANGES = (
    (0x0370, 0x052F),  # Greek, Cyrillic
    (0x0530, 0x06FF),  # Armenian, Hebrew, Arabic
    (0x0750, 0x077F),
    (0x08A0, 0x08FF),
    (0x0900, 0x0DFF),  # the Indic scripts, Sinhala
    (0x0E00, 0x0EFF),  # Thai, Lao
    (0x1000, 0x11FF),  # Myanmar, Georgian, Hangul jamo
    (0x1780, 0x17FF),  # Khmer
    (0x3130, 0x318F),  # Hangul compatibility jamo
    (0xAC00, 0xD7AF),  # Hangul syllables
    (0xFB1D, 0xFDFF),  # Hebrew and Arabic presentation forms
    (0xFE70, 0xFEFF),
)

_LETTERS = "".join(
    chr(code)
    for low, high in _RANGES
    for code in range(low, high + 1)
    if unicodedata.category(chr(code))[0] in "LM"
)

OTHER_SCRIPT_WORD_RE = re.compile(f"[{re.escape(_LETTERS)}]{{2,}}")
"""A word of two letters or more in one of these scripts (its marks included)."""
