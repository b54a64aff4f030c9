"""A market's Chinese name clipped to one character and written as a word of its own.

Notes and shorthand name Hong Kong, Macau and Singapore by one character (港, 澳, 星, as
港股, 澳门 and 星洲 are clipped): 「港 净利 FY25 = ?」, 「澳 营收 FY25 → ?」, 「星 GM% 24财年」.
The character names the market only where it stands alone, set off by a space, a mark
or an arrow on both sides: inside a word it is another word's (港币, 港口, 澳大利亚, 星期,
明星), and 日 is never read so (25日 is a day).
"""

from __future__ import annotations

import re

__all__ = ["with_clipped_markets"]

_CLIPPED = {"港": "香港", "澳": "澳门", "星": "新加坡"}
"""The one-character clippings of the KB's Chinese market names."""

_SET_OFF = r"\s,，、;；:：|/()（）\[\]【】<>=+＋→←⇒⇐➜?？!！~～·"
_CLIPPED_RE = re.compile(
    rf"(?:(?<=^)|(?<=[{_SET_OFF}]))(?P<clip>[港澳星])(?=[{_SET_OFF}]|-(?!\d)|$)"
)
"""A clipped name set off on both sides."""


def with_clipped_markets(text: str, lang: str) -> str:
    """Chinese ``text`` with each market clipped to one character and standing alone
    written out whole; any other text as it is."""
    if lang != "zh":
        return text
    return _CLIPPED_RE.sub(lambda m: _CLIPPED[m.group("clip")], text)
