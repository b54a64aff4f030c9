"""Read a question into what it names: scopes, metrics, a period, and what it asks for.

Parsing is pure (no KB access). A question is split into clauses first, so a composite
question ("What was X in FY2024 and what risks does the report highlight?") yields one
clause that asks for a figure and one that asks about a document.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from ragspine_eval_pipeline.engine import _lexicon as lx


@dataclass(frozen=True)
class PeriodRef:
    """A fiscal year the question names, explicitly or relative to the reference date."""

    year: int
    relative: bool

    @property
    def code(self) -> str:
        """Period code as the KB spells it."""
        return f"FY{self.year}"


@dataclass(frozen=True)
class Clause:
    """One sub-question and everything recognised in it."""

    text: str
    """The clause, NFKC-normalised, case kept."""
    scopes: tuple[str, ...]
    """Known scope codes named, in order."""
    company: bool
    """The bare company name ("ACME") appears."""
    unknown_scopes: tuple[str, ...]
    """Markets or scope codes ACME does not report."""
    metrics: tuple[str, ...]
    """Metric codes named, in order."""
    unknown_metrics: tuple[str, ...]
    """Figures the KB never reports (stock price, dividend, ...)."""
    period: PeriodRef | None
    """The fiscal year named, if any."""
    narrative_cue: bool
    """Asks about a topic or a report."""
    number_cue: bool
    """Asks for a number ("how much", "多少", "いくら")."""
    performance_cue: bool
    """Asks how a business did, without a metric."""
    question_word: bool
    """Holds a question word (what, 什么, 何)."""
    forecast: bool
    """Asks for a future figure."""
    derived: bool
    """Asks for a figure derived from reported ones (growth, change, comparison)."""
    residual: str
    """The clause without the scopes, metrics and periods it names: what else it asks."""

    @property
    def fact_like(self) -> bool:
        """Asks for a figure: names a metric, and a number or a period rather than a topic."""
        if not self.metrics:
            return False
        return self.number_cue or self.period is not None or not self.narrative_cue


@dataclass(frozen=True)
class ParsedQuestion:
    """A question, split into clauses."""

    text: str
    lang: str
    clauses: tuple[Clause, ...]
    off_topic: bool
    competitor: bool


def _alias_re(aliases: list[tuple[str, str]]) -> tuple[re.Pattern[str], dict[str, str]]:
    """One alternation, longest alias first; Latin aliases must stand as whole words."""
    ordered = sorted(aliases, key=lambda item: (-len(item[0]), item[0]))
    parts = []
    for alias, _ in ordered:
        escaped = re.escape(alias)
        if alias.isascii():
            escaped = rf"(?<![a-z0-9_]){escaped}(?![a-z0-9_])"
        parts.append(escaped)
    return re.compile("|".join(parts)), dict(ordered)


_SCOPE_RE, _SCOPE_OF = _alias_re(
    [(a, code) for code, names in lx.SCOPE_ALIASES.items() for a in names]
    + [(a, "") for a in lx.COMPANY_ALIASES]
)
_METRIC_RE, _METRIC_OF = _alias_re(
    [(a, code) for code, names in lx.METRIC_ALIASES.items() for a in (code.casefold(), *names)]
)
_UNKNOWN_SCOPE_RE, _ = _alias_re([(a, a) for a in lx.UNKNOWN_SCOPE_ALIASES])
_UNKNOWN_METRIC_RE, _ = _alias_re([(a, a) for a in lx.UNKNOWN_METRIC_ALIASES])
_RELATIVE_RE, _RELATIVE_OF = _alias_re(
    [(a, str(offset)) for a, offset in lx.RELATIVE_PERIODS]
    + [(lx.PREVIOUS_YEAR_AMBIGUOUS, "ambiguous")]
)


def _in_order(pattern: re.Pattern[str], table: dict[str, str], text: str) -> tuple[str, ...]:
    """Codes named in ``text``, in order of first mention, without repeats."""
    found: list[str] = []
    for match in pattern.finditer(text):
        code = table[match.group()]
        if code not in found:
            found.append(code)
    return tuple(found)


def _period(folded: str, lang: str, reference_date: date) -> PeriodRef | None:
    for pattern in lx.EXPLICIT_PERIOD_RES:
        match = pattern.search(folded)
        if match:
            year = int(match.group(1))
            return PeriodRef(year + 2000 if year < 100 else year, relative=False)
    match = _RELATIVE_RE.search(folded)
    if match is None:
        return None
    offset = _RELATIVE_OF[match.group()]
    if offset == "ambiguous":
        offset = "-1" if lang == "ja" else "-2"
    return PeriodRef(reference_date.year + int(offset), relative=True)


def _clause(cased: str, lang: str, reference_date: date) -> Clause:
    folded = cased.casefold()
    named = _in_order(_SCOPE_RE, _SCOPE_OF, folded)
    unknown_scopes = [m.group() for m in _UNKNOWN_SCOPE_RE.finditer(folded)]
    unknown_scopes += [m.group() for m in lx.UNKNOWN_SCOPE_CASED_RE.finditer(cased)]
    scopes: list[str] = [code for code in named if code]
    for match in lx.SCOPE_CODE_RE.finditer(folded):
        code = f"ACME_{match.group(1).upper()}"
        if code not in lx.SCOPE_ALIASES:
            unknown_scopes.append(code)
    # A specific market is more precise than the group it belongs to.
    if len(scopes) > 1 and "ACME_GROUP" in scopes:
        scopes.remove("ACME_GROUP")
    return Clause(
        text=cased,
        scopes=tuple(scopes),
        company="" in named,
        unknown_scopes=tuple(dict.fromkeys(unknown_scopes)),
        metrics=_in_order(_METRIC_RE, _METRIC_OF, folded),
        unknown_metrics=tuple(m.group() for m in _UNKNOWN_METRIC_RE.finditer(folded)),
        period=_period(folded, lang, reference_date),
        narrative_cue=lx.NARRATIVE_CUE_RE.search(folded) is not None,
        number_cue=lx.NUMBER_CUE_RE.search(folded) is not None,
        performance_cue=lx.PERFORMANCE_CUE_RE.search(folded) is not None,
        question_word=lx.QUESTION_WORD_RE.search(folded) is not None,
        forecast=lx.FORECAST_RE.search(folded) is not None,
        derived=lx.DERIVED_RE.search(folded) is not None,
        residual=_residual(folded),
    )


def _residual(folded: str) -> str:
    for pattern in (_SCOPE_RE, _METRIC_RE, _RELATIVE_RE, lx.SCOPE_CODE_RE, *lx.EXPLICIT_PERIOD_RES):
        folded = pattern.sub(" ", folded)
    return folded


def detect_lang(text: str) -> str:
    """``ja`` for kana or Japanese-only words, ``zh`` for other CJK, else ``en``."""
    if lx.JAPANESE_ONLY_RE.search(text):
        return "ja"
    if any("\u3400" <= ch <= "\u9fff" for ch in text):
        return "zh"
    return "en"


def split_clauses(text: str) -> list[str]:
    """Sub-questions of ``text``, connectors ("also", "另外", "また") stripped."""
    clauses = []
    for piece in lx.CLAUSE_SPLIT_RE.split(unicodedata.normalize("NFKC", text)):
        piece = lx.CONNECTOR_RE.sub("", piece.strip()).strip(" ,、:")
        if re.search(r"\w", piece):
            clauses.append(piece)
    return clauses


@lru_cache(maxsize=4096)
def parse_question(question: str, reference_date: date) -> ParsedQuestion:
    """Parse ``question`` as asked on ``reference_date``."""
    text = unicodedata.normalize("NFKC", question).strip()
    lang = detect_lang(text)
    folded = text.casefold()
    clauses = tuple(_clause(piece, lang, reference_date) for piece in split_clauses(text))
    return ParsedQuestion(
        text=text,
        lang=lang,
        clauses=clauses,
        off_topic=lx.OFF_TOPIC_RE.search(folded) is not None,
        competitor=lx.COMPETITOR_RE.search(folded) is not None,
    )
