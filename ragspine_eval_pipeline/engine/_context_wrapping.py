"""The asker and the courtesy around a request that stands on its own.

When one sentence or piece of a question is a request complete in itself, what is said
around it is read here (``wrapping``): a greeting and whom it greets, thanks, a
signature, who is asking and what they are working on, their aim and their place, a copy
they are writing, a check against another source, names and years said again. Each
piece is context unless it names, narrows or asks something of its own; which pieces
are the request is decided by ``_context.set_aside``.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._complaint import complains
from ragspine_eval_pipeline.engine._context_grammar import (
    DETERMINERS,
    FINITE,
    WHEN_RE,
    WORD_RE,
    ResidualOf,
    askers_time,
    blank,
    counts_by,
    object_of_the_asking,
    predicated,
    preposition,
    qualifies_request,
    takes_as_object,
)
from ragspine_eval_pipeline.engine._context_parts import (
    CJK_WISH_RE,
    DEPARTMENT_RE,
    PART_NOUNS,
    TEAMS,
    cjk_part_before,
    holds_a_name,
    kind_of_store,
    named_in,
    narrows,
    part_word_on_a_noun,
    said_of_the_figure,
    wants_a_part,
    written_onto,
)
from ragspine_eval_pipeline.engine._context_segments import (
    ALSO_ASKED_RE,
    greets_a_part,
    names_something,
    part_said,
    vocative,
)
from ragspine_eval_pipeline.engine._english import SCOPE_HEADS
from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import (
    as_asked,
    askers_plan_years,
    figure_of_a_part,
    ja_askers_check,
    ja_askers_purpose,
    ja_part_in_phrase,
    ja_part_in_purpose,
    ja_part_word,
    ja_reason_to_check,
    ja_work_heading,
    part_of_own_work,
    part_onto_work,
    part_word,
    people_onto_a_noun,
    zh_forecast_work,
    zh_part_word,
    zh_parts_standing_alone,
    zh_work_heading,
    zh_work_on_a_part,
)
from ragspine_eval_pipeline.engine._purpose_cjk import cjk_basis_purpose
from ragspine_eval_pipeline.engine._purpose_en import en_askers_exercise, en_purpose
from ragspine_eval_pipeline.engine._unit_wishes import FORMAT_WISH_RE, wishes_a_currency
from ragspine_eval_pipeline.engine._version_asked import version_of_the_figure
from ragspine_eval_pipeline.engine._words import is_grammar
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    Word,
    cjk_tokens,
    english_verb_bases,
    english_word_classes,
    is_japanese,
    japanese_parts_of_speech,
    normalize,
)
from ragspine_eval_pipeline.text import STOPWORDS


def _courtesy_words_only(rest: str) -> bool:
    """Whether an English piece is only words of courtesy ("Sorry", "Thanks again")."""
    words = WORD_RE.findall(rest)
    return bool(words) and len(words) <= 4 and all(w in gr.COURTESY_WORDS for w in words)


_HEAD_RE = re.compile(r"\s+([a-z]+)")


def _scope_phrase_end(norm: str, mention: Mention) -> int:
    """Where a scope's phrase ends: after the grammar noun heading it, if one follows
    ("the Macau *segment* schedule"), which names the market, never a part of it."""
    head = _HEAD_RE.match(norm, mention.end)
    if mention.kind == "scope" and head and head.group(1) in SCOPE_HEADS:
        return head.end()
    return mention.end


def _less_kb_names(piece: str, matcher: Matcher) -> str:
    """``piece`` with the KB's names in it blanked ("the *EBITDA* figure"), when its
    normalized form keeps its offsets: a name the KB holds is no name it may lack."""
    norm = normalize(piece)
    if len(norm) != len(piece):
        return piece
    return blank(piece, [(m.start, m.end) for m in matcher.find(norm)])


PIECE_RE = re.compile(
    r"([,，、:：;；]+(?!\s*(?:who|which|whose|where)(?![a-z]))|\s+[-–—]+\s+|\s+and\s+(?=(?:i|we|need|needs|want|wants|there['’]s|there\s+(?:is|are))(?![a-z'’])))"
)
"""Where a sentence's pieces meet: a comma or a colon, a dash between spaces ("new joiner
here - roughly how many …"), or an "and" that opens the asker's next statement ("I'm
putting the pack together and need …", "I'm filling in a table and there's one box
for …")."""


_ADDS_A_REQUEST_RE = re.compile(
    r"^(?:oh\s+)?(?:and\s+)?(?:also|plus|what\s+about|how\s+about)(?![a-z])"
    r"|^(?:另外|还有|此外|再|顺便(?:问一下|问下|说下|讲讲)?)(?!.*(?:确认|核对))"
    r"|^(?:あと|それと|それから|ついでに|あわせて|併せて)|も[。.!！]*$"
)
"""A sentence that adds a request to the one before it: opened by "also", 「另外」,
「あと」, or in Japanese closed by も ("…の対策も", and its measures too). Confirming
what the answer states (「顺便确认下单位」) adds none."""


_APPROX_VALUE = (
    r"\$?\d[\d.,]*\s*(?:%|％|s|m|bn|k|million|billion|亿|億|万|萬|百万|百萬)?"
    r"(?:\s*(?:美元|港币|港幣|日元|日圓|ドル|円))?"
)
_HEARD_ZH_RE = re.compile(
    r"^(?P<who>[^\d，,。？?！!]{1,16}?)(?:说|說|称|稱|讲|講|提到|估计|估計)(?:的)?(?:是|有)?"
    r"(?:大概|大约|大約|差不多|约|約)?\s*"
    + _APPROX_VALUE
    + r"(?:出头|出頭|左右|上下|多|以上|以下|不到)?$"
)
_HEARD_EN_RE = re.compile(
    r"^(?P<who>[a-z][a-z'’ ]{0,40}?)\s+(?:said|says|claimed|claims|posted|reckons|reckoned|wrote"
    r"|mentioned|thinks|thought)\s+(?:that\s+)?(?:it\s+(?:was|is)\s+|it['’]s\s+)?"
    r"(?:about|around|roughly|approximately|just\s+over|just\s+under|over|under|north\s+of|"
    r"south\s+of)?\s*(?:(?:the\s+)?(?:low|mid|high)[-\s])?"
    + _APPROX_VALUE
    + r"(?:\s+or\s+so|\s*-?ish)?$"
)
_HEARD_JA_RE = re.compile(
    r"^(?P<who>[^\d、,。]{1,16}?)\s*"
    + _APPROX_VALUE
    + r"(?:ちょっと|強|弱|くらい|ぐらい|前後|台|程度)?(?:だ|です)?(?:と|って)"
    r"(?:言って|言われて|書いて|書かれて|聞いて|聞きました|聞いた|言う人|書いている人)[^\d]{0,16}$"
)
"""What someone else said a figure was, and nothing more (「雪球上有球友说40%出头」,
"someone on Reddit said it was just over 40%", 「掲示板で40%ちょっとと書いている人が
いました」): the value the asker wants checked, no figure asked. Who said it and where may be
any words; the value is a number with a word of how near it is."""


def figure_heard(norm: str, lang: str, matcher: Matcher, own: frozenset[tuple[str, str]]) -> bool:
    """Whether a piece beside a request only reports what someone said the figure is
    (``_HEARD_ZH_RE``): context, as the asker's check is. Who said it must name no KB
    name the request does not (a market, a metric) and no part of the business
    (「线上有人说…」 may say whose figure), so the figure heard is the one asked."""
    pattern = {"zh": _HEARD_ZH_RE, "en": _HEARD_EN_RE, "ja": _HEARD_JA_RE}[lang]
    heard = pattern.match(norm.strip(" .。!！~～"))
    if heard is None:
        return False
    who = heard.group("who")
    if any((m.kind, m.code) not in own for m in named_in(who, matcher)):
        return False
    if lang == "en":
        return not (narrows(who, lang) or part_word_on_a_noun(who) or gr.QUALIFIES_RE.search(who))
    part = ja_part_word if lang == "ja" else zh_part_word
    tokens = [t for run in CJK_RUN_RE.findall(who) for t in cjk_tokens(run, lang == "ja")]
    return not any(part(t) for t in tokens)


def _asks_a_planned_figure(piece: str, residual_of: ResidualOf) -> bool:
    """Whether ``piece`` asks a figure as planned or forecast and names nothing else
    (「预算呢？」, 「预测是多少」): a second figure request the KB cannot answer, said beside
    the figure as not given, never set aside as context."""
    norm = _courtesy_less(piece)
    if gr.FORECAST_RE.search(norm) is None or gr.ASKS_RE.search(norm) is None:
        return False
    return all(gr.FORECAST_RE.fullmatch(w.surface.casefold()) for w in residual_of(piece))


def _activity_alone(piece: str) -> bool:
    """Whether ``piece`` is one -ing form alone and no act of the asker's ("catering",
    "leasing"): the name of an activity, which may be a line of the business."""
    words = re.findall(r"[a-z]+", normalize(piece))
    if len(words) != 1 or len(words[0]) <= 5 or not words[0].endswith("ing"):
        return False
    return not english_verb_bases(words[0]) & gr.ASKERS_ACTS


def wrapping(
    piece: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    residual_of: ResidualOf,
    scoped: bool,
    after: bool,
    asked: bool = False,
    sentence: bool = True,
    own: frozenset[tuple[str, str]] = frozenset(),
    years: frozenset[str] = frozenset(),
) -> bool:
    """Whether a sentence or a piece of one beside a request that stands on its own is
    context.

    It is, unless it names a KB scope, metric, document, unit, period or number (a
    time on the clock or a weekday is when the answer is needed, no number of it),
    narrows what is asked (a part, "only", "per store", "using constant currency", an
    event it is dated by), holds a name the KB lacks when the request names no market,
    asks something of its own, or is a bare noun phrase that could name the measure. A
    sentence of several pieces is context when each piece is. A question naming nothing
    ("Are you there?", 「在吗？」) is courtesy; so is a greeting and whom it greets, and,
    after the request, who signs it ("Best, Priya").

    ``own`` holds what the request itself names (kind and code): a piece naming only
    those again adds nothing ("my manager keeps quoting Singapore's sales"), so it is
    read less them; a remark on an earlier answer ("Thanks for the Hong Kong figure",
    「刚才你给了我日本的利润」) is context whatever it names when the request names a
    market of its own: its names are the earlier answer's. ``years`` holds the years the
    request's own pieces name beside ``own``'s: a year of the asker's plan is no year
    asked (``askers_plan_years``)."""
    if after and ALSO_ASKED_RE.search(_courtesy_less(piece)):
        return False
    if version_of_the_figure(normalize(piece)):
        return False  # "Figures should exclude one-off items": the version of the figure asked
    if lang == "en" and _activity_alone(piece):
        return False  # "Singapore FY2024 revenue - *catering*": the line of business asked
    if wishes_a_currency(piece, lang, matcher.find(normalize(piece))):
        return (
            False  # 「ユーロでお願いします」, 「请用欧元」: the currency wanted, which the KB lacks
        )
    if complains(piece, lang, reference_date, matcher, asked):
        return True  # "I waited an hour at your store!!!", 「太失望了」: the asker's grievance
    if after and _asks_a_planned_figure(piece, residual_of):
        return False  # 「预算呢？」: a figure planned, asked after the request
    if lang == "en" and greets_a_part(_less_kb_names(piece, matcher)):
        return False  # "Hi online team, …": the figure asked may be that part's
    if after and _adds_a_name(piece, lang, matcher):
        return False  # "Taiwan too if you have it", 「台湾的也给一下」: another market asked
    if after and asked and _name_asked_alone(piece, lang, matcher):
        return False  # "… FY2025? Taiwan?", 「…は？台湾は？」: that figure of another place
    greets = _greeting(normalize(piece), _courtesy_less(piece), lang)
    if greets and sentence and _ADDS_A_REQUEST_RE.search(_courtesy_less(piece)):
        return False  # 「従業員数もお願いします」: a request added, said with courtesy
    if (
        sentence
        and greets
        and not gr.QUALIFIES_RE.search(normalize(piece))
        and not _names_beside_the_greeting(piece, matcher, own)
    ):
        return after or scoped or not names_something(piece, lang)
    if sentence:
        parts = [p for p in PIECE_RE.split(piece)[0::2] if re.search(r"\w", p)]
        if len(parts) > 1:
            return all(
                wrapping(
                    p,
                    lang,
                    reference_date,
                    matcher,
                    residual_of,
                    scoped,
                    after,
                    asked and p is parts[-1],
                    own=own,
                    years=years,
                )
                for p in parts
            )
    norm = normalize(piece)
    if zh_parts_standing_alone(gr.COURTESY_RE.sub(" ", norm), lang):
        return False  # 「…收入，*零售*」: the part of the figure asked, said on its own
    if lang == "en":
        norm = less_copy(blank(norm, [m.span() for m in _SPAN_OF_WORK_RE.finditer(norm)]))
    if sentence and _ADDS_A_REQUEST_RE.search(gr.COURTESY_RE.sub(" ", norm).strip()):
        return False  # 「あと…の対策も」, "oh and what about …": a request added
    departments = [
        (m.start, end.end())
        for m in matcher.find(norm)
        if m.kind == "metric" and (end := DEPARTMENT_RE.match(norm, m.end))
    ]
    said_again = _years_said_again(norm, lang, reference_date, own)
    asked_years = frozenset(code for kind, code in own if kind == "period") | years
    # A question of how a year not yet closed will go (「明年还会继续增长吗？」) asks a
    # forecast of that year: no year of the asker's plan, so it is never set aside.
    future = asked and (gr.FORECAST_RE.search(norm) or gr.DERIVED_RE.search(norm))
    plan = [] if future else askers_plan_years(norm, lang, reference_date, asked_years)
    norm = blank(norm, said_again + plan)
    norm = blank(norm, gr.page_of_work(norm))  # "board pack p.3", 「董事会材料第3页」
    when = WHEN_RE.sub(" ", gr.CLOCK_TIME_RE.sub(" ", blank(norm, askers_time(norm))))
    if (
        not asked
        and not find_periods(when, lang, reference_date)
        and figure_heard(norm, lang, matcher, own)
    ):
        return True  # 「雪球上有球友说40%出头」: the value to be checked, no figure asked
    if re.search(r"\d", when) or find_periods(when, lang, reference_date):
        return False
    named = [m for m in named_in(norm, matcher) if not people_onto_a_noun(norm, m)]
    remark = gr.REMARK_RE.search(norm) and not gr.QUALIFIES_RE.search(norm)
    if named and remark and not asked and any(kind == "scope" for kind, _ in own):
        return True  # a remark on an earlier answer: its names are that answer's
    # A source the asker checks a figure against ("against the results presentation")
    # says where the figure is checked, never which figure.
    against = [m for m in named if m.kind == "source" and _checked_against(norm, m)]
    departments += [(m.start, m.end) for m in against]
    named = [m for m in named if m not in against]
    if lang != "en":
        named = as_asked(named, own)  # 「我在对比奖金和利润的关系」: 利润 is the profit asked
    restated = bool(named) and _restates(norm, named, own, lang)
    if asked and restated and residual_of(piece):
        # "Hong Kong revenue FY2024? Hong Kong inventory turnover?": a question of its
        # own naming the request's market beside a figure the KB lacks, never context.
        return False
    said = [(m.start, _scope_phrase_end(norm, m)) for m in named] if restated else []
    if restated:
        departments += said
        named = []
    if lang == "en":
        departments += [m.span() for m in gr.FIGURE_ALONE_RE.finditer(norm)]  # "just the figure"
    departments += [m.span() for m in FORMAT_WISH_RE.finditer(norm)]  # "one decimal", 「整数で」
    if lang != "en":
        departments += [m.span() for m in gr.ONE_FIGURE_CJK_RE.finditer(norm)]
        departments += [m.span() for m in gr.MESSAGE_LENGTH_RE.finditer(norm)]
    rest = gr.COURTESY_RE.sub(" ", blank(norm, departments)).strip(" ,、，.。!！?？~～:：-–—")
    if lang == "en":
        rest = _just_now_less(rest)  # "my supervisor *just* scribbled": a moment ago
    if not re.search(r"\w", rest):
        return True
    if _wanted_in(rest, lang, matcher):
        return False  # 「要欧元」: the unit or basis wanted, which the KB may lack
    if part_onto_work(rest, lang):
        return False  # 「フランチャイズの表に入れます」: the table of a part of the business
    if zh_forecast_work(rest, lang):
        return False  # 「我在更新收入*预测*表」: the figure wanted may be a forecast one
    if named and _own_scope_only(norm, named, own, lang, residual_of):
        return True  # "Hong Kong only, not the group", 「只看香港，不是集团」
    if named:
        return False
    if (said_again or restated) and _says_nothing(rest, lang, residual_of):
        return True  # only the request's own names and years again (「指的是2024财年」)
    if lang == "en" and conversation_move(rest):
        return True  # "Just to tie out my numbers", "following up on the numbers"
    if gr.HANDLE_IT_RE.search(rest):
        return True  # "Can you check?", 「ご確認をお願いできますか」: asks nothing of its own
    if lang != "en" and condition_of_request(rest):
        return False  # 「個人情報を国外に移転する場合、」: the case the question is about
    if lang == "ja" and described_topic(rest):
        return False  # 「社内公募で異動した人は、」: who or what the question counts
    aim = _askers_aim(rest) if lang == "en" and not asked else None
    if gr.QUALIFIES_RE.search(rest) or wants_a_part(rest, lang) or narrows(aim or rest, lang):
        return False
    if figure_of_a_part(rest, lang):
        return False  # 「オンラインの数字を入れたい」: the part of the figure to be used
    if part_of_own_work(rest, lang) or zh_work_on_a_part(rest, lang):
        return False  # 「我在核对批发资料」, 「外卖资料，」: the work is on a part of the business
    if lang == "zh" and gr.BASIS_ZH_RE.search(rest):
        return False  # 「我们用的是*线上*口径」: the basis of the figure, read with it
    if lang == "en" and (qualifies_request(rest) or counts_by(rest)):
        return False
    if gr.ASKING_ITSELF_RE.search(rest):
        return True
    if said_of_the_figure(rest, lang, residual_of):
        return False  # "Online is fine", 「オンライン分です」: a part of the figure wanted
    if lang != "en" and cjk_basis_purpose(rest, lang):
        return False  # 「出于税务目的」, 「税務上の目的で」: a basis, as "for tax purposes"
    if lang == "en" and en_purpose(rest):
        return True  # "For citation purposes,": what the figure is for
    purpose = _PURPOSE_LEAD_RE.match(rest) if lang != "en" else None
    if purpose is not None and purpose.end() == len(rest) and not ja_part_in_purpose(rest, lang):
        return True  # a purpose standing as a piece of its own: 「社内報の記事用に、」
    if lang == "ja" and (ja_askers_purpose(rest) or ja_askers_check(rest) or ja_work_heading(rest)):
        return True  # the asker's work, its name borrowed: 「採用ブランディング用に、」
    if lang == "ja" and ja_reason_to_check(rest):
        return True  # 「人件費の確認をしたいので。」: why the asker asks
    if zh_work_heading(rest, lang):
        return True  # 「董事会材料，」: what the figure is for
    unnamed = _less_kb_names(piece, matcher)
    unknown_name = names_something(unnamed, lang) or (lang == "en" and holds_a_name(unnamed))
    # Only courtesy taken out makes a greeting: the request's own names said again
    # beside a word ("SG capex FY24" after "SG EBITDA FY24") leave a request of its own.
    # A greeting or a sign-off keeps its courtesy word ("Best, Priya"): the request's
    # market and year both said again beside a word ("SG capex FY24" after "SG EBITDA
    # FY24", 「新加坡 客流量 2024财年」) make none, but a request of its own. A name alone
    # said again may only point back at the request ("the consolidated one").
    request_shaped = bool(said) and bool(said_again)
    courteous = not request_shaped or gr.COURTESY_RE.search(norm) is not None
    if courteous and _greeting(norm, rest, lang) and (after or scoped or not unknown_name):
        return True
    if lang == "en" and vocative(rest) and (scoped or not holds_a_name(piece)):
        return True
    if lang == "en" and _courtesy_words_only(rest):
        return True  # "Sorry", "Thanks again": courtesy said in a word or two
    if lang == "en" and _nothing_more(rest):
        return True  # "nothing fancy": what the answer need not be
    if not scoped and unknown_name:
        return False
    if not asked and lang == "ja" and CJK_WISH_RE.search(rest):
        return True  # a wish heard from someone else: 「佐藤さんがざっくり知りたいそうです」
    if (
        not asked
        and gr.UNSURE_RE.search(rest)
        and not gr.REASON_RE.search(rest)
        and not part_said(rest, lang)
    ):
        return True  # what the asker did not catch is what the request asks which of
    if aim is not None:
        return True  # "Trying to see how our hiring tracks against the top line."
    if asked or gr.ASKS_RE.search(_as_asking(rest) if lang == "en" else rest):
        # It asks: context only when it asks nothing of its own, no figure and no cause
        # (a name beside a request that names its market is who asks: 「HR这边想确认一下」).
        cues = (gr.NUMBER_CUE_RE, gr.GENERIC_FIGURE_RE, gr.HOW_IT_STANDS_RE, gr.REASON_RE)
        if asked and any(cue.search(rest) for cue in cues):
            return False
        residual = residual_of(WHEN_RE.sub(" ", _PURPOSE_LEAD_RE.sub(" ", piece, count=1)))
        capitals = {w.casefold() for w in re.findall(r"[A-Z]{2,}", piece)}
        return not [w for w in residual if not (scoped and (w.name or w.surface in capitals))]
    if lang == "en" and part_word_on_a_noun(rest):
        return False  # "For the online push": the work is on a part of the business
    if lang == "ja" and ja_part_in_phrase(rest):
        return False  # 「*EC*向けメモ」: the work is on a part of the business
    return (
        predicated(rest, lang, sentence)
        or _who_is_asking(rest, lang)
        or _askers_place(rest)
        or (lang == "en" and (_asking_label(rest) or _work_label(rest)))
    )


_ADDED_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:too|as\s+well|also|plus|and|what\s+about|how\s+about)(?![a-z])"
    ),
    "zh": re.compile(r"也|还有|還有|另外|顺便|順便|再|呢|以及"),
    "ja": re.compile(
        r"も(?:$|[、,。.!！?？]|お願い|教え|ください|下さい|欲しい|ほしい|知りたい|頂|いただ)"
    ),
}
"""What adds a thing to the request after it ("… too", "and …'s", 「…也」, 「…も」): said of a
name the KB lacks, another market asked, which is refused, never set aside as who asks."""


def adds_to_the_request(piece: str, lang: str) -> bool:
    """Whether ``piece`` adds a thing to a request said before it (``_ADDED_RE``: "Taiwan
    *too*", 「韩国*也*要」, 「台湾*も*」)."""
    return _ADDED_RE.get(lang, _ADDED_RE["en"]).search(_courtesy_less(piece)) is not None


def _adds_a_name(piece: str, lang: str, matcher: Matcher) -> bool:
    """Whether ``piece``, said after a request, adds to it a name the KB lacks ("Taiwan
    too if you have it", 「台湾的也给一下」, 「あれば台湾も」): the same figure of another
    market, which is refused, never set aside as courtesy or as who asks."""
    unnamed = _less_kb_names(piece, matcher)
    if not (names_something(unnamed, lang) or (lang == "en" and holds_a_name(unnamed))):
        return False
    return _ADDED_RE[lang].search(_courtesy_less(piece)) is not None


_FOLLOW_UP_FRAME_RE = {
    "en": re.compile(
        r"^(?:(?:and|or|also|so)\s+)?(?:(?:what|how)\s+about\s+)?(?:for\s+)?(?:the\s+)?"
    ),
    "zh": re.compile(r"^(?:那|那么|还有|另外)?"),
    "ja": re.compile(r"^(?:では|じゃあ|あと|それと)?"),
}
_FOLLOW_UP_CLOSE_RE = {
    "en": re.compile(r"(?:['’]s)?(?:\s+(?:too|as\s+well|then))?$"),
    "zh": re.compile(r"(?:的)?(?:呢|的话|那边|那边呢|方面)?$"),
    "ja": re.compile(r"(?:の方|のほう|の場合|だと|では|は|って|も)*$"),
}
"""A follow-up fragment's frame around the one name it adds ("And Taiwan?", "what about
Taiwan's?", 「那台湾呢」, 「台湾は」, 「台湾の方は」)."""


def _name_asked_alone(piece: str, lang: str, matcher: Matcher) -> bool:
    """Whether ``piece``, asked after a request, is only a name the KB lacks in a
    follow-up's frame ("Taiwan?", "And Korea's?", 「台湾？」, 「台湾は？」, 「韩国呢？」): the
    same figure of another place, which is refused, never dropped while the request
    before it is answered. A name is a capitalized word the dictionary does not know, or
    a word the analyser tags as a proper noun; a KB name asked so is read as before."""
    frame, close = _FOLLOW_UP_FRAME_RE.get(lang), _FOLLOW_UP_CLOSE_RE.get(lang)
    if frame is None or close is None or matcher.find(normalize(piece)):
        return False
    rest = gr.COURTESY_RE.sub(" ", piece).strip(" ,、，.。!！?？~～:：-–—")
    if lang == "en":
        core = close.sub("", frame.sub("", rest.casefold())).strip()
        words = re.findall(r"[A-Za-z]+", rest)
        words = words[len(words) - len(core.split()) :] if core else []
        return (
            0 < len(words) <= 3
            and re.fullmatch(r"[a-z]+(?:\s+[a-z]+)*", core) is not None
            and all(w[0].isupper() for w in words)
            and holds_a_name(" ".join(words))
        )
    core = close.sub("", frame.sub("", normalize(rest))).strip()
    if not core or re.search(r"[^\u3040-\u30ff\u4e00-\u9fff]", core):
        return False
    tokens = [t for t in cjk_tokens(core, lang == "ja") if t.content]
    return bool(tokens) and all(t.word.name for t in tokens)


def _names_beside_the_greeting(
    piece: str, matcher: Matcher, own: frozenset[tuple[str, str]]
) -> bool:
    """Whether a piece of a sentence holding a greeting or courtesy, other than its first,
    names a KB name the request does not (「田中さんの質問お願いします、*香港*の分で」): that
    piece says more of the request, so the sentence is weighed piece by piece, never set
    aside whole as courtesy."""
    parts = [p for p in PIECE_RE.split(piece)[0::2] if re.search(r"\w", p)]
    return any(
        (m.kind, m.code) not in own
        for part in parts[1:]
        for m in named_in(normalize(part), matcher)
        if m.kind in ("scope", "metric", "unit", "document")
    )


_WANTED_IN_ZH_RE = re.compile(
    r"^(?:我|我们|我們)?(?:只)?(?:要|想要|需要|要的是|用|按)(?P<what>[\u4e00-\u9fff]{1,6}?)"
    r"(?:的)?(?:数|數|数字|數字|数据|數據)?(?:哈|啊|呀|吧|呢)?$"
)
"""A Chinese piece saying only what the figure is wanted in (「要欧元」, 「用人民币的」): the
unit or the basis of the figure asked."""


def _wanted_in(rest: str, lang: str, matcher: Matcher) -> bool:
    """Whether a Chinese ``rest`` says the figure is wanted in a thing the KB has no name
    for (「要欧元」): a noun naming no KB name and no thing of the asker's world; a
    currency or a basis the KB may not report the figure in, so the piece stays with the
    request and its word is refused, never dropped for a figure in another unit."""
    match = _WANTED_IN_ZH_RE.match(rest) if lang == "zh" else None
    if match is None or matcher.find(normalize(match.group("what"))):
        return False
    return any(
        t.word.surface not in gr.ASKERS_WORLD_NOUNS and t.tag.startswith(("n", "eng"))
        for t in cjk_tokens(match.group("what"), False)
    )


_CJK_CONDITION_RE = re.compile(
    r"^(?:如果|假如|假设|要是|若是?|万一)|(?:的话|的时候|之时|之际|的情况下|情况下)$"
    r"|(?:場合|際|とき|時)(?:に|は|には|でも)?$"
)
"""A Chinese or Japanese condition before a question (「如果要把个人信息转移到境外」,
「個人情報を国外に移転する場合」, 「…する際」): the case the question asks about."""

_COURTESY_CONDITION_RE = re.compile(
    r"可能|方便|可以|必要|需要|不便|麻烦|都合|差し支え|差支え|よろし|お手数|手数|お時間|時間"
)
"""Conditions of the asking itself (「如果方便的话」, 「可能であれば」, 「お手数でなければ」,
「必要な場合」): they say when the asker would like an answer, not what is asked."""


def condition_of_request(rest: str) -> bool:
    """Whether ``rest`` is a Chinese or Japanese condition holding words of its own
    (「個人情報を国外に移転する場合」, 「如果要把个人信息转移到境外」): the case a question is
    asked of, which a document may speak of; never set aside as the asker's context (the
    question beside it, 「事前にどのような手続きが求められていますか」, says nothing of what
    it asks about without it). A condition of the asking itself (「如果方便的话」) is not."""
    if not _CJK_CONDITION_RE.search(rest) or _COURTESY_CONDITION_RE.search(rest):
        return False
    return any(
        token.content and len(token.word.surface) > 1
        for run in CJK_RUN_RE.finditer(rest)
        for token in cjk_tokens(run.group(), is_japanese(run.group(), ""))
    )


def described_topic(rest: str) -> bool:
    """Whether a Japanese piece is a noun described by a clause before it and taken as the
    topic with は (「社内公募制度を使って新しい仕事に移った*人は*」, 「セルフレジを導入した
    *店舗は*」): who or what the question after it counts or asks of, never the asker's
    context, though built on a verb. The asker (私は) and a bare noun (今日は) are none."""
    morphemes = japanese_parts_of_speech(rest.strip(" 、,，"))
    if len(morphemes) < 3:
        return False
    (_, before), (_, noun), (particle, tags) = morphemes[-3:]
    return (
        particle == "は"
        and tags[1] == "係助詞"
        and noun[0] == "名詞"
        and before[0] in ("動詞", "助動詞")
    )


_COPY_RE = re.compile(
    r"(?<![\w'’])['‘\"“](?P<copy>[^\n]{3,80}?)['’\"”]\s+"
    r"(?=(?:line|headline|tagline|strapline|caption|slogan|title|message)s?(?![a-z]))",
    re.IGNORECASE,
)


def less_copy(text: str) -> str:
    """``text`` less the wording the asker is writing, quoted before the noun of a line of
    copy ("need a *'we're X thousand people strong'* line for the brand film"): a
    sentence of their own work, built as a clause, names no figure asked. A quoted noun
    phrase ("an 'online sales' line") may say which figure, and stays."""
    spans = [
        m.span()
        for m in _COPY_RE.finditer(text)
        if predicated(normalize(m.group("copy")), "en", sentence=True)
    ]
    return blank(text, spans)


_SPAN_OF_WORK_RE = re.compile(
    r"(?<![\w-])\d{1,2}-(?:year|month|quarter|week)(?=\s+(?:[a-z]+\s+)?(?:trend|view|chart|plan"
    r"|history|summary|overview|look|deck|slide|graph|table)s?(?![a-z]))"
)
"""How long a span the asker's own work shows ("a *3-year* people trend chart", "the
*5-year* plan"): written onto a thing of the asker's, never a count of anything asked."""


_AGAINST_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:against|(?:compar\w*|reconcil\w*|agree\w*|ties?|tied|tying|match\w*)(?:\s+[^\s.?!]+){0,5}?"
    r"\s+(?:to|with))"
    r"|对照|對照|比对|比對|核对|核對)\s*(?:the\s+|our\s+)?$"
)
_AGAINST_AFTER_RE = re.compile(r"^\s*(?:と|に)(?:照合|突合|突き合わせ|照らし)")
"""What a source is named by when the asker checks a figure against it ("vouching …
*against* the results presentation", 「*对照*业绩简报核对…」, 「決算資料*と照合*」)."""


def _checked_against(norm: str, source: Mention) -> bool:
    """Whether ``source`` is named as what the asker checks a figure against: where the
    figure is checked, never which figure."""
    before = norm[max(0, source.start - 60) : source.start]
    return bool(_AGAINST_BEFORE_RE.search(before) or _AGAINST_AFTER_RE.match(norm[source.end :]))


_SAME = frozenset(["same", "other", "usual", "earlier", "previous"])
"""Adjectives that say which one of the asker's things is meant ("the *same* thread"),
never what a figure is."""


def _of_the_askers_world(word: str) -> bool:
    """A word that may stand in a phrase naming a thing of the asker's world: such a
    thing, whose it is ("the *chairman's* slide") or where in the work it stands ("the
    *opening* slide")."""
    return (
        word in gr.ASKERS_WORLD_NOUNS
        or word in gr.POSITION_WORDS
        or word in gr.ROLE_NOUNS
        or (word.endswith(("'s", "’s")) and word[:-2] in gr.ROLE_NOUNS)
        or word == "s"
    )


def _askers_place(rest: str) -> bool:
    """An English phrase naming only a thing of the asker's world ("same email thread",
    "the board pack", "org slide", "the chairman's opening slide"): its head is such a
    noun and every word before it a determiner, a word saying which one, whose or where
    it is, a company function or another such noun; where the asking happens, never
    what it asks. A phrase of when or for what may follow it ("org slide *for
    tomorrow*")."""
    words = WORD_RE.findall(WHEN_RE.sub(" the ", rest))
    for at, word in enumerate(words):
        if at and preposition(word) and object_of_the_asking(words[at:]):
            words = words[:at]
            break
    return (
        bool(words)
        and all(
            w in DETERMINERS or w in _SAME or w in gr.COMPANY_FUNCTIONS or _of_the_askers_world(w)
            for w in words
        )
        and words[-1] in gr.ASKERS_WORLD_NOUNS
    )


_PURPOSE_LEAD_RE = re.compile(
    r"^[^、，,。？?]{1,20}?(?<![\u30a0-\u30ffa-z])(?:用に|用で|用として|のために|のため|向けに|"
    r"の準備(?:として|のため|で)|"
    r"[でに](?:使う|使います|使用する|使用します|利用する|利用します)(?:ので|ため|から))[、,]?"
    r"|^[^、，,。？?]{1,20}?(?<![\u30a0-\u30ffa-z])[にへ](?:書|まと|入|載|貼|メモ)[^、，,。？?]{0,8}?"
    r"(?:たくて|たいので|たいから|たいため)[、,…]*$"
    r"|^(?:为了|為了|用于|用於|以便|以供|便于|便於)[^，,。？?]{1,20}?(?:[，,。]|$)"
)
"""A purpose opening a sentence that asks to be told
(「来週の会議資料用に確認させてください」, 「为了写周报，想确认一下」,
「説明会の準備として」, 「…で使用しますので」), or standing as a piece beside it
(「以便向董事会说明」, 「メモに書いておきたくて」: where the answer is to be written):
what the asking is for, never what it asks. A loanword or a Latin word before it may
name goods or a channel (「オンライン用に」), so that is no purpose read here."""


_SAID_BY_RE = re.compile(
    r"(?:(?<![a-z])(?:i|we|he|she|they)|(?<![a-z])(?:my|our|his|her|their)\s+[a-z]+)\s+$"
)


def _just_now_less(rest: str) -> str:
    """``rest`` less a "just" meaning a moment ago (``JUST_NOW_RE``) after the one who did
    it, a person or someone of the asker's ("my supervisor *just* scribbled", "she just
    sent"): never "only" there. Elsewhere ("- just reported stores", "Taiwan just
    pinged") it may narrow, and stays. Nor is an "only" of the asker's arrival
    (``ARRIVAL_STRESS_RE``), nor one stressing a verb (``_stressed_verbs``)."""
    rest = gr.ARRIVAL_STRESS_RE.sub(r"\g<who>", rest)
    rest = gr.JUST_NOW_RE.sub(
        lambda m: " " if _SAID_BY_RE.search(rest[: m.start()]) else m.group(), rest
    )
    return blank(rest, _stressed_verbs(rest))


_STRESS_RE = re.compile(r"(?<![a-z'’])(?:just|only|simply|merely)\s+(?P<verb>[a-z]+)(?![a-z'’-])")
"""An English word of stress and the word after it."""


def _stressed_verbs(rest: str) -> list[tuple[int, int]]:
    """The spans of "just" or "only" stressing the verb after it: a verb of wanting with
    its subject said or unsaid ("*Just* need the number", "*only* want it for the
    file", ``gr.WANTING_RE``), or a finite verb after its own subject ("the template
    *only* has one box", "the spreadsheet *only* takes one number"). It says how much
    the asker or their thing needs, never which figure; before a noun ("just the online
    part", "only franchise stores") it still narrows."""
    spans: list[tuple[int, int]] = []
    for match in _STRESS_RE.finditer(rest):
        verb = match.group("verb")
        before = WORD_RE.findall(rest[: match.start()])
        wanting = gr.WANTING_RE.fullmatch(verb) is not None
        finite = verb in FINITE or (verb.endswith("s") and "VERB" in english_word_classes(verb))
        if wanting or (finite and _subject_before(before)):
            spans.append((match.start(), match.start("verb")))
    return spans


def _subject_before(words: list[str]) -> bool:
    """Whether ``words`` are a subject standing alone that names a thing of the asker's:
    a determiner and up to three words the dictionary knows, none a part of the business
    ("the template", "our credit file"), or a personal pronoun. A name the dictionary
    does not know ("the *Osaka* stores"), a part word ("the *online* business") or a
    noun of stores or of a part ("the *stores*") may be whose figure is wanted."""
    if len(words) == 1:
        return words[0] in ("i", "we", "they", "it", "he", "she", "you")
    return (
        2 <= len(words) <= 4
        and words[0] in DETERMINERS
        and not kind_of_store(words)
        and all(
            english_word_classes(w)
            and w not in PART_NOUNS
            and not part_word(Word(w, w, True), "en")
            and not w.startswith(("store", "shop", "outlet", "channel", "branch"))
            for w in words[1:]
        )
    )


def _nothing_more(rest: str) -> bool:
    """Whether an English piece only says what the answer need not be: "nothing" and
    describing words ("nothing fancy", "nothing too detailed", "nothing formal"),
    ``english_word_classes`` giving each an adjective. A word for a part of the
    business ("nothing online") is no such word."""
    words = WORD_RE.findall(rest)
    if len(words) < 2 or words[0] != "nothing":
        return False
    return all(
        w in ("too", "very", "overly", "so", "really")
        or ("ADJ" in english_word_classes(w) and not part_word(Word(w, w, True), "en"))
        for w in words[1:]
    )


def _says_nothing(rest: str, lang: str, residual_of: ResidualOf) -> bool:
    """Whether ``rest`` (a piece less the names and years it says again) holds no word
    the KB lacks and, in Chinese or Japanese, no noun, place or describing word the
    analyser does not count as content (「线上」, a localiser, names a channel)."""
    if residual_of(rest):
        return False
    if lang == "en":
        return True
    tokens = [t for run in CJK_RUN_RE.findall(rest) for t in cjk_tokens(run, lang == "ja")]
    return not any(
        t.tag in ("f", "s", "a", "b", "名詞", "形容詞") and not is_grammar(t.word) for t in tokens
    )


def _years_said_again(
    norm: str, lang: str, reference_date: date, own: frozenset[tuple[str, str]]
) -> list[tuple[int, int]]:
    """The spans of ``norm`` naming a fiscal year the request itself names
    (「我们要核对，指的是截至*2024年的那个财年*」 beside a request for FY2024): a year said
    again adds nothing. None when any period there is another year, a part of one, or
    every year: then the piece dates something of its own."""
    spans = find_periods(norm, lang, reference_date)
    if not spans or any(
        s.period is None or s.every or ("period", s.period.code) not in own for s in spans
    ):
        return []
    return [(s.start, s.end) for s in spans]


def _said_in(mention: Mention, own: frozenset[tuple[str, str]]) -> bool:
    """Whether the request names ``mention`` itself; the company's name is its group's."""
    kind = "scope" if mention.kind == "company" else mention.kind
    return (mention.kind, mention.code) in own or (kind, mention.code) in own


def _restates(
    norm: str, named: list[Mention], own: frozenset[tuple[str, str]], lang: str = "en"
) -> bool:
    """Whether ``named`` holds only scopes and metrics the request itself names, none of
    them with a word written onto it ("*inventory* turnover" is another measure,
    「*オンライン*売上」, 「*线上*收入」 a part of the figure). A verb in its plain form
    takes the metric for its object ("*add* profit for FY2025"), qualifying none. The
    company's own name ("a piece on *ACME's* earnings") says the group again when the
    request asks the group's figure."""
    if not all(m.kind in ("scope", "metric", "company") and _said_in(m, own) for m in named):
        return False
    metrics = [(m.start, m.end) for m in named if m.kind == "metric"]
    if lang != "en" and any(
        cjk_part_before(norm, start, named, lang, askers=True) for start, _ in metrics
    ):
        return False
    return not any(
        written_onto(norm, w.group(), w.start(), metrics)
        for w in re.finditer(r"[a-z]+", norm)
        if not takes_as_object(norm, w, metrics)
    )


_RELATIVE_RE = re.compile(r",?\s*(?:who|which|where|when|that)\s+[a-z]+(?:s|ed)\b")
"""A relative clause ("Mr. Tan, who sits on the board"): it describes, it does not ask."""

_STATED_BY_RE = re.compile(
    r"(?<![a-z])(?:our|my|the|their|these|those)\s+(?:[a-z]+\s+){0,2}?[a-z]+s\s+"
    r"(?:show|give|tell)(?![a-z])"
)
"""A verb of asking after its own plural subject ("our working papers *show* a figure",
"the records give"): it states what the asker's things say, it does not ask."""


def _as_asking(rest: str) -> str:
    """English ``rest`` less what describes or states rather than asks."""
    return _STATED_BY_RE.sub(" ", _RELATIVE_RE.sub(" ", rest))


_NOT_BEFORE_RE = re.compile(
    r"(?:(?<![a-z])(?:not|rather\s+than|instead\s+of)\s+(?:the\s+|its\s+|our\s+)?"
    r"|(?:不是|而不是|并非|並非|而非))\s*$"
)
_NOT_AFTER_RE = re.compile(r"\s*(?:の数字|の数値)?(?:ではなく|じゃなく|ではありません|ではない)")
_OWN_WORDS_RE = re.compile(
    r"(?<![a-z])(?:it|is|it['’]s|that['’]s|and|the|for|segment|business|market|number|figure|"
    r"one|please)(?![a-z])|只看|看|的|业务|業務|事業|セグメント|分|で"
)
"""Words with which a piece says which market it means and no more."""


def _own_scope_only(
    norm: str,
    named: list[Mention],
    own: frozenset[tuple[str, str]],
    lang: str,
    residual_of: ResidualOf,
) -> bool:
    """Whether a piece beside a request that names its own market says only that market
    again, stressed ("only") or set against another the KB names ("not the group",
    「不是集团」, 「グループではなく」): it says which market is meant, narrowing nothing.
    A word the KB lacks beside it ("only online", 「只看线上」) still narrows."""
    if not any(kind == "scope" for kind, _ in own):
        return False
    spans: list[tuple[int, int]] = []
    for m in named:
        if (m.kind, m.code) in own:
            spans.append((m.start, m.end))
            continue
        before = _NOT_BEFORE_RE.search(norm[: m.start])
        after = _NOT_AFTER_RE.match(norm, m.end)
        if m.kind != "scope" or not (before or after):
            return False
        spans.append((before.start() if before else m.start, after.end() if after else m.end))
    rest = gr.EMPHASIS_RE.sub(" ", _OWN_WORDS_RE.sub(" ", blank(norm, spans)))
    rest = gr.COURTESY_RE.sub(" ", rest).strip(" ,、，.。!！?？~～:：-–—")
    return not re.search(r"\w", rest) or (
        not residual_of(rest) and _says_nothing(rest, lang, residual_of) and lang == "en"
    )


def _courtesy_less(piece: str) -> str:
    """``piece`` folded, less its courtesy and the punctuation around it."""
    return gr.COURTESY_RE.sub(" ", normalize(piece)).strip(" ,、，.。!！?？~～:：-–—")


def _greeting(norm: str, rest: str, lang: str) -> bool:
    """Courtesy with at most a few words beside it: whom it greets or who signs it ("Hi
    finance team", "Best, Priya", 「王经理您好」, 「先ほどの件ありがとうございました」)."""
    if lang == "zh" and re.search(r"[\u4e00-\u9fff](?:好|早)$", rest):
        rest = rest[:-1]  # 「张老师好」, 「各位早」: whom it greets
    elif rest == norm.strip(" ,、，.。!！?？~～:：-–—") or gr.ASKS_RE.search(rest):
        return False
    if predicated(rest, lang, sentence=True):
        return False
    if lang == "en":
        return len(WORD_RE.findall(rest)) <= 3
    tokens = [t for run in CJK_RUN_RE.findall(rest) for t in cjk_tokens(run, lang == "ja")]
    return len([t for t in tokens if t.content]) <= 3 and not re.search(r"[a-z]{2}", rest)


_AIM_RE = re.compile(
    r"^(?:so\s+)?(?:(?:i|we)(?:['’]m|['’]re|\s+am|\s+are)?\s+)?(?:just\s+|really\s+)?"
    r"(?:wanna|(?:trying|try|want(?:ing)?|looking|hoping|need(?:ing)?)\s+to)\s+"
    r"(?:(?:see|understand|figure\s+out|work\s+out|get\s+a\s+(?:sense|feel)\s+(?:of|for)|gauge"
    r"|show|check|verify|test|confirm)\s+(?:how|whether|if|why)(?![a-z])"
    r"|show\s+(?:that\s+)?(?=(?:the|our|my)\s))"
)
"""The asker's own aim, said as a question they mean to answer themselves ("Trying to
see how our hiring tracks against the top line", "I'm trying to see how the team
grew") or as what they mean to show ("wanna show the trade-down story is paying off"):
what the figure is for, never a question put to the engine."""


def _askers_aim(rest: str) -> str | None:
    """The question the asker means to answer themselves, when ``rest`` states their aim
    (``_AIM_RE``: "how our hiring tracks against the"), or None. One asking a number of
    its own ("trying to see *how much* of it is online") is no aim: it asks."""
    aim = _AIM_RE.match(rest)
    if aim is None or gr.NUMBER_CUE_RE.search(rest):
        return None
    question = rest[aim.end() :].strip()
    words = WORD_RE.findall(question)
    return question if _of_the_askers_own(words) or _claim_tested(question, words) else None


_CLAIMS = frozenset(
    ["claim", "claims", "headline", "headlines", "narrative", "rumour", "rumor", "talk", "line"]
)
_CLAIM_HOLDS_RE = re.compile(
    r"(?:\s(?:actually|really|still))?\s(?:holds?\s+up|stands?\s+up|checks?\s+out|adds?\s+up"
    r"|(?:is|was)\s+(?:true|right|accurate|correct|real)|has\s+legs)$"
)
"""What a claim is checked for: that it holds ("… actually *holds up*", "… *is true*")."""


def _claim_tested(question: str, words: list[str]) -> bool:
    """Whether the question of an aim only asks whether a claim someone tells holds
    ("if this 'margin expansion' *story* the press keeps pushing actually *holds up*"):
    a determiner, a noun of telling within the first words, and a predicate of truth
    closing it. Whether it holds is the asker's to judge from the figure. A claim about a
    part of the business ("the *online* story") may say which part is wanted: no aim."""
    if not words or words[0] not in ("the", "this", "that", "these", "those", "our", "my"):
        return False
    if any(w in gr.CHANNEL_WORDS for w in words) or part_word_on_a_noun(question):
        return False
    head = words[1:6]
    told = any(w in _STORIES or w in _CLAIMS for w in head)
    return told and _CLAIM_HOLDS_RE.search(" " + " ".join(words)) is not None


_SETS_AGAINST = frozenset(["against", "versus", "vs", "relative", "compared", "alongside"])


def _of_the_askers_own(words: list[str]) -> bool:
    """Whether the question of an aim is about the asker's own side: its subject is the
    asker or a company function or team of theirs ("*our hiring* tracks against the
    [top line]", "*the team* grew"), then a verb, then only grammar (the request's names
    are blanked). One about anything else ("how *the online business* has grown", "how
    *the franchise stores* are doing") may be the part wanted, so the sentence stays."""
    if not words or words[0] not in ("our", "my", "the", "we", "i"):
        return False
    at = 1
    if words[0] not in ("we", "i"):
        while at < len(words) and (words[at] in gr.COMPANY_FUNCTIONS or words[at] in TEAMS):
            at += 1
        if at == 1:
            at = _story_told(words)
        if at == 1:
            return False
    while at < len(words) and words[at] in FINITE:
        at += 1
    if at >= len(words) or "VERB" not in english_word_classes(words[at]):
        return False
    return all(
        w in gr.ENGLISH_GRAMMAR or w in STOPWORDS or w in _SETS_AGAINST or w in _PARTICLES
        for w in words[at + 1 :]
    )


_STORIES = frozenset(["story", "narrative", "message", "case", "point", "thesis", "pitch"])
"""Nouns of what the asker tells with a figure ("the trade-down *story*", "our *case*"):
the subject of what they mean to show is their telling, whatever it is about."""
_PARTICLES = frozenset(["off", "out", "up", "through"])


def _story_told(words: list[str]) -> int:
    """Where the verb of an aim's clause stands when its subject, after the determiner,
    is headed by a noun of the asker's telling ("the own-brand trade-down *story* is
    paying off"); 1 when it is not."""
    verb = next((k for k in range(1, len(words)) if words[k] in FINITE), None)
    if verb is None or verb < 2 or words[verb - 1] not in _STORIES:
        return 1
    return verb


_LABELS = frozenset(["question", "questions", "query", "q", "request", "ask", "here"])
_WORK = frozenset(["budget", "plan", "planning", "review", "project", "team"])


def _asking_label(rest: str) -> bool:
    """Whether ``rest`` labels the asking by a company function ("Recruitment budget
    question", "Payroll query", "HR here"): a function word first, then only functions,
    the function's own work or things of the asker's world, closed by a word for the
    asking. A label naming anything else ("Online sales question", "Franchise question")
    may say what is asked, so it stays."""
    words = WORD_RE.findall(rest)
    return (
        len(words) >= 2
        and words[-1] in _LABELS
        and words[0] in gr.COMPANY_FUNCTIONS
        and all(
            w in gr.COMPANY_FUNCTIONS or w in _WORK or w in gr.ASKERS_WORLD_NOUNS
            for w in words[1:-1]
        )
    )


_DRAFTING = frozenset(["draft", "drafts", "prep", "check", "review", "filing"])
_BUILDING = gr.BUILD_NOUNS


def _work_label(rest: str) -> bool:
    """Whether ``rest`` labels the asker's work by the thing written and its stage only
    ("Board paper draft", "Committee memo prep"): nouns of the asker's world, closed by
    a stage of drafting or checking. A label holding any other word ("Online deck
    draft") may say what is asked, so it stays."""
    words = WORD_RE.findall(rest)
    return (
        2 <= len(words) <= 4
        and words[-1] in _DRAFTING
        and all(w in gr.ASKERS_WORLD_NOUNS for w in words[:-1])
    )


_FOLLOWING_UP_RE = re.compile(
    r"^(?:(?:i['’]m|i\s+am|we['’]re|we\s+are|just|so|and)\s+)*"
    r"(?:following|circling|checking|coming)\s+(?:up|back)(?:\s+(?:again|here))?"
    r"(?:\s+(?:on|re|regarding|about|to)\s+(?P<what>[^?!.]+))?$"
)
"""The asker coming back to the conversation ("Following up on the consolidated numbers",
"circling back"): a move of the asking, never a figure asked."""

_CHECKING_AIM_RE = re.compile(
    r"^(?:(?:just|simply|mainly)\s+)?(?:so\s+as\s+|in\s+order\s+)?to\s+"
    r"(?:tie\s+out|tie\s+up|reconcile|cross-?check|double-?check|sanity-?check|check|verify|"
    r"true\s+up|update|refresh|finali[sz]e|close\s+out|complete)"
    r"(?:\s+(?P<what>[^?!.]+))?$"
)
"""The aim of the asker's own check, said as an infinitive ("Just to tie out my
numbers", "to double-check"): what the figure is for, never which figure."""

_CHECK_FOR_RE = re.compile(
    r"^(?:as\s+part\s+of|for)\s+(?:my|our|the|this|a)\s+(?:(?:quick|final|year-?end)\s+)?"
    r"(?:tie-?outs?|reconciliations?|recs?|cross-?checks?|sanity\s+checks?|true-?ups?)"
    r"(?:\s+(?:of|on|against)\s+(?P<what>[^?!.]+))?$"
)
"""The asker's own check named as the purpose ("For our tie-out of the segment revenue
table", "for my reconciliation"): what the figure is for, never which figure."""

_OWN_FIGURES = frozenset(
    [
        "numbers",
        "number",
        "figures",
        "figure",
        "results",
        "financials",
        "data",
        "model",
        "models",
        "workings",
        "table",
        "tables",
        "sheet",
        "tab",
        "schedule",
        "question",
        "questions",
        "s",
    ]
)
"""The asker's figures and their own working on them ("my *numbers*", "the *model*",
"my earlier *question*"): what a check or a follow-up is on, never which figure."""


def _on_own_figures(what: str | None) -> bool:
    """Whether the object of a follow-up or a check (KB names said again already blanked)
    is only the asker's figures or work ("my numbers", "the consolidated numbers", "our
    model", "the segment revenue table"); any other word ("the *franchise* numbers",
    "the *online* model") may say which part is wanted."""
    if what is None:
        return True
    words = WORD_RE.findall(what)
    allowed = DETERMINERS | _SAME | _OWN_FIGURES | gr.ASKERS_WORLD_NOUNS | SCOPE_HEADS
    return all(w in allowed or w in ("these", "those", "last", "latest") for w in words)


def conversation_move(rest: str) -> bool:
    """Whether an English piece (KB names said again already blanked) only comes back to
    the conversation or states the aim of the asker's own check on their figures
    ("following up on the numbers", "just to tie out my numbers", "for our tie-out of
    the segment table") or names the asker's own exercise (``en_askers_exercise``:
    "doing the debt service numbers", "Just a quick sanity check."): context, when its
    object names nothing the request does not."""
    rest = re.sub(r"\s+", " ", rest).strip(" ,.-–—")
    if en_askers_exercise(rest):
        return True
    move = _FOLLOWING_UP_RE.match(rest) or _CHECKING_AIM_RE.match(rest) or _CHECK_FOR_RE.match(rest)
    return move is not None and _on_own_figures(move.group("what"))


def of_the_askers_work(phrase: str) -> bool:
    """Whether an English noun phrase names only the asker's work ("filing check", "board
    paper", "audit review", "segment build"): nouns of the asker's world, company
    functions and stages of drafting, checking or building, closed by a stage or by a
    thing of that world another word describes. A noun of that world alone ("for the
    day") may say which figure."""
    words = WORD_RE.findall(phrase.casefold())
    stages = _DRAFTING | _BUILDING
    work = gr.ASKERS_WORLD_NOUNS | stages
    closed = bool(words) and (
        words[-1] in stages or (len(words) > 1 and words[-1] in gr.ASKERS_WORLD_NOUNS)
    )
    # The noun of the market's own phrase ("my *segment* build") says no part of it.
    return closed and all(
        w in work
        or w in gr.COMPANY_FUNCTIONS
        or _of_the_askers_world(w)
        or (w in SCOPE_HEADS and w != words[-1])
        for w in words
    )


def _who_is_asking(rest: str, lang: str) -> bool:
    """Who is asking, said as "<who> here" ("new joiner here", "IR here"), or in Chinese
    as a team of a company function (「财务团队这边」, ``_ZH_TEAM_HERE_RE``)."""
    if lang == "zh":
        team = _ZH_TEAM_HERE_RE.fullmatch(rest.strip())
        return team is not None and team.group("who") in _ZH_TEAM_FUNCTIONS
    words = WORD_RE.findall(rest)
    return lang == "en" and 1 < len(words) <= 5 and words[-1] == "here"


_ZH_TEAM_HERE_RE = re.compile(
    r"(?:我们|我們|我)?(?:是)?(?P<who>[\u4e00-\u9fffa-z]{1,6}?)"
    r"(?:团队|團隊|部门|部門|小组|小組|组|組)(?:这边|這邊|这里|這裡|的)?"
)
"""A Chinese statement naming the asker's team and nothing else (「财务团队这边」)."""

_ZH_TEAM_FUNCTIONS = gr.COMPANY_FUNCTIONS_ZH | frozenset(
    ["数据", "數據", "it", "运营", "運營", "营运", "營運", "技术", "技術", "信息", "资讯"]
)
"""Company functions a Chinese team is named by, with those whose word alone may name
figures or operations (数据, 运营): said of a team (「数据团队这边」) they are who asks."""
