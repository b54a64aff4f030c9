"""Read a question into what it names, using the KB's vocabulary and the period grammar.

Parsing is pure: it reads the KB's metadata (the names of its scopes, metrics and
documents), never its facts or passages. Each clause records what it names, which
period it names, and its *residual*: the content words no name, period or grammar word
accounts for. A figure request with a residual asks for something the KB has no name
for, so it can be refused instead of being matched to the nearest known figure.

This module splits a question into clauses and assembles each one; the names are found
by ``_names``, the remaining words located by ``_words``, and what beside the request
is context (courtesy, who asks and why) read by ``_context``.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, replace
from datetime import date
from functools import lru_cache

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._asker import (
    asker_statement,
    pieces_of,
    restates,
    rules_out,
)
from ragspine_eval_pipeline.engine._classes import divided_things
from ragspine_eval_pipeline.engine._context import (
    ASKED_RE,
    CAPITALIZED_RE,
    WORD_RE,
    ResidualOf,
    blank,
    carry_context,
    cjk_counted_in_or_out,
    ja_wish_for_a_part,
    lead_in,
    narrows_the_asked,
    object_of_the_asking,
    part_word_on_a_noun,
    part_written_onto,
    predicated,
    qualifies_request,
    request_segments,
    said_of_the_figure,
    set_aside,
    states_a_part,
    topic_of_context,
    unsaid_subject,
    wants_a_part,
    without_connector,
    without_context,
    without_preamble,
    without_reported_asker,
)
from ragspine_eval_pipeline.engine._english import passable
from ragspine_eval_pipeline.engine._markets import (
    asks_an_unnamed_market,
    with_scope_compounds,
    without_one_market,
)
from ragspine_eval_pipeline.engine._names import (
    Matcher,
    Mention,
    matcher_for,
    scopes_named,
    vocabulary_key,
)
from ragspine_eval_pipeline.engine._periods import PeriodRef, find_periods, restatements
from ragspine_eval_pipeline.engine._phrase import detached
from ragspine_eval_pipeline.engine._planned import TARGET_WORDS_RE
from ragspine_eval_pipeline.engine._purpose import (
    figure_of_a_part,
    ja_as_reported,
    ja_work_place,
    zh_part_of_own_work,
    zh_parts_of_own_work,
    zh_work_lead,
)
from ragspine_eval_pipeline.engine._quoted import adds_nothing, continues, quotation
from ragspine_eval_pipeline.engine._relayed_en import without_english_relaying_frame
from ragspine_eval_pipeline.engine._relayed_ja import hearsay_marks, without_relayed_questions
from ragspine_eval_pipeline.engine._relayed_zh import without_chinese_relaying_frame
from ragspine_eval_pipeline.engine._speech import as_written
from ragspine_eval_pipeline.engine._words import (
    Located,
    actions_done,
    basis_words,
    compound_parts,
    english_slots,
    is_grammar,
    located_words,
    metric_compounds,
    metric_measured,
    phrases,
    place_words,
    with_head_nouns,
)
from ragspine_eval_pipeline.kb.analysis import (
    Word,
    cjk_tokens,
    english_word_classes,
    normalize,
)
from ragspine_eval_pipeline.kb.vocabulary import Vocabulary
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = [
    "YEAR_POINTED_BACK",
    "Clause",
    "Mention",
    "ParsedQuestion",
    "PeriodRef",
    "follows_up",
    "parse_question",
    "scopes_named",
    "topic_of",
]


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
    narrows: bool
    """Asks nothing of its own but narrows what is asked ("Only the online part.")."""
    measures_a_metric: bool = False
    """A metric is named only as what a measure is taken of ("inventory turnover ratio",
    "EBITDA margin", 「利润率」): a number the KB has no name for, never a topic."""
    reason: bool = False
    """Asks why a figure is what it is or what moved it ("the main reason business grew")."""
    points_back: bool = False
    """Points back at what the clause before it named ("it", 「其」, 「同事業」)."""
    means_back: bool = False
    """Counts what happened through what the clause before it described ("that way",
    「借此」)."""
    people_spoken_of: bool = False
    """Its only metric is a word for people of any kind ("people", "folks"), and it asks no
    number, count or year: it may speak of people rather than ask a headcount."""
    elliptical: bool = False
    """Says only what else is wanted, closed by 「も」 and asking nothing (「円安で…件の対策
    も」): a question about a document only where a passage holds every word of it."""
    with_context: Clause | None = None
    """The clause read with the context set aside before it (a purpose, a situation:
    "I'm trying to understand *currency risk*.", 「*円安で輸入品の調達コストが上がって*
    いますが、…」): for a clause naming no metric, that context may say its topic."""
    part_of_metric: bool = False
    """A word the KB lacks is written onto a metric it names ("*online* revenue",
    「*线上*收入」, 「*オンライン*売上高」): the figure of a part of the metric."""
    aside: tuple[Word, ...] = ()
    """The residual words outside the request's own phrase (``_phrase``): the asker's
    purpose or the documents checked against, which change no figure asked."""

    @property
    def own_residual(self) -> tuple[Word, ...]:
        """The residual words within the request's own phrase: those a figure is refused
        for, since only they may change which figure is asked."""
        return tuple(w for w in self.residual if w not in self.aside)

    @property
    def period(self) -> PeriodRef | None:
        """The fiscal year named, if exactly one or the first of several."""
        return self.periods[0] if self.periods else None

    @property
    def figure_like(self) -> bool:
        """Phrased as a figure request: a metric, a fiscal year, or a number asked of a
        scope or of a part of a year. A part of a year alone ("what weighed on spending
        *in the first half*") dates what a narrative question asks about, and people
        spoken of (``people_spoken_of``) name whom it is about."""
        named = bool(self.scopes) or self.company or self.sub_year
        metric = bool(self.metrics) and not self.people_spoken_of
        return metric or bool(self.periods) or (self.number_cue and named)


@dataclass(frozen=True)
class ParsedQuestion:
    """A question, split into clauses."""

    text: str
    lang: str
    clauses: tuple[Clause, ...]
    opinion: bool
    off_topic: bool
    competitor: bool
    market_unnamed: bool = False
    """The figure is asked of one market the asker does not name (``_markets``): the
    engine asks which market, never gives the group's figure."""


def _askers_work(rest: str, lang: str) -> list[tuple[int, int]]:
    """The spans of ``rest`` (KB names blanked) naming the asker's own work product as
    where they write or present what is asked (``gr.ASKERS_WORK_RE``): 「在入职报告里写」."""
    return [m.span() for m in gr.ASKERS_WORK_RE.finditer(rest)] if lang == "zh" else []


def _people_asked_of_market(
    norm: str, lang: str, mentions: list[Mention], matcher: Matcher
) -> list[Mention]:
    """The metric a Japanese 「何人」 asks of a market when the clause names no metric
    (「マカオって何人くらいで回してるの」): a number of people, which the KB's vocabulary
    reads as it reads "people", the market's headcount. 何人 after a metric is grammar
    (「従業員数は何人」), and a word the KB lacks before it owns the people counted
    (「マカオの会員は何人」, ``counts_others``)."""
    if lang != "ja" or any(m.kind == "metric" for m in mentions):
        return []
    if not any(m.kind in ("scope", "company") for m in mentions):
        return []
    asked = gr.JA_PEOPLE_ASKED_RE.search(norm)
    if asked is None:
        return []
    start, end = asked.span()
    return [
        Mention(m.kind, m.code, start, end) for m in matcher.find("people") if m.kind == "metric"
    ]


def _scope_teams(norm: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """The spans of a team noun written straight after a market's name (「香港团队」,
    ``gr.SCOPE_TEAM_RE``): the market's people, heading its phrase, never a part of it."""
    return [
        found.span()
        for m in mentions
        if m.kind in ("scope", "company") and (found := gr.SCOPE_TEAM_RE.match(norm, m.end))
    ]


def _clause(cased: str, lang: str, reference_date: date, matcher: Matcher) -> Clause:
    norm = normalize(cased)
    mentions = with_head_nouns(norm, _narrowed_by_verbs(norm, _said_outright(matcher.find(norm))))
    mentions = sorted(
        mentions + _people_asked_of_market(norm, lang, mentions, matcher), key=lambda m: m.start
    )
    # "The company's documents" say where something may be written, not whose figure.
    sources = [m.span() for m in gr.ANY_SOURCE_RE.finditer(norm)]
    mentions = [m for m in mentions if not any(a <= m.start and m.end <= b for a, b in sources)]
    named = blank(norm, [(m.start, m.end) for m in mentions])
    spans = find_periods(named, lang, reference_date)
    rest = blank(named, [(s.start, s.end) for s in spans])
    rest = blank(rest, [m.span() for m in gr.COURTESY_RE.finditer(rest)])
    rest = blank(rest, [m.span() for m in gr.POLITE_AMOUNT_RE.finditer(rest)])
    rest = blank(rest, [m.span() for m in gr.HOW_IT_STANDS_RE.finditer(rest)])
    rest = blank(rest, sources)
    rest = blank(rest, _askers_work(rest, lang) + zh_work_lead(rest, lang))
    rest = blank(rest, _scope_teams(norm, mentions))
    rest = blank(rest, [m.span() for m in gr.ASKERS_CHARGE_RE.finditer(rest)])
    rest = blank(rest, [m.span() for m in gr.QUESTION_COUNT_RE.finditer(rest)])
    rest = blank(rest, [m.span() for m in gr.ONE_FIGURE_RE.finditer(rest)])
    one_figure = [m.span() for m in gr.ONE_FIGURE_CJK_RE.finditer(norm)] if lang != "en" else []
    rest = blank(rest, one_figure)
    if lang == "zh":
        rest = blank(rest, [m.span() for m in gr.REPORTED_BASIS_ZH_RE.finditer(rest)])
    rest = blank(rest, ja_work_place(rest, lang) + ja_as_reported(rest, lang))
    rest = blank(rest, hearsay_marks(rest, lang))
    stressed = _stressed(norm, mentions, [(s.start, s.end) for s in spans])
    rest = blank(rest, stressed + _unit_words(norm, mentions))
    capitalized = {m.group().casefold() for m in CAPITALIZED_RE.finditer(cased) if m.start()}
    found, descriptive = located_words(rest, lang)
    # A describing word written onto a metric name is part of it (差不多收入 is no 收入).
    starts = {m.start for m in mentions if m.kind == "metric"}
    edges = starts | {m.end for m in mentions if m.kind == "metric"}
    descriptive = {a for a, b, _ in found if a in descriptive and not {a, b} & edges}
    # So is a noun written in front of one, even one a request is phrased with
    # (の地域売上高 is regional sales); question words are no nouns. Written straight after
    # a scope or a period, such a noun heads that phrase instead (香港业务收入, 2024财年业务收入).
    heads = {m.end for m in mentions if m.kind in ("scope", "company")} | {s.end for s in spans}
    onto = {
        a
        for a, b, w in found
        if b in starts and not w.latin and a not in heads and w.surface not in gr.WHOLE_OR_STATE
    }
    words = found + compound_parts(rest, mentions, lang, norm)
    # The thing divided into classes is the topic, even a noun for figures (数据).
    divided = {(a, b) for a, b, _ in divided_things(rest, lang)}
    words = [w for w in words if w[:2] not in divided] + divided_things(rest, lang)
    unexplained = [
        (a, b, Word(w.surface, w.form, w.latin, name=True))
        if w.latin and w.surface in capitalized
        else (a, b, w)
        for a, b, w in words
        if a in onto or (a, b) in divided or not is_grammar(w)
    ]
    passed = descriptive
    if lang == "en" and unexplained:
        passed = passed | passable(norm, english_slots(norm, rest, mentions, spans))
    kept = [(a, b, w) for a, b, w in unexplained if w.name or a not in passed]
    kept += metric_compounds(norm, mentions)
    measured = {m.start: at for m in mentions if (at := metric_measured(norm, m))}
    kept += measured.values()
    kept += _places_onto(rest, lang, norm, starts)
    kept += _done_onto(rest, lang, norm, starts)
    own_work = zh_parts_of_own_work(rest, lang)
    kept += own_work  # 「我在写*门店*报告」: the part of the business the asker's work is on
    basis = basis_words(rest, lang)
    kept += basis
    kept += _hyphenated_onto(rest, norm, starts)
    kept += _other_scales(norm, mentions)
    if lang == "en":
        kept += _named_parts(norm)
    kept = [k for k in kept if not _placed_in_document(k, mentions)]
    residual = [w for _, _, w in sorted(kept, key=lambda w: w[0])]
    # In a figure request for one thing, a grammar noun written straight before it
    # qualifies it ("Japan's *market* share" asks for a market share, not for a share of
    # anything): the phrase a passage must hold keeps it.
    kept_at = sorted(a for a, _, _ in kept)
    qualifiers = [
        (a, b, w)
        for a, b, w in found
        if w.latin
        and is_grammar(w)
        and w.surface not in gr.ENGLISH_QUESTION_WORDS
        and "NOUN" in english_word_classes(w.surface)
        and re.fullmatch(r"[\s-]+", norm[b : next((k for k in kept_at if k > b), b)] or "x")
    ]

    # People counted without saying whose (「有多少人」) are a scope's staff only when no
    # word the KB lacks stands before the count: 「会员计划有多少人」 counts the members.
    owners = [a for a, _, w in unexplained if not w.latin]

    def counts_others(m: Mention) -> bool:
        people = norm[m.start : m.end]
        if not any(a < m.start for a in owners):
            return False
        return gr.PEOPLE_COUNT_RE.fullmatch(people) is not None or (
            gr.PEOPLE_NOUN_RE.fullmatch(people) is not None
            and _described_by_a_clause(norm[: m.start], lang)
        )

    # A metric joined by の or 的 to a word the KB lacks owns that thing, which is what is
    # asked (「社員の研修」: the staff's training, 「员工的培训」), never the metric itself.
    owned = set(owners)

    def owns_another(m: Mention) -> bool:
        link = gr.POSSESSIVE_LINK_RE.match(norm, m.end)
        return link is not None and link.end() in owned

    number_cue = gr.NUMBER_CUE_RE.search(gr.WHAT_DOING_RE.sub(" ", norm)) is not None

    # People of any kind named where no number or year is asked ("because *people* pop
    # over the border"): whom the clause speaks of, which may be no count of the staff.
    people_spoken_of = (
        not (number_cue or spans or gr.COUNT_NOUN_RE.search(norm))
        and any(m.kind == "metric" for m in mentions)
        and all(
            gr.ANY_PEOPLE_RE.fullmatch(norm[m.start : m.end])
            for m in mentions
            if m.kind == "metric"
        )
    )

    def codes(kind: str) -> tuple[str, ...]:
        return tuple(
            dict.fromkeys(
                m.code
                for m in mentions
                if m.kind == kind
                and not (
                    kind == "metric"
                    and (
                        _not_asked(norm, m)
                        or counts_others(m)
                        or owns_another(m)
                        or _asker_role(norm, m)
                        or m.start in measured
                    )
                )
            )
        )

    scopes = list(codes("scope"))
    group = next((m.code for m in mentions if m.kind == "company"), None)
    # A specific market is more precise than the group it belongs to.
    if len(scopes) > 1 and group in scopes:
        scopes.remove(group)
    # One year said twice, or said relative and then outright (前期 ... 2025年度), is one.
    periods = tuple({s.period.year: s.period for s in spans if s.period is not None}.values())
    metrics = codes("metric")
    outside = (
        detached(
            norm,
            lang,
            kept,
            [(m.start, m.end) for m in mentions if m.kind == "metric"],
            [(m.start, m.end) for m in mentions if m.kind in ("scope", "company")],
            [(s.start, s.end) for s in spans]
            + [(m.start, m.end) for m in mentions if m.kind == "unit"],
        )
        if metrics
        else frozenset()
    ) - {a for a, _, _ in basis + own_work}  # these qualify the figure wherever written
    clause = Clause(
        text=cased,
        scopes=tuple(scopes),
        company=group is not None,
        metrics=metrics,
        docs=codes("document"),
        units=codes("unit"),
        periods=periods,
        sub_year=any(s.period is None and not s.every for s in spans),
        every_year=any(s.every for s in spans),
        residual=tuple(dict.fromkeys(residual)),
        aside=tuple(
            dict.fromkeys(
                w
                for a, _, w in kept
                if a in outside and all(w != v for k, _, v in kept if k not in outside)
            )
        ),
        # A verb passed over names nothing, but a passage that answers the question
        # should still hold it ("How many stores does Hong Kong *operate*?"); an adverb or
        # a question word says how it is asked ("does treasury *actually* hedge"), not
        # what about.
        phrases=phrases(norm, [u for u in unexplained if not _asks_how(u[2])]),
        number_cue=number_cue,
        people_spoken_of=people_spoken_of,
        generic_figure=gr.GENERIC_FIGURE_RE.search(norm) is not None,
        forecast=gr.FORECAST_RE.search(norm) is not None,
        derived=gr.DERIVED_RE.search(norm) is not None,
        measures_a_metric=bool(measured),
        narrows=(
            gr.QUALIFIES_RE.search(blank(norm, stressed + one_figure)) is not None
            and gr.ASKS_RE.search(cased) is None
        )
        or states_a_part(norm, lang)
        or (lang == "en" and not mentions and not spans and qualifies_request(norm)),
        reason=gr.REASON_RE.search(norm) is not None,
        points_back=gr.POINTS_BACK_RE.search(norm) is not None,
        means_back=gr.MEANS_BACK_RE.search(norm) is not None,
        elliptical=_ELLIPTICAL_RE.search(norm) is not None and gr.ASKS_RE.search(norm) is None,
        part_of_metric=bool(metrics) and part_written_onto(norm, lang, matcher),
    )
    if clause.figure_like and len(clause.phrases) == 1 and qualifiers:
        evidence = [u for u in unexplained if not _asks_how(u[2])] + qualifiers
        clause = replace(clause, phrases=phrases(norm, evidence))
    return clause


_ELLIPTICAL_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]も\W*$")
"""A Japanese clause closed by the particle 「も」 on what it wants ("…の対策も")."""


def _said_outright(mentions: list[Mention]) -> list[Mention]:
    """``mentions`` with a name the vocabulary lists under several metrics (「利润」,
    "profit", 「利益」) read as the one of them the clause also names outright (「复核分部
    利润…净利润」): one measure said twice, the second time by its own name."""
    spans: dict[tuple[int, int], set[str]] = {}
    for m in mentions:
        if m.kind == "metric":
            spans.setdefault((m.start, m.end), set()).add(m.code)
    outright = {code for codes in spans.values() if len(codes) == 1 for code in codes}

    def kept(m: Mention) -> bool:
        codes = spans.get((m.start, m.end), set())
        return m.kind != "metric" or len(codes) < 2 or not (codes & outright) or m.code in outright

    return [m for m in mentions if kept(m)]


def _placed_in_document(word: Located, mentions: list[Mention]) -> bool:
    """A location noun after a document's name (「按KPI工作簿人数表的合计*行*」, "the KPI
    workbook's total *row*", 「KPIワークブックの合計*欄*」): where in it the figure is."""
    a, _, w = word
    return w.surface in gr.LOCATION_NOUNS and any(
        m.kind in ("document", "source") and m.end <= a for m in mentions
    )


def _described_by_a_clause(before: str, lang: str) -> bool:
    """Whether the words before a noun end in a verb that describes it, a relative clause
    (「制度を利用して異動した|従業員」, 「通过内部招聘调岗的|员工」): the people it picks
    out, not all of the staff."""
    if lang == "ja":
        tokens = cjk_tokens(before[-12:], True)
        return bool(tokens) and tokens[-1].tag in ("動詞", "助動詞")
    if lang == "zh" and before.endswith("的"):
        tokens = cjk_tokens(before[-12:-1], False)
        return bool(tokens) and tokens[-1].tag.startswith("v")
    return False


def _verbal(alias: str) -> bool:
    """A metric's name that is a verb and its particle ("bring in"): its first word the
    dictionary knows only as a verb, its last a function word."""
    words = alias.split()
    return (
        len(words) > 1
        and english_word_classes(words[0]) == frozenset({"VERB"})
        and (words[-1] in STOPWORDS or words[-1] in gr.ENGLISH_GRAMMAR)
    )


def _narrowed_by_verbs(norm: str, mentions: list[Mention]) -> list[Mention]:
    """``mentions`` with a word several metrics share narrowed by a verb naming one of
    them ("how much *money* did it *bring in*": revenue). Beside another metric's name it
    is the request's verb ("how much EBITDA did Macau bring in"), so it is left to be read
    as one; with no metric named it names its own ("How much did Japan bring in?")."""
    verbs = [m for m in mentions if m.kind == "metric" and _verbal(norm[m.start : m.end])]
    if not verbs or all(m in verbs for m in mentions if m.kind == "metric"):
        return mentions
    said = {m.code for m in verbs}
    spans: dict[tuple[int, int], set[str]] = {}
    for m in mentions:
        if m.kind == "metric" and m not in verbs:
            spans.setdefault((m.start, m.end), set()).add(m.code)
    narrowed = {span for span, codes in spans.items() if len(codes) > 1 and codes & said}
    return [
        m
        for m in mentions
        if m not in verbs and ((m.start, m.end) not in narrowed or m.code in said)
    ]


_HYPHENATED_RE = re.compile(r"(?<![a-z-])[a-z]+(?:-[a-z]+)+(?=\s+)")
_PERIOD_PARTS = frozenset(["full", "whole", "entire", "year", "fiscal", "financial", "end"])


_BASIS_RE = re.compile(r"(?:basis|bases|terms)(?![a-z])")


def _hyphenated_onto(rest: str, norm: str, metric_starts: set[int]) -> list[Located]:
    """A hyphenated compound written straight before a metric ("*like-for-like* sales",
    "*same-store* revenue") or before the basis a figure is counted on ("on a
    *like-for-like* basis"): another measure even when each of its words is grammar, so
    it is kept as one word the KB must account for; "full-year" names the period."""
    found: list[Located] = []
    for match in _HYPHENATED_RE.finditer(rest):
        gap = re.match(r"\s+", norm[match.end() :])
        if gap is None or not (
            match.end() + gap.end() in metric_starts
            or _BASIS_RE.match(norm, match.end() + gap.end())
        ):
            continue
        parts = match.group().split("-")
        if set(parts) <= _PERIOD_PARTS:
            continue
        if any(p not in gr.ENGLISH_GRAMMAR and p not in STOPWORDS for p in parts):
            continue  # a part of it is refused already ("same-store": same, store)
        found.append((match.start(), match.end(), Word(match.group(), match.group(), True)))
    return found


_NAMED_PART_RE = re.compile(
    r"['’]s\s+([a-z]+)\s+(?:business|businesses|segment|unit|division|operations?|arm|branch)"
    r"(?![a-z])"
)
_NOT_A_NAME = frozenset(["own", "whole", "entire", "overall", "total", "main", "core"])


def _named_parts(norm: str) -> list[Located]:
    """A grammar word in the place of a part's name ("ACME's *through* business"): between
    an owner and a noun of a part of a business it names that part, so it is kept as a
    word the KB lacks, never passed over."""
    return [
        (m.start(1), m.end(1), Word(m.group(1), m.group(1), True))
        for m in _NAMED_PART_RE.finditer(norm)
        if m.group(1) not in _NOT_A_NAME
        and (m.group(1) in gr.ENGLISH_GRAMMAR or m.group(1) in STOPWORDS)
    ]


def _other_scales(norm: str, mentions: list[Mention]) -> list[Located]:
    """A scale other than millions written straight before a unit's name (「亿日元」,
    「何億円」): a unit the KB does not report, kept so the figure is refused."""
    found: list[Located] = []
    for m in mentions:
        if m.kind != "unit":
            continue
        for match in gr.OTHER_SCALE_RE.finditer(norm, max(0, m.start - 3), m.start):
            if match.end() == m.start:
                found.append(
                    (match.start(), match.end(), Word(match.group(), match.group(), False))
                )
    return found


def _unit_words(norm: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """The spans of ``UNIT_WORD_RE`` written straight onto a unit's name, before it
    (「单位百万日元」) or after it (「百万円単位で」), and of ``OWN_CURRENCY_RE`` straight
    before one ("reporting currency (HKD millions)"): the format the figure is asked in."""
    starts = {m.start for m in mentions if m.kind == "unit"}
    ends = {m.end for m in mentions if m.kind == "unit"}
    return [
        match.span()
        for match in gr.UNIT_WORD_RE.finditer(norm)
        if match.end() in starts or match.start() in ends
    ] + [match.span() for match in gr.OWN_CURRENCY_RE.finditer(norm) if match.end() in starts]


_STRESSED_GAP_RE = re.compile(r"\s*(?:(?:the|its|their|our|that|this|a|for|in|of)\s+)*")
_NAMES_OF_FIGURE = ("metric", "unit")
_STRESSABLE = (*_NAMES_OF_FIGURE, "scope", "company")
"""Names that "only" stresses: a metric's or unit's anywhere; a market's, the company's
or a year's only in the clause that asks the figure ("revenue for FY2024 only"). A
sentence of its own ("Hong Kong only, not the group.") is weighed as a restatement."""


def _stressed(
    norm: str, mentions: list[Mention], periods: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """The spans of ``EMPHASIS_RE`` words written straight onto a name the KB holds
    ("just the revenue", "net profit only", "revenue for FY2024 only", "Hong Kong revenue
    only", 「2024年度だけの売上高」, ``_STRESSABLE``) or onto the verb of wanting ("I just
    need"): they stress what is named, so they narrow nothing; before anything else ("only
    the online part") they still narrow."""
    stressable = _STRESSABLE if any(m.kind == "metric" for m in mentions) else _NAMES_OF_FIGURE
    named = [(m.start, m.end) for m in mentions if m.kind in stressable]
    named += periods if stressable is _STRESSABLE else []
    starts = {start for start, _ in named}
    ends = {end for _, end in named}
    spans = []
    for match in gr.EMPHASIS_RE.finditer(norm):
        gap = _STRESSED_GAP_RE.match(norm, match.end())
        after = gap.end() if gap else match.end()
        before = len(norm[: match.start()].rstrip())
        # After a possessive or an article it is an adjective ("the group's only revenue").
        adjective = re.search(
            r"(?:['’]s|\b(?:the|its|their|our|my|a|an))\s*$", norm[: match.start()]
        )
        wanting = gr.WANTING_RE.match(norm, after) is not None
        if (after in starts or before in ends or wanting) and adjective is None:
            spans.append(match.span())
    return spans


def _not_asked(norm: str, mention: Mention) -> bool:
    """A metric named as the whole a share is taken of ("the share *of group sales*",
    「占香港*销售额*的比例」, 「香港の*売上高*に占める…割合」) or as whom something is given
    to ("promised to *each employee*", 「*每位员工*」): the clause asks for the share or
    the thing given, which no fact of the metric is, so the metric does not make it a
    figure request (it is weighed as a question about a document, or refused)."""
    before = norm[max(0, mention.start - 40) : mention.start]
    after = norm[mention.end : mention.end + 12]
    return bool(gr.SHARE_OF_BEFORE_RE.search(before) or gr.SHARE_OF_AFTER_RE.match(after))


def _asker_role(norm: str, mention: Mention) -> bool:
    """A metric's name said as the asker's own line of work in a statement that asks no
    number ("Hi, I'm in *sales* in HK", 「我是做新加坡市场的*销售*」): who asks, not what."""
    if gr.NUMBER_CUE_RE.search(norm) or "?" in norm or "？" in norm:
        return False
    before = norm[max(0, mention.start - 30) : mention.start]
    return bool(
        gr.ASKER_ROLE_BEFORE_RE.search(before) and gr.ASKER_ROLE_AFTER_RE.match(norm, mention.end)
    )


def _is_cue(word: Word, means_back: bool) -> bool:
    """A word that says a change, a cause or a means is asked about ("grew", "reason",
    「增长」, 「借此」; the "way" of "that way"): how a follow-up or a why-question is
    asked, not its topic."""
    cues = (gr.DERIVED_RE, gr.REASON_RE, gr.MEANS_BACK_RE, gr.POINTS_BACK_RE)
    if any(cue.fullmatch(word.surface) for cue in cues):
        return True
    return word.latin and (
        word.surface in gr.REASON_FILLERS or (means_back and word.surface == "way")
    )


def topic_of(clause: Clause) -> Clause:
    """``clause`` with the words that ask for a change, a cause or a means taken out of its
    evidence: what a passage must hold is what the change or cause is *of*."""
    cut = (tuple(w for w in p if not _is_cue(w, clause.means_back)) for p in clause.phrases)
    return replace(clause, phrases=tuple(p for p in cut if p))


def _asks_how(word: Word) -> bool:
    """A word that says how the question is asked, not what about: an English word the
    dictionary knows only as an adverb ("actually", "roughly"), a CJK question word."""
    if not word.latin:
        return word.surface in gr.QUESTION_WORDS
    if word.name:
        return False
    classes = english_word_classes(word.surface)
    return bool(classes) and classes <= {"ADV"}


def detect_lang(text: str) -> str:
    """``ja`` for kana or Japanese-only words, ``zh`` for other CJK, else ``en``."""
    if gr.JAPANESE_ONLY_RE.search(text):
        return "ja"
    if any("\u3400" <= ch <= "\u9fff" for ch in text):
        return "zh"
    return "en"


def _figure_half(clause: Clause, after_document: bool = False) -> bool:
    """A half that asks for a metric and names no document.

    After a half that names a document, a half with words no name accounts for (bar
    names) is no figure request of its own: the sentence opened on the document, and the
    conjunction joins two nouns of its question (「戦略計画では、…アプリとオンラインストアで
    グループ売上の…」). An unknown name there ("X's revenue") is still a figure half."""
    if not clause.metrics or clause.docs:
        return False
    return not (after_document and any(not w.name for w in clause.residual))


def _unnamed_figure_half(clause: Clause) -> bool:
    """A half asking for one year's figure of a measure no metric names (「香港业务2025财年
    的坪效」): split from the question about a document beside it, it is weighed on its
    own words, so a passage answering the other half never answers it. A change asked
    ("cut food waste compared with FY2019") is a question about what a report says."""
    return (
        bool(clause.periods)
        and not (clause.metrics or clause.docs or clause.reason or clause.derived)
        and bool(clause.residual)
    )


def _narrative_half(clause: Clause) -> bool:
    """A half that asks about a document: it names one, has words no name accounts for
    and no metric, or asks why (「是什么带动了这一年的增长」 names nothing at all)."""
    if clause.docs or (clause.reason and not clause.metrics):
        return True
    return not clause.metrics and bool(clause.residual)


def follows_up(clause: Clause) -> bool:
    """A clause that asks a number, a change or a cause about what the clause before it
    described ("by how much has it dropped", 「去年どれくらい使われた」, "How many people
    changed roles that way"): part of that question, not a figure request of its own.

    It names no document and no metric, unless it counts what happened through the means
    described before ("that way", 「借此」); it points back or brings no words of its own;
    and it names nothing the KB may not know."""
    if clause.docs or not (clause.number_cue or clause.derived or clause.reason):
        return False
    if clause.metrics and not clause.means_back:
        return False
    if any(w.name for w in clause.residual):
        return False
    return clause.points_back or clause.means_back or not clause.residual


def _split_on_conjunction(
    sentence: str, lang: str, reference_date: date, matcher: Matcher
) -> list[Clause]:
    """One sentence as one clause, or as two where a conjunction joins a figure request
    and a question about a document ("X's revenue and what the plan says about Y")."""
    names = matcher.find(normalize(sentence))
    for match in gr.CONJUNCTION_RE.finditer(sentence):
        if any(m.start < match.end() and match.start() < m.end for m in names):
            continue  # "税息折旧及摊销前利润" is one name, not two sub-questions
        left = without_connector(sentence[: match.start()])
        right = without_connector(sentence[match.end() :])
        if not (re.search(r"\w", left) and re.search(r"\w", right)):
            continue
        first = _clause(left, lang, reference_date, matcher)
        second = _clause(right, lang, reference_date, matcher)
        if _lists_a_name(second, sentence[match.end() :], sentence):
            continue  # "revenue for Japan and *Taiwan* in FY2024": one request, two markets
        if _target_of_the_first(first, second):
            continue  # 「…の女性管理職比率と、2030年の*目標値*」: the target of that topic
        # A first half asks something of its own before a figure half: else the
        # conjunction joins two nouns of one question (「在大阪和京都门店的免税销售额」).
        asks_first = bool(first.docs) or gr.ASKS_RE.search(left.casefold()) is not None
        if (
            ((_figure_half(first) or _unnamed_figure_half(first)) and _narrative_half(second))
            or (
                asks_first
                and _narrative_half(first)
                and _figure_half(second, after_document=bool(first.docs))
            )
            or (_narrative_half(first) and not second.metrics and follows_up(second))
            or _second_question(first, second, right)
        ):
            return [first, second]
    return [_clause(sentence, lang, reference_date, matcher)]


def _target_of_the_first(first: Clause, second: Clause) -> bool:
    """Whether the half after a conjunction asks only a target, with a year at most
    (「…と、2030年の*目標値*」): a target of no topic of its own, so it is the target of
    what the half before names, one question with it. A target of a KB metric (「売上高と、
    2030年の目標」) is a forecast the KB does not hold: the halves are weighed as before."""
    return (
        not first.metrics
        and bool(second.residual)
        and not (second.metrics or second.scopes or second.docs)
        and all(TARGET_WORDS_RE.fullmatch(w.surface) for w in second.residual)
    )


def _second_question(first: Clause, second: Clause, right: str) -> bool:
    """Whether the half after the conjunction is a question of its own about a document:
    it opens on a word of asking ("…, and *whether* staff can apply to move"), asks no
    number nor year and brings words of its own, while the half before asks something
    too. Asking whether, it asks no figure even where it names a metric's word ("staff")."""
    return (
        gr.EMBEDDED_QUESTION_RE.match(right.casefold()) is not None
        and not (second.number_cue or second.periods)
        and bool(second.residual)
        and (first.figure_like or _narrative_half(first))
    )


def _lists_a_name(clause: Clause, right: str, sentence: str) -> bool:
    """Whether the half after a conjunction only lists a name the KB may lack beside the
    figure before it (a market, a firm: "… and *Taiwan* in FY2024", 「…和*台湾*」): it
    asks nothing of its own, and every word it leaves unexplained is a name."""
    if clause.metrics or clause.docs or gr.ASKS_RE.search(right.casefold()):
        return False
    capitalized = {m.group().casefold() for m in CAPITALIZED_RE.finditer(sentence) if m.start()}
    return bool(clause.residual) and all(
        w.name or w.surface in capitalized for w in clause.residual
    )


YEAR_POINTED_BACK: frozenset[str] = frozenset(
    ["当年", "同年", "该年", "那年", "同一年", "当该年度", "同年度", "当該年度"]
)
"""Words for the year a clause before named (「…25财年…？顺便给下当年EBITDA」): not the
current year (「当年度」, 「本年度」 name that)."""


def _years_pointed_back(clauses: list[Clause]) -> list[Clause]:
    """``clauses`` with a word for "that year" (``YEAR_POINTED_BACK``) read as the year the
    nearest clause before it names; with no year before, the word stays unexplained, so a
    figure asked for it is refused rather than assumed."""
    out: list[Clause] = []
    for at, clause in enumerate(clauses):
        back = [w for w in clause.residual if w.surface in YEAR_POINTED_BACK]
        before = next((c.periods for c in reversed(clauses[:at]) if c.periods), ())
        if not back or clause.periods:
            out.append(clause)
            continue
        if len(before) != 1:
            # No one year before: the year asked is unknown, and no passage says which.
            out.append(replace(clause, phrases=()) if clause.metrics else clause)
            continue
        out.append(
            replace(
                clause,
                periods=before,
                residual=tuple(w for w in clause.residual if w not in back),
                phrases=tuple(
                    kept for p in clause.phrases if (kept := tuple(w for w in p if w not in back))
                ),
            )
        )
    return out


def _years_restated(clauses: list[Clause], lang: str, reference_date: date) -> list[Clause]:
    """``clauses`` with a clause that only restates a year said before it (「…前期のEBITDA
    を教えてください。前期っていうのは2024年度のことです。」, "By last year I mean FY2024.")
    read into the clauses before it: the year it says is meant replaces the year they
    named, and it asks nothing of its own."""
    out: list[Clause] = []
    for clause in clauses:
        said = restatements(normalize(clause.text), lang, reference_date)
        meant = {p.year for _, p in said}
        if (
            not said
            or not out
            or clause.metrics
            or clause.scopes
            or clause.docs
            or {p.year for p in clause.periods} != meant
            or any(w.surface not in gr.MEANING_NOUNS for w in clause.residual)
        ):
            out.append(clause)
            continue
        changed = dict(said)
        out = [
            replace(
                c,
                periods=tuple(dict.fromkeys(changed.get(p.year, p) for p in c.periods)),
            )
            for c in out
        ]
    return out


def _counting_beside_figures(clauses: list[Clause]) -> list[Clause]:
    """``clauses`` with a clause that names nothing, asks nothing, and opens on a verb
    with its subject unsaid whose object says how a figure is counted ("Using constant
    currency.", "Assuming constant rates.") marked as narrowing, when another clause asks
    for a metric: it qualifies that figure, so it is refused, never weighed as a question
    about a document beside it."""
    if not any(c.metrics for c in clauses):
        return clauses
    out = []
    for clause in clauses:
        norm = normalize(clause.text)
        after = unsaid_subject(WORD_RE.findall(norm))
        counting = (
            after is not None
            and not (clause.metrics or clause.scopes or clause.docs or clause.periods)
            and gr.ASKS_RE.search(norm) is None
            and not object_of_the_asking(after)
        )
        out.append(replace(clause, narrows=True) if counting else clause)
    return out


def _parts_said_beside_figures(
    clauses: list[Clause], lang: str, matcher: Matcher, alone: frozenset[str] = frozenset()
) -> list[Clause]:
    """``clauses`` with a clause naming no metric that is said of the figure another
    clause asks for ("Online is fine", 「门店的就行」, 「オンライン分です」, "she wants the
    online number", "Store."), or naming that figure's metric again with a part written
    onto it (「请按*兼职*员工」, 「*オンライン*売上として」), marked as narrowing: it names
    the part of that figure wanted, so the request is refused, never answered with the
    whole and a passage beside it. ``alone`` holds the sentences of the request that ask
    nothing and are not closed by a question mark (``_standing_alone``)."""
    if not any(c.metrics for c in clauses):
        return clauses
    return [
        replace(c, narrows=True)
        if (
            not c.metrics
            and (
                said_of_the_figure(normalize(c.text).strip(), lang, _residual_in(c))
                or (at and c.residual and clauses[at - 1].metrics and _continues(c))
                or (at and clauses[at - 1].metrics and _fragment_beside(c, lang, alone))
                or (not c.scopes and figure_of_a_part(normalize(c.text), lang))
                or (not c.scopes and cjk_counted_in_or_out(normalize(c.text), lang))
                or (not c.scopes and ja_wish_for_a_part(normalize(c.text).strip(" 、,。"), lang))
            )
        )
        or _part_of_figure_before(c, clauses[:at], lang, matcher)
        else c
        for at, c in enumerate(clauses)
    ]


def _part_segments_apart(
    clauses: list[Clause], lang: str, reference_date: date, matcher: Matcher
) -> list[Clause]:
    """``clauses`` with, beside a figure request, each segment of it between commas that
    names nothing of the KB but the part of the figure wanted, as a narrowing clause of
    its own: in Chinese or Japanese a bare phrase said of the figure (「不好意思，*线上的*，
    日本业务…收入是多少」, as in a sentence of its own: 「线上的。」), in English a segment
    of the asker's naming a part by a word written onto the noun of their work
    (``part_word_on_a_noun``: "We are preparing *the online analysis*, what was …"). The
    request is then refused, never answered whole."""
    out: list[Clause] = []
    for clause in clauses:
        out.append(clause)
        if not clause.metrics:
            continue
        segments = [s.strip() for s in re.split(r"[，,、]", normalize(clause.text))]
        out += [
            _narrowing(s, lang, reference_date, matcher)
            for s in segments
            if s and not matcher.find(s) and _part_segment(s, lang, clause)
        ]
    return out


def _part_segment(segment: str, lang: str, clause: Clause) -> bool:
    """A segment of a figure request that says which part of the figure is wanted
    (``_part_segments_apart``)."""
    if lang == "en":
        return part_word_on_a_noun(segment)
    return said_of_the_figure(segment, lang, _residual_in(clause))


def _whole_beside_a_market(clauses: list[Clause], folded: str, group: str | None) -> list[Clause]:
    """``clauses`` with the group named beside the market of each figure request, when the
    question also says all the markets counted together ("Japan's headcount (all markets
    combined)", 「日本…（所有市场合计）」): one market and the whole at once contradict,
    so the engine asks which, as when both are named; the phrase's words name the group."""
    whole = gr.ALL_MARKETS_RE.search(folded)
    if group is None or whole is None:
        return clauses
    said = set(re.findall(r"\w+", whole.group()))
    return [
        replace(
            c,
            scopes=(*c.scopes, group),
            residual=tuple(w for w in c.residual if w.surface not in said),
        )
        if c.metrics and c.scopes and group not in c.scopes
        else c
        for c in clauses
    ]


def _total_row_beside(clauses: list[Clause], group: str | None) -> list[Clause]:
    """``clauses`` with a clause naming a table's total row (``TOTAL_ROW_RE``: 「请按…的
    合计行」, "Use the total row") marked as narrowing, when a figure request beside it
    asks one market's figure: the total row is no market's, so which figure is meant is
    for the asker to settle, never the market's figure given as if the row agreed."""
    markets = {s for c in clauses if c.metrics for s in c.scopes if s != group}
    if not markets:
        return clauses
    return [
        replace(c, narrows=True)
        if not (c.metrics or c.scopes) and gr.TOTAL_ROW_RE.search(normalize(c.text))
        else c
        for c in clauses
    ]


def _narrowed_aside(
    clauses: list[Clause], aside: list[str], lang: str, reference_date: date, matcher: Matcher
) -> list[Clause]:
    """``clauses`` with those naming no scope or year of their own, and the pieces set
    aside as the asker's, that write a part onto the figure another clause asks
    (``narrows_the_asked``: 「我在准备*线上*收入的汇报」, "I'm building the *online* revenue
    deck") marked as narrowing: the asker's own words say which part of the figure is
    wanted, so the whole is refused."""
    requests = [c for c in clauses if c.metrics and (c.scopes or c.periods or c.company)]
    asked = frozenset(m for c in requests for m in c.metrics)
    if not asked:
        return clauses

    def narrows(text: str) -> bool:
        norm = normalize(text)
        return narrows_the_asked(norm, lang, matcher, asked) or zh_part_of_own_work(norm, lang)

    marked = [
        replace(c, narrows=True, with_context=None)
        if c not in requests and not c.docs and narrows(c.text)
        else c
        for c in clauses
    ]
    return marked + [_narrowing(p, lang, reference_date, matcher) for p in aside if narrows(p)]


def _narrowing(piece: str, lang: str, reference_date: date, matcher: Matcher) -> Clause:
    """A piece set aside that narrows the figure asked, as a clause asking nothing of its
    own: the names and years in it are the request's, said again."""
    clause = _clause(piece.strip(), lang, reference_date, matcher)
    return replace(
        clause,
        scopes=(),
        company=False,
        metrics=(),
        periods=(),
        number_cue=False,
        generic_figure=False,
        narrows=True,
    )


def _fragment_beside(clause: Clause, lang: str, alone: frozenset[str]) -> bool:
    """Whether ``clause``, a sentence of its own after a figure request, asks nothing and
    names nothing of the KB but says, in words the KB lacks, what is wanted: a bare noun
    phrase ("Store.", 「门店。」, 「店舗。」) or a statement of someone's wish for a part
    ("she wants the online number", 「老板要的是加盟店的数字」). Either qualifies the
    figure: no question is made of it, nor a passage holding its words quoted beside the
    figure. A phrase listed after a conjunction ("…以及会员计划的会员人数") is no such
    sentence."""
    if not _unnamed_aside(clause, alone):
        return False
    norm = _bare(clause.text)
    return not predicated(norm, lang, sentence=True) or wants_a_part(norm, lang)


def _unnamed_aside(clause: Clause, alone: frozenset[str]) -> bool:
    """Whether ``clause`` is one of the sentences that ask nothing (``alone``) and holds
    words the KB lacks but no scope, period, document or company of its own."""
    return (
        _bare(clause.text) in alone
        and bool(clause.residual)
        and not (clause.scopes or clause.periods or clause.docs or clause.company)
    )


def _askers_world_beside(clause: Clause, clauses: list[Clause], alone: frozenset[str]) -> bool:
    """Whether ``clause`` is a sentence of its own beside a figure request, asking
    nothing, whose every word the KB lacks is a thing of the asker's world ("Board pack.",
    「取締役会用。」, 「董事会材料。」): what the figure is for, neither a part of it nor a
    question of its own, so it is set aside; so is one naming, beside such a thing, the
    function it serves or the newcomers it is for ("onboarding deck for new hires")."""
    if clause.metrics or not _unnamed_aside(clause, alone):
        return False
    words = {w.surface for w in clause.residual}
    if not any(c.metrics for c in clauses) or not all(map(_of_the_askers_world, words)):
        return False
    if not words & gr.ASKERS_WORLD_NOUNS:
        return False
    rest = _bare(clause.text)
    for word in sorted({w.surface for w in clause.residual}, key=len, reverse=True):
        rest = rest.replace(word, " ")
    return _FOR_ONLY_RE.fullmatch(rest) is not None


def _of_the_askers_world(word: str) -> bool:
    """A thing of the asker's world, a company function its work is for, or the newcomers
    it is made for ("*onboarding* deck for *new hires*"): never a part of a figure."""
    return word in gr.ASKERS_WORLD_NOUNS or word in gr.COMPANY_FUNCTIONS or word in gr.NEWCOMERS


_FOR_ONLY_RE = re.compile(
    r"(?:\s|(?<![a-z])(?:for|the|a|an|my|our|in|to)(?![a-z])|的|用|给|給|为|為|の|向け|ため|です)*"
)
"""What may stand between the asker's world nouns of a sentence set aside: a purpose
word, an article, a particle; any other word (「*线上*材料」) may name a part."""


def _bare(sentence: str) -> str:
    return normalize(without_connector(sentence)).strip(" .。!！…")


def _standing_alone(sentences: list[str], asked: frozenset[str]) -> frozenset[str]:
    """The ``sentences`` that ask nothing: no question word, not closed by a question
    mark (``asked`` holds those that are)."""
    closed = [normalize(a) for a in asked]
    return frozenset(
        bare
        for bare in map(_bare, sentences)
        if bare and gr.ASKS_RE.search(bare) is None and not any(bare in a for a in closed)
    )


def _part_of_figure_before(
    clause: Clause, before: list[Clause], lang: str, matcher: Matcher
) -> bool:
    """Whether ``clause`` names only a metric a figure request before it asks for, with a
    word the KB lacks written onto it (「…员工人数？请按兼职员工。」): which part of that
    figure is wanted, not a question of its own."""
    if not clause.metrics or clause.scopes or clause.periods or clause.docs:
        return False
    if not clause.residual:
        return False
    asked = [c for c in before if c.metrics and (c.scopes or c.periods or c.company)]
    if not any(set(clause.metrics) <= set(c.metrics) for c in asked):
        return False
    return part_written_onto(normalize(clause.text), lang, matcher)


def _continues(clause: Clause) -> bool:
    """A clause naming no scope or year that only goes on to say which part of the figure
    before it is wanted ("\"…revenue?\" *for the franchise partners*", 「…」加盟伙伴的)."""
    return not (clause.scopes or clause.periods or clause.docs) and continues(clause.text)


def _residual_in(clause: Clause) -> ResidualOf:
    """The words of ``clause`` the KB lacks that a piece of its text holds."""
    return lambda piece: tuple(w for w in clause.residual if w.surface in normalize(piece))


def _stated_topic(clauses: list[Clause]) -> tuple[list[Clause], list[str]]:
    """``clauses`` less an English lead-in that names nothing and is followed by a
    clause naming no metric ("I'm trying to understand currency risk. How much of the
    yen cash ..."), which is context for it; the lead-ins so set aside."""
    kept: list[Clause] = []
    aside: list[str] = []
    for at, clause in enumerate(clauses):
        after = clauses[at + 1] if at + 1 < len(clauses) else None
        names = clause.scopes or clause.metrics or clause.docs or clause.periods
        if (
            after is not None
            and not names
            and not clause.company
            and not after.metrics
            and not any(w.name for w in clause.residual)
            and lead_in(clause.text)
        ):
            aside.append(clause.text)
            continue
        kept.append(clause)
    return kept, aside


def parse_question(question: str, reference_date: date, vocabulary: Vocabulary) -> ParsedQuestion:
    """Parse ``question`` as asked on ``reference_date`` against the KB's ``vocabulary``."""
    return _parse(question, reference_date, vocabulary_key(vocabulary))


@lru_cache(maxsize=4096)
def _parse(question: str, reference_date: date, vocabulary_json: str) -> ParsedQuestion:
    first = _reading(question, reference_date, vocabulary_json)
    market = _market_reading(question, first, reference_date, vocabulary_json)
    if market is not None:
        return market
    residual = sum(len(c.residual) for c in first.clauses)
    parts = any(c.sub_year or c.derived or c.narrows for c in first.clauses)
    if not (residual or parts):
        return first
    quoted = _quoted_reading(question, first, reference_date, vocabulary_json)
    if quoted is not first or not any(c.figure_like for c in first.clauses):
        return quoted
    # A figure request left with words the KB lacks is read again without the asker's
    # statements beside it (``_asker``); that reading stands only when it accounts for
    # every word of every figure request in it.
    matcher = matcher_for(vocabulary_json)
    pieces = pieces_of(unicodedata.normalize("NFKC", question).strip())

    def residual_of(piece: str) -> tuple[Word, ...]:
        return _clause(piece, first.lang, reference_date, matcher).residual

    # Each piece is weighed beside those still kept, so two pieces that say the same
    # thing ("the net profit, the bottom line") never take each other out.
    kept = list(pieces)
    own: list[str] = []
    for piece in _outside_brackets(pieces):
        others = [p for p in kept if p is not piece]
        beside = " ".join(others)
        names = frozenset((m.kind, m.code) for m in matcher.find(normalize(beside)))
        if asker_statement(piece, first.lang, reference_date, matcher, names, residual_of):
            kept = others
            own.append(piece)
        elif rules_out(piece, first.lang, matcher) or restates(
            piece, first.lang, reference_date, matcher, beside, residual_of
        ):
            kept = others
    if len(kept) in (0, len(pieces)):
        return first
    second = _reading(" ".join(kept), reference_date, vocabulary_json)
    if _unexplained(second) >= residual and not parts:
        return first
    if not (
        _accounted(second, first) or _of_the_asker_only(first, second, own, len(pieces) - len(kept))
    ):
        return first
    # What a narrative part asks about may rest on the statement before it (「…仕組みが
    # あると聞いたのですが、方針ではどうなっていますか」): each must read as before.
    if any(part not in _narrative_parts(first) for part in _narrative_parts(second)):
        return first
    if second.lang != first.lang or _years_dropped(first, second):
        return first
    return _in_place_of(first, second)


def _years_dropped(first: ParsedQuestion, second: ParsedQuestion) -> bool:
    """Whether the pieces dropped for ``second`` named the years a figure request of
    ``first`` is torn between ("Not sure if it was FY2024 or FY2025, but what was …",
    「2024年度か2025年度か分かりませんが、…」): which year is asked is still to be said,
    so the question is read whole, never with the latest year assumed."""
    torn = any(c.figure_like and len(set(c.periods)) > 1 for c in first.clauses)
    return torn and not any(c.periods for c in second.clauses)


def _outside_brackets(pieces: list[str]) -> list[str]:
    """The pieces that do not stand inside a bracket opened in a piece before them: one
    inside (「粗利率（売上に対して、*仕入れ原価を除いて残る割合のことだと理解しています）*」)
    says what the words before the bracket mean, never something of the asker's own."""
    outside: list[str] = []
    depth = 0
    for piece in pieces:
        if depth == 0:
            outside.append(piece)
        depth = max(0, depth + len(re.findall(r"[(（]", piece)) - len(re.findall(r"[)）]", piece)))
    return outside


def _of_the_asker_only(
    first: ParsedQuestion, second: ParsedQuestion, own: list[str], dropped: int
) -> bool:
    """Whether the pieces dropped are all the asker's own statements, said in the first
    person (「日本同事发来的报告*我*看不懂日文」, "*I* can't read the Japanese report"),
    beside a question asking no figure of a metric whose every clause keeps words of its
    own: what is left is then the question about a document, however many of its words
    the KB's names leave unexplained. A clause left with no words (「我们在做食物浪费的
    课题，日本业务减少了多少？」) took its topic from the statement, which stays."""
    return (
        len(own) == dropped
        and all(_ASKER_OWN_RE.search(normalize(piece)) for piece in own)
        and not any(c.metrics for c in first.clauses)
        and all(c.residual for c in second.clauses)
    )


def _in_place_of(first: ParsedQuestion, reading: ParsedQuestion) -> ParsedQuestion:
    """``reading`` standing for the whole question: its text, and the intents (opinion,
    off topic, another company) either reading found."""
    return replace(
        reading,
        text=first.text,
        opinion=first.opinion or reading.opinion,
        off_topic=first.off_topic or reading.off_topic,
        competitor=first.competitor or reading.competitor,
    )


def _market_reading(
    question: str, first: ParsedQuestion, reference_date: date, vocabulary_json: str
) -> ParsedQuestion | None:
    """The request of a question asking one market's figure without naming the market
    (``_markets``), read without the words that say so: the pieces naming no metric,
    document or year are dropped, and "one of the markets" taken out of the others.
    None when the question asks no such thing, or the rest is not one figure request
    accounted for and naming no scope."""
    matcher = matcher_for(vocabulary_json)
    group = json.loads(vocabulary_json).get("group_scope")
    text = unicodedata.normalize("NFKC", question).strip()
    if not asks_an_unnamed_market(text, first.lang, matcher, group):
        return None
    kept = [
        without_one_market(piece, first.lang)
        for piece in pieces_of(text)
        if any(m.kind in ("metric", "document") for m in matcher.find(normalize(piece)))
        or find_periods(normalize(piece), first.lang, reference_date)
    ]
    if not kept:
        return None
    second = _reading(" ".join(kept), reference_date, vocabulary_json)
    figures = [c for c in second.clauses if c.figure_like]
    if not _accounted(second) or any(c.scopes or c.company for c in figures):
        return None
    return replace(second, text=first.text, market_unnamed=True)


def _places_onto(rest: str, lang: str, norm: str, starts: set[int]) -> list[Located]:
    """Chinese place words written onto a metric, straight or through 的 (线上的EBITDA,
    店内收入, 网上的收入): they name a part of the figure the KB does not report."""
    return [
        (a, b, w)
        for a, b, w in place_words(rest, lang)
        if any(re.fullmatch(r"\s*的?\s*", norm[b:start]) for start in starts if start >= b)
    ]


def _done_onto(rest: str, lang: str, norm: str, starts: set[int]) -> list[Located]:
    """Chinese phrases of something done to a figure written onto a metric, straight or
    through 的 (重述后的收入, 扣除后收入): the figure after that, which the KB does not
    report."""
    return [
        (a, b, w)
        for a, b, w in actions_done(rest, lang)
        if any(re.fullmatch(r"\s*的?\s*", norm[b:start]) for start in starts if start >= b)
    ]


def _unexplained(parsed: ParsedQuestion) -> int:
    return sum(len(c.residual) for c in parsed.clauses)


def _accounted(parsed: ParsedQuestion, before: ParsedQuestion | None = None) -> bool:
    """``parsed`` asks a figure and accounts for every word of every figure request, but
    for a request read just as it was ``before`` the asker's statements were set aside
    (the narrative half of a composite, 「…の比率と今後の目標が何%なのか」): the statements
    took nothing from it, and the routing weighs its words as it would have."""
    figures = [c for c in parsed.clauses if c.figure_like]
    unchanged = {_as_read(c) for c in before.clauses} if before is not None else set()
    open_ = [c for c in figures if c.residual or c.sub_year or c.derived or c.narrows]
    return len(open_) < len(figures) and all(_as_read(c) in unchanged for c in open_)


def _as_read(clause: Clause) -> tuple[object, ...]:
    """What a clause was read to ask: its names, periods and unexplained words."""
    return (
        clause.metrics,
        clause.scopes,
        tuple(p.code for p in clause.periods),
        tuple(w.surface for w in clause.residual),
        clause.sub_year,
        clause.derived,
        clause.narrows,
    )


def _quoted_reading(
    question: str, first: ParsedQuestion, reference_date: date, vocabulary_json: str
) -> ParsedQuestion:
    """The reading of the request ``question`` quotes (``_quoted``), when the words around
    it add nothing and it accounts for every word of its figure requests; else ``first``."""
    found = quotation(unicodedata.normalize("NFKC", question).strip())
    if found is None:
        return first
    quoted, around = found
    matcher = matcher_for(vocabulary_json)
    if not adds_nothing(around, quoted, first.lang, reference_date, matcher):
        return first
    inner = _reading(quoted, reference_date, vocabulary_json)
    if _unexplained(inner) or any(c.sub_year or c.derived or c.narrows for c in inner.clauses):
        return first
    if not any(c.metrics or c.scopes or c.periods for c in inner.clauses):
        return first
    return _in_place_of(first, inner)


def _with_units_asked(clauses: list[Clause]) -> list[Clause]:
    """``clauses`` with a clause that names only a unit ("In yen, please.", 「单位是日元」)
    read as the unit the figure requests beside it are asked in: a figure is given only
    in a unit it was asked in, wherever the unit is said ("Yen is fine" too)."""
    units = [
        c
        for c in clauses
        if c.units and not (c.metrics or c.scopes or c.company or c.periods or c.docs)
    ]
    figures = [c for c in clauses if c.figure_like and c not in units]
    if not units or not figures:
        return clauses
    asked = tuple(dict.fromkeys(u for c in units for u in c.units))
    return [
        replace(c, units=c.units or asked) if c in figures else c
        for c in clauses
        if c not in units or any(w.surface not in gr.ACCEPTANCE for w in c.residual)
    ]


_ROLE_RE = re.compile(
    r"^(?:(?:hi|hello|hey)\W+)?(?:i['’]m|i\s+am|i\s+work)\s+(?:in|on|from|with|for|as)\s"
    r"|^(?:你好|您好)?\W*我(?:是|在)(?:做|负责)?"
    r"|^(?:私|わたし|僕)は.*(?:担当|の者)(?:です|でございます)"
)
"""The asker saying what they do ("I'm in sales in HK", 「我是做新加坡市场的销售」,
「私は日本事業の営業担当です」)."""


def _states_a_role(clause: Clause) -> bool:
    """A clause in which the asker says what they do, asking nothing: a metric word in it
    names their job ("sales"), never a figure asked."""
    norm = normalize(clause.text).strip()
    return _ROLE_RE.search(norm) is not None and gr.ASKS_RE.search(norm) is None


def _narrative_parts(parsed: ParsedQuestion) -> list[tuple[Word, ...]]:
    """The unexplained words of each clause of ``parsed`` that asks no figure."""
    return [c.residual for c in parsed.clauses if not c.figure_like and c.residual]


_ITEM_MARK_RE = re.compile(r"[、,，;；]?\s*[\u2460-\u2487\u2776-\u2793]\s*")
"""A circled or bracketed item number (①, ⑵, ❸), with the comma before it."""


def _items_apart(question: str) -> str:
    """``question`` with each numbered item (「2点お願いします。①…、②…」) a sentence of
    its own: the items are the requests, which NFKC would otherwise fold into digits
    written onto the words after them (「2日本事業」). One mark alone numbers nothing."""
    if len(_ITEM_MARK_RE.findall(question)) < 2:
        return question
    return _ITEM_MARK_RE.sub("。", question).lstrip("。")


def _reading(question: str, reference_date: date, vocabulary_json: str) -> ParsedQuestion:
    matcher = matcher_for(vocabulary_json)
    text = unicodedata.normalize("NFKC", _items_apart(question)).strip()
    lang = detect_lang(text)
    text = with_scope_compounds(as_written(text, lang, reference_date, matcher), lang, matcher)
    text = without_english_relaying_frame(text.strip(), lang, matcher)
    text = without_chinese_relaying_frame(text, lang, matcher).strip()
    folded = normalize(text)
    # A question that names a market of its own takes no scope from a name in its
    # context; one that names none may (``names_something``).
    scoped = any(m.kind == "scope" for m in matcher.find(folded))
    clauses: list[Clause] = []
    raw = [
        sentence
        for sentence in gr.CLAUSE_SPLIT_RE.split(
            without_preamble(
                without_relayed_questions(without_reported_asker(text, lang), lang, matcher),
                lang,
                reference_date,
                matcher,
                scoped,
            )
        )
        if re.search(r"\w", sentence)
    ]
    aside: list[str] = []
    asked = frozenset(m.group(1).strip() for m in ASKED_RE.finditer(text))

    def residual_of(piece: str) -> tuple[Word, ...]:
        return _clause(piece, lang, reference_date, matcher).residual

    inverted = set_aside(raw, lang, reference_date, matcher, residual_of, scoped, asked)
    if inverted is not None:
        raw, aside = inverted
    sentences = [
        request_segments(without_connector(sentence), lang, reference_date, matcher, scoped, aside)
        for sentence in carry_context(raw, lang, reference_date, matcher)
    ]
    requests = without_context(sentences, lang, reference_date, matcher, scoped, asked)
    aside += [s for s in sentences if s not in requests]
    for sentence in requests:
        sentence = without_connector(sentence)
        if re.search(r"\w", sentence):
            clauses.extend(_split_on_conjunction(sentence, lang, reference_date, matcher))
    clauses = _years_pointed_back(clauses)
    clauses = _years_restated(clauses, lang, reference_date)
    if lang == "en":
        clauses, stated = _stated_topic(clauses)
        aside += stated
        clauses = _counting_beside_figures(clauses)
    alone = _standing_alone(requests, asked)
    kept = [c for c in clauses if not _askers_world_beside(c, clauses, alone)]
    aside += [c.text for c in clauses if c not in kept]
    clauses = _parts_said_beside_figures(kept, lang, matcher, alone)
    clauses = _part_segments_apart(clauses, lang, reference_date, matcher)
    group = json.loads(vocabulary_json).get("group_scope")
    clauses = _total_row_beside(clauses, group)
    clauses = _whole_beside_a_market(clauses, folded, group)
    clauses = _with_units_asked(clauses)
    # What the asker does is context beside a narrative question; beside a figure request
    # the market it names may be the one asked about, so it stays.
    roles = [c for c in clauses if _states_a_role(c)]
    if (
        roles
        and len(roles) < len(clauses)
        and not any(c.figure_like for c in clauses if c not in roles)
    ):
        clauses = [c for c in clauses if c not in roles]
        aside += [c.text for c in roles]
    topic = topic_of_context(aside)
    if topic:
        clauses = [
            c
            if c.metrics or c.docs
            else replace(
                c, with_context=_clause(f"{topic} {c.text}", lang, reference_date, matcher)
            )
            for c in clauses
        ]
    # Set aside last: a part written onto the figure asked is never a topic for it.
    clauses = _narrowed_aside(clauses, aside, lang, reference_date, matcher)
    return ParsedQuestion(
        text=text,
        lang=lang,
        clauses=tuple(clauses),
        opinion=gr.OPINION_RE.search(folded) is not None,
        off_topic=gr.OFF_TOPIC_RE.search(folded) is not None,
        competitor=_about_other_companies(text, clauses),
    )


_ASKER_OWN_RE = re.compile(r"(?<![a-z])(?:i|i['’]m|we|we['’]re|my|our)(?![a-z])|我|咱|弊社|当社|私")
"""A word of the asker's own: a piece holding one speaks of the asker's situation."""


def _about_other_companies(text: str, clauses: list[Clause]) -> bool:
    """Whether the question asks about other companies, which the KB holds no figures of:
    a competitor word ("peers", 「竞争对手」) anywhere but in a statement of the asker's own
    purpose set aside from the request ("For *our peer* benchmarking, …", "I am preparing
    a *peer* comparison slide; …", "Doing a *peer* benchmarking slide.")."""
    asked = normalize(" ".join(c.text for c in clauses))
    for piece in pieces_of(text):
        folded = normalize(piece)
        if gr.COMPETITOR_RE.search(folded) is None:
            continue
        beside = folded.strip(" ,;:，、；：。.?？!！") not in asked
        if not (beside and (_ASKER_OWN_RE.search(folded) or _activity(folded))):
            return True
    return False


def _activity(folded: str) -> bool:
    """An English piece that is the asker's activity with its subject unsaid: an -ing
    verb taking a thing of the asker's world named with a determiner ("Doing *a* peer
    benchmarking *slide*", "Building *the* comparison *deck*"); never one whose object is
    bare or follows a preposition ("Comparing with peers", "Looking at the peers"), nor
    one working on a figure ("Checking the peers' margin"), which say what is asked."""
    words = WORD_RE.findall(folded)
    after = unsaid_subject(words)
    return (
        after is not None
        and words[0].endswith("ing")
        and after[:1] in (["a"], ["an"], ["the"], ["my"], ["our"], ["this"])
        and object_of_the_asking(after)
        and words[-1] in gr.ASKERS_WORLD_NOUNS
    )
