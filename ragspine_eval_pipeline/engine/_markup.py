"""A message written in a chat's Markdown: the marks are taken off before its words are read.

Chat apps render Markdown, and people type it: bold and italics (``**ACME Japan**``,
``*新店舗を出した年*``, ``_net profit_``), inline code (```FY2023```), code
fences around a block of fields (``` ``` ```), a horizontal rule (``---``) and headings
(``## Japan numbers check``, ``### 日本收入``). A mark names nothing, so it is taken off and
the words inside are read as written; a code block's lines and a list's items stay the
lines they are (``_question`` reads each line as a sentence of its own, and a quoted
``>`` line is left to ``_quoted``). Struck-through words (``HK GM% ~~FY24~~ FY23``) are
taken back by the writer, and go with their marks.

A heading standing alone is the message's title, not a request: it is set aside when the
message under it names a market and the heading names nothing the message does not (no KB
name of its own, no year, no capitalized name the dictionary lacks, no part of the
business such as a channel, no forecast, opinion or derived figure). Otherwise it may say
which figure is asked (「## 台湾」 over "revenue FY2024?", "## Online") and stays as a line
of its own, so a market the KB lacks or a part of the figure is still refused; over a form
of fields naming no market it fills the form's market ("**Hong Kong online**" over "Metric:
revenue" reads "Scope: Hong Kong online", refused as that field is). Several
headings divide the message into sections ("## Task", "## Output"): their words are kept,
marks taken off.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context import WORD_RE
from ragspine_eval_pipeline.engine._context_parts import classifying, holds_a_name
from ragspine_eval_pipeline.engine._fields import has_scope_field, opens_on_field_line
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_bracketed_title", "without_markup"]

_FENCE_RE = re.compile(r"^[ \t]*(?:`{3,}|~{3,})[ \t]*[\w+-]*[ \t]*$\n?", re.MULTILINE)
"""A code fence's line (```` ``` ````, ```` ```text ````, ``~~~``): the block's lines stay."""

_RULE_RE = re.compile(r"^[ \t]*(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$", re.MULTILINE)
"""A horizontal rule (``---``, ``***``, ``___``)."""

_HEADING_RE = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+(?P<words>[^\n]*?)[ \t]*#*[ \t]*$", re.MULTILINE)
"""A heading (``## Japan numbers check``); a hashtag has no space after its ``#``."""

_STRUCK_RE = re.compile(r"(?<!~)~~(?=[^\s~])[^\n~]+?(?<=[^\s~])~~(?!~)")
"""Struck-through words (``~~FY24~~``): taken back."""

_STRONG_RE = re.compile(r"(?<!_)(\*\*|__(?!_))(?=[^\s*_~])([^\n]+?)(?<=[^\s*_~])\1(?!_)")
"""Bold words (``**…**``, ``__…__``). Three underscores or
more in a row are a blank left for a number (「收入____百万美元」), never a mark."""

_STAR_RE = re.compile(r"(?<![*A-Za-z0-9\\])\*(?=[^\s*])([^*\n]+?)(?<=[^\s*])\*(?!\*)")
"""Words in italics between stars (``*新店舗を出した年*のEBITDA``): a star may stand
inside a word in Markdown (Chinese and Japanese words stand unspaced), so only a Latin
letter or a digit before the opening one is ruled out ("5*3*2" stays)."""

_UNDERSCORE_RE = re.compile(r"(?<![\w\\])_(?=[^\s_])([^_\n]+?)(?<=[^\s_])_(?!\w)")
"""Words in italics between underscores (``_net profit_``); never inside a word
(``net_profit``, a field's name)."""

_CODE_RE = re.compile(r"(?<!`)`(?!`)([^`\n]+)`(?!`)")
"""Inline code (```FY2023```)."""

_MARKS = re.compile(r"[*_`~#]")

_TITLE_LINE_RE = re.compile(
    r"\A(?P<blank>\s*)(?:\*\*(?P<bold>[^*\n]+)\*\*|__(?P<under>[^_\n]+)__"
    r"|【(?P<lens>[^【】\n]+)】|[■□◆◇▪▶▷][ \t]*(?P<mark>[^\n]+?))[ \t]*(?=\n\s*\S)"
)
"""A first line written as a title: wholly in bold, wholly in lenticular brackets, or
after a square or a diamond (``**Macau numbers**``, 「【澳门人力】」, 「■ 日本の人員」), with
more lines under it; read as a heading is."""

_CJK_CHANNEL_RE = re.compile(
    r"批发|批發|加盟|免税|免稅|电商|電商|线下|線下|线上|線上|网上|網上|网店|網店|海外|境外|外卖|外賣|门店|門店"
    r"|オンライン|ネット|通販|卸売|フランチャイズ|直営|空港|デリバリー|店舗|(?<![a-z])(?:ec|web)(?![a-z])"
)
"""A channel or a part of the business a Chinese or Japanese heading may name (「## 线上」,
「## オンライン」): which part of the figure the message is about."""


def without_markup(text: str, matcher: Matcher) -> str:
    """``text`` with its Markdown taken off (module docstring)."""
    title = _TITLE_LINE_RE.match(text)
    if title is not None and not title["lens"] and not _HEADING_RE.search(text):
        words = next((w for w in title.group("bold", "under", "mark") if w), "")
        rest = text[title.end() :]
        if not _says_what_is_asked(words, without_markup(rest, matcher), matcher):
            return without_markup(rest, matcher).strip("\n")
        if _market_over_form(words, rest, matcher):
            return without_markup(f"Scope: {words.strip()}\n{rest.lstrip()}", matcher)
    if not _MARKS.search(text):
        return text
    text = _RULE_RE.sub("", _FENCE_RE.sub("", text))
    text = _STRUCK_RE.sub(" ", _CODE_RE.sub(r"\1", text))
    for _ in range(2):  # bold inside italics and the other way round
        text = _STRONG_RE.sub(r"\2", text)
        text = _STAR_RE.sub(r"\1", _UNDERSCORE_RE.sub(r"\1", text))
    headings = list(_HEADING_RE.finditer(text))
    if not headings:
        return text
    rest = _HEADING_RE.sub("", text)
    out = text
    for heading in reversed(headings):
        words = heading["words"]
        # Several headings divide a message into sections (a prompt's "## Task", "## Output"),
        # which are read with their words; one heading alone is the message's title.
        titled = len(headings) == 1 and not _says_what_is_asked(words, rest, matcher)
        kept = "" if titled else words
        if not titled and len(headings) == 1 and _market_over_form(words, rest, matcher):
            kept = f"Scope: {words}"
        out = out[: heading.start()] + kept + out[heading.end() :]
    return out.strip("\n")


def _says_what_is_asked(heading: str, rest: str, matcher: Matcher) -> bool:
    """Whether ``heading`` may say which figure the message under it asks: it asks a
    question, the message names no market, or the heading holds a KB name the message
    lacks, a year or a number, a capitalized name the dictionary lacks, a part of the
    business ("Online", 「线上」, 「オンライン」), or a forecast, an opinion or a derived
    figure."""
    norm = normalize(heading)
    if re.search(r"[?？]", norm):
        return True  # "# of stores in Japan?": a question, not a label
    rest_names = {(m.kind, m.code) for m in matcher.find(normalize(rest))}
    if not any(kind == "scope" for kind, _ in rest_names) and not has_scope_field(rest):
        return True  # a market field, filled or not ("Scope: our market"), is the market's
    spans: dict[tuple[int, int], set[tuple[str, str]]] = {}
    for m in matcher.find(norm):
        spans.setdefault((m.start, m.end), set()).add((m.kind, m.code))
    if any(not names & rest_names for names in spans.values()):
        return True  # a name of its own; a word several names share ("profit") is one of them
    unnamed = _without_names(heading, norm, matcher)
    if re.search(r"\d", norm) or holds_a_name(unnamed):
        return True
    lang = (
        "ja"
        if re.search(r"[\u3041-\u30fa]", norm)
        else "zh"
        if re.search(r"[\u4e00-\u9fff]", norm)
        else "en"
    )
    spans = find_periods(norm, lang, date(2000, 1, 1))
    if any(span.period is None for span in spans) or (
        spans and not find_periods(normalize(rest), lang, date(2000, 1, 1))
    ):
        return True  # "## Singapore quarterly", 「【上期実績】」, "## Last year" over no year
    if _CJK_CHANNEL_RE.search(norm) or any(
        classifying(w) or w in gr.CHANNEL_WORDS for w in WORD_RE.findall(norm)
    ):
        return True  # "## Online", 「## 加盟店」: a part of the figure
    cues = (gr.FORECAST_RE, gr.OPINION_RE, gr.DERIVED_RE)
    return any(cue.search(norm) for cue in cues)


def _without_names(heading: str, norm: str, matcher: Matcher) -> str:
    """``heading``'s words outside the KB names it holds ("Hong Kong" of "Hong Kong
    revenue" is one name, no capitalized word the dictionary lacks)."""
    if len(norm) != len(heading):
        return " ".join(w for w in heading.split() if not matcher.find(normalize(w)))
    chars = list(heading)
    for mention in matcher.find(norm):
        chars[mention.start : mention.end] = " " * (mention.end - mention.start)
    return "".join(chars)


def without_bracketed_title(text: str, matcher: Matcher) -> str:
    """``text`` without a first line wholly in lenticular brackets (「【澳门人力】」) that is
    the message's title by the test a heading takes; read after the readers of notes and
    chats, which read such a line as their own title or tag first."""
    title = _TITLE_LINE_RE.match(text)
    if title is None or not title["lens"]:
        return text
    rest = text[title.end() :]
    if not _says_what_is_asked(title["lens"], rest, matcher):
        return rest.strip("\n") if opens_on_field_line(rest) else text
    if _market_over_form(title["lens"], rest, matcher):
        return f"Scope: {title['lens'].strip()}\n{rest.lstrip()}"
    # Kept, it is read as a line of its own words (「【线上】」 narrows as 「线上」 does).
    return f"{title['blank']}{title['lens'].strip()}{rest}"


def _market_over_form(heading: str, rest: str, matcher: Matcher) -> bool:
    """Whether ``heading`` names a market of the KB and no other name, over a form of
    fields that has no market's field and names none ("## Hong Kong" over "Metric: revenue
    / Year: FY2024"): the heading fills the form's market, with any word written beside
    the market ("**Hong Kong online**", 「■ 新加坡外卖」), which the market's field then
    reads as it reads its own value."""
    norm = normalize(heading)
    mentions = matcher.find(norm)
    if not mentions or any(m.kind != "scope" for m in mentions):
        return False
    if has_scope_field(rest) or not opens_on_field_line(rest):
        return False
    return not any(m.kind == "scope" for m in matcher.find(normalize(rest)))
