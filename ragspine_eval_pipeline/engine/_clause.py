"""Read one clause of a question into what it names, using the KB's vocabulary and the
period grammar.

Reading is pure: it uses the KB's metadata (the names of its scopes, metrics and
documents), never its facts or passages. A clause records what it names, which period
it names, and its *residual*: the content words no name, period or grammar word
accounts for. A figure request with a residual asks for something the KB has no name
for, so it can be refused instead of being matched to the nearest known figure. The
names are found by ``_names``, the remaining words located by ``_words``.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from datetime import date
from itertools import pairwise

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._classes import divided_things
from ragspine_eval_pipeline.engine._compared_firms import compared_firm_leads, side_by_side_aims
from ragspine_eval_pipeline.engine._context import (
    CAPITALIZED_RE,
    blank,
    part_written_onto,
    qualifies_request,
    states_a_part,
)
from ragspine_eval_pipeline.engine._context_parts import people_asked_of_market
from ragspine_eval_pipeline.engine._counted import counts_a_flow, flow_verbs
from ragspine_eval_pipeline.engine._currency_topics import currency_topics
from ragspine_eval_pipeline.engine._described_year import described_years
from ragspine_eval_pipeline.engine._english import passable
from ragspine_eval_pipeline.engine._names import (
    Matcher,
    Mention,
)
from ragspine_eval_pipeline.engine._others_work import comparing_aims
from ragspine_eval_pipeline.engine._people_described import (
    acronyms_as_pronouns,
    ages_described,
    functions_described,
    pay_bands_described,
)
from ragspine_eval_pipeline.engine._periods import PeriodRef, find_periods
from ragspine_eval_pipeline.engine._phrase import detached
from ragspine_eval_pipeline.engine._purpose import (
    ja_as_reported,
    ja_names_a_part,
    ja_part_in_phrase,
    ja_work_place,
    part_onto_work,
    parts_of_own_work,
    zh_forecast_work,
    zh_part_verbs,
    zh_parts_standing_alone,
    zh_sheet_lead,
    zh_work_lead,
)
from ragspine_eval_pipeline.engine._relayed_ja import hearsay_marks
from ragspine_eval_pipeline.engine._titles import said_as_a_person
from ragspine_eval_pipeline.engine._unit_wishes import (
    FORMAT_WISH_RE,
    PERCENT_WISH_RE,
    codes_wished,
    currencies_wished,
    markets_currencies,
    ratio_onto_metric,
    scales_onto_units,
)
from ragspine_eval_pipeline.engine._version_asked import version_of_the_figure, versions_asked
from ragspine_eval_pipeline.engine._words import (
    Located,
    actions_done,
    asking_words_onto,
    basis_words,
    business_parts,
    compound_parts,
    english_slots,
    function_words_onto,
    honorific_requests,
    is_grammar,
    located_words,
    metric_compounds,
    metric_measured,
    phrases,
    place_words,
    verbs_said,
    with_head_nouns,
)
from ragspine_eval_pipeline.kb.analysis import (
    Word,
    cjk_tokens,
    english_word_classes,
    japanese_verbal_nouns,
    normalize,
    stem,
)
from ragspine_eval_pipeline.text import STOPWORDS


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
    asks_where: bool = False
    """Asks where something is or was done ("where", 「在哪」, 「どこ」): a place, which no
    metric is."""
    topic_field: bool = False
    """Its words are the value of a field naming a topic (``topic=…``, ``_machine_query``):
    what a document speaks of, which a year beside it only dates."""
    parts_said: tuple[Word, ...] = ()
    """Words for a part of the business the clause says the figure is of (「在*批发*报告里
    写…收入」, ``zh_parts_said``): which part of the figure, never a topic a passage holds."""
    aside: tuple[Word, ...] = ()
    """The residual words outside the request's own phrase (``_phrase``): the asker's
    purpose or the documents checked against, which change no figure asked."""
    question: bool = False
    """Its sentence is closed by a question mark ("And the EBITDA?", 「EBITDA呢？」), where a
    statement beside a request is not (「売上高も確認しています。」)."""
    units_lacking: tuple[str, ...] = ()
    """Currencies the KB has no name for, wanted as the figure's unit (「用欧元」,
    「ユーロでお願いします」, "Singapore dollars", ``_unit_wishes``): a conversion, declined."""
    units_ruled_out: tuple[str, ...] = ()
    """Units named under a negation ("not in yen", 「不要日元的」, 「円ではなく」): no unit
    asked, and a figure the KB reports only in one of them is declined."""

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
        # A year beside a question of where (「FY2025新开的那家旗舰店在哪」) only dates it,
        # unless a name the KB lacks is asked about (「台湾FY2025新开的…」): that stays a
        # request of the KB, refused as before.
        where = self.asks_where and not self.number_cue and not any(w.name for w in self.residual)
        dated = bool(self.periods) and not where and not self.topic_field
        return metric or dated or (self.number_cue and named)


def _askers_work(rest: str, lang: str) -> list[tuple[int, int]]:
    """The spans of ``rest`` (KB names blanked) naming the asker's own work product as
    where they write or present what is asked (``gr.ASKERS_WORK_RE``): 「在入职报告里写」."""
    return [m.span() for m in gr.ASKERS_WORK_RE.finditer(rest)] if lang == "zh" else []


def _scope_teams(norm: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """The spans of a team noun written straight after a market's name (「香港团队」,
    ``gr.SCOPE_TEAM_RE``): the market's people, heading its phrase, never a part of it."""
    return [
        found.span()
        for m in mentions
        if m.kind in ("scope", "company") and (found := gr.SCOPE_TEAM_RE.match(norm, m.end))
    ]


def _standing_asked(
    unnamed: str, norm: str, lang: str, mentions: list[Mention]
) -> list[tuple[int, int]]:
    """The spans of ``unnamed`` (names and periods blanked) asking how a market or the group
    stands with no figure named: a state or overview noun ("the financial *picture*",
    「经营*状况*」, 「*調子*」, ``gr.STANDING_RE``) or how it fares ("*How strong* was",
    "*holding up*", ``gr.HOW_IT_FARES_RE``), and beside them or beside a figure asked
    without saying which, an adverb of the present or of the respect ("*these days*",
    "*financially*", ``gr.STANDING_ASIDE_RE``). A clause naming a metric or a document
    asks of those, so its words stay for them (the state of a metric the KB lacks is
    refused; what a document says of a state is a narrative question), and one naming no
    business ("what's the status?") asks of nothing a figure is of."""
    kinds = {m.kind for m in mentions}
    if "metric" in kinds or "document" in kinds:
        return []
    if not kinds & {"scope", "company"} and gr.BUSINESS_SAID_RE.search(unnamed) is None:
        return []
    if gr.REASON_RE.search(norm):
        return []  # why a market stands as it does asks what a passage says
    if gr.POINTED_STATE_RE.search(norm):
        return []  # 「这方面的情况」: the state of the topic pointed back at
    cues = (gr.STANDING_RE[lang], gr.HOW_IT_FARES_RE)
    spans = [m.span() for cue in cues for m in cue.finditer(unnamed)]
    if not spans and gr.GENERIC_FIGURE_RE.search(norm) is None:
        return []
    return spans + [m.span() for m in gr.STANDING_ASIDE_RE.finditer(unnamed)]


def _subsidiaries(norm: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """The spans, each opening where the company's name ends, of one entity of the
    company written after it (``gr.SUBSIDIARY_OF_RE``: 「ACME*旗下一家海外子公司*」,
    「ACME*の子会社*」): what is asked of is one of the company's markets, unnamed, so
    the company's name says no scope and the entity's words name no part."""
    return [
        (m.end, found.end())
        for m in mentions
        if m.kind == "company" and (found := gr.SUBSIDIARY_OF_RE.match(norm, m.end))
    ]


def _askers_own_relation(rest: str, lang: str) -> list[tuple[int, int]]:
    """The spans of a Japanese clause whose subject is the asker's own institution,
    written before what it describes (``gr.SELF_RELATIVE_JA_RE``: 「*当行が融資している*
    現地法人」): the asker's dealings with it. One naming a part of the business
    (「当社が扱っている*オンライン*事業」) may say which part, so it is read."""
    if lang != "ja":
        return []
    return [m.span() for m in gr.SELF_RELATIVE_JA_RE.finditer(rest) if not _names_a_part(m.group())]


def _names_a_part(clause: str) -> bool:
    """Whether a Japanese clause of the asker's own dealings holds a noun naming a part of
    the business (「当社が*免税店*で販売している」). Its verbal nouns (取引, 販売, 融資) are
    what the asker does, however the dictionary also makes a trade of them."""
    done = japanese_verbal_nouns(clause)
    tokens = cjk_tokens(clause, True)
    nouns = "".join(" " if t.word.surface in done else t.word.surface for t in tokens)
    return ja_part_in_phrase(nouns)


def _scope_pointers(norm: str, lang: str, mentions: list[Mention]) -> list[tuple[int, int]]:
    """The spans of a Chinese demonstrative written straight after a market's name
    (「香港*那块*」, ``gr.SCOPE_POINTER_RE``): it points at that market, naming no part."""
    if lang != "zh":
        return []
    return [
        found.span()
        for m in mentions
        if m.kind in ("scope", "company") and (found := gr.SCOPE_POINTER_RE.match(norm, m.end))
    ]


_RULED_OUT_BEFORE_UNIT_RE = re.compile(
    r"(?<![a-z])(?:not|never|rather\s+than|instead\s+of|other\s+than)"
    r"(?:\s+(?:interested|bothered|fussed)\s+(?:in|about|with))?"
    r"(?:\s+(?:in|the|a|an|any|its|their))*\s+$"
    r"|(?:(?<!是)不是|(?<!要)不要|(?<!用)不用|并非|並非|而非|而不是)(?:用|以|按)?\s*$"
)
_RULED_OUT_AFTER_UNIT_RE = re.compile(
    r"\s*(?:換算|建て|ベース)?(?:ではなく|じゃなく|でなく|ではない|じゃない|は不要|はいらない)"
)


def _units_ruled_out(norm: str, mentions: list[Mention]) -> tuple[str, ...]:
    """The units ``norm`` names only to rule them out: after a negation ("not in yen",
    "rather than yen", "not interested in the USD conversion", 「不要日元的」) or, in
    Japanese, before one (「円ではなく」). A unit named so is no unit asked; the figure is
    never given in it. A Chinese yes-no question (「单位是不是港币」) rules nothing out."""
    return tuple(
        dict.fromkeys(
            m.code
            for m in mentions
            if m.kind == "unit"
            and (
                _RULED_OUT_BEFORE_UNIT_RE.search(norm, 0, m.start)
                or _RULED_OUT_AFTER_UNIT_RE.match(norm, m.end)
            )
        )
    )


_METRIC_HOW_MUCH_JA_RE = re.compile(
    r"(?:(?<=[はが])|(?<=って))\s*(?:実際(?:は|の|に)?\s*)?いくつ(?=\s*(?:です|でし|にな|\?|？|$))"
)
"""いくつ closing the question of a metric's figure (「純利益はいくつですか」, 「粗利率って実際
いくつ？」)."""


_GROUP_OWNS_RE = re.compile(r"\s*(?:['’]s|的|之|旗下(?:的)?|の|傘下の)?\s*")
"""What joins the group to the market it owns (「集团*旗下*香港业务」, 「グループ*の*香港事業」)."""

_ITS_MARKET_RE = re.compile(r"(?<![a-z])its\s+(?:operations?\s+in\s+)?$|^\s+in\s+$")
"""The group's market named as its own after it ("the group … the revenue of *its* Hong Kong
business", "the revenue generated by the group *in* Hong Kong")."""

_SIDE_BY_SIDE_RE = re.compile(
    r"(?<![a-z])(?:and|or|versus|vs|than|compared|against)(?![a-z])|[,;、，和与與]"
)
"""What sets two names side by side, so that the second is no part of the first."""

_OF_THE_GROUP_RE = re.compile(
    r"\s*(?:business|businesses|operations?|segment|subsidiary|division|arm|unit)?\s+of\s+(?:the\s+)?"
)
"""What joins a market's business to the group owning it ("Hong Kong *operations of the*
Group")."""


def _group_owns(norm: str, mentions: list[Mention], matcher: Matcher) -> bool:
    """Whether the group is named as the owner of the one market also named: before it,
    joined by a possessive or nothing ("the Group's Hong Kong operations", 「集团香港业务」,
    「グループの香港事業」), or after its business by "of" ("the Hong Kong segment of the
    Group"). Named otherwise (「集团和香港」, "the group or Hong Kong") both are asked about."""
    scopes = [m for m in mentions if m.kind == "scope"]
    for first, second in pairwise(scopes):
        between = norm[first.end : second.start]
        if first.code == matcher.group_scope and (
            _GROUP_OWNS_RE.fullmatch(between)
            or (_ITS_MARKET_RE.search(between) and not _SIDE_BY_SIDE_RE.search(between))
        ):
            return True
        if second.code == matcher.group_scope and _OF_THE_GROUP_RE.fullmatch(between):
            return True
    return False


def read_clause(cased: str, lang: str, reference_date: date, matcher: Matcher) -> Clause:
    """One clause as written (``cased``): the names, periods and cues it holds, and the
    words no name, period or grammar word accounts for.

    How a market stands asked with no figure named (``_standing_asked``) is a figure
    asked without saying which only when nothing else is left: words of a topic beside
    a state noun ("the *state* of food waste reduction in Japan") ask what a passage
    says of that topic, so the clause is read again with the noun as a word of it."""
    clause, standing = _read_clause(cased, lang, reference_date, matcher, standing=True)
    if standing and (clause.residual or clause.phrases):
        clause, _ = _read_clause(cased, lang, reference_date, matcher, standing=False)
    return clause


def _read_clause(
    cased: str, lang: str, reference_date: date, matcher: Matcher, standing: bool
) -> tuple[Clause, bool]:
    """The clause read, with how a market stands set aside when ``standing`` and so
    asked (and whether it was)."""
    norm = normalize(cased)
    mentions = with_head_nouns(norm, _narrowed_by_verbs(norm, _said_outright(matcher.find(norm))))
    mentions = _less_currency_codes(cased, norm, mentions)
    mentions = currency_topics(norm, lang, mentions)
    mentions = sorted(
        mentions + people_asked_of_market(norm, lang, mentions, matcher, reference_date),
        key=lambda m: m.start,
    )
    # "The company's documents" say where something may be written, not whose figure.
    sources = [m.span() for m in gr.ANY_SOURCE_RE.finditer(norm)]
    mentions = [m for m in mentions if not any(a <= m.start and m.end <= b for a, b in sources)]
    # 「シンガポールドル」, "Singapore dollars": a currency the KB lacks, no market asked.
    wished = markets_currencies(norm, lang, mentions)
    mentions = [m for m in mentions if not any(a <= m.start and m.end <= b for a, b in wished)]
    wished += currencies_wished(norm, lang, mentions) + codes_wished(cased, norm, mentions)
    # "…, to compare with the other tenants", 「利益率を計算させたいので、」: what the figure is
    # for, no comparison asked; a metric in it is what the figure is set beside.
    aims = comparing_aims(norm, lang, mentions, reference_date)
    aims += compared_firm_leads(cased, norm, lang, mentions, reference_date)
    aims += side_by_side_aims(norm, lang)
    mentions = [m for m in mentions if not any(a <= m.start and m.end <= b for a, b in aims)]
    named = blank(norm, [(m.start, m.end) for m in mentions])
    spans = find_periods(named, lang, reference_date)
    rest = blank(named, [(s.start, s.end) for s in spans])
    unnamed = rest  # the KB's names and the periods blanked, nothing else
    rest = blank(rest, aims)
    rest = blank(rest, honorific_requests(rest, lang))
    rest = blank(rest, [m.span() for m in gr.COURTESY_RE.finditer(rest)])
    rest = blank(rest, [m.span() for m in gr.POLITE_AMOUNT_RE.finditer(rest)])
    rest = blank(rest, [m.span(m.lastgroup) for m in gr.ASKED_AROUND_RE.finditer(rest)])
    rest = blank(rest, [m.span() for m in gr.HOW_IT_STANDS_RE.finditer(rest)])
    rest = blank(rest, [m.span("than") for m in gr.COMPARED_WITH_YEAR_RE.finditer(norm)])
    rest = blank(rest, sources)
    rest = blank(
        rest, _askers_work(rest, lang) + zh_work_lead(rest, lang) + zh_sheet_lead(rest, lang)
    )
    rest = blank(rest, _scope_teams(norm, mentions) + _scope_pointers(norm, lang, mentions))
    entities = _subsidiaries(norm, mentions)
    rest = blank(rest, entities + _askers_own_relation(rest, lang))
    # The company owning the entity asked of (「ACME旗下一家子公司」) is not what is asked.
    mentions = [m for m in mentions if not any(start == m.end for start, _ in entities)]
    rest = blank(rest, [m.span() for m in gr.ASKERS_CHARGE_RE.finditer(rest)])
    rest = blank(rest, [m.span() for m in gr.QUESTION_COUNT_RE.finditer(rest)])
    rest = blank(rest, [m.span() for m in gr.ONE_FIGURE_RE.finditer(rest)])
    rest = blank(rest, [m.span() for m in gr.FIGURE_ALONE_RE.finditer(rest)])
    one_figure = [m.span() for m in gr.ONE_FIGURE_CJK_RE.finditer(norm)] if lang != "en" else []
    rest = blank(rest, one_figure)
    if lang == "ja":
        rest = blank(rest, [m.span() for m in gr.REPLY_LENGTH_JA_RE.finditer(rest)])
        rest = blank(rest, [m.span() for m in gr.NO_DISCREPANCY_JA_RE.finditer(rest)])
        if any(m.kind == "metric" for m in mentions):
            # 「純利益はいくつですか」: a metric's figure asked as いくら is, no word of its own.
            rest = blank(rest, [m.span() for m in _METRIC_HOW_MUCH_JA_RE.finditer(rest)])
    if lang == "zh":
        rest = blank(rest, [m.span() for m in gr.REPORTED_BASIS_ZH_RE.finditer(rest)])
        # 「用一句话告诉我…」: how short the reply is, said inside the request itself.
        rest = blank(rest, [m.span() for m in gr.MESSAGE_LENGTH_RE.finditer(rest)])
    rest = blank(rest, [m.span() for m in gr.ACTUAL_FIGURE_RE.finditer(rest)])
    rest = blank(rest, [m.span() for m in _AS_WELL_RE.finditer(rest)])  # "… as well": too
    rest = blank(rest, [m.span() for m in gr.A_YEAR_SPAN_RE.finditer(rest)])
    if not any(m.kind == "metric" for m in mentions):
        # "in case a supplier fails": grammar in a question about a topic; beside a figure
        # it sets a condition, refused with its word ("revenue in case the yen weakens").
        rest = blank(rest, [m.span() for m in gr.NOUN_CONNECTIVE_RE.finditer(rest)])
    rest = blank(rest, ja_work_place(rest, lang) + ja_as_reported(rest, lang))
    rest = blank(rest, hearsay_marks(rest, lang))
    stands = _standing_asked(unnamed, norm, lang, mentions) if standing else []
    rest = blank(rest, stands)
    stressed = _stressed(norm, mentions, [(s.start, s.end) for s in spans])
    scales = scales_onto_units(norm, mentions)
    percent = [m.span() for m in PERCENT_WISH_RE.finditer(norm)]
    formats = [m.span() for m in FORMAT_WISH_RE.finditer(rest)]
    rest = blank(rest, formats + percent + scales + wished)
    rest = blank(rest, stressed + _unit_words(norm, mentions, scales))
    # A capitalized word of a document's name ("the *Greater Bay Area* push") is no name
    # the KB lacks: it says which document the question is about.
    capitalized = {
        m.group().casefold()
        for m in CAPITALIZED_RE.finditer(cased)
        if m.start() and stem(m.group().casefold()) not in matcher.document_words
    }
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
        if a in onto
        or (a, b) in divided
        or a in _whom_for(found, rest, lang, heads)
        or not is_grammar(w)
    ]
    passed = descriptive
    if lang == "en" and unexplained:
        passed = passed | passable(norm, english_slots(norm, rest, mentions, spans))
    kept = [(a, b, w) for a, b, w in unexplained if w.name or a not in passed]
    kept += metric_compounds(norm, mentions)
    measured = {m.start: at for m in mentions if (at := metric_measured(norm, m))}
    kept += measured.values()
    kept += _places_onto(rest, lang, norm, starts)
    alone_parts = zh_parts_standing_alone(rest, lang, norm) if starts else []
    kept += alone_parts
    if starts:
        # 「*外卖*验收清单里要填…的收入」: a part tagged as a verb, wherever it stands.
        held = {a for a, _, _ in kept}
        kept += [p for p in zh_part_verbs(rest, lang) if p[0] not in held]
    kept += _done_onto(rest, lang, unnamed, starts)
    dated = blank(norm, [(s.start, s.end) for s in spans])
    parts = _business_parts_onto(rest, lang, dated, starts)
    kept += parts + [
        (a, b, w)
        for a, b, w in _verbs_onto(rest, lang, dated, starts)
        if not any(c < b and a < d for c, d, _ in parts)
    ]
    kept += function_words_onto(
        rest, lang, norm, [(m.start, m.end) for m in mentions if m.kind == "metric"]
    )
    kept += asking_words_onto(unnamed, lang, starts)  # 「的*谢谢*收入」: not understood
    own_work = parts_of_own_work(rest, lang)
    kept += own_work  # 「我在写*门店*报告」: the part of the business the asker's work is on
    basis = basis_words(rest, lang)
    kept += basis
    hyphenated = _hyphenated_onto(rest, norm, starts)
    kept += hyphenated
    kept += _kinds_asked(rest, lang)
    # A count of people asked with a verb of a flow ("how many people did it *hire*",
    # 「*招*了多少人」) counts those hired, which no metric reports: the verb is asked.
    kept += flow_verbs(norm, [(m.start, m.end) for m in mentions if m.kind == "metric"])
    # "the *restated* FY2024 revenue", 「*调整后*的EBITDA」: a version the KB does not hold.
    kept += versions_asked(norm, [(m.start, m.end) for m in mentions if m.kind == "metric"])
    if starts:
        kept += ages_described(norm, lang)  # "employees *over 40*", 「*30岁以下*的员工」
        kept += pay_bands_described(norm, lang)  # "employees *earn over $100,000*"
        kept += _passive_onto(norm, lang, mentions)
    if lang == "en":
        kept += _named_parts(norm)
        scope_ends = {m.end for m in mentions if m.kind == "scope"}
        kept += functions_described(norm, lang, scope_ends)  # "*operations* staff"
    kept += acronyms_as_pronouns(cased, norm)  # "*IT* staff", "*US* revenue"
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
    # So are people counted in English inside a thing the KB lacks ("How many *people* are
    # in the Macau *membership programme*?"): its members, not the staff. The nouns of the
    # market's own workplace (team, payroll) are passed over, never residual.
    latin_owners = [a for a, _, w in kept if w.latin]

    def counts_others(m: Mention) -> bool:
        people = norm[m.start : m.end]
        within = _PEOPLE_WITHIN_RE.match(norm, m.end)
        if (
            gr.ANY_PEOPLE_RE.fullmatch(people)
            and _PEOPLE_COUNTED_RE.search(norm[: m.start])
            and within is not None
            and any(a >= within.end() for a in latin_owners)
        ):
            return True
        if gr.PEOPLE_NOUN_RE.fullmatch(people) and _doing_an_act(norm[m.end :], lang):
            # The staff said to do something to a thing the KB lacks (「制度を何人の従業員が
            # 使いましたか」, 「多少员工使用了内部招聘制度」): those who did it.
            after = (a > m.end for a in owners) if lang == "zh" else (a < m.start for a in owners)
            return any(after)
        if not any(a < m.start for a in owners):
            return False
        return gr.PEOPLE_COUNT_RE.fullmatch(people) is not None or (
            gr.PEOPLE_NOUN_RE.fullmatch(people) is not None
            and _described_by_a_clause(norm[: m.start], lang)
        )

    # A metric joined by の or 的 to a word the KB lacks owns that thing, which is what is
    # asked (「社員の研修」: the staff's training, 「员工的培训」), never the metric itself;
    # a word of change is the metric's change (「売上高の*伸び率*」, 「收入的*增长率*」), a
    # word of forecast its forecast (「純利益の*予想*」), which the KB does not hold.
    owned = {a for a, b, w in unexplained if not w.latin and not _changes(w) and not _forecasts(w)}

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

    def dating_event(m: Mention) -> bool:
        """Whether a document's name is that of the event a year is named by, its subject
        (「大湾区计划启动那一年」, 「大湾区計画が始まった年度」) or within ("the year of the
        GBA expansion"): it says which year, not which document is asked of."""
        return any(
            (start <= m.start and m.end <= end)
            or (m.end <= start and norm[m.end : start].strip() in ("", "が", "は"))
            or (lang == "en" and end <= m.start and not norm[end : m.start].strip())
            for start, end in described_years(named, lang)
        )

    def codes(kind: str) -> tuple[str, ...]:
        return tuple(
            dict.fromkeys(
                m.code
                for m in mentions
                if m.kind == kind
                and not (kind == "document" and dating_event(m))
                and not (
                    kind == "metric"
                    and (
                        _not_asked(norm, m)
                        or counts_others(m)
                        or counts_a_flow(norm, m.start, m.end)
                        or owns_another(m)
                        or _money_spent(norm, m)
                        or _asker_role(norm, m)
                        or said_as_a_person(norm, m, mentions, lang)
                        or m.start in measured
                    )
                )
            )
        )

    ruled_out = _units_ruled_out(norm, mentions)
    scopes = list(codes("scope"))
    group = next((m.code for m in mentions if m.kind == "company"), None)
    # A specific market is more precise than the group it belongs to, named as ACME or as
    # the group owning the market's business ("the Group's Hong Kong operations").
    if len(scopes) > 1 and group in scopes:
        scopes.remove(group)
    elif (
        len(scopes) == 2 and matcher.group_scope in scopes and _group_owns(norm, mentions, matcher)
    ):
        scopes.remove(matcher.group_scope)
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
    ) - {a for a, _, _ in basis + own_work + alone_parts}  # these qualify it wherever written
    clause = Clause(
        text=cased,
        scopes=tuple(scopes),
        company=group is not None,
        metrics=metrics,
        docs=codes("document"),
        units=tuple(
            dict.fromkeys(
                [u for u in codes("unit") if u not in ruled_out]
                + [m.code for m in matcher.find("percent") if m.kind == "unit" and percent]
            )
        ),
        units_lacking=tuple(dict.fromkeys(norm[a:b] for a, b in wished)),
        units_ruled_out=ruled_out,
        periods=periods,
        sub_year=any(s.period is None and not s.every for s in spans),
        every_year=any(s.every for s in spans),
        residual=tuple(dict.fromkeys(residual)),
        aside=tuple(
            dict.fromkeys(
                w
                for a, _, w in kept
                if a in outside
                and all(w != v for k, _, v in kept if k not in outside)
                and not ja_names_a_part(w, lang)
            )
        ),
        # A verb passed over names nothing, but a passage that answers the question
        # should still hold it ("How many stores does Hong Kong *operate*?"); an adverb or
        # a question word says how it is asked ("does treasury *actually* hedge"), not
        # what about.
        phrases=phrases(norm, [u for u in unexplained if not _asks_how(u[2])] + hyphenated),
        number_cue=number_cue,
        asks_where=gr.WHERE_RE.search(norm) is not None,
        people_spoken_of=people_spoken_of,
        generic_figure=(
            gr.GENERIC_FIGURE_RE.search(norm) is not None
            and gr.POINTED_STATE_RE.search(norm) is None
        )
        or bool(stands),
        forecast=gr.FORECAST_RE.search(norm) is not None
        or gr.HYPOTHETICAL_RE.search(norm) is not None,
        derived=gr.DERIVED_RE.search(blank(norm, aims)) is not None
        or ratio_onto_metric(norm, mentions),
        measures_a_metric=bool(measured),
        narrows=(
            gr.QUALIFIES_RE.search(blank(norm, stressed + one_figure)) is not None
            and gr.ASKS_RE.search(cased) is None
        )
        or states_a_part(norm, lang)
        or (zh_forecast_work(norm, lang) and gr.ASKS_RE.search(cased) is None)
        or (part_onto_work(norm, lang) and gr.ASKS_RE.search(cased) is None)
        or (lang == "en" and not mentions and not spans and qualifies_request(norm))
        or (not mentions and version_of_the_figure(norm)),
        # A reason word in a document's name (リスク*要因*報告書) asks no reason.
        reason=gr.REASON_RE.search(
            blank(norm, [(m.start, m.end) for m in mentions if m.kind in ("document", "source")])
        )
        is not None,
        points_back=gr.POINTS_BACK_RE.search(norm) is not None,
        means_back=gr.MEANS_BACK_RE.search(norm) is not None,
        elliptical=_ELLIPTICAL_RE.search(norm) is not None and gr.ASKS_RE.search(norm) is None,
        part_of_metric=bool(metrics) and part_written_onto(norm, lang, matcher),
        parts_said=tuple(w for _, _, w in own_work),
    )
    if (clause.figure_like or clause.number_cue) and len(clause.phrases) == 1 and qualifiers:
        evidence = [u for u in unexplained if not _asks_how(u[2])] + qualifiers
        clause = replace(clause, phrases=phrases(norm, evidence))
    return clause, bool(stands)


_PEOPLE_COUNTED_RE = re.compile(r"(?<![a-z])(?:how\s+many|number\s+of|count\s+of)\s+$")
"""A count asked of the people written right after it ("*how many* people")."""

_PEOPLE_WITHIN_RE = re.compile(
    r"\s+(?:(?:are|were|is|was|have|has)\s+)?(?:enrolled\s+in|signed\s+up\s+(?:to|for)|joined"
    r"|registered\s+(?:for|with|in)|subscribed\s+to|in|on|at|of|inside|within)\s+"
)
"""What places people counted inside a thing or has them join it ("people *are in* the
membership programme", "people *joined* the loyalty scheme"): the thing's members, when
the KB lacks a word of it."""

_ELLIPTICAL_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]も\W*$")
"""A Japanese clause closed by the particle 「も」 on what it wants ("…の対策も")."""


_CODE_RE = re.compile(r"(?<![A-Za-z])[A-Z]{3}(?![A-Za-z])")
"""A word of three capital letters: the shape of a currency's code (SAR, EUR, HKD)."""

_BEFORE_CURRENCY_RE = re.compile(
    r"(?:(?<![a-z])(?:in|into|to)\s+|(?:用|以|按|换算成|換算成|折算成|换成|換成|多少|いくら)\s*)$"
)
_AFTER_CURRENCY_RE = re.compile(
    r"\s+(?:terms|equivalent|denominated)(?![a-z])|で|建て|建|计|計|換算|换算|为单位|為單位"
)
_AFTER_PLACE_RE = re.compile(
    r"\s+(?:business\w*|operations?|markets?|regions?|stores?|shops?|side|team)(?![a-z])"
)


def _less_currency_codes(cased: str, norm: str, mentions: list[Mention]) -> list[Mention]:
    """``mentions`` less a code of three capitals that names several markets at once
    ("SAR": Hong Kong and Macau) where a currency stands: after "in", "to" or "into" with
    no article, before "terms", or with the words a currency is asked with in Chinese and
    Japanese (「用SAR」, 「SARで」, 「SAR建て」). There it is the currency of that code (the
    Saudi riyal), which the KB does not report: the word stays unexplained and the figure
    is refused, never asked of which market. "The SAR business" and "the SARs" name the
    markets."""
    if len(cased) != len(norm):
        return mentions
    codes = {(m.start(), m.end()) for m in _CODE_RE.finditer(cased)}
    spans: dict[tuple[int, int], int] = {}
    for m in mentions:
        if m.kind == "scope":
            spans[(m.start, m.end)] = spans.get((m.start, m.end), 0) + 1
    currencies = {
        (a, b)
        for (a, b), count in spans.items()
        if count > 1
        and (a, b) in codes
        and (_BEFORE_CURRENCY_RE.search(norm, 0, a) or _AFTER_CURRENCY_RE.match(norm, b))
        and not _AFTER_PLACE_RE.match(norm, b)
    }
    return [m for m in mentions if (m.start, m.end) not in currencies]


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


_BEING_THERE = frozenset(
    ["居る", "いる", "おる", "ある", "働く", "勤める", "在籍", "勤務", "是", "有", "在", "工作"]
)
"""Verbs saying only that the staff are there or work (「従業員が働いている」, 「员工在…工作」):
the staff themselves, counted as the headcount."""


def _doing_an_act(after: str, lang: str) -> bool:
    """Whether the words after a noun for the staff make it the doer of an act other than
    being there: a verb after が in Japanese (「従業員が*使い*ました」, 「社員が*利用し*た」),
    straight after the noun in Chinese (「员工*使用*了」)."""
    if lang == "ja":
        subject = re.match(r"\s*が", after)
        if subject is None:
            return False
        after = after[subject.end() :]
    elif lang != "zh":
        return False
    tokens = cjk_tokens(after[:12], lang == "ja")
    if not tokens:
        return False
    verb = tokens[0]
    if lang == "zh":
        return verb.tag == "v" and verb.word.form not in _BEING_THERE
    # A verb, or a noun of action made one by する (「利用し」).
    made_verb = (
        len(tokens) > 1 and tokens[1].tag == "動詞" and tokens[1].word.form in ("する", "為る")
    )
    acts = verb.tag == "動詞" or (verb.tag == "名詞" and made_verb)
    return acts and verb.word.form not in _BEING_THERE


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


_AS_WELL_RE = re.compile(r"(?<![a-z])as\s+well(?!\s+as)(?![a-z])")
""""As well" said for "too" ("Malaysia *as well* if you can"), never "as well as"."""

_CHANGE_NOUN_RE = re.compile(
    r"(?:growth|change|increase|decrease|decline|rise|fall|drop|gain|loss)(?:es|s)?(?![a-z])"
)
"""A noun of change a hyphenated basis may be written onto ("like-for-like *growth*")."""


def _hyphenated_onto(rest: str, norm: str, metric_starts: set[int]) -> list[Located]:
    """A hyphenated compound written straight before a metric ("*like-for-like* sales",
    "*same-store* revenue"), before the basis a figure is counted on ("on a
    *like-for-like* basis") or before a word of change ("the *like-for-like* growth"):
    another measure even when each of its words is grammar, so it is kept as one word the
    KB must account for; "full-year" names the period."""
    found: list[Located] = []
    for match in _HYPHENATED_RE.finditer(rest):
        gap = re.match(r"\s+", norm[match.end() :])
        after = match.end() + gap.end() if gap is not None else -1
        if gap is None or not (
            after in metric_starts
            or _BASIS_RE.match(norm, after)
            or _CHANGE_NOUN_RE.match(norm, after)
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


def _unit_words(
    norm: str, mentions: list[Mention], scales: list[tuple[int, int]]
) -> list[tuple[int, int]]:
    """The spans of ``UNIT_WORD_RE`` written straight onto a unit's name, before it
    (「单位百万日元」) or after it (「百万円単位で」), of ``AS_REPORTED_CURRENCY_RE`` likewise
    (「日元原值」), of ``OWN_CURRENCY_RE`` straight before one ("reporting currency (HKD
    millions)"), and a conversion declined (``NOT_CONVERTED_RE``): the format the figure
    is asked in. A scale written onto a unit's name (``scales``: 「单位*亿*美元」) starts it."""
    starts = {m.start for m in mentions if m.kind == "unit"} | {a for a, _ in scales}
    ends = {m.end for m in mentions if m.kind == "unit"}
    onto = [
        match.span()
        for cue in (gr.UNIT_WORD_RE, gr.AS_REPORTED_CURRENCY_RE)
        for match in cue.finditer(norm)
        if match.end() in starts or match.start() in ends
    ]
    declined = [match.span("w") for match in gr.NOT_CONVERTED_RE.finditer(norm)]
    before = [m.span() for m in gr.OWN_CURRENCY_RE.finditer(norm) if m.end() in starts]
    return onto + declined + before


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


def _money_spent(norm: str, mention: Mention) -> bool:
    """A word for money that several metrics share (钱, "money", お金) said in a clause of
    spending or investing it (「计划*投*多少*钱*」, "how much *money* does it plan to
    *invest*", 「いくらのお金を投資する」): the amount spent, which no metric of the KB is
    (a passage may state it), never the revenue, the EBITDA or the net profit asked."""
    return (
        gr.MONEY_WORD_RE.fullmatch(norm[mention.start : mention.end]) is not None
        and gr.SPENDING_RE.search(norm) is not None
    )


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


_FOR_WHOM_RE = re.compile(r"\s*向け")
"""The Japanese suffix saying whom a thing is for (「法人*向け*」)."""


def _whom_for(found: list[Located], rest: str, lang: str, heads: set[int]) -> set[int]:
    """The starts of Japanese nouns written onto 向け (「*法人*向けの売上高」, 「*会社*向け」):
    whom the business sells to, a part of its figure, even for a noun the request is
    otherwise phrased with (法人 of 香港法人). Heading a market's name (「香港*事業*向け」)
    or saying a whole (「全社向け」) it names no part."""
    if lang != "ja":
        return set()
    return {
        a
        for a, b, w in found
        if _FOR_WHOM_RE.match(rest, b) and a not in heads and w.surface not in gr.WHOLE_OR_STATE
    }


def _asks_how(word: Word) -> bool:
    """A word that says how the question is asked, not what about: an English word the
    dictionary knows only as an adverb ("actually", "roughly"), a CJK question word."""
    if not word.latin:
        return word.surface in gr.QUESTION_WORDS
    if word.name:
        return False
    classes = english_word_classes(word.surface)
    return bool(classes) and classes <= {"ADV"}


def _places_onto(rest: str, lang: str, norm: str, starts: set[int]) -> list[Located]:
    """Chinese place words written onto a metric, straight or through 的 (线上的EBITDA,
    店内收入, 网上的收入): they name a part of the figure the KB does not report."""
    return [
        (a, b, w)
        for a, b, w in place_words(rest, lang)
        if any(re.fullmatch(r"\s*的?\s*", norm[b:start]) for start in starts if start >= b)
    ]


def _done_onto(rest: str, lang: str, unnamed: str, starts: set[int]) -> list[Located]:
    """Chinese phrases of something done to a figure written onto a metric, straight,
    through 的 or through the market and the year the figure is of (重述后的收入, 扣除后收入,
    未经审计的香港2025财年收入: ``unnamed`` has the KB's names and the periods blanked): the
    figure after that, which the KB does not report, whatever names stand between."""
    return [
        (a, b, w)
        for a, b, w in actions_done(rest, lang)
        if any(re.fullmatch(r"[\s的]*", unnamed[b:start]) for start in starts if start >= b)
    ]


_PASSIVE_ZH_RE = re.compile(r"\s*(?:被|遭)\s*([\u4e00-\u9fff]{1,4})")
_COUNT_ASKED_ZH_RE = re.compile(r"(?:多少|几|幾)(?:个|個|名|位|笔|筆)?\s*$")
_ASKED_IN_NAME_ZH_RE = re.compile(r"多少|几|幾")
"""A count asked before the metric (「多少*员工*被…」) or within its name (「*多少员工*被…」)."""


def _passive_onto(norm: str, lang: str, mentions: list[Mention]) -> list[Located]:
    """A Chinese passive said of the metric's people or figure counted (「有多少员工*被解雇*」,
    「多少收入被退回」): only those so treated are asked, never the whole figure; the
    verb after 被 is the word asked. A premise said of the figure (「EBITDA被日元贬值吃掉
    了」) asks no number of it."""
    if lang != "zh":
        return []
    out: list[Located] = []
    for m in mentions:
        found = _PASSIVE_ZH_RE.match(norm, m.end) if m.kind == "metric" else None
        if found is not None and (
            _COUNT_ASKED_ZH_RE.search(norm, 0, m.start) or _ASKED_IN_NAME_ZH_RE.match(norm, m.start)
        ):
            word = found.group(1)
            out.append((found.start(1), found.end(1), Word(word, word, False)))
    return out


def _verbs_onto(rest: str, lang: str, dated: str, starts: set[int]) -> list[Located]:
    """Chinese verbs written onto a metric through 的 (送货的收入, 出租的收入, 团购的收入),
    or used as a noun (after 的, or before one) with the year asked between them and
    the metric (香港的外卖2024财年收入, 外卖的2024财年收入; ``dated`` has the periods
    blanked): the figure of what is so done, a part the KB does not report
    (``verbs_said``). A verb straight before a year (查2024财年收入) is how it is asked."""
    return [
        (a, b, w)
        for a, b, w in verbs_said(rest, lang)
        if any(_onto_through_a_year(dated, a, b, start) for start in starts if start >= b)
    ]


def _onto_through_a_year(dated: str, a: int, b: int, start: int) -> bool:
    """Whether the word at ``a:b`` stands onto the metric at ``start`` through 的, or as
    a noun (的 on one side of it) with only a blanked year, 在 and 的 between, or after 的
    as a list's item before the metric's."""
    between = dated[b:start]
    owned = dated[:a].rstrip().endswith("的")
    if owned and re.fullmatch(r"[\s、，,]+", between):
        return True  # 「新加坡的外卖、收入」: a list's item, what the market does
    if "  " not in between:  # no year between
        return re.fullmatch(r"\s*的\s*", between) is not None
    nominal = owned or between.startswith("的")
    return nominal and re.fullmatch(r"[\s的在]*", between) is not None


def _business_parts_onto(rest: str, lang: str, dated: str, starts: set[int]) -> list[Located]:
    """The part of a market's business said with 业务中 / 业务里 before a metric
    (香港业务中外卖的2024财年收入): a part of the figure the KB does not report
    (``business_parts``)."""
    return [
        (a, b, w)
        for a, b, w, end in business_parts(rest, lang)
        if any(re.fullmatch(r"[\s的在]*", dated[end:start]) for start in starts if start >= end)
    ]


_KIND_ASKED_RE = re.compile(
    r"(?:どのような|どの様な|どういった|どういう|どんな|什么样的?|什麼樣的?|哪种|哪種|哪类|哪類)"
    r"\s*(?P<noun>[\u4e00-\u9fff\u30a0-\u30ff]+)"
)
"""A question asking what kind of thing (「*どのような*業務に」, 「*什么样的*工作」): the noun
after it is what is asked."""


def _kinds_asked(rest: str, lang: str) -> list[Located]:
    """The Chinese or Japanese noun a what-kind question word is written onto (「人員は
    どのような*業務*に振り向けられていますか」), even a grammar noun: what the clause asks
    about is a kind of it, never a number of the metric named beside."""
    if lang == "en":
        return []
    found: list[Located] = []
    for match in _KIND_ASKED_RE.finditer(rest):
        at = match.start("noun")
        token = next(iter(cjk_tokens(match.group("noun"), lang == "ja")), None)
        if token is not None and token.content:
            found.append((at, at + len(token.word.surface), token.word))
    return found


def _forecasts(word: Word) -> bool:
    """A CJK word naming a forecast, a target or a budget (「*予想*」, 「*预测*」, 「*目標*」):
    said of a metric it owns through の or 的, it asks that metric's figure for a year not
    closed, which is refused, never read off a passage that speaks of forecasts."""
    return gr.FORECAST_RE.fullmatch(word.surface) is not None


def _changes(word: Word) -> bool:
    """A CJK word naming a change (「*伸び率*」, 「*增长率*」, 「*変化*」): said of a metric it
    owns through の or 的, it asks that metric's change, a derived figure."""
    return gr.DERIVED_RE.fullmatch(word.surface) is not None or (
        gr.DERIVED_RE.match(word.surface) is not None and word.surface.endswith("率")
    )
