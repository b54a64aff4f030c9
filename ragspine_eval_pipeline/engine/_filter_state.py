"""What the filters of the asker's report are set to: the scope and year of the figure.

A report page is filtered by slicers and filters, and the asker says how they are set
("Page slicer is on FY2024, Region = Singapore", "(filter: FY2023)", "fiscal year filter =
FY2023", "(FY2025 selected)", 「年度筛选选的是2023财年」, 「切片器选2024财年」,
「スライサーは2023年度です」, 「2024年度フィルタで」): the value set is the year or the market
asked, the filter's own words are not. A filter said to be off on time ("There's no date
slicer on that page", "nothing on time", 「没加任何时间筛选」, 「期間フィルタはかけていません」)
names no period: the latest closed year is assumed and said, as for any question naming
none. Read only where the question names a metric of the KB; a value the KB lacks
(「区域切片器里刚加了台湾」) is read as before, and refused.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_filter_state"]

_FILTER_EN = r"(?:slicer|filter)s?"
_TIME_EN = r"(?:date|time|period|year|fiscal[\s-]year|calendar|month)"

_NONE_EN = re.compile(
    r"(?:there(?:['’]s|\s+is|\s+are)\s+)?(?:no|not\s+(?:a|any)|without\s+(?:a|any))\s+"
    + _TIME_EN
    + r"\s+"
    + _FILTER_EN
    + r"(?:\s+(?:applied|set))?(?:\s+(?:on|in)\s+(?:that|this|the|my|our)\s+"
    r"(?:page|visual|report|dashboard|card|tile|view))?(?:\s+at\s+all)?"
    r"|(?:only\s+)?the\s+(?:region|market|country|scope)\s+" + _FILTER_EN + r"\s+(?:is|are)\s+"
    r"(?:applied|on|set)"
    r"|(?:nothing|no\s+" + _FILTER_EN + r")\s+on\s+(?:the\s+)?" + _TIME_EN + r"s?",
    re.IGNORECASE,
)
"""A filter said to be off on time, or only the market's on: no period given."""

_SET_EN = re.compile(
    r"(?<![a-z])(?:(?:page|report|visual|global|region|market|country|"
    + _TIME_EN
    + r")\s+){0,2}"
    + _FILTER_EN
    + r"\s*(?:(?:is|are)\s+)?(?:on|set\s+to|at|=|:)?\s*"
    r"|(?<![a-z])(?:region|market|country|scope|entity|geography)\s*=\s*",
    re.IGNORECASE,
)
"""A filter and the word setting it ("slicer is on", "filter:", "Region ="): the value
after it is what is asked. A field's label ("Market: Singapore") is left to the readers
of forms and prompts."""

_FIELD_SET_RE = re.compile(
    r"\s*(?:region|market|country|scope|entity|geography|(?:fiscal\s+)?year|fy|period)\s*=",
    re.IGNORECASE,
)
"""Filters set field by field after the filter's words ("slicers set to Region = SG and
Fiscal Year = FY2023"): each field is read by itself."""

_SELECTED_EN = re.compile(r"(?<=\d)\s+(?:is\s+)?selected(?![a-z])", re.IGNORECASE)
"""A year said as selected ("FY2025 selected"): the year."""

_FILTER_ZH = r"(?:筛选器|篩選器|筛选|篩選|切片器|过滤器|過濾器|过滤|過濾)"
_TIME_ZH = r"(?:年份|年度|时间|時間|日期|期间|期間|财年|財年)"

_NONE_ZH = re.compile(
    r"(?:我们|我們|我)?(?:没有|沒有|没|沒|未|不)(?:放|加|设|設|设置|設置|用|选|選|做)?(?:了)?"
    r"(?:任何)?(?:的)?" + _TIME_ZH + r"(?:的)?" + _FILTER_ZH + r"(?:条件|條件)?"
)
_SET_ZH = re.compile(
    r"(?:" + _TIME_ZH + r"|区域|區域|地区|地區|市场|市場)?" + _FILTER_ZH + r"(?:里|裡|中|上)?"
    r"(?:选的是|選的是|选了|選了|选|選|设为|設為|设置为|設置為|是|为|為|=|:|：)"
)

_FILTER_JA = r"(?:スライサー|フィルター?|絞り込み)"
_TIME_JA = r"(?:期間|年度|日付|時間|時期)"

_NONE_JA = re.compile(
    _TIME_JA + r"(?:の)?" + _FILTER_JA + r"(?:は|を|が|も)?"
    r"(?:なし|無し|かけていません|かけていない|かけずに|かけず|使っていません|使わずに|使わず"
    r"|設定していません|入れていません|ありません|ない)(?:で(?!す)|の状態で)?"
)
_SET_JA = re.compile(
    r"(?:" + _TIME_JA + r")?" + _FILTER_JA + r"(?:は|を|が|で)?(?=\s*(?:20\d\d|令和|平成|FY|fy))"
    r"|(?<=年度)(?:の)?" + _FILTER_JA + r"(?=で|に|は|、|,)"
)


def without_filter_state(question: str, lang: str, matcher: Matcher) -> str:
    """``question`` with its filters read: a filter set to a value is that value, a filter
    said to be off on time goes; unchanged unless the question names a KB metric."""
    if not any(m.kind == "metric" for m in matcher.find(normalize(question))):
        return question
    if lang == "en":
        out = _NONE_EN.sub("", question)
        out = _SET_EN.sub(lambda m: _set_to(m, matcher), out)
        out = _SELECTED_EN.sub("", out)
    elif lang == "zh":
        out = _SET_ZH.sub(lambda m: _set_to(m, matcher), _NONE_ZH.sub("", question))
    elif lang == "ja":
        out = _SET_JA.sub("", _NONE_JA.sub("", question))
    else:
        return question
    if out == question or not any(m.kind == "metric" for m in matcher.find(normalize(out))):
        return question
    return re.sub(r"[ \t]{2,}", " ", out)


def _set_to(match: re.Match[str], matcher: Matcher) -> str:
    """Nothing for a filter's words before a year or a KB name; the words otherwise."""
    rest = match.string[match.end() :]
    if re.match(r"\s*(?:fy|fiscal|financial|20\d\d|\d{2}\s*(?:财年|財年|年度))", rest, re.I):
        return " " if match[0][:1].isspace() else ""
    if _FIELD_SET_RE.match(rest):
        return " " if match[0][:1].isspace() else ""  # "slicers set to Region = SG"
    found = matcher.find(normalize(rest.lstrip()))
    if any(m.start == 0 and m.kind == "scope" for m in found):
        return ""
    return match[0]
