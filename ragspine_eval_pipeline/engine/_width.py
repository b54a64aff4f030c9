"""Full-width letters and digits and half-width katakana read in their usual width.

A question typed with a Japanese or Chinese input method left in full-width mode writes
ＦＹ２０２４ and ＥＢＩＴＤＡ; an older system or a form's field writes ｼﾝｶﾞﾎﾟｰﾙ. Unicode's
compatibility normalization (NFKC) maps both to the forms every rule reads (FY2024,
シンガポール). It is applied where the question is read, to runs of these letters and
digits only: full-width punctuation (？, （）, ：), the circled numbers of a list (①) and
half-width punctuation (｡, ･ of a face) keep the forms the rules read them in, and no
other character changes, so a word stays the word it was.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["in_usual_width"]

_WIDE_RE = re.compile(r"[０-９Ａ-Ｚａ-ｚ]+|[ｦ-ﾟ]+")
"""A run of full-width Latin letters and digits, or of half-width katakana with their
sound marks (ｶﾞ is two characters, one kana)."""


def in_usual_width(text: str) -> str:
    """``text`` with its full-width letters and digits and half-width katakana in the
    usual width (NFKC on those runs alone)."""
    return _WIDE_RE.sub(lambda m: unicodedata.normalize("NFKC", m.group()), text)
