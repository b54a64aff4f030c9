"""Meeting notes and minutes: the furniture around a request written as an action item.

Notes put a request among the meeting's furniture: its title ("Ops steering minutes",
「人力例会纪要」, 「定例会 議事録」), agenda items ("Agenda item 4: …", 「议程二：」, 「議題2」),
decisions and attendee lists, the action item's marker ("AI:", "AI Aisha:", "TODO",
"Action item", 待办, 行动项, 宿題, ToDo), its owner and due date ("(owner: Lena, due EOW)",
"Sam to confirm …", ", due 6/15", 「负责人：张琪，截止6/18」, 「张总要」, 「本周内确认」,
「（担当：佐藤、期限：6/17）」, 「担当は高橋さん、今週中」) and the meeting's other items
("• AI Joe: venue booking", "2. Next sync moved to 6/19"). They say who does what by when,
never which figure: ``without_meeting_furniture`` takes them out before the question is
read, and the request is read alone.

Only a message laid out as notes is read so (an action item's marker, an owner's or a
due date's field, or an agenda or minutes label). An owner or a due date is taken only
where it names nothing of the KB (「负责人：香港财务」 stays); a line other than the
request is dropped only where it asks nothing and names no scope, metric, document or
year the request does not name, no part of the business (online, stores, 线上, 店舗) and,
when the request names no market, no place the KB may lack: a title naming a market the
request leaves unsaid ("HK offsite prep" over "AI: EBITDA for the opening slide") stays,
and an agenda line naming a figure of its own stays with the request.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context_parts import holds_a_name
from ragspine_eval_pipeline.engine._language import script_lang
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    cjk_tokens,
    english_word_classes,
    normalize,
)

__all__ = ["without_meeting_furniture"]

_NAME_EN = r"(?:@\w+|(?:[A-Z]\.\s?)?[A-Z][a-z]+(?:[ -][A-Z][a-z]+){0,2})"
"""A person named in notes: "Priya", "J. Tan", "Wei Ling", "@mark"."""

_TEAM_EN = (
    r"(?i:finance|treasury|legal|hr|ir|ops|it|fp&a|procurement|compliance|marketing|strategy"
    r"|someone|(?:the\s+)?[a-z]+\s+team)"
)
"""A team or anyone named as the owner: "treasury", "Legal", "the data team"."""

_WHO_EN = rf"(?:{_NAME_EN}|{_TEAM_EN})(?:\s*(?:&|and|/|\+)\s*{_NAME_EN})?"

_MARKER_EN = (
    rf"(?:AI(?:\s+for)?(?:\s+{_NAME_EN})?(?=\s*[:：(（])"
    r"|(?i:to-?\s?dos?|action\s+(?:items?|points?))(?![\w-])(?:\s+@\w+)?)"
)
"""An action item's marker in English: "AI:", "AI (…):", "AI Aisha:", "AI for Wei Ling
(…):", "TODO @Mark:", "Action item", "Action items"; "AI" only capitalized and closed by
a colon or a bracket, so "AI" said as a topic is no marker."""

_MARKER_CJK = (
    r"(?:待办事项|待辦事項|待办|待辦|行动项|行動項|跟进事项|跟進事項|后续行动|後續行動"
    r"|宿題|アクションアイテム|対応事項|要対応|持ち帰り事項|(?i:to-?\s?do))\s*\d*(?:\s*@\S+)?"
)
"""An action item's marker in Chinese or Japanese: 待办, 行动项3, 宿題, ToDo."""

_LABEL_EN = (
    r"(?i:agenda(?:\s+item)?(?:\s*(?:\d+|[ivx]+)\b)?|decisions?|decided|attendees|present"
    r"|participants|apologies|absent|parking\s+lot(?:\s+from\s+the\s+minutes)?)"
    r"(?=\s*[:：.–—-]|\s+\d)\s*[:：.–—-]?"
)
"""A label of the notes' own lines: an agenda item, a decision, who attended."""

_LABEL_CJK = (
    r"(?:议程|議程|議題|アジェンダ)\s*(?:第?\s*[一二三四五六七八九十\d]+\s*(?:项|項)?)?"
    r"(?:\s*[（(][^）)\n]{1,12}[）)])?(?:\s*[:：]|\s+|(?=[^\s:：]))"
    r"|(?:决议|決議|决定|決定事項|决定事项|参会人员?|與會人員?|与会人员?|出席人员?|出席者|参加者|欠席者?)"
    r"\s*[:：]"
)
"""The same labels in Chinese and Japanese: 议程二：, 議題2, 決定事項：, 出席者：."""

_ATTENDEES_RE = re.compile(
    r"(?i:attendees|present|participants|apologies|absent)|参会|與會|与会|出席|参加者|欠席"
)

_MEETING_RE = re.compile(
    r"(?i:\b(?:minutes|meeting|mtg|sync|stand-?up|call|offsite|off-site|all-hands|town\s*hall"
    r"|committee|working\s+group|steering|review|retro|workshop|session|agenda|notes|prep"
    r"|huddle|check-?in|qbr|to-?\s?dos?|action\s+items?)\b)"
    r"|纪要|紀要|会议|會議|例会|例會|周会|週會|月会|晨会|复盘|復盤|议程|議程|分析会|碰头会"
    r"|项目会|經營會|经营会|(?<=[\u4e00-\u9fff])会(?=\s*$|】)"
    r"|議事録|議事メモ|会議|定例|MTG|ミーティング|打合せ|打ち合わせ|委員会|メモ|議題|部会"
)
"""A word naming a meeting or its record: a line holding one and asking nothing is the
notes' title."""

_DATE_EN = (
    r"(?i:(?:next\s+|this\s+)?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\.?"
    r"|\d{1,2}/\d{1,2}(?:/\d{2,4})?|eo[dwm]|cob|asap|tomorrow|today|tonight"
    r"|(?:next|this)\s+week|end\s+of\s+(?:the\s+)?(?:day|week|month)|month-end)"
    r"(?:['’]s\s+(?:call|meeting|sync|review))?"
)
"""A day a task is due by: a weekday, "6/15", "EOW", "end of month"."""

_DUE_EN_RE = re.compile(
    rf"^(?:due(?!\s+(?:to|diligence)\b)(?:\s+(?:by|on|before|at))?\s*[:：]?\s*(?P<when>[^,;()]{{1,40}})"
    rf"|(?:deadline|eta)\s*[:：]?\s*(?P<day>[^,;()]{{1,30}})"
    rf"|(?:by|before|until)\s+{_DATE_EN})$",
    re.IGNORECASE,
)
"""A due date, a field of its own: "due Fri", "due 6/15", "due before board review",
"deadline: Thu", "by EOW"."""

_TRAILING_DUE_EN_RE = re.compile(
    rf"\s+(?:due\s+(?:by\s+|on\s+|before\s+)?|by\s+|before\s+|until\s+){_DATE_EN}"
    r"(?=\s*(?:[.?!]\s|[.?!]?$))",
    re.IGNORECASE,
)
"""A due date closing an item with no comma before it ("… for FY2025 by Friday")."""

_OWNER_RE = re.compile(
    r"^(?:(?i:owners?\s*[:：=]?|(?:assignee|assigned\s+to|responsible)\s*[:：=])\s*(?P<en>.+)"
    r"|(?:负责人|負責人|责任人|責任人|担当者?|責任者|対応者)\s*(?:[:：]|は|为|為)?\s*(?P<cjk>.+))$"
)
"""An owner's field: "owner: Lena", "owner Chris", 「负责人：张琪」, 「负责人小周」,
「担当：人事部 西村」, 「担当は高橋さん」."""

_CJK_DAY = (
    r"(?:\d{1,2}\s*/\s*\d{1,2}|\d{1,2}\s*月\s*\d{1,2}\s*(?:日|号|號)"
    r"|(?:本|这|這|下|上)?(?:周|週|星期|礼拜)[一二三四五六日天]"
    r"|(?:来週|今週|再来週)?[月火水木金土日]曜日?|明天|明日|月底|月末|年底|下周|来週|今週)"
)
_DUE_CJK_RE = re.compile(
    r"^(?:截止|期限|締切|〆切|締め切り|納期|期日)(?:日期|时间|時間|日)?\s*(?:[:：]|は)?\s*"
    rf"(?:{_CJK_DAY}|\S{{1,8}})\s*(?:前|之前)?$"
    rf"|^(?:{_CJK_DAY})\s*(?:前|之前|以前|内|以内|締切|〆切|締め切り|まで|までに)"
    r"(?:回复|回覆|反馈|反饋|提供|确认|確認|整理|交|提交|给到|給到|完成|更新)?$"
    r"|^(?:今週中|来週中|今月中|週内|本日中|明日中|月内|今週末|来週末|なるはや"
    r"|本周内|这周内|這週內|本周之内|本月内|尽快|盡快)$"
)
"""A due date in Chinese or Japanese, a field of its own: 「截止6/18」, 「周四前」,
「6月16日前回复」, 「期限：6/17」, 「6/19締切」, 「来週火曜まで」, 「今週中」."""

_WITHIN_ZH_RE = re.compile(
    r"(?:本|这|這|下)(?:周|週|月)(?:内|內|之内|之內|底前|底)|月底前?"
    r"(?=(?:确认|確認|回复|回覆|反馈|反饋|提供|整理|交|提交|给到|給到|完成|更新|核实|核實))"
)
"""A span a task is due within, before the verb of doing it (「本周内确认」): the verb and
whoever does it stay for the context rules."""

_DOER_ZH_RE = re.compile(
    r"^[^，,。？?]{1,16}?(?:确认|確認|提供|反馈|反饋|整理|回复|回覆|核实|核實|跟进|跟進|补充|補充"
    r"|汇总|匯總|负责|負責|提交|给到|給到)$"
)
"""Who does the item, said with the verb of doing it and no other word of the request
(「财务BP赵女士确认」, 「市场部整理」, 「区域经理周五前提供」), a field after the request."""

_REQUESTER_ZH_RE = re.compile(
    r"^[\u4e00-\u9fff]{1,2}(?:总|總|经理|經理|总监|總監|老板|老闆|董)(?:要|要的|在等|催)$"
)
"""Who wants the item, a field of its own (「张总要」)."""

_OWNER_TO_RE = re.compile(rf"^(?P<who>{_WHO_EN})\s+to\s+(?P<verb>[a-z]+)\b")
"""The owner as the subject of an action item ("Sam to confirm …", "finance to share …")."""

_TITLE_PREFIX_RE = re.compile(r"^(?P<title>[^:：\n?？]{1,30}?)\s*(?:[:：]|\s[-–—]\s|——)\s*")
"""The notes' title opening a line, closed by a colon or a dash (「会议纪要：」,
"Ops review – ")."""

_DAY_RE = re.compile(r"(?<![\d/])\d{1,2}/\d{1,2}(?:/\d{2,4})?(?![\d/])")
"""A meeting's or a task's day ("06/10", "6/19"): no period of a figure."""

_TITLE_BRACKET_RE = re.compile(r"^[ \t]*【[^】\n]{1,24}】")
_BULLET_RE = re.compile(
    r"^[ \t]*(?:[•・·●▪◦‣][ \t]*|[-*]+[ \t]+|[1-9][0-9]?[.)．、）](?![0-9])[ \t]*)"
)
_BRACKET_RE = re.compile(r"\s*[(（]([^()（）\n]*)[)）]")
_PART_SPLIT_RE = re.compile(r"([,，、;；]\s*|\s+[-–—]\s+|[\u3000]+|(?<=[?？!！。])\s*|(?<=\.)\s+)")

_ASKS_RE = re.compile(
    r"[?？]|(?<![a-z])(?:what|which|how|who|whom|whose|why|when|where|whats|should|yes\s*/\s*no"
    r"|yes\s+or\s+no)(?![a-z])"
    r"|什么|哪|多少|几|幾|怎|如何|吗|嗎|呢|是否|是或否|いくら|どの|どう|どれ|いつ|どこ|なぜ|何",
    re.IGNORECASE,
)
"""A word of asking: a line holding one is a request, never furniture."""


@dataclass(eq=False)
class _Segment:
    text: str
    role: str
    """``title`` (the words before a marker or a label, a 【】 heading), ``label`` (an
    agenda item's, a decision's or the attendees' content) or ``item``."""
    request: bool
    """Holds an action item's marker or field, or asks."""
    attendees: bool = False
    marked: bool = False
    """Held an action item's marker of its own."""
    listed: bool = False
    """An item of a list an action item's marker opens."""


def _names(text: str, lang: str, matcher: Matcher, reference_date: date) -> frozenset[str]:
    """The KB names and the years ``text`` holds, each as kind and code."""
    norm = normalize(text)
    found = {f"{m.kind}:{m.code}" for m in matcher.find(norm)}
    for span in find_periods(norm, lang, reference_date):
        found.add(
            f"period:{span.period.code}" if span.period else f"part:{norm[span.start : span.end]}"
        )
    return frozenset(found)


def _places(text: str, lang: str) -> bool:
    """Whether ``text`` holds a word that may name a place the KB lacks."""
    if lang == "en":
        text = re.sub(_MARKER_EN, " ", re.sub(r"(?i:\bto-?\s?dos?\b)", " ", text))
        return holds_a_name(re.sub(r"^\W*[A-Z]", lambda m: m.group().lower(), text.strip()))
    return any(
        token.word.name
        for run in CJK_RUN_RE.findall(unicodedata.normalize("NFKC", text))
        for token in cjk_tokens(run, lang == "ja")
    )


def _field(part: str, lang: str, matcher: Matcher, reference_date: date, beside: bool) -> bool:
    """Whether ``part`` is an owner's or a due date's field naming nothing of the KB; a
    bare name or team, or who wants the item (「张总要」), counts only ``beside`` another
    field in the bracket after an action item's marker ("AI (Priya, due Fri):")."""
    core = part.strip(" \t\u3000.。:：")
    if not core or gr.PART_OF_BUSINESS_RE.search(core):
        return False
    # A due date's day may read as a month (「6月16日前」): a day written out is no part
    # of a year asked; a month alone (「截止6月底」) may be, and stays.
    names = _names(core, lang, matcher, reference_date)
    day = re.search(r"\d{1,2}\s*月\s*\d{1,2}\s*(?:日|号|號)", core) is not None
    if any(not (n.startswith("part:") and day) for n in names):
        return False
    if _OWNER_RE.match(core) or _DUE_CJK_RE.match(core):
        return True
    if _DOER_ZH_RE.match(core) and not _ASKS_RE.search(core):
        return True
    due = _DUE_EN_RE.match(core)
    if due is not None:
        when = due.group("when") or due.group("day") or ""
        return len(when.split()) <= 5 and not _ASKS_RE.search(when)
    if not beside:
        return False
    return re.fullmatch(_WHO_EN, core) is not None or _REQUESTER_ZH_RE.match(core) is not None


def _fields_only(inner: str, lang: str, matcher: Matcher, today: date, beside: bool) -> bool:
    """Whether a bracket's content is fields only, one of them labelled or a due date."""
    parts = [p for p in re.split(r"[,，、;；\u3000]", inner) if p.strip()]
    labelled = [_field(p, lang, matcher, today, False) for p in parts]
    return (
        bool(parts)
        and any(labelled)
        and all(
            f or _field(p, lang, matcher, today, beside)
            for p, f in zip(parts, labelled, strict=True)
        )
    )


def _without_fields(
    line: str, lang: str, matcher: Matcher, today: date, after_marker: bool
) -> tuple[str, bool]:
    """``line`` less its owner and due-date fields, in brackets or between commas; and
    whether it held one. ``after_marker``: ``line`` follows an action item's marker, so a
    bracket opening it may name the owner bare ("(Noor, due 6/21):")."""
    found = False
    opening = _BRACKET_RE.match(line) if after_marker else None
    if opening is not None and _fields_only(opening.group(1), lang, matcher, today, True):
        found = True
        line = line[opening.end() :]

    def bracket(match: re.Match[str]) -> str:
        nonlocal found
        if _fields_only(match.group(1), lang, matcher, today, False):
            found = True
            return ""
        return match.group()

    line = _BRACKET_RE.sub(bracket, line)
    if lang == "en":
        trailing = _TRAILING_DUE_EN_RE.search(line)
        # Taken, but no mark of notes by itself: any request may close on a deadline.
        if trailing is not None and re.search(r"\w", line[: trailing.start()]):
            line = line[: trailing.start()] + line[trailing.end() :]
    pieces = _PART_SPLIT_RE.split(line)
    texts, seps = pieces[0::2], [*pieces[1::2], ""]
    marked = [_field(t, lang, matcher, today, False) for t in texts]
    beside = lang == "zh" and any(marked)
    kept: list[str] = []
    for at, (text, sep) in enumerate(zip(texts, seps, strict=True)):
        requester = beside and _REQUESTER_ZH_RE.match(text.strip()) is not None
        if at and (marked[at] or requester):
            found = True
            closing = re.search(r"[?？!！。.]", text.rstrip()[-1:] + sep)
            if kept and closing:
                kept[-1] = kept[-1].rstrip(" ,，、;；-–—\u3000") + closing.group() + " "
            continue
        kept.append(text + sep)
    out = "".join(kept).rstrip(" ,，、;；-–—\u3000")
    if lang == "zh" and (found or after_marker):
        out = _WITHIN_ZH_RE.sub("", out)
    return out, found


def _split_marker(line: str, lang: str) -> tuple[str, str, bool]:
    """``line`` as the words before its action item's marker (a title), the item after it,
    and whether it held a marker; a marker stands at the line's opening or after a
    piece's end ("Strategy prep – AI (…):", 「会议纪要：待办——」, 「经营会待办」)."""
    if lang == "en":
        pattern = rf"(?:^|(?<=\s[-–—]\s)|(?<=[:：.?!]\s)|(?<=】))\s*{_MARKER_EN}"
    else:
        pattern = (
            rf"{_MARKER_CJK}(?=\s*(?:[:：—\-–（(@]|\d|$))"
            rf"|(?:^|(?<=\s)|(?<=[:：。？！】]))\s*{_MARKER_EN}"
        )
    match = re.search(pattern, line)
    if match is None:
        return "", line, False
    return line[: match.start()], line[match.end() :], True


def _split_label(line: str, lang: str) -> tuple[str, str, bool] | None:
    """``line`` as the words before a label of the notes' own (an agenda item, a decision,
    who attended), the label's content, and whether the label lists who attended."""
    pattern = _LABEL_EN if lang == "en" else rf"{_LABEL_CJK}|(?:^|(?<=\s)){_LABEL_EN}"
    match = re.search(rf"(?:^|(?<=\s)|(?<=[:：】]))(?:{pattern})", line)
    if match is None:
        return None
    return line[: match.start()], line[match.end() :], bool(_ATTENDEES_RE.search(match.group()))


def _segments(line: str, lang: str, matcher: Matcher, today: date) -> tuple[list[_Segment], bool]:
    """One line of notes as its segments (title, label, item), less its marker and fields;
    and whether it held a mark of notes."""
    segments: list[_Segment] = []
    title = _TITLE_BRACKET_RE.match(line)
    if title is not None and _MEETING_RE.search(title.group()):
        segments.append(_Segment(title.group(), "title", False))
        line = line[title.end() :]
    line = _BULLET_RE.sub("", line)
    before, item, marked = _split_marker(line, lang)
    item, fielded = _without_fields(item.lstrip(), lang, matcher, today, marked)
    item = re.sub(r"^[\s:：\-–—]+", "", item)
    if before.strip(" \t:：-–—"):
        segments.append(_Segment(before, "title", False))
    labelled = None if marked else _split_label(item, lang)
    prefix = None if marked or labelled else _TITLE_PREFIX_RE.match(item)
    if prefix is not None and _MEETING_RE.search(prefix.group("title")):
        segments.append(_Segment(prefix.group(), "title", False))
        item = item[prefix.end() :]
    if labelled is not None:
        head, item, attendees = labelled
        if head.strip(" \t:：-–—"):
            segments.append(_Segment(head, "title", False))
        asks = bool(_ASKS_RE.search(item)) or fielded
        segments.append(_Segment(item, "label", asks, attendees))
    else:
        asks = marked or fielded or bool(_ASKS_RE.search(item))
        segments.append(_Segment(item, "item", asks, marked=marked or fielded))
    if lang == "en":
        for seg in segments:
            seg.text = _owner_as_subject(seg.text, matcher)
    return segments, marked or fielded or labelled is not None


def _owner_as_subject(text: str, matcher: Matcher) -> str:
    """``text`` less its owner written as the subject of the item ("Sam to confirm …" is
    "confirm …"), when the owner names nothing of the KB and a verb follows."""
    match = _OWNER_TO_RE.match(text.strip())
    if match is None or matcher.find(normalize(match.group("who"))):
        return text
    if "VERB" not in english_word_classes(match.group("verb")):
        return text
    return text.strip()[match.start("verb") :]


def without_meeting_furniture(text: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` without the furniture of meeting notes around its request; ``text`` itself
    when it is laid out as no notes or nothing would be left."""
    lang = script_lang(text)
    lines: list[list[_Segment]] = []
    notes = False
    opened = False
    for line in text.split("\n"):
        segments, marked = _segments(line, lang, matcher, reference_date)
        notes = notes or marked
        item = segments[-1]
        if opened and item.role == "item" and not marked and re.search(r"\w", item.text):
            item.request = True  # an item of the action item's list opened above
            item.listed = True
        if marked:
            # A marker closing its line, or a line closed by a colon, opens a list of items.
            opened = not re.search(r"\w", item.text) or line.rstrip().endswith((":", "："))
        elif not line.strip():
            opened = False
        lines.append(segments)
    if not notes:
        return text
    flat = [s for segments in lines for s in segments if re.search(r"\w", s.text)]
    names = {id(s): _names(_DAY_RE.sub(" ", s.text), lang, matcher, reference_date) for s in flat}
    requests = [s for s in flat if s.request or _names_a_figure(s, names[id(s)])]
    if not requests:
        return text
    named = [s for s in requests if names[id(s)] or _ASKS_RE.search(s.text)]
    dropped = {id(s) for s in requests if named and _another_item(s, names[id(s)])}
    asked = frozenset().union(*(names[id(s)] for s in requests if id(s) not in dropped))
    scoped = any(n.startswith("scope:") for n in asked)
    out: list[str] = []
    for segments in lines:
        kept = []
        for seg in segments:
            if not re.search(r"\w", seg.text) or id(seg) in dropped:
                continue
            if (
                any(seg is r for r in requests)
                or _ASKS_RE.search(seg.text)
                or not names[id(seg)] <= asked
                or gr.PART_OF_BUSINESS_RE.search(seg.text)
                or (not (seg.attendees or scoped) and _places(seg.text, lang))
            ):
                kept.append(_asked(seg, names[id(seg)], lang))
        if kept:
            out.append((" " if lang == "en" else "").join(kept))
    result = "\n".join(out).strip()
    return result if re.search(r"\w", result) else text


def _asked(seg: _Segment, names: frozenset[str], lang: str) -> str:
    """A segment's text; an item of an action item's list naming a topic and no metric
    (「②円安への対応策」) closed as the question its marker makes it, so it is read as
    asked, never as a statement beside the figure items."""
    text = seg.text.strip()
    topic = seg.listed and not any(n.startswith("metric:") for n in names)
    if not topic or _ASKS_RE.search(text) or re.search(r"[.。!！?？:：]$", text):
        return text
    return text + ("?" if lang == "en" else "？")


def _another_item(seg: _Segment, names: frozenset[str]) -> bool:
    """Whether a request segment is another of the meeting's items: it names, asks and
    narrows nothing, and holds a marker of its own ("AI Joe: venue booking"), a word of
    the meeting or a day ("Next sync moved to 6/19", "Room booking moved to 7/3"); an
    item of a list naming a topic in words the KB has no name for (「②円安への対応策」) is
    a request."""
    if names or _ASKS_RE.search(seg.text) or gr.PART_OF_BUSINESS_RE.search(seg.text):
        return False
    dated = re.search(rf"(?<![\w/]){_DATE_EN}(?![\w/])|{_CJK_DAY}", seg.text) is not None
    return seg.marked or dated or _MEETING_RE.search(seg.text) is not None


def _names_a_figure(seg: _Segment, names: frozenset[str]) -> bool:
    """Whether a segment that is no title or label names a metric or a document: the
    request written as a plain item ("Raj to send the headcount …")."""
    if seg.role != "item" or _MEETING_RE.search(seg.text):
        return False
    return any(n.startswith(("metric:", "document:")) for n in names)
