"""The furniture a scanned or faxed page carries around a request, set aside.

A fax's banner (``FAX FROM : … JUN-09-2026 10:42 P.001/001``), a printout's footer
(``CONFIDENTIAL - Internal use only  Printed 12/06/2026  Page 2 of 5``), a received stamp
(``RECEIVED 11 JUN 2026``, 「受付印」), a page number (``- 3 -``, ``Page l of l``, 「第 1 页」)
and a seal (``[SEAL]``, 「[盖章]」) name nothing the asker asks. A line is set aside when it
holds one of these marks (the closed class below, in the three languages) and neither a
question mark nor a KB metric's name; a page mark's line also keeps any other KB name (a
report's title with its page: 「…報告2025（日本事業） p.2」). A seal in brackets goes
wherever it stands. On a page holding a fax's mark, the cover sheet's fields of who sends
it to whom, when and how many pages (``To :``, 「收件：」, 「宛先：」; closed class) go
too, bar a field naming a metric or a fiscal year, and a subject's label (``Re :``,
「事由：」, 「件名：」) goes from before the request it heads. A letterhead, the first line
naming a department (``Finance Department``, 「人事部」, 「経理部」) and no metric, goes
before the lines under it; the one market it names, where they name none, is the asker's
own, written before the request. A message that is nothing but such lines is left as it is.
"""

from __future__ import annotations

import re
import unicodedata

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_scan_furniture"]

_ONE = r"[0-9lIOoS]{1,3}"
"""A page's number, as OCR may have read it."""

_PAGE_RE = re.compile(
    rf"(?i)(?:^|\s)(?:-\s*{_ONE}\s*-|(?:page|p\.|pp\.)\s*{_ONE}(?:\s*(?:of|/)\s*{_ONE})?"
    rf"|{_ONE}\s*/\s*{_ONE}|第\s*{_ONE}\s*[页頁](?:\s*/?\s*共\s*{_ONE}\s*[页頁])?"
    rf"|{_ONE}\s*ページ)(?=\s|$)"
)
"""A page mark: ``- 3 -``, ``Page 2 of 5``, ``p. l``, ``P.001/001``, ``l/l``, 「第1页/共1页」."""

_BANNER_RE = re.compile(
    r"(?i)\bfax\b|传\s*真|傳\s*真|ファックス|送信票|\breceived\b|\bprinted\b|受付印|收讫|打印|"
    r"印刷日|プリント日|"
    r"\bconfidential\b|internal use only|社外秘|机密|機密|\bscan_\w+|扫描件|スキャン資料"
)
"""Marks of a fax banner, a stamp, a printout's footer or a scan's label (closed class)."""

_SEAL_RE = re.compile(r"\[(?:seal|stamp|盖章|印|印章|公章|受付印)\]", re.IGNORECASE)
"""A seal or stamp written in brackets (closed class)."""


_FIELD_RE = re.compile(
    r"(?i)^\s*(?:from|to|attn|attention|date|pages?|tel|fax(?:\s*no\.?)?|cc|sender"
    r"|发件人?|收件人?|致|日期|页数|頁數|电话|電話|传真号|抄送|宛先|発信者?|送信者|差出人|日付"
    r"|送信枚数|枚数)\s*[:：]"
)
"""A cover sheet's field of who, to whom, when or how many pages (closed class)."""

_FISCAL_RE = re.compile(r"(?i)fy|fiscal|financial year|财年|財年|年度|会計|決算")
"""A fiscal year's word: a field holding one may date the figure, so it is kept."""

_SUBJECT_RE = re.compile(r"(?i)^(\s*)(?:re|subject|事由|主题|主題|件名|用件)\s*[:：]\s*")
"""A cover sheet's subject label (closed class)."""

_DEPARTMENT_RE = re.compile(
    r"(?i)\b(?:department|dept\.?)(?![a-z])|[\u3400-\u9fff]{1,4}(?:部|部门|部門|課|室)(?![\u3400-\u9fff])"
)
"""A department's name, the mark of a letterhead."""


_MONTH = r"(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.?"
_DATE_LINE_RE = re.compile(
    r"(?i)\s*(?:(?:date|dated|日期|日付)\s*[:：]?\s*)?"
    r"(?:\d{4}[-/.]\d{1,2}[-/.]\d{1,2}|\d{1,2}[-/.]\d{1,2}[-/.]\d{4}|\d{4}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*[日曰号]"
    rf"|\d{{1,2}}\s+{_MONTH}\s+\d{{4}}|{_MONTH}[-\s]\d{{1,2}},?[-\s]\d{{4}})"
    r"(?:\s+\d{1,2}:\d{2})?\s*"
)
"""A line that is a calendar date alone (with its time): the date a page was sent,
printed or received."""


def without_scan_furniture(text: str, matcher: Matcher, scanned: bool = False) -> str:
    """``text`` without the lines of a scan's or fax's furniture and without its seals;
    ``scanned`` (OCR's misreadings were repaired) also sets aside a line that is a date
    alone, the page's date, never one the asker dates a figure by."""
    lines = _SEAL_RE.sub(" ", text).split("\n")
    fax = any(_BANNER_RE.search(unicodedata.normalize("NFKC", line)) for line in lines)
    if fax or scanned:
        lines = [
            line
            for line in lines
            if not _DATE_LINE_RE.fullmatch(unicodedata.normalize("NFKC", line))
        ]
    kept = [
        _SUBJECT_RE.sub(r"\1", line) if fax and _metric_named(line, matcher) else line
        for line in lines
        if not _furniture(line, matcher, fax or scanned)
        and not (fax and _cover_field(line, matcher))
    ]
    kept = _without_letterhead(kept, matcher)
    if not any(line.strip() for line in kept):
        return text
    return "\n".join(kept)


def _metric_named(line: str, matcher: Matcher) -> bool:
    return any(m.kind == "metric" for m in matcher.find(normalize(line)))


def _cover_field(line: str, matcher: Matcher) -> bool:
    plain = unicodedata.normalize("NFKC", line)
    if not _FIELD_RE.match(plain) or "?" in plain or _FISCAL_RE.search(plain):
        return False
    return not _metric_named(plain, matcher)


def _without_letterhead(lines: list[str], matcher: Matcher) -> list[str]:
    """``lines`` without a first line naming a department, no metric and nothing a
    letterhead does not carry, when a line follows it."""
    filled = [i for i, line in enumerate(lines) if line.strip()]
    if len(filled) < 2:
        return lines
    first = unicodedata.normalize("NFKC", lines[filled[0]])
    if "?" in first or not _DEPARTMENT_RE.search(first) or _metric_named(first, matcher):
        return lines
    if not _nothing_else(first, matcher):
        return lines
    rest = lines[filled[0] + 1 :]
    markets = _markets(first, matcher)
    under = "\n".join(rest)
    named = matcher.find(normalize(unicodedata.normalize("NFKC", under)))
    if (
        len(markets) != 1
        or _WHOLE_RE.search(under)
        or any(m.kind in ("scope", "company") for m in named)
    ):
        return rest
    # The letterhead's market is the asker's own: the request under it is of that market.
    filled = [i for i, line in enumerate(rest) if line.strip()]
    at = next((i for i in filled if _metric_named(rest[i], matcher)), filled[0])
    rest[at] = f"{markets[0]}: {rest[at].strip()}"
    return rest


_WHOLE_RE = re.compile(
    r"(?i)(?<![a-z])(?:all|whole|entire|every|each|across|consolidated|combined|overall)"
    r"(?![a-z])|全部|所有|全体|整体|整體|合计|合計|全社|連結|すべて|全て|各市场|各市場"
)
"""Words of a whole or of several (closed class): a request holding one is not read as
the letterhead's market's. A total of one market's (``total headcount``, 「员工总人数」)
is none."""


def _markets(text: str, matcher: Matcher) -> list[str]:
    """The names of markets (scopes other than the group's) ``text`` holds, one a code."""
    plain = unicodedata.normalize("NFKC", text)
    found: dict[str, str] = {}
    for m in matcher.find(normalize(plain)):
        if m.kind == "scope" and m.code != matcher.group_scope:
            found.setdefault(m.code, plain[m.start : m.end])
    return list(found.values())


def _furniture(line: str, matcher: Matcher, paged: bool) -> bool:
    """Whether ``line`` is furniture: a mark (a page's only when ``paged``, the text seen
    scanned), no question mark, no metric's name, and nothing else but what a banner or a
    page carries (``_nothing_else``)."""
    plain = unicodedata.normalize("NFKC", line)
    if not plain.strip() or "?" in plain:
        return False
    found = matcher.find(normalize(plain))
    if any(m.kind == "metric" for m in found):
        return False
    if not (_BANNER_RE.search(plain) or (paged and _PAGE_RE.search(plain) and not found)):
        return False
    return _nothing_else(plain, matcher)


_CARRIED_RE = re.compile(
    r"\b(?:[A-Z][A-Z.&]*|(?i:from|to|of|page|dept\.?|department|ltd\.?|k\.k\.|inc\.?"
    r"|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))(?![A-Za-z])"
    r"|\S*[0-9]\S*|\d+年\d+月\d+[日曰]|[\u3400-\u9fff]{1,6}(?:部|部门|部門)(?![\u3400-\u9fff])"
    r"|有限公司|株式会社|資料|材料|复印件|コピー|于|於|时间|時間|日時|[^\w]|_"
)
"""What a banner, a stamp or a page mark's line carries beside its mark: capitalised
names, dates and numbers, departments, company forms, punctuation."""


def _nothing_else(plain: str, matcher: Matcher) -> bool:
    """Whether ``plain`` holds nothing but marks, KB names and what a banner carries: a
    line that also says something else ("Page 2 - franchise stores only") is kept."""
    rest = _BANNER_RE.sub(" ", plain)
    rest = _PAGE_RE.sub(" ", rest)
    folded = normalize(rest)
    for m in sorted(matcher.find(folded), key=lambda m: -m.start):
        rest = rest[: m.start] + " " + rest[m.end :]
    rest = re.sub(r"(?<![A-Za-z])[A-Z][A-Za-z.&]*", " ", rest)
    rest = _CARRIED_RE.sub(" ", rest)
    return not rest.strip()
