"""What the asker says of their build around a request: when it is refreshed or signed
off, and how its pages, tabs and fields are laid out.

A report builder dates their own work ("I need it in before Monday's refresh", "before
sign-off", 「周一刷新前要填上」, 「月曜の更新前に」) and describes it ("The Japan tab of the
management report has a revenue field that feeds the trend table."). Neither names the
figure: a refresh, a review or a sign-off dates the asker's build, never the figure's
period, and a sentence laying out the build says where the figure goes. Both are taken
out where the question names a metric of the KB:

- a deadline is a refresh, a review, an approval or a release of the build, or a weekday
  or the end of a day, a week or a month, after "by", "before", "ahead of" or "until"
  (never after "for" or "on": "revenue for Monday" asks a day's figure, refused);
- a sentence laying out the build states (it asks nothing) what a page, a tab, a report,
  a field or a visual of the asker's has, shows or feeds, and names no market, metric or
  year the question does not; a word naming a channel, a function of the company or a
  place the KB lacks keeps it ("The *online* tab has …"), and it is read as before.
"""

from __future__ import annotations

import re
import unicodedata

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import english_word_classes, normalize
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = ["narrows", "without_build_context"]

_WEEKDAY_EN = r"(?:mon|tues|wednes|thurs|fri|satur|sun)day"

_EVENT_EN = (
    r"(?:(?:data|dashboard|report|page|pack|deck|scheduled|nightly|daily|weekly|monthly|next"
    r"|final|board|exec|model)\s+)?"
    r"(?:refresh(?:es)?|sign[-\s]?offs?|approvals?|reviews?|publish(?:ing)?|publication"
    r"|release|go[-\s]?live|cut[-\s]?off|deadline|lock|roll[-\s]?out|deploy(?:ment)?)"
)
"""What happens to the asker's build: a refresh, a sign-off, a review, a release."""

_WHEN_EN = (
    rf"(?:(?:this|next|coming|on)\s+)?{_WEEKDAY_EN}|tomorrow|tonight|eod|cob"
    r"|(?:the\s+)?end\s+of\s+(?:the\s+)?(?:day|week|month)|month[-\s]end"
)
"""A day or the end of a span the asker's work is due by."""

_DEADLINE_EN_RE = re.compile(
    r"\s*[,—–]?\s*(?<![a-z])(?:by|before|ahead\s+of|until|till|in\s+time\s+for)\s+"
    r"(?:(?:the|this|next|our|my|a)\s+)?"
    rf"(?:(?:(?:{_WHEN_EN})(?:['’]s)?\s+)?{_EVENT_EN}|(?:{_WHEN_EN}))(?![a-z])",
    re.IGNORECASE,
)
"""A deadline of the build ("before Monday's refresh", "by Friday", "ahead of sign-off")."""

_NEED_BY_EN_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:i|we)(?:['’]d)?\s+(?:need|want|have)\s+(?:to\s+(?:have|get)\s+)?"
    r"(?:it|this|that|them|the\s+(?:figure|number|value))(?:\s+(?:in|filled(?:\s+in)?|done"
    r"|updated|populated|ready|entered|there|up))?\s*[.!]\s*(?=\S|$)",
    re.IGNORECASE,
)
"""A sentence of the asker needing the figure, once its deadline is read ("I need it in
before Monday's refresh." → "I need it in."): when the answer is wanted, nothing more."""

_SOURCE_TO_CITE_EN_RE = re.compile(
    r"(?:\s*[,—–]\s*(?:and\s+)?|\s+and\s+)(?:which|what)\s+(?:source|document|file|reference)\s+"
    r"(?:should|do|shall|would|can|must)\s+(?:i|we)\s+(?:cite|use|show|reference|quote|name"
    r"|list|put|link|give)(?:\s+(?:in|on|for|as)\s+[^.?!]{0,60})?(?=\s*[?.!]|$)",
    re.IGNORECASE,
)
"""The source the asker should cite for the figure in their build ("and which source should
I cite in the tile's lineage note"): every figure is given with its source."""

_SOURCE_TO_CITE_LEAD_EN_RE = re.compile(
    r"^\s*(?:which|what)\s+(?:source|document|file|reference)\s+(?:should|do|shall|would|can"
    r"|must)\s+(?:i|we)\s+(?:cite|use|show|reference|quote|name|list|give)\s+for\s+",
    re.IGNORECASE,
)
"""The same opening the question ("Which document should we cite for …"): the source of
the figure after it, asked."""

_SCHEDULE_EN_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:it|this|that|(?:the|my|our)\s+(?:[\w-]+\s+){0,2}?"
    + r"(?:page|tab|report"
    r"|dashboard|chart|card|tile|widget|visual|pack|deck|view))\s+(?:goes\s+live|is\s+published"
    r"|gets\s+published|is\s+due|refreshes|is\s+refreshed|gets\s+refreshed|locks|is\s+locked"
    r"|ships|is\s+released)(?:\s+(?:on|after|before|by|at|every|each|this|next|tomorrow|tonight"
    r"|nightly|daily|weekly|monthly)(?:\s+[\w'’-]+){0,3})?\s*[.!](?=\s|$)",
    re.IGNORECASE,
)
"""A sentence saying when the build goes live or is refreshed ("It goes live after
Tuesday's refresh.")."""

_SOURCE_FEEDS_EN_RE = re.compile(
    r"(?<![a-z])(?:which|what)\s+(?:source(?:\s+of\s+truth)?|document|file|system|table)\s+"
    r"(?:feeds|populates|drives|sits\s+behind|backs|is\s+behind)\s+",
    re.IGNORECASE,
)
"""The source said to feed a slot of the build ("which source of truth feeds the Macau
headcount tile"): the figure in it, which is given with its source."""

_EVENT_CJK = (
    r"(?:刷新|更新|签核|簽核|审批|審批|签字|簽字|签发|簽發|发布|發布|上线|上線|评审|評審|复核|復核"
    r"|定稿|汇报|匯報|リフレッシュ|承認|決裁|レビュー|公開|リリース|締め|提出)"
)
_WHEN_CJK = (
    r"(?:(?:本|这|這|下|上)?(?:周|週|星期|礼拜|禮拜)[一二三四五六日天末]|月底|月末|月初|明天|今天"
    r"|今晚|下周|下週|本周|这周|這週|[月火水木金土日]曜(?:日)?|来週|今週|明日|週明け|月末)"
)
_DEADLINE_CJK_RE = re.compile(
    rf"(?:在)?(?:{_WHEN_CJK})?(?:的|の)?{_EVENT_CJK}(?:之)?前(?:に|まで(?:に)?)?[，,、]?"
)
"""A deadline of the build in Chinese or Japanese (「周一刷新前」, 「月曜の更新前に」); the
event is needed, a bare weekday before 前 being read by the rules of time as before."""

_LINEAGE_FIELD_JA_RE = re.compile(
    r"(?:データ)?(?:リネージ|系譜|出所|ソース)(?:欄|フィールド|項目)(?:に|へ)(?:書く|記載する|記入する|入れる|載せる)"
    r"(?=出典|ソース|出所)"
)
"""The lineage field of the build the source goes in (「データリネージ欄に書く出典」): where
the source is written, the source being given with every figure."""

_BUILD_NOUNS_EN = (
    r"(?:page|tab|report|dashboard|field|column|table|chart|graph|card|tile|widget|visual"
    r"|gauge|measure|sheet|pack|deck|view|section|panel)s?"
)
_LAYOUT_VERBS_EN = (
    r"(?:has|have|had|holds|shows|displays|feeds|feed|uses|pulls\s+from|reads\s+from|sits\s+on"
    r"|includes|contains|links\s+to|points\s+to|is\s+fed\s+by|is\s+driven\s+by)"
)
_LAYOUT_EN_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:the|my|our|this)\s+[^.!?]{0,60}?" + _BUILD_NOUNS_EN + r"\s+"
    r"(?:[^.!?]{0,40}?\s)?" + _LAYOUT_VERBS_EN + r"\s[^.!?]{0,120}?\.\s+(?=[^.!?]*\?)",
    re.IGNORECASE,
)
"""A sentence laying out the asker's build, before a question ("The Japan tab of the
management report has a revenue field that feeds the trend table.")."""

_BUILDING_EN_RE = re.compile(
    r"(?:^|(?<=[.!?]\s))(?:i['’]m|i\s+am|we['’]re|we\s+are)\s+(?:building|adding|creating"
    r"|designing|wiring(?:\s+up)?|setting\s+up|making|putting\s+together|updating|finishing"
    r"|working\s+on)\s+(?:a|an|the|my|our)\s+[^.!?]{0,80}?"
    + _BUILD_NOUNS_EN
    + r"(?:\s+(?:of|in|on|for)\s+(?:the|my|our)\s+[^.!?]{0,40}?"
    + _BUILD_NOUNS_EN
    + r")?"
    r"\s*[.!]\s+(?=[^.!?]*\?)",
    re.IGNORECASE,
)
"""A sentence of the asker at work on their build, before a question ("I'm building the
Hong Kong page of the regional dashboard."): the markets it names are the question's."""

_KEEPS_EN = gr.CHANNEL_WORDS | gr.COMPANY_FUNCTIONS | gr.QUALIFYING_VERBS
"""Words that may say which part of the figure a page or a tab is of."""


def without_build_context(question: str, lang: str, matcher: Matcher) -> str:
    """``question`` less the deadlines of the asker's build and the sentences laying it
    out (module docstring); unchanged unless it names a metric of the KB."""
    if not _names_a_metric(question, matcher):
        return question
    if lang == "en":
        out = _LAYOUT_EN_RE.sub(lambda m: _layout(m, matcher), question)
        out = _BUILDING_EN_RE.sub(lambda m: _building(m, matcher), out)
        out = _SOURCE_TO_CITE_LEAD_EN_RE.sub("What is the source for ", out)
        out = _SOURCE_FEEDS_EN_RE.sub("what is ", out)
        out = _SCHEDULE_EN_RE.sub(lambda m: "" if not narrows(m[0], matcher) else m[0], out)
        out = _SOURCE_TO_CITE_EN_RE.sub("", out)
        dated = _DEADLINE_EN_RE.sub("", out)
        out = _NEED_BY_EN_RE.sub("", dated) if dated != out else out
    elif lang in ("zh", "ja"):
        out = _DEADLINE_CJK_RE.sub("", _LINEAGE_FIELD_JA_RE.sub("", question))
    else:
        return question
    if out == question or not _names_a_metric(out, matcher):
        return question
    return re.sub(r"[ \t]{2,}", " ", out).strip()


def _names_a_metric(text: str, matcher: Matcher) -> bool:
    return any(m.kind == "metric" for m in matcher.find(normalize(text)))


def narrows(sentence: str, matcher: Matcher, functions: bool = True) -> bool:
    """Whether ``sentence`` holds a word that may say which part of the figure a page or a
    tab is of: a channel, a function of the company (unless ``functions`` is false: the
    reader of a dashboard), a capitalised name neither the KB nor the dictionary knows."""
    keeps = _KEEPS_EN if functions else _KEEPS_EN - gr.COMPANY_FUNCTIONS
    # "it" is the pronoun unless written in capitals ("the IT dashboard").
    written = unicodedata.normalize("NFKC", sentence)
    if {w.lower() for w in re.findall(r"[A-Za-z]+", written) if w not in ("it", "It")} & keeps:
        return True
    folded = unicodedata.normalize("NFKC", sentence)
    for m in sorted(matcher.find(normalize(folded)), key=lambda m: -m.start):
        folded = folded[: m.start] + " " * (m.end - m.start) + folded[m.end :]
    capitals = re.findall(r"(?<![\w'’])[A-Z][a-z]\w*", folded)
    return any(
        not english_word_classes(w.lower())
        for w in capitals
        if w not in _OPENERS
        and w.lower() not in gr.ENGLISH_GRAMMAR | STOPWORDS
        and not re.fullmatch(_WEEKDAY_EN, w.lower())
    )


_OPENERS = frozenset(["The", "My", "Our", "This", "I", "I'm", "I’m", "We", "We're", "We’re"])


def _building(match: re.Match[str], matcher: Matcher) -> str:
    """The markets a sentence of the asker at work names ("For Hong Kong: "), nothing
    where it names none; the sentence where it may narrow the figure or names a year."""
    sentence = match[0]
    norm = normalize(sentence)
    if narrows(sentence, matcher) or re.search(r"\d", norm):
        return sentence
    names = [norm[m.start : m.end] for m in matcher.find(norm) if m.kind == "scope"]
    return f"For {' and '.join(dict.fromkeys(names))}: " if names else ""


def _layout(match: re.Match[str], matcher: Matcher) -> str:
    """Nothing for a sentence laying out the build whose names the question after it
    names too and which holds no word that may narrow the figure; the sentence otherwise."""
    sentence = match[0]
    rest = match.string[match.end() :]
    norm = normalize(sentence)
    if narrows(sentence, matcher):
        return sentence  # "The Osaka tab has …": a name the KB lacks, read as written
    named = {(m.kind, m.code) for m in matcher.find(norm) if m.kind in ("scope", "metric")}
    after = {
        (m.kind, m.code) for m in matcher.find(normalize(rest)) if m.kind in ("scope", "metric")
    }
    if not named <= after or re.search(r"\d", norm):
        return sentence
    return ""
