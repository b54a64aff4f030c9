"""The artefact of a project the asker's figure goes into, named around the request.

Staff on a project say where the figure will sit: a document, a log or a meeting of the
project, named by the project's own words ("the SteerCo pre-read", "RAID log item R-19",
"It goes into the staffing assumptions under WBS 1.4", 「项目章程」, 「甘特图上」,
「課題管理表に」, 「キックオフ資料の3ページ目に」). Such names are open-ended, so the artefact
is read from where it stands, never from a list of its nouns: a label opening the sentence
before a colon or a dash, the place a verb of putting sends the figure to, or a noun
phrase before a Chinese or Japanese particle of place or purpose followed by the asker's
verb of writing, putting or using. Its words must name nothing that could narrow the
figure (``plain_artefact``): no place, channel, store or name of the KB, no period, no
word of a plan, a budget or a cost, so "the online tracker" or 「门店报表」 is read word by
word as before.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context_parts import narrows
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._project_talk import TICKET_ID_RE, plain_words
from ragspine_eval_pipeline.engine._purpose import (
    figure_of_a_part,
    ja_part_word,
    part_of_own_work,
    zh_holds_a_part,
    zh_names_a_part,
)
from ragspine_eval_pipeline.engine._words import line_of_business
from ragspine_eval_pipeline.kb.analysis import CJK_RUN_RE, cjk_tokens, normalize

_REFERENCE = date(2026, 1, 1)
"""Any date serves to tell whether a phrase names a period at all."""

_AMOUNT_WORDS_RE = re.compile(
    r"(?<![a-z])(?:costs?|savings?|spend(?:ing)?|price[sd]?|pricing|fees?|capex|opex|roi|npv"
    r"|benefits?|value|pay(?:back)?|funding|headcount|fte)(?![a-z])"
    r"|成本|费用|費用|开支|支出|节省|節省|节约|節約|收益|效益|价格|價格|资金|資金|人数|人數"
    r"|コスト|経費|削減|効果|価格|金額|人数"
)
"""Words of an amount of the project's own (its costs, savings, price, funding, people):
an artefact named by one may be the figure asked, so it is never set aside."""

_POINTER_RE = re.compile(
    r"(?<![a-z])(?:only|excluding|except|without|just\s+the|this|that|these|those|our\s+market"
    r"|our\s+region)(?![a-z])|这个|這個|那个|那個|该|該|本地|うちの|この|その|あの|当該",
    re.IGNORECASE,
)
"""Words that narrow or point back: an artefact's phrase holding one is read as written."""

_QUESTION_RE = re.compile(
    r"[?？]|(?<![a-z])(?:what|which|how|who|whose|why|when|where)(?![a-z])"
    r"|什么|什麼|哪|多少|几|幾|怎|如何|吗|嗎|呢|何|いくら|どの|どう|どれ|どちら|どっち|いつ|どこ|なぜ"
)
"""A question word: a phrase holding one asks, so it is no artefact's name."""


def plain_artefact(words: str, lang: str, matcher: Matcher) -> bool:
    """Whether an artefact's words name nothing that could narrow the figure: no place,
    channel, store or KB name (``plain_words``), no period, no word of a plan, a budget
    or a forecast, no amount of the project's own, no pointer or narrowing word and no
    question word."""
    norm = normalize(words)
    if not re.search(r"\w", norm):
        return False
    if not plain_words(words, lang, matcher, metric=False):
        return False
    # A place after a capitalised word is read as part of one name ("Project Taiwan"):
    # each capitalised word is weighed alone too.
    if any(not plain_words(w, lang, matcher) for w in re.findall(r"[A-Z][\w-]*", words)):
        return False
    if find_periods(norm, lang, _REFERENCE):
        return False
    if gr.FORECAST_RE.search(norm) or re.search(r"(?<![a-z])plans?(?![a-z])|计划|計画", norm):
        return False
    if gr.ANOTHER_VERSION_RE.search(norm) or re.search(r"reported|percent", norm):
        return False
    # In Chinese and Japanese a part of the business may head the artefact's name
    # (「批发页」, 「卸売の資料」); an English one is a channel's word or a store's, above.
    if lang != "en" and (narrows(norm, lang) or part_of_own_work(norm, lang)):
        return False
    if _cjk_part(words, lang):
        return False
    return not (
        _AMOUNT_WORDS_RE.search(norm) or _POINTER_RE.search(norm) or _QUESTION_RE.search(norm)
    )


def _cjk_part(words: str, lang: str) -> bool:
    """Whether a Chinese or Japanese artefact's name holds a word for a part of the
    business: a channel or a trade (「*批发*页」, 「*外賣*驗收清單」, 「*卸売*の資料」,
    「*テイクアウト*のチェックリスト」)."""
    for run in CJK_RUN_RE.findall(words):
        tokens = cjk_tokens(run, lang == "ja")
        if lang == "zh" and (zh_holds_a_part(run) or any(zh_names_a_part(t) for t in tokens)):
            return True
        if lang == "ja" and any(
            line_of_business(t.word.surface) or ja_part_word(t) for t in tokens
        ):
            return True
    return False


# -- English ------------------------------------------------------------------------------

_LEAD_EN_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<label>(?!(?:what|which|how|who|when|where|why|can|could|would"
    r"|please|pls|is|are|was|were|do|does|did|i|we|my|our|hi|hello|hey|quick|question)\b)"
    r"[A-Za-z][\w/&'’.-]*(?:[ ,]+(?:[\w/&'’.#-]+|\([^()?]{1,40}\))){0,7}?)\s*(?::|\s[—–-])\s+"
    r"(?=\S)",
    re.IGNORECASE,
)
"""A label opening a sentence before a colon or a dash ("Stage-gate checklist, line 7:",
"RAID log item R-19 (yen exposure) —", "Logging a dependency in our WBS:")."""

_PUT_VERBS_EN = (
    r"(?:go(?:es|ing)?|feeds?|feeding|lands?|sits?|belongs?|dropped|drop|put|paste[d]?|add(?:ed)?"
    r"|slot(?:ted)?|plug(?:ged)?|log(?:ged)?|cite[d]?|quote[d]?|use[d]?|include[d]?|insert(?:ed)?"
    r"|referenced?|footnote[d]?|record(?:ed)?|enter(?:ed)?|populate[d]?)"
)
_PUT_EN_RE = re.compile(
    rf"(?<![\w])(?:(?:it|this|that|the\s+(?:figure|number|value))\s+(?:will\s+|would\s+|is\s+)?)?"
    rf"{_PUT_VERBS_EN}(?:\s+(?:it|this|that|them))?\s+(?:straight\s+|right\s+)?"
    r"(?P<prep>into|onto|under)\s+(?P<np>(?:the|our|my|this|a)\s+"
    r"[\w/&'’-]+(?:\s+[\w/&'’.-]+){0,5}?)(?=\s*(?:[.,;!?]|$|\s(?:for|so|and|next|beside|by)\s))",
    re.IGNORECASE,
)
"""The place a verb of putting sends the figure to ("It goes into the staffing assumptions
under WBS 1.4", "dropped into the go/no-go pack")."""

_BESIDE_IT_EN_RE = re.compile(
    r"\s*(?<![\w])(?:next\s+to|beside|alongside|against)\s+(?:it|that|this|them)(?![\w])",
    re.IGNORECASE,
)
"""Where the figure sits by the artefact's item named before ("cite … next to it")."""

_SO_I_CAN_EN_RE = re.compile(
    r"(?<![\w])so\s+(?:that\s+)?(?:i|we)\s+can\s+[a-z]+\s+(?:it|them|this|that)(?=\s*(?:[.!?]|$))",
    re.IGNORECASE,
)
"""What the asker will do with the figure, said of it alone ("so I can footnote it");
a clause naming more ("so I can compare it with online sales") is read as written."""

_ITEM_NUMBER_EN_RE = re.compile(
    r"(?<![\w.])(?:(?:line|row|item|step|entry|no\.?|#)\s*\d{1,3}(?:\.\d{1,2})*"
    r"|[A-Z]{2,6}\s+\d{1,2}(?:\.\d{1,2})+"
    r"|(?<![\w-])[A-EG-PR-Z]-\d{2,4})(?![\w%.-])"
)
"""A numbered item of an artefact ("line 7", "WBS 1.4", "R-19", "A-07"); a fiscal year,
a half or a quarter written with a dash is none."""


def _artefact_marks_en(text: str, matcher: Matcher) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    for match in _PUT_EN_RE.finditer(text):
        if plain_artefact(_ITEM_NUMBER_EN_RE.sub(" ", match.group("np")), "en", matcher):
            spans.append((match.start("prep"), match.end()))
    spans += [m.span() for m in _BESIDE_IT_EN_RE.finditer(text)]
    spans += [m.span() for m in _SO_I_CAN_EN_RE.finditer(text)]
    for regex in (TICKET_ID_RE, _ITEM_NUMBER_EN_RE):
        for match in regex.finditer(text):
            title = _TITLE_AFTER_RE.match(text, match.end())
            if title and plain_artefact(title.group("title"), "en", matcher):
                spans.append((match.start(), title.end()))
    for match in _NEEDING_EN_RE.finditer(text):
        subject = match.group("subject")
        marked = TICKET_ID_RE.search(subject) or _ITEM_NUMBER_EN_RE.search(subject)
        bare = _ITEM_NUMBER_EN_RE.sub(" ", TICKET_ID_RE.sub(" ", subject))
        if marked and plain_artefact(bare, "en", matcher):
            spans.append(match.span())
    if spans:
        spans += [m.span() for m in _ITEM_NUMBER_EN_RE.finditer(text)]
    return spans


_NEEDING_EN_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<subject>(?:the\s+)?[\w/&'’-]+(?:\s+[\w/&'’.#-]+){0,8}?)\s+"
    r"(?:needs?|requires?|wants?|references?|cites?|uses?|quotes?|calls?\s+for|depends?\s+on"
    r"|asks?\s+for|(?:is|are)\s+(?:waiting|blocked)\s+on)\s+(?=\S)",
    re.IGNORECASE,
)
"""An item of the project needing the figure, as the subject opening its sentence ("Risk
R-07 in the RAID log needs …", "The acceptance criteria for story ACME-88 reference …"),
weighed where the subject holds a ticket's or an item's number."""

_USED_AS_EN_RE = re.compile(
    r"\s+as\s+(?:a\s+|an\s+)?(?P<use>[a-z-]+)(?=\s*(?:[.!?,;—–]|\s-\s|$))", re.IGNORECASE
)
"""What the figure serves as in the asker's work, closing the sentence ("… as context",
"… as a baseline"), weighed only beside another mark of the artefact."""


_TITLE_AFTER_RE = re.compile(r"\s*\((?P<title>[^()?]{1,60})\)")
"""The title of a ticket or an item in brackets after its id ("NJ-212 (Nightjar
business case)"): what the item is called, read as the item, never as the request."""

_PUT_IN_EN_RE = re.compile(
    r"(?<![\w])(?P<verb>fill|plug|pop|put|slot|pencil|key|type|drop)\s+(?:it|that|this|them)"
    r"\s+in(?=\s*(?:[.!?]|$))",
    re.IGNORECASE,
)
"""A verb of putting and its particle, the figure its object ("Can you fill that in?"):
the particle places the figure in the asker's artefact, no part of it."""

_GERUND_LEAD_RE = re.compile(r"^[A-Za-z]+ing\s+(?:a|an|the|our|my)\s", re.IGNORECASE)
_CODENAME_RE = re.compile(r"(?<![\w])(?:[Pp]roject|[Oo]peration|[Ii]nitiative)\s+[A-Z][a-z]{2,}")
_ITEM_TITLE_RE = re.compile(
    r"(?P<item>(?:line|row|item|step|entry|no\.?|#)\s*\d{1,3}(?:\.\d{1,2})*"
    r"|[A-Z]{2,6}\s+\d{1,2}(?:\.\d{1,2})+|[A-EG-PR-Z]-\d{2,4})\s*\((?P<title>[^()?]{1,40})\)"
)
"""A numbered item with its title in brackets ("R-19 (yen exposure)"): the title names
the item, a currency in it no unit asked."""


def without_artefact_lead(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` without a label opening it before a colon or a dash that names an artefact
    of the asker's project ("Stage-gate checklist, line 7: …", "RAID log item R-19 (yen
    exposure) — …", "Logging a dependency in our WBS: …"): the label is marked as the
    project's by a numbered item, a codename or the asker's activity on it, names
    nothing that could narrow the figure (``plain_artefact``), and the rest names a
    metric or a document of the KB. Unchanged otherwise: a bare label ("Pharmacy: …")
    may name a part of the business."""
    if lang != "en":
        return text
    text = _PUT_IN_EN_RE.sub(lambda m: m.group()[: -len("in")].rstrip(), text)
    match = _LEAD_EN_RE.match(text)
    if match is None:
        return text
    label, rest = match.group("label"), text[match.end() :]
    marked = (
        _ITEM_NUMBER_EN_RE.search(label)
        or _CODENAME_RE.search(label)
        or _GERUND_LEAD_RE.match(label)
    )
    if not marked or not _asks_a_named_thing(rest, matcher):
        return text
    words = _ITEM_TITLE_RE.sub(lambda m: _title_words(m.group("title"), matcher), label)
    words = _ITEM_NUMBER_EN_RE.sub(" ", words)
    return rest if plain_artefact(words, lang, matcher) else text


def _title_words(title: str, matcher: Matcher) -> str:
    """An item's title with the currencies it names left out (the title of a risk of the
    yen's, no unit asked)."""
    norm = normalize(title)
    for mention in sorted(matcher.find(norm), key=lambda m: -m.start):
        if mention.kind == "unit":
            norm = norm[: mention.start] + " " + norm[mention.end :]
    return f" {norm} "


def _asks_a_named_thing(rest: str, matcher: Matcher) -> bool:
    """Whether what follows a label names a metric or a document of the KB: the request
    the label stands before."""
    return any(m.kind in ("metric", "document") for m in matcher.find(normalize(rest)))


# -- Chinese and Japanese -------------------------------------------------------------------

_RUN = (
    r"(?!的)[\u4e00-\u9fff\u30a0-\u30ffA-Za-z]"
    r"(?:(?!的)[\u4e00-\u9fff\u30a0-\u30ffA-Za-z0-9./-]){1,13}"
)
_JA_RUN = rf"{_RUN}(?:の{_RUN}){{0,2}}"
_BOUNDARY = r"(?:^|(?<=[，,。！？!?、；;：:\s「」“”\"（）()])|(?<=在|往|到|把))"

_ZH_PUT = (
    r"(?:补|補|写|寫|放|填|引用|对照|對照|参考|參考|用|加|贴|貼|列|附|更新|汇报|匯報|对齐|對齊"
    r"|核对|核對|标注|標註)"
)
_ZH_INTO = (
    r"(?:写进|寫進|填进|填進|放进|放進|放到|填到|写到|寫到|贴到|貼到|加到|加进|加進|更新到|写入|寫入"
    r"|填入|录入|錄入|用于|用於)"
)
_ZH_ARTEFACT_RE = re.compile(
    rf"{_BOUNDARY}(?P<np>{_RUN}?)(?:(?:里面|裡面|里|裡|中|上|内|內|前|时|時)\s*"
    rf"(?=(?:有|还|還|也|都)?(?:要|需要|得|想|准备|準備|打算|会|會)?\s*{_ZH_PUT})"
    rf"|(?=(?:要|需要|得)\s*{_ZH_PUT})|(?=第\s*[\d一二三四五六七八九十]{{1,3}}\s*(?:行|页|頁|项|項|栏|欄|列)))"
    rf"|(?:写|寫|做|准备|準備|更新|整理|编|編)(?P<np2>{_RUN}?)(?:时|時|的时候|的時候)"
    rf"|(?:要|需要|得)?\s*{_ZH_INTO}(?P<np3>{_RUN}?)(?:里面|裡面|里|裡|中|上)?(?=[，,。！？!?；;：:\s]|$)"
)
"""A Chinese artefact: a noun phrase before a particle of place and the asker's verb of
writing or putting (「立项报告里要写」, 「甘特图上…要对照」, 「项目周会前要补」, 「项目周报要放」),
before one of its rows (「甘特图第一行」), written while (「写项目章程时」), after a verb
of putting closing its clause (「…填进验收清单」, 「用于立项评审」), what the figure serves
as, closing its clause (「…的EBITDA做背景数据」), or needing the figure named after it
(「里程碑评审材料需要集团…的净利润」)."""

_JA_PUT = (
    r"(?:載せ|のせ|入れ|記載|追記|記入|転記|入力|貼|反映"
    r"|使い|使う|使用|埋め|まとめ|添付|掲載|引用|参照|盛り込|落とし込|提出|共有|添え|出す|上げ|報告|説明)"
)
_JA_ITEM = (
    r"\s*(?:の\s*)?(?:No\.?\s*\d{1,3}|\d{1,3}(?:\.\d{1,2})+|\d{1,3}\s*(?:ページ|頁|枚|行|項)目?"
    r"|第\s*\d{1,3}\s*(?:項|行|番))(?:\s*「[^」]{1,20}」)?"
    rf"(?:の{_RUN})?"
)
_JA_ARTEFACT_RE = re.compile(
    rf"(?:{_BOUNDARY}|(?<=を))(?P<np>{_JA_RUN}?|(?=\s*\d))"
    rf"(?:(?P<item>{_JA_ITEM})?(?:に|へ|で)(?:は|も)?(?![ぁ-ん])"
    rf"(?=\s*{_JA_PUT}|[^。？?]{{0,40}}?[をもはが]\s*{_JA_PUT})"
    rf"|(?P<item2>{_JA_ITEM})の(?=[^。？?]{{0,40}}?[をもはが]\s*{_JA_PUT})"
    r"|の参考(?:数値|数字|資料|データ)?(?:として|に)|にあたって|に添付)"
)
"""A Japanese artefact: a noun phrase before a particle (no longer particle's first
kana: 「円安*による*」) the asker's verb of putting, writing or using takes, right after it
or with its object marked (「…を要件定義書に記入したい」, 「課題管理表に…記載したい」,
「キックオフ資料の3ページ目に…載せます」, 「WBSの3.1「…」で…使います」, 「課題管理表No.14の…を
埋めたい」), or before a mark of its use (「稟議書の参考数値として」); 「…向けに」 and
「…用に」 may name whom the business sells to (「法人向けに」), so they are read as before."""


_JA_FRAME_END_RE = re.compile(
    r"(?:(?:に|へ|で)(?:は|も|の)?|(?:向け|用)(?:に|の)|の参考\w*(?:として|に)|にあたって|に添付|の)$"
)
"""The particle or mark of purpose closing a Japanese artefact's frame, left out when its
name is weighed."""


def _artefact_marks_cjk(text: str, lang: str, matcher: Matcher) -> list[tuple[int, int]]:
    spans: list[tuple[int, int]] = []
    pattern = _JA_ARTEFACT_RE if lang == "ja" else _ZH_ARTEFACT_RE
    for match in pattern.finditer(text):
        named = {k: v for k, v in match.groupdict().items() if v and k.startswith(("np", "needs"))}
        if not (named or (lang == "ja" and re.search(r"[^\W\d_]{2,}", match.group()))):
            continue
        # A Japanese artefact is weighed whole: its item's title and the noun after its
        # item (「WBS 2.3の*成果物*に」) are its words too.
        words = _JA_FRAME_END_RE.sub("", match.group()) if lang == "ja" else "".join(named.values())
        # An artefact needing the figure is one only where the figure needed is named,
        # whose it is included ("项目需要多少钱" asks what the project needs).
        if "needs" in named and {"metric", "scope"} - {
            m.kind for m in matcher.find(normalize(text[match.end() :]))
        }:
            continue
        if plain_artefact(words, lang, matcher) and not _sentence_narrows(
            text, match, lang, matcher
        ):
            spans.append(match.span())
    return spans


def _sentence_narrows(text: str, match: re.Match[str], lang: str, matcher: Matcher) -> bool:
    """Whether the sentence holding an artefact names a part of the figure the asker will
    put in it (「免税店の数字を資料に使います」), its KB names blanked: the sentence is then
    read as written."""
    start = max(text.rfind(mark, 0, match.start()) for mark in "。！？!?") + 1
    ends = [i for i in (text.find(mark, match.end()) for mark in "。！？!?") if i >= 0]
    sentence = normalize(text[start : min(ends) if ends else len(text)])
    for mention in sorted(matcher.find(sentence), key=lambda m: -m.start):
        sentence = sentence[: mention.start] + " " + sentence[mention.end :]
    return _cjk_part(sentence, lang) or figure_of_a_part(sentence, lang)


def artefact_marks(text: str, lang: str, matcher: Matcher) -> list[tuple[int, int]]:
    """The spans of ``text`` naming the project's artefact the figure goes into, with the
    frame that says so; empty where its words may narrow the figure."""
    if lang == "en":
        return _artefact_marks_en(text, matcher)
    return _artefact_marks_cjk(text, lang, matcher)
