"""Parse the numbers and periods that office tables print (units: ``units.py``).

Reports print one figure in many ways: ``1,702``, ``(1,702)``, ``−35`` (unicode minus),
``△78`` (Japanese accounting negative), ``１，７０２`` (full-width), ``12.5%``. Every
parser here first applies NFKC, so full-width digits and signs become ASCII, and then
accepts exactly one number; anything else (``n/a``, a dash, prose) is ``None`` rather
than a guess, so a non-figure never becomes a fact.
"""

from __future__ import annotations

import math
import re
import unicodedata

__all__ = [
    "canonical_period",
    "has_percent",
    "normalize_text",
    "parse_number",
]

# Characters that mean "minus" in print; NFKC leaves U+2212 and the triangles alone.
_MINUS_SIGNS = "\u2212\u2012\u2013\u2014\ufe63"
_TRIANGLES = "\u25b3\u25b2"  # △ ▲: negative in Japanese financial statements.
_NUMBER_RE = re.compile(
    r"""^
    (?P<sign>[-+])?
    (?P<int>\d{1,3}(?:,\d{3})+|\d+)?
    (?P<frac>\.\d+)?
    $""",
    re.VERBOSE,
)


def normalize_text(text: str) -> str:
    """NFKC, casefold and single spaces: the form two labels are compared in."""
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())


def has_percent(text: str) -> bool:
    """True when a printed figure carries a percent sign (ASCII or full-width)."""
    return "%" in unicodedata.normalize("NFKC", text)


def parse_number(raw: object) -> float | None:
    """The number a cell prints, or ``None`` when it does not print exactly one.

    ``%`` is dropped, not divided out: ``12.5%`` is 12.5, because the unit channel
    carries the ``%``. Booleans are not numbers; NaN and infinities are rejected.
    """
    if isinstance(raw, bool) or raw is None:
        return None
    if isinstance(raw, int | float):
        value = float(raw)
        return value if math.isfinite(value) else None
    if not isinstance(raw, str):
        return None
    text = unicodedata.normalize("NFKC", raw).strip()
    for sign in _MINUS_SIGNS:
        text = text.replace(sign, "-")
    # "%" may sit inside or outside parentheses: "(2.4%)" and "(2.4)%" are both -2.4.
    text = text.removesuffix("%").strip()
    negative = False
    if len(text) >= 2 and text[0] == "(" and text[-1] == ")":
        negative, text = True, text[1:-1].strip().removesuffix("%").strip()
    if text[:1] in _TRIANGLES:
        if negative:
            return None
        negative, text = True, text[1:].strip()
    text = text.replace(" ", "")
    match = _NUMBER_RE.match(text)
    if not match or not (match.group("int") or match.group("frac")):
        return None
    if negative and match.group("sign"):
        return None  # "(-5)" or "△-5" is ambiguous, not a figure.
    value = float((match.group("int") or "0").replace(",", "") + (match.group("frac") or ""))
    if negative or match.group("sign") == "-":
        value = -value
    return value


_FY_RE = re.compile(r"(?<![a-z0-9])fy\s*'?(\d{4}|\d{2})(?!\d)")
_NENDO_RE = re.compile(r"(?<!\d)(\d{4})\s*年度")


def canonical_period(text: str) -> str | None:
    """The fiscal period a header names: ``FY2025``, ``FY25``, ``２０２５年度`` → ``FY2025``.

    A bare year is not a period here: a figure such as ``2025`` must never turn a data
    row into a header row.
    """
    norm = normalize_text(text)
    found = _FY_RE.search(norm)
    if found:
        year = found.group(1)
        return f"FY{'20' + year if len(year) == 2 else year}"
    found = _NENDO_RE.search(norm)
    return f"FY{found.group(1)}" if found else None
