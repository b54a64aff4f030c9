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
from itertools import pairwise

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._english import Slot, passable
from ragspine_eval_pipeline.engine._periods import PeriodRef, PeriodSpan, find_periods
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    LATIN_WORD_RE,
    Token,
    Word,
    cjk_tokens,
    is_japanese,
    normalize,
    stem,
)
from ragspine_eval_pipeline.kb.vocabulary import Vocabulary
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = ["Clause", "Mention", "ParsedQuestion", "PeriodRef", "parse_question", "scopes_named"]


@dataclass(frozen=True)
class Mention:
    """A vocabulary name found in a text."""

    kind: str
    """``scope``, ``metric``, ``document``, ``unit`` or ``company``."""
    code: str
    start: int
    end: int


class Matcher:
    """Finds the KB's names in normalized text: Latin names by stems, CJK names as text.

    An alias the vocabulary lists under several codes ("profit" for EBITDA and for net
    profit) names any of them: each is found, so the question is asked which it means.
    """

    def __init__(self, vocabulary: Vocabulary) -> None:
        latin: dict[tuple[str, ...], dict[tuple[str, str], None]] = {}
        cjk: dict[str, dict[tuple[str, str], None]] = {}
        entries = [("company", vocabulary.group_scope or "", a) for a in vocabulary.company]
        entries += [(t.kind, t.code, a) for t in vocabulary.terms for a in (t.code, *t.aliases)]
        for kind, code, alias in entries:
            folded = normalize(alias)
            if folded.isascii():
                key = tuple(stem(w) for w in LATIN_WORD_RE.findall(folded))
                if key:
                    latin.setdefault(key, {})[(kind, code)] = None
            else:
                cjk.setdefault(folded, {})[(kind, code)] = None
        self.latin = {key: _one_kind(hits) for key, hits in latin.items()}
        self.cjk = sorted(
            ((alias, _one_kind(hits)) for alias, hits in cjk.items()),
            key=lambda item: (-len(item[0]), item[0]),
        )
        self.longest = max((len(k) for k in self.latin), default=0)

    def find(self, text: str) -> list[Mention]:
        """Names in normalized ``text``, longest first, without overlaps, in text order."""
        found: list[Mention] = []
        words = list(LATIN_WORD_RE.finditer(text))
        stems = [stem(w.group()) for w in words]
        i = 0
        while i < len(words):
            for size in range(min(self.longest, len(words) - i), 0, -1):
                hits = self.latin.get(tuple(stems[i : i + size]))
                if hits is not None:
                    start, end = words[i].start(), words[i + size - 1].end()
                    found += [Mention(kind, code, start, end) for kind, code in hits]
                    i += size
                    break
            else:
                i += 1
        for alias, hits in self.cjk:
            for match in re.finditer(re.escape(alias), text):
                start, end = match.span()
                if all(end <= m.start or start >= m.end for m in found):
                    found += [Mention(kind, code, start, end) for kind, code in hits]
        return sorted(found, key=lambda m: m.start)


def _one_kind(hits: dict[tuple[str, str], None]) -> tuple[tuple[str, str], ...]:
    """The codes one alias names; an alias shared across kinds keeps its first kind."""
    first = next(iter(hits))[0]
    return tuple(hit for hit in hits if hit[0] == first)


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
    every_year: bool
    """Names every fiscal year at once ("for each year"): a series, not one figure."""
    residual: tuple[Word, ...]
    """Content words no name, period or grammar word accounts for (in English, less
    the verbs and adverbs that cannot name a measure or a scope: ``_english``)."""
    phrases: tuple[tuple[Word, ...], ...]
    """Every unexplained word (the residual and the words passed over) grouped into
    phrases as written ("free cash flow"): the evidence a passage must hold."""
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


Located = tuple[int, int, Word]
"""A word and where it stands in the normalized clause."""


def _run_tokens(run: re.Match[str], lang: str) -> list[tuple[int, int, Token]]:
    """The analysed words of one CJK run, each with its span in the clause."""
    located: list[tuple[int, int, Token]] = []
    at = run.start()
    for token in cjk_tokens(run.group(), is_japanese(run.group(), lang)):
        located.append((at, at + len(token.word.surface), token))
        at += len(token.word.surface)
    return located


_ZH_DESCRIPTIVE = frozenset({"an", "i", "l"})
"""jieba tags of content words that describe rather than name: adjectival nouns (麻烦, as
in 麻烦告诉我), idioms and fixed expressions (差不多). They name no measure or scope."""


def _located_words(rest: str, lang: str) -> tuple[list[Located], set[int]]:
    """Content words of ``rest`` with their spans (Latin words, CJK nouns and names), and
    the starts of the CJK ones that describe rather than name (``_ZH_DESCRIPTIVE``)."""
    words: list[Located] = [
        (m.start(), m.end(), Word(m.group(), stem(m.group()), True))
        for m in LATIN_WORD_RE.finditer(rest)
    ]
    descriptive: set[int] = set()
    for run in CJK_RUN_RE.finditer(rest):
        for a, b, token in _run_tokens(run, lang):
            if token.content:
                words.append((a, b, token.word))
                if not is_japanese(run.group(), lang) and token.tag in _ZH_DESCRIPTIVE:
                    descriptive.add(a)
    return words, descriptive


_ADVERBS = frozenset({"d", "ad", "副詞"})
"""Adverb tags (jieba, Sudachi)."""

_ZH_SENTENCE_FINAL = frozenset({"y", "e", "o"})
"""jieba tags of modal particles, interjections and onomatopoeia (么, 啊): words that end
a sentence, never stand between words and a name, so one written onto a name is kept."""


def _compound_parts(rest: str, mentions: list[Mention], lang: str) -> list[Located]:
    """CJK words written onto a scope or metric name with nothing between them.

    "香港の純利益率" is not "純利益" and "X收入" is not "收入": whatever word touches a
    name makes it another name, so it is kept as unexplained whatever its part of
    speech (a numeral, a verb, an interjection), unless it is a particle or an auxiliary;
    grammar words ("多少") are dropped afterwards as everywhere.
    """
    parts: list[Located] = []
    for mention in mentions:
        if mention.kind not in ("scope", "metric"):
            continue
        for run in CJK_RUN_RE.finditer(rest):
            # A word before a scope is usually how it is asked ("告诉我香港"); after a
            # scope, or on either side of a metric, it makes another name.
            if run.end() == mention.start and mention.kind == "metric":
                # A sentence-final particle never stands before a name: 么收入 is no 收入.
                tokens = [
                    t
                    for t in _run_tokens(run, lang)[-1:]
                    if not t[2].particle or t[2].tag in _ZH_SENTENCE_FINAL
                ]
            elif run.start() == mention.end:
                # An adverb after a name says how it is asked ("净利润大概是多少").
                tokens = [
                    t
                    for t in _run_tokens(run, lang)[:1]
                    if t[2].tag not in _ADVERBS and not t[2].particle
                ]
            else:
                continue
            parts += [(a, b, t.word) for a, b, t in tokens if not t.content]
    return parts


_COMPOUND_JOIN_RE = re.compile(r"[\s-]*|\s*(?:per|/)\s*")
"""What joins two metric names into one ("employee turnover", "revenue per employee")."""


def _metric_compounds(norm: str, mentions: list[Mention]) -> list[Located]:
    """Two different metric names written as one ("staff turnover", "员工收入"): a
    measure the KB has no name for, not either of the two."""
    spans = sorted({(m.start, m.end) for m in mentions if m.kind == "metric"})
    compounds: list[Located] = []
    for (a, b), (c, d) in pairwise(spans):
        if _COMPOUND_JOIN_RE.fullmatch(norm, b, c):
            text = norm[a:d]
            compounds.append((a, d, Word(text, text, text.isascii())))
    return compounds


_ROLES = {"scope": "scope", "company": "scope", "metric": "metric"}


def _english_slots(
    norm: str, rest: str, mentions: list[Mention], spans: list[PeriodSpan]
) -> list[Slot]:
    """The clause as English slots: names, periods, grammar and unexplained words."""
    slots = {m.start: Slot(m.start, m.end, _ROLES.get(m.kind, "name"), "") for m in mentions}
    slots |= {s.start: Slot(s.start, s.end, "period", "") for s in spans}
    for match in LATIN_WORD_RE.finditer(rest):
        word = match.group()
        possessive = word == "s" and norm[match.start() - 1 : match.start()] in ("'", "’")
        role = (
            "possessive"
            if possessive
            else ("grammar" if _is_grammar(Word(word, word, True)) else "word")
        )
        slots[match.start()] = Slot(match.start(), match.end(), role, word)
    return [slots[start] for start in sorted(slots)]


def _phrases(norm: str, words: list[Located]) -> tuple[tuple[Word, ...], ...]:
    """Unexplained words grouped into phrases: words with nothing but spaces or hyphens
    between them ("free cash flow", "会员消费") form one."""
    phrases: list[list[Word]] = []
    last = -1
    for start, end, word in sorted(words, key=lambda w: w[0]):
        if phrases and last >= 0 and re.fullmatch(r"[\s-]*", norm[last:start]):
            phrases[-1].append(word)
        else:
            phrases.append([word])
        last = end
    return tuple(tuple(dict.fromkeys(p)) for p in phrases)


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
    found, descriptive = _located_words(rest, lang)
    # A describing word written onto a metric name is part of it (差不多收入 is no 收入).
    starts = {m.start for m in mentions if m.kind == "metric"}
    edges = starts | {m.end for m in mentions if m.kind == "metric"}
    descriptive = {a for a, b, _ in found if a in descriptive and not {a, b} & edges}
    # So is a noun written in front of one, even one a request is phrased with
    # (の地域売上高 is regional sales); question words are no nouns. Written straight after
    # a scope or a period, such a noun heads that phrase instead (香港业务收入, 2024财年业务收入).
    heads = {m.end for m in mentions if m.kind in ("scope", "company")} | {s.end for s in spans}
    onto = {a for a, b, w in found if b in starts and not w.latin and a not in heads}
    words = found + _compound_parts(rest, mentions, lang)
    unexplained = [
        (a, b, Word(w.surface, w.form, w.latin, name=True))
        if w.latin and w.surface in capitalized
        else (a, b, w)
        for a, b, w in words
        if a in onto or not _is_grammar(w)
    ]
    passed = descriptive
    if lang == "en" and unexplained:
        passed = passed | passable(norm, _english_slots(norm, rest, mentions, spans))
    kept = [(a, b, w) for a, b, w in unexplained if w.name or a not in passed]
    kept += _metric_compounds(norm, mentions)
    residual = [w for _, _, w in sorted(kept, key=lambda w: w[0])]

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
        sub_year=any(s.period is None and not s.every for s in spans),
        every_year=any(s.every for s in spans),
        residual=tuple(dict.fromkeys(residual)),
        # A verb passed over names nothing, but a passage that answers the question
        # should still hold it ("How many stores does Hong Kong *operate*?").
        phrases=_phrases(norm, unexplained),
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


def _figure_half(clause: Clause, after_document: bool = False) -> bool:
    """A half that asks for a metric and names no document.

    After a half that names a document, a half with words no name accounts for (bar
    names) is no figure request of its own: the sentence opened on the document, and the
    conjunction joins two nouns of its question (「戦略計画では、…アプリとオンラインストアで
    グループ売上の…」). An unknown name there ("X's revenue") is still a figure half."""
    if not clause.metrics or clause.docs:
        return False
    return not (after_document and any(not w.name for w in clause.residual))


def _narrative_half(clause: Clause) -> bool:
    return bool(clause.docs) or (not clause.metrics and bool(clause.residual))


def _split_on_conjunction(
    sentence: str, lang: str, reference_date: date, matcher: Matcher
) -> list[Clause]:
    """One sentence as one clause, or as two where a conjunction joins a figure request
    and a question about a document ("X's revenue and what the plan says about Y")."""
    names = matcher.find(normalize(sentence))
    for match in gr.CONJUNCTION_RE.finditer(sentence):
        if any(m.start < match.end() and match.start() < m.end for m in names):
            continue  # "税息折旧及摊销前利润" is one name, not two sub-questions
        left, right = _strip(sentence[: match.start()]), _strip(sentence[match.end() :])
        if not (re.search(r"\w", left) and re.search(r"\w", right)):
            continue
        first = _clause(left, lang, reference_date, matcher)
        second = _clause(right, lang, reference_date, matcher)
        if (_figure_half(first) and _narrative_half(second)) or (
            _narrative_half(first) and _figure_half(second, after_document=bool(first.docs))
        ):
            return [first, second]
    return [_clause(sentence, lang, reference_date, matcher)]


_PREAMBLE_RE = re.compile(r"\s*([^:?!。\n]{1,40}?)\s*:\s*(?=\S)")
"""A lead-in closed by a colon ("Quick one: ...", "顺便问一下：...")."""


def _without_preamble(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` less a lead-in that names nothing: no KB name, no period, no number.

    Such a lead-in is about the conversation ("Quick one:"), not about the figure; one
    that names anything ("FY2025: ...", "Risk factors: ...") is part of the question.
    """
    match = _PREAMBLE_RE.match(text)
    if match is None:
        return text
    lead = normalize(match.group(1))
    if re.search(r"\d", lead) or matcher.find(lead) or find_periods(lead, lang, reference_date):
        return text
    return text[match.end() :]


_LAST_VOCABULARY: list[tuple[Vocabulary, str]] = []
"""The vocabulary last serialized, with its JSON: a KB hands out the same object for
every question, and serializing it is most of what a cached parse costs."""


def _vocabulary_json(vocabulary: Vocabulary) -> str:
    """``vocabulary`` as JSON, the key the parse caches are kept under (it is frozen)."""
    last = _LAST_VOCABULARY[:1]
    if last and last[0][0] is vocabulary:
        return last[0][1]
    text = vocabulary.model_dump_json()
    _LAST_VOCABULARY[:] = [(vocabulary, text)]
    return text


def scopes_named(text: str, vocabulary: Vocabulary) -> frozenset[str]:
    """Scope codes ``text`` names, matched as questions are: a scope's name inside a
    unit's name ("Hong Kong dollars") does not name the scope; inside a document's title
    ("日本事業戦略") it does, so document titles are not matched here."""
    return _scopes_named(text, vocabulary.group_scope, _vocabulary_json(vocabulary))


@lru_cache(maxsize=8)
def _matcher_without_documents(vocabulary_json: str) -> Matcher:
    vocabulary = Vocabulary.model_validate(json.loads(vocabulary_json))
    terms = tuple(t for t in vocabulary.terms if t.kind != "document")
    return Matcher(vocabulary.model_copy(update={"terms": terms}))


@lru_cache(maxsize=4096)
def _scopes_named(text: str, group_scope: str | None, vocabulary_json: str) -> frozenset[str]:
    mentions = _matcher_without_documents(vocabulary_json).find(normalize(text))
    codes = {m.code for m in mentions if m.kind == "scope"}
    if group_scope and any(m.kind == "company" for m in mentions):
        codes.add(group_scope)
    return frozenset(codes)


def parse_question(question: str, reference_date: date, vocabulary: Vocabulary) -> ParsedQuestion:
    """Parse ``question`` as asked on ``reference_date`` against the KB's ``vocabulary``."""
    return _parse(question, reference_date, _vocabulary_json(vocabulary))


@lru_cache(maxsize=4096)
def _parse(question: str, reference_date: date, vocabulary_json: str) -> ParsedQuestion:
    matcher = _matcher(vocabulary_json)
    text = unicodedata.normalize("NFKC", question).strip()
    lang = detect_lang(text)
    folded = normalize(text)
    clauses: list[Clause] = []
    for sentence in gr.CLAUSE_SPLIT_RE.split(
        _without_preamble(text, lang, reference_date, matcher)
    ):
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
