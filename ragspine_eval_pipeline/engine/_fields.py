"""Read a request written as spreadsheet fields: ``key=value``, ``key: value``, ``key -> value``.

An analyst filling a sheet names each part of the figure by a field ("pull REVENUE where
market=MO and FY=2024", "scope=HK | metric=NET_PROFIT | period=FY2025", 「指标=收入，期间=
2024财年」, 「対象=グループ、指標=当期純利益、年度=FY2023」). The field's name says which part
its value fills, never what is asked: it is taken out and its value read as written.

A value is never made known where it is not:
- a period field whose value names no fiscal year and no part of one ("period = the year
  of the restructuring", 「期间 = 扩张的那一年」, 「対象年度 = 例の拡張の年」, ``FY=?``) leaves
  the year unsaid: the engine asks which year, never assumes the latest;
- a market field holding a placeholder or a market pointed at with nothing before it
  (``market=<our market>``, ``scope=?``, 「市场=本市场」) leaves the market unsaid: the
  engine asks which market;
- a market field holding a market and a part of its business (``market=Singapore
  delivery``, 「市场：新加坡外卖」, 「市場：シンガポールのデリバリー」) is read as written: the
  part's words stay beside the figure asked, so it is refused, never the market's whole
  figure (a word for the market itself, "business", 业务, 事業, names no part);
- any other value stays as written, so a name the KB lacks (``market=MY``, 「指标=存货周转
  率」) is still refused, and a forecast, a part of a year or a comparison in it is read
  as it would be anywhere.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._words import is_grammar
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    Word,
    cjk_tokens,
    is_japanese,
    latin_words,
    normalize,
)

__all__ = ["Fields", "has_scope_field", "opens_on_field", "opens_on_field_line", "read_fields"]

_PERIOD_KEYS = {
    "en": r"period|fiscal\s+year|financial\s+year|fiscal\s+yr|fy|year|yr",
    "zh": r"会计期间|會計期間|报告期|報告期|期间|期間|会计年度|會計年度|财年|財年|年度|年份",
    "ja": r"対象年度|対象期間|会計年度|決算期|年度|期間",
}
"""Field names whose value is a fiscal year."""

_SCOPE_KEYS = {
    "en": r"markets?|regions?|scope|countr(?:y|ies)|segments?|entity|geography|geo",
    "zh": r"市场|市場|地区|地區|范围|範圍|对象|對象|主体|主體|分部",
    "ja": r"対象市場|対象|市場|地域|範囲|セグメント",
}
"""Field names whose value is a market or the group."""

_OTHER_KEYS = {
    "en": r"metrics?|measures?|kpi|line\s+item|item|indicator|units?|currency|ccy",
    "zh": r"指标|指標|科目|项目|項目|字段|单位|單位|币种|幣種|货币|貨幣",
    "ja": r"指標|勘定科目|科目|項目|単位|通貨",
}
"""Field names whose value is a metric or a unit: read as written."""

_SEPARATOR = r"\s*(?:=|＝|:|：|->|→|=>)\s*"

_SAID_OF_A_YEAR = ("last", "this", "next", "prior", "previous", "fiscal", "financial", "the", "a")
_SAID_OF_A_YEAR += ("each", "every", "per", "which", "what")

_FIELD_OPENS = (
    r"(?:(?<=^)|(?<=[\s,;|/／(\[{>:：，、；（【|｜・•●■◆▪。])|(?<=(?<![\w.])\d[.)．）]))"
) + "".join(rf"(?<!\b{word}\s)" for word in _SAID_OF_A_YEAR)
"""Where a field opens: the question's start, a separator, a bullet, an item's number
("1.対象：") or a space, never after a word
the field's name would be said of ("last *year*: FY2024", 「2024*财年*：」)."""

_KEY_RES = {
    lang: re.compile(
        _FIELD_OPENS
        + r"(?:(?P<period>"
        + _PERIOD_KEYS[lang]
        + r")|(?P<scope>"
        + _SCOPE_KEYS[lang]
        + r")|(?P<other>"
        + _OTHER_KEYS[lang]
        + (r"))(?![a-z0-9_])" if lang == "en" else r"))")
        + _SEPARATOR,
        re.IGNORECASE,
    )
    for lang in ("en", "zh", "ja")
}
"""A field's name and the sign after it; Latin names are matched in every language
(「scope=集团」)."""

_LATIN_KEY_RE = _KEY_RES["en"]

_VALUE_END_RE = re.compile(r"[,，、;；|｜\n。!！]|\s+[/／]\s+|／|\s+(?:and|&)\s+|(?<=\S)\s{2,}")
"""Where a field's value ends: the next field's separator or the sentence's end."""

_NEXT_LINE_RE = re.compile(
    r"[ \t]*\n[ \t]*(?:[-*•・·●■◆▪][ \t]*|(?:\d{1,2}|[①-⑳])[.)、．）][ \t]*|[①-⑳][ \t]*)?"
)
"""Between a field's value and the next field written on the line under it (a bullet's
mark or an item's number allowed: "1. Market: Macau / 2. Metric: net profit")."""

_PLACEHOLDER_RE = re.compile(
    r"^[\s(（\[]*(?:<[^<>]*>|[?？]+|_+|\.{3}|…+|tbd|tbc|n/?a|x{2,}|○+|〇+|待定|未定|不明)"
    r"[\s)）\]]*$",
    re.IGNORECASE,
)
"""A placeholder written where a value would be (``<our market>``, ``?``, ``TBD``)."""

_PLACEHOLDER_HEAD_RE = re.compile(
    r"(?:<[^<>]*>|[?？]+|_+|\.{3}|…+|tbd|tbc|n/?a|x{2,}|○+|〇+|待定|未定|不明)(?=\s)",
    re.IGNORECASE,
)
"""A placeholder followed by the rest of the request."""

_POINTED_MARKET_RE = re.compile(
    r"^(?:(?:our|this|that|the\s+same|the\s+relevant|said|the)\s+(?:own\s+)?market"
    r"|本市场|本市場|该市场|該市場|此市场|当該市場|該当市場|同市場|この市場|その市場|当市場)$",
    re.IGNORECASE,
)
"""A market pointed at ("our market", 「本市场」, 「当該市場」), which a value names no
market by: which one is meant is unsaid."""

_LATEST_RE = re.compile(
    r"(?<![a-z])(?:latest|most\s+recent|recent|current|this|next|last|previous|prior)(?![a-z])"
    r"|最新|最近|目前|当前|本期|今期|直近|最新|当期|来期|前期"
)
"""A word saying which year by where it stands (latest, this, 最新, 直近): read as
written, by the period grammar."""

_CONNECTIVE_BEFORE_RE = re.compile(r"(?:(?<![a-z])(?:where|and|with)\s*|[,，、;；|｜]\s*)$")
"""A filter's ``where`` or a list's ``and`` or separator before a field left out."""


_QUOTED_KEY_RE = re.compile(
    r"[\"'“”「」『』]([^\"'“”「」『』:：=\n]{1,30})[\"'“”「」『』](?=\s*[:：=])"
)
_QUOTED_VALUE_RE = re.compile(
    r"(?<=[:：=])(\s*)[\"'“”「」『』]([^\"'“”「」『』\n]{1,40})[\"'“”「」『』]"
)
"""A key or a value quoted as in JSON (``{"metric": "revenue"}``): its quotes are taken
off, so it is read as any other field."""


@dataclass(frozen=True)
class Fields:
    """A question with its field names taken out."""

    text: str
    year_unsaid: bool = False
    """A period field holds no fiscal year: ask which year."""
    market_unsaid: bool = False
    """A market field holds a placeholder or a market pointed at: ask which market."""
    market_parts: tuple[Word, ...] = ()
    """Words a market field holds beside the market's name (「新加坡外卖」): a part of its
    business, which the figure asked is then of."""


def read_fields(text: str, lang: str, reference_date: date, matcher: Matcher) -> Fields:
    """``text`` with each field's name taken out and its value read (module docstring)."""
    key_re = _KEY_RES.get(lang, _LATIN_KEY_RE)
    if _QUOTED_KEY_RE.search(text):
        text = _QUOTED_VALUE_RE.sub(r"\1\2", _QUOTED_KEY_RE.sub(r"\1", text))
    out: list[str] = []
    at = 0
    year_unsaid = market_unsaid = False
    parts: list[Word] = []
    while (key := _next_key(text, at, key_re)) is not None:
        end = _value_end(text, key.end(), key_re)
        value = text[key.end() : end]
        joint = ""
        nxt = _next_key(text, end, key_re)
        if nxt is not None and (
            _NEXT_LINE_RE.fullmatch(text, end, nxt.start())
            or re.fullmatch(r"\s*[。．]\s*", text[end : nxt.start()])
        ):
            # Fields laid out one to a line (a form, a code block) are one request.
            joint = "," if lang == "en" else "，"
            end = nxt.start()
        elif nxt is not None and nxt.start() == end and (stop := re.search(r"\.\s+$", value)):
            # Fields written one to a sentence ("Metric: EBITDA. Market: Japan.") are too.
            value, joint = value[: stop.start()], ","
        out.append(text[at : key.start()])
        kind = key.lastgroup
        if kind == "period" and _names_no_year(value, lang, reference_date, matcher):
            year_unsaid = True
            out[-1] = _CONNECTIVE_BEFORE_RE.sub(" ", out[-1])
            value = ""
        elif kind == "scope" and _unsaid_market(value):
            market_unsaid = True
            out[-1] = _CONNECTIVE_BEFORE_RE.sub(" ", out[-1])
            value = ""
        elif kind == "scope":
            parts.extend(_beside_the_market(value, lang, matcher))
        elif kind == "period" and not find_periods(normalize(value), lang, reference_date):
            value = f"{key.group().rstrip(' =＝:：->→')} {value}"  # 「年度=今期」 keeps its unit
        else:
            out[-1] = re.sub(r"(?<![a-z])where\s*$", " ", out[-1], flags=re.IGNORECASE)
        out.append(" " + value + joint)
        at = end
    if not out:
        return Fields(text)
    out.append(text[at:])
    text = re.sub(r"[ \t]{2,}", " ", "".join(out)).strip()
    return Fields(text, year_unsaid, market_unsaid, tuple(parts))


def _beside_the_market(value: str, lang: str, matcher: Matcher) -> list[Word]:
    """The words a market field's ``value`` holds beside the names of the KB, grammar and
    the words for a business itself; none where it names no market of the KB (a value
    the KB lacks is refused as it is written) or names more than markets (a question
    after a word that is also a field's name)."""
    norm = normalize(value)
    found = matcher.find(norm)
    if not any(m.kind == "scope" for m in found):
        return []
    if any(m.kind not in ("scope", "company") for m in found) or re.search(r"[?？]", norm):
        return []  # "segment: what EBITDA did ACME Japan report?": a question, no market's value
    for m in sorted(found, key=lambda m: -m.start):
        norm = norm[: m.start] + " " + norm[m.end :]
    norm = gr.BUSINESS_SAID_RE.sub(" ", norm)
    words = [w for w in latin_words(norm) if not is_grammar(w)]
    for run in CJK_RUN_RE.findall(norm):
        japanese = is_japanese(run, lang)
        words.extend(
            t.word
            for t in cjk_tokens(run, japanese)
            if not (t.particle or t.function) and not is_grammar(t.word)
        )
    return words


def opens_on_field(text: str, lang: str) -> bool:
    """Whether ``text`` opens on a field's name and its sign ("Period: …", 「期間：…」)."""
    text = text.lstrip()
    key = _next_key(text, 0, _KEY_RES.get(lang, _LATIN_KEY_RE))
    return key is not None and key.start() == 0


def opens_on_field_line(text: str) -> bool:
    """Whether the first line of ``text`` with words is a field ("- Metric: revenue",
    「・指标：EBITDA」), a bullet's mark or an item's number allowed."""
    first = next((line for line in text.split("\n") if line.strip()), "")
    first = re.sub(r"^[ \t]*(?:[-*•・·●■◆▪][ \t]*|(?:\d{1,2}|[①-⑳])[.)、．）][ \t]*)", "", first)
    return any(opens_on_field(first, lang) for lang in _KEY_RES)


def has_scope_field(text: str) -> bool:
    """Whether ``text`` holds a market's field ("Scope: …", 「地区：…」, 「対象：…」)."""
    return any(m.lastgroup == "scope" for r in _KEY_RES.values() for m in r.finditer(text))


def _next_key(text: str, at: int, key_re: re.Pattern[str]) -> re.Match[str] | None:
    """The next field name at or after ``at``, whichever language it is written in."""
    # A Chinese field's name in a message read as Japanese (its bullets in katakana's
    # middle dot, 「・地区：澳门」) and the other way round.
    res = {key_re, _LATIN_KEY_RE} | (
        {_KEY_RES["zh"], _KEY_RES["ja"]} if key_re is not _LATIN_KEY_RE else set()
    )
    found = [m for r in res if (m := r.search(text, at)) is not None]
    return min(found, key=lambda m: m.start()) if found else None


def _value_end(text: str, start: int, key_re: re.Pattern[str]) -> int:
    """Where the value starting at ``start`` ends: a separator or the next field."""
    ends = [len(text)]
    if (held := _PLACEHOLDER_HEAD_RE.match(text, start)) is not None:
        ends.append(held.end())  # "market=? revenue FY2024": the placeholder is the value
    if (sep := _VALUE_END_RE.search(text, start)) is not None:
        ends.append(sep.start())
    if (nxt := _next_key(text, start, key_re)) is not None:
        ends.append(nxt.start())
    return min(ends)


def _unsaid_market(value: str) -> bool:
    """Whether a market field's ``value`` is a placeholder or a market pointed at."""
    value = value.strip()
    inner = re.sub(r"^<\s*(.*?)\s*>$", r"\1", value)
    return bool(_PLACEHOLDER_RE.match(value) or _POINTED_MARKET_RE.match(inner.strip()))


def _names_no_year(value: str, lang: str, reference_date: date, matcher: Matcher) -> bool:
    """Whether a period field's ``value`` leaves the year unsaid: a placeholder, or a
    description naming no fiscal year, no part of one and no name of the KB ("the year
    of the restructuring", 「扩张的那一年」); a value saying latest, open or future years,
    a forecast or a comparison is read as written."""
    if _PLACEHOLDER_RE.match(value.strip()):
        return True
    norm = normalize(value).strip()
    if not norm or find_periods(norm, lang, reference_date):
        return False
    if matcher.find(norm) or re.search(r"\d", norm):
        return False
    return not any(c.search(norm) for c in (gr.FORECAST_RE, gr.DERIVED_RE, _LATEST_RE))
