"""What beside a request is context: courtesy, who asks and why, the asker's situation.

A question often wraps its request in words that are about the asking, not about the
figure: a greeting, a purpose ("for the board pack"), who wants it ("my manager asked
me to find…"), a remark on an earlier answer. The context rules read that wrapping so the
parser (``_question``) weighs only the request: every word attached to the request
stays in it, so an unknown word there is still refused, while a sentence beside it
that names, narrows or asks nothing is set aside.

The rules are split by kind, each module importing only those before it:
``_context_grammar`` (English grammar: who asks, the verb, its object),
``_context_parts`` (parts and narrowing words written onto a figure),
``_context_segments`` (segments, lead-ins and context carried between sentences),
``_context_wrapping`` (the asker and the courtesy around a request that stands on its
own) and ``_context_logistics`` (tickets, meetings, extensions and deadlines around it,
taken out before any rule reads the question). This module decides, by the request that
stands alone, what is context (``set_aside``); the rest of the engine imports all of
these rules from here.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._attribute import PLACE_NOUNS_EN
from ragspine_eval_pipeline.engine._background_cjk import (
    background,
    onto_a_metric,
    polite_request,
)
from ragspine_eval_pipeline.engine._complaint import complains
from ragspine_eval_pipeline.engine._context_grammar import (
    SUBJECTS,
    WHEN_RE,
    WORD_RE,
    ResidualOf,
    askers_time,
    blank,
    object_of_the_asking,
    predicated,
    preposition,
    qualifies_request,
    subject_and_verb,
    unsaid_subject,
)
from ragspine_eval_pipeline.engine._context_logistics import without_logistics
from ragspine_eval_pipeline.engine._context_parts import (
    PART_NOUNS,
    REPORTED_RE,
    cjk_counted_in_or_out,
    counted_in_or_out,
    function_team,
    holds_a_name,
    ja_part_by_means,
    ja_wish_for_a_part,
    kind_of_store,
    named_in,
    names_a_kind_of_store,
    names_a_part_beside,
    names_a_row,
    narrows_figure,
    narrows_the_asked,
    part_word_on_a_noun,
    part_written_onto,
    people_asked_of_market,
    said_of_the_figure,
    states_a_part,
    verb_onto_the_asked,
    wants_a_part,
)
from ragspine_eval_pipeline.engine._context_segments import (
    ASKED_RE,
    BACK_REFERENCE_RE,
    CAPITALIZED_RE,
    carry_context,
    greets_a_part,
    lead_in,
    request_segments,
    topic_of_context,
    without_connector,
    without_context,
    without_preamble,
    without_reported_asker,
)
from ragspine_eval_pipeline.engine._context_wrapping import (
    PIECE_RE,
    conversation_move,
    described_topic,
    less_copy,
    of_the_askers_work,
    wrapping,
)
from ragspine_eval_pipeline.engine._described_year import described_years
from ragspine_eval_pipeline.engine._english import SCOPE_HEADS
from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.engine._other_company import other_company_context, points_back
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import (
    market_of_purpose,
    people_onto_a_noun,
    zh_verb_between,
    zh_work_heading,
    zh_work_on_a_part,
)
from ragspine_eval_pipeline.engine._unit_wishes import wishes_a_currency
from ragspine_eval_pipeline.engine._version_asked import version_of_the_figure
from ragspine_eval_pipeline.kb.analysis import (
    cjk_tokens,
    japanese_places,
    normalize,
)
from ragspine_eval_pipeline.text import STOPWORDS

# -- the request decides: everything not attached to it is context ---------------------


def _stands_alone(sentence: str, lang: str, reference_date: date, matcher: Matcher) -> bool:
    """A request that stands on its own (``_standing``)."""
    return _standing(sentence, lang, reference_date, matcher) is not None


def _standing(
    sentence: str, lang: str, reference_date: date, matcher: Matcher
) -> frozenset[tuple[str, str]] | None:
    """What a request that stands on its own names (kind and code), or None when
    ``sentence`` is none: such a request names a KB metric or document itself, or a
    scope's figures ("新加坡2025财年的业绩") or people (「マカオって何人くらい」,
    「新加坡FY2024的年末人数」), so what is asked does not rest on the sentences around
    it. Staff named as what they have or attend (「新员工分享会」) name no headcount there."""
    norm = normalize(sentence)
    remark = gr.REMARK_RE.search(norm) and not gr.ASKS_RE.search(norm)
    if remark and len(PIECE_RE.split(norm)) == 1:
        return None  # a remark on an earlier answer: what it names was asked before
    named = [m for m in named_in(norm, matcher) if not people_onto_a_noun(norm, m)]
    named += people_asked_of_market(norm, lang, named, matcher, reference_date)
    names = frozenset((m.kind, m.code) for m in named)
    found = {kind for kind, _ in names}
    # 「关于香港就业*情况*的报道」: how things stand is the topic of the asker's work.
    unasked = gr.WORK_TOPIC_ZH_RE.sub(" ", norm)
    asks_of_scope = gr.GENERIC_FIGURE_RE.search(unasked) or gr.JA_PEOPLE_ASKED_RE.search(norm)
    if found & {"metric", "document"} or ("scope" in found and asks_of_scope is not None):
        return names
    return None


def _role_beside(at: int, raw: list[str]) -> bool:
    """Whether sentence ``at`` of ``raw`` only says what the asker does, beside other
    sentences (「你好，我是做新加坡市场的销售。」, "I'm in sales for Singapore."): a metric
    word in it names their job, so it never stands as the request in place of the
    question beside it; the clauses read it as a role (``_clauses``)."""
    norm = gr.COURTESY_RE.sub(" ", normalize(raw[at])).strip(" ,，、.。!！")
    return (
        len(raw) > 1
        and len(PIECE_RE.split(norm)) == 1
        and gr.ROLE_RE.search(norm) is not None
        and gr.ASKS_RE.search(norm) is None
    )


def years_named(text: str, lang: str, reference_date: date) -> frozenset[tuple[str, str]]:
    """The fiscal years ``text`` names, as ("period", code), the way ``own`` holds names."""
    spans = find_periods(normalize(text), lang, reference_date)
    return frozenset(("period", s.period.code) for s in spans if s.period is not None)


def _names_metric(text: str, matcher: Matcher) -> bool:
    """Whether ``text`` names a KB metric of its own."""
    return any(kind == "metric" for kind, _ in _names_of(text, matcher))


def _names_of(text: str, matcher: Matcher) -> frozenset[tuple[str, str]]:
    """What ``text`` names, as kind and code."""
    return frozenset((m.kind, m.code) for m in named_in(normalize(text), matcher))


def set_aside(
    raw: list[str],
    lang: str,
    reference_date: date,
    matcher: Matcher,
    residual_of: ResidualOf,
    scoped: bool,
    questions: frozenset[str],
) -> tuple[list[str], list[str]] | None:
    """The sentences and pieces of a question that has a request standing on its own,
    less who asked for it and everything beside it that is context (``wrapping``); and
    those set aside. None when no sentence stands alone, or when the request points back
    at what someone else is reported to have asked ("A reporter asked me about … What
    was it?"): then what surrounds the request is what it points at."""
    asked = [without_connector(s).strip() in questions or s.strip() in questions for s in raw]
    reported = [
        REPORTED_RE.search(gr.COURTESY_RE.sub(" ", normalize(s)).strip()) is not None for s in raw
    ]
    # Who asked is set aside from a request that stands alone, never from a sentence
    # beside it, whose name may be what the request points at ("asked about Taiwan").
    stripped = [_without_asker(s, matcher) for s in raw]
    named = [
        None if _role_beside(i, raw) else _standing(s, lang, reference_date, matcher)
        for i, s in enumerate(stripped)
    ]
    alone = [i for i, names in enumerate(named) if names is not None]
    sentences = [stripped[i] if i in alone else s for i, s in enumerate(raw)]
    # A Chinese or Japanese figure request closed by a polite form asks without a
    # question mark (「…の売上高を教えていただけますでしょうか。」).
    requests = [
        i
        for i in alone
        if asked[i]
        or (
            polite_request(raw[i], lang)
            and (_names_metric(sentences[i], matcher) or gr.JA_PEOPLE_ASKED_RE.search(raw[i]))
        )
    ]
    angry = [i for i in requests if complains(raw[i], lang, reference_date, matcher, True)]
    if angry and len(angry) < len(requests):
        # "Why do I have to queue every time???": asked in anger beside the request
        requests = [i for i in requests if i not in angry]
        alone = [i for i in alone if i not in angry]

    # Another company's statement is context only where no request points back at it
    # ("… just released its results. What was *its* net profit?").
    def pointed_at(i: int) -> bool:
        return any(points_back(sentences[j], lang, matcher) for j in alone if j != i)

    if requests and not any(BACK_REFERENCE_RE.search(normalize(sentences[i])) for i in requests):
        # A statement that names only what a question beside it asks for adds nothing
        # ("My manager keeps quoting Singapore's sales. What were Singapore's sales?"):
        # it is weighed as context beside that question, never as a request of its own,
        # unless the question points back at it ("… How many moved *this way*?").
        asking = frozenset().union(
            *(
                (named[i] or frozenset()) | years_named(sentences[i], lang, reference_date)
                for i in requests
            )
        )
        alone = [
            i
            for i in alone
            if i in requests
            or not (
                (
                    wrapping(
                        sentences[i],
                        lang,
                        reference_date,
                        matcher,
                        residual_of,
                        scoped,
                        i > requests[-1],
                        own=asking,
                    )
                    and not onto_a_metric(sentences[i], lang, matcher)
                )
                or (
                    not pointed_at(i)
                    and other_company_context(sentences[i], lang, reference_date, matcher, asking)
                )
                or background(
                    sentences[i],
                    lang,
                    reference_date,
                    matcher,
                    scoped,
                    asking,
                    tuple(sentences[j] for j in requests),
                )
            )
        ]
    sentences = [
        gr.SAME_FOR_RE.sub("", s, count=1)
        if i in alone and gr.SAME_FOR_RE.match(s) and _names_metric(s, matcher)
        else s
        for i, s in enumerate(sentences)
    ]
    pointing = [
        i
        for i, s in enumerate(sentences)
        if asked[i] and i not in alone and BACK_REFERENCE_RE.search(normalize(s))
    ]
    reports = [i for i in alone if reported[i]]
    if not alone:
        return _less_remarks(raw, asked, matcher)
    if pointing and reports and pointing[-1] > reports[0]:
        return None  # the request points back at what someone else asked: it is kept
    kept: list[str] = []
    aside: list[str] = []
    requested = {
        i: (named[i] or frozenset()) | years_named(sentences[i], lang, reference_date)
        for i in alone
    }
    asking = frozenset().union(*(names for j, names in requested.items() if j in requests))
    request_texts = tuple(sentences[j] for j in requests)
    for i, sentence in enumerate(sentences):
        own = frozenset().union(*(names for j, names in requested.items() if j != i))
        if i not in alone:
            if wishes_a_currency(sentence, lang, matcher.find(normalize(sentence))):
                kept.append(sentence)  # 「请用欧元」: the currency wanted, which the KB lacks
            elif gr.PER_UNIT_ALONE_RE.search(normalize(sentence)):
                kept.append(sentence)  # 「每家店呢？」: a ratio of the figure, never context
            elif version_of_the_figure(normalize(sentence)):
                kept.append(sentence)  # 「数字要剔除非经常性损益」: the version of the figure
            elif not pointed_at(i) and other_company_context(
                sentence, lang, reference_date, matcher, own
            ):
                aside.append(sentence)  # "Merlion Mart just published its numbers."
            elif (
                requests
                and not asked[i]  # its question mark, which the split took off, asks
                and background(
                    sentence, lang, reference_date, matcher, scoped, asking, request_texts
                )
            ):
                aside.append(sentence)  # 「之前那份Excel被同事覆盖了」: the asker's background
            elif wrapping(
                sentence,
                lang,
                reference_date,
                matcher,
                residual_of,
                scoped,
                i > alone[-1],
                asked[i],
                own=own,
            ):
                aside.append(sentence)
            elif (
                _askers_own_situation(sentence, lang)
                and _points_at(sentences, alone, _PLACE_POINTER_RE)
                and (
                    carried := _scope_pointed_at(
                        sentence, lang, reference_date, matcher, residual_of, own
                    )
                )
            ):
                # "I have an interview at the Singapore office next week. How many people
                # work there?": the market is what the request points at, the rest is the
                # asker's, no topic of the request's.
                kept.append(carried)
            elif not _points_at(sentences, alone, _POINTER_OR_OWN_RE) and _scope_pointed_at(
                sentence, lang, reference_date, matcher, residual_of, own
            ):
                # "I work in the Japan office. What was revenue in FY2024?": the asker's
                # situation; which market is asked is still to be said.
                aside.append(sentence)
            else:
                work = _WORK_CLOSING_RE.search(sentence) if lang == "en" else None
                if work is not None and not asked[i] and of_the_askers_work(work.group("work")):
                    # "Need it in HKD *for my segment build*": the unit is asked, the
                    # work closing the statement is the asker's.
                    aside.append(sentence[work.start() :])
                    sentence = sentence[: work.start()]
                kept.append(sentence)
            continue
        if (
            len(alone) > 1
            and i not in requests
            and not pointed_at(i)
            and other_company_context(sentence, lang, reference_date, matcher, own)
        ):
            aside.append(sentence)  # 「母公司要求把ACME和几家区域同业的盈利放在一张表里」
            continue
        parts = PIECE_RE.split(_fronted(sentence, lang, reference_date, matcher))
        pieces = [
            (parts[k], parts[k + 1] if k + 1 < len(parts) else "") for k in range(0, len(parts), 2)
        ]
        standing = [
            _standing(less_copy(p) if lang == "en" else p, lang, reference_date, matcher)
            for p, _ in pieces
        ]
        named = [
            bool(matcher.find(normalize(p)) or years_named(p, lang, reference_date))
            for p, _ in pieces
        ]
        out = ""
        for k, (piece, joint) in enumerate(pieces):
            # A Japanese clause closing the sentence on て asks ("…の変化をまとめて").
            asks = lang == "ja" and k == len(pieces) - 1 and re.search(r"[てで]\W*$", piece)
            asks = asks or (k > 0 and gr.CONNECTOR_RE.match(piece.strip().casefold()))
            last = k == len(pieces) - 1
            onto = _verb_onto_own(piece, lang, matcher, standing, k)
            named_elsewhere = own.union(*(n for at, n in enumerate(standing) if n and at != k))
            market = (
                None
                if any(kind == "scope" for kind, _ in named_elsewhere)
                else market_of_purpose(piece, lang, matcher)
            )
            if market is not None:
                out += market + joint  # 「シンガポールの採用ブランディング用に、」: its market
                aside.append(piece)
            elif onto is not None and wrapping(
                onto, lang, reference_date, matcher, residual_of, scoped, False, False, False
            ):
                aside.append(piece)
            elif standing[k] is not None and _unsure_what_it_is(piece, matcher, named_elsewhere):
                aside.append(piece)  # "- honestly not sure what EBITDA even is": no question
            elif standing[k] is not None and _move_on_named(piece, matcher, named_elsewhere):
                aside.append(piece)  # "following up on the consolidated numbers - …"
            elif standing[k] is not None and _said_again_beside(
                k, pieces, standing, lang, reference_date, matcher, residual_of, scoped
            ):
                aside.append(piece)  # "- the agreement has an undertaking on headcount"
            elif not (
                pointed_at(i) or any(points_back(p, lang, matcher) for p, _ in pieces[k + 1 :])
            ) and other_company_context(
                piece,
                lang,
                reference_date,
                matcher,
                named_elsewhere.union(
                    *(
                        years_named(p, lang, reference_date)
                        for at, (p, _) in enumerate(pieces)
                        if standing[at] is not None and at != k
                    )
                ),
            ):
                aside.append(piece)  # 「海港百货的毛利率据说有45%，」: the other company's
            elif standing[k] is not None:
                piece, trailing = _less_trailing(
                    piece, lang, reference_date, matcher, residual_of, scoped
                )
                aside += trailing
                out += piece + joint
            elif lang == "zh" and zh_verb_between([p + j for p, j in pieces], k, named):
                out += piece + joint  # 「新加坡，*打印*，2024财年收入」: an activity asked
            elif not asks and (
                carried := _scope_pointed_at(
                    piece,
                    lang,
                    reference_date,
                    matcher,
                    residual_of,
                    own.union(*(n for at, n in enumerate(standing) if n is not None and at != k)),
                )
            ):
                out += carried + joint  # no topic: it names no metric a part is written on
            elif asks or not wrapping(
                piece,
                lang,
                reference_date,
                matcher,
                residual_of,
                scoped,
                False,
                asked[i] and last,
                False,
                own.union(*(n for at, n in enumerate(standing) if n is not None and at != k)),
                years=frozenset(
                    code
                    for at, (p, _) in enumerate(pieces)
                    if standing[at] is not None and at != k
                    for _, code in years_named(p, lang, reference_date)
                ),
            ):
                out += piece + joint
            else:
                aside.append(piece)
        kept.append(out.strip(" ,，、:：;；-–—") or sentence)
    return kept, aside


def _said_again_beside(
    at: int,
    pieces: list[tuple[str, str]],
    standing: list[frozenset[tuple[str, str]] | None],
    lang: str,
    reference_date: date,
    matcher: Matcher,
    residual_of: ResidualOf,
    scoped: bool,
) -> bool:
    """Whether the piece at ``at``, after a piece of the same sentence that stands as the
    request, is a statement naming only what that request names ("Staff numbers for
    Singapore at FY2023 - *the facility agreement has an undertaking on headcount*"): a
    sentence of the asker's world, as it would be standing on its own beside the request
    ("My manager keeps quoting Singapore's sales."), which ``wrapping`` reads with the
    request's names said again. One asking anything, or naming, narrowing or dating
    anything the request does not, stays; so does one naming fewer of the metrics a
    shared name of the request names ("What was Japan's profit? - the net profit, I
    mean"), which says which of them is meant."""
    before = [names for names in standing[:at] if names is not None]
    names = standing[at]
    if not before or names is None:
        return False
    piece = pieces[at][0]
    if gr.ASKS_RE.search(piece) or gr.NUMBER_CUE_RE.search(normalize(piece)):
        return False
    own = frozenset().union(*before)
    metrics = {name for name in own if name[0] == "metric"}
    if not names <= own or {name for name in names if name[0] == "metric"} != metrics:
        return False  # "profit - the net profit, I mean": it says which of two is meant
    years = frozenset().union(*(years_named(p, lang, reference_date) for p, _ in pieces[:at]))
    return wrapping(
        piece, lang, reference_date, matcher, residual_of, scoped, True, own=own | years
    )


_UNSURE_WHAT_RE = re.compile(
    r"^(?:(?:honestly|frankly|tbh|to\s+be\s+honest)\s+)?(?:(?:i['’]m|i\s+am)\s+)?"
    r"(?:not\s+(?:really\s+|quite\s+|even\s+)?sure|no\s+idea)\s+what\s+(?:the\s+)?\x00"
    r"(?:\s+(?:\x00\s+)?)?\s*(?:even\s+|actually\s+|really\s+)?(?:is|means|stands\s+for)$"
)
"""The asker saying they do not know what a name means, and no more ("honestly not sure
what EBITDA even is"); the name stands as \x00."""


def _unsure_what_it_is(piece: str, matcher: Matcher, elsewhere: frozenset[tuple[str, str]]) -> bool:
    """Whether an English ``piece`` only says the asker does not know what a name means,
    a name another piece of the request asks the figure of: beside that request it asks
    no definition, it says why the asker cannot look the figure up."""
    norm = gr.COURTESY_RE.sub(" ", normalize(piece)).strip(" ,.!?-–—")
    named = named_in(norm, matcher)
    if not named or any((m.kind, m.code) not in elsewhere for m in named):
        return False
    spans = sorted((m.start, m.end) for m in named)
    for start, end in reversed(spans):
        norm = norm[:start] + "\x00" + norm[end:]
    return _UNSURE_WHAT_RE.match(re.sub(r"\s+", " ", norm).strip()) is not None


def _move_on_named(piece: str, matcher: Matcher, elsewhere: frozenset[tuple[str, str]]) -> bool:
    """Whether an English ``piece`` only comes back to the conversation or states the aim
    of the asker's check (``conversation_move``) on figures of names another piece of
    the request asks for ("following up on the consolidated numbers - what was group
    EBITDA …"): it stands as a request of the group's figures only by those names."""
    norm = gr.COURTESY_RE.sub(" ", normalize(piece))
    named = named_in(norm, matcher)
    if any((m.kind, m.code) not in elsewhere for m in named):
        return False
    return conversation_move(blank(norm, [(m.start, m.end) for m in named]))


_ASKER_SUBJECT_EN_RE = re.compile(r"(?<![a-z'’])(?:i|we)(?:['’](?:m|ll|ve|d|re))?(?![a-z])")
_ASKER_SUBJECT_ZH_RE = re.compile(r"我(?!说|講|讲)")
_TOLD_CJK_RE = re.compile(
    r"告诉我|告訴我|跟我说|跟我說|对我说|對我說|听说|聽說|言って|聞き|聞い|話して|教えてくれ"
)


def _askers_own_situation(sentence: str, lang: str) -> bool:
    """Whether a sentence tells of the asker's own situation: "I" or "we" its subject
    (「我」 in Chinese; in Japanese, whose subject goes unsaid, no word of being told),
    never what someone else told or asked ("My manager told me about Macau.")."""
    norm = normalize(sentence)
    if lang == "en":
        return _ASKER_SUBJECT_EN_RE.search(norm) is not None
    if _TOLD_CJK_RE.search(norm):
        return False
    return lang == "ja" or _ASKER_SUBJECT_ZH_RE.search(norm) is not None


def _points_at(sentences: list[str], alone: list[int], pointer: re.Pattern[str]) -> bool:
    """Whether a sentence standing as a request holds a word ``pointer`` finds."""
    return any(pointer.search(normalize(sentences[j])) for j in alone)


def _scope_pointed_at(
    piece: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    residual_of: ResidualOf,
    own: frozenset[tuple[str, str]],
) -> str:
    """The markets a piece names, when the request beside it names none (nor the
    company) and the piece is context once they are taken as the request's ("prepping
    *the Japan slide* for the agency - what was profit over there?"): the market is what
    the request is about, the rest is the asker's. Empty when the piece names anything
    else, a word is written onto a market ("the Japan *online* slide"), or it narrows
    ("Japan's online business"). The piece is no topic beside the request: it names no
    metric."""
    if any(kind in ("scope", "company") for kind, _ in own):
        return ""
    norm = normalize(piece)
    named = named_in(norm, matcher)
    if not named or any(m.kind != "scope" for m in named):
        return ""
    if lang != "en":
        if _CJK_OTHER_PLACES_RE.search(norm) or not all(
            _cjk_market_alone(norm, m, lang) for m in named
        ):
            return ""
    else:
        when = blank(norm, askers_time(norm) + [m.span() for m in WHEN_RE.finditer(norm)])
        if not all(_market_alone(when, m) for m in named):
            return ""
        if _OTHER_PLACES & set(WORD_RE.findall(norm)):
            return ""  # "We open a store in Singapore. How many work there?": the store, maybe
    markets = frozenset(("scope", m.code) for m in named)
    if not wrapping(
        piece, lang, reference_date, matcher, residual_of, True, False, False, False, own | markets
    ):
        return ""
    return " ".join(norm[m.start : m.end] for m in named)


def _market_alone(norm: str, mention: Mention) -> bool:
    """Whether a market's name stands with no word the KB lacks written onto it: the words
    on either side are grammar, a noun heading the market's phrase ("the Japan *business*")
    or a thing of the asker's world ("the Japan *slide*"); never another noun or
    describing word ("the Japan *online* slide", "*online* Japan")."""
    before = re.findall(r"[a-z]+", norm[: mention.start])[-1:]
    after = re.findall(r"[a-z]+", norm[mention.end :])[:2]
    # What stands after a possessive is what the market owns ("Singapore's *delivery*").
    after = after if after[:1] == ["s"] else after[:1]
    return all(
        w in gr.ENGLISH_GRAMMAR
        or w in STOPWORDS
        or w in SCOPE_HEADS
        or w in gr.ASKERS_WORLD_NOUNS
        or w in _PLACES_OF_WORK
        or w == "s"
        or preposition(w)
        for w in before + after
    )


_PLACES_OF_WORK = frozenset(["office", "offices", "team", "teams", "headquarters", "hq"])
"""Nouns of where a market's staff work ("the Singapore *office*"): the market's people,
no part of its business."""

_OTHER_PLACES = PLACE_NOUNS_EN - _PLACES_OF_WORK - {"market", "markets"}
"""Nouns of places a word pointing back ("there") may mean instead of the market."""

_PLACE_POINTER_RE = re.compile(
    r"(?<![a-z])there(?![a-z])|那边|那邊|那里|那裡|那儿|那兒|当地|當地|そこ|現地|あちら|向こう"
)
"""A word pointing back at a place ("How many people work *there*?", 「*那边*有多少人」,
「*そこ*には何人」): a request holding one may point at a market the asker's situation
names."""

_POINTER_OR_OWN_RE = re.compile(
    gr.POINTS_BACK_RE.pattern
    + r"|(?<![a-z])(?:our|ours|we|us|my)(?![a-z])"
    + r"|我们|我們|咱们|咱們|我司|本公司|うち|弊社|当社|私たち"
)
"""A word pointing back, or one of the asker's own ("What was *our* revenue?"): a request
holding one may mean the market of the asker's situation."""

_CJK_PLACES_OF_WORK = (
    r"(?:办公室|办事处|辦公室|团队|團隊|总部|總部|分公司|オフィス|チーム|本社|支社|事務所|拠点)"
)

_CJK_OTHER_PLACES_RE = re.compile(
    r"门店|門店|店铺|店鋪|商店|仓库|倉庫|物流|配送|商场|商場|工厂|工廠|机场|機場|店舗|センター|モール|"
    r"工場|空港|売り?場|倉|店(?!長)"
)
"""Places in Chinese or Japanese a word pointing back (那边, そこ) may mean instead of the
market."""

_JA_AFTER_MARKET_RE = re.compile(
    r"(?:の" + _CJK_PLACES_OF_WORK + r")?(?:で|に|へ|を|が|は|と|から|まで|[、。,，]|$)"
)


def _cjk_market_alone(norm: str, mention: Mention, lang: str) -> bool:
    """Whether a market's name in a Chinese or Japanese piece stands with no noun written
    onto it but one of where its staff work (「新加坡*办公室*」, 「シンガポールの*オフィス*で」):
    what follows is a particle, a verb or the end (「我住在新加坡。」), never a noun that may
    say a part (「新加坡*零售*业务」, 「シンガポール*事業*」)."""
    rest = norm[mention.end :]
    if lang == "ja":
        return _JA_AFTER_MARKET_RE.match(rest) is not None
    rest = re.sub(r"^的?" + _CJK_PLACES_OF_WORK, "", rest)
    tokens = cjk_tokens(rest, False)
    if not tokens:
        return True
    tag = tokens[0].tag
    owned = cjk_tokens(re.sub(r"^的", "", rest), False)
    if len(owned) == 1 and owned[0].tag == "v" and not norm[: mention.start].strip(" ,，、"):
        # 「新加坡(的)外卖，收入，2024财年」: a market's name and one word, a label of a part
        # of the market (its takeaway, its wholesale), no sentence of the asker's.
        return False
    return tag == "x" or tag in ("v", "p", "d", "c") or tag.startswith("u")


def _verb_onto_own(
    piece: str,
    lang: str,
    matcher: Matcher,
    standing: list[frozenset[tuple[str, str]] | None],
    at: int,
) -> str | None:
    """A Chinese piece less the metric it names only as the object of a plain verb written
    straight onto it, and that verb (「内控测试需要抽查毛利率这一项」 → 「内控测试需要这一项」),
    when it asks no figure of its own and another piece of the sentence asks for that
    metric; None otherwise. What is left is what the asker does with the figure, weighed
    as context. A word that is no plain verb before the name (「调整后毛利率」,
    「线上毛利率」) makes it another measure, so the piece stays."""
    names = standing[at]
    norm = normalize(piece)
    cues = (gr.NUMBER_CUE_RE, gr.GENERIC_FIGURE_RE, gr.HOW_IT_STANDS_RE, gr.REASON_RE)
    if lang != "zh" or not names or any(cue.search(norm) for cue in cues):
        return None  # it asks a figure or a cause of its own
    if not any(names <= n for k, n in enumerate(standing) if n is not None and k != at):
        return None
    mentions = named_in(norm, matcher)
    if any(m.kind != "metric" for m in mentions):
        return None
    spans: list[tuple[int, int]] = []
    for m in mentions:
        tokens = cjk_tokens(norm[: m.start], False)
        verb = tokens[-1] if tokens else None
        if verb is None or verb.tag != "v" or not norm[: m.start].endswith(verb.word.surface):
            return None
        spans.append((m.start - len(verb.word.surface), m.end))
    return blank(norm, spans) if spans else None


def _less_remarks(
    raw: list[str], asked: list[bool], matcher: Matcher
) -> tuple[list[str], list[str]] | None:
    """``raw`` less its remarks on an earlier answer when another sentence names a market
    of its own ("Thanks for the Japan revenue. What about Singapore?"), and those
    remarks; None when there is none to set aside. The remark's names are the earlier
    answer's: the request is read without them, so it asks which figure it wants."""
    remarks = [
        i
        for i, s in enumerate(raw)
        if not asked[i]
        and gr.REMARK_RE.search(normalize(s))
        and not gr.QUALIFIES_RE.search(normalize(s))
    ]
    if not remarks or len(remarks) == len(raw):
        return None
    scoped = any(
        kind == "scope"
        for i, s in enumerate(raw)
        if i not in remarks
        for kind, _ in _names_of(s, matcher)
    )
    if not scoped:
        return None
    return [s for i, s in enumerate(raw) if i not in remarks], [raw[i] for i in remarks]


_WORK_CLOSING_RE = re.compile(
    r"\s+for\s+(?:my|our|the|this)\s+(?P<work>[a-z\s-]+?)[?!.\s]*$", re.IGNORECASE
)
"""The asker's work closing a statement beside the request ("Need it in HKD *for my
segment build*"), when ``of_the_askers_work`` holds for it."""


_TRAILING_RE = re.compile(
    r"\s+(?:before|ahead\s+of|in\s+time\s+for|until|by|on\s+behalf\s+of|"
    r"for\s+(?=(?:my|our|your|his|her|their)\s)|(?:for|on|in|into|onto)\s+the\s+"
    r"(?=(?P<work>[a-z\s'’-]+?)[?!.\s]*$))",
    re.IGNORECASE,
)
"""Where a phrase after the request's object may open: a time ("before the call this
afternoon", "by Friday"), on whose behalf, or a purpose of the asker's own ("for my
talking points"). "for the …" may name a part ("for the loyalty scheme"): it opens one,
as "on the …" or "in the …" does, only when it closes the piece on the asker's work
alone ("for the filing check", "on the opening slide", ``of_the_askers_work``)."""


_YEAR_BEFORE_RE = re.compile(r"(?<![a-z])the\s+(?:year|yr)$", re.IGNORECASE)
""""the year" right before a phrase of time read as an event (``_described_year``): the
phrase says which year ("the year before the relaunch"), no time of the asker's."""


def _less_trailing(
    piece: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    residual_of: ResidualOf,
    scoped: bool,
) -> tuple[str, list[str]]:
    """``piece`` less a phrase closing it after the request's object that is context
    (``wrapping``: it names, narrows and asks nothing), and that phrase."""
    if lang != "en":
        return piece, []
    for match in _TRAILING_RE.finditer(piece):
        tail = piece[match.start() :]
        if _stands_alone(tail, lang, reference_date, matcher):
            continue
        if _YEAR_BEFORE_RE.search(piece, 0, match.start()) and any(
            a < match.start() < b for a, b in described_years(piece.casefold(), lang)
        ):
            continue  # "the year before the relaunch": which year, said by an event
        if match.group("work") is not None:
            if of_the_askers_work(match.group("work")):
                return piece[: match.start()], [tail]  # its words name nothing asked
            continue
        if wrapping(
            tail.rstrip("?!. "),
            lang,
            reference_date,
            matcher,
            residual_of,
            scoped,
            False,
            sentence=False,
        ):
            return piece[: match.start()], [tail]
    return piece, []


_FRONTED_RE = re.compile(
    r"^\s*(?:(?:ahead\s+of|before|after|for|on\s+behalf\s+of|in\s+time\s+for)\s+"
    r"(?:the|a|an|my|our|this|next|his|her|their|tomorrow['’]s|today['’]s)\s+[a-z'’\s-]{0,40}?"
    r"(?=\s+(?:i|we|he|she|they|you|could|can|would|will|please|pls)(?![a-z'’]))"
    r")",
    re.IGNORECASE,
)
"""A phrase put before the request's subject ("Ahead of next week's meeting he would
like …", "For the board pack I need …"): a piece of its own."""


_JA_HEADING_RE = re.compile(
    r"^\s*(?:[\u30a0-\u30ff\u4e00-\u9fffa-z]|向け){2,20}(?=[ \u3000]+\S)", re.IGNORECASE
)
"""A Japanese heading before a space (「取締役会資料　…」, 「組織図スライド用　…」,
「社長向けメモ　…」): nouns with no particle but 向け, set off from the request as a colon
would set them off."""


_ZH_HEADING_RE = re.compile(r"^\s*[\u4e00-\u9fff]{2,20}(?=[ \u3000]+\S)")
"""A Chinese heading before a space (「董事会材料　…」, 「免税店资料　…」): read as a heading
only when closed by a noun of the asker's work (``zh_work_heading``, ``zh_work_on_a_part``)."""


def _fronted(sentence: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """``sentence`` with a comma after a phrase put before the request (``_FRONTED_RE``)
    or a Japanese or Chinese heading that names nothing of the KB's (``_JA_HEADING_RE``,
    ``_ZH_HEADING_RE``): a piece of
    its own, read as context or kept (a part of the figure, 「免税店資料　…」) apart from
    what the request asks. A heading naming a market, a metric or a year is the request's
    own start (「香港　売上高は？」), and stays in it."""
    if lang in ("ja", "zh"):
        heading = (_JA_HEADING_RE if lang == "ja" else _ZH_HEADING_RE).match(sentence)
        said = normalize(heading.group()) if heading else ""
        if lang == "zh" and not zh_work_heading(said, lang) and not zh_work_on_a_part(said, lang):
            return sentence  # 「香港 收入」: a keyword query's words, no heading
        if heading and not (matcher.find(said) or find_periods(said, lang, reference_date)):
            return sentence[: heading.end()] + "、" + sentence[heading.end() :]
        return sentence
    return _FRONTED_RE.sub(r"\g<0>,", sentence, count=1)


_ASKED_BY_RE = re.compile(
    r"(?<![a-z])(?:my|our|the|a|an)\s+(?:[a-z]+\s+){0,2}?(?:asked|asks|wants|wanted|needs|needed|"
    r"told|would\s+like)\s+(?:(?:me|us)\s+)?to\s+(?:find|get|check|double-check|look\s+up|pull|"
    r"dig\s+up|confirm|verify|know|see|have|use|include|quote|cite)(?:\s+out)?\s+"
    r"|(?<![a-z])(?:my|our|the|a|an)\s+(?:[a-z]+\s+){0,4}?(?:just\s+)?(?:asked|asks)\s+(?:(?:me|us)\s+)?"
    r"(?:about|for)\s+"
    r"|(?<![a-z])(?:he|she|they)\s+(?:would\s+like|wants|needs)\s+to\s+(?:see|know|have|get|check)\s+"
    r"|(?:^|(?<=[，,。！？!?\s]))[\u4e00-\u9fff]{1,4}?(?:让|讓|叫|要|请|請|托)我(?=[查找看问問确確])"
    r"|(?:^|(?<=[，,。！？!?\s]))[\u4e00-\u9fff]{1,4}?(?=(?:想|要|希望)(?:看|知道|了解))"
    r"|(?:^|(?<=[，,。！？!?\s]))[\u4e00-\u9fff]{0,4}?(?:我们?)?(?:要|得|需要|准备|準備)"
    r"(?:汇报|彙報|报|報|讲|講|展示|介绍|介紹)(?![表告道])(?:一下)?"
    r"|(?:^|(?<=[，,。！？!?\s]))[\u4e00-\u9fff]{1,10}?(?:问我|問我|问了我|問了我)(?=[，,：:])",
    re.IGNORECASE,
)
"""Who asked for the figure, anywhere in a sentence ("My manager asked me to find …",
"my supervisor told me to use …",
「老板让我查…」, 「董事想看一下…」), or where the asker will present it (「会上要报…」,
「周会上要讲…」): who asks and why, never what."""


def _without_asker(sentence: str, matcher: Matcher) -> str:
    """``sentence`` less who asked for the figure (``_ASKED_BY_RE``), when that names
    nothing the KB holds; inside a sentence it leaves a piece's edge, so what stood
    before it ("Ahead of tomorrow's session she would like to see …") is a piece."""

    def drop(match: re.Match[str]) -> str:
        if matcher.find(normalize(match.group())):
            return match.group()
        return ", " if sentence[: match.start()].strip(" ,，、") else ""

    return _ASKED_BY_RE.sub(drop, _without_relayed(sentence, matcher))


_RELAYED_TAIL_RE = re.compile(
    r"(?<=[るく])よう(?:に)?(?:との)?(?:ご)?(?:指示|依頼|連絡|要望|要請|お願い|依頼事項)(?:が|を)?"
    r"(?:あり|ござい|受け|いただき|頂き|もらい)(?:ました|まして|ます)[。.]?\s*$"
)
"""A Japanese request relayed from someone else, closed by the instruction it came as
(「…を確認するよう指示がございました」, 「…を調べるよう依頼がありました」)."""

_RELAYED_BY_RE = re.compile(r"^[^、,。はがをにでと\d年度期月日週]{1,12}?(?:より|から)[、,]?\s*")
"""Who the relayed request came from (「社長より、」, 「人事部から」): a person or a
department, never a time (a digit or a word of the calendar keeps it)."""


def _without_relayed(sentence: str, matcher: Matcher) -> str:
    """``sentence`` less the instruction a Japanese request was relayed as and who gave
    it, when that names nothing the KB holds: what is left is what was asked for."""
    tail = _RELAYED_TAIL_RE.search(sentence)
    if tail is None:
        return sentence
    rest = sentence[: tail.start()]
    lead = _RELAYED_BY_RE.match(rest)
    # A place (「台湾から」, 「大阪支店より」) may be the market asked about: it stays.
    if (
        lead is not None
        and not matcher.find(normalize(lead.group()))
        and not japanese_places(lead.group())
    ):
        rest = rest[lead.end() :]
    return rest


__all__ = [
    "ASKED_RE",
    "CAPITALIZED_RE",
    "PART_NOUNS",
    "SUBJECTS",
    "WORD_RE",
    "ResidualOf",
    "blank",
    "carry_context",
    "cjk_counted_in_or_out",
    "counted_in_or_out",
    "described_topic",
    "function_team",
    "greets_a_part",
    "holds_a_name",
    "ja_part_by_means",
    "ja_wish_for_a_part",
    "kind_of_store",
    "lead_in",
    "names_a_kind_of_store",
    "names_a_part_beside",
    "names_a_row",
    "narrows_figure",
    "narrows_the_asked",
    "object_of_the_asking",
    "part_word_on_a_noun",
    "part_written_onto",
    "predicated",
    "qualifies_request",
    "request_segments",
    "said_of_the_figure",
    "set_aside",
    "states_a_part",
    "subject_and_verb",
    "topic_of_context",
    "unsaid_subject",
    "verb_onto_the_asked",
    "wants_a_part",
    "without_connector",
    "without_context",
    "without_logistics",
    "without_preamble",
    "without_reported_asker",
]
