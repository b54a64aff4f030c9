"""A letter's own dates: the day it was written and the day of a letter it answers.

An office dates its letter under its number ("Date: 14 May 2026", "3 March 2026",
"Macau, 22 April 2026", "April 22, 2026", 日期：2026年4月8日, 发函日期：…, 令和8年4月10日,
「2026年2月18日」) and cites earlier letters by their day ("Further to our letter of 17
March 2026", 「本会2026年3月9日函」, 「令和8年3月1日付け文書」). A day of a month is the
letter's, never a fiscal year asked: it is taken out of the letterhead, the signature and
such a citation before they are read, so a letter naming no year asks with the
stated-assumption rule, and one naming a year asks that year. A date in the body's
request ("as at 31 December 2024") is read as before.

Closed classes, stated as such: the months' English names and their short forms, the
Gregorian and era (令和, 平成) calendars written with a day, the labels a letter dates
itself under, and the nouns of a letter cited by its day.
"""

from __future__ import annotations

import re

__all__ = ["LETTER_DATE_RE", "dated_under_label", "only_a_letter_date", "without_letter_dates"]

_MONTH = (
    r"(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?"
    r"|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?"
)
_DAY = r"(?:[12]\d|3[01]|0?[1-9])(?:st|nd|rd|th)?"
_WEEKDAY = r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,?\s+)?"
_CJK_NUM = r"[〇零一二三四五六七八九十]"

LETTER_DATE_RE = re.compile(
    r"(?i:\b(?:this\s+)?" + _DAY + r"\s+day\s+of\s+" + _MONTH + r",?\s+(?:19|20)\d{2}\b"
    r"|" + _WEEKDAY + r"(?:\b" + _DAY + r"\s+(?:of\s+)?" + _MONTH + r",?\s+(?:19|20)\d{2}\b"
    r"|\b" + _MONTH + r"\s+" + _DAY + r",?\s+(?:19|20)\d{2}\b"
    r"|\b(?:19|20)\d{2}[-/.](?:1[0-2]|0?[1-9])[-/.](?:[12]\d|3[01]|0?[1-9])\b"
    r"|\b(?:[12]\d|3[01]|0?[1-9])[-/.](?:1[0-2]|0?[1-9])[-/.](?:19|20)\d{2}\b))"
    r"|(?:19|20)\d{2}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*[日号號]"
    r"|(?:令和|平成)\s*(?:\d{1,2}|元)\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*日"
    r"|" + _CJK_NUM + r"{4}\s*年\s*" + _CJK_NUM + r"{1,3}\s*月\s*" + _CJK_NUM + r"{1,3}\s*[日号號]"
    r"|(?<![A-Za-z])[RH]\s*\d{1,2}\s*\.\s*\d{1,2}\s*\.\s*\d{1,2}(?!\d)"
)
"""A day of a month with its year, in any calendar a letter is dated in ("14 May 2026",
"this 5th day of May 2026",
"May 14, 2026", "2026-05-14", "14/05/2026", 2026年5月14日, 令和8年5月14日, 二〇二六年五月十四日,
"R8.5.14")."""

_LABEL_RE = re.compile(
    r"(?i:\b(?:date[d]?|date\s+of\s+issue|date\s+of\s+(?:this\s+)?letter|letter\s+date|issued(?:\s+on)?"
    r"|sent(?:\s+on)?)\b\s*[:：]?)"
    r"|(?:发函|發函|发文|發文|成文|来函|來函|签发|簽發|印发|印發)?(?:日期|时间|時間)\s*[:：]?"
    r"|(?:発信|発出|発送|作成|文書)?(?:日付|年月日)\s*[:：]?|発信日\s*[:：]?|発出日\s*[:：]?"
)
"""A label a letter dates itself under: "Date:", "Dated", 日期：, 发函日期：, 日付：, 発信日：."""

_CITED_EN_RE = re.compile(
    r"(?i:\b(?:our|your|the|an?|this\s+office's|the\s+commission's|the\s+exchange's)\s+"
    r"(?:(?:earlier|previous|last|prior|recent)\s+)?"
    r"(?:letter|notice|request|enquiry|inquiry|query|correspondence|e-?mail|fax|memorandum"
    r"|circular|reply|response|submission|questionnaire)s?\s+(?:of|dated|on|sent\s+on"
    r"|issued\s+on)\s+)"
)
"""An English citation of a letter by its day: "our letter of", "your reply dated"."""

_CITED_CJK_RE = re.compile(
    r"\s*(?:的|之)?\s*(?:函|来函|來函|去函|复函|覆函|发函|發函|通知|文书|文書|付け?|付の|付で)"
)
"""The noun of a letter after its day (「2026年3月9日函」, 「令和8年3月1日付け文書」)."""


def only_a_letter_date(line: str) -> bool:
    """Whether ``line`` holds a letter's date and nothing but its label, a place the
    letter is written in ("Macau, 22 April 2026": a capitalised word or two before a
    comma) or punctuation."""
    if not LETTER_DATE_RE.search(line):
        return False
    rest = _LABEL_RE.sub(" ", LETTER_DATE_RE.sub(" ", line))
    rest = re.sub(r"^\s*(?:[A-Z][\w.'’-]*\s*){1,3},", " ", rest)
    rest = re.sub(r"^\s*[\u4e00-\u9fff]{1,6}[,，、]", " ", rest)
    return not re.search(r"\w", rest)


def dated_under_label(line: str) -> bool:
    """Whether ``line`` is a letter's date under its label and nothing else ("Date: 3 July
    2026", 日期：2026年7月3日): a letter's mark, as its number is."""
    return only_a_letter_date(line) and bool(_LABEL_RE.search(LETTER_DATE_RE.sub(" ", line)))


def without_letter_dates(text: str) -> str:
    """``text`` less its letter's dates: a day under a dating label ("Date: 28 May
    2026" beside a reference) and the day of a letter it cites ("our letter of 17 March
    2026", 「2026年3月9日函」). The day of a request's figure is left."""
    dated = rf"(?:{LETTER_DATE_RE.pattern})"
    text = re.sub(rf"(?:{_LABEL_RE.pattern})\s*{dated}", " ", text)
    text = re.sub(rf"({_CITED_EN_RE.pattern}){dated}", lambda m: m.group(1).rstrip(), text)
    return re.sub(rf"{dated}(?={_CITED_CJK_RE.pattern})", " ", text)
