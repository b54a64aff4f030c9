"""A business partner's introduction and dealings before a request.

A landlord, a supplier, a franchisee or a carrier says who they are and why they ask
before asking the company's figure ("As your landlord at Harbour Mall, we're preparing
for next month's lease renewal talks. What revenue did ACME Hong Kong report for
FY2024?", 「我们是贵司香港铜锣湾门店的房东，租约下个季度到期，…」, 「シンガポールで御社の
配送を担当している物流会社です。…」). Their mall, their outlets, their credit limit and
their contract are their own business, never a part of the figure asked: the request
after them names whose figure it asks.

``without_partner_context`` takes out the leading pieces of such a message (sentences,
and in Chinese and Japanese the clauses between commas) when the first introduces the
asker in the first person or as a party named by its dealings, the company is spoken of
as the other party (in the second person or by its name), and each piece states and asks
nothing: no question, no verb of asking or wanting, no word that narrows ("only",
只要, だけ), no metric, document or period of the KB's (bar a metric of the asker's own,
「我们自己店的毛利率」, 「当店の…」, a metric's name written onto a noun of the asker's
product, "staff uniforms", and a year or a part of one still to come, "next month's
talks", 「下个季度到期」), a unit only beside an amount. What is left must ask, name
a metric and whose figure (a market, the group or the company; a market or the group
where the pieces name a market or a place), and point back at nothing said in them
("its", "there", 该店, その店). A question naming no metric is left as it is: a narrative
question's topic may rest on what the partner said of their dealings.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context_parts import (
    holds_a_name,
    names_a_kind_of_store,
    names_a_part_beside,
)
from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    cjk_tokens,
    english_word_classes,
    normalize,
)

_SENTENCE_END_RE = re.compile(r"(?<=[.!?])\s+(?=\S)|(?<=[。！？!?])")
_CJK_PIECE_END_RE = re.compile(r"(?<=[。！？!?，,、；;])")

_INTRO_EN_RE = re.compile(
    r"^(?:(?:hi|hello|hey|dear\s+\w+|good\s+(?:morning|afternoon))\W+)?"
    r"(?:as\s+(?:your|the|a|an|one\s+of)\s|this\s+is\s|(?:we|i|our|my)(?:['’](?:re|m|ve))?\s)"
)
"""An English piece opening on the asker: "As your landlord …", "This is …", "We supply
…", "I run …", "Our credit committee …"."""

_INTRO_ZH_RE = re.compile(r"^(?:您好|你好)?[，,]?(?:我们|我們|我|我司|本公司|敝司|我方|作为|作為)")
_INTRO_JA_RE = re.compile(
    r"^(?:当社|弊社|私ども|私共|わたくしども|私たち|我々|私|当店)"
    r"|(?:です|でございます|の者です|をしております|しております|をしています|しています)[。.]?$"
)
"""A Japanese piece opening on the asker's company, or a statement with its subject
unsaid, the asker's (「…物流会社です。」, 「…家主をしている者です。」)."""

_OTHER_PARTY_RE = {
    "en": re.compile(r"(?<![a-z])your(?![a-z])"),
    "zh": re.compile(r"贵司|貴司|贵公司|貴公司|贵方|貴方|你们|你們|您们|您們|您公司"),
    "ja": re.compile(r"御社|貴社|そちら"),
}
"""The company spoken of in the second person, as the other party of the asker's dealings."""

_ASKS_EN_RE = re.compile(
    r"[?？]|^(?:what|which|how|who|whose|why|when|where|whats|is|are|was|were|do|does|did"
    r"|can|could|would|will)(?![a-z])"
    r"|(?<![a-z])(?:(?:share|send|give|show)\s+(?:me|us)|please|pls|kindly|tell|let\s+me\s+know|want|wants"
    r"|need|needs|like\s+to|love\s+to|curious|wonder\w*|interested|looking\s+for|asks?|asking)"
    r"(?![a-z])"
)
_ASKS_ZH_RE = re.compile(
    r"[?？]|(?<![申邀])(?:请|請)|问|問|多少|什么|什麼|哪|几|幾|怎|如何|吗|嗎|呢|想|需要|麻烦|麻煩|了解|知道"
    r"|看看|告诉|告訴|提供|确认|確認|介绍|介紹"
)
_ASKS_JA_RE = re.compile(
    r"[?？]|教え|知りた|知り|伺|ください|下さい|いただけ|頂け|願|か[。.]?$|でしょうか|ますか"
    r"|確認した|何|いくら|どの|どう|どれ|いつ|どこ|なぜ|ほしい|欲しい|たい"
)
_ASKS_RE = {"en": _ASKS_EN_RE, "zh": _ASKS_ZH_RE, "ja": _ASKS_JA_RE}
"""A piece that asks or wants: a question, a question word, a verb of asking or wanting."""

_REQUEST_RE = {
    "en": re.compile(r"[?？]|(?<![a-z])(?:what|which|how|tell|please|could|can|would)(?![a-z])"),
    "zh": re.compile(r"[?？]|请|請|多少|什么|什麼|哪|几|幾|怎|如何|吗|嗎|了解|知道|告诉|告訴"),
    "ja": re.compile(
        r"[?？]|教え|知りた|伺|ください|いただけ|か[。.]?$|ますか|いくら|どの|どう|何"
    ),
}

_POINTS_BACK_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:there|its|their|it|them|those|these)(?![a-z])"
        r"|(?<![a-z])(?:that|this|the|our|my)\s+(?:store|shop|outlet|unit|mall|site|branch"
        r"|location|warehouse|centre|center)s?(?![a-z])"
    ),
    "zh": re.compile(r"该|該|那家|这家|這家|那里|那裡|这里|這裡|那边|那邊|其|本店|我们店|我們店"),
    "ja": re.compile(r"そこ|その店|同店|当該|当店|その施設|同施設|そのモール|こちら"),
}
"""What in the request points back at a thing said before it: the figure of the store or
mall the pieces name is then asked, so they stay."""

_NARROWS_EN_RE = re.compile(
    r"(?<![a-z])(?:only|just|solely|excluding|including|except|exclusive|without|mean|meant)"
    r"(?![a-z])"
)

_OWN_BEFORE_RE = {
    "en": re.compile(r"(?<![a-z])(?:our|my)\s+(?:own\s+)?(?:[a-z-]+\s+){0,2}$"),
    "zh": re.compile(r"(?:我们|我們|我|我司|本公司)(?:自己)?(?:的)?[\u4e00-\u9fff]{0,3}(?:的)?$"),
    "ja": re.compile(r"(?:当店|当社|弊社|私ども|私共|自社|自店)の?[\u3040-\u9fff]{0,4}の?$"),
}
"""A first-person owner written before a metric's name (「我们自己店的*毛利率*」,
「当店の*年商*」, "our own *gross margin*"): the asker's own figure, stated."""

_FORWARD_BEFORE_RE = re.compile(
    r"(?:next|coming|upcoming|following)\W*$|(?:下个|下個|下一个|下一個|下一|下|来|來|明|翌|次)$"
)
"""A word before a part of a year pointing forward ("next month", 「下个季度」): the
time of the asker's coming dealings."""

_STUDIED_RE = re.compile(
    r"(?<![a-z])(?:analys[ie]s|analy[sz]ing|research|study|studying|slides?|decks?|reports?"
    r"|charts?|dashboards?|thesis|papers?|articles?|presentations?|rank\w*|against"
    r"|benchmark\w*)(?![a-z])"
    r"|分析|研究|报告|報告|汇报|匯報|论文|論文|レポート|資料|材料|排名|ランキング|"
    + gr.DERIVED_RE.pattern
)
"""The asker's study, write-up or comparison ("we rank ACME's *Osaka* stores against …"):
of a place or a part of the business (a kind of store, a channel) it says which part is
wanted, so the piece stays."""

_PEOPLE_RE = re.compile(
    r"people|staff|employees?|workers?|personnel|员工|員工|人员|人員|职员|職員"
    r"|スタッフ|従業員|社員|人員"
)
"""Nouns of people, which the KB's vocabulary reads as its headcount."""

_AMOUNT_NEAR = 6
"""How far from a digit a unit's name may stand to be an amount's ("USD 4 million",
「300万新元」)."""


def without_partner_context(text: str, lang: str, matcher: Matcher, reference_date: date) -> str:
    """``text`` less a business partner's introduction and dealings opening it, when
    the request after them stands on its own (module docstring); ``text`` otherwise."""
    pieces = _pieces(text, lang)
    if len(pieces) < 2 or not _introduces(normalize(pieces[0]), lang):
        return text
    count = 0
    while count < len(pieces) - 1 and _states_dealings(
        pieces[count], lang, matcher, reference_date, first=count == 0
    ):
        count += 1
    if count == 0:
        return text
    written = "".join(pieces[:count])
    taken = normalize(written)
    rest = "".join(pieces[count:]).strip()
    folded = normalize(rest)
    if not _REQUEST_RE[lang].search(folded) or _POINTS_BACK_RE[lang].search(folded):
        return text
    # In English the dealings say "your" or the company's name themselves: "you" in the
    # request ("could you tell me") is the one asked, no party to them.
    said = taken if lang == "en" else normalize(text)
    if not (_OTHER_PARTY_RE[lang].search(said) or _company_named(said, matcher)):
        return text
    named = matcher.find(folded)
    if not any(m.kind == "metric" for m in named):
        return text  # a narrative question's topic may rest on what the partner said
    scopes_taken = any(m.kind == "scope" for m in matcher.find(taken))
    scopes_asked = any(m.kind == "scope" for m in named)
    if scopes_taken or _names_a_place(written, taken, lang, matcher):
        # The company's name alone ("ACME's revenue") may be said of the place the
        # partner deals in: the request must name the market or the group.
        return rest if scopes_asked else text
    company = any(m.kind == "company" for m in named)
    return rest if company or _OTHER_PARTY_RE[lang].search(folded) else text


def _names_a_place(written: str, norm: str, lang: str, matcher: Matcher) -> bool:
    """Whether the pieces taken out hold a name the KB lacks: a capitalized word the
    dictionary does not know ("Taipa", "Taiwan"), a name the analyser tags (台湾, 名古屋)."""
    if lang == "en":
        return holds_a_name(written)
    names = [(m.start, m.end) for m in matcher.find(norm)]
    for start, end in names:
        norm = norm[:start] + " " * (end - start) + norm[end:]
    return any(
        t.word.name for run in CJK_RUN_RE.findall(norm) for t in cjk_tokens(run, lang == "ja")
    )


def _pieces(text: str, lang: str) -> list[str]:
    """The sentences of an English ``text``; the sentences and clauses of a Chinese or
    Japanese one, each with the mark closing it."""
    pattern = _SENTENCE_END_RE if lang == "en" else _CJK_PIECE_END_RE
    return [p for p in pattern.split(text) if p.strip()]


def _introduces(norm: str, lang: str) -> bool:
    """Whether a piece opens on the asker, or (Japanese) states who they are."""
    pattern = {"en": _INTRO_EN_RE, "zh": _INTRO_ZH_RE, "ja": _INTRO_JA_RE}.get(lang)
    return pattern is not None and pattern.search(norm.strip()) is not None


def _company_named(norm: str, matcher: Matcher) -> bool:
    return any(m.kind == "company" for m in matcher.find(norm))


def _states_dealings(
    piece: str, lang: str, matcher: Matcher, reference_date: date, *, first: bool
) -> bool:
    """Whether ``piece`` states the asker's dealings and asks, wants and narrows nothing,
    naming nothing of the KB's but markets and the company (module docstring)."""
    norm = normalize(piece).strip()
    rest = gr.COURTESY_RE.sub(" ", norm).strip(" ,、，.!！。")
    if not re.search(r"\w", rest):
        return not first
    if _ASKS_RE[lang].search(rest) and not _embedded_whether(rest, lang):
        return False
    if gr.QUALIFIES_RE.search(rest) or (lang == "en" and _NARROWS_EN_RE.search(rest)):
        return False
    if not all(_allowed(norm, m, lang) for m in matcher.find(norm)):
        return False
    if not _periods_to_come(norm, lang, reference_date):
        return False
    if _names_the_companys_part(norm, lang, matcher):
        return False
    studied = (
        names_a_kind_of_store(norm, lang)
        or names_a_part_beside(norm, lang)
        or _names_a_place(piece, norm, lang, matcher)
    )
    return not (studied and _STUDIED_RE.search(norm))


_OWN_THING_EN_RE = re.compile(r"(?<![a-z])(?:our|my)\s+(?:own\s+)?[a-z-]+")
"""A thing the asker owns ("*our franchise* fee schedule"): their own business."""

_CJK_PART_RE = re.compile(r"(?:[a-z]\s*|[^\W\d])(?:事業|业务|業務|部门|部門|板块|セグメント|部署)")
"""A Chinese or Japanese noun of a part of a business after another word (「线上业务」,
「オンライン事業」), KB names blanked before (「香港业务」 is the market's)."""


_WRITTEN_ONTO_RE = re.compile(r"[的の]?(?P<run>[\u30a0-\u30ff\u4e00-\u9fff]+)")
"""The words written straight onto a name in Chinese or Japanese."""


def _names_the_companys_part(norm: str, lang: str, matcher: Matcher) -> bool:
    """Whether a piece names a part of the company's business the asker deals with
    ("reviewing the *online* account", "we supply your *online* business", 「贵司*线上*业务
    的供应商」): the figure asked may be that part's. A part of the asker's own ("*our
    franchise* fee schedule") is theirs."""
    if lang == "en":
        return names_a_part_beside(_OWN_THING_EN_RE.sub(" ", norm), lang)
    for m in matcher.find(norm):
        onto = _WRITTEN_ONTO_RE.match(norm, m.end)
        if m.kind == "company" and onto and names_a_kind_of_store(onto.group("run"), lang):
            return True  # 「ACME加盟店」: the company's franchise stores, a part of it
        norm = norm[: m.start] + " " * (m.end - m.start) + norm[m.end :]
    return _CJK_PART_RE.search(norm) is not None or names_a_part_beside(norm, lang)


def _embedded_whether(rest: str, lang: str) -> bool:
    """A Chinese statement weighing whether to do something (「正在评估是否追加投资」):
    是否 after a verb, closed by no question mark, asks nothing."""
    return (
        lang == "zh"
        and re.search(r"[?？吗嗎呢]", rest) is None
        and _ASKS_ZH_RE.search(rest.replace("是否", "")) is None
        and "是否" in rest
    )


def _allowed(norm: str, mention: Mention, lang: str) -> bool:
    """Whether a KB name may stand in the asker's dealings: a market or the company; a
    unit beside an amount; a metric of the asker's own or written onto a noun."""
    if mention.kind in ("scope", "company"):
        return True
    if mention.kind == "unit":
        near = norm[max(0, mention.start - _AMOUNT_NEAR) : mention.end + _AMOUNT_NEAR]
        return re.search(r"\d", near) is not None
    if mention.kind != "metric":
        return False
    if _OWN_BEFORE_RE[lang].search(norm, 0, mention.start):
        return True
    figure = re.search(r"\d", norm) or gr.NUMBER_CUE_RE.search(norm)
    said = norm[mention.start : mention.end]
    if figure is None and (
        _PEOPLE_RE.fullmatch(said) or (lang == "ja" and re.match(r"[をに]", norm[mention.end :]))
    ):
        # "with your leasing *staff*", 「*スタッフ*を派遣している」: the people the asker
        # deals with or provides, no figure stated.
        return True
    return lang == "en" and _onto_a_noun(norm[mention.end :])


def _onto_a_noun(after: str) -> bool:
    """Whether a metric's English name is written onto a noun of the asker's product
    ("*staff* uniforms"), never onto a word of a figure ("staff numbers", "revenue
    growth")."""
    word = re.match(r"\s+([a-z]+)", after)
    if word is None:
        return False
    classes = english_word_classes(word.group(1))
    figure = (gr.GENERIC_FIGURE_RE, gr.DERIVED_RE, gr.NUMBER_CUE_RE)
    return (
        "NOUN" in classes
        and "AUX" not in classes
        and not any(cue.search(word.group(1)) for cue in figure)
    )


def _periods_to_come(norm: str, lang: str, reference_date: date) -> bool:
    """Whether every period a piece names is still to come: a year not yet closed, or a
    part of a year after a word pointing forward ("next month", 「下个季度」)."""
    for span in find_periods(norm, lang, reference_date):
        if span.every:
            return False
        if span.period is not None:
            if span.period.year < reference_date.year:
                return False
        elif not _FORWARD_BEFORE_RE.search(norm, 0, span.start):
            return False
    return True
