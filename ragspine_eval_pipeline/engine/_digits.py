"""Digits of other scripts read as the digits every rule reads.

A translator from Arabic, Persian, Urdu, Hindi, Bengali or Thai often leaves the year in
the source's own digits ("the year the financial ٢٠٢٣", 「会計年度२०२३」, "FY۲۰۲۴"). The
class is closed and Unicode's: every decimal digit (general category Nd) outside ASCII,
read by its digit value. A run of them is read as a run of ASCII digits, so the period
grammar reads the year they write; a year it cannot read is never replaced by a default.
Full-width digits are left to ``_width``; no other character changes.
"""

from __future__ import annotations

import re
import sys
import unicodedata

__all__ = ["in_ascii_digits"]

_OTHER_DIGITS = "".join(
    char
    for code in range(0x80, sys.maxunicode + 1)
    if unicodedata.category(char := chr(code)) == "Nd" and not 0xFF10 <= code <= 0xFF19
)
"""Every decimal digit of another script (full-width ones are ``_width``'s)."""

_RUN_RE = re.compile(f"[{re.escape(_OTHER_DIGITS)}]+")


def in_ascii_digits(text: str) -> str:
    """``text`` with each run of another script's decimal digits written in ASCII."""
    return _RUN_RE.sub(lambda m: "".join(str(unicodedata.digit(c)) for c in m.group()), text)
