"""A year dated in the words of the language a translator worked from.

An online translator often leaves the words around a year in the source language, before
it ("Geschäftsjahr 2024", "exercice 2024", "mali yıl 2024", 「финансовый год 2024」,
"वित्त वर्ष 2024", "السنة المالية 2024") or after it as that language writes them ("2024
yılı", "2024 mali yılında", "2024'te", "2024 г.", "2024 году", "2024 में", "2024م",
"2024-ء"). Both are closed classes, listed here by language:

- *a fiscal year's words* (the fiscal, business or accounting year; GJ, the German
  abbreviation) read as the target's fiscal year (FY2024, 2024财年, 2024年度);
- *a plain year's words* (the word for "year", a year's case endings and postpositions,
  the era marks م and ء of a Gregorian year) read as the target's year (2024, 2024年).

Only where they stand beside four digits: a year they date is read, nothing else. A word
for a part of the year (a quarter, a half, a month: "ilk çeyrek", "первый квартал",
"पहली तिमाही") is none of these and stays, a word the engine refuses, never the whole year.
"""

from __future__ import annotations

import re

__all__ = ["with_source_years_read"]

_FISCAL_BEFORE = (
    # German, French, Portuguese and Spanish, Turkish
    r"gesch[äa]ftsjahr(?:es|s)?|wirtschaftsjahr(?:es|s)?|finanzjahr(?:es|s)?|haushaltsjahr(?:es|s)?"
    r"|gj\.?|l['’]\s*exercice(?:\s+(?:fiscal|financier|comptable))?"
    r"|exercice(?:\s+(?:fiscal|financier|comptable))?"
    r"|(?:l['’]\s*)?ann[ée]e\s+(?:fiscale|financi[èe]re|comptable)"
    r"|ano\s+(?:fiscal|financeiro)|a[ñn]o\s+(?:fiscal|financiero)"
    r"|mali\s+y[ıi]l(?:[ıi]|da|de|[ıi]nda)?|hesap\s+y[ıi]l[ıi]"
    # Russian and Ukrainian
    r"|(?:в|во|за)?\s*(?:финансов(?:ый|ом|ого)|фин\.|отчетн(?:ый|ом|ого)|отчётн(?:ый|ом|ого)"
    r"|фінансов(?:ий|ому|ого))\s+(?:год(?:у|а)?|рік|році|року)"
    # Hindi, Arabic, Persian and Urdu
    r"|वित्त(?:ीय)?\s+वर्ष|(?:في\s+|لل?)?(?:ال)?(?:سنة|عام)\s+(?:ال)?مالي(?:ة)?"
    r"|سال\s+مالی"
)
"""A fiscal year's words before the year, in the source languages."""

_FISCAL_AFTER = (
    r"mali\s+y[ıi]l(?:[ıi]|[ıi]nda|[ıi]n[ıi]n)|hesap\s+y[ıi]l[ıi](?:nda)?"
    r"|(?:финансов(?:ый|ом|ого)|фин\.|отчетн(?:ый|ом|ого)|отчётн(?:ый|ом|ого))\s+год(?:у|а)?"
    r"|gesch[äa]ftsjahr(?:es|s)?"
)
"""A fiscal year's words after the year (Turkish and Russian put them there)."""

_YEAR_BEFORE = (
    r"(?:im\s+)?jahr(?:es)?|(?:en\s+)?l['’]\s*an|(?:в|во|за)\s+|год|рік"
    r"|वर्ष|साल|(?:في\s+|لل?)?(?:عام|سنة|العام|السنة)|سال"
)
"""A plain year's words before the year."""

_YEAR_AFTER = (
    r"y[ıi]l(?:[ıi]|[ıi]nda|[ıi]n[ıi]n|da|de)|['’](?:te|ta|de|da|teki|deki|in|[ıi]n|[ıi]|e|a)"
    r"|г\.?|год(?:у|а)?|року|році|рік"
    r"|में|मे|का|की|के|तक"
    r"|م|ء|-ء|عيسوی|عیسوی"
)
"""A plain year's words after it: Turkish case endings and postpositions, Russian год and
г., Hindi postpositions, the Gregorian era marks of Arabic (م) and Urdu (ء)."""

_L = r"A-Za-z\u00c0-\u024f\u0400-\u052f\u0600-\u06ff\u0900-\u097f"
"""Letters a source-language word is made of (Latin, Cyrillic, Arabic, Devanagari)."""

_FISCAL_BEFORE_RE = re.compile(
    rf"(?<![{_L}])(?:{_FISCAL_BEFORE})\s*(?P<year>\d{{4}})(?!\d)(?!\s*(?:{_FISCAL_AFTER}))",
    re.IGNORECASE,
)
_FISCAL_AFTER_RE = re.compile(
    rf"(?<!\d)(?P<year>\d{{4}})\s*(?:{_FISCAL_AFTER})(?![{_L}])", re.IGNORECASE
)
_YEAR_BEFORE_RE = re.compile(
    rf"(?<![{_L}])(?:{_YEAR_BEFORE})\s*(?P<year>\d{{4}})(?!\d)", re.IGNORECASE
)
_YEAR_AFTER_RE = re.compile(
    rf"(?<!\d)(?P<year>\d{{4}})\s*(?:{_YEAR_AFTER})(?![{_L}\u0900-\u097f])", re.IGNORECASE
)

_FISCAL = {"en": "fiscal year {}", "zh": "{}财年", "ja": "{}年度"}
_YEAR = {"en": "{}", "zh": "{}年", "ja": "{}年"}


def with_source_years_read(text: str, lang: str) -> str:
    """``text`` with each year dated in a source language's words (module docstring)
    written as ``lang`` dates it; a text with none comes back unchanged."""
    fiscal, year = _FISCAL.get(lang, _FISCAL["en"]), _YEAR.get(lang, _YEAR["en"])

    def as_fiscal(match: re.Match[str]) -> str:
        return _spaced(match, fiscal.format(match["year"]), lang)

    def as_year(match: re.Match[str]) -> str:
        return _spaced(match, year.format(match["year"]), lang)

    text = _FISCAL_AFTER_RE.sub(as_fiscal, _FISCAL_BEFORE_RE.sub(as_fiscal, text))
    # A fiscal year read already keeps its words ("fiscal year 2024 yılı" is that year).
    text = _YEAR_AFTER_RE.sub(as_year, text)
    return _YEAR_BEFORE_RE.sub(as_year, text)


def _spaced(match: re.Match[str], read: str, lang: str) -> str:
    """``read`` with a space on each side it stands beside a Latin letter or digit."""
    if lang in ("zh", "ja"):
        before = match.string[match.start() - 1 : match.start()]
        after = match.string[match.end() : match.end() + 1]
        return (
            (" " if re.match(r"[A-Za-z0-9]", before) else "")
            + read
            + (" " if re.match(r"[A-Za-z0-9]", after) else "")
        )
    return f" {read} "
