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

Shorthand may also set the year first: "23 JP NP?", 「25 港 净利?」, 「23 日本 純利?」. Two
digits opening a request whose words are then KB names only (markets, metrics, the
company, periods, marks and a word of asking: no noun a number could count) are read the
same way within the same span, with 年 or 期 written onto them too (「23年 日本 純利?」),
and two joined as a range or a list ("23/24 JP NP?", "23 or 24 …") are both read, so
the engine asks which; two digits there outside the span ("40 JP NP?") can be no year,
so they are set apart by a comma, as "40, JP NP?" writes them, and the unread-number
guard asks which year rather than the latest being assumed.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods

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


_OPENING = re.compile(
    r"^(?P<lead>\s*)(?P<n>\d{2})(?:年(?!度)|期)?"
    r"(?:(?P<join>\s*(?:[-/~〜～–&、,，]|and|or|vs\.?|还是|還是|或者|或|和|跟|か|や|と)\s*)"
    r"(?P<m>\d{2})(?:年(?!度)|期)?)?"
    r"(?P<sep>\s*[:：=＝,，、|]?\s+|\s*[:：=＝,，、|])(?=\S)"
)
"""Two digits opening a request, perhaps with 年 or 期 written onto them, or two such
joined as a range or a list ("23/24", "23 or 24", 「23、24」), set apart from what follows
by a space or a mark."""

_CLAUSE_END = re.compile(r"[?？!！。\n;；]")

_LEFT_OVER = re.compile(
    r"(?:[\s\W\d_]|[的のは呢吗嗎]|(?<![a-z])(?:please|pls|plz|thanks|thx|asap)(?![a-z])"
    r"|多少|是多少|几何|幾何|いくら|いくつ|って)*"
)
"""What may remain of a shorthand request once its KB names and periods are blanked:
marks, digits, particles and a word of asking."""


def _names_alone(text: str, start: int, reference_date: date, matcher: Matcher) -> bool:
    """Whether the clause of ``text`` from ``start`` opens on a KB name and holds nothing
    but KB names, periods, marks and a word of asking (``_LEFT_OVER``): shorthand."""
    end = _CLAUSE_END.search(text, start)
    clause = text[start : end.start() if end else len(text)].casefold()
    named = [m for m in matcher.find(clause) if m.kind in ("scope", "metric", "company")]
    if not any(m.start == 0 for m in named):
        return False
    spans = [(m.start, m.end) for m in named]
    spans += [(p.start, p.end) for p in find_periods(clause, detect_lang(clause), reference_date)]
    for a, b in spans:
        clause = clause[:a] + " " * (b - a) + clause[b:]
    return _LEFT_OVER.fullmatch(clause) is not None


def _opening_year(text: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` with the two digits opening a shorthand request read as its fiscal year
    ("23 JP NP?" → "FY23 JP NP?", "23/24 JP NP?" → "FY23/FY24 JP NP?"), or set apart by
    commas when no year in the span can be meant ("40 JP NP?" → "40, JP NP?", "40/41 JP
    NP?" → "40, 41, JP NP?"), as the module docstring says."""
    opening = _OPENING.match(text)
    if opening is None or not _names_alone(text, opening.end(), reference_date, matcher):
        return text
    numbers = [n for n in (opening["n"], opening["m"]) if n]
    rest = text[opening.end() :]
    if all(
        reference_date.year - _SPAN <= 2000 + int(n) <= reference_date.year + 1 for n in numbers
    ):
        years = f"FY{numbers[0]}" + (f"{opening['join']}FY{numbers[1]}" if len(numbers) > 1 else "")
        return f"{opening['lead']}{years} {rest}"
    return f"{opening['lead']}{', '.join(numbers)}, {rest}"


def with_short_years(question: str, reference_date: date, matcher: Matcher) -> str:
    """``question`` with each two-digit year written after a KB name read as a fiscal
    year ("JP NP 23→?" → "JP NP FY23→?", 「日本 纯利 23期」 → 「日本 纯利 FY23」); the
    question as it is when it has none."""
    text = unicodedata.normalize("NFKC", question)
    folded = text.casefold()
    if len(folded) != len(text) or not re.search(r"\d\d", text):
        return question
    opened = _opening_year(text, reference_date, matcher)
    if opened != text:
        question = text = opened
        folded = text.casefold()
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
