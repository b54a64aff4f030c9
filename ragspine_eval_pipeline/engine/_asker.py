"""Statements about the asker beside a request that stands complete without them.

The context rules (``_context``) set aside what is said around a request when it names,
narrows and asks nothing. A statement of the asker's own situation often holds nouns of
the asker's world ("I'm prepping for the call with the Hong Kong team tomorrow", "my
deck has it wrong", 「投资者关系部门需要更新资料」, 「上司に聞かれたんですけど」), which
those rules keep, so the request is refused for words it never asked about.

This is the second reading the parser (``_question``) falls back on when the first
leaves a figure request with words the KB lacks: the question is cut into its pieces
(sentences, and the segments commas and a new clause of the asker's open), and a piece
is an *asker's statement* only when it is built as a clause of its own (a subject and a
verb, or a verb of a clause with its subject unsaid), names no metric, document, unit,
period or number and no scope the rest does not name as well, holds no name the KB may
lack, and neither asks, narrows, derives, forecasts nor gives an opinion. The rest is
read again; the second reading stands only when every figure request in it is then
accounted for word by word, so an unknown word in the request itself is still refused.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import date
from itertools import pairwise

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context import (
    PART_NOUNS,
    SUBJECTS,
    WORD_RE,
    ResidualOf,
    blank,
    cjk_counted_in_or_out,
    counted_in_or_out,
    function_team,
    holds_a_name,
    ja_part_by_means,
    names_a_kind_of_store,
    names_a_part_beside,
    names_a_row,
    narrows_the_asked,
    part_word_on_a_noun,
    predicated,
    qualifies_request,
    said_of_the_figure,
    subject_and_verb,
    verb_onto_the_asked,
    wants_a_part,
)
from ragspine_eval_pipeline.engine._context_grammar import DETERMINERS
from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._purpose import (
    figure_of_a_part,
    ja_part_in_phrase,
    part_of_own_work,
    part_onto_work,
    people_onto_a_noun,
    zh_parts_standing_alone,
    zh_work_on_a_part,
)
from ragspine_eval_pipeline.engine._purpose_cjk import cjk_basis_purpose
from ragspine_eval_pipeline.engine._version_asked import version_of_the_figure
from ragspine_eval_pipeline.kb.analysis import CJK_RUN_RE, Token, Word, cjk_tokens, normalize
from ragspine_eval_pipeline.text import STOPWORDS

_PIECE_END_RE = re.compile(
    r"(?<=[.!?。！？\n])\s*|(?<=[,，、;；:：])\s*"
    r"|\s+(?=(?:and|so|because|since|but)\s+(?:i|we|my|our)(?![a-z]))"
    r"|(?<=[a-z])\s+(?=not\s+(?:the|a|an|any)\s)"
    r"|(?<=\w)\s+[-–—]+\s+(?=[a-z]+ing\s|(?:i|we)(?:['’]m|['’]re|\s+am|\s+are)\s)"
    r"|(?<=[\u3040-\u30ff\u4e00-\u9fff])\s+(?=[\u3040-\u30ff\u4e00-\u9fff])",
    re.IGNORECASE,
)
"""Where a question's pieces meet: after a sentence's end or a comma, before a
conjunction that opens the asker's own clause ("… *and I* need", "*so I* want to …"),
at a dash before a clause opening on an -ing verb or the asker ("… pls *- working out*
…", "… *- I'm working out* …"),
before a "not" that rules out an alternative ("the group number *not the* markets"), or
at a space between Chinese or Japanese words, which a message typed on a phone puts
where a comma would be (「澳门员工人数多少 做人力对比用」)."""

_PURPOSE_RE = re.compile(
    r"^for\s+(?:a|an|the|my|our|this)\s|(?:用|用的|要用|に使う|に使います|用に|のため|ために|として)$"
)
"""A purpose ("for the comparison slide", 「做人力对比用」, 「比較用に」, 「前年比較の起点として」:
what the figure serves as): a comparison in
it is the asker's to make, not one asked."""

_QUESTION_WORD_RE = re.compile(
    r"[?？]|(?<![a-z])(?:what|which|how|who|whose|why|when|where|whats)(?![a-z])"
    r"|什么|哪|多少|几|怎|如何|咋|吗|嗎|是否|有没有|为什么"
    r"|谁|何|いくら|どの|どう|どれ|どちら|どっち|いつ|どこ|なぜ|か[。.！!]*$|かな[。.！!]*$"
)
"""A question asked in a piece: a question mark or a question word."""

_NEGATION_RE = re.compile(
    r"(?<![a-z])(?:not|no|never|don['’]t|didn['’]t|doesn['’]t|can['’]t|isn['’]t)(?![a-z])"
    r"|没|不(?:知道|清楚|确定|记得|太|懂|是)|ない|なく|なかっ|ません"
)
"""A negation: a question word under it is one the asker cannot answer ("he didn't say
which one", 「我也没听清是哪块」, 「どこのかは言ってなくて」), reported, not asked."""

_YES_OR_NO_RE = re.compile(r"[?？]$")
_ASKED_WITH_RE = re.compile(
    r"(?<![a-z])(?:what|which|how|who|whose|why|when|where|whats)(?![a-z])"
    r"|什么|哪|多少|几|怎|如何|咋|为什么|谁|何|いくら|どの|どう|どれ|どちら|どっち|いつ|どこ|なぜ"
)


def _asked_yes_or_no(rest: str) -> bool:
    """Whether ``rest`` asks a question of yes or no, put in the negative (「ACME+会员计划是不是
    快没人参加了？」, 「会員制度はもう廃れたのではないですか？」, "is nobody using it
    anymore?"): closed by a question mark, with no question word a negation could leave
    unanswered ("he didn't say which one"). It is asked, never the asker's statement."""
    return _YES_OR_NO_RE.search(rest) is not None and _ASKED_WITH_RE.search(rest) is None


_CJK_PART_RE = re.compile(r"(?:[a-z]\s*|[^\W\d])(?:事業|业务|業務|部门|部門|板块|セグメント|部署)")
"""A Chinese or Japanese noun of a part of a business after another word: 「オンライン
事業」, 「线上业务」, 「投资者关系部门」, "App 事業" (KB names are blanked before this is read,
so the noun of a KB name, 「レポートで*日本事業*を」, follows a blank, which is no word)."""

_JA_TOPIC_END_RE = re.compile(r"(?:は|って|も|とか|なら|では|には|について|に関して)$")
"""A Japanese piece closed by a topic particle is what the next piece asks about
(「…できる制度って、去年どのくらいの人が使ったの？」), never a statement of its own."""

_EN_ASKING_VERB_RE = re.compile(
    r"tell|give|show|send|share|list|explain|describe|needs?|wants?|requires?|pull|get|find"
    r"|quote|know|understand|learn|hear|see|read"
)
"""English verbs by which a piece asks for a thing named after them."""

_EN_REQUEST_RE = re.compile(
    r"(?<![a-z])(?:please|pls|plz|kindly|(?:can|could|would|will)\s+(?:you|someone|anyone))(?![a-z])"
)
"""A request made in so many words ("please …", "could you …")."""

_EN_NOT_A_THING = frozenset(["it", "this", "that", "them", "these", "those", "to", "me", "us"])
"""What may follow a verb of asking in a statement about the asker ("need *it* for …",
"want *to* double check")."""

_ZH_ASKING_VERB_RE = re.compile(
    r"告诉|查|查查|查询|问|问问|给|提供|需要|要|想要|想知道|了解|说明|介绍|发|看看"
)
_JA_ASKING_VERBS = ("教え", "知り", "知ら", "伺", "聞", "確認", "説明", "お知らせ", "欲し", "ほし")


def pieces_of(text: str) -> list[str]:
    """The pieces of ``text`` as written, each with the punctuation that closes it."""
    return [p for p in _PIECE_END_RE.split(text) if p and re.search(r"\w", p)]


_FIRST_PERSON_RE = re.compile(r"我|咱|私|僕|俺|弊社|当社")
"""A Chinese or Japanese word for the asker or the asker's company."""


def _serves_as(rest: str, residual_of: ResidualOf) -> bool:
    """Whether a purpose said with 「として」 ("as") names only what the figure serves as
    (「前年比較の*起点*として」: one noun beside the comparison words): one that names
    something more (「免税店の比較の起点として」) may say which part is wanted. A purpose
    said otherwise (「比較用に」) is one whatever it names."""
    if not rest.endswith("として"):
        return True
    words = [w for w in residual_of(rest) if not gr.DERIVED_RE.search(w.surface)]
    return len(words) <= 1


_VERSION_RE = re.compile(
    r"(?<![a-z])(?:adjusted|normali[sz]ed|underlying|pro[\s-]?forma|restated|like[\s-]for[\s-]like)"
    r"(?![a-z])"
)
"""A word for another version of a figure than the one reported: a piece holding it may
say which figure is asked, so it is never the asker's own statement."""

_RULED_OUT_VERSION_RE = re.compile(
    r"(?<![a-z])(?:not|non|unadjusted|before|without|no)[\s-]+(?:any\s+)?(?:adjusted|adjustments?)"
)
"""The reported figure asked by ruling another version out ("not adjusted")."""


def asker_statement(
    piece: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    named_beside: frozenset[tuple[str, str]],
    residual_of: ResidualOf,
) -> bool:
    """Whether ``piece`` is a statement about the asker, given the KB names (kind, code)
    the rest of the question names (``named_beside``): a market named in it must be one
    of those; a source the facts are read from may be named ("reconciling … to the annual
    report"); a metric may not ("My team tracks Japan's *inventory turnover*"). One said
    of the figure ("Franchise stores are fine") names a part of it, never the asker."""
    norm = normalize(piece)
    rest = gr.COURTESY_RE.sub(" ", norm).strip(" ,、，.!！。")
    if not re.search(r"\w", rest):
        return False  # courtesy alone is the context rules' to weigh
    rest = gr.ARRIVAL_STRESS_RE.sub(r"\g<who>", rest)
    if re.search(r"\d", gr.CLOCK_TIME_RE.sub(" ", rest)):
        return False
    if find_periods(rest, lang, reference_date):
        return False
    if version_of_the_figure(rest):
        return False  # "The number should exclude one-off items": the version asked
    # A unit the request asks its figure in may be spoken of ("the *yen* has been killing
    # my position", "in yen?"); one the request does not name may be the one wanted.
    if any(
        m.kind not in ("scope", "company", "source", "unit") or (m.kind, m.code) not in named_beside
        for m in matcher.find(norm)
        if m.kind != "source"
        and not _people_named(norm, m, named_beside)
        and not _company_of_the_asked(norm, m, matcher, named_beside)
        and not _place_named_by_the_asked(norm, m, named_beside)
        and not _computed_by_the_asker(norm, m, matcher)
    ):
        return False
    if _askers_share(rest, lang, matcher):
        return True
    unsure = gr.UNSURE_RE.search(rest) is not None
    negated = _NEGATION_RE.search(rest) is not None and not _asked_yes_or_no(rest)
    if _QUESTION_WORD_RE.search(rest) and not (unsure or negated):
        return False
    cues = (
        gr.QUALIFIES_RE,
        gr.TOTAL_ROW_RE,
        gr.NUMBER_CUE_RE,
        gr.GENERIC_FIGURE_RE,
        gr.DERIVED_RE,
        gr.FORECAST_RE,
        gr.REASON_RE,
        gr.OPINION_RE,
        gr.COMPETITOR_RE,
        gr.OFF_TOPIC_RE,
    )
    if _PURPOSE_RE.search(rest) and _serves_as(rest, residual_of):
        # A comparison or a background in a purpose (「写论文*背景*介绍用」) is the asker's
        # to write, not one asked.
        cues = tuple(cue for cue in cues if cue not in (gr.DERIVED_RE, gr.REASON_RE))
    sections = [(m.end() - 2, m.end()) for m in gr.WORK_SECTION_RE.finditer(rest)]
    if any(cue.search(blank(rest, sections)) for cue in cues) or wants_a_part(rest, lang):
        return False
    if lang == "en" and _VERSION_RE.search(rest) and not _RULED_OUT_VERSION_RE.search(rest):
        return False  # "basis adjusted", "restated": another version of the figure asked
    if (
        said_of_the_figure(rest, lang, residual_of)
        or figure_of_a_part(rest, lang)
        or zh_parts_standing_alone(rest, lang)
    ):
        # 「*店舗*ベースで」, 「*オンライン*の数字を載せたい」, 「…收入，*批发*」: a part
        return False
    work_on_a_part = (part_of_own_work, part_onto_work, zh_work_on_a_part)
    if any(on_a_part(rest, lang) for on_a_part in work_on_a_part):
        # 「我在核对*批发*资料」, 「*フランチャイズ*の表」, 「我只负责*线上*」: the part the
        # work is on
        return False
    if lang == "zh" and gr.BASIS_ZH_RE.search(rest):
        return False  # 「我们用*门店*口径」: the basis of the figure, read with the request
    if cjk_basis_purpose(rest, lang):
        return False  # 「出于*税务*目的」, 「*税務*上の目的で」: a basis, as "for tax purposes"
    if lang == "ja" and ja_part_by_means(rest):
        return False  # 「*オンライン*で、」: the part of the figure the request is said of
    asked = frozenset(code for kind, code in named_beside if kind == "metric")
    # Staff named as what they attend (「新入社員研修」) are no figure a part is written onto.
    attended = [(m.start, m.end) for m in matcher.find(norm) if people_onto_a_noun(norm, m)]
    if narrows_the_asked(blank(norm, attended), lang, matcher, asked) or verb_onto_the_asked(
        norm, lang, matcher, asked
    ):
        # 「我在准备*线上*员工的汇报」, "I want to put the *online* number on the slide": a
        # part of the figure asked, not the asker's.
        return False
    unnamed = _less_names(piece, norm, matcher)
    if _names_a_part(unnamed) or names_a_row(unnamed) or cjk_counted_in_or_out(rest, lang):
        return False  # 「フランチャイズ店舗も含めてです」: which things the figure counts
    if lang == "ja" and ja_part_in_phrase(unnamed):
        return False  # 「*EC*向けメモ」: the part of the business the work is on
    if names_a_kind_of_store(normalize(unnamed), lang) or names_a_part_beside(
        normalize(unnamed), lang
    ):
        # "my topic is *franchise* stores", 「*加盟*店是我的研究对象」, "it's for *online*",
        # 「用于*电商*」: the part the asker's work is on or the figure is put under
        return False
    if lang == "en":
        if (
            holds_a_name(_EN_MOVED_FROM_RE.sub(" ", unnamed))
            or qualifies_request(rest)
            or _asks_for_a_thing_en(rest)
        ):
            return False
        if counted_in_or_out(rest) or part_word_on_a_noun(normalize(unnamed)):
            # "franchise stores included", "preparing the online analysis", "the slide
            # for the franchise stores": which things the figure counts, which part of
            # the business the work is on.
            return False
        # Only a clause with its subject said: one without ("Looking at the beverage unit",
        # "Using constant currency") may say what is counted, which the context rules weigh.
        words = WORD_RE.findall(rest)
        if _COMPUTING_RE.match(rest):
            return True  # "working out sales per head for the section": the asker's own
        return any(re.split(r"['’]", w)[0] in SUBJECTS for w in words) or subject_and_verb(words)
    # In a statement of the asker's own, the KB's names are no proper nouns it may lack
    # (「*日本*同事发来的报告我看不懂日文」).
    # So are they in a Japanese polite statement with its subject unsaid, the asker's
    # (「日本事業に配属予定の新入社員です」).
    own = _FIRST_PERSON_RE.search(rest) or (lang == "ja" and gr.STATEMENT_RE.search(rest))
    said = gr.COURTESY_RE.sub(" ", normalize(unnamed)) if own else rest
    if _names_or_asks_cjk(said, lang, unsure):
        return False
    if lang == "ja" and _JA_TOPIC_END_RE.search(rest):
        return False
    # A Chinese statement opening on the asker (「我老板刚才问我的」) is a clause even where
    # the tagger reads its verb as a noun.
    return predicated(rest, lang, sentence=True) or (
        lang == "zh" and gr.STATEMENT_RE.search(rest) is not None
    )


_EN_PEOPLE_RE = re.compile(r"people|staff|employees?|workers?|colleagues?")
"""English nouns for the staff, which the KB's vocabulary reads as its headcount."""


_SHARE_RE = {
    "zh": re.compile(
        r"^(?:我|我们|我們)?(?:主要)?(?:负责|負責|分到了?|分到的是)(?P<what>.+?)(?:那|这|這)(?:一)?"
        r"(?:部分|块|塊)$"
    ),
    "ja": re.compile(
        r"^(?:私は)?(?P<what>.+?)の?(?:部分|パート|章)を(?:担当|任され)(?:して|ており|てい)?"
        r"(?:います|おります|ます|いる)$"
    ),
    "en": re.compile(
        r"^(?:and\s+|so\s+)?(?:i['’]?m|i\s+am)\s+(?:covering|doing|in\s+charge\s+of|responsible\s+for)"
        r"\s+the\s+(?P<what>.+?)\s+(?:part|section|bit|chapter)$"
    ),
}
"""The asker's share of a piece of work (「*负责*日本*那部分*」, 「日本*の部分を担当しています*」,
"*I'm covering the* Japan *part*")."""


_SHARE_LEFT_RE = re.compile(r"[\s的の]*(?:业务|業務|市场|市場|事業|market|business)?\s*")
"""What may stand beside the market's name in the asker's share: its noun of a business."""


def _askers_share(rest: str, lang: str, matcher: Matcher) -> bool:
    """Whether ``rest`` says only which market's share of the work the asker has: what
    they are in charge of is a KB market and nothing else (「负责日本那部分」); one naming
    anything more (「负责线上那部分」, 「台湾の部分」, "the online part") may be the part asked,
    and is read."""
    share = _SHARE_RE[lang].search(rest) if lang in _SHARE_RE else None
    if share is None:
        return False
    what = share.group("what")
    named = [m for m in matcher.find(what) if m.kind == "scope"]
    left = what
    for m in named:
        left = left[: m.start] + " " * (m.end - m.start) + left[m.end :]
    return bool(named) and _SHARE_LEFT_RE.fullmatch(left) is not None


def _people_named(norm: str, mention: Mention, named_beside: frozenset[tuple[str, str]]) -> bool:
    """Whether a metric name in a statement of the asker's names people, not their count:
    a noun for the staff that nothing counts, beside a request for another metric
    (「日本事業に配属予定の*新入社員*です」 beside the sales asked), or written onto another
    noun it describes (「新入*社員*研修のレポート」: a training). Beside a request for the
    headcount, staff named otherwise (「パート従業員として必要です」) may say which are
    counted. A count word in the piece (人数, "how many") is a number cue, which the
    statement may not hold anyway."""
    said = norm[mention.start : mention.end]
    if mention.kind != "metric" or not (
        gr.PEOPLE_NOUN_RE.fullmatch(said) or _EN_PEOPLE_RE.fullmatch(said)
    ):
        return False
    onto = _CJK_NOUN_ONTO_RE.match(norm, mention.end) is not None
    return onto or ("metric", mention.code) not in named_beside


_PLACE_OF_A_TABLE_RE = re.compile(
    r"\s+(?:tab|tabs|sheet|sheets|worksheet|column|columns|col)(?![a-z])"
)
"""A place in a workbook or a table named by what it holds ("the *Headcount tab*")."""


def _place_named_by_the_asked(
    norm: str, mention: Mention, named_beside: frozenset[tuple[str, str]]
) -> bool:
    """Whether a metric name in a statement of the asker's names the tab, sheet or column
    of a workbook the asker reads the figure from ("we are sampling *the Headcount tab*
    of the KPI workbook"), and the request asks that very metric: the place of the
    figure asked, named again, never another figure."""
    return (
        mention.kind == "metric"
        and ("metric", mention.code) in named_beside
        and _PLACE_OF_A_TABLE_RE.match(norm, mention.end) is not None
    )


_COMPUTING_RE = re.compile(
    r"^(?:(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+)?(?:working\s+out|calculating|computing|deriving"
    r"|figuring\s+out)\s"
    r"|^(?:just\s+)?(?:(?:a|an|my|our)\s+)?(?:(?:quick|final|little|brief)\s+)*"
    r"(?:sanity|sense|cross|double)[\s-]?check(?:ing)?\s+(?:on|of)\s"
)
"""The asker's own computation, subject said or not ("working out sales per head",
"I'm calculating revenue per store"), or their check of a measure made from the figure,
named without a verb ("quick sanity check on sales per head"): what they will do with
the figure asked."""


_COMPUTED_JOINS = frozenset(["per", "to", "over", "vs", "versus"])


def _computed_by_the_asker(norm: str, mention: Mention, matcher: Matcher) -> bool:
    """Whether a metric name in a statement of the asker's is in the object of their own
    computation ("working out *sales* per head", "calculating *revenue* per employee"):
    a measure they make from the figure asked, never a figure asked of the KB."""
    lead = len(norm) - len(norm.lstrip())
    computing = _COMPUTING_RE.match(norm[lead:])
    if mention.kind != "metric" or computing is None:
        return False
    # Only a determiner, another metric and the word joining them may stand between
    # ("revenue *per* employee"): "the *online* sales per head" is a part's.
    metrics = [(m.start, m.end) for m in matcher.find(norm) if m.kind == "metric"]
    between = WORD_RE.findall(blank(norm, metrics)[lead + computing.end() : mention.start])
    return all(w in DETERMINERS or w in _COMPUTED_JOINS for w in between)


_OWNED_RE = re.compile(r"\s*(?:の|的|['’]s)\s*")
"""What joins a company's name onto what it owns (「ACME*の*日本事業」, "ACME*'s* Japan arm")."""

_NOTHING_OWNED_RE = re.compile(
    r"\s*(?:$|[をにはがでともへ、,。.!?！？]|について|に関して"
    r"|(?:的|の)\s*(?:毕业|畢業|学位|學位|卒業|修士|博士)?(?:论文|論文|卒論|修論|报告|報告|レポート))"
)
"""What may follow a company's name that owns nothing named after it: the end of the
piece, a particle or a punctuation mark (「卒論で*ACME*を扱っています」, "my thesis on ACME."),
or the asker's paper it is the topic of (「关于*ACME*的毕业论文」)."""


_ASKERS_OWN_BEFORE_RE = re.compile(
    r"(?:^|(?<![a-z]))(?:my|our)\s+$|(?:我|我们|我們|咱们|咱們)的\s*$|(?:私|僕|俺)の\s*$"
)
"""A first-person possessive right before the company's name ("*my* ACME position",
「*我的*ACME持仓」, 「*私の*ACME株」): what the name is written onto is the asker's own
(their holding, their shares), which the name only says is in the company."""


_TEAM_OWNED_RE = re.compile(r"(?:\s*['’]s)?\s+(?:team|teams|people|folks|colleagues)(?![a-z])")
"""The company's team written after its name ("the ACME *team*", "ACME's *people*")."""


def _company_of_the_asked(
    norm: str, mention: Mention, matcher: Matcher, named_beside: frozenset[tuple[str, str]]
) -> bool:
    """Whether ``mention`` is the name of the company the KB is about, in a statement of
    the asker's beside a request naming whose figure it asks (a market or the group),
    standing alone, written onto a market the request names or after the asker's own
    possessive ("my *ACME* position"): the company a thesis or an article is on
    (「卒論で*ACME*の日本事業を扱っています」, "I'm writing my thesis on *ACME*") or the
    asker holds is the one every figure is of, so it picks out no other. Written onto
    anything else (「ACMEの*オンライン事業*」, "ACME's *franchise stores*"), it names a part
    of the company, read with the request. Its team ("pitching the local *ACME* team")
    is the company's people the asker deals with, whatever the request names."""
    if mention.kind != "company":
        return False
    if _TEAM_OWNED_RE.match(norm, mention.end):
        return True
    if not any(kind in ("scope", "company") for kind, _ in named_beside):
        return False
    if _NOTHING_OWNED_RE.match(norm, mention.end) or _ASKERS_OWN_BEFORE_RE.search(
        norm, 0, mention.start
    ):
        return True
    joined = _OWNED_RE.match(norm, mention.end)
    at = joined.end() if joined else mention.end
    return any(
        m.start == at and m.kind == "scope" and ("scope", m.code) in named_beside
        for m in matcher.find(norm)
    )


_CJK_NOUN_ONTO_RE = re.compile(r"(?![数人])[\u4e00-\u9fff\u30a1-\u30fa]")
"""A Chinese or Japanese noun written straight after another (「社員*研*修」); a count
(数, 人数) after a noun for the staff counts them."""


def _less_names(piece: str, norm: str, matcher: Matcher) -> str:
    """``piece`` with the KB names in it blanked ("the *Hong Kong* team"), when its
    normalized form keeps its offsets."""
    if len(norm) != len(piece):
        return piece
    for m in matcher.find(norm):
        piece = piece[: m.start] + " " * (m.end - m.start) + piece[m.end :]
    return piece


_RULED_OUT_RE = re.compile(
    r"^(?:and\s+|but\s+)?not(?:\s+(?:a|an|the|any|one|for|of))?(?![a-z'’])|^(?:而)?不是"
    r"|(?:じゃなくて|じゃなく|ではなくて|ではなく|でなく)$"
)
"""A piece that rules out an alternative ("not a quarter", "not any single market",
「不是单季」, 「四半期ではなく」)."""


def rules_out(piece: str, lang: str, matcher: Matcher, beside: str = "") -> bool:
    """Whether ``piece`` only says what is not asked: it opens on a negation (in
    Japanese, closes on one), names no metric or document and narrows nothing, so the
    request beside it stands as it is. A unit it names is ruled out only where the rest
    of the question (``beside``) names the unit asked ("the HKD number, not interested
    in the USD conversion"): the figure is given in that one, never in the other."""
    norm = normalize(piece)
    rest = gr.COURTESY_RE.sub(" ", norm).strip(" ,、，.!！。")
    if _RULED_OUT_RE.search(rest) is None or gr.QUALIFIES_RE.search(rest):
        return False
    asked_units = {m.code for m in matcher.find(normalize(beside)) if m.kind == "unit"}
    if any(
        m.kind not in ("scope", "company")
        and not (m.kind == "unit" and asked_units and m.code not in asked_units)
        for m in matcher.find(norm)
    ):
        return False
    return not (_QUESTION_WORD_RE.search(rest) or gr.DERIVED_RE.search(rest))


def restates(
    piece: str,
    lang: str,
    reference_date: date,
    matcher: Matcher,
    beside: str,
    residual_of: Callable[[str], tuple[Word, ...]],
) -> bool:
    """Whether ``piece`` only says again what the rest of the question (``beside``)
    names: KB names and years all named there too, with nothing else but a word that
    stresses them ("只要新加坡分部、2024财年的数字", 「只看香港」, "Hong Kong only")."""
    norm = normalize(piece)
    rest = gr.COURTESY_RE.sub(" ", norm).strip(" ,、，.!！。")
    names = {(m.kind, m.code) for m in matcher.find(norm)}
    periods = {s.period for s in find_periods(norm, lang, reference_date)}
    if not (names or periods) or None in periods or _QUESTION_WORD_RE.search(rest):
        return False
    if any(cue.search(rest) for cue in (gr.DERIVED_RE, gr.FORECAST_RE, gr.OPINION_RE)):
        return False
    others = normalize(beside)
    if not names <= {(m.kind, m.code) for m in matcher.find(others)}:
        return False
    if not periods <= {s.period for s in find_periods(others, lang, reference_date)}:
        return False
    return all(gr.QUALIFIES_RE.fullmatch(w.surface) for w in residual_of(piece))


def _asks_for_a_thing_en(rest: str) -> bool:
    """An English verb of asking followed by the thing asked ("I also need *the
    inventory turnover*"), not by the request pointed back at or an infinitive."""
    words = WORD_RE.findall(rest)
    if _EN_REQUEST_RE.search(rest):
        return True
    for at, word in enumerate(words):
        if not _EN_ASKING_VERB_RE.fullmatch(word):
            continue
        after = [w for w in words[at + 1 :] if w not in ("also", "too", "just", "really")]
        if after and after[0] not in _EN_NOT_A_THING:
            return True
    return False


def _names_a_part(text: str) -> bool:
    """A noun of a part of a business written after a word the KB lacks ("the *beverage
    unit*", 「*オンライン事業*」, 「*线上业务*」): a part of a market, which narrows what is
    asked. After a KB name it is the market's own ("the Hong Kong team")."""
    folded = normalize(text)
    words = WORD_RE.findall(folded)
    for at, (before, word) in enumerate(pairwise(words), 1):
        if (
            word in PART_NOUNS
            and before not in STOPWORDS
            and before not in gr.ENGLISH_GRAMMAR
            and not function_team(words, at)
        ):
            return True
    return _CJK_PART_RE.search(folded) is not None


def _names_or_asks_cjk(rest: str, lang: str, unsure: bool) -> bool:
    """A Chinese or Japanese piece that holds a proper noun (a place or a firm the KB may
    lack) or asks: a request (「请」, 「帮我」), a Chinese verb of asking before a noun
    (「问*库存周转率*」), a Japanese one not passive (「*在庫回転率*も知りたい」)."""
    japanese = lang == "ja"
    tokens = [t for run in CJK_RUN_RE.findall(rest) for t in cjk_tokens(run, japanese)]
    if any(t.word.name and not _moved_from(tokens, at, japanese) for at, t in enumerate(tokens)):
        return True
    if unsure:
        return False  # 「聞き漏らしてしまって」 reports what the asker missed, asks nothing
    for at, token in enumerate(tokens):
        surface = token.word.surface
        if japanese:
            # A verb of asking asks unless it is passive (「上司に聞かれた」: the asker was
            # asked).
            following = tokens[at + 1].word.surface if at + 1 < len(tokens) else ""
            if surface.startswith(_JA_ASKING_VERBS) and following not in ("れ", "られ"):
                return True
        elif surface in ("请", "麻烦", "烦请", "帮", "帮忙"):
            return True
        elif _ZH_ASKING_VERB_RE.fullmatch(surface):
            following = [t for t in tokens[at + 1 :] if not t.tag.startswith(("m", "q", "u"))]
            if following and following[0].tag.startswith("n"):
                return True
    return False


_EN_MOVED_FROM_RE = re.compile(
    r"\b(?:transferred|transfered|moved|relocated|came|rotated|seconded)"
    r"(?:\s+(?:over|here|across|in|back))?\s+from\s+(?:the\s+)?(?:[A-Z][A-Za-z]*\s*)+"
)
"""Where the asker moved from ("I just transferred here *from Tokyo*"): who they are,
never a market asked about (``_moved_from`` in Chinese and Japanese)."""
_ZH_FROM = ("从", "是从", "自", "刚从", "我从")
"""Chinese words opening where someone comes from (「我这次*从*东京调过来」)."""
_ZH_MOVING_RE = re.compile(r"(?:调|轉|转|搬|派|回|过来|過來|来|來|借调)")
"""Chinese verbs of moving or being transferred (调过来, 转过来, 来, 派过来)."""
_JA_MOVING = frozenset(
    ["異動", "転勤", "移籍", "出向", "転籍", "移動", "来", "き", "移っ", "移り", "戻っ", "戻り"]
)
"""Japanese verbal nouns and verbs of moving or being transferred (異動してきました, 来ました)."""
_JA_PLACE_HEADS = ("支社", "本社", "支店", "事業所", "オフィス", "拠点", "本部", "店")
"""Nouns of a site written after a place's name (「大阪*支社*から」)."""


def _moved_from(tokens: list[Token], at: int, japanese: bool) -> bool:
    """Whether the name at ``at`` is the place the asker moved from (「我*从东京*调过来」,
    「*東京から*地元の事業部に異動してきました」, 「大阪支社から転勤してきた」): where they
    come from is who they are, never a market asked about, which a request beside it
    names or leaves unnamed. A name read any other way may be a market the KB lacks."""
    if japanese:
        after = at + 1
        while after < len(tokens) and tokens[after].word.surface in _JA_PLACE_HEADS:
            after += 1
        if after >= len(tokens) or tokens[after].word.surface != "から":
            return False
        # The first verb after から says what was done from there (the destination,
        # 「地元の事業部に」, may come between).
        for token in tokens[after + 1 :]:
            if token.word.surface in _JA_MOVING:
                return True
            if token.tag.startswith("動詞"):
                return False
        return False
    before = tokens[at - 1].word.surface if at > 0 else ""
    after_word = tokens[at + 1] if at + 1 < len(tokens) else None
    return (
        before.endswith(_ZH_FROM)
        and after_word is not None
        and after_word.tag.startswith("v")
        and _ZH_MOVING_RE.match(after_word.word.surface) is not None
    )


_WHO_I_AM_EN_RE = re.compile(
    r"^(?:(?:hi|hello|hey)\W+)?(?:i\s+am|i'm|i’m|i\s+work|i\s+(?:just\s+|recently\s+)?"
    r"(?:joined|started)|i\s+run|i\s+lead|i\s+head|i\s+manage)(?![a-z])"
    r"|^(?:(?:hi|hello|hey)\W+)?(?:(?:this\s+is|we['’]re|we\s+are)\s+)?(?:the\s+)?"
    r"(?:[a-z&][a-z&'’-]*\s+){1,3}(?:team|department|dept|division)(?:\s+here)?$"
)
_WHO_I_AM_ZH_RE = re.compile(
    r"^我(?:是|在[^，,。]{1,12}(?:工作|上班|任职|任職)|负责|負責|刚加入|剛加入|刚入职|剛入職|新加入)"
    r"|^(?:我们|我們)是[^，,。]{0,12}(?:团队|團隊|部门|部門|部|组|組)$"
    r"|(?:团队|團隊|部门|部門)(?:这边|這邊|这里|這裡)?$"
)
_WHO_I_AM_JA_RE = re.compile(
    r"(?:新人|担当者?|店長|部長|課長|マネージャー|マネジャー|gm|社員|スタッフ|責任者|メンバー|一員)"
    r"(?:です|をしています|をやっています|になりました)$|入社しました$"
    r"|を担当して(?:います|おります)$|(?:チーム|部|課|部門|室)(?:の者)?です$"
)
_WANTS_RE = re.compile(
    r"curious|interested|wonder|looking|trying|keen|hoping|after|seeking|research|study|check"
    r"|prepar|writing|working\s+on|asking|need|want|想|了解|研究|关心|關心|好奇|知りたい|調べ|興味"
    r"|需要|麻烦|麻煩|提供|请|請|必要|ください|お願い"
)
"""Words of wanting or working on something: a statement saying them asks for it
("I'm curious about the store openings", 「我想了解…」)."""


def only_who_asks(question: str, lang: str) -> bool:
    """Whether ``question`` only says who the asker is ("I'm the Japan manager.", 「我在
    香港门店工作。」, 「財務部の新人です。」), each sentence a statement of their role, team
    or arrival that asks nothing and wants nothing: no question to answer with a passage,
    however its words (manager, stores, finance) are found in one."""
    norm = normalize(question)
    if re.search(r"[?？]", norm) or gr.ASKS_RE.search(norm) or gr.NUMBER_CUE_RE.search(norm):
        return False
    if _WANTS_RE.search(norm):
        return False
    sentences = [s.strip(" ,、，") for s in re.split(r"[.!。！\n]+", norm) if s.strip(" ,、，")]
    pattern = {"en": _WHO_I_AM_EN_RE, "zh": _WHO_I_AM_ZH_RE, "ja": _WHO_I_AM_JA_RE}.get(lang)
    return bool(sentences) and pattern is not None and all(pattern.search(s) for s in sentences)
