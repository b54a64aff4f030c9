"""The furniture of a formal request: who sends it, its reference, its item, its filing.

Regulators, exchanges, statistics offices and tax officers write a request the way a form
or a notice is laid out: the body sending it ("Securities Commission, Corporate Finance
Division.", 「税务局通知：」, 「金融庁企業開示課よりの確認事項。」), the form and its item
("Labour Statistics Return, Field 5.1 -", 「第4(b)项：」, 「調査票 問4(b)：」), the reference
("(ref. CFD/2026/1148)", 「（监函〔2026〕112号）」, 「（照会番号：上場2026-0581）」) and how and
when to file ("Return by 30 June 2026.", "Leave blank if not applicable.", 「请于6月30日前
报送。」, 「該当なき場合は空欄のこと。」). None of it says which figure is asked: it is taken
out before the question is read (``without_form_furniture``), so the request is read alone.

What is taken is grammar only: a reference is a code after a reference's word or a
document's noun; an item a form's noun with its number; a heading a phrase ending on a
noun naming a body or a document, standing before the request and asking nothing; a
filing instruction one of the few shapes a form's notes take. A heading or an instruction
naming a KB scope, or naming a metric or a year the request does not name itself, stays
(「关于贵公司新加坡分部2023财年净利润的核实函：请确认该年度净利润数额」 keeps its subject),
so no name is ever dropped that the request needs, and an unknown word of the request
itself is still refused.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

from ragspine_eval_pipeline.engine._context_logistics import logistics_marks
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._request_labels import narrowing_note
from ragspine_eval_pipeline.kb.analysis import cjk_tokens, english_word_classes, normalize

__all__ = ["without_form_furniture"]

_CODE = (
    r"(?![\w/-]*(?<![A-Za-z])(?:fy|cy)\s?\d)"
    r"(?:[A-Za-z0-9]*\d[A-Za-z0-9]*(?:[-/][A-Za-z0-9]+)+|[A-Za-z]+(?:[-/][A-Za-z0-9]+)*[-/]\d[\w-]*)"
)
"""A reference code: letters and digits joined by slashes or dashes, holding a digit
("SRE/24/0917", "LD-2026-0331", "FAU/HK/55621"), never a fiscal year ("FY2024/25")."""

_REF_EN_RE = re.compile(
    rf"\s*[(（]\s*(?:our\s+|your\s+)?ref(?:erence)?\.?\s*(?:no\.?)?\s*[:.]?\s*(?:{_CODE})\s*[)）]"
    rf"|(?:(?<=^)|(?<=[.;:]\s)|(?<=[.;:])|(?<![\w])(?=(?:our|your)\s))(?:our\s+|your\s+)?"
    rf"ref(?:erence)?\.?\s*(?:no\.?)?\s*[:.]?\s*(?:{_CODE})(?=\s*(?:[.;,)]|$))",
    re.IGNORECASE,
)
"""A reference in English, in brackets or standing as a piece of its own: "(ref.
CFD/2026/1148)", "Our ref: LSR/SG/8830.", "Ref: MO/25/4;"."""

_DOC_NOUN_EN = (
    r"(?:enquiry|inquiry|request|notice|letter|survey|form|return|circular|query|questionnaire"
    r"|schedule|filing|submission)"
)
_CODE_AFTER_DOC_RE = re.compile(
    rf"(?i:\b(?P<noun>{_DOC_NOUN_EN}))\s+(?!FY|CY)[A-Z]{{1,6}}(?:[-/][A-Z0-9]+)*[-/]\d[\w-]*"
    r"(?![\w/-])"
)
"""A code written after a document's noun ("enquiry LD-2026-0331", "Notice EC-2026-214")."""

_REF_CJK_RE = re.compile(
    r"[(（]\s*[\u4e00-\u9fff]{0,4}(?:编号|編號|文号|文號|番号|番號)\s*[:：]\s*"
    r"[\u4e00-\u9fff\u30a1-\u30fa\u30fc]{0,6}\s*"
    r"(?:(?:令和|平成)\s*[0-9０-９]{1,2}\s*年(?:度)?|[0-9０-９]{4}\s*年(?:度)?)?"
    r"\s*(?:〔\s*\d{4}\s*〕)?\s*第?\s*"
    r"[A-Za-z0-9０-９Ａ-Ｚａ-ｚ][A-Za-z0-9０-９Ａ-Ｚａ-ｚ/／\-－]*"
    r"\s*(?:号|號)?\s*[)）]"
    r"|[(（]\s*[\u4e00-\u9fff]{0,6}〔\s*\d{4}\s*〕\s*第?\s*\d+\s*(?:号|號)\s*[)）]"
    r"|[\u4e00-\u9fff]{0,4}(?:编号|編號|文号|文號|番号|表号|表號)\s*[:：]?\s*"
    r"[\u4e00-\u9fff]{0,4}(?:〔\s*\d{4}\s*〕)?\s*第?\s*[A-Za-z]*\d[A-Za-z0-9-]*\s*(?:号|號)?"
    r"(?![\d年月度财財])"
    r"|[\u4e00-\u9fff]{1,6}〔\s*\d{4}\s*〕\s*第?\s*\d+\s*(?:号|號)"
)
"""A reference in Chinese or Japanese: 「（监函〔2026〕112号）」, 「文号：港调〔2026〕31号」,
「（照会番号：上場2026-0581）」, 「表号E203」."""

_ITEM_EN = (
    r"(?i:form|schedule|section|part|item|field|line|box|column|question|table|row)\s+"
    r"(?:no\.\s*)?(?:[A-Z]{1,4}-?\d[\w.-]*|\d+(?:\.\d+)*(?:\s*\([a-z0-9]{1,3}\))*|[A-Z](?![\w]))"
    r"(?:\s*\([^()]{1,30}\))?"
)
_ITEM_EN_RE = re.compile(
    rf"(?:(?<=^)|(?<=[.;:,]\s)|(?<=[.;:,]))\s*(?:{_ITEM_EN}\s*(?:[:：]|\s[-–—]\s|,)\s*)+",
)
"""A form's item opening a segment: "Item 4(b): ", "Form SEG-3, Line 12 - ", "Section D
(Market risk), Item 2: " (a form's noun capitalized, with its number)."""


def _item_unless_narrowing(match: re.Match[str]) -> str:
    """A form's item taken out, unless the note in its brackets narrows the figure
    (``narrowing_note``: "Line 3 (adjusted):"), which is then read with the request."""
    return match.group() if narrowing_note(match.group()) else " "


_ITEM_EN_CASED = re.compile(rf"^{_ITEM_EN}")
"""A heading that is a form's item, read as such."""

_ITEM_CJK_RE = re.compile(
    r"第\s*[A-Za-z]?\d+(?:[.\-]\d+)*(?:\s*[(（][a-z0-9]{1,3}[)）])?\s*(?:项|項|栏|欄|行|问|問)"
    r"|(?<![\u4e00-\u9fff])(?:問|项目|項目)\s*\d+(?:[.\-]\d+)*(?:\s*[(（][a-z0-9]{1,3}[)）])?"
    r"(?=\s*[「“\"『]|\s*[:：])"
)
"""A form's item in Chinese or Japanese: 「第4(b)项」, 「第6欄」, 「問4(b)」, 「項目3-2」."""

_BODY_EN = (
    r"(?:commission|division|department|bureau|office|authority|unit|board|agency|exchange"
    r"|ministry|registry|regulator|secretariat|directorate|team|service|council|committee"
    r"|administration|survey|return|questionnaire|form|notice|enquiry|inquiry|request"
    r"|letter|circular|query|review|census|report|statement)"
)
_HEADING_EN_RE = re.compile(
    rf"^(?P<head>[A-Z][\w&'’-]*(?:\s+(?:of|for|and|on|the|&|[A-Z0-9][\w&'’-]*|(?i:{_BODY_EN})))*?"
    rf"\s*(?<![\w])(?i:{_BODY_EN})(?:\s+(?:of|on|for)(?:\s+(?:the\s+)?[A-Z][\w&'’-]*)+)?"
    r"(?:\s+\d{4})?)(?:\s*\([^()]{1,40}\))?\s*(?:[.:]\s+|,\s*(?=[A-Z]))"
)
"""A heading naming the sender or the form, written as a title ("Securities Commission, ",
"Field Audit Unit. ", "Annual Survey of Retail Enterprises 2024. ")."""

_BODY_CJK = (
    r"(?:函|通知|问询|問詢|问询函|調査票|调查表|調査|调查|年报|年報|报表|報表|核查表|情况表|表|照会|確認事項"
    r"|お尋ね|依頼|通知書|局|会|庁|課|部|署|部门|部門|委员会|委員会|より)"
)
_HEADING_CJK_RE = re.compile(
    r"^(?P<head>[^，,。：:；;？?！!「“\"『]{0,40}?" + _BODY_CJK + r"[》」』]?)"
    r"\s*(?:[。：:]|[，,]\s*[：:]|\s+(?=\S))"
)
"""A heading in Chinese or Japanese: 「税务局通知：」, 「金融庁企業開示課よりの確認事項。」,
「東京証券取引所上場部より。」, 「調査票 」."""

_UNIT_NOUN_RE = re.compile(
    r"(?i:\b(?:operations?|segments?|subsidiar(?:y|ies)|branch(?:es)?|stores?"
    r"|markets?|online|offline|franchis\w*|e-?commerce|digital|outlets?|shops?)\b)"
    r"|分部|子公司|分公司|业务|業務|事業|事业|门店|門店|店舗|市场|市場|支店|线上|線上|网上|網上|线下|線下"
    r"|电商|電商|加盟|特许|特許|オンライン|フランチャイズ|(?<![A-Za-z])EC(?![A-Za-z])"
)
"""A noun or a word of a part of the business ("operations", "online", 「分部」, 「线上」): a
heading holding one may say whose figure, or which part of it, is asked."""

_SUBJECT_RE = re.compile(
    r"^(?:关于|關於|就)(?P<subject>[^，,。：:]{2,40}?)(?:的|之)[^的]{0,6}" + _BODY_CJK + r"$"
    r"|^(?P<subject_ja>[^、，,。：:]{2,40}?)(?:に関する|についての|に係る)[^のに]{0,6}"
    + _BODY_CJK
    + r"$"
)
"""A heading naming what the letter is about (「关于X的核实函」, 「Xに関する確認事項」)."""

_ASKS_RE = re.compile(
    r"[?？]|(?<![a-z])(?:please|pls|kindly|what|which|how|state|report|confirm|provide|give"
    r"|describe|explain|set\s+out|enter|complete)(?![a-z])"
    r"|请|請|吗|嗎|多少|几|幾|什么|如何|是否|ください|されたい|願い|下さい|いくら|どの|何|教え",
    re.IGNORECASE,
)
"""A word of asking: a segment holding one is the request, never its heading."""

_INSTRUCTION_EN_RE = re.compile(
    r"^(?:please\s+)?(?:(?:complete|sign)\s+and\s+)?(?:return|reply|respond|submit|send|file)"
    r"(?:\s+(?:it|this(?:\s+form)?|the\s+(?:form|return)|your\s+(?:reply|response|return)))?"
    r"\s+(?:by|before|within|no\s+later\s+than)\s+[\w ,]{0,40}$"
    r"|^(?:the\s+)?(?:submission|filing|reply|response|return)\s+(?:deadline|due\s+date)"
    r"(?:\s+is)?\s*:?\s*[\w ,]{0,30}$"
    r"|^(?:please\s+)?leave\s+(?:this\s+(?:item|field|line|box)\s+)?blank\s+if\s+"
    r"(?:not\s+applicable|nil|none|n/?a)$"
    r"|^(?:please\s+)?(?:attach|enclose)\s+[\w ,'’-]{0,60}$"
    r"|^(?:please\s+)?(?:enter|report|give)\s+(?:a|the\s+figure\s+as\s+a)?\s*whole\s+number"
    r"(?:\s+only)?$"
    r"|^whole\s+numbers?\s+only$",
    re.IGNORECASE,
)
"""A filing instruction in English, a sentence of its own: "Return by 30 June 2026",
"Reply within 14 days of this notice", "Submission deadline: 19 June 2026", "Leave blank
if not applicable", "Attach a copy of the tax receipt", "Enter a whole number"."""

_WITHIN_ZH = (
    r"(?:(?:自|从|從)?(?:文到|收到本函|收到本通知|接到本函|接到本通知|收函)之日起)?\s*"
    r"[\d一二三四五六七八九十]+\s*个?(?:工作日|日|天)"
)
"""A span of days to reply in (「文到之日起10个工作日」)."""

_CJK_DATE = (
    r"(?:(?:令和|平成)\s*(?:\d{1,2}|元)\s*年|\d{4}\s*年)?\s*\d{1,2}\s*月\s*\d{1,2}\s*(?:日|号|號)"
)
_INSTRUCTION_CJK_RE = re.compile(
    rf"^(?:请|請|并|並)?(?:请|請)?(?:于|於|在)?\s*(?:{_CJK_DATE}|{_WITHIN_ZH})"
    r"\s*(?:前|之前|以前|内|以内|內)\s*(?:以?书面(?:形式)?|以?書面(?:形式)?)?"
    r"(?:报送|報送|回复|回覆|提交|反馈|反饋|答复|答覆|回函|报回|報回)$"
    r"|^(?:请|請)?(?:于|於|在)?(?:自|从|從)?(?:文到|收到本函|收到本通知|接到本函|接到本通知|收函)之日起"
    r"\s*[\d一二三四五六七八九十]+\s*个?(?:工作日|日|天)\s*(?:内|以内|內)$"
    r"|^(?:回答|回复|回覆|答复|提出|报送|報送)?期限\s*[:：]\s*" + _CJK_DATE + r"$"
    r"|^(?:报送|報送|提交|回复|回覆)?(?:截止|期限)(?:日期|时间|時間)?(?:为|為|是)?\s*"
    rf"{_CJK_DATE}$"
    r"|^(?:如|若)?不适用(?:的|者)?(?:请|請)?(?:留空|填0|填写0)$"
    r"|^(?:并|並|请|請)(?:附|附上|附送)[^，,。；;]{1,20}$"
    r"|^(?:请|請)?(?:按|依)(?:贵|貴)?(?:公司|集团|集團)?已?(?:披露|公布|公佈)?(?:口径|口徑|数据|數據)"
    r"(?:填写|填報|填报|填寫)$"
    r"|^(?:填写|填寫)整数$|^(?:单位|單位)[:：]"
    rf"|^{_CJK_DATE}\s*(?:まで|までに)$"
    r"|^該当(?:なき|なし|がない|しない)場合は(?:空欄|0と記入|「0」と記入)(?:のこと|とする)?$"
    r"|^開示済みの数値をそのまま記載のこと$"
)
"""A filing instruction in Chinese or Japanese, a piece of its own: 「请于2026年6月30日前
报送」, 「并于五个工作日内书面回复」, 「报送截止日期为6月22日」, 「不适用的请留空」, 「并附相关
财务报表」, 「該当なき場合は空欄のこと」."""

_WHOLE_NUMBER_CJK_RE = re.compile(
    r"[，,、]\s*(?:请|請)?(?:填写|填寫|填报|填報)?(?:整数|整數)(?=\s*[)）])"
    r"|[，,、]\s*整数で(?:記入|記載)?(?=\s*[)）])"
)
"""A whole number asked inside the unit's bracket (「（单位：人，填写整数）」)."""

_DEADLINE_JA_RE = re.compile(
    r"(?:(?P<era>令和|平成)\s*(?P<n>\d{1,2}|元)\s*年|(?P<year>\d{4})\s*年)?"
    r"\s*(?P<month>\d{1,2})\s*月\s*(?P<day>\d{1,2})\s*日\s*までに"
)
"""A deadline said inside a Japanese request (「令和8年6月19日までにご回答願います」): a day
not yet passed; a day passed (「2025年12月31日までに何店舗」) dates what is asked."""

_ERA_START = {"令和": 2018, "平成": 1988}


def _deadline(match: re.Match[str], reference_date: date) -> str:
    """A Japanese deadline taken out when its day is still to come, kept otherwise."""
    if match.group("era"):
        n = match.group("n")
        year = _ERA_START[match.group("era")] + (1 if n == "元" else int(n))
    else:
        year = int(match.group("year") or reference_date.year)
    try:
        day = date(year, int(match.group("month")), int(match.group("day")))
    except ValueError:
        return match.group()
    return "" if day >= reference_date else match.group()


_CHECKED_JA_RE = re.compile(r"(?<=[、，,。])[^、，,。]{0,16}(?:を|の)ご?確認の(?:うえ|上)[、，,]?")
"""A Japanese note to check the figure first (「開示資料記載の数値をご確認のうえ」), set aside
when it names no scope or metric."""


def _names(text: str, matcher: Matcher) -> frozenset[str]:
    """The kinds of KB names ``text`` holds (scope, metric, ...)."""
    return frozenset(m.kind for m in matcher.find(normalize(text)))


def _dated(text: str, lang: str, reference_date: date) -> bool:
    return any(s.period is not None for s in find_periods(normalize(text), lang, reference_date))


def _may_drop(piece: str, rest: str, lang: str, reference_date: date, matcher: Matcher) -> bool:
    """Whether ``piece`` may be set aside beside ``rest``: it names no scope, metric or
    document (a heading's other words may narrow it: "Online Revenue Return"), and no
    year unless ``rest`` names one itself."""
    if {"scope", "metric", "document"} & _names(piece, matcher):
        return False
    return not (_dated(piece, lang, reference_date) and not _dated(rest, lang, reference_date))


def _holds_a_place(piece: str, lang: str) -> bool:
    """Whether a heading holds a word that may name a place: a capitalized English word
    no dictionary knows ("Malaysia"), a Chinese word tagged a place, a Japanese proper
    noun."""
    if lang == "en":
        return any(
            not english_word_classes(word.lower()) for word in re.findall(r"\b[A-Z][a-z]+\b", piece)
        )
    tokens = cjk_tokens(unicodedata.normalize("NFKC", piece), lang == "ja")
    return any(t.tag.startswith("ns") or (lang == "ja" and t.word.name) for t in tokens)


_SENDER_NAME_EN_RE = re.compile(r"^(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+){1,3}),\s+(?=[A-Z])")
"""The sender's own name written before its unit's heading, ending on no body noun
("*Inland Revenue*, Field Audit Unit."): a title of capitalized words and a comma."""


def _sender_named(text: str, matcher: Matcher) -> str:
    """``text`` without the sender's name before its unit's heading ("Inland Revenue,
    Field Audit Unit. Please state …"): the name goes when the heading after it is a
    body's (``_HEADING_EN_RE``), the name holds no scope, part of the business or place,
    a metric word in it stands after another capitalized word of the name (a body named
    after a tax, "Inland *Revenue*"), and the request after both names a metric of its
    own. "Online Revenue, Audit Unit." and "Revenue, Audit Unit." stay."""
    name = _SENDER_NAME_EN_RE.match(text)
    if name is None:
        return text
    rest = text[name.end() :]
    heading = _HEADING_EN_RE.match(rest)
    if heading is None or _ASKS_RE.search(heading.group("head")):
        return text
    said = normalize(name.group("name"))
    found = matcher.find(said)
    if _UNIT_NOUN_RE.search(name.group("name")) or any(
        m.kind != "metric" or m.start == 0 for m in found
    ):
        return text
    if "metric" not in _names(rest[heading.end() :], matcher):
        return text
    return rest


def _without_shared_scope(head: str, rest: str, matcher: Matcher) -> str:
    """``head`` without a name several scopes share (海外事業, "overseas business": the
    survey's subject, 「*海外事業*活動基本調査」) where the request after it names one of
    those scopes itself (「香港事業の…」): the request says which, and the heading adds
    nothing to it. A heading naming one market, or a shared name the request does not
    narrow, keeps it."""
    folded = normalize(head)
    if len(folded) != len(head):
        return head
    spans: dict[tuple[int, int], set[str]] = {}
    for m in matcher.find(folded):
        spans.setdefault((m.start, m.end), set()).add(m.code if m.kind == "scope" else "")
    asked = {m.code for m in matcher.find(normalize(rest)) if m.kind == "scope"}
    for (start, end), codes in sorted(spans.items(), reverse=True):
        if len(codes) > 1 and "" not in codes and asked and asked <= codes:
            head = head[:start] + " " + head[end:]
    return head


def _one_word(head: str, lang: str) -> bool:
    """Whether a Chinese or Japanese heading is one common noun the analyser reads whole
    (薬局, 药房): a body's character closing it is then part of the word, not a body's noun
    written onto a name (税務|局) nor an organisation's name (税务局, 金融庁); a body's or
    a form's noun alone (調査票, 通知) is still a heading."""
    plain = head.strip()
    if re.fullmatch(_BODY_CJK, plain):
        return False  # 「調査票」, 「通知」: the form's or the notice's own noun
    tokens = cjk_tokens(plain, lang == "ja")
    return len(tokens) == 1 and tokens[0].content and not tokens[0].word.name


def _without_headings(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    pattern = _HEADING_EN_RE if lang == "en" else _HEADING_CJK_RE
    if lang == "en":
        text = _sender_named(text, matcher)
    for _ in range(4):
        match = pattern.match(text)
        if match is None:
            return text
        head, rest = match.group("head"), text[match.end() :]
        if lang == "en" and _ITEM_EN_CASED.match(head):
            return text
        if _ASKS_RE.search(head) or not re.search(r"\w", rest):
            return text
        if lang != "en" and _one_word(head, lang):
            return text  # 「薬局：」: a word of its own that ends on 局, no bureau
        if lang == "en" and narrowing_note(match.group()):
            return text  # "Inquiry Letter LC-1 (franchise):": the note may narrow the figure
        head = _without_shared_scope(head, rest, matcher)
        placed = "scope" not in _names(rest, matcher) and _holds_a_place(head, lang)
        if (
            placed
            or _UNIT_NOUN_RE.search(head)
            or not _may_drop(head, rest, lang, reference_date, matcher)
        ):
            subject = _SUBJECT_RE.match(head) if lang != "en" else None
            # A heading saying what the letter is about keeps its subject, the topic
            # of the request after it (「关于…净利润的核实函：请确认该年度…」).
            if subject is None:
                return text
            said = subject.group("subject") or subject.group("subject_ja")
            return said + ("、" if lang == "ja" else "，") + rest.lstrip()
        text = rest.lstrip()
    return text


def _without_instructions(text: str, lang: str, matcher: Matcher) -> str:
    if lang == "en":
        parts = re.split(r"((?<=[.;])\s+)", text)
        pattern = _INSTRUCTION_EN_RE
    else:
        parts = re.split(r"([，,。；;](?!\d))", text)
        pattern = _INSTRUCTION_CJK_RE
    pieces = parts[0::2]
    seps = [*parts[1::2], ""]
    kept: list[str] = []
    for at, (piece, sep) in enumerate(zip(pieces, seps, strict=True)):
        core = piece.strip().rstrip(".;")
        rest = " ".join(p for i, p in enumerate(pieces) if i != at)
        if (
            core
            and pattern.match(core)
            and re.search(r"\w", rest)
            and not ({"scope", "metric"} & _names(core, matcher))
        ):
            if lang != "en" and sep in "。" and kept:
                kept[-1] = kept[-1].rstrip("，,；;") + "。"
            continue
        kept.append(piece + sep)
    return "".join(kept)


_CITED_EN_RE = re.compile(
    r",?\s*(?:as\s+)?(?:referred\s+to|mentioned|described|cited|announced)\s+in\s+(?:your|our|the|its)\s+"
    r"(?:(?:recent|earlier|previous|latest|last)\s+)?(?:announcement|letter|notice|circular"
    r"|press\s+release|filing|submission|correspondence|reply|response|e-?mail)s?(?![\w-])",
    re.IGNORECASE,
)
_CITED_CJK_RE = re.compile(
    r"(?:(?:贵|貴)(?:公司|集团|集團|司|方))?(?:公告|来函|來函|回函|函件|复函|復函)(?:中|里|裡)?"
    r"(?:提及|提到|所述|所称|所稱)的?"
    r"|(?:貴社)?(?:の)?(?:公表|プレスリリース|回答書|書面)(?:で|に|において)(?:言及|記載|言及され|記載され)"
    r"(?:た|の)?"
)
"""Where the asker read of what it points at ("the expansion referred to in your
announcement", 「贵公司公告中提及的」): the announcement or letter is no KB document, and
what it points at is read as before (an event's year is still asked which)."""

_ADDRESSED_ZH_RE = re.compile(
    r"(请|請)\s*((?:贵|貴)(?:集团|集團|公司|司|方)|台端|阁下|閣下)\s*"
    r"(?:(?:于|於|在)[\d一二三四五六七八九十两兩〇零年月日号號个個工作营業业交易天周週本函件发發出收到接悉之起后後\s]"
    r"{1,24}?(?:内|內|前|之前)(?:以)?(?:书面|書面)?(?:形式)?\s*)?"
    r"(确认|確認|核实|核實|填报|填報|报送|報送|提供|说明|說明|列示|披露|报告|報告)"
)
"""A Chinese request addressed to the company between 请 and its verb (「请贵集团确认…」),
the reply's deadline beside it taken out (「请贵集团于五个工作日内报送…」); 台端 and 阁下
are the addressee's honorifics in an official letter."""


def _addressed_zh(match: re.Match[str]) -> str:
    """The request with the company after its verb, an honorific "you" dropped."""
    please, whom, verb = match.group(1, 2, 3)
    return please + verb + ("" if whom in ("台端", "阁下", "閣下") else whom)


_MONTHS_EN = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
_MONTH_NUMBERS = {
    name[:3]: n
    for n, name in enumerate(
        ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"], 1
    )
}
_DEADLINE_EN_RE = re.compile(
    r",?\s*(?:(?:no|not)\s+later\s+than|on\s+or\s+before|by|before)\s+"
    rf"(?P<day>\d{{1,2}})(?:st|nd|rd|th)?\s+(?P<month>{_MONTHS_EN})\.?,?\s+(?P<year>\d{{4}})"
    r"(?=\s*(?:[.;:,]|$))"
    r"|,?\s*within\s+(?:\d{1,2}|one|two|three|five|seven|ten|fourteen|thirty)\s+"
    r"(?:(?:working|business|calendar)\s+)?days(?:\s+of\s+(?:this|the)\s+(?:notice|letter|request))?"
    r"(?=\s*(?:[.;:,]|$))",
    re.IGNORECASE,
)
"""A deadline closing an English request ("… for FY2024 no later than 30 June 2026",
"… within 10 working days"): taken out when its day is still to come."""

_PURPOSE_EN_RE = re.compile(
    r",?\s*for\s+(?:statistical|regulatory|supervisory|verification|record[\s-]keeping|filing"
    r"|reference)\s+purposes(?=\s*(?:[.;:,]|$))",
    re.IGNORECASE,
)
"""The office's purpose ("for statistical purposes"): never which figure. A purpose that
changes the figure ("for tax purposes") is not taken."""

_FOLLOWING_EN_RE = re.compile(
    r"^(?:please\s+|kindly\s+)?(?:submit|provide|report|state|furnish|confirm|complete)"
    r"\s+the\s+following(?:\s+(?:information|items?|figures?|details))?\s*:\s*",
    re.IGNORECASE,
)
"""A request pointing at the list it opens ("Please submit the following: …")."""

_WRITTEN_REQUEST_JA_RE = re.compile(r"(記載|記入|報告|回答|提出)(?:の|する)こと(?=\s*(?:[。.]|$))")
"""The written imperative of a Japanese form (「記載のこと」, 「記入すること」), read as the
request it is (「記載されたい」)."""


def _deadline_en(match: re.Match[str], reference_date: date) -> str:
    """An English deadline taken out when its day is still to come, kept otherwise."""
    if match.group("year") is None:
        return ""
    try:
        day = date(
            int(match.group("year")),
            _MONTH_NUMBERS[match.group("month").lower()[:3]],
            int(match.group("day")),
        )
    except ValueError:
        return match.group()
    return "" if day >= reference_date else match.group()


def _unread_references(pattern: re.Pattern[str], text: str, lang: str, today: date) -> str:
    """``text`` less the references ``pattern`` finds that the logistics' rules do not read
    (``_context_logistics``, which takes a reference out with the piece around it)."""

    def taken(match: re.Match[str]) -> str:
        ref = unicodedata.normalize("NFKC", match.group())
        return match.group() if logistics_marks(ref, lang, today) else ""

    return pattern.sub(taken, text)


def without_form_furniture(text: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` without its sender's heading, references, form items and filing
    instructions; ``text`` itself when nothing is left of it."""
    original = text
    nfkc = unicodedata.normalize("NFKC", text)
    lang = "en" if not re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", nfkc) else "cjk"
    if lang == "en":
        text = _CITED_EN_RE.sub("", _unread_references(_REF_EN_RE, text, lang, reference_date))
        text = _without_headings(text, lang, reference_date, matcher)
        text = _ITEM_EN_RE.sub(_item_unless_narrowing, text).strip()
        text = _CODE_AFTER_DOC_RE.sub(r"\g<noun>", text)
        text = _without_headings(text, lang, reference_date, matcher)
        text = _FOLLOWING_EN_RE.sub("", _PURPOSE_EN_RE.sub("", text))
    else:
        lang = "ja" if re.search(r"[\u3040-\u30ff]", nfkc) else "zh"
        # The addressee goes after the verb, where the request names whose figure.
        text = _ADDRESSED_ZH_RE.sub(_addressed_zh, text) if lang == "zh" else text
        text = _unread_references(_REF_CJK_RE, text, lang, reference_date)
        text = _CITED_CJK_RE.sub("", text)
        text = _ITEM_CJK_RE.sub(" ", text)
        text = _WHOLE_NUMBER_CJK_RE.sub("", text)
        text = _without_headings(text.strip(), lang, reference_date, matcher)
        if lang == "ja":
            text = _DEADLINE_JA_RE.sub(lambda m: _deadline(m, reference_date), text)
            text = _CHECKED_JA_RE.sub(
                lambda m: m.group() if {"scope", "metric"} & _names(m.group(), matcher) else "",
                text,
            )
        text = re.sub(r"^\s*[:：,，]\s*", "", text)
    text = _without_instructions(text, lang, matcher)
    text = _WRITTEN_REQUEST_JA_RE.sub(r"\1されたい", text) if lang == "ja" else text
    if lang == "en":
        text = _DEADLINE_EN_RE.sub(lambda m: _deadline_en(m, reference_date), text)
    text = (
        re.sub(r"([。.])[。.\s]*(?=[。.]|$)", "", text)
        if text.endswith(("。。", ". .", ".."))
        else text
    )
    text = re.sub(r"[，,]\s*([。.])", r"\1", re.sub(r"([。])[。]+", r"\1", text))
    # A blank line between paragraphs still breaks the line: it is no space between words.
    text = re.sub(r"[ \t\u3000]*\n\s*", "\n", text)
    text = re.sub(r"[ \t\u3000]{2,}", " ", text).strip()
    return text if re.search(r"\w", text) else original
