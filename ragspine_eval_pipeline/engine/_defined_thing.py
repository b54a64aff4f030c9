"""What a definition names, read where it stands: the KB's names, years and a closed class
of words saying the whole business of a market (``_WHOLE_EN``, ``_WHOLE_CJK``) read as
those names alone ("the Macau Special Administrative Region" is Macau); anything else is
the phrase whole, from the start ``_STOP_EN`` or a CJK verb marks (``_defined_terms``)."""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.kb.analysis import Word, cjk_tokens, english_word_classes

if TYPE_CHECKING:
    from ragspine_eval_pipeline.engine._names import Matcher

__all__ = ["MARKS", "fold", "narrows", "reading", "referent", "within"]

_WHOLE_EN = frozenset(
    [
        "the",
        "a",
        "an",
        "its",
        "whole",
        "entire",
        "all",
        "of",
        "in",
        "within",
        "by",
        "on",
        "business",
        "businesses",
        "operation",
        "operations",
        "activities",
        "retail",
        "segment",
        "market",
        "carried",
        "conducted",
        "operated",
        "taken",
        "as",
        "consolidated",
        "financial",
        "fiscal",
        "year",
        "designated",
        "special",
        "administrative",
        "region",
        "sar",
    ]
)
"""English words saying the whole business of a market or a year, nothing narrower."""

_WHOLE_CJK = (
    "特别行政区",
    "特別行政區",
    "特別行政区",
    "经营之",
    "經營之",
    "经营的",
    "經營的",
    "经营",
    "經營",
    "全部",
    "整体",
    "整體",
    "业务",
    "業務",
    "市场",
    "市場",
    "零售",
    "本公司",
    "我司",
    "当社",
    "弊社",
    "における",
    "において",
    "で営む",
    "営む",
    "事業",
    "小売",
    "全体",
    "在",
    "于",
    "於",
    "之",
    "的",
    "の",
    "が",
    "に",
)
"""Chinese and Japanese words saying the whole business of a market, nothing narrower."""

_YEAR_RE = re.compile(
    r"(?:fy\s*'?\d{2,4}|(?:fiscal|financial)\s+(?:year\s+)?\d{4}|\d{4}\s*(?:财年|財年|会計年度|年度))",
    re.IGNORECASE,
)

_STOP_EN = frozenset(
    [
        "for",
        "to",
        "at",
        "of",
        "from",
        "with",
        "that",
        "which",
        "is",
        "are",
        "was",
        "were",
        "be",
        "being",
        "please",
        "confirm",
        "state",
        "disclose",
        "record",
        "provide",
        "require",
        "requires",
        "carries",
        "carry",
        "operates",
        "operate",
        "wish",
        "extend",
        "proposes",
        "means",
        "has",
        "have",
        "published",
        "regarding",
        "concerning",
        "re",
        "about",
        "into",
        "onto",
        "under",
    ]
)
"""English words a defined thing's phrase never runs back over: prepositions opening
the phrase, verbs and conjunctions before it."""

MARKS = ",;:()（），、；：。\n?!？！「」“”\"'"


def fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _spans(text: str, matcher: Matcher) -> dict[int, tuple[int, str, str]]:
    """The KB's names and years in ``text``, by where they end: (start, kind, code)."""
    folded = fold(text)
    if len(folded) != len(text):
        return {}
    ends: dict[int, tuple[int, str, str]] = {}
    for m in matcher.find(folded):
        if m.kind in ("scope", "company", "metric", "document") and not m.misspelt:
            ends.setdefault(m.end, (m.start, m.kind, m.code))
    for y in _YEAR_RE.finditer(folded):
        ends[y.end()] = (y.start(), "year", "")
    return ends


def _clean_before(before: str) -> bool:
    """Whether the text ``before`` a defined thing's phrase ends where a phrase may open:
    a mark, an English preposition, verb or conjunction, a Chinese or Japanese verb,
    preposition or particle (never a noun, which would narrow the thing)."""
    before = before.rstrip()
    if not before or before[-1] in MARKS:
        return True
    last = re.search(r"[A-Za-z]+$", before)
    if last:
        word = last.group().casefold()
        participle = word.endswith("ed") and "VERB" in english_word_classes(word)
        return word in _STOP_EN or participle
    run = re.search(r"[^\s" + re.escape(MARKS) + r"A-Za-z0-9]+$", before)
    if not run:
        return False
    japanese = re.search(r"[\u3040-\u30ff]", before) is not None
    tokens = cjk_tokens(run.group(), japanese)
    return not tokens or _opens_after(tokens[-1].tag, japanese)


def _opens_after(tag: str, japanese: bool) -> bool:
    """Whether a phrase may open after a CJK word of part of speech ``tag``: a verb, a
    preposition, a conjunction, an adverb or a particle."""
    if japanese:
        return tag in ("動詞", "助詞", "助動詞", "補助記号")
    return tag.startswith(("v", "p", "c", "d", "u")) and not tag.startswith("vn")


def _phrase_start(text: str, p: int) -> int:
    """Where the phrase ending at ``p`` in ``text`` opens when it holds a word that is
    no name: back to a mark or a word it never runs over (``_STOP_EN``), or a CJK verb."""
    q = p
    while q > 0:
        if text[q - 1] in MARKS:
            break
        word = re.search(r"[A-Za-z'’]+$", text[:q])
        if word:
            if word.group().casefold() in _STOP_EN:
                break
            q = word.start()
            continue
        if text[q - 1].isspace() or text[q - 1].isdigit() or text[q - 1] in ".'’-":
            q -= 1
            continue
        run = re.search(r"[^\s" + re.escape(MARKS) + r"A-Za-z0-9]+$", text[:q])
        if not run:
            break
        japanese = re.search(r"[\u3040-\u30ff]", text) is not None
        for token in reversed(cjk_tokens(run.group(), japanese)):
            if _opens_after(token.tag, japanese):
                return q
            q -= len(token.word.surface)
    return q


_LEADING_RE = re.compile(
    r"\s*(?:(?:of|in|on|by|within|for|at)(?![A-Za-z])|在|于|於|之|的|の|が|に(?!お))", re.IGNORECASE
)


def _past_leading(text: str, p: int) -> int:
    """``p`` moved past the prepositions and articles opening the phrase there (the
    "of" in "the net profit of ACME Group"), which stay in the text."""
    while m := _LEADING_RE.match(text, p):
        if m.end() == p:
            break
        p = m.end()
    while p < len(text) and text[p] == " ":
        p += 1
    return p


def reading(text: str, matcher: Matcher) -> tuple[int, str | None]:
    """Read back from the end of ``text``: where the defined thing starts, and its KB
    names alone when it is only names, years and words of the whole business (else None,
    with where the phrase holding a word of its own opens)."""
    ends = _spans(text, matcher)
    end = len(text.rstrip())
    p = end
    names: list[tuple[int, int, str, str]] = []
    while p > 0:
        while p > 0 and text[p - 1] in " \t":
            p -= 1
        if text[p - 2 : p] in ("'s", "’s") and p - 2 in ends:
            p -= 2  # ACME's
            continue
        if p in ends:
            start, kind, code = ends[p]
            if kind == "metric":
                break  # "the net profit of ACME Group (the 'Group')": the thing follows it
            names.append((start, p, kind, code))
            p = start
            continue
        m = re.search(r"[A-Za-z]+(?:'s|’s)?$", text[:p])
        if m and re.sub(r"['’]s$", "", m.group().casefold()) in _WHOLE_EN:
            p = m.start()
            continue
        cjk = next((w for w in _WHOLE_CJK if text[:p].endswith(w)), None)
        if cjk:
            p -= len(cjk)
            continue
        break
    after_metric = p in ends and ends[p][1] == "metric"
    if not names or not (after_metric or _clean_before(text[:p])):
        return _phrase_start(text, p), None
    p = _past_leading(text, p)
    ordered = sorted(names)
    markets = [n for n in ordered if n[2] == "scope" and n[3] != matcher.group_scope]
    if markets:
        ordered = [n for n in ordered if n[2] not in ("company", "scope") or n in markets]
    sep = " " if all(text[s:e].isascii() for s, e, _, _ in ordered) else ""
    return p, sep.join(text[s:e] for s, e, _, _ in ordered)


def referent(text: str, matcher: Matcher) -> str:
    """What ``text`` (a definition's right side) stands for: its names alone when it is
    only names and words of the whole business, else ``text`` whole."""
    text = text.strip()
    start, names = reading(text, matcher)
    if names is not None and not text[:start].strip(" ,、"):
        return names
    return text


def within(names: str, text: str, matcher: Matcher) -> bool:
    """Whether every KB name of ``names`` is named in ``text`` too."""
    held = {(m.kind, m.code) for m in matcher.find(fold(text))}
    wanted = {(m.kind, m.code) for m in matcher.find(fold(names)) if m.kind != "company"}
    return bool(wanted) and wanted <= held


def narrows(term: str, thing: str) -> bool:
    """Whether a defined ``term``'s own name holds a part of the business its definition
    lacks (the Macau business (the "*Online* Business"), 「（以下「*オンライン*事業」という。）」):
    the term says more than the thing, so the definition is left as written."""
    lang = detect_lang(unicodedata.normalize("NFKC", term))
    if lang == "en":
        words = [Word(w, w, True) for w in re.findall(r"[a-z-]+", fold(term))]
    else:
        words = [t.word for t in cjk_tokens(fold(term), lang == "ja")]
    return any(part_word(w, lang) and w.surface not in fold(thing) for w in words)
