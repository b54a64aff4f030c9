"""Decide what kind of answer a parsed question needs, on the KB's evidence.

A clause is a figure request or a question about a document according to what the KB
can support: a clause whose every content word is a known scope, metric or period
matches facts; a clause with words no name accounts for is a narrative question only
if a retrieved passage holds those words (``supported``), and otherwise a request for a
figure the KB has no name for. Then every part of a figure request is resolved or
declined, never guessed: an unknown word, a part of a year, an open or future year, a
forecast or a derived figure is refused; several metrics, scopes or years are asked
about; a missing period is assumed (and said) later, from the facts.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from datetime import date
from typing import Literal

from ragspine_eval_pipeline.engine._asked_of_unheld import (
    asked_of_unheld,
    asks_only_a_target,
    target_of_before,
)
from ragspine_eval_pipeline.engine._background_before import background_before
from ragspine_eval_pipeline.engine._context_grammar import predicated
from ragspine_eval_pipeline.engine._context_wrapping import adds_to_the_request
from ragspine_eval_pipeline.engine._described_year import described_years
from ragspine_eval_pipeline.engine._grammar import (
    ASKS_RE,
    COMPETITOR_RE,
    COURTESY_RE,
    DERIVED_RE,
    FORECAST_RE,
    HANDLE_IT_RE,
    NUMBER_QUESTION_WORDS,
    PER_UNIT_ALONE_RE,
    POINTER_SUBJECT_RE,
    QUALIFIES_RE,
    QUESTION_WORDS,
    REPLY_LENGTH_JA_RE,
    SELF_INTRODUCTION_RE,
    STATEMENT_RE,
    TOTAL_ROW_RE,
)
from ragspine_eval_pipeline.engine._heading_line import headings_over_requests
from ragspine_eval_pipeline.engine._measure_asked import asks_a_share
from ragspine_eval_pipeline.engine._others_work import others_work
from ragspine_eval_pipeline.engine._periods import sub_year_alone
from ragspine_eval_pipeline.engine._planned import ASKS_WHAT_RE, only_kinds_of_number
from ragspine_eval_pipeline.engine._purpose import part_word, zh_part_word
from ragspine_eval_pipeline.engine._question import (
    YEAR_POINTED_BACK,
    Clause,
    ParsedQuestion,
    PeriodRef,
    detect_lang,
    follows_up,
    topic_of,
)
from ragspine_eval_pipeline.engine._topic import beyond_taking, head_phrases, only_actions
from ragspine_eval_pipeline.engine._unread_number import unread_number
from ragspine_eval_pipeline.engine._unstated import states_nothing_of
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    Word,
    cjk_tokens,
    english_word_classes,
    normalize,
    stem,
)

RouteKind = Literal[
    "numeric",
    "composite",
    "narrative",
    "clarify_scope",
    "clarify_metric",
    "clarify_period",
    "refuse",
]
ClauseKind = Literal["figure", "narrative", "unsupported", "empty"]


@dataclass(frozen=True)
class Route:
    """What to do for one question."""

    kind: RouteKind
    """The path: a figure, a passage, both, a clarifying question or a refusal."""
    scope: str | None = None
    """Scope code of the figure; None when the question names none."""
    metric: str | None = None
    """Metric code of the figure."""
    period: PeriodRef | None = None
    """Fiscal year of the figure; None means assume the latest closed one."""
    query: str = ""
    """The text to search passages with (the narrative sub-questions)."""
    doc: str | None = None
    """The document the narrative part names, if it names one."""
    units: tuple[str, ...] = ()
    """Units the figure was asked in; a fact in another unit is declined, not converted."""
    units_ruled_out: tuple[str, ...] = ()
    """Units the asker ruled out ("not in yen"): a fact in one of them is declined."""
    options: tuple[str, ...] = ()
    """Codes to offer in a clarifying question."""
    topic_scopes: tuple[str, ...] = ()
    """Scopes the narrative part is about: its own, or the figure's when it names none
    ("Singapore's revenue, and what was pushing *it* up"); its passage must name them."""
    declined: bool = False
    """A question of its own beside the figure has no support in the KB: the figure is
    answered and that part refused on its own (``declined_parts``)."""
    declined_as: str = ""
    """What the part declined asks, when it is no topic a document lacks: ``forecast``
    (a year not yet closed, ``_asks_ahead``) or ``figure`` (another whole figure,
    ``_more_figures``)."""
    reason: str = ""
    """Why a refusal refuses (a key of the refusal texts)."""
    detail: tuple[str, ...] = ()
    """What the refusal names (the unknown word, the open period, ...)."""
    markets_only: bool = False
    """The scope is one market the asker did not name: ask among the markets, never the
    group."""
    scopes_excluded: tuple[str, ...] = ()
    """Scopes the asker excluded: never among those asked of."""

    @property
    def wants_fact(self) -> bool:
        """The route reads one fact (alone or beside a narrative part)."""
        return self.kind in ("numeric", "composite", "clarify_scope")


def _refuse(reason: str, *detail: str) -> Route:
    """A refusal naming ``detail``, less the question words (いくつ, 什么) among the words
    the KB lacks: they say how the question is asked, not what the KB does not report."""
    asking = QUESTION_WORDS | NUMBER_QUESTION_WORDS
    named = tuple(d for d in detail if d not in asking) or detail
    return Route("refuse", reason=reason, detail=named)


NARRATIVE_SHARE = 0.5
"""Share of a clause's weighed words one passage must hold for a question about a plan
(the share a narrative question needs)."""

WHOLE_TOPIC_WORDS = 2
"""Unexplained words a clause naming a metric and a year needs before a passage holding
every one of them makes it a question about that passage rather than a figure request."""


def _handles_it(clause: Clause) -> bool:
    """A clause that only asks for a request to be handled and names nothing of its own."""
    if clause.metrics or clause.periods or clause.scopes or clause.docs:
        return False
    rest = COURTESY_RE.sub(" ", normalize(clause.text)).strip(" ,、，.。!！?？~～:：-–—")
    return bool(rest) and HANDLE_IT_RE.search(rest) is not None


def classify(
    clause: Clause,
    supported: Callable[[Clause, float | None], bool],
    open_year: int | None = None,
) -> ClauseKind:
    """Figure request or narrative question, by what the KB can support.

    A clause that names no metric and asks no number about a year not yet closed
    (``open_year`` or later: 「日本业务在2026财年将优先推进哪些工作」) asks what a document
    says of a plan, not for a forecast figure: it is weighed as a narrative question."""
    if open_year is not None and _figure_of_a_year_ahead(clause, open_year):
        return "figure"  # refused as a year not closed, never read off the document
    if clause.docs:
        return "narrative"
    if _handles_it(clause):
        return "empty"  # "Can you check?", 「麻烦看一下」: no question of its own
    if PER_UNIT_ALONE_RE.search(normalize(clause.text)):
        return "unsupported"  # "How about per store?": a ratio of the figure asked before
    if clause.elliptical and not (clause.metrics or clause.periods or clause.scopes):
        # It asks nothing of its own: a question only where one passage holds all of it.
        return "narrative" if supported(clause, 1.0) else "empty"
    if clause.reason:
        return _why(clause, supported)
    if clause.metrics and clause.parts_said:
        # A part of the business the figure is said to be of (「*线上*部门需要更新资料，
        # 烦请告知集团整体的毛利率」): a figure the KB does not hold, never a topic a
        # passage on the asker's materials answers, nor a year to ask of.
        return "unsupported"
    if (
        open_year is not None
        and clause.residual
        and clause.periods
        and not (clause.metrics or clause.number_cue)
        and all(p.year >= open_year for p in clause.periods)
        and supported(clause, NARRATIVE_SHARE)
    ):
        return "narrative"
    if open_year is not None and _plan_for_the_year(clause, supported, open_year):
        return "narrative"
    if clause.metrics and clause.periods:
        # A named metric for a named year is a figure request; words beside it that no
        # name accounts for make it a figure the KB does not hold, not a topic, unless
        # one passage holds them all and they are several (「社内公募制度を利用して…職務に
        # 就いた従業員は何名」 is about a scheme a report describes, not a headcount). A
        # change of the metric asked for ("same store sales growth", "like-for-like sales
        # growth") is a figure however many words qualify it: it is declined, never read
        # off a passage that happens to hold those words.
        topic = {
            w.surface
            for w in clause.residual
            if (w.latin or len(w.surface) > 1) and w not in clause.parts_said
        }
        # A name among them is a place or a body the KB holds no figure of (「*グレーター
        # ベイエリア*の2025年度売上高」): the figure is of it, however a plan speaks of it.
        named = any(w.name for w in clause.residual)
        if (
            not clause.derived
            and not named
            and len(topic) >= WHOLE_TOPIC_WORDS
            and supported(clause, 1.0)
        ):
            return "narrative"
        return "figure"
    if _part_of_a_markets_figure(clause):
        return "figure"
    if clause.residual:
        if _forecast_of_a_metric(clause):
            return "figure"  # refused as a forecast, never read off a passage
        if _metric_of_an_unknown_thing(clause):
            return "figure"  # refused as a scope the KB lacks, never read off a passage
        if clause.narrows or clause.measures_a_metric:
            # It qualifies a figure with words no name accounts for, or asks a measure of
            # a metric the KB does not report ("inventory turnover ratio").
            return "unsupported"
        if not clause.metrics and states_nothing_of(clause, supported):
            return "unsupported"  # "Tell me about the *dividend cut*": no passage speaks of it
        if supported(clause, None):
            return "narrative"
        return "figure" if clause.figure_like or clause.generic_figure else "unsupported"
    if clause.narrows and not (clause.metrics or clause.figure_like or clause.generic_figure):
        return "unsupported"  # "I need it for the store slide.": a part of the figure beside
    if clause.phrases and not clause.metrics and supported(clause, None):
        # Only words that name nothing ("怎么应对人手不足"), but a passage holds them.
        return "narrative"
    if _total_row_said(clause) or (not clause.metrics and _part_of_year_alone(clause)):
        # 「只要上半年的数字」, "H1 figure only": the part of the year the figure beside is
        # wanted for, however it names the figure; never a figure request of its own.
        return "unsupported"
    if clause.metrics or clause.figure_like or clause.generic_figure:
        return "figure"
    if clause.narrows or _part_of_year_alone(clause):
        return "unsupported"  # 「不含免税。」, 「季度的。」: it narrows the figure beside it
    return "figure" if clause.scopes or clause.company else "empty"


NAME_AND_ONE_WORD = 2
"""Words beside a metric, a name among them, that still say whose figure is asked (「大阪
の店舗」: a place and its stores); so do, in Chinese and Japanese, a name's phrase and
one compound more written onto the metric (「大阪の*店舗単体*」: the place's stores
alone)."""


def _figure_of_a_year_ahead(clause: Clause, open_year: int) -> bool:
    """Whether ``clause`` asks what a KB metric will be in years none of which is closed,
    with a forecast cue and no word of its own but forecast words, verbs and particles,
    however it names a document ("According to the strategic plan, what will group
    revenue be in FY2026?", 「按照战略计划，集团2026财年的收入会是多少？」): the KB holds
    the closed years' reported figures, and a plan's paragraph writing another year's
    figure is no answer to it."""
    if not (clause.docs and clause.metrics and clause.periods and clause.forecast):
        return False
    if any(p.year < open_year for p in clause.periods):
        return False
    if _asks_the_figure(clause.text) and not asks_a_share(
        normalize(clause.text), detect_lang(clause.text)
    ):
        # "Provided that the Strategic Plan is adopted without amendment, what EBITDA is
        # the group projected to achieve in FY2026, being the first year of the Plan
        # Period?": the figure itself is asked, however many words say under what plan.
        return True
    return all(
        FORECAST_RE.fullmatch(w.surface.casefold())
        or (w.latin and "VERB" in english_word_classes(w.surface))
        or (not w.latin and len(w.surface) == 1)
        for w in clause.own_residual
    )


_FIGURE_ASKED_RE = re.compile(
    r"(?<![a-z])(?:what|how\s+much|how\s+many)(?![a-z])(?![^?]*(?<![a-z])(?:how|why)(?![a-z]))"
    r"|多少|几何|为何值|為何值|いくら|何円|どれだけ|どのくらい|どの程度"
)
"""Words asking the figure itself (what, how much, 多少, いくら) and no how or why of it."""


_HOW_OR_WHY_RE = re.compile(
    r"(?<![a-z])(?:how|why)(?!\s+(?:much|many))(?![a-z])|怎么|怎样|如何|为什么|なぜ|どのように|どう"
)
"""A clause asking how or why: what a plan says of the figure, not its value."""

_TARGET_RE = re.compile(r"(?<![a-z])(?:targets?|goals?|aims?|ambitions?)(?![a-z])|目标|目標")
"""A target the plan sets, which its paragraph may state: no forecast of the figure."""


def _asks_the_figure(text: str) -> bool:
    """Whether a clause asks the figure's value, not how or why (a plan's way to raise it)."""
    folded = normalize(text)
    if _HOW_OR_WHY_RE.search(folded) or _TARGET_RE.search(folded):
        return False
    return _FIGURE_ASKED_RE.search(folded) is not None


def _metric_of_an_unknown_thing(clause: Clause) -> bool:
    """Whether ``clause`` names a KB metric of a place or body the KB holds no figure of:
    beside the metric only words tagged a name or English words no dictionary knows
    ("kyoto net profit?", 「大阪的收入是多少」), or a name (with its phrase) and one word or
    one compound more (「大阪店の売上高は」, 「大阪の店舗の売上高は」, 「大阪の店舗単体の売上高
    は」). The figure is of that thing, in no year as in one; a passage naming it beside the
    market's own figure (「日本事業の売上高は…。特に大阪と京都の店舗では…」) is no answer. A
    clause saying more ("people pop over to Shenzhen") is weighed as a question about a
    passage, and so is one naming a KB market too (the name may be a part of it a passage
    speaks of: 「新加坡新店的收入…」) or asking how the figure stands (「…怎么样」: what a
    passage says of it)."""
    if not clause.metrics or clause.derived or not clause.residual:
        return False
    if clause.scopes or clause.company or clause.generic_figure:
        return False
    if all(
        w.name or (w.latin and not english_word_classes(w.surface.casefold()))
        for w in clause.residual
    ):
        return True
    if not any(w.name for w in clause.residual):
        return False
    words = {w.surface for w in clause.residual}
    if len(words) <= NAME_AND_ONE_WORD:
        return True
    # The name's own phrase says whose figure; beside it, in Chinese and Japanese, one word
    # or one compound more written onto the metric (「大阪の*店舗単体*の売上高」), never a
    # phrase apart from it (「万博の*開催期間中*、関西の売上」).
    if not (clause.part_of_metric and clause.number_cue) or DERIVED_RE.search(
        normalize(clause.text)
    ):
        return False  # a change of a part (「免税売上はどれくらい伸びた」): a passage
    if any(w.latin for w in clause.residual):
        return False  # an English clause may be cut at "and" before its verb of change
    of_names = {p for p in clause.phrases if any(w.name for w in p)}
    if len(of_names) != 1 or len({w.surface for w in clause.residual if w.name}) != 1:
        return False  # two places (「免税売上 大阪 京都」): a passage naming them is asked
    others = words - {w.surface for p in of_names for w in p}
    return len(others) <= 1 or any(others <= {w.surface for w in p} for p in clause.phrases)


def _planned_figure_asked(clause: Clause) -> bool:
    """Whether ``clause`` asks a number of a figure as planned or forecast and names
    nothing else (「预算是多少？」, 「预算呢？」, 「予算はいくらですか」, "What was the budget?"):
    a figure the KB does not hold, so after a figure request it is declined as a
    forecast, never dropped in silence or read off a passage that holds the word."""
    if clause.metrics or clause.scopes or clause.docs or clause.periods or not clause.forecast:
        return False  # a year named asks a target of the topic before it (「2030年度の目標は？」)
    if not (clause.question or _asks(clause.text)):
        return False  # 「予算どおりの数字でお願いします」: the basis of the figure asked
    # Every word of its own, a verb passed over included, is a forecast word: 「*减排*目标
    # 是什么」 asks what a document says of a topic's target.
    return all(FORECAST_RE.fullmatch(w.surface.casefold()) for p in clause.phrases for w in p)


def _forecast_of_a_metric(clause: Clause) -> bool:
    """Whether ``clause`` names a metric the KB reports and, beside it, only words asking
    its forecast ("Japan revenue forecast?", 「マカオのEBITDA予想は？」, 「澳门EBITDA预测？」):
    a figure for a year not closed, which the KB does not hold, however a passage may
    speak of the market's outlook."""
    return (
        bool(clause.metrics)
        and clause.forecast
        and all(FORECAST_RE.search(w.surface.casefold()) for w in clause.residual)
    )


def _plan_for_the_year(
    clause: Clause, supported: Callable[[Clause, float | None], bool], open_year: int
) -> bool:
    """A clause asking what a market will do in a year not yet closed, with no word that
    tells one passage from another (「日本事業って2026年度は何に力を入れる」: 力 alone is
    found anywhere): it asks what a plan says of that year, so the evidence is a passage
    naming the market that writes the year. A number, a figure, a forecast, a change or
    how the market will fare (「どうなりますか」) asked of the year is never read so."""
    if not (clause.scopes and clause.periods and all(p.year >= open_year for p in clause.periods)):
        return False
    if (
        clause.metrics
        or clause.docs
        or clause.number_cue
        or clause.generic_figure
        or clause.forecast
        or clause.derived
        or clause.narrows
        or clause.sub_year
        or _telling(clause)
        or any(w.name for w in clause.residual)
        or not ASKS_WHAT_RE.search(normalize(clause.text))
    ):
        return False
    years = tuple((Word(str(p.year), stem(str(p.year)), latin=True),) for p in clause.periods)
    return supported(replace(clause, phrases=years), 1.0)


def _part_of_year_alone(clause: Clause) -> bool:
    """A clause naming a part of a year and nothing else (「季度的。」, 「上半年的。」): beside
    a figure request it says which part of the year is wanted, which the KB does not
    report, so it is never dropped as empty."""
    named = clause.metrics or clause.scopes or clause.company or clause.periods
    return clause.sub_year and not (named or clause.residual) and sub_year_alone(clause.text)


def _total_row_said(clause: Clause) -> bool:
    """A clause naming a table's total row beside a market's figure (marked narrowing by
    the parser: 「请按业绩简报的合计行」): however it speaks of results or numbers (业绩,
    数字), it is no figure request of its own but a row that contradicts the one asked."""
    return (
        clause.narrows
        and not (clause.metrics or clause.periods)
        and TOTAL_ROW_RE.search(normalize(clause.text)) is not None
    )


def _part_of_a_markets_figure(clause: Clause) -> bool:
    """A number asked of a part of a market's KB metric ("How much *online* revenue did
    Hong Kong's stores make?", 「日本*线上*收入是多少」, 「香港の*オンライン*売上はいくら」): a
    figure the KB does not hold, in whatever year, never a passage on the part's words.
    One naming no market ("hours of training each employee …") may ask what a policy
    promises. With no word asking a number, the part alone written onto the market's
    metric asks its figure all the same (「香港の*オンライン*純利益は？」, 「…*オンライン*の
    純利益を教えて」, "Hong Kong *online* net profit?"): no word is left to be a topic; so
    does a word naming a part of the business said as a topic (「…について」, 「…呢」)."""
    lang = detect_lang(clause.text)
    # A part of the business said of the figure (「香港の*オンライン*純利益について」,
    # 「新加坡*线上*净利润呢」) asks its figure however the clause is closed.
    alone = len({w.surface for w in clause.own_residual}) == 1 and (
        _asks_a_part(clause, lang) or part_word(clause.own_residual[0], lang)
    )
    if asks_a_share(normalize(clause.text), lang):
        # "What % of HK sales came from members?": a share of the part, which a document
        # may state, never the part's own figure.
        return False
    return (
        (clause.number_cue or alone)
        and clause.part_of_metric
        and bool(clause.own_residual)
        and bool(clause.scopes or clause.company)
    )


def _of_the_figure_before(clauses: Sequence[Clause], at: int) -> Clause:
    """The clause at ``at``, with the markets of the figure request before it when it
    names none and asks a number of what that request named (「其库存周转率是多少」, "how
    many stores does it run"): it is a figure request of that market, weighed as one (the
    phrase as written, on a passage naming that market), never a topic a passage on
    another subject holds a word of."""
    clause = clauses[at]
    if clause.scopes or clause.docs or clause.company:
        return clause
    if clause.metrics:
        # A part written onto the metric the request before asked ("What was Hong Kong's
        # revenue in FY2024? How much was *franchise* revenue?"): that market's part.
        lang = detect_lang(clause.text)
        part = clause.part_of_metric or any(part_word(w, lang) for w in clause.own_residual)
        if not (clause.number_cue and part and clause.own_residual):
            return clause
    elif not (clause.number_cue and (clause.points_back or part_named(clause))):
        # A part alone asked after a figure (「うちオンラインはいくら」): of that figure.
        return clause
    before = next((c for c in reversed(clauses[:at]) if c.scopes or c.company), None)
    if before is None or not before.metrics or not before.scopes:
        return clause
    if clause.metrics and not set(clause.metrics) <= set(before.metrics):
        return clause
    return replace(clause, scopes=before.scopes)


def part_named(clause: Clause) -> bool:
    """Whether ``clause`` names a part of the business (a channel, the stores, a line of
    business: "online", 「オンライン」, 「线上」, 「门店」), among the words the KB lacks or, in
    Chinese, where the analyser reads it as a place word and so no word the KB lacks."""
    lang = detect_lang(clause.text)
    if any(part_word(w, lang) for w in clause.own_residual):
        return True
    if lang != "zh":
        return False
    return any(
        zh_part_word(token)
        for run in CJK_RUN_RE.findall(normalize(clause.text))
        for token in cjk_tokens(run, False)
    )


def _telling(clause: Clause) -> bool:
    """Whether a clause has words that can tell one passage from another."""
    return any(w.latin or len(w.surface) > 1 for p in clause.phrases for w in p)


def _why(clause: Clause, supported: Callable[[Clause, float | None], bool]) -> ClauseKind:
    """A clause asking why a figure is what it is or what moved it ("What drove
    Singapore's revenue growth?", 「是什么带动了这一年的增长」) asks what a document says
    of the cause, never for the figure or its change. Its topic (less the words of
    asking why) must be held by a passage as a narrative question's is; with no topic
    words, it asks the cause of a change or of a figure named or pointed back at."""
    if any(w.name for w in clause.residual):
        return "unsupported"  # a name the KB does not know ("Why did Taiwan grow?")
    if states_nothing_of(clause, supported):
        return "unsupported"  # "Why was the *dividend* cut?": a thing no passage speaks of
    if clause.residual and supported(clause, None):
        return "narrative"
    topic = topic_of(clause)
    if _telling(topic):
        return "narrative" if supported(topic, NARRATIVE_SHARE) else "unsupported"
    asked_of = clause.derived or clause.metrics or clause.points_back or clause.scopes
    return "narrative" if asked_of else "unsupported"


def _read_with_context(
    clauses: Sequence[Clause],
    supported: Callable[[Clause, float | None], bool],
    open_year: int,
    lang: str = "en",
) -> tuple[tuple[Clause, ...], list[ClauseKind]]:
    """Each clause and its kind; a clause naming no metric that is no narrative question
    on its own words is one when read with the context set aside before it, which then
    says its topic ("I'm trying to understand currency risk. How much of the yen cash
    ... does the group protect ...?")."""
    read: list[Clause] = []
    kinds: list[ClauseKind] = []
    for at, clause in enumerate(clauses):
        asked = _of_the_figure_before(clauses, at)
        clause = _without_unsaid_topic(asked, lang)
        kind = classify(clause, supported, open_year)
        if clause is not asked and kind == "figure" and not clause.metrics:
            kind = "unsupported"  # how many *used* something unsaid: no figure a name names
        if asked is not clauses[at] and part_named(clause):
            kind = "unsupported"  # 「其中线上是多少」: a part of the figure before
        merged = clause.with_context
        if (
            kind != "narrative"
            and merged is not None
            and not merged.metrics
            and (
                classify(merged, supported, open_year) == "narrative"
                or _counted_in_context(clause, merged, supported, open_year)
            )
        ):
            clause, kind = merged, "narrative"
        read.append(clause)
        kinds.append(kind)
    return tuple(read), kinds


def _without_unsaid_topic(clause: Clause, lang: str) -> Clause:
    """A clause asking a number whose words only say what was done (「2025年度は何名くらい
    *利用*しましたか」: how many people *used* it) with its words set aside: it names no
    thing of its own (``only_actions``), so no passage holding the verb answers it; the
    context before it, or the question it follows, says what it counts."""
    if not clause.number_cue or clause.metrics or clause.docs or not clause.phrases:
        return clause
    if not only_actions(normalize(clause.text), clause.phrases, lang):
        return clause
    return replace(clause, phrases=())


def _counted_in_context(
    clause: Clause,
    merged: Clause,
    supported: Callable[[Clause, float | None], bool],
    open_year: int,
) -> bool:
    """A number asked for a closed year with no word of its own (「2025年度は何人くらい
    使ったの」): what it counts is what the context set aside before it names (「採用広報で
    社内公募制度を推したいんだけど」), beside the asker's purpose, which no passage holds. It
    is weighed, with that context, at the share a narrative question needs, on a passage
    writing the year (``supported`` reads a number asked for a year only there). A clause
    naming a metric, a market or anything of its own is weighed as usual."""
    if clause.phrases or clause.metrics or clause.scopes or clause.company or clause.docs:
        return False
    if not (clause.number_cue and clause.periods):
        return False
    if any(p.year >= open_year for p in clause.periods):
        return False
    if clause.derived or clause.forecast or clause.sub_year or clause.every_year or clause.narrows:
        return False
    # Half of a few words may be one word of the asker's world (「门店」 beside 「稿子」): the
    # passage must hold at least ``CONTEXT_TOPIC_WEIGHT`` of them.
    total = sum(_word_weight(w) for p in merged.phrases for w in p if w.latin or len(w.surface) > 1)
    if total < CONTEXT_TOPIC_WEIGHT:
        return False
    return supported(merged, max(NARRATIVE_SHARE, CONTEXT_TOPIC_WEIGHT / total))


CONTEXT_TOPIC_WEIGHT = 2.0
"""Weight of words (two words, or a CJK compound of four characters: 社内公募制度) a
passage must hold of the context that says what a bare number counts."""


def _word_weight(word: Word) -> float:
    """A word's weight as evidence, as the engine weighs passages (``_evidence.weight``):
    one for a Latin word, one per two Han characters (at least one) for a CJK word."""
    han = sum(1 for ch in word.surface if "\u3400" <= ch <= "\u9fff")
    return 1.0 if word.latin else max(1.0, han / 2)


def _followed_up(
    clauses: Sequence[Clause],
    kinds: list[ClauseKind],
    supported: Callable[[Clause, float | None], bool],
    lang: str = "en",
) -> list[ClauseKind]:
    """``kinds`` with each follow-up of a narrative clause (``follows_up``) read as part
    of it, when a passage holds the follow-up's own topic words, if it has any ("How many
    people changed *roles* that way": the roles; "by how much has it dropped": none)."""
    out = list(kinds)
    for at in range(1, len(clauses)):
        clause = clauses[at]
        if out[at] == "narrative" or out[at - 1] != "narrative":
            continue
        repeats = _repeats_before(clauses[at - 1], clause)
        if not (
            follows_up(clause)
            or _asks_its_kind(clause)
            or repeats
            or _asks_only_aspects(clause, lang)
        ):
            continue
        if not set(clause.scopes) <= set(clauses[at - 1].scopes) and not _share_of_whole(
            clauses[at - 1], clause, supported
        ):
            continue  # it names another market: a question of its own
        topic = topic_of(clause)
        if repeats and not supported(_asked_together(clauses[at - 1], topic), 1.0):
            continue  # the words repeated are held with the question's, every one of them
        if (
            not _telling(topic)
            or supported(topic, NARRATIVE_SHARE)
            or supported(_asked_together(clauses[at - 1], topic), NARRATIVE_SHARE)
        ):
            out[at] = "narrative"
    return out


_SHARE_OF_WHOLE_RE = re.compile(
    r"^\W*(?:又|还|那)?(?:占|佔)(?:了)?|を占め|(?<![a-z])(?:make|makes|made)\s+up(?![a-z])"
    r"|(?<![a-z])account(?:s|ed)?\s+for(?![a-z])"
)
"""A share asked of a whole with its part left unsaid (「…？*占*香港销售额多少？」, "what
share of Hong Kong's sales do they *make up*"): the market named is the whole the share is
of, never a market asked about apart from the question before."""


def _share_of_whole(
    before: Clause, clause: Clause, supported: Callable[[Clause, float | None], bool]
) -> bool:
    """Whether ``clause`` asks a share of a market's whole, its part left unsaid
    (``_SHARE_OF_WHOLE_RE``), and one passage holds it with the question ``before``."""
    return bool(_SHARE_OF_WHOLE_RE.search(normalize(clause.text))) and supported(
        _asked_together(before, clause), NARRATIVE_SHARE
    )


def _repeats_before(before: Clause, clause: Clause) -> bool:
    """A clause asking a number whose words of its own are all written in the question
    before it («…数字人才培养方面定了什么目标？到哪一年要*培养*多少人？», "Is there a
    recycling target? By when must *recycling* reach it?"): it asks more of the same
    topic, as a follow-up does. It names no metric, document or name the KB may not
    know."""
    own = [w for w in clause.residual if w.latin or len(w.surface) > 1]
    if not (clause.number_cue and own) or clause.metrics or clause.docs:
        return False
    if any(w.name for w in clause.residual):
        return False
    said = normalize(before.text)
    stems = {stem(w) for w in re.findall(r"[a-z0-9]+", said)}
    return all(stem(w.surface) in stems if w.latin else w.surface in said for w in own)


def _asks_only_aspects(clause: Clause, lang: str) -> bool:
    """A clause whose words only say what is wanted of a topic (its measures, its
    progress, what the efforts hold: 「2025年度の実績と取り組み*内容*を教えてください」, "what
    steps were taken") and how they are taken, with no topic of its own: it asks them of
    the topic the question before it described. It names no metric, unit, document or
    name the KB may not know."""
    if clause.metrics or clause.docs or clause.units or clause.units_lacking:
        return False
    if not clause.residual or any(w.name for w in clause.residual):
        return False
    return not beyond_taking(head_phrases(normalize(clause.text), clause.phrases, lang))


def _asks_its_kind(clause: Clause) -> bool:
    """A clause asking a number whose only words say what kind of number (a target, a
    share: "…, and what's the 2030 *goal*?", 「2030年的*目标*呢？」): it asks that kind of
    number of what the question before it described, as a follow-up does. It names no
    metric, document or name the KB may not know."""
    return (
        clause.number_cue
        and not (clause.metrics or clause.docs)
        and not any(w.name for w in clause.residual)
        and only_kinds_of_number(clause.residual)
    )


def _asked_together(before: Clause, follow_up: Clause) -> Clause:
    """A follow-up weighed with the question it follows: one passage holding the words of
    both (and naming the follow-up's year when it asks a number) states what the
    follow-up counts, in the document's words rather than the reader's («…申请调换工作地点
    或岗位？2025年度约有多少人借此转任新职？»: the paragraph on the internal job posting
    gives 2025's count, though no word of it says 新职)."""
    return replace(
        follow_up,
        text=f"{before.text} {follow_up.text}",
        scopes=tuple(dict.fromkeys((*before.scopes, *follow_up.scopes))),
        metrics=(),
        phrases=(*before.phrases, *follow_up.phrases),
    )


def _probed_together(before: Clause, follow_up: Clause) -> Clause:
    """``_asked_together``, its text joined as no route's query is: what a probe finds is
    recorded by the clause's text, and the document read for the question is not chosen
    by a probe (``_asked_of_unheld``)."""
    together = _asked_together(before, follow_up)
    return replace(together, text=f"{before.text}; {follow_up.text}")


def _why_of_figure(clauses: Sequence[Clause], kinds: list[ClauseKind]) -> list[ClauseKind]:
    """``kinds`` with a why-question that brings no words of its own, right after a figure
    request, read as asking what moved that figure (「香港2025财年收入多少，主要靠什么拉动
    的？」, 「…のEBITDAはいくらで、何が押し上げたのですか」): a narrative question about the
    figure's market, as one that points back at it ("what pushed *it* up") is."""
    out = list(kinds)
    for at in range(1, len(clauses)):
        clause = clauses[at]
        if out[at] != "unsupported" or out[at - 1] != "figure" or not clause.reason:
            continue
        if clause.scopes or any(w.name for w in clause.residual):
            continue
        if not _telling(topic_of(clause)):
            out[at] = "narrative"
    return out


def _parts_asked_after(
    clauses: Sequence[Clause], kinds: list[ClauseKind], lang: str
) -> list[ClauseKind]:
    """``kinds`` with each narrative clause after a figure request that names a metric
    with a word the KB lacks written onto it, asking no reason, change or document ("…?
    And the online revenue?", 「…？免税店の売上は？」), read as a figure request: it asks
    the figure of a part of a metric, which the KB does not hold, so the question is
    declined, never answered with the first figure and a passage holding the part. A
    statement of the asker's ("It's for a slide in the regional sales review") asks no
    figure: only a question or a bare phrase is read so."""
    if "figure" not in kinds:
        return kinds
    first = kinds.index("figure")
    return [
        "figure"
        if at > first
        and kind == "narrative"
        and clause.metrics
        and clause.part_of_metric
        and not (clause.reason or clause.derived or clause.docs)
        and _asks_a_part(clause, lang)
        else kind
        for at, (clause, kind) in enumerate(zip(clauses, kinds, strict=True))
    ]


def _asks_a_part(clause: Clause, lang: str) -> bool:
    """Whether a clause naming a metric with a word the KB lacks written onto it asks
    for that part: it asks something or is a bare phrase, not a statement ("It's for a
    slide in the regional sales review"), and its word is no negation ("…, *not*
    EBITDA": which figure is ruled out, not a part)."""
    if all(w.surface in _NEGATIONS for w in clause.residual):
        return False
    norm = REPLY_LENGTH_JA_RE.sub("", normalize(clause.text))  # 「…を一言で」: a bare phrase
    return ASKS_RE.search(norm) is not None or not predicated(norm, lang, sentence=True)


_NEGATIONS = frozenset(
    ["not", "no", "rather", "instead", "不是", "而不是", "不要", "ではなく", "じゃなく"]
)


def _bare_scopes(
    clauses: Sequence[Clause],
    kinds: list[ClauseKind],
    supported: Callable[[Clause, float | None], bool],
) -> frozenset[int]:
    """The clauses that name only a market (no metric, period, number or figure asked)
    beside a narrative question, when no other clause asks a figure: they say the topic
    of that question (「新加坡市场呢？竞争对手都出了什么招？」: what the
    Singapore update says of its competition, not a figure about a competitor), so a
    passage naming that market must hold the question's words."""
    if "narrative" not in kinds:
        return frozenset()
    bare = [
        at
        for at, (c, k) in enumerate(zip(clauses, kinds, strict=True))
        if k == "figure" and (c.scopes or c.company) and _names_market_only(c)
    ]
    if not bare or sum(k == "figure" for k in kinds) != len(bare):
        return frozenset()
    markets = tuple(dict.fromkeys(s for at in bare for s in clauses[at].scopes))
    for clause, kind in zip(clauses, kinds, strict=True):
        if kind != "narrative" or clause.scopes or not markets:
            continue
        if not supported(replace(clause, scopes=markets), None):
            return frozenset()
    return frozenset(bare)


def _names_market_only(clause: Clause) -> bool:
    """A clause naming a market and nothing a figure request is made of."""
    return not (
        clause.metrics
        or clause.periods
        or clause.units
        or clause.units_lacking
        or clause.residual
        or clause.number_cue
        or clause.generic_figure
        or clause.sub_year
        or clause.every_year
        or clause.derived
        or clause.forecast
        or clause.narrows
    )


def _on_the_document(
    clauses: Sequence[Clause],
    kinds: list[ClauseKind],
    supported: Callable[[Clause, float | None], bool],
    lang: str = "en",
    group_scope: str | None = None,
) -> list[ClauseKind]:
    """``kinds`` with each clause after a narrative clause that names a document read as
    part of it ("Japan strategy doc says what about X? how far along by end FY25",
    「サステナ報告、食品廃棄はどのくらい減った？何年度比？」): the sentence opened on the
    document, so a clause that names no metric, unit, document or other market of its own
    and nothing the KB may not know asks what that document says, when a passage holds
    the words of its own no name accounts for, if it has any. The group named there is
    the company whose document it is, no other market (「集团采取了哪些缓解措施」), and a
    clause whose words only say what is wanted of the topic (its measures, 措施, 対策) and
    how they are taken brings no topic of its own."""
    out = list(kinds)
    named = False
    for at, clause in enumerate(clauses):
        if out[at] == "narrative":
            named = named or bool(clause.docs)
            continue
        if not named or clause.docs or clause.metrics or clause.units or clause.units_lacking:
            named = False
            continue
        if not set(clause.scopes) - {group_scope} <= set(clauses[at - 1].scopes):
            named = False
            continue  # it names another market: a question of its own
        if any(w.name for w in clause.residual):
            named = False
            continue
        own = [w for w in clause.residual if w.latin or len(w.surface) > 1]
        heads = beyond_taking(head_phrases(normalize(clause.text), clause.phrases, lang))
        if not own or not heads or supported(topic_of(clause), NARRATIVE_SHARE):
            out[at] = "narrative"
        else:
            named = False
    return out


def declined_parts(clauses: Sequence[Clause], kinds: Sequence[ClauseKind]) -> frozenset[int]:
    """The unsupported clauses after a figure request that ask a question of their own:
    one that asks with a question word or a request to be told (``OWN_QUESTION_RE``),
    about two words or more of its own no name accounts for, and names no metric,
    unit, year, document or unknown name, asks no number, change or forecast, and narrows
    nothing («同事業は賃料負担の軽減に向けてどのような対応を…»). No passage holds its words,
    so it is refused on its own; the figure beside it is still answered. A clause that may
    qualify the figure ("What about online?", "Only the online part.") declines the whole."""
    if "figure" not in kinds:
        return frozenset()
    first = kinds.index("figure")
    return frozenset(
        at
        for at, (clause, kind) in enumerate(zip(clauses, kinds, strict=True))
        if at > first and kind == "unsupported" and _asks_on_its_own(clause)
    )


def _unanswered_beside(clauses: Sequence[Clause], kinds: Sequence[ClauseKind]) -> bool:
    """Whether a question beside a narrative one naming a document asks on its own about
    a topic no passage holds ("What does the Hong Kong review say? What about *drone
    deliveries*?"): the passage quoted from the document says nothing of it, so the whole
    is refused rather than answered in part as if it were whole."""
    if not any(c.docs for c, k in zip(clauses, kinds, strict=True) if k == "narrative"):
        return False
    return any(
        kind == "unsupported" and _asks_on_its_own(clause, named=True)
        for clause, kind in zip(clauses, kinds, strict=True)
    )


def _statements_beside_unanswered(clauses: Sequence[Clause], kinds: Sequence[ClauseKind]) -> bool:
    """Whether every narrative clause is a statement asking nothing said after a question
    no passage answers ("Why did the board cut the dividend? Shareholders deserve an
    answer."): what is asked is the question, so a passage holding the statement's words
    answers nothing of it, and the whole is refused. A statement before the question may
    say its topic (「…旗艦店ができたと聞きました。いつ、どこに…」), and is read as before."""
    unanswered = [
        at
        for at, (c, k) in enumerate(zip(clauses, kinds, strict=True))
        if k == "unsupported" and c.residual and (c.question or c.reason or _asks(c.text))
    ]
    narrative = [at for at, k in enumerate(kinds) if k == "narrative"]
    if not (narrative and unanswered) or narrative[0] < unanswered[0]:
        return False
    return not any(
        c.question or c.number_cue or c.docs or c.reason or _ASKED_IN_RE.search(c.text.casefold())
        for c in (clauses[at] for at in narrative)
    )


_ASKED_IN_RE = re.compile(
    r"(?<![a-z])(?:how|what|why|which|where|when|who|describe|explain|tell|list|show|give)"
    r"(?![a-z])|如何|怎|什么|哪|为何|为什么|多少|几|介绍|说明|告诉|吗|嗎|呢"
    r"|どう|どの|どんな|どれ|何|なぜ|いつ|どこ|いくら|説明|教えて|か[。.！!]?$"
)
"""A question word, a request to be told or a closing question particle: a clause holding
one asks something, so it is no statement beside a question."""


def _asks_on_its_own(clause: Clause, named: bool = False) -> bool:
    """Whether ``clause`` asks a question of its own (``declined_parts``); ``named`` lets
    a name the KB lacks stand among its words, as in a topic put beside a narrative
    question (「加密货币支付试点有什么进展」), where it qualifies no figure."""
    if (
        clause.metrics
        or clause.units
        or clause.units_lacking
        or clause.periods
        or clause.docs
        or clause.number_cue
        or clause.derived
        or clause.forecast
        or clause.sub_year
        or clause.every_year
        or clause.narrows
        or clause.reason
    ):
        return False
    if not named and any(w.name for w in clause.residual):
        return False
    text = clause.text.casefold()
    if QUALIFIES_RE.search(text) or not OWN_QUESTION_RE.search(text):
        return False
    own = {w.surface for w in clause.residual if w.latin or len(w.surface) > 1}
    return len(own) >= DECLINED_PART_WORDS


OWN_QUESTION_RE = re.compile(
    r"(?<![a-z])(?:how|what|why|which|where|when|who|describe|explain)(?![a-z])"
    r"|如何|怎样|怎么|什么|哪些|为何|为什么|介绍|说明"
    r"|どう|どのよう|どんな|何を|なぜ|説明|教えて"
)
"""A question word or a request to be told about something (not a wish reported, 「知りたい
そうです」): what a question asked on its own beside a figure opens or ends on."""

DECLINED_PART_WORDS = 2
"""Words of its own a question beside a figure needs to be refused on its own: one word
("What about online?") may say which part of the figure is asked."""


def _another_unknown_figure(
    clauses: Sequence[Clause], kinds: Sequence[ClauseKind], at: int, listed: int, lang: str
) -> Clause | None:
    """A figure request after the one answered (and the clauses continuing its list) that
    names a market or a year of its own and asks for something no name accounts for
    ("…? And what was Hong Kong's inventory turnover?", "… together with Macau's basket
    size"), or asks for "that year" with no year before it (「…顺便给下当年EBITDA」): a
    figure the KB does not hold,
    so the question is declined, never answered for the first figure alone. A statement
    beside the request ("It's for a slide in the sales review.") asks nothing."""
    return next(
        (
            clause
            for k, (clause, kind) in enumerate(zip(clauses, kinds, strict=True))
            if kind == "figure"
            and k > at + listed
            and clause.residual
            and (
                clause.scopes
                or clause.periods
                or (clause.part_of_metric and _asks_a_part(clause, lang))
                or any(w.surface in YEAR_POINTED_BACK for w in clause.residual)
            )
        ),
        None,
    )


def _unknown_figures_beside(
    clauses: Sequence[Clause], kinds: Sequence[ClauseKind], lang: str
) -> frozenset[int]:
    """The questions after a figure request that ask a metric with words the KB lacks
    written onto it and name no market or year of their own (「…？员工*满意度*是多少？」,
    "…? And the *inventory* turnover?"): a figure the KB does not hold, said beside the
    figure as not answered, never dropped in silence nor answered with a passage that
    holds the word. One naming a market or a year of its own declines the whole
    (``_another_unknown_figure``)."""
    if "figure" not in kinds:
        return frozenset()
    first = kinds.index("figure")
    return frozenset(
        k
        for k, (clause, kind) in enumerate(zip(clauses, kinds, strict=True))
        if k > first
        and clause.metrics
        and clause.own_residual
        and clause.question
        and not (clause.scopes or clause.periods or clause.docs)
        and not (clause.part_of_metric or any(part_word(w, lang) for w in clause.own_residual))
        and (
            kind == "figure"
            or (
                kind == "narrative"
                and not (
                    _asks(clause.text) or predicated(normalize(clause.text), lang, sentence=True)
                )
            )
        )
    )


def _asks(text: str) -> bool:
    """Whether ``text`` asks with a question word or a request to be told (a question mark
    alone may end a statement said as a question)."""
    return ASKS_RE.search(re.sub(r"[?？]", " ", text.casefold())) is not None


def _one_document(narrative: Sequence[Clause]) -> str | None:
    """The document the narrative part names, if it names exactly one: a name two
    documents share ("the report") picks neither, and the passages decide."""
    docs = {d for c in narrative for d in c.docs}
    return next(iter(docs)) if len(docs) == 1 else None


def _context(clauses: Sequence[Clause], at: int) -> tuple[tuple[str, ...], PeriodRef | None]:
    """Scopes and period of a figure clause, inherited from earlier clauses when unnamed."""
    upto = clauses[: at + 1]
    scopes = next((c.scopes for c in reversed(upto) if c.scopes), ())
    period = next((c.period for c in reversed(upto) if c.period is not None), None)
    return scopes, period


def _period_after(clauses: Sequence[Clause], at: int) -> Clause | None:
    """A later clause that only says which period ("…を知りたいです。2024年度でお願いします。",
    "Q3 please."): it dates the figure clause before it, which names none."""
    return next(
        (
            c
            for c in clauses[at + 1 :]
            if not c.metrics and (c.periods or c.sub_year or c.every_year)
        ),
        None,
    )


def _forecasts_after_figure(
    clauses: Sequence[Clause], kinds: Sequence[ClauseKind], open_year: int
) -> frozenset[int]:
    """The clauses after a figure request that ask how things will go (``_asks_ahead``):
    the KB holds no forecast, so that part is declined beside the figure, never read as
    a year to ask the figure of, nor answered with a passage that holds the word."""
    if "figure" not in kinds:
        return frozenset()
    first = kinds.index("figure")
    return frozenset(
        at
        for at, (clause, kind) in enumerate(zip(clauses, kinds, strict=True))
        if at > first
        and (
            (
                kind in ("figure", "narrative")
                and _asks_ahead(clause, open_year)
                and not (kind == "narrative" and _asks_what_is_done(clause))
            )
            or _planned_figure_asked(clause)
        )
    )


def _asks_ahead(clause: Clause, open_year: int) -> bool:
    """Whether a clause asks how things will go, in a year not yet closed or in none: a
    forecast cue ("Will it keep growing next year?", 「2026财年的预测呢？」) or a change
    asked of years none of which is closed (「明年还会继续增长吗？」, 「来年も伸び続けます
    か？」). A closed year or a document named is no forecast, nor is a question with words
    of its own but verbs: a plan a document describes (「2026财年将优先推进哪些工作」), or a
    measure the KB lacks (「2030年の*目標値*」), refused with the whole as before."""
    if clause.docs or any(p.year < open_year for p in clause.periods):
        return False
    own = [
        w
        for w in clause.own_residual
        if not FORECAST_RE.fullmatch(w.surface.casefold())
        and not (w.latin and "VERB" in english_word_classes(w.surface))
    ]
    if own:
        return False
    return clause.forecast or (bool(clause.periods) and clause.derived)


def _asks_what_is_done(clause: Clause) -> bool:
    """Whether a clause a passage supports asks what a market or the group will do
    ("… and what the Singapore business will *focus on* in FY2026", 「2026年度は何に注力
    しますか」): what is asked and a verb of its own, no change; a plan a document
    describes, never a forecast of its results ("Will it keep growing next year?")."""
    if clause.derived or clause.number_cue or not ASKS_WHAT_RE.search(normalize(clause.text)):
        return False
    return any(not FORECAST_RE.fullmatch(w.surface.casefold()) for p in clause.phrases for w in p)


def _more_figures(
    clauses: Sequence[Clause], kinds: Sequence[ClauseKind], at: int, listed: int, lang: str
) -> tuple[tuple[str, ...], bool]:
    """The metrics the figure requests after the one answered (and the clauses listed
    with it) ask of the same scope and year ("…? And the EBITDA?", 「…？EBITDAは？」): which
    figure is wanted is asked, as for two metrics in one clause; and whether one of them
    asks a whole figure of its own, naming a scope or a year of its own ("…? What was Hong
    Kong's EBITDA in FY2024?"), which is declined beside the figure. A request repeating
    the metric answered with nothing new is answered once, and a statement asks nothing
    (``_asks_more``)."""
    first = clauses[at]
    metrics: list[str] = []
    another = False
    for k in range(at + listed + 1, len(clauses)):
        clause = clauses[k]
        if kinds[k] != "figure" or not clause.metrics or clause.residual:
            continue
        if not _asks_more(clause, lang):
            continue  # a statement beside the request (「売上高も確認しています。」)
        own_scopes = set(clause.scopes) - set(first.scopes)
        own_years = {p.year for p in clause.periods} - {p.year for p in first.periods}
        if own_scopes or own_years:
            another = True
        else:
            metrics += [m for m in clause.metrics if m not in first.metrics]
    return tuple(dict.fromkeys(metrics)), another


def _asks_more(clause: Clause, lang: str) -> bool:
    """Whether a clause naming a metric after a figure request asks for it too: a
    question, a number asked, a request to be told or given ("Also the headcount.",
    「従業員数も教えて。」, 「员工人数也说一下。」) or a bare phrase ("Plus headcount.",
    「それと従業員数。」), never a statement of the asker's (「売上高も確認しています。」,
    "I'm also checking headcount.") nor a figure ruled out ("…, not EBITDA")."""
    if clause.question or clause.number_cue:
        return True
    norm = normalize(clause.text)
    if _RULED_OUT_RE.search(norm) or _DOING_RE.search(norm):
        return False
    if ASKS_RE.search(norm) or _REQUESTED_TOO_RE.search(norm):
        return True
    return not predicated(norm, lang, sentence=True)


_RULED_OUT_RE = re.compile(
    r"(?<![a-z])(?:not|no|rather|instead|except|excluding)(?![a-z])"
    r"|不是|不要|不用|而非|除了|除外|ではなく|じゃなく|以外|不要です|いりません"
)
"""A figure named only to rule it out ("…, not EBITDA", 「不要EBITDA」, 「EBITDAではなく」)."""

_DOING_RE = re.compile(
    r"(?:て|で)(?:い|お)(?:ます|る|ります|ました)|(?<![a-z])(?:i|we)(?:['’](?:m|re|ve)|\s+am|\s+are)?"
    r"\s+(?:also\s+)?[a-z]+(?:ing|ed)(?![a-z])|(?:正在|在|已经|已經)(?:看|查|核对|核對|确认|確認|整理|做)"
)
"""What the asker is doing or has done with a metric (「売上高も確認しています」, "I'm also
checking the headcount", 「我也在核对员工人数」): a statement, whatever verb it uses."""

_REQUESTED_TOO_RE = re.compile(
    r"(?:也|还|還|另外|一并|一併|一起|顺便|順便)(?:请|請)?(?:要|说|說|讲|講|给|給|发|發|提供|报|報|列|来|來)"
    r"|(?:も|を)(?:お願い|ください|下さい|頼|ほしい|欲しい|いただ|頂)"
)
"""A Chinese or Japanese request to be given something as well (「员工人数也说一下」,
「另外员工人数也要」, 「従業員数もお願いします」): a verb of giving or telling, said of the
metric named, with no question word."""


def _listed_after(
    clauses: Sequence[Clause], kinds: Sequence[ClauseKind], at: int
) -> tuple[Clause, ...]:
    """The clauses right after the figure clause at ``at`` that continue its list: a
    figure clause naming no metric of its own but a scope or a year ("revenue for Japan
    | and Singapore in FY2024, ahead of the call", "revenue for 2024 | and 2025, for the
    deck", 「…2024财年 | 和2025财年…」). A conjunction split the list, not the request:
    the figure is asked for every scope and year it names, never for the first alone."""
    listed: list[Clause] = []
    named = {*clauses[at].scopes, *(p.year for p in clauses[at].periods)}
    for clause, kind in zip(clauses[at + 1 :], kinds[at + 1 :], strict=True):
        if kind != "figure" or clause.metrics or not (clause.scopes or clause.periods):
            break
        if clause.residual and (clause.number_cue or _asks(clause.text)):
            break  # it asks for something of its own ("what was Hong Kong's stock turn")
        if _headed_by_unknown(clause):
            break  # a measure of its own: 「…、日本事業の2024年度の*在庫回転率*」
        own = {*clause.scopes, *(p.year for p in clause.periods)}
        if clause.residual and own <= named:
            break  # nothing new to the list: another measure ("and Macau's basket size")
        named |= own
        listed.append(clause)
    return tuple(listed)


_CJK_PHRASE_END_RE = re.compile(r"[\sはをもがの的。、，,？?！!]+$")


_EN_LIST_LEAD_RE = re.compile(r"^(?:(?:and|plus|also|as\s+well\s+as|the|its|their)\s+)*")


def _led_by_unknown(clause: Clause) -> bool:
    """Whether an English clause opens, past a conjunction and a determiner, on a word
    the KB lacks ("and *store count* in FY2023"): a measure of its own asked for the year
    it names, never a continuation of the list of the figure before it."""
    text = _EN_LIST_LEAD_RE.sub("", normalize(clause.text))
    first = re.match(r"[a-z][a-z'-]*", text)
    return first is not None and any(w.surface.casefold() == first.group() for w in clause.residual)


def _headed_by_unknown(clause: Clause) -> bool:
    """Whether a Chinese or Japanese clause's noun phrase ends on a word the KB lacks
    (「日本事業の2024年度の*在庫回転率*」, 「日本2024财年的*库存周转率*」): the head of the
    phrase, which names what is asked of the market and year before it, so the clause
    asks a measure of its own, never continues the list of the figure before it."""
    if not clause.residual:
        return False
    if clause.residual[-1].latin:
        return _led_by_unknown(clause)
    text = _CJK_PHRASE_END_RE.sub("", normalize(clause.text))
    return text.endswith(clause.residual[-1].surface)


def _with_listed(clause: Clause, listed: Sequence[Clause]) -> Clause:
    """``clause`` with the years and parts of a year of the clauses continuing its list,
    and the comparison one of them asks with nothing else of its own."""
    if not listed:
        return clause
    periods: dict[int, PeriodRef] = {p.year: p for p in clause.periods}
    for other in listed:
        for p in other.periods:
            periods.setdefault(p.year, p)
    return replace(
        clause,
        periods=tuple(periods.values()),
        sub_year=clause.sub_year or any(c.sub_year for c in listed),
        every_year=clause.every_year or any(c.every_year for c in listed),
        # 「…？想和FY2023比一下」: the year listed is the base of a comparison asked.
        derived=clause.derived or any(c.derived and not c.residual for c in listed),
    )


def plan_route(
    parsed: ParsedQuestion,
    reference_date: date,
    group_scope: str | None,
    supported: Callable[[Clause, float | None], bool],
) -> Route:
    """Route ``parsed`` asked on ``reference_date``; ``supported`` weighs passage evidence
    (the share of a clause's words one passage must hold, or None for the usual share)."""
    if parsed.opinion:
        return _refuse("opinion")
    if parsed.off_topic:
        return _refuse("off_topic")
    if parsed.only_who_asks:
        return _refuse("no_passage")  # "I'm the Japan manager.": nothing is asked
    unknown = next((c for c in parsed.clauses if _names_only_unknown(c)), None)
    if unknown is not None and (
        parsed.pointed_back or _after_a_figure(parsed.clauses, unknown, parsed.lang)
    ):
        # "what about Malaysia for the same year?", "… Taiwan too if you have it.": the
        # figure asked before, of a place or body the KB holds none of; never a passage
        # that happens to name it, nor the first figure alone.
        return _refuse("unknown_scope", *(w.surface for w in unknown.residual))
    original = parsed.clauses
    clauses, kinds = _read_with_context(parsed.clauses, supported, reference_date.year, parsed.lang)
    parsed = replace(parsed, clauses=clauses)
    kinds = _followed_up(parsed.clauses, kinds, supported, parsed.lang)
    unheld = asked_of_unheld(
        parsed.clauses,
        kinds,
        lambda c: bool(c.question or _asks(c.text)),
        lambda c: (
            follows_up(c)
            or _asks_its_kind(c)
            or _asks_only_aspects(c, parsed.lang)
            or asks_only_a_target(c)
        ),
        lambda before, c: supported(_probed_together(before, c), NARRATIVE_SHARE),
    )
    kinds = ["empty" if at in unheld else k for at, k in enumerate(kinds)]
    if (
        target_of_before(
            parsed.clauses,
            kinds,
            lambda before, c: supported(_probed_together(before, c), NARRATIVE_SHARE),
        )
        is not None
    ):
        return _refuse("no_passage")
    kinds = _on_the_document(parsed.clauses, kinds, supported, parsed.lang, group_scope)
    kinds = _why_of_figure(parsed.clauses, kinds)
    kinds = _parts_asked_after(parsed.clauses, kinds, parsed.lang)
    topics = _bare_scopes(parsed.clauses, kinds, supported)
    kinds = ["narrative" if at in topics else k for at, k in enumerate(kinds)]
    ahead = _forecasts_after_figure(parsed.clauses, kinds, reference_date.year)
    beside = _unknown_figures_beside(parsed.clauses, kinds, parsed.lang)
    kinds = ["empty" if at in ahead | beside else k for at, k in enumerate(kinds)]
    kinds = _statements_beside_figure(parsed.clauses, kinds)
    kinds = _others_work_beside_figure(parsed.clauses, kinds, parsed.lang)
    told = background_before(
        parsed.text,
        original,
        parsed.clauses,
        kinds,
        lambda t: bool(_ASKED_IN_RE.search(t.casefold())),
    )
    kinds = ["empty" if at in told else k for at, k in enumerate(kinds)]
    if kinds and kinds[0] == "narrative" and _points_at_nothing(parsed.clauses[0]):
        kinds[0] = "empty"
    narrative = [c for c, k in zip(parsed.clauses, kinds, strict=True) if k == "narrative"]
    # A clause naming only the market is the topic, not words to search or quote by.
    query = " ".join(
        c.text
        for at, c in enumerate(parsed.clauses)
        if at not in topics and kinds[at] == "narrative"
    )
    doc = _one_document(narrative)
    topic = tuple(dict.fromkeys(s for c in narrative for s in c.scopes))
    asking = [
        c for c, k in zip(parsed.clauses, kinds, strict=True) if k == "unsupported" and c.number_cue
    ]
    if asking and "figure" not in kinds:
        # A number asked beside a narrative question, of something no name or passage
        # accounts for (「その在庫回転率はいくら」): never dropped for the narrative.
        if not asking[0].residual:
            return _refuse("no_passage")  # a number of something the question leaves unsaid
        return _refuse("unknown_metric", *(w.surface for w in asking[0].residual))
    if parsed.competitor and any(_another_companys_figure(c) for c in narrative):
        return _refuse("competitor")
    if "figure" not in kinds:
        if _statements_beside_unanswered(parsed.clauses, kinds):
            return _refuse("no_passage")
        if narrative and not _unanswered_beside(parsed.clauses, kinds):
            return Route("narrative", query=query, doc=doc, topic_scopes=topic)
        return _refuse("no_passage")
    # A line heading the request under it ("HK net profit tile") is its title.
    heads = headings_over_requests(parsed.text, parsed.clauses, kinds)
    kinds = ["empty" if k in heads else kind for k, kind in enumerate(kinds)]
    at = kinds.index("figure")
    declined = declined_parts(parsed.clauses, kinds) | beside
    kinds = ["empty" if k in declined else kind for k, kind in enumerate(kinds)]
    if "unsupported" in kinds:
        # A sentence beside the figure request with words no name, period or passage
        # accounts for ("Only the online part.") may qualify the figure: never drop it.
        clause = parsed.clauses[kinds.index("unsupported")]
        if clause.derived and not clause.residual:
            return _refuse("derived")  # a whole less a part said in grammar words only
        if not clause.residual:
            return _refuse("narrowed", clause.text.strip())  # no word to name: say it whole
        return _refuse("unknown_metric", *(w.surface for w in clause.residual))
    listed = _listed_after(parsed.clauses, kinds, at)
    unknown = _another_unknown_figure(parsed.clauses, kinds, at, len(listed), parsed.lang)
    if unknown is not None:
        reason = "unknown_scope" if any(w.name for w in unknown.residual) else "unknown_metric"
        return _refuse(reason, *(w.surface for w in unknown.residual))
    more, another = _more_figures(parsed.clauses, kinds, at, len(listed), parsed.lang)
    route = _figure_route(parsed, at, reference_date, group_scope, query, doc, listed, more)
    if (
        query
        and not topic
        and route.scope is not None
        and any(c.points_back or c.reason for c in narrative)
    ):
        topic = (route.scope,)  # the narrative part's "it" is the figure's scope
    if (declined or ahead or another) and route.kind in ("numeric", "composite", "clarify_scope"):
        declined_as = "forecast" if ahead else ("figure" if another else "")
        route = replace(route, declined=True, declined_as=declined_as)
    return replace(route, topic_scopes=topic) if query else route


def _names_only_unknown(clause: Clause) -> bool:
    """A clause naming only names the KB lacks ("Malaysia", 「マレーシア」): no metric, no
    document, and every word left unexplained a name (opening the clause, a capitalized
    word the dictionary does not know: "Malaysia?")."""
    if clause.metrics or clause.docs or not clause.residual:
        return False
    return all(w.name or _capitalized_unknown(w, clause.text) for w in clause.residual)


def _after_a_figure(clauses: Sequence[Clause], clause: Clause, lang: str) -> bool:
    """Whether ``clause`` follows a clause naming a metric and adds itself to it ("too",
    "as well", "and", 「也」, 「も」, ``adds_to_the_request``): a name so added after a figure
    request asks that figure of it ("… Taiwan too if you have it."). A clause adding
    nothing is read as before."""
    at = next(k for k, c in enumerate(clauses) if c is clause)
    return any(c.metrics for c in clauses[:at]) and adds_to_the_request(clause.text, lang)


def _capitalized_unknown(word: Word, text: str) -> bool:
    """Whether Latin ``word`` is written capitalized in ``text`` and is no dictionary word."""
    written = re.search(rf"(?<![A-Za-z]){re.escape(word.surface)}(?![a-z])", text, re.IGNORECASE)
    return (
        word.latin
        and written is not None
        and written.group()[:1].isupper()
        and not english_word_classes(word.surface)
    )


def _statements_beside_figure(
    clauses: Sequence[Clause], kinds: list[ClauseKind]
) -> list[ClauseKind]:
    """``kinds`` with each statement of the asker's beside a figure request (it opens on
    the first person or ends on a polite declarative, ``STATEMENT_RE``, asks nothing and
    names no market or year: "I've held my ACME shares for years.", 「私のACMEオンライン株
    が下がっています。」) read as no narrative question, however a passage holds its words
    ("held", in women holding management roles): it asks no passage, and is passed over
    as the asker's situation, as one naming nothing of the KB's is set aside as context
    (``_context``); the company's name in it is whose shares, not a figure asked. A part
    of the business said as the asker's own (「オンライン株」, the asker's franchise) is
    who they are, not which part of the figure is wanted. One naming only the company
    (「ACMEの株を長年持っています。」) asks no figure of it either, where another clause
    does."""
    out = list(kinds)
    for at, (clause, kind) in enumerate(zip(clauses, kinds, strict=True)):
        others = [k for k2, k in enumerate(kinds) if k2 != at]
        if "figure" not in others:
            continue
        if kind == "unsupported" and _introduces_asker(clause, clauses, kinds):
            out[at] = "empty"
            continue
        if not _askers_statement(clause):
            continue
        if kind == "narrative" or (kind == "figure" and _names_company_only(clause)):
            out[at] = "empty"
    return out


def _others_work_beside_figure(
    clauses: Sequence[Clause], kinds: list[ClauseKind], lang: str
) -> list[ClauseKind]:
    """``kinds`` with each sentence beside a figure request saying what a third party
    does with the figure (``_others_work``: "My pupils will compare it market by
    market.", 「他们想对照自己那年的销量。」) set aside: it asks nothing, and names no
    market, year, unit or document the request does not, nor a part of the business."""
    figures = [c for c, k in zip(clauses, kinds, strict=True) if k == "figure"]
    out = list(kinds)
    for at, clause in enumerate(clauses):
        others = [c for c in figures if c is not clause]
        if not others or kinds[at] == "empty" or clause.question or _asks(clause.text):
            continue
        if clause.docs or clause.units or clause.units_lacking:
            continue
        if not set(clause.scopes) <= {s for c in others for s in c.scopes}:
            continue
        if not set(clause.periods) <= {p for c in others for p in c.periods}:
            continue
        if any(part_word(w, lang) for w in clause.residual):
            continue
        if others_work(normalize(clause.text), lang, clause.residual):
            out[at] = "empty"
    return out


def _introduces_asker(
    clause: Clause, clauses: Sequence[Clause], kinds: Sequence[ClauseKind]
) -> bool:
    """Whether ``clause`` says who the asker is (``SELF_INTRODUCTION_RE``: 「大家好，我是财务部
    新来的，负责…」, "Hi, I'm the new analyst on …", 「…を担当している佐藤です」), asking
    nothing and naming no document, metric, year or market but those a figure request
    beside it names: the asker's team and work are no part of the figure asked, though no
    passage holds them. A market named only there may be the one asked: read as before."""
    if clause.docs or clause.metrics or clause.periods or clause.units or clause.number_cue:
        return False
    if clause.question or _asks(clause.text):
        return False
    asked = {s for c, k in zip(clauses, kinds, strict=True) if k == "figure" for s in c.scopes}
    if not set(clause.scopes) <= asked:
        return False
    return SELF_INTRODUCTION_RE.search(normalize(clause.text).strip(" .。!！")) is not None


def _names_company_only(clause: Clause) -> bool:
    """Whether ``clause`` names the company and nothing else: no scope, metric, year,
    unit or number asked, and no word left unexplained."""
    named = clause.scopes or clause.metrics or clause.periods or clause.units
    named = named or clause.units_lacking
    return clause.company and not (named or clause.residual or clause.number_cue)


def _points_at_nothing(clause: Clause) -> bool:
    """Whether ``clause``, opening the question, opens on a word pointing back
    (``POINTER_SUBJECT_RE``: "Is that right?", 「这样安全吗？」, 「それは安全ですか？」) and
    names nothing, with one word at most of its own: what it asks about is unsaid, and a
    passage holding its one word ("access rights", cybersecurity) is about something
    else. A clause with context read before it, or saying more, keeps its reading."""
    if clause.with_context is not None:
        return False
    named = clause.scopes or clause.metrics or clause.docs or clause.periods or clause.company
    if named or POINTER_SUBJECT_RE.search(normalize(clause.text)) is None:
        return False
    words = {w.surface for p in clause.phrases for w in p if w.latin or len(w.surface) > 1}
    return len(words) <= 1


def _askers_statement(clause: Clause) -> bool:
    """Whether ``clause`` is a statement by the asker (``STATEMENT_RE``) naming no
    document, metric, market, year or unit, and asking nothing."""
    named = clause.docs or clause.metrics or clause.scopes or clause.periods or clause.units
    if named or clause.units_lacking or clause.question or _asks(clause.text):
        return False
    return STATEMENT_RE.search(normalize(clause.text).strip(" .。!！")) is not None


def _another_companys_figure(clause: Clause) -> bool:
    """A clause asking a number or a year of a KB metric where a competitor word stands in
    it (「这几年新加坡竞争对手的收入是多少」, "What revenue did our rivals in Japan make in
    FY2024?"): a figure of another company, which the KB holds none of, however a
    passage on the market's own revenue may mention its competitors."""
    asks = clause.number_cue or clause.periods or clause.generic_figure
    return bool(clause.metrics and asks and COMPETITOR_RE.search(normalize(clause.text)))


def _year_described(text: str) -> bool:
    """Whether ``text`` names a year by what happened in it (``_described_year``)."""
    return any(described_years(normalize(text), lang) for lang in ("zh", "ja"))


def _year_unread(clauses: Sequence[Clause], lang: str, reference_date: date) -> bool:
    """Whether a clause of the question holds a number no reader accounts for
    (``_unread_number``): the figure request's own or one said beside it ("Japan net
    profit? 23?")."""
    return any(unread_number(c.text, lang, reference_date) is not None for c in clauses)


def _figure_route(
    parsed: ParsedQuestion,
    at: int,
    reference_date: date,
    group_scope: str | None,
    query: str,
    doc: str | None,
    listed: Sequence[Clause] = (),
    more: tuple[str, ...] = (),
) -> Route:
    """The figure clause's route (``_figure_resolved``), with the currency it is wanted in
    carried to the figure: one the KB has no name for (``Clause.units_lacking``) declines
    the figure in the unit the KB states it in, and is refused at once where the engine
    would ask which market, metric or year, since no figure the KB holds is in it."""
    route = _figure_resolved(parsed, at, reference_date, group_scope, query, doc, listed, more)
    lacking = parsed.clauses[at].units_lacking
    if not lacking:
        return route
    if route.kind.startswith("clarify"):
        return _refuse("unknown_metric", *lacking)
    return replace(route, units=route.units + lacking)


def _figure_resolved(
    parsed: ParsedQuestion,
    at: int,
    reference_date: date,
    group_scope: str | None,
    query: str,
    doc: str | None,
    listed: Sequence[Clause] = (),
    more: tuple[str, ...] = (),
) -> Route:
    """Resolve every part of the figure clause, or decline; the scopes and years of the
    clauses that continue its list (``listed``) are asked of it too, and the metrics
    asked after it of the same scope and year (``more``) are offered beside its own."""
    clause = _with_listed(parsed.clauses[at], listed)
    if more:
        clause = replace(clause, metrics=tuple(dict.fromkeys((*clause.metrics, *more))))
    scopes, period = _context(parsed.clauses, at)
    if listed:
        scopes = tuple(dict.fromkeys((*scopes, *(s for c in listed for s in c.scopes))))
        period = clause.period if period is None else period
    later = _period_after(parsed.clauses, at) if period is None and not clause.periods else None
    if later is not None:
        clause = replace(
            clause,
            periods=later.periods,
            sub_year=clause.sub_year or later.sub_year,
            every_year=clause.every_year or later.every_year,
        )
        period = clause.period
    if parsed.competitor:
        return _refuse("competitor")
    if clause.derived and (clause.residual or len(scopes) > 1):
        # A comparison is declined as one, whether its verb is a word the KB lacks
        # ("exceed", 「高出」) or it names the two scopes it compares.
        return _refuse("derived")
    if clause.own_residual:
        words = tuple(w.surface for w in clause.own_residual)
        reason = "unknown_scope" if any(w.name for w in clause.own_residual) else "unknown_metric"
        return _refuse(reason, *words)
    if clause.sub_year:
        return _refuse("period_grain")
    if len(clause.periods) > 1:
        if clause.derived:
            return _refuse("derived")
        return Route("clarify_period", options=tuple(p.code for p in clause.periods))
    if period is not None and period.year >= reference_date.year:
        return _refuse("open_period", period.code)
    if clause.forecast:
        return _refuse("forecast")
    if clause.derived:
        return _refuse("derived")
    if clause.every_year and (not clause.periods or _year_described(clause.text)):
        # A series: ask which year, offering the closed years on record (options unset).
        # A year named beside one described (「2024年度ではなく入社した年」) may be the one
        # set aside: which is asked is still to be said.
        metric = clause.metrics[0] if len(clause.metrics) == 1 else None
        scope = scopes[0] if len(scopes) == 1 else None
        return Route("clarify_period", scope=scope, metric=metric)
    scope = scopes[0] if len(scopes) == 1 else None
    if scope is None and not scopes and any(c.company for c in parsed.clauses[: at + 1]):
        scope = group_scope
    if (parsed.market_unfilled or parsed.market_unnamed) and all(s == group_scope for s in scopes):
        # "ACME {market}", "ACME's revenue in that market": the market is unfilled or
        # unnamed, never the group's figure.
        scope = None
    if not clause.metrics and clause.phrases and asks_a_share(normalize(clause.text), parsed.lang):
        # "What % of Singapore stores are franchised?": a share of a thing no metric names,
        # which no passage writes; none of the market's figures is it.
        return _refuse("no_passage")
    if not clause.metrics:
        return Route("clarify_metric", scope=scope, period=period)
    if len(clause.metrics) > 1:
        return Route("clarify_metric", scope=scope, period=period, options=clause.metrics)
    metric = clause.metrics[0]
    if len(scopes) > 1:
        return Route("clarify_scope", metric=metric, period=period, options=scopes)
    if scope is None:
        return Route(
            "clarify_scope",
            metric=metric,
            period=period,
            query=query,
            doc=doc,
            units=clause.units,
            units_ruled_out=clause.units_ruled_out,
            markets_only=parsed.market_unnamed or parsed.market_unfilled,
            scopes_excluded=tuple(sorted(parsed.scopes_excluded)),
        )
    if "scope" in parsed.pointed_back and not clause.scopes and not clause.company:
        # "the same market" with no market named: the one an earlier turn named.
        return Route("clarify_scope", metric=metric, period=period, options=scopes)
    if (parsed.year_unsaid or "year" in parsed.pointed_back) and period is None:
        # A period field naming no fiscal year ("period = the year of the restructuring"):
        # which year is unsaid, so it is asked, never the latest assumed.
        return Route("clarify_period", scope=scope, metric=metric)
    if period is None and _year_unread(parsed.clauses, parsed.lang, reference_date):
        # "Japan net profit in 23?": a number no reader accounts for may be the year in a
        # form none reads; which year is asked, never the latest assumed.
        return Route("clarify_period", scope=scope, metric=metric)
    kind: RouteKind = "composite" if query else "numeric"
    return Route(
        kind,
        scope=scope,
        metric=metric,
        period=period,
        query=query,
        doc=doc,
        units=clause.units,
        units_ruled_out=clause.units_ruled_out,
    )
