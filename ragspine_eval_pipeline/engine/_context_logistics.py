"""The logistics of the asker's work around a request: tickets, meetings, deadlines.

Busy staff put their work's logistics around a request: the ticket or reference number it
answers ("Re ticket #4471", 「工单#55跟进」, 「依頼番号#66」), the meeting it is for with its
day, time, room and head count ("for the 14 June call at 3pm", 「6月18日上午10点（1号
会议室，约30人）」, 「会議室B、資料P.5」), a phone extension, a deadline ("need it by
2pm", 「6月20日前交」, 「締切」) and remarks on their own deck ("Slide 12 of the deck is
still blank"). These say when, where and for which item the asker works, never which
figure, and their numbers are no year, value or scope. ``without_logistics`` takes them
out before any other rule reads the question (the chat's rules would read "#4471" as a
tag); what they leave is read by the context rules (``_context``) as before, so "For the
call, …" is the asker's purpose and an unknown name beside the request is still refused.
"""

from __future__ import annotations

import re
import unicodedata
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._artefact import artefact_marks
from ragspine_eval_pipeline.engine._context_grammar import WORD_RE
from ragspine_eval_pipeline.engine._context_parts import holds_a_name, narrows
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._project_talk import (
    project_marks,
    with_role_colons_folded,
    without_project_talk,
)
from ragspine_eval_pipeline.engine._purpose import part_of_own_work
from ragspine_eval_pipeline.kb.analysis import CJK_RUN_RE, cjk_tokens, normalize

_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
_WEEKDAYS_EN = r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?\.?"
_CLOCK_EN = r"\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?(?![a-z]))|\d{1,2}:\d{2}(?!\d)|noon|midday"
_DAY_EN = (
    rf"(?:{_WEEKDAYS_EN},?\s+)?(?:\d{{1,2}}(?:st|nd|rd|th)?\s+(?:of\s+)?(?:{_MONTHS})\.?"
    rf"|(?:{_MONTHS})\.?\s+\d{{1,2}}(?:st|nd|rd|th)?(?![\d:]))(?P<year>,?\s+\d{{4}})?"
)

_REFERENCE_EN_RE = re.compile(
    r"(?<![\w#])(?:(?:re|per|for|on|from|under)\s+)?"
    r"(?:(?:hr|it|ir|ops|compliance|finance|legal|support|helpdesk|service|jira|audit|treasury|"
    r"procurement|purchase|change|store)\s+)?"
    r"(?:(?:ticket|ref(?:erence)?|case|po|request|req|incident|order|job|memo|query|"
    r"enquiry|inquiry)\.?\s*(?:no\.?|number|#)?\s*#?\s*(?:(?!fy|cy)[a-z]{1,4}-?)?\d[\d-]*"
    r"|no\.\s*\d{2,}[\d-]*)"
    r"(?![\w%/])(?!\s*(?:年|财年|年度))"
    r"|(?<![\w#])#\s?(?:[a-z]{1,4}-?)?\d{2,}[\d-]*(?![\w%])"
    r"|(?<![\w#])(?:(?:our|your)\s+)?(?:ref(?:erence)?|file|case|letter|request)\.?\s*"
    r"(?:no\.?|number)?\s*[.:#]?\s*(?:[a-z]{1,6}[/-]?)?\d[\w]*(?:[/-][\w]+){1,4}(?![\w%])",
    re.IGNORECASE,
)
"""A reference number: a ticket, case, order or request numbered ("Re ticket #52",
"PO 14-300", "ref#77", "#9120", a regulator's "Ref. SFC/2026/0412" or "Ref: TX-2026-55"):
which item of the asker's own queue, never a figure."""

_EXTENSION_EN_RE = re.compile(
    r"(?<![\w])(?:(?:on|at|call|dial(?:-in)?)\s+)?(?:ext(?:n|ension)?\.?)\s*#?\s*\d{2,6}(?![\w%])"
    r"|(?<![\w])dial-in\s+\d{2,}(?![\w%])",
    re.IGNORECASE,
)
"""A phone extension ("ext. 210", "on extension 4410", "dial-in 5500")."""

_TIME_EN_RE = re.compile(
    rf"(?<![\w])(?:(?:at|by|from|until|till|before|after)\s+)?(?:{_CLOCK_EN})"
    rf"(?:\s*(?:-|–|to)\s*(?:{_CLOCK_EN}))?(?:\s+(?:on\s+)?(?:this\s+|next\s+)?{_WEEKDAYS_EN}(?![a-z]))?",
    re.IGNORECASE,
)
"""A time on the clock ("3pm", "at 10:30", "4pm Friday", "13:00-14:00")."""

_DATE_EN_RE = re.compile(
    rf"(?<![\w])(?:(?:on|by|due|until|till)\s+)?{_DAY_EN}(?![\w])",
    re.IGNORECASE,
)
"""A day of a month ("14 June", "on Thu 18 June 2026", "June 3rd"): a meeting's day or a
deadline, counted only beside another mark of logistics (``_LOGISTIC_NOUNS_EN_RE``)."""

_WEEKDAY_EN_RE = re.compile(
    r"(?<![\w])(?:(?:on|by|this|next|before|until)\s+)?"
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day|tomorrow|today|tonight)"
    r"(?:\s+(?:morning|afternoon|evening))?(?![\w'’])",
    re.IGNORECASE,
)
"""A day of the week written out, or tomorrow, counted as a date is (not "today's")."""

_PLACE_EN_RE = re.compile(
    r"(?<![\w])(?:(?:in|at)\s+)?(?:(?:meeting|conference|conf\.?|board)\s+)?(?:room|rm|hall)"
    r"(?:\.?\s*(?:\d{1,4}[a-z]?|[a-z]\d{1,4})|(?:\.\s*|\s+)[a-z])(?![\w])"
    r"|(?<![\w])(?:(?:on\s+)?(?:the\s+)?)?\d{1,2}(?:st|nd|rd|th)\s+floor(?![\w])",
    re.IGNORECASE,
)
"""A room or a floor ("room 5B", "in Hall 2", "Rm B", "3rd floor"); a room's letter stands
apart from its word, so a currency's code ("in RMB") is no room."""

_PAGE_EN_RE = re.compile(
    r"(?<![\w])(?:(?:for|on|in|to|into)\s+)?(?:slide|page|p\.|pp\.|pg\.?|section|agenda\s+item)"
    r"\s*\d{1,3}(?![\w%])"
    r"(?P<of>\s+of\s+(?:the|our|my|this|that)\s+(?:[a-z0-9-]+\s+){0,3}?"
    r"(?:deck|slides|pack|presentation|chart|file|doc|draft|agenda|brief|memo|pptx?))?",
    re.IGNORECASE,
)
"""A slide or page of the asker's own work ("slide 12 of the deck", "for page 6")."""

_COUNT_EN_RE = re.compile(
    r"(?<![\w])\d{1,4}\s+(?:seats?|attendees|participants|guests|invitees)"
    r"(?:\s+(?:booked|expected|confirmed|registered))?(?![\w])"
    r"|(?<![\w])\d{1,3}\s+(?:minutes|mins)\s+(?:on|in)\s+the\s+agenda(?![\w])"
    r"|(?<![\w])\d{1,2}\s+of\s+\d{1,2}\s+(?:sections?|slides|pages|items)(?:\s+done)?(?![\w])",
    re.IGNORECASE,
)
"""A count of the meeting or of the asker's work ("400 seats booked", "12 attendees",
"20 minutes on the agenda", "3 of 5 sections done"); a span of minutes alone may be what a
question asks of a topic (a delivery promise), so it counts only in a bracket of
logistics (``_IN_A_BRACKET_RE``)."""

_LOGISTIC_NOUNS_EN_RE = re.compile(
    r"(?<![\w])(?:call|calls|meeting|mtg|review|sync|town\s+hall|committee|session|briefing|"
    r"workshop|stand-?up|offsite|slot|agenda|due|deadline|reply|respond|response)(?![\w])",
    re.IGNORECASE,
)
"""Words of a meeting or a deadline: a day said beside one is when it is held or due."""

_CJK_DAY = (
    r"(?:(?<!\d)\d{1,2}\s*月\s*\d{1,2}\s*(?:日|号|號)|(?<![\d/])\d{1,2}/\d{1,2}(?![\d/]))"
    r"(?:\s*[(（]\s*[月火水木金土日一二三四五六天]\s*(?:曜日?)?\s*[)）])?"
)
_CJK_WEEKDAY = (
    r"(?:(?:下|本|这|這|上)?(?:周|週|星期|礼拜|禮拜)[一二三四五六日天]"
    r"|(?:来週|今週|再来週)?[月火水木金土日]曜日?|明日|明天|明早|明晚|今天|今日|本日|明後日|后天|後天)"
)
_CJK_DAYPART = r"(?:上午|下午|中午|晚上|早上|傍晚|午前|午後|朝|夕方|明早|今早|今晚)"
_CJK_CLOCK = (
    rf"(?<!\d)(?:{_CJK_DAYPART}\s*\d{{1,2}}\s*(?:点|點|時|时)(?:半|\s*\d{{1,2}}\s*分)?"
    r"|\d{1,2}\s*(?:[:：]\s*\d{2}|時(?!間|点|點)(?:半|\s*\d{1,2}\s*分)?)"
    r"|\d{1,2}\s*(?:点|點)(?:半|\s*\d{1,2}\s*分)?(?=前|之前|以前|开会|開會|开|開|的|到|〜|～|~|-|[，,、:：]|\s*(?:电话|電話|会|會)))"
    r"(?:\s*(?:〜|～|~|-|から|まで|前|之前|以前|までに))?"
)
_NOT_A_YEAR = r"(?![\d%])(?!\s*(?:年|财年|財年|年度|%))"
_REFERENCE_CJK_RE = re.compile(
    r"(?:工单|工單|单号|單號|编号|編號|文号|文號|函号|函號|案号|案號|管理番号|依頼番号|受付番号"
    r"|整理番号|照会番号|文書番号|問い合わせ番号|チケット)"
    r"(?:号|號)?\s*[:：]?\s*(?:no\.?)?\s*[#＃]?\s*(?:(?!fy|cy)[a-z]{1,6}-?)?\d[\d-]*"
    + _NOT_A_YEAR
    + r"|(?:照会番号|文書番号|编号|編號)\s*[:：]?\s*第\s*\d{1,5}\s*(?:号|號)"
    + r"|(?:参考|參考|邮件|郵件|問い合わせ|問合せ|依頼|案件|社内メモ|メモ)\s*(?:no\.\s*|[#＃]\s*)"
    r"(?:[a-z]{1,4}-?)?\d[\d-]*"
    + _NOT_A_YEAR
    + r"|(?<![a-z#])(?:ref|no)\.?\s*[#＃]\s*(?:[a-z]{1,4}-?)?\d[\d-]*"
    + _NOT_A_YEAR
    + r"|(?<![a-z#])no\.\s*\d{2,}[\d-]*"
    + _NOT_A_YEAR
    + r"|(?<![\w#])[#＃]\s?(?:[a-z]{1,4}-?)?\d{2,}[\d-]*"
    + _NOT_A_YEAR
    + r"|(?<=[\u3000-\u9fff])[#＃]\s?(?:[a-z]{1,4}-?)?\d{2,}[\d-]*"
    + _NOT_A_YEAR,
    re.IGNORECASE,
)
"""A ticket or reference number in Chinese or Japanese (「工单#4471」, 「材料编号BD-12」,
「依頼番号#66」, 「案件No.22」, 「ref#90」, a regulator's 「编号：CSRC-2026-118」 or
「照会番号第12号」)."""

_EXTENSION_CJK_RE = re.compile(
    r"(?:我的?)?(?:分机|分機|内线|內線|内線)(?:号码?|號碼?|は|是|番号)?\s*\d{2,6}"
    r"(?:\s*(?:まで|です|でお願いします))?"
)
"""A phone extension (「我分机是8025」, 「内線は31です」, 「内線55まで」)."""

_TIME_CJK_RE = re.compile(
    rf"{_CJK_WEEKDAY}\s*{_CJK_DAYPART}?\s*\d{{1,2}}\s*(?:点|點|時|时)(?!間)(?:半|\s*\d{{1,2}}\s*分)?"
    rf"|(?:{_CJK_WEEKDAY}\s*)?{_CJK_CLOCK}"
)
"""A time on the clock, with its day of the week (「下午3点」, 「周五11点」, 「16時」, 「9:30」)."""

_DATE_CJK_RE = re.compile(
    rf"(?:(?:截止|截至|締切|〆切|(?:回答|回复|回覆|答复|提出)?期限)\s*(?:日\s*[:：]?|[:：])?)?"
    rf"(?:\d{{4}}\s*年\s*)?{_CJK_DAY}"
    rf"|{_CJK_WEEKDAY}(?:\s*(?:上午|下午|午前|午後))?"
)
"""A day of a month or of the week (「6月15日」, 「6月17日（水）」, 「下周二」, 「来週月曜」)."""

_PLACE_CJK_RE = re.compile(
    r"第?\s*\d{1,4}\s*(?:号|號)?\s*(?:会议室|會議室|会議室)"
    r"|(?:会议室|會議室|会議室)\s*(?:[a-z]\d{0,3}|\d{1,4})(?![\w])"
    r"|\d{1,2}\s*(?:楼|樓|階|层|層)(?![\w])",
    re.IGNORECASE,
)
"""A meeting room or a floor (「第3会议室」, 「1号会议室」, 「会議室B」, 「会議室301」)."""

_PAGE_CJK_RE = re.compile(
    r"(?:ppt|PPT|资料|資料|材料|简报|簡報|报告|報告)?\s*"
    r"(?:第\s*\d{1,3}\s*(?:页|頁|张|張|項|项)|(?<![a-z])p\.?\s*\d{1,3}(?!\d)|\d{1,3}\s*(?:ページ|頁)目?"
    r"|スライド\s*\d{1,3}\s*枚目|\d{1,3}\s*枚目のスライド)"
    r"|(?:议程|議程|議題|アジェンダ)\s*(?:第\s*)?\d{1,2}\s*(?:项|項|番|号|號)?",
    re.IGNORECASE,
)
"""A page or slide of the asker's own work, or an item of the agenda (「PPT第6页」,
「資料P.5」, 「スライド8枚目」, 「議題3番」, 「议程第3项」)."""

_COUNT_CJK_RE = re.compile(
    r"(?:约|約|大约|大約|参加者|参加予定|出席者?|出席予定|参会|与会|與會)\s*\d{1,4}\s*(?:人|名)"
    r"(?:左右|程度|ほど|規模)?"
)
"""A count of who attends (「约30人」, 「参加者12名」); a bare count of people may be a
figure the asker states (「香港员工3245人」), so it counts only in a bracket of logistics."""

_IN_A_BRACKET_RE = re.compile(r"\d{1,4}\s*(?:人|名|minutes|mins|min|分钟|分鐘|分)(?![\w])")
"""Counts of people or minutes, set aside only inside a bracket holding another mark
(「（第2会議室、12名）」, "(slide 14, 20 minutes)")."""

_LOGISTIC_NOUNS_CJK_RE = re.compile(
    r"会议|會議|会議|例会|例會|周会|週会|月会|部会|开会|開會|电话会|電話會|说明会|説明会|委員会"
    r"|委员会|复盘|打合せ|打ち合わせ|ミーティング|简报|簡報|汇报|匯報|[的の]会|会上"
    r"|截止|締切|〆切|期限|(?<![年度期])前(?![年期々回])|までに|まで"
)
"""Words of a meeting or a deadline in Chinese or Japanese."""

_MEETING_CJK_RE = re.compile(
    r"^\s*(?:的|の)\s*[\u4e00-\u9fff\u30a0-\u30ffa-z]{0,8}?"
    r"(?:会议|會議|会議|例会|例會|周会|週会|月会|电话会|電話會|复盘会|会|會|ミーティング|打合せ|打ち合わせ)"
    r"(?:上|で)?(?=要用|需要|用|で使|に使|向け)",
    re.IGNORECASE,
)
"""A meeting named after its day or time, before what the figure is for (「…的周会要用」)."""

_BESIDE_THE_POINT_RE = re.compile(
    r"(?<![\w])(?:(?:a\s+)?separate\s+(?:issue|matter|topic|thing)|unrelated|different\s+(?:issue|matter)"
    r"|not\s+(?:related|relevant)|beside\s+the\s+point|ignore\s+(?:that|this))(?![\w])"
    r"|先不管|不用管|别管|無関係|无关|無關|別件|別の話",
    re.IGNORECASE,
)
"""The asker saying a remark is beside the point ("separate issue", 「先不管这个」,
「別件です」)."""

_NOT_AN_ABBREVIATION = (
    r"(?<!\bext)(?<!\bno)(?<!\bp)(?<!\bpp)(?<!\bpg)(?<!\brm)(?<!\bconf)(?<!\bp\.o)"
)
_SENTENCE_SPLIT_RE = re.compile(
    rf"(?<=[!?。！？])\s*(?=\S)|(?<=\.)(?<={_NOT_AN_ABBREVIATION}.)\s+(?=\S)", re.IGNORECASE
)
"""A sentence's end, but for the dot of an abbreviation ("ext. 22", "no. 5")."""

_ITEM_MARK_RE = re.compile(r"[\u2460-\u24ff\u2776-\u2793]")
_PIECE_SPLIT_RE = re.compile(
    rf"((?:[!?;。！？；\n]|{_NOT_AN_ABBREVIATION}\.)+(?:\s+|$)|(?:、|，|,(?!\d{{3}})|(?<!\d)[:：]|[:：](?!\d))+\s*"
    r"|\s+[-–—]\s+)",
    re.IGNORECASE,
)
_BRACKET_RE = re.compile(r"\s*[(（]([^()（）]*)[)）]")
_NARROWING_RE = re.compile(
    r"(?<![a-z])(?:only|excluding|excl|except|ex|without|less)(?![a-z])"
    r"|(?<![a-z])just(?!\s+(?:[a-z]+ed|got|sent|said|told|heard|came|left))(?![a-z])"
    r"|只|仅|僅|除|不含|以外|だけ|のみ|除く|抜き|線上|线上|網上|网上|門店|门店|オンライン|店舗|ec(?![a-z])"
)
"""Words narrowing a figure or naming a part of the business: a piece holding one, even
beside a ticket's number, may say which figure is wanted ("just" before a past verb, "just
quoted", says when)."""

_MEETING_FOR_RE = re.compile(
    r"[^\s、,，。]{0,8}?(?:会|會|会議|会议|打合せ|打ち合わせ|ミーティング)(?=向け|用|で使|に使|要用|上要用)"
)
_PRONOUN_RE = re.compile(r"(?<![a-z'’])(?:me|us|him|her|them|you)(?![a-z'’])")
_ITEMS_COUNTED_RE = re.compile(
    r"\d+\s*(?:点|件|つ|个|個)|\d+\s+(?:items?|things?|questions?)(?![\w])"
)
_ASKS_RE = re.compile(
    r"[?？]|(?<![a-z])(?:what|which|how|who|whom|whose|why|when|where|whats)(?![a-z])"
    r"|什么|哪|多少|几|幾|怎|如何|吗|嗎|呢|为什么|是否|何|いくら|どの|どう|どれ|いつ|どこ|なぜ"
)
"""A question word or mark: a piece holding one asks, so it is never logistics alone."""


_DAY_WINDOW = {"en": 32, "zh": 12, "ja": 12}
"""How far from a day a meeting's or deadline's word may stand for the day to be its."""


def logistics_marks(
    text: str, lang: str, reference_date: date, matcher: Matcher | None = None
) -> list[tuple[int, int]]:
    """The spans of ``text`` that are logistics marks. A day is one only beside another
    mark of ``text`` or near a meeting's or deadline's word ("the 14 June *call*",
    「6月20日*前*交」), and a day written with a year only in a year still open on
    ``reference_date``: no closed fiscal year is a meeting's day. With ``matcher``, a
    project's talk (``project_marks``) and the artefact the figure goes into
    (``artefact_marks``) are logistics too."""
    found: list[tuple[int, int]] = []

    def add(start: int, end: int) -> None:
        if end > start and all(end <= a or start >= b for a, b in found):
            found.append((start, end))

    marks = [_REFERENCE_EN_RE, _EXTENSION_EN_RE, _PLACE_EN_RE, _TIME_EN_RE, _COUNT_EN_RE]
    if lang != "en":
        marks = [_REFERENCE_CJK_RE, _EXTENSION_CJK_RE, _PLACE_CJK_RE, _PAGE_CJK_RE, _TIME_CJK_RE]
        marks += [_REFERENCE_EN_RE, _TIME_EN_RE, _COUNT_CJK_RE]
    for mark in marks:
        for match in mark.finditer(text):
            add(match.start(), match.end())
    for match in _PAGE_EN_RE.finditer(text):
        # "page 4 of the annual report" names a document, which is no work of the asker's.
        if match.group("of") or not re.match(r"\s+of\s", text[match.end() :]):
            add(match.start(), match.end())
    marked = bool(found)
    nouns = _LOGISTIC_NOUNS_EN_RE if lang == "en" else _LOGISTIC_NOUNS_CJK_RE
    window = _DAY_WINDOW.get(lang, 12)
    for mark in (_DATE_EN_RE, _WEEKDAY_EN_RE) if lang == "en" else (_DATE_CJK_RE, _DATE_EN_RE):
        for match in mark.finditer(text):
            year = re.search(r"(\d{4})\s*年|,?\s+(\d{4})$", match.group())
            if year and int(year.group(1) or year.group(2)) < reference_date.year:
                continue
            near = text[max(0, match.start() - window) : match.end() + window]
            if marked or nouns.search(near):
                add(match.start(), match.end())
    if matcher is not None:
        found += project_marks(text, lang, matcher) + artefact_marks(text, lang, matcher)
    return _merged(found)


def _merged(spans: list[tuple[int, int]]) -> list[tuple[int, int]]:
    out: list[tuple[int, int]] = []
    for start, end in sorted(spans):
        if out and start < out[-1][1]:
            out[-1] = (out[-1][0], max(out[-1][1], end))
        else:
            out.append((start, end))
    return out


def _blanked(text: str, spans: list[tuple[int, int]]) -> str:
    out, at = [], 0
    for start, end in spans:
        out.append(text[at:start])
        at = end
    return "".join([*out, text[at:]])


def _nothing_more(rest: str, lang: str, reference_date: date, matcher: Matcher) -> bool:
    """Whether a logistics piece, its marks blanked (``rest``), names, asks and narrows
    nothing: no KB name, period, question, part of the business, name the KB may lack or
    number of its own (bar a count of the things asked, "two things")."""
    norm = normalize(rest)
    if matcher.find(norm) or find_periods(norm, lang, reference_date):
        return False
    # The word opening the piece is capitalized for its place, never as a name.
    opening = re.sub(r"^\W*[A-Z]", lambda m: m.group().lower(), rest)
    if re.search(r"[?？]", rest) or holds_a_name(opening) or _cjk_name(rest, lang):
        return False
    if re.search(r"\d", _ITEMS_COUNTED_RE.sub(" ", norm)) or _NARROWING_RE.search(norm):
        return False
    if any(w in gr.CHANNEL_WORDS for w in WORD_RE.findall(norm)):
        return False
    # A meeting the figure is for (「部会向けに」) and the asker as a verb's object ("reach
    # me") say no part of a business.
    norm = _PRONOUN_RE.sub(" ", _MEETING_FOR_RE.sub(" ", norm))
    return not (narrows(norm, lang) or part_of_own_work(norm, lang))


def _cjk_name(rest: str, lang: str) -> bool:
    """Whether a Chinese or Japanese piece holds a name the analyser tags as one (a place,
    a person, an organisation: 「*台湾*材料第3页」), which the KB may lack."""
    return any(
        token.word.name
        for run in CJK_RUN_RE.findall(rest)
        for token in cjk_tokens(run, lang == "ja")
    )


def _requested(rest: str, lang: str, reference_date: date, matcher: Matcher) -> bool:
    """Whether a piece, its logistics marks blanked, asks a figure: it names a metric or a
    period. A question naming neither is weighed on its own words, which a clock time may
    be part of ("which stores in Japan open at 7am?"), so it is read whole."""
    norm = normalize(rest)
    return bool(
        any(m.kind == "metric" for m in matcher.find(norm))
        or find_periods(norm, lang, reference_date)
    )


_LABEL_COLON_RE = re.compile(
    r"(?P<label>编号|編號|文号|文號|函号|函號|案号"
    r"|案號|照会番号|文書番号|依頼番号|受付番号|(?:回答|回复|回覆|答复|提出)?期限)"
    r"\s*[.:：]\s*(?=[a-z]{0,6}[/-]?\d|第\s*\d)",
    re.IGNORECASE,
)
"""The colon after a Chinese or Japanese reference's or deadline's label (「编号：CSRC-1」,
「回答期限：6月30日」): the label and its number are one mark, never two pieces."""


def without_logistics(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` without the logistics of the asker's work around its request.

    Ticket and reference numbers ("Re ticket #4471", 「工单#4471跟进」), meetings' days,
    times, rooms and head counts ("for the 14 June call at 3pm", 「6月18日上午10点（1号
    会议室，约30人）」, 「会議室B」), phone extensions, deadlines ("need it by 2pm", 「6月20日
    前交」) and the pages or slides of the asker's own work ("Slide 12 of the deck is still
    blank", 「资料P.5」) say when, where and for which item the asker works, never which
    figure: their numbers are no year, value or scope. A bracket or a piece between
    commas, colons, dashes or sentence ends holding such a mark is dropped whole when the
    rest of it names, asks and narrows nothing (``_nothing_more``); a sentence holding one
    and saying its remark is beside the point ("…on PO 55-1, separate issue.", 「…（单号
    PO-3），先不管这个。」) likewise; elsewhere only the marks are taken out, so every other
    word is read as before (an unknown market or metric in the request is still refused).
    A day of a month counts only beside another mark or a meeting's word, and with a year
    only in a year still open (a closed year's day may date the figure).
    """
    original = text
    # Each character read in its compatibility form but the numbered items' marks (①),
    # which NFKC would fold into digits written onto the next word.
    text = "".join(c if _ITEM_MARK_RE.match(c) else unicodedata.normalize("NFKC", c) for c in text)
    text = with_role_colons_folded(_LABEL_COLON_RE.sub(r"\g<label> ", text))
    if not logistics_marks(text, lang, reference_date, matcher):
        return original

    def bracket(match: re.Match[str]) -> str:
        inner = match.group(1)
        spans = logistics_marks(inner, lang, reference_date, matcher)
        rest = _blanked(inner, spans)
        rest = _IN_A_BRACKET_RE.sub(" ", re.sub(r"[,，、;；]", " ", rest))
        if spans and _nothing_more(rest, lang, reference_date, matcher):
            return ""
        return match.group()

    out: list[str] = []
    for sentence in _SENTENCE_SPLIT_RE.split(text):
        spans = logistics_marks(sentence, lang, reference_date, matcher)
        rest = _blanked(sentence, spans)
        if (
            spans
            and _BESIDE_THE_POINT_RE.search(rest)
            and _nothing_more(
                _BESIDE_THE_POINT_RE.sub(" ", re.sub(r"\d+(?:\.\d+)?\s*%", " ", rest)),
                lang,
                reference_date,
                matcher,
            )
        ):
            continue
        sentence = _BRACKET_RE.sub(bracket, sentence)
        out.append(_sentence_without_logistics(sentence, lang, reference_date, matcher))
    cleaned = " ".join(s for s in out if s.strip()) if lang == "en" else "".join(out)
    cleaned = re.sub(r"\s+([,，、:：;；.。?？!！])", r"\1", re.sub(r"[ \t]{2,}", " ", cleaned))
    cleaned = re.sub(r"^[\s,，、:：;；.。\-–—]+", "", cleaned)
    cleaned = re.sub(r"[,，、:：;；]+\s*(?=[.。!！?？]|$)", "", cleaned)
    cleaned = re.sub(r"([.。!！?？])[.。]+", r"\1", cleaned)
    return cleaned.strip() if re.search(r"\w", cleaned) else original


def _sentence_without_logistics(
    sentence: str, lang: str, reference_date: date, matcher: Matcher
) -> str:
    """One sentence with its logistics pieces dropped and the marks of the rest taken out."""
    spans = logistics_marks(sentence, lang, reference_date, matcher)
    kept: list[str] = []
    at = 0
    parts = _PIECE_SPLIT_RE.split(sentence)
    for piece, sep in zip(parts[0::2], [*parts[1::2], ""], strict=True):
        start, end = at, at + len(piece)
        at = end + len(sep)
        # A mark may take in the point closing its piece ("by 30 June."): it is still the
        # piece's own.
        own = [
            (a - start, min(b, end) - start)
            for a, b in spans
            if start <= a < end and b <= end + len(sep)
        ]
        if not own:
            kept.append(piece + sep)
            continue
        rest = _blanked(piece, own)
        if _nothing_more(rest, lang, reference_date, matcher) and not _ASKS_RE.search(
            normalize(rest)
        ):
            # The piece's closing mark stays when it ends the sentence.
            kept.append(sep if re.search(r"[.!?。！？]", sep) else "")
            continue
        if not _requested(rest, lang, reference_date, matcher):
            # A statement keeping words of its own ("Meeting at 3pm with the Taiwan team")
            # is read whole, as before: only a request's marks are taken out of it, and a
            # project's talk, which never says which figure ("the Japan slide for Project
            # Lantern's sprint demo").
            kept.append(without_project_talk(piece, lang, matcher) + sep)
            continue
        if lang != "en":
            rest = _MEETING_CJK_RE.sub("", rest)
            # A mark opening the piece leaves the particle that joined it to the next word.
            rest = re.sub(r"^\s*[的の]\s*", "", rest) if own[0][0] == 0 else rest
        kept.append(rest + sep)
    return "".join(kept) if re.search(r"\w", "".join(kept)) else ""
