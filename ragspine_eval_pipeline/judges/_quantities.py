"""Numbers, dates and units written in English, Chinese or Japanese, as comparable tokens.

A claim's numbers must be found in its evidence, however either side writes them:
``1,702 million`` = ``17.02亿`` = ``1.702 billion``; ``Oct. 6`` = ``October 6`` =
``10月6日``; ``km`` = ``キロメートル`` = ``公里``. Each quantity becomes a token: a
number is ``#<value>`` (magnitude words applied, thousands separators and trailing
zeros gone), a month ``#m<1-12>``. A number written with a magnitude also keeps its
bare form on the evidence side, so ``1,702`` in a claim finds ``1,702 million``.
"""

from __future__ import annotations

import re
from decimal import Decimal, InvalidOperation

_MAGNITUDES = {
    "thousand": 3,
    "million": 6,
    "mn": 6,
    "mln": 6,
    "billion": 9,
    "bn": 9,
    "trillion": 12,
    "千": 3,
    "万": 4,
    "萬": 4,
    "百万": 6,
    "百萬": 6,
    "千万": 7,
    "千萬": 7,
    "億": 8,
    "亿": 8,
    "十億": 9,
    "十亿": 9,
    "兆": 12,
}
_MONTHS = {
    name: number
    for number, names in enumerate(
        (
            ("january", "jan"),
            ("february", "feb"),
            ("march", "mar"),
            ("april", "apr"),
            ("may",),
            ("june", "jun"),
            ("july", "jul"),
            ("august", "aug"),
            ("september", "sep", "sept"),
            ("october", "oct"),
            ("november", "nov"),
            ("december", "dec"),
        ),
        start=1,
    )
    for name in names
}
_MAGNITUDE_RE = "|".join(sorted((re.escape(m) for m in _MAGNITUDES), key=len, reverse=True))
_MONTH_RE = "|".join(sorted(_MONTHS, key=len, reverse=True))

QUANTITY_RE = re.compile(
    rf"(?P<month_word>\b(?:{_MONTH_RE})\b\.?)(?=\s*\d|\s+of\b|\s*,?\s*\d{{4}})"
    rf"|(?P<number>(?<![\w.])[-\u2212]?\d+(?:,\d{{3}})*(?:\.\d+)?|(?<=[^\W\d])\d+(?:\.\d+)?)"
    rf"(?:\s?(?P<magnitude>(?:{_MAGNITUDE_RE})(?![a-z]))"
    r"|(?P<ordinal>st|nd|rd|th)\b"
    r"|(?P<cjk_month>\s?月))?",
    re.IGNORECASE,
)
"""A month name (before a day or year), or a number with its magnitude, ordinal or 月."""

_UNITS: dict[str, tuple[str, ...]] = {
    "km": ("km", "kilometre", "kilometres", "kilometer", "kilometers", "キロメートル", "公里"),
    "kg": ("kg", "kilogram", "kilograms", "キログラム", "公斤", "千克"),
    "m": ("metre", "metres", "meter", "meters", "メートル", "米"),
    "cm": ("cm", "centimetre", "centimetres", "centimeter", "centimeters", "センチメートル"),
    "pct": ("%", "percent", "per cent", "パーセント", "百分之"),
    "usd": ("usd", "us$", "dollar", "dollars", "ドル", "美元"),
    "jpy": ("jpy", "yen", "円", "日元"),
    "year": ("year", "years", "年間"),
}
UNIT_ALIASES: dict[str, str] = {
    alias: f"@{unit}" for unit, aliases in _UNITS.items() for alias in aliases
}
"""Surface form (normalized) → unit token; a unit is content, not a strict anchor."""


def number_token(raw: str, magnitude: str | None = None) -> str | None:
    """``#<value>`` for a written number, with its magnitude word applied; None if unreadable."""
    try:
        value = Decimal(raw.replace(",", "").replace("\u2212", "-"))
    except InvalidOperation:
        return None
    if magnitude:
        value = value.scaleb(_MAGNITUDES[magnitude.casefold()])
    text = format(value.normalize(), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return "#" + (text if text not in {"-0", ""} else "0")


def quantities(text: str) -> tuple[list[tuple[int, int, tuple[str, ...]]], set[str]]:
    """Every quantity of NFKC-casefolded ``text``: spans with their tokens, and bare forms.

    Returns ``(spans, bare)``: each span is ``(start, end, tokens)`` so the caller can
    remove it before analysing words; ``bare`` holds the magnitude-free forms of numbers
    written with a magnitude (``#1702`` for ``1,702 million``), which the evidence side
    also accepts.
    """
    spans: list[tuple[int, int, tuple[str, ...]]] = []
    bare: set[str] = set()
    for match in QUANTITY_RE.finditer(text):
        if match.group("month_word"):
            word = match.group("month_word").rstrip(".").casefold()
            spans.append((match.start(), match.end(), (f"#m{_MONTHS[word]}",)))
            continue
        raw = match.group("number")
        if match.group("cjk_month"):
            month = number_token(raw)
            if month in {f"#{n}" for n in range(1, 13)}:
                spans.append((match.start(), match.end(), (f"#m{month[1:]}",)))
                continue
        magnitude = match.group("magnitude")
        token = number_token(raw, magnitude)
        if token is None:
            continue
        if magnitude:
            plain = number_token(raw)
            if plain:
                bare.add(plain)
        spans.append((match.start(), match.end(), (token,)))
    return spans, bare


_WORD_NUMBERS = {
    word: value
    for value, word in enumerate(
        """zero one two three four five six seven eight nine ten eleven twelve thirteen
        fourteen fifteen sixteen seventeen eighteen nineteen twenty""".split()  # noqa: SIM905
    )
} | {
    "thirty": 30,
    "forty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
    "hundred": 100,
    "dozen": 12,
}
_KANJI_DIGITS = {c: i for i, c in enumerate("〇一二三四五六七八九")} | {"零": 0, "两": 2, "兩": 2}
_KANJI_UNITS = {"十": 10, "百": 100, "千": 1000}
_KANJI_GROUPS = {"万": 10**4, "萬": 10**4, "億": 10**8, "亿": 10**8, "兆": 10**12}


def word_number(word: str) -> str | None:
    """``#<value>`` for an English number word (``fifty``), else None."""
    value = _WORD_NUMBERS.get(word)
    return None if value is None else f"#{value}"


def kanji_number(text: str) -> str | None:
    """``#<value>`` for a number in Chinese numerals (``五十``, ``三千二百万``), else None.

    A lone digit (``一つ``, ``一方``) is idiom or enumeration far more often than a
    figure, so it is no number here.
    """
    if len(text) == 1 and text in _KANJI_DIGITS:
        return None
    total, group, digit = 0, 0, None
    for char in text:
        if char in _KANJI_DIGITS:
            digit = _KANJI_DIGITS[char]
        elif char in _KANJI_UNITS:
            group += (1 if digit is None else digit) * _KANJI_UNITS[char]
            digit = None
        elif char in _KANJI_GROUPS:
            total += (group + (digit or 0)) * _KANJI_GROUPS[char]
            group, digit = 0, None
        else:
            return None
    return f"#{total + group + (digit or 0)}"
