"""A request written by a script or a tool-calling assistant in the KB's own codes.

Software asks in the shapes it is written in: a function call (``fetch_kpi(scope="ACME_HK",
metric="REVENUE", period="FY2024")``, ``lookupMetric(…)``), a JSON object (``{"scope":
"ACME_JP", …}``), identifiers joined by underscores (``store_opening_plans``,
``risk_category=SUPPLY_CHAIN``), and the call's tail saying what to give back ("=> value
and unit", "-- value, unit and locator", 「取数并返回出处」, 「の結果を出力」), with a note on
the pipeline's state in brackets ("(market not provided)", 「（市场代码缺失）」,
「（market 未設定）」).

A message is read so only when it holds such a shape (``machine_written``); then, before
any other rule reads it (``read_machine_query``):

- a call's name made only of the words of fetching and of what is fetched (get, lookup,
  query, metric, doc, policy, …) is taken out and its arguments read as fields; any other
  name is read as its words (``get_forecast(…)`` asks a forecast, which is refused);
- quotes around a value are taken off, and a JSON object's or a call's brackets;
- an identifier the KB does not name is read as its words (``store_opening_plans``),
  unless it is written in capitals, as a code is (``ACME_PH``, ``RETURN_ON_EQUITY`` stay
  one unknown word, refused by name), or a part of it is one or two letters;
- a field whose name says only that its value is the topic or a kind (``topic=``,
  ``key:``, ``risk_category=`` keeps ``risk``) loses its name; a topic's value, a code in
  it read as its words, is what a document speaks of, which a year beside it only dates
  (``Clause.topic_field``); any other ``key=value`` the field rules do not know is read
  as its words in a segment of its own (``basis=adjusted`` is still refused);
- a segment of the tail made only of the words of an answer's form (``_prompt_frame``,
  value, unit, source, locator, integer, result, 数值, 出处, 取数, 数値, 出典, 結果, 表示),
  opened by a wish ("need …") or closed by the asker's work ("for the bridge deck") or
  not, is dropped; a unit, a currency, a part or a guess in it stays and is read as
  anywhere;
- a bracketed note saying a field was not resolved asks which market or year
  (``MachineQuery.market_unsaid``, ``year_unsaid``); a request naming its market is
  read as it is.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._fields import opens_on_field
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._prompt_frame import form_only
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.engine._purpose_en import BASIS_WORDS
from ragspine_eval_pipeline.kb.analysis import Word, normalize

__all__ = ["MachineQuery", "machine_written", "read_machine_query"]


@dataclass(frozen=True)
class MachineQuery:
    """A machine-written request, its syntax read."""

    text: str
    market_unsaid: bool = False
    year_unsaid: bool = False
    read: bool = False
    """The message was written as code and its syntax read."""
    topics: tuple[str, ...] = ()
    """The values of fields naming a topic (``topic=…``): what a document speaks of."""


def _split(words: str) -> frozenset[str]:
    return frozenset(words.split())


_IDENTIFIER_RE = re.compile(
    r"(?<![\w.@/{<\[＜【])[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+(?![\w.@/}>\]＞】])"
)
"""An identifier joined by underscores (``ACME_HK``, ``store_opening_plans``)."""

_CALL_RE = re.compile(
    r"(?<![\w.])(?P<name>[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+|[a-z]+[A-Z]\w*)\("
)
"""A function call's name and its opening bracket (``get_metric(``, ``docQuery(``)."""

_FIELD_SIGN_RE = re.compile(r"(?<![\w])[a-z][a-z0-9_]{0,24}\s*=(?!=)")
"""A field written ``key=value`` in ASCII."""

_JSON_OBJECT_RE = re.compile(r"\{([^{}\n]*[:：][^{}]*)\}")
"""A JSON object, its keys and values inside (never a placeholder, ``{market}``)."""

_JSON_RE = re.compile(r"\{\s*[\"'][^\"'\n]{1,30}[\"']\s*:")
"""A JSON object's opening (``{"scope":``)."""

_CALL_WORDS = _split(
    """
    get fetch lookup look up query retrieve search find read pull load call run invoke
    request list select return resolve tool api kb db rag
    metric metrics kpi kpis value values figure figures data number numbers fact facts
    record records field fields doc docs document documents policy policies narrative text
    passage passages report reports info information detail details item items
    """
)
"""The words a call's name is made of when it says only that something is fetched."""

_TOPIC_KEY_WORDS = _split(
    "key topic topics subject theme type kind category class field name id q query"
)
"""The words of a field's name that say only that its value is the topic or a kind."""

_TOPIC_WORDS = _split("topic topics subject theme type kind category")
"""The words of a field's name saying its value is a topic, or a kind of one."""

_TOPIC_KEY_RE = re.compile(
    r"(?:(?<=^)|(?<=[\s,;|({\[]))(?P<key>[a-z][a-z0-9]*(?:_[a-z0-9]+)*)\s*(?:=|:)(?!=)\s*"
)
"""A field's ASCII name and its sign (``topic=``, ``risk_type=``, ``key:``)."""

_QUOTED_RE = re.compile(r"(?:(?<=^)|(?<=[\s=:({\[,]))([\"'])([^\"'\n]{1,60})\1(?=$|[\s,;:)}\]|]|-)")
"""A value between straight quotes, as code writes it."""

_CLOSE = "\x1f"
"""Where a call or a JSON object closed, kept while the segments are read."""

_TAIL_SPLIT_RE = re.compile(r"\s*(?:--+|->|=>|→|—+|–|\s-\s|[,，;；|｜\x1f])\s*")
"""Where a machine request's segments part: its dashes and arrows, its commas and pipes,
and the close of a call or a JSON object."""

_FIELD_KINDS = {
    "scope": (r"scope|market|region|country|entity|segment|市场代码|市场|市場|地区|範囲|范围|対象"),
    "year": r"period|year|fy|fiscal\s+year|期间|期間|年度|财年|会计期间",
}
_UNRESOLVED = (
    r"not\s+(?:mapped|resolved|provided|passed|given|set|found|specified|known)|unmapped"
    r"|unresolved|missing|null|none|empty|unknown|unspecified|n/a"
    r"|未解决|未解決|未传入|未傳入|未提供|未指定|未设定|未設定|缺失|为空|為空|未知|不明|空"
)
_STATUS_NOTE_RE = re.compile(
    r"\s*[(（]\s*(?P<note>[^()（）\n]{0,60}?)\s*[)）]",
)
"""A bracketed note, read as the pipeline's state when it names a field left unresolved."""


_WORK_NOUNS = (
    r"reports?|decks?|packs?|dashboards?|tiles?|cards?|sheets?|memos?|models?|summar(?:y|ies)"
    r"|slides?|charts?|pipelines?|jobs?|feeds?|exports?|recs?|reconciliations?|bridges?|notes?"
    r"|emails?|files?|workbooks?|templates?|widgets?|views?|tables?"
)
_WORK_CLOSING_RE = re.compile(
    r"\s+for\s+(?:the|a|an|my|our|this|that)\s+(?P<words>(?:[a-z][a-z-]*\s+){0,3})"
    rf"(?:{_WORK_NOUNS})\s*[.!]?\s*$",
    re.IGNORECASE,
)
"""The asker's work a machine request closes on ("… for the bridge deck", "for the
summary card"): where the figure goes, never which figure."""


def machine_written(text: str) -> bool:
    """Whether ``text`` holds code's shapes: an identifier joined by underscores, a
    function call, an ASCII ``key=value`` field or a JSON object."""
    return bool(
        _IDENTIFIER_RE.search(text)
        or _CALL_RE.search(text)
        or _FIELD_SIGN_RE.search(text)
        or _JSON_RE.search(text)
    )


def read_machine_query(
    text: str, lang: str, matcher: Matcher, reference_date: date
) -> MachineQuery:
    """``text`` with its code's syntax read as words and fields (module docstring); as it
    is when it holds none."""
    text, market_unsaid, year_unsaid = _without_status_notes(text)
    if not machine_written(text):
        return MachineQuery(text, market_unsaid, year_unsaid)
    text = _calls_read(text)
    text = _JSON_OBJECT_RE.sub(lambda m: f" {m.group(1)} {_CLOSE} ", text)
    text, topics = _generic_fields_read(text, matcher)
    text = _QUOTED_RE.sub(r"\2", text)
    text = _IDENTIFIER_RE.sub(lambda m: _identifier_read(m.group(), matcher), text)
    text = "\n".join(
        _without_form_tail(line, lang, matcher, reference_date) for line in text.split("\n")
    )
    text = re.sub(r"[ \t]{2,}", " ", text.replace(_CLOSE, " ")).strip()
    return MachineQuery(text, market_unsaid, year_unsaid, read=True, topics=topics)


def _without_status_notes(text: str) -> tuple[str, bool, bool]:
    """``text`` less its brackets noting a field left unresolved, and which kinds."""
    kinds: set[str] = set()

    def read(found: re.Match[str]) -> str:
        note = found.group("note").lower()
        if not re.search(_UNRESOLVED, note):
            return found.group()
        named = {k for k, words in _FIELD_KINDS.items() if re.search(words, note)}
        if not named:
            return found.group()
        kinds.update(named)
        return " "

    text = _STATUS_NOTE_RE.sub(read, text)
    return text, "scope" in kinds, "year" in kinds


def _name_words(name: str) -> list[str]:
    """The words of an identifier: ``get_metric`` and ``docQuery`` alike."""
    spaced = re.sub(r"(?<=[a-z])(?=[A-Z])", "_", name)
    return [w.lower() for w in spaced.split("_") if w]


def _calls_read(text: str) -> str:
    """``text`` with each function call's name read (taken out when it says only that
    something is fetched) and its brackets opened."""
    out: list[str] = []
    at = 0
    for call in _CALL_RE.finditer(text):
        close = text.find(")", call.end())
        if close < 0:
            continue
        words = _name_words(call.group("name"))
        name = "" if all(w in _CALL_WORDS for w in words) else " ".join(words)
        out.append(text[at : call.start()] + f" {name} " + text[call.end() : close] + _CLOSE)
        at = close + 1
    out.append(text[at:])
    return "".join(out)


def _identifier_read(word: str, matcher: Matcher) -> str:
    """An identifier as the KB names it; one written in capitals only, as a code is
    (``FREE_CASH_FLOW``, ``ACME_TW``), stays one word, which the KB lacks; any other is
    read as its words (``_words_of``)."""
    if word.upper() == word:
        return word
    return _words_of(word, matcher)


def _words_of(word: str, matcher: Matcher) -> str:
    """An identifier as the KB names it, else as its words when each part is a word (no
    part of one or two letters); as written otherwise."""
    norm = normalize(word)
    if any(m.start == 0 and m.end == len(norm) for m in matcher.find(norm)):
        return word
    parts = word.split("_")
    if any(len(p) < 3 for p in parts):
        return word
    return " ".join(p if re.fullmatch(r"(?i)fy\d{2,4}", p) else p.lower() for p in parts)


def _generic_fields_read(text: str, matcher: Matcher) -> tuple[str, tuple[str, ...]]:
    """``text`` with each field whose name says only that its value is a topic or a kind
    written as a field naming nothing (``item=``), the rest of its name kept ("risk" of
    ``risk_type``), and the values of those naming a topic; a topic's value written as a
    code is read as its words (``CYBER_SECURITY``)."""
    out: list[str] = []
    topics: list[str] = []
    at = 0
    for found in _TOPIC_KEY_RE.finditer(text):
        if found.start() < at:
            continue
        words = found.group("key").split("_")
        sign = "=" if "=" in found.group() else ":"
        if not any(w in _TOPIC_KEY_WORDS for w in words):
            if sign == "=" and not opens_on_field(found.group(), "en"):
                # "basis=adjusted", "format=integer": a field the KB has no name for, read
                # as its words in a segment of their own (an answer's form is dropped).
                out.append(text[at : found.start()] + ", " + " ".join(words) + " ")
                at = found.end()
            continue
        end = _value_end(text, found.end(), sign)
        value = text[found.end() : end].strip()
        if len(value) > 1 and value[0] == value[-1] and value[0] in "\"'":
            value = value[1:-1]
        if any(w in _TOPIC_WORDS for w in words):
            value = _IDENTIFIER_RE.sub(lambda m: _words_of(m.group(), matcher), value)
            topics.append(value)
        kept = [w for w in words if w not in _TOPIC_KEY_WORDS]
        out.append(text[at : found.start()] + " " + " ".join([*kept, f"item{sign} {value} "]))
        at = end
    out.append(text[at:])
    return "".join(out), tuple(topics)


def _value_end(text: str, start: int, sign: str) -> int:
    """Where a field's value opening at ``start`` ends: its closing quote, else a space
    after ``=`` or the line's end after ``:``, or a separator."""
    if start < len(text) and text[start] in "\"'":
        close = text.find(text[start], start + 1)
        if close > 0:
            return close + 1
    stop = r"[\s,;|)}\x1f]" if sign == "=" else r"[,;|\n)}\x1f]"
    found = re.compile(stop).search(text, start)
    return len(text) if found is None else found.start()


def _work_closing(segment: str, matcher: Matcher, reference_date: date) -> str:
    """``segment`` less the asker's work it closes on ("… for the bridge deck"), when
    that work names nothing of the KB, no part of the business, no basis, forecast, change
    or period; as it is otherwise."""
    found = _WORK_CLOSING_RE.search(segment)
    if found is None:
        return segment
    words = found.group("words")
    norm = normalize(words)
    if matcher.find(norm) or find_periods(norm, "en", reference_date):
        return segment
    if any(c.search(norm) for c in (gr.FORECAST_RE, gr.DERIVED_RE)):
        return segment
    for word in re.findall(r"[a-z]+", norm):
        if word in BASIS_WORDS or part_word(Word(word, word, True), "en"):
            return segment
    return segment[: found.start()]


_NEED_RE = re.compile(r"^\s*(?:(?:i|we)\s+)?(?:need|want)s?\s+", re.IGNORECASE)
"""A tail's opening wish ("need value + unit"): a script's note of what it wants back."""


def _without_form_tail(line: str, lang: str, matcher: Matcher, reference_date: date) -> str:
    """``line`` less its segments made only of the words of an answer's form, said or not
    with the asker's work they are for."""
    parts = _TAIL_SPLIT_RE.split(line)
    kept = [
        p
        for p in parts
        if p
        and p.strip()
        and not form_only(
            _NEED_RE.sub("", _work_closing(p, matcher, reference_date)),
            lang,
            matcher,
            reference_date,
        )
    ]
    if not kept or len(kept) == len([p for p in parts if p and p.strip()]):
        return line
    joint = "，" if lang == "zh" else "、" if lang == "ja" else ", "
    return joint.join(p.strip() for p in kept)
