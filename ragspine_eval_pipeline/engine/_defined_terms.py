"""Terms a drafter defines and then uses: each use stands for what the term defines.

Contracts and board papers name a thing once and then use a defined term for it:
"ACME's operations in Japan (the 'Japan Business') … the net profit of the Japan
Business", "'the Financial Year' means FY2024", "the Relevant Market = Hong Kong",
「ACME集团香港业务（以下简称“目标业务”）…目标业务之收入」, 「“本财年”指2025财年」,
「日本における事業（以下「本件事業」という。）」, 「「対象市場」とはシンガポールをいう」,
「本件事業（ACMEの日本事業をいう。）」. A definition is read in three forms: a bracket
after the thing defined (the term quoted, after "the", "hereinafter", 以下简称, 以下…という),
a sentence saying the term means the thing ("means", "shall mean", "=", 指, 是指, とは…を
いう), and a bracket after a use glossing it ("(being …)", 「（即…）」, 「（…をいう。）」).

Every definition is taken out and every use of its term written as what it defines. What
it defines is read where it stands, back from the bracket to the phrase's start: the
KB's names, years and a closed class of words saying the whole business of a market
(business, operations, carried on by, taken as a whole, retail, 业务, 经营, 全部, 事業,
営む, 小売; ``_WHOLE_EN``, ``_WHOLE_CJK``) read as those names alone ("the Macau Special
Administrative Region" is Macau); anything else is written whole, so a part of the
business ("franchise stores in Japan") or a place the KB lacks ("the Republic of the
Philippines", 台湾地区) is refused where the term is used, as if it had been written
there. A term used but never defined ("the Relevant Market", 「本市場」) is left as written,
never guessed.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.engine._transcript import plain_lead
from ragspine_eval_pipeline.kb.analysis import Word, cjk_tokens, english_word_classes

if TYPE_CHECKING:
    from ragspine_eval_pipeline.engine._names import Matcher

__all__ = ["with_defined_terms"]

_Q_OPEN = "'\"‘“「『"
_Q_CLOSE = "'\"’”」』"

_EN_BRACKET_RE = re.compile(
    r"\s*\((?:together\s+)?(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+|each\s+a\s+)?"
    r"[" + _Q_OPEN + r"](?:the\s+)?(?P<term>[^" + _Q_CLOSE + r"()]{2,40})[" + _Q_CLOSE + r"]"
    r"(?:\s*,[^()]{0,40})?\)",
    re.IGNORECASE,
)
"""A bracket defining the term in quotes after the thing it names ("(the 'Japan Business')",
'(hereinafter "the Group")')."""

_CJK_BRACKET_RE = re.compile(
    r"[（(](?:以下|下文)?[、,，]?(?:简称|簡稱|称|稱|下称|下稱|统称|統稱)?(?:为|為)?"
    r"[「“\"『](?P<term>[^」”\"』（）()]{1,20})[」”\"』]"
    r"(?:という|といいます|と総称する|と称する)?[。.]?[）)]"
)
"""A Chinese or Japanese bracket defining a term after the thing it names (「（以下简称
“目标业务”）」, 「（以下「本件事業」という。）」)."""

_EN_MEANS_RE = re.compile(
    r"[" + _Q_OPEN + r"](?:the\s+)?(?P<term>[^" + _Q_CLOSE + r"]{2,40})[" + _Q_CLOSE + r"]"
    r"\s*(?:means|shall\s+mean|is\s+defined\s+as|=|refers\s+to\s+(?![" + _Q_OPEN + r"]))\s*"
    r"(?P<ref>[^,;.:?!=]+?)"
    r"(?=\s+and\s+[" + _Q_OPEN + r"]|\s*[,;.:?!]\s|\s*[,;.:?!]?$)",
    re.IGNORECASE,
)
"""A sentence saying what a quoted term means ("'the Financial Year' means FY2023",
"'the Relevant Market' = Hong Kong")."""

_CJK_MEANS_RE = re.compile(
    r"(?:(?:本|第)[^。；;，,、「“]{0,12}?(?:项下|項下|中|において|で)[，,、]?)?(?:本[^。；;，,、「“]{0,6}?)?"
    r"(?:所称|所稱)?"
    r"[「“\"『](?P<term>[^」”\"』]{1,20})[」”\"』][，,、]?"
    r"(?:(?:是指|系指|係指|指(?![标標数數引南定出令挥揮]))(?P<zh>[^；;。，,？?]+)"
    r"|とは[、，,]?(?P<ja>[^。；;？?]+?)を(?:いう|いい|指す)(?:ものとする)?)"
    r"(?=[；;。，,？?、]|$)"
)
"""A Chinese or Japanese sentence saying what a quoted term means (「“本财年”指2025财年」,
「「対象市場」とはシンガポールをいい」)."""

_EN_GLOSS_RE = re.compile(
    r"(?P<term>(?:the\s+)?(?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)\s*"
    r"\((?:as\s+defined\s+[^,()]{0,40},\s*)?(?:being|i\.e\.,?|namely|meaning|that\s+is,?)\s+"
    r"(?P<ref>[^()]{2,80})\)"
)
"""A capitalized term glossed by what it is ("the Japan Business (being ACME's operations in
Japan)")."""

_CJK_GLOSS_RE = re.compile(
    r"(?P<term>[^\s，,。；;：:、「」“”\"（）()]{2,10})"
    r"[（(](?:定义见[^，,）)]*[，,])?(?:(?:即|系指|係指)(?P<zh>[^）)]+)|(?P<ja>[^）)]+?)をいう。?)[）)]"
)
"""A Chinese or Japanese term glossed by what it is (「香港业务（定义见第1.1条，即ACME香港业务）」,
「本件事業（ACMEの日本事業をいう。）」)."""

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

_MARKS = ",;:()（），、；：。\n?!？！「」“”\"'"


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _spans(text: str, matcher: Matcher) -> dict[int, tuple[int, str, str]]:
    """The KB's names and years in ``text``, by where they end: (start, kind, code)."""
    folded = _fold(text)
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
    if not before or before[-1] in _MARKS:
        return True
    last = re.search(r"[A-Za-z]+$", before)
    if last:
        word = last.group().casefold()
        participle = word.endswith("ed") and "VERB" in english_word_classes(word)
        return word in _STOP_EN or participle
    run = re.search(r"[^\s" + re.escape(_MARKS) + r"A-Za-z0-9]+$", before)
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
        if text[q - 1] in _MARKS:
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
        run = re.search(r"[^\s" + re.escape(_MARKS) + r"A-Za-z0-9]+$", text[:q])
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


def _reading(text: str, matcher: Matcher) -> tuple[int, str | None]:
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


def _referent(text: str, matcher: Matcher) -> str:
    """What ``text`` (a definition's right side) stands for: its names alone when it is
    only names and words of the whole business, else ``text`` whole."""
    text = text.strip()
    start, names = _reading(text, matcher)
    if names is not None and not text[:start].strip(" ,、"):
        return names
    return text


def _within(names: str, text: str, matcher: Matcher) -> bool:
    """Whether every KB name of ``names`` is named in ``text`` too."""
    held = {(m.kind, m.code) for m in matcher.find(_fold(text))}
    wanted = {(m.kind, m.code) for m in matcher.find(_fold(names)) if m.kind != "company"}
    return bool(wanted) and wanted <= held


def _narrows(term: str, thing: str) -> bool:
    """Whether a defined ``term``'s own name holds a part of the business its definition
    lacks (the Macau business (the "*Online* Business"), 「（以下「*オンライン*事業」という。）」):
    the term says more than the thing, so the definition is left as written."""
    lang = detect_lang(unicodedata.normalize("NFKC", term))
    if lang == "en":
        words = [Word(w, w, True) for w in re.findall(r"[a-z-]+", _fold(term))]
    else:
        words = [t.word for t in cjk_tokens(_fold(term), lang == "ja")]
    return any(part_word(w, lang) and w.surface not in _fold(thing) for w in words)


def _use_re(term: str) -> re.Pattern[str]:
    """A use of ``term``: in English after "the" or in quotes, in CJK as written."""
    body = re.escape(term.strip()).replace(r"\ ", r"\s+")
    if term.isascii():
        return re.compile(
            r"[" + _Q_OPEN + r"](?:the\s+)?" + body + r"(?![a-z])[" + _Q_CLOSE + r"]?"
            r"|(?<![a-z])the\s+" + body + r"(?![a-z])",
            re.IGNORECASE,
        )
    return re.compile(
        r"「" + body + r"」|“" + body + r"”|\"" + body + r"\"|『" + body + r"』|" + body
    )


def _names_itself(term: str, matcher: Matcher) -> bool:
    """Whether ``term`` is a KB name whole (「集团」, "Group"): it says what it stands for."""
    folded = _fold(term.strip())
    found = matcher.find(folded)
    return any(m.start == 0 and m.end == len(folded) for m in found)


_CUT = "\x00"
"""Where a sentence saying what a term means was taken out."""


def _without_emptied_sentences(text: str, matcher: Matcher) -> str:
    """``text`` less the sentences left from a definition taken out that now say nothing
    of their own ("Board paper para 3 uses ."), where the rest names all they name."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+|(?<=[。！？])", text) if s]
    rest = " ".join(s for s in sentences if _CUT not in s)
    lang = detect_lang(unicodedata.normalize("NFKC", text.replace(_CUT, "")))
    kept = [
        s
        for s in sentences
        if _CUT not in s
        or re.search(r"[?？]", s)
        or not plain_lead(s.replace(_CUT, " "), rest, lang, matcher)
    ]
    if len(kept) == len(sentences):
        return text.replace(_CUT, " ")
    joiner = " " if lang == "en" else ""
    return joiner.join(s.strip() for s in kept).replace(_CUT, " ")


def _definition(m: re.Match[str]) -> str:
    """What a matched definition or gloss says the term is (its English, Chinese or
    Japanese group)."""
    groups = m.groupdict()
    return groups.get("ref") or groups.get("zh") or groups.get("ja") or ""


def _take_meanings(text: str, terms: dict[str, str], matcher: Matcher) -> str:
    """A sentence saying what a term means: the definition goes, its term is recorded."""
    for pattern in (_EN_MEANS_RE, _CJK_MEANS_RE):
        while (m := pattern.search(text)) is not None:
            terms[m.group("term").strip()] = _referent(_definition(m), matcher)
            text = text[: m.start()] + _CUT + text[m.end() :]
    return text


def _take_brackets(text: str, terms: dict[str, str], matcher: Matcher) -> str:
    """A bracket after the thing it names: the thing stays, read as its names."""
    for pattern in (_EN_BRACKET_RE, _CJK_BRACKET_RE):
        at = 0
        while (m := pattern.search(text, at)) is not None:
            before = text[: m.start()]
            start, names = _reading(before, matcher)
            thing = names if names is not None else before[start:].strip()
            if not thing or _narrows(m.group("term"), thing):
                at = m.end()  # the "Online Business": the term's own name says more
                continue
            terms[m.group("term").strip()] = thing
            if names is None:
                text = before + text[m.end() :]
                at = len(before)
                continue
            lead = " " if re.match(r"[A-Za-z0-9]", before[start - 1 : start]) else ""
            if before[start - 1 : start] == " ":
                lead = ""
            text = before[:start] + lead + thing + text[m.end() :]
            at = len(before[:start] + lead + thing)
    return text


def _take_glosses(text: str, terms: dict[str, str], matcher: Matcher) -> str:
    """A use glossed by what it is: the gloss stands for the term."""
    for pattern in (_EN_GLOSS_RE, _CJK_GLOSS_RE):
        at = 0
        while (m := pattern.search(text, at)) is not None:
            ref = _definition(m)
            thing = _referent(ref, matcher)
            term = re.sub(r"^the\s+", "", m.group("term").strip(), flags=re.IGNORECASE)
            opens = m.start() == 0 or text[m.start() - 1] in _MARKS or pattern is _EN_GLOSS_RE
            if thing != ref.strip() and opens:
                terms[term] = thing  # 「。本件事業（ACMEの日本事業をいう。）」
                text = text[: m.start()] + thing + text[m.end() :]
                at = m.start() + len(thing)
            elif thing != ref.strip() and _within(thing, m.group("term"), matcher):
                # 「请提供香港业务（即ACME香港业务）」: a gloss restating the name before it.
                text = text[: m.start("term")] + m.group("term") + text[m.end() :]
                at = m.start("term") + len(m.group("term"))
            else:
                at = m.end()
    return text


def with_defined_terms(question: str, matcher: Matcher) -> str:
    """``question`` with its definitions taken out and each defined term written as what
    it defines (module docstring); ``question`` itself where it defines nothing."""
    terms: dict[str, str] = {}
    text = _take_meanings(question, terms, matcher)
    text = _take_brackets(text, terms, matcher)
    text = _take_glosses(text, terms, matcher)
    if not terms:
        return question
    text = _without_emptied_sentences(text, matcher)
    for term in sorted(terms, key=len, reverse=True):
        thing = terms[term]
        if not thing or _fold(term) == _fold(thing) or _names_itself(term, matcher):
            continue
        text = _use_re(term).sub(lambda _m, t=thing: t, text)
    text = re.sub(r"\s+and\s*(?=[.;,])|^\s*and\s+", " ", text)
    text = re.sub(r"(?<=[.;:,])\s*[,;.]+(?!\d)", "", text)
    text = re.sub(r"[；;，,、]+(?=[。；;])", "", text)
    text = re.sub(r"^[；;。，,、\s]+|(?<=[。；;])[；;。，,、]+", "", text)
    text = re.sub(r"[ \t]{2,}", " ", text).strip()
    return text if re.search(r"\w", text) else question
