"""An officer's names for the period last reported, read as the period grammar's own.

A regulator, an exchange or a tax office names the period by the company's reporting:
"the most recently completed financial year", "the financial year last reported", "the
reporting period", 「报告期内」, 「本报告期」, 「直前事業年度」, 「直近の決算期」,
「前連結会計年度」. The KB holds closed fiscal years only, and each of these names the
latest closed one, by a closed class of words stated here:

- a year said completed, closed, ended, audited or reported most recently or last is the
  latest fiscal year ("the latest fiscal year", read by ``_periods``);
- the reporting period named by itself (or as the latest one) names no year of its own:
  read as "the latest period", the latest closed year assumed and said, as ``latest`` is;
  with the day it ended ("the reporting period ended 31 December 2024") it is that year,
  read by the grammar of "the year ended …" (a period ending in another month stays a
  part of a year, refused);
- Japanese 連結 inside a fiscal-year word (前連結会計年度) says the accounts are
  consolidated, no market: the year is read as 前会計年度 (当連結会計年度 stays the
  current, open year).

A report of a part of a year (半年报, 半年度报告, 季报, 半期報告書, 四半期報告書) is said
as the part of a year it reports (半年度, 季度, 中間期, 四半期), so that a figure asked from
it is refused as a part of a year is, never read as the latest fiscal year's.

A period qualified otherwise (the *current*, *interim*, *quarterly* or *half-year*
reporting period) is left as written, to be read or refused as before.
"""

from __future__ import annotations

import re

__all__ = ["as_reported_period"]

_DONE_EN = r"(?:completed|ended|closed|concluded|audited|reported|finished)"
_YEAR_EN = r"(?:financial|fiscal|accounting|reporting)\s+year"

_LATEST_YEAR_EN_RE = re.compile(
    r"\b(?:the\s+)?(?:most\s+recent(?:ly)?|last|latest)\s+(?:"
    + _DONE_EN
    + r"\s+)?"
    + _YEAR_EN
    + r"|\b(?:the\s+)?(?:most\s+recent(?:ly)?|last|latest)\s+"
    + _DONE_EN
    + r"\s+(?:financial|fiscal|accounting|reporting)\s+(?:year|period)"
    + r"|\b(?:the\s+)?"
    + _YEAR_EN
    + r"\s+(?:most\s+recently|last|latest)\s+"
    + _DONE_EN
    + r"\b",
    re.IGNORECASE,
)
"""A fiscal year said to be the one closed or reported last ("the most recently completed
financial year", "the last audited fiscal year", "the financial year most recently
ended")."""

_QUALIFIED_EN = r"(?<!current\s)(?<!interim\s)(?<!quarterly\s)(?<!half-year\s)(?<!half\s)"

_REPORTING_PERIOD_EN_RE = re.compile(
    r"\b(?:the\s+|this\s+)?(?:(?:most\s+recent|latest|last)\s+)?"
    + _QUALIFIED_EN
    + r"reporting\s+period(?:(?P<ended>\s+(?:ended|ending)\b)"
    r"|(?![\s:,(–-]*(?:fy|['’]?\d|of\b|for\b|from\b|in\b|covering\b|between\b|to\b)))",
    re.IGNORECASE,
)
"""The reporting period named by itself or as the latest one; with "ended" after it, the
day it ended follows; with a year or a span after it ("the reporting period FY2024", "…
of 2024", "… from …"), the period is said there and left to the period grammar."""

_LAST_REPORTED_EN_RE = re.compile(
    r"\bas\s+(?:last|most\s+recently)\s+(?:reported|disclosed|published|filed)\b"
    r"|\b(?:the\s+)?most\s+recent(?=\s+(?:annual\s+report|annual\s+accounts|audited\s+accounts"
    r"|financial\s+statements|accounts|filing|return|results)\b)",
    re.IGNORECASE,
)
"""A figure "as last reported", or the most recent report it stands in."""

_ZH_REPORTING_RE = re.compile(
    r"(?<![0-9〇一二三四五六七八九十年度季月半])(?:本|当期|當期)?(?:报告期|報告期)"
    r"(?P<end>末)?(?:内|內|间|間)?(?![0-9〇一二三四五六七八九十（(])"
)
"""报告期 (the reporting period) named by itself, 报告期末 its end; not where a year or a
part of one is written onto it (「2024年报告期」, 「半年报告期」)."""

_ZH_LATEST_YEAR_RE = re.compile(r"最近(?:一个|一個)?(?:完整)?(?:年度)(?!报|報)")
"""最近年度 (the latest year) written without its measure word."""

_JA_LATEST_YEAR_RE = re.compile(
    r"直前(?:の)?(?:連結)?(?:事業年度|会計年度)|直近(?:の)?(?:決算期|決算)(?!説明|発表|短信|資料)"
)
"""The business year just before this one (直前事業年度) or the latest closing (直近の決算期)."""

_JA_CONSOLIDATED_YEAR_RE = re.compile(r"(前々|前前|前|当|直近)連結(会計年度|事業年度)")
"""A fiscal-year word with 連結 (consolidated) inside it: 前連結会計年度."""

_JA_REPORTING_RE = re.compile(r"報告対象期間(?:における|において|の)")
"""The reporting period named by itself before what it dates (報告対象期間の売上高)."""


def _en(text: str) -> str:
    text = _LATEST_YEAR_EN_RE.sub("the latest fiscal year", text)

    def period(match: re.Match[str]) -> str:
        lead = "the " if match.group().casefold().startswith(("the", "this")) else ""
        if match.group("ended"):
            return f"{lead}year{match.group('ended')}"
        return f"{lead}latest period"

    text = _REPORTING_PERIOD_EN_RE.sub(period, text)

    def last(match: re.Match[str]) -> str:
        said = match.group().casefold()
        if said.startswith("as"):
            return "as reported in the latest period"
        return "the latest" if said.startswith("the") else "latest"

    return _LAST_REPORTED_EN_RE.sub(last, text)


_ZH_PART_REPORT_RE = re.compile(
    r"(?P<half>半年度?|中期)(?:报告|報告|报|報)(?:期|书|書)?|(?P<quarter>[一二三四1-4]?季(?:度)?)(?:报告|報告|报|報)"
)
"""A report of a half or a quarter (半年报, 中期报告, 一季报, 季度报告)."""

_JA_PART_REPORT_RE = re.compile(r"(?P<quarter>四半期)報告書?|(?:半期|中間)報告書?")
"""A half-year or quarterly report (半期報告書, 中間報告, 四半期報告書)."""


def _zh(text: str) -> str:
    text = _ZH_PART_REPORT_RE.sub(lambda m: "半年度" if m.group("half") else "季度", text)
    text = _ZH_REPORTING_RE.sub(lambda m: "最新期末" if m.group("end") else "最新期间", text)
    return _ZH_LATEST_YEAR_RE.sub("最近一个会计年度", text)


def _ja(text: str) -> str:
    text = _JA_PART_REPORT_RE.sub(lambda m: "四半期" if m.group("quarter") else "中間期", text)
    text = _JA_LATEST_YEAR_RE.sub("直近事業年度", text)
    text = _JA_CONSOLIDATED_YEAR_RE.sub(r"\1\2", text)
    return _JA_REPORTING_RE.sub("直近の", text)


def as_reported_period(text: str, lang: str) -> str:
    """``text`` with an officer's name for the period last reported said as the period
    grammar's own (the module's docstring)."""
    if lang == "en":
        return _en(text)
    if lang == "zh":
        return _zh(text)
    if lang == "ja":
        return _ja(text)
    return text
