"""Read a question into what it names, using the KB's vocabulary and the period grammar.

Parsing is pure: it reads the KB's metadata (the names of its scopes, metrics and
documents), never its facts or passages. Each clause records what it names, which
period it names, and its *residual*: the content words no name, period or grammar word
accounts for. A figure request with a residual asks for something the KB has no name
for, so it can be refused instead of being matched to the nearest known figure.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._periods import PeriodRef, find_periods
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    LATIN_WORD_RE,
    Word,
    cjk_tokens,
    content_words,
    is_japanese,
    normalize,
    stem,
)
from ragspine_eval_pipeline.kb.vocabulary import Vocabulary
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = ["Clause", "Mention", "ParsedQuestion", "PeriodRef", "parse_question"]


@dataclass(frozen=True)
class Mention:
    """A vocabulary name found in a text."""

    kind: str
    """``scope``, ``metric``, ``document``, ``unit`` or ``company``."""
    code: str
    start: int
    end: int


class Matcher:
    """Finds the KB's names in normalized text: Latin names by stems, CJK names as text."""

    def __init__(self, vocabulary: Vocabulary) -> None:
        self.latin: dict[tuple[str, ...], tuple[str, str]] = {}
        self.cjk: list[tuple[str, str, str]] = []
        entries = [("company", vocabulary.group_scope or "", a) for a in vocabulary.company]
        entries += [(t.kind, t.code, a) for t in vocabulary.terms for a in (t.code, *t.aliases)]
        for kind, code, alias in entries:
            folded = normalize(alias)
            if folded.isascii():
                key = tuple(stem(w) for w in LATIN_WORD_RE.findall(folded))
                if key:
                    self.latin.setdefault(key, (kind, code))
            else:
                self.cjk.append((folded, kind, code))
        self.cjk.sort(key=lambda item: (-len(item[0]), item[0]))
        self.longest = max((len(k) for k in self.latin), default=0)

    def find(self, text: str) -> list[Mention]:
        """Names in normalized ``text``, longest first, without overlaps, in text order."""
        found: list[Mention] = []
        words = list(LATIN_WORD_RE.finditer(text))
        stems = [stem(w.group()) for w in words]
        i = 0
        while i < len(words):
            for size in range(min(self.longest, len(words) - i), 0, -1):
                hit = self.latin.get(tuple(stems[i : i + size]))
                if hit is not None:
                    found.append(
                        Mention(hit[0], hit[1], words[i].start(), words[i + size - 1].end())
                    )
                    i += size
                    break
            else:
                i += 1
        for alias, kind, code in self.cjk:
            for match in re.finditer(re.escape(alias), text):
                start, end = match.span()
                if all(end <= m.start or start >= m.end for m in found):
                    found.append(Mention(kind, code, start, end))
        return sorted(found, key=lambda m: m.start)


@lru_cache(maxsize=8)
def _matcher(vocabulary_json: str) -> Matcher:
    return Matcher(Vocabulary.model_validate(json.loads(vocabulary_json)))


@dataclass(frozen=True)
class Clause:
    """One sub-question and everything recognised in it."""

    text: str
    """The clause, NFKC-normalised, case kept."""
    scopes: tuple[str, ...]
    """Scope codes named, in order."""
    company: bool
    """The bare company name appears."""
    metrics: tuple[str, ...]
    """Metric codes named, in order."""
    docs: tuple[str, ...]
    """Documents named by title."""
    units: tuple[str, ...]
    """Units named ("in yen", "美元"): a figure is given only in a unit it was asked in."""
    periods: tuple[PeriodRef, ...]
    """Fiscal years named, in order, without repeats."""
    sub_year: bool
    """Names a part of a year (quarter, half, month), which the KB does not report."""
    residual: tuple[Word, ...]
    """Content words no name, period or grammar word accounts for."""
    number_cue: bool
    """Asks for a number ("how much", "多少", "いくら")."""
    generic_figure: bool
    """Asks for figures without naming one ("how did X do", "业绩", "実績")."""
    forecast: bool
    """Asks for a future figure."""
    derived: bool
    """Asks for a figure derived from reported ones (growth, change, comparison)."""

    @property
    def period(self) -> PeriodRef | None:
        """The fiscal year named, if exactly one or the first of several."""
        return self.periods[0] if self.periods else None

    @property
    def figure_like(self) -> bool:
        """Phrased as a figure request: a metric, a period, or a number asked of a scope."""
        named = bool(self.scopes) or self.company
        return bool(self.metrics or self.periods or self.sub_year) or (self.number_cue and named)


@dataclass(frozen=True)
class ParsedQuestion:
    """A question, split into clauses."""

    text: str
    lang: str
    clauses: tuple[Clause, ...]
    opinion: bool
    off_topic: bool
    competitor: bool


_CAPITALIZED_RE = re.compile(r"(?<![\w'’])[A-Z][A-Za-z]+")
"""A capitalized Latin word: a name when it does not open the clause."""


def _is_grammar(word: Word) -> bool:
    if word.latin:
        return (
            word.surface in gr.ENGLISH_GRAMMAR
            or word.surface in STOPWORDS
            or (word.surface.isdigit())
        )
    return (
        word.surface in gr.CHINESE_GRAMMAR
        or word.surface in gr.JAPANESE_GRAMMAR
        or (word.form in gr.JAPANESE_GRAMMAR)
    )


def _compound_parts(rest: str, mentions: list[Mention], lang: str) -> list[Word]:
    """CJK words written onto a scope or metric name with nothing between them.

    "香港の純利益率" is not "純利益" and "X收入" is not "收入": whatever word touches a
    name makes it another name, so it is kept as unexplained whatever its part of
    speech (a numeral, a verb, an interjection), unless it is a particle or an auxiliary;
    grammar words ("多少") are dropped afterwards as everywhere.
    """
    parts: list[Word] = []
    for mention in mentions:
        if mention.kind not in ("scope", "metric"):
            continue
        for run in CJK_RUN_RE.finditer(rest):
            # A word before a scope is usually how it is asked ("告诉我香港"); after a
            # scope, or on either side of a metric, it makes another name.
            if run.end() == mention.start and mention.kind == "metric":
                tokens = cjk_tokens(run.group(), is_japanese(run.group(), lang))[-1:]
            elif run.start() == mention.end:
                tokens = cjk_tokens(run.group(), is_japanese(run.group(), lang))[:1]
            else:
                continue
            parts += [t.word for t in tokens if not t.content and not t.particle]
    return parts


def _blank(text: str, spans: list[tuple[int, int]]) -> str:
    chars = list(text)
    for start, end in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)


def _clause(cased: str, lang: str, reference_date: date, matcher: Matcher) -> Clause:
    norm = normalize(cased)
    mentions = matcher.find(norm)
    named = _blank(norm, [(m.start, m.end) for m in mentions])
    spans = find_periods(named, lang, reference_date)
    rest = _blank(named, [(s.start, s.end) for s in spans])
    capitalized = {m.group().casefold() for m in _CAPITALIZED_RE.finditer(cased) if m.start()}
    words = content_words(rest, lang) + _compound_parts(rest, mentions, lang)
    residual = tuple(
        Word(w.surface, w.form, w.latin, name=True) if w.latin and w.surface in capitalized else w
        for w in words
        if not _is_grammar(w)
    )

    def codes(kind: str) -> tuple[str, ...]:
        return tuple(dict.fromkeys(m.code for m in mentions if m.kind == kind))

    scopes = list(codes("scope"))
    group = next((m.code for m in mentions if m.kind == "company"), None)
    # A specific market is more precise than the group it belongs to.
    if len(scopes) > 1 and group in scopes:
        scopes.remove(group)
    periods = tuple(dict.fromkeys(s.period for s in spans if s.period is not None))
    return Clause(
        text=cased,
        scopes=tuple(scopes),
        company=group is not None,
        metrics=codes("metric"),
        docs=codes("document"),
        units=codes("unit"),
        periods=periods,
        sub_year=any(s.period is None for s in spans),
        residual=tuple(dict.fromkeys(residual)),
        number_cue=gr.NUMBER_CUE_RE.search(norm) is not None,
        generic_figure=gr.GENERIC_FIGURE_RE.search(norm) is not None,
        forecast=gr.FORECAST_RE.search(norm) is not None,
        derived=gr.DERIVED_RE.search(norm) is not None,
    )


def detect_lang(text: str) -> str:
    """``ja`` for kana or Japanese-only words, ``zh`` for other CJK, else ``en``."""
    if gr.JAPANESE_ONLY_RE.search(text):
        return "ja"
    if any("\u3400" <= ch <= "\u9fff" for ch in text):
        return "zh"
    return "en"


def _strip(piece: str) -> str:
    piece = piece.strip().strip(" ,、:，")
    match = gr.CONNECTOR_RE.match(piece.casefold())
    return piece[match.end() :].strip(" ,、:，") if match else piece


def _figure_half(clause: Clause) -> bool:
    return bool(clause.metrics) and not clause.docs


def _narrative_half(clause: Clause) -> bool:
    return bool(clause.docs) or (not clause.metrics and bool(clause.residual))


def _split_on_conjunction(
    sentence: str, lang: str, reference_date: date, matcher: Matcher
) -> list[Clause]:
    """One sentence as one clause, or as two where a conjunction joins a figure request
    and a question about a document ("X's revenue and what the plan says about Y")."""
    for match in gr.CONJUNCTION_RE.finditer(sentence):
        left, right = _strip(sentence[: match.start()]), _strip(sentence[match.end() :])
        if not (re.search(r"\w", left) and re.search(r"\w", right)):
            continue
        first = _clause(left, lang, reference_date, matcher)
        second = _clause(right, lang, reference_date, matcher)
        if (_figure_half(first) and _narrative_half(second)) or (
            _narrative_half(first) and _figure_half(second)
        ):
            return [first, second]
    return [_clause(sentence, lang, reference_date, matcher)]


def parse_question(question: str, reference_date: date, vocabulary: Vocabulary) -> ParsedQuestion:
    """Parse ``question`` as asked on ``reference_date`` against the KB's ``vocabulary``."""
    return _parse(question, reference_date, vocabulary.model_dump_json())


@lru_cache(maxsize=4096)
def _parse(question: str, reference_date: date, vocabulary_json: str) -> ParsedQuestion:
    matcher = _matcher(vocabulary_json)
    text = unicodedata.normalize("NFKC", question).strip()
    lang = detect_lang(text)
    folded = normalize(text)
    clauses: list[Clause] = []
    for sentence in gr.CLAUSE_SPLIT_RE.split(text):
        sentence = _strip(sentence)
        if re.search(r"\w", sentence):
            clauses.extend(_split_on_conjunction(sentence, lang, reference_date, matcher))
    return ParsedQuestion(
        text=text,
        lang=lang,
        clauses=tuple(clauses),
        opinion=gr.OPINION_RE.search(folded) is not None,
        off_topic=gr.OFF_TOPIC_RE.search(folded) is not None,
        competitor=gr.COMPETITOR_RE.search(folded) is not None,
    )
