"""Read the clauses of one question beside each other.

A clause alone (``_clause``) may say nothing of its own but bear on the figure another
clause asks: a year pointed back to or restated, a unit, a part of the figure said
apart ("Online is fine", 「线上的。」), the asker's role or world. This module splits
request sentences into clauses on a conjunction joining two questions, and reads each
clause with the others it stands beside.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._clause import Clause, read_clause
from ragspine_eval_pipeline.engine._complaint import complains
from ragspine_eval_pipeline.engine._context import (
    CAPITALIZED_RE,
    WORD_RE,
    ResidualOf,
    blank,
    cjk_counted_in_or_out,
    greets_a_part,
    ja_part_by_means,
    ja_wish_for_a_part,
    kind_of_store,
    lead_in,
    names_a_kind_of_store,
    names_a_part_beside,
    narrows_the_asked,
    object_of_the_asking,
    part_word_on_a_noun,
    part_written_onto,
    predicated,
    said_of_the_figure,
    topic_of_context,
    unsaid_subject,
    wants_a_part,
    without_connector,
)
from ragspine_eval_pipeline.engine._context_grammar import inverted, places_determined
from ragspine_eval_pipeline.engine._names import (
    Matcher,
)
from ragspine_eval_pipeline.engine._other_company import company_names, owned_by_another
from ragspine_eval_pipeline.engine._periods import find_periods, restatements
from ragspine_eval_pipeline.engine._planned import TARGET_WORDS_RE
from ragspine_eval_pipeline.engine._purpose import (
    en_team_introduced,
    figure_of_a_part,
    ja_checking,
    part_of_own_work,
    part_word,
)
from ragspine_eval_pipeline.engine._quoted import continues
from ragspine_eval_pipeline.engine._titles import states_a_title
from ragspine_eval_pipeline.engine._words import place_words
from ragspine_eval_pipeline.kb.analysis import (
    english_word_classes,
    normalize,
)
from ragspine_eval_pipeline.text import STOPWORDS


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
    described before ("that way", 「借此」), or asks what was done through it (「それにより
    生じた人員はどのような業務に振り向けられていますか」: the staff it freed, never their
    count); it points back or brings no words of its own; and it names nothing the KB may
    not know."""
    what_through_it = clause.means_back and gr.WHAT_KIND_RE.search(normalize(clause.text))
    if clause.docs or not (clause.number_cue or clause.derived or clause.reason or what_through_it):
        return False
    if clause.metrics and not clause.means_back:
        return False
    if any(w.name for w in clause.residual):
        return False
    return clause.points_back or clause.means_back or not clause.residual


_TEAM_AFTER_RE = re.compile(
    r"[a-z]+\s+(?:team|teams|department|departments|dept|function|org|division)(?![a-z])"
)
"""One word and a department noun after a conjunction ("people & *culture team*",
"sales and *marketing department*"): the conjunction joins the words of one team's name."""


def _split_on_conjunction(
    sentence: str, lang: str, reference_date: date, matcher: Matcher
) -> list[Clause]:
    """One sentence as one clause, or as two where a conjunction joins a figure request
    and a question about a document ("X's revenue and what the plan says about Y")."""
    names = matcher.find(normalize(sentence))
    for match in gr.CONJUNCTION_RE.finditer(sentence):
        if any(m.start < match.end() and match.start() < m.end for m in names):
            continue  # "税息折旧及摊销前利润" is one name, not two sub-questions
        if _TEAM_AFTER_RE.match(sentence.casefold(), match.end()):
            continue  # "the people & culture team": one team's name, not two questions
        if _joins_two_years(sentence, match, lang, reference_date):
            continue  # 「2024和2025财年」, "the FY2024 and FY2025 decks": two years of one phrase
        left = without_connector(sentence[: match.start()])
        right = without_connector(sentence[match.end() :])
        if not (re.search(r"\w", left) and re.search(r"\w", right)):
            continue
        first = read_clause(left, lang, reference_date, matcher)
        second = read_clause(right, lang, reference_date, matcher)
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
    return _keywords_apart(sentence, lang, reference_date, matcher) or [
        read_clause(sentence, lang, reference_date, matcher)
    ]


_KEYWORD_RE = re.compile(r"[\w+&/'’.%-]*\w[\w+&/'’.%-]*")
"""One keyword of a query typed into a search box: a word, no punctuation of a sentence."""


def _keywords_apart(
    sentence: str, lang: str, reference_date: date, matcher: Matcher
) -> list[Clause] | None:
    """A keyword query typed into a search box (three or more words apart, no grammar
    between them) split after the fiscal year that closes a figure request, where the
    keywords after it ask about a document with a question word of their own
    (「グループ 従業員数 2024年度 研修 何時間」, "group headcount FY2024 training how many
    hours"): the year ends the first request, as a conjunction would. Keywords asking
    nothing after the year (「日本 売上高 2024年度 オンライン」) may narrow the figure, so
    they stay with it, and so does a part of the business asked (「… オンライン いくら」).
    The second request is read with the query's market. None when the query is no such
    pair."""
    text = sentence.strip().rstrip("?？")
    words = text.split()
    if len(words) < 3 or not all(_KEYWORD_RE.fullmatch(w) for w in words):
        return None
    if lang == "en" and any(w.casefold() in STOPWORDS for w in words):
        return None  # "Macau's revenue for FY2024 - pls pull it": a sentence, said tersely
    for span in find_periods(text, lang, reference_date):
        gap = re.match(r"\s+", text[span.end :])
        if span.period is None or gap is None:
            continue
        left, right = text[: span.end], text[span.end + gap.end() :]
        first = read_clause(left, lang, reference_date, matcher)
        if not (_figure_half(first) and first.periods):
            continue
        # The keywords share the query's market: the second request is read with it.
        norm = normalize(left)
        markets = [norm[m.start : m.end] for m in matcher.find(norm) if m.kind == "scope"]
        second = read_clause(" ".join([*markets, right]), lang, reference_date, matcher)
        asks = gr.ASKS_RE.search(normalize(right)) is not None or second.number_cue
        if (
            asks
            and _narrative_half(second)
            and not any(part_word(w, lang) for w in second.residual)
        ):
            return [first, second]
    return None


def _joins_two_years(sentence: str, match: re.Match[str], lang: str, reference_date: date) -> bool:
    """Whether the conjunction at ``match`` stands between two years that qualify the
    noun after them ("both the FY2024 *and* FY2025 decks", 「在2024*和*2025财年的材料里」):
    it joins two years of one phrase, which asks which year is meant, never two questions
    each given one of them. Two years closing the sentence or a piece of it ("for 2023
    and 2024, before the board meets"), or set apart by a comma after the conjunction
    (「…FY25と、26年度の重点施策」), are split as before, each half asking its year."""
    if re.search(r"[、,，]\s*$", match.group()):
        return False
    left = normalize(sentence[: match.start()]).rstrip()
    right = normalize(sentence[match.end() :])
    ends = find_periods(left, lang, reference_date)
    opens = find_periods(right, lang, reference_date)
    return (
        bool(ends and opens)
        and ends[-1].period is not None
        and opens[0].period is not None
        and ends[-1].end >= len(left)
        and not right[: opens[0].start].strip()
        and _qualified_after(right[opens[0].end :])
    )


def _qualified_after(text: str) -> bool:
    """Whether ``text``, after a year, goes on with a word of the year's phrase (the noun
    the years qualify: "decks", 「的材料」), not with punctuation, the end or an adverb
    ("respectively", "too")."""
    word = re.match(r"\s*(\w+)", text)
    if word is None:
        return False
    if re.fullmatch(r"[a-z]+", word.group(1)) is None:
        return True
    classes = english_word_classes(word.group(1))
    return bool(classes) and not classes <= {"ADV"}


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
        pointing = [w for w in clause.residual if _points_at_a_year(w.surface, clause.text)]
        if pointing and len(clause.periods) == 1 and not back:
            # 「2024财年资料里，香港*那*一年的收入」: the one year the clause names before it.
            back, before = pointing, clause.periods
        elif not back or clause.periods:
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


_YEAR_DEMONSTRATIVE_RE = re.compile(
    r"(?P<word>那|这|這|该|該)一?(?:年|财年|財年|年度)(?![前后後初中底末])"
)
"""A demonstrative before a year's word (「那一年」, 「该财年」): the year said before it."""


def _points_at_a_year(word: str, text: str) -> bool:
    """Whether ``word`` of normalized clause ``text`` is a demonstrative pointing at a year
    (「*那*一年」) after a year the clause writes (the digits before it)."""
    for m in _YEAR_DEMONSTRATIVE_RE.finditer(text):
        if m.group("word") == word and re.search(r"\d", text[: m.start()]):
            return True
    return False


def _market_pointed_back(clauses: list[Clause]) -> list[Clause]:
    """``clauses`` with a clause naming only a market (what is left of the asker's
    situation: "I live in Japan.") folded into the clause right after it that points
    back at it and names no market ("What was EBITDA there in FY2024?"): the figure of
    that market, never a second request asking which figure."""
    out: list[Clause] = []
    for clause in clauses:
        before = out[-1] if out else None
        if (
            before is not None
            and _market_only(before)
            and clause.points_back
            and not (clause.scopes or clause.company)
        ):
            out[-1] = replace(clause, scopes=before.scopes)
            continue
        out.append(clause)
    return out


_PEOPLE_COUNTED_RE = re.compile(
    r"^(?:so\s+|and\s+)?how\s+many\s+(?:people|persons)\s+(?:is|was|would\s+(?:it|that)\s+be)"
    r"(?:\s+(?:it|that|this))?\W*$"
    r"|^(?:那|这|這|它)(?:个|個)?(?:目标|目標)?(?:是|有)?(?:多少|几|幾)(?:个|個)?人\W*$"
    r"|^(?:それ|これ|その目標)(?:は|って)?何(?:人|名)(?:です|でした)?か?\W*$",
    re.IGNORECASE,
)
"""A count of people asked of what is pointed back at itself ("How many people is it?",
「那是多少人」, 「それは何人ですか」), never of what was done through it (「それによって浮いた人員
は何人」)."""


def _count_pointed_back(clauses: list[Clause]) -> list[Clause]:
    """``clauses`` with a count of people asked of what the clause before names ("Is there
    a training goal for FY2027? How many people is it?", 「…有培训目标吧？那是多少人？」)
    folded into that clause: the count is what its passage states, not the headcount.
    Only where the clause before names no metric but words of its own, and the count
    points back and names nothing else."""
    out: list[Clause] = []
    for clause in clauses:
        before = out[-1] if out else None
        if (
            before is not None
            and before.residual
            and not before.metrics
            and clause.points_back
            and clause.metrics == ("HEADCOUNT",)
            and _PEOPLE_COUNTED_RE.match(clause.text.strip()) is not None
            and not (clause.scopes or clause.periods or clause.docs or clause.residual)
            and not clause.company
        ):
            out[-1] = replace(before, number_cue=True)
            continue
        out.append(clause)
    return out


def _market_only(clause: Clause) -> bool:
    """Whether a clause names one or more markets and nothing else: no metric, year,
    document, unit or word of its own, and asks nothing."""
    return bool(clause.scopes) and not (
        clause.metrics
        or clause.periods
        or clause.docs
        or clause.units
        or clause.residual
        or clause.company
        or clause.number_cue
        or clause.question
        or clause.sub_year
        or clause.every_year
    )


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
        words = WORD_RE.findall(places_determined(norm))
        # "Could you get it": asked of the assistant, its subject said.
        after = None if inverted(words) else unsaid_subject(words)
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
    clause asks for, before or after it ("Online is fine", 「门店的就行」, 「オンライン分
    です」, "she wants the online number", "Store.", 「线上。」, 「オンラインで見たい」), or
    naming that figure's metric again with a part written onto it (「请按*兼职*员工」,
    「*オンライン*売上として」), or naming another metric with a part written onto it in a
    statement (``_figure_of_a_part_stated``), marked as narrowing: it names
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
                or (
                    _before_a_figure(clauses, at)
                    and _one_word(c)
                    and _fragment_beside(c, lang, alone)
                )
                or (_beside_a_figure(clauses, at) and _place_alone(c, lang, alone))
                or (not c.scopes and figure_of_a_part(normalize(c.text), lang))
                or (not c.scopes and cjk_counted_in_or_out(normalize(c.text), lang))
                or (not c.scopes and ja_wish_for_a_part(normalize(c.text).strip(" 、,。"), lang))
                or (lang == "en" and _bare(c.text) in alone and _askers_work_on_a_part(c, matcher))
                or (lang == "en" and not c.scopes and greets_a_part(normalize(c.text)))
                or (not c.scopes and lang == "ja" and ja_part_by_means(normalize(c.text)))
            )
        )
        or _part_of_figure_before(c, clauses[:at], lang, matcher)
        or (_beside_a_figure(clauses, at) and _figure_of_a_part_stated(c, alone))
        else c
        for at, c in enumerate(clauses)
    ]


def _askers_work_on_a_part(clause: Clause, matcher: Matcher) -> bool:
    """Whether an English statement beside a figure request, naming no document or year,
    puts the figure into the asker's work on a part of the business ("I need it for my
    *online* segment build", "It goes into a memo on *the franchise stores*"): the part
    written onto the work is the part of the figure wanted. A market or the company
    owning the part ("I'm writing about *Japan's* online business", "*the group's*
    franchise stores") is blanked, as a determiner would be: it says whose part."""
    if clause.docs or clause.periods:
        return False
    norm = normalize(clause.text)
    unnamed = blank(norm, [(m.start, m.end) for m in matcher.find(norm)])
    return part_word_on_a_noun(unnamed) or kind_of_store(WORD_RE.findall(unnamed))


def _before_a_figure(clauses: list[Clause], at: int) -> bool:
    """Whether the clause right after the one at ``at`` names a metric."""
    return at + 1 < len(clauses) and bool(clauses[at + 1].metrics)


def _one_word(clause: Clause) -> bool:
    """Whether ``clause`` is one word the KB lacks and nothing else ("Online.", 「オンライン。」,
    「店舗。」): before a figure request such a word says which part of it is wanted, where a
    phrase before it ("Food waste targets.") is as often a question of its own."""
    return (
        len(clause.residual) == 1 and _bare(clause.text).strip("的の") == clause.residual[0].surface
    )


def _beside_a_figure(clauses: list[Clause], at: int) -> bool:
    """Whether the clause at ``at`` stands right after or right before one naming a
    metric: a fragment on either side of a figure request is said of that figure."""
    return any(0 <= i < len(clauses) and clauses[i].metrics for i in (at - 1, at + 1) if i != -1)


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


def _every_market_restating_group(clauses: list[Clause], group: str | None) -> list[Clause]:
    """``clauses`` with the words for every market (``EVERY_MARKET_RE``: "group headcount
    (total persons, *all markets*)", 「集团收入（全部市场）」) read as no topic in a figure
    request they leave otherwise accounted for: beside the group's name they say it again;
    beside no scope they say the figure is of every market, the whole or each, so the
    engine asks which, never reads a passage on something done "across all markets".
    Beside a market, or with other words left, they stay unexplained."""
    out: list[Clause] = []
    for c in clauses:
        whole = gr.EVERY_MARKET_RE.search(normalize(c.text))
        if group is None or whole is None or not c.metrics or c.scopes not in ((), (group,)):
            out.append(c)
            continue
        said = set(re.findall(r"\w+", whole.group()))
        residual = tuple(
            w for w in c.residual if w.surface not in said and w.surface not in whole.group()
        )
        named = c.scopes or c.company
        if residual or (not named and not (c.periods or c.number_cue)):
            out.append(c)
            continue
        out.append(replace(c, residual=(), phrases=(), part_of_metric=False))
    return out


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

    def narrows(text: str, statement: bool = True, set_aside: bool = False) -> bool:
        if complains(text, lang, reference_date, matcher, not statement):
            return False  # "the duty-free shop overcharged me!!!": where it happened
        # Another company's name and what it owns are no part of the company's business
        # ("Merlion *Mart* just published *its annual numbers*").
        norm = blank(normalize(text), company_names(text, lang) + owned_by_another(text, lang))
        unnamed = blank(norm, [(m.start, m.end) for m in matcher.find(norm)])
        if lang == "en" and en_team_introduced(unnamed):
            return True  # "App team here": the team's share of the figure is wanted
        if lang == "en" and statement and kind_of_store(WORD_RE.findall(unnamed)):
            return True  # "I'm researching Japan's *franchise* stores": the work's part
        if set_aside and gr.ASKS_RE.search(norm) is None and _names_a_part(unnamed, lang):
            return True  # "My topic is *franchise* stores", "It's for *the online* tab":
            # the part the asker's work is on or the figure is put under
        return narrows_the_asked(norm, lang, matcher, asked) or part_of_own_work(norm, lang)

    marked = [
        replace(c, narrows=True, with_context=None)
        if c not in requests and not c.docs and narrows(c.text, not c.question)
        else c
        for c in clauses
    ]
    return marked + [
        _narrowing(p, lang, reference_date, matcher) for p in aside if narrows(p, set_aside=True)
    ]


def _names_a_part(unnamed: str, lang: str) -> bool:
    """Whether a statement asking nothing (KB names blanked) names a kind of store or a
    part of the business the figure is put under (``names_a_kind_of_store``,
    ``names_a_part_beside``)."""
    return names_a_kind_of_store(unnamed, lang) or names_a_part_beside(unnamed, lang)


def _narrowing(piece: str, lang: str, reference_date: date, matcher: Matcher) -> Clause:
    """A piece set aside that narrows the figure asked, as a clause asking nothing of its
    own: the names and years in it are the request's, said again."""
    clause = read_clause(piece.strip(), lang, reference_date, matcher)
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


def _place_alone(clause: Clause, lang: str, alone: frozenset[str]) -> bool:
    """Whether ``clause`` is a Chinese sentence of its own asking nothing that is only a
    place or position word (「线上。」, 「店内的。」): the analyser reads it as grammar, so
    it leaves no word the KB lacks, yet beside a figure it says which part is wanted."""
    if lang != "zh" or clause.residual or clause.metrics or clause.scopes or clause.periods:
        return False
    bare = _bare(clause.text)
    if bare not in alone or clause.docs or clause.company:
        return False
    rest = bare
    for _, _, word in place_words(bare, lang):
        rest = rest.replace(word.surface, "", 1)
    return rest != bare and rest in ("", "的")


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


def _figure_of_a_part_stated(clause: Clause, alone: frozenset[str]) -> bool:
    """Whether ``clause`` is a sentence asking nothing that names a metric with a word the
    KB lacks written onto it, and no scope or year of its own (「*免税店*の売上を確認して
    います」, 「*営業*利益も見ています」, "I'm also checking the *online* revenue"): the asker
    works on a part of a figure, or on a figure the KB does not hold, beside the one asked;
    which figure is wanted is theirs to say, so it narrows the request, never set aside."""
    if not (clause.metrics and clause.part_of_metric and clause.residual):
        return False
    if clause.scopes or clause.periods or clause.docs:
        return False
    bare = _bare(clause.text)
    if gr.PEOPLE_NOUN_RE.search(bare) and _JA_COPULA_END_RE.search(bare):
        return False  # 「新入社員です」: who the asker is, no figure of theirs
    return ja_checking(bare) or (bare in alone and _CHECKING_EN_RE.search(bare) is not None)


_CHECKING_EN_RE = re.compile(
    r"^(?:i|we)(?:['’]m|['’]re|\s+am|\s+are)\s+(?:also\s+)?(?:checking|looking\s+at)\s"
)
"""An English statement of what the asker is checking ("I'm also checking the online
revenue"): a figure named there is one they work on, not the place the figure goes."""


_JA_COPULA_END_RE = re.compile(r"(?:です|でございます|だ)$")
"""A Japanese sentence closed on the copula: it says what someone or something is."""


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


def _with_units_asked(clauses: list[Clause]) -> list[Clause]:
    """``clauses`` with a clause that names only a unit ("In yen, please.", 「单位是日元」)
    read as the unit the figure requests beside it are asked in: a figure is given only
    in a unit it was asked in, wherever the unit is said ("Yen is fine" too)."""
    units = [
        c
        for c in clauses
        if (c.units or c.units_lacking or c.units_ruled_out)
        and not (c.metrics or c.scopes or c.company or c.periods or c.docs)
    ]
    figures = [c for c in clauses if c.figure_like and c not in units]
    if not units or not figures:
        return clauses
    asked = tuple(dict.fromkeys(u for c in units for u in c.units))
    lacking = tuple(dict.fromkeys(u for c in units for u in c.units_lacking))
    # A unit ruled out beside the figure ("Not in yen.", 「円ではなく。」) is never the one
    # it is given in.
    ruled_out = tuple(dict.fromkeys(u for c in units for u in c.units_ruled_out))
    return [
        replace(
            c,
            units=c.units or asked,
            units_lacking=tuple(dict.fromkeys(c.units_lacking + lacking)),
            units_ruled_out=tuple(dict.fromkeys(c.units_ruled_out + ruled_out)),
        )
        if c in figures
        else c
        for c in clauses
        if c not in units or any(w.surface not in gr.ACCEPTANCE for w in c.residual)
    ]


def _states_a_role(clause: Clause, lang: str, matcher: Matcher) -> bool:
    """A clause in which the asker says what they do, asking nothing: a metric word in it
    names their job ("sales", "GM" in "I'm the Japan GM"), never a figure asked."""
    norm = normalize(clause.text).strip()
    if gr.ASKS_RE.search(norm) is not None:
        return False
    return gr.ROLE_RE.search(norm) is not None or states_a_title(
        clause.text, matcher.find(norm), lang
    )


_OURS_RE = re.compile(
    r"(?<![a-z])(?:our|ours|we|us)(?![a-z])|我们|我們|咱们|咱們|うち|弊社|当社|自社|我々|私たち"
)
"""The asker speaking of their own business ("*our* revenue", 「我们的收入」, 「うちの売上高」)."""


_IN_CHARGE = frozenset(
    [
        "担当",
        "担当者",
        "責任者",
        "负责人",
        "負責人",
        "主管",
        "经理",
        "經理",
        "マネージャー",
        "マネジャー",
    ]
)
"""Nouns of the person in charge written onto a market (「シンガポール*担当*です」,
「我是新加坡业务*负责人*」): the asker's role, which names the market alone."""


def _roles_beside_figures(
    clauses: list[Clause], roles: list[Clause], matcher: Matcher
) -> list[Clause]:
    """``clauses`` less the asker's roles that name only a market, or a market and their
    job (``_job_named``), beside figure requests: a role is who asks, never a figure
    request of its own ("I'm the Japan GM. What was …?", 「我是新加坡的销售。香港…收入是
    多少？」). Its market is the one a request naming none asks of when the request speaks
    of the asker's own business ("our revenue"); any other request is read as written."""
    if not any(c.figure_like for c in clauses if c not in roles):
        return clauses
    markets = [
        c
        for c in roles
        if c.scopes
        and not (c.periods or c.docs or c.company)
        and (not c.metrics or _job_named(c, matcher))
        and all(w.surface in _IN_CHARGE for w in c.residual)
    ]
    if not markets:
        return clauses
    scopes = tuple(dict.fromkeys(s for c in markets for s in c.scopes))
    return [
        replace(c, scopes=scopes)
        if c.figure_like and not (c.scopes or c.company) and _OURS_RE.search(normalize(c.text))
        else c
        for c in clauses
        if c not in markets
    ]


_JOB_RE = re.compile(r"^(?:(?:你好|您好)\W*)?我是(?P<what>.+?)(?:的)?$")
"""A Chinese statement of what the asker is (「我是新加坡的*销售*」, 「我是做香港市场的
*销售*的」): the noun closing it is their job."""


def _job_named(clause: Clause, matcher: Matcher) -> bool:
    """Whether the metric a role clause names is the asker's job: the noun closing a
    Chinese 「我是…」 (销售, a salesperson), never a figure beside the request."""
    found = _JOB_RE.match(normalize(clause.text).strip(" ,，。.!！"))
    if found is None:
        return False
    what = found.group("what")
    metrics = [m for m in matcher.find(what) if m.kind == "metric"]
    return len(metrics) == 1 and metrics[0].end == len(what)


def clauses_of(
    requests: list[str],
    aside: list[str],
    asked: frozenset[str],
    folded: str,
    group: str | None,
    *,
    lang: str,
    reference_date: date,
    matcher: Matcher,
) -> list[Clause]:
    """The clauses of a question's request sentences, each read beside the others: a year
    pointed back to or restated, a part or a unit said apart from the figure it narrows,
    the asker's role or world beside a request. ``aside`` holds what was set aside as
    context before (a purpose, a situation), which may give a clause naming no metric its
    topic or narrow the figure asked; ``asked`` the sentences closed by a question mark,
    ``folded`` the whole question folded, ``group`` the KB's group scope."""
    aside = list(aside)
    clauses: list[Clause] = []
    for sentence in requests:
        sentence = without_connector(sentence)
        if re.search(r"\w", sentence):
            clauses.extend(_split_on_conjunction(sentence, lang, reference_date, matcher))
    clauses = _years_pointed_back(clauses)
    clauses = _count_pointed_back(_market_pointed_back(clauses))
    clauses = _years_restated(clauses, lang, reference_date)
    if lang == "en":
        clauses, stated = _stated_topic(clauses)
        aside += stated
        clauses = _counting_beside_figures(clauses)
    alone = _standing_alone(requests, asked)
    closed = [normalize(a) for a in asked]
    clauses = [replace(c, question=any(_bare(c.text) in a for a in closed)) for c in clauses]
    kept = [c for c in clauses if not _askers_world_beside(c, clauses, alone)]
    aside += [c.text for c in clauses if c not in kept]
    clauses = _parts_said_beside_figures(kept, lang, matcher, alone)
    clauses = _part_segments_apart(clauses, lang, reference_date, matcher)
    clauses = _total_row_beside(clauses, group)
    clauses = _whole_beside_a_market(clauses, folded, group)
    clauses = _every_market_restating_group(clauses, group)
    clauses = _with_units_asked(clauses)
    # What the asker does is context beside a narrative question; beside a figure request
    # the market it names may be the one asked about, so it stays.
    roles = [c for c in clauses if _states_a_role(c, lang, matcher)]
    if (
        roles
        and len(roles) < len(clauses)
        and not any(c.figure_like for c in clauses if c not in roles)
    ):
        clauses = [c for c in clauses if c not in roles]
        aside += [c.text for c in roles]
    else:
        kept = _roles_beside_figures(clauses, roles, matcher)
        aside += [c.text for c in roles if c not in kept]
        clauses = [c for c in kept]
    topic = topic_of_context(aside)
    if topic:
        clauses = [
            c
            if c.metrics or c.docs
            else replace(
                c, with_context=read_clause(f"{topic} {c.text}", lang, reference_date, matcher)
            )
            for c in clauses
        ]
    # Set aside last: a part written onto the figure asked is never a topic for it.
    clauses = _narrowed_aside(clauses, aside, lang, reference_date, matcher)
    return clauses
