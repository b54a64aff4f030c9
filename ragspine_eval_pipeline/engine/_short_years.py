"""A year cut to its last two digits beside a KB name, as shorthand writes it.

Notes to self drop the fiscal-year word: "JP NP 23→?", 「港 收入 24」, 「日本 純利 25→?」,
「日本 純利 23期→?」. A number of two digits written right after a name of the KB's
market, metric or company (only spaces, an arrow, a colon, an equals sign or a comma
between) and standing alone (no unit, counter, percent sign, currency, decimal point or
date separator written onto it; at most the Japanese fiscal period 期, or a particle) is
read as that fiscal year, written ``FY23`` so every later rule reads it as one. Read so
only where the year lies within ten years before the reference date's and one after: a
year the KB lacks is then refused as its full form is (「22」 as FY2022, 「26」 as the open
year); any other number is left for the unread-number guard (``_unread_number``), which
asks which year. 期 after 第 (「第23期」, the company's 23rd term) is an ordinal, not read.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

from ragspine_eval_pipeline.engine._names import Matcher

__all__ = ["with_short_years"]

_BESIDE = re.compile(r"[\s:：=＝,，、|]*(?:(?:→|->|=>|⇒|➡|>|-|–|—)[\s:：]*)?")
"""What may stand between a name and the year after it: spaces, a colon, an equals sign,
a comma, a bar, a dash or an arrow."""

_LISTED = re.compile(r"\s*(?:[,，、/&]|or|and|vs\.?|还是|還是|或者|或|和|跟|か|や|と)\s*")
"""What joins a second year to one read ("JP NP 23 or 24", 「日本 売上高 24、25」): both are
read, so the engine asks which."""

_SHORT_YEAR = re.compile(
    r"(?<![0-9A-Za-z_.,#$€£¥%+/:'’第-])(\d{2})(?:(?P<to>[-/~〜～–])(?P<end>\d{2}))?(?P<ki>期)?"
    r"(?=\s*(?:$|[?？!！。，、;；：)）\]】→⇒➡>=|]|[.,:/-](?!\d))|[的の呢吗嗎吧は])"
)
"""Two digits standing alone, or with 期 written onto them, closed by the end, a mark,
an arrow or a particle; a letter, a digit, a currency, a mark of a code or 第 before it
makes it part of something else (a code, a longer number, an ordinal). Two such years
joined by a dash or a slash ("24/25", 「23-24」) are a range, read as one when the second
follows the first within ten years (a date, 「23/06」, is none)."""

_SPAN = 10
"""How many years before the reference date's a two-digit year is read (one after)."""


def with_short_years(question: str, reference_date: date, matcher: Matcher) -> str:
    """``question`` with each two-digit year written after a KB name read as a fiscal
    year ("JP NP 23→?" → "JP NP FY23→?", 「日本 纯利 23期」 → 「日本 纯利 FY23」); the
    question as it is when it has none."""
    text = unicodedata.normalize("NFKC", question)
    folded = text.casefold()
    if len(folded) != len(text) or not re.search(r"\d\d", text):
        return question
    ends = {m.end for m in matcher.find(folded) if m.kind in ("scope", "metric", "company")}
    if not ends:
        return question
    out: list[str] = []
    last = 0
    read_end = -1
    for match in _SHORT_YEAR.finditer(text):
        at, year = match.start(), 2000 + int(match.group(1))
        if not reference_date.year - _SPAN <= year <= reference_date.year + 1:
            continue
        if match["end"] and not 0 < int(match["end"]) - int(match.group(1)) <= _SPAN:
            continue
        beside = any(_BESIDE.fullmatch(text, end, at) for end in ends if end <= at)
        if not (beside or (read_end >= 0 and _LISTED.fullmatch(text, read_end, at))):
            return question  # a year-like number elsewhere: which is the year is unclear
        years = match.group(1) + (match["to"] + match["end"] if match["end"] else "")
        lead = "" if at == 0 or text[at - 1].isspace() else " "
        out += [text[last:at], f"{lead}FY{years}"]
        last = read_end = match.end()
    if not out:
        return question
    return "".join(out) + text[last:]
