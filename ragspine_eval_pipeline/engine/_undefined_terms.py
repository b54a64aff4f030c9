"""Terms a drafter uses whose definition is left open: asked about, never guessed.

A drafter may cite a term the agreement never defines, or say so: "refers to 'the Profits
of the Business' without further definition", "the Relevant Market (as such term is to be
defined in Schedule 2 …)", "Profit is capitalised but I can't find it in clause 1",
"revenue for the Territory", 「而“利润”一词未作定义」, 「以“扩张年度”的净利润为准」,
「「利益」の定義規定はございません」, 「「本市場」（定義条項は前回改訂で削除済み）」,
「「拡大年度」を基準とする」. Definitions are read first (``_defined_terms``); a term still
standing is open, unless a sentence defines it in a form that reader leaves (「「…」とは、
…（…。）における事業をいう」), and then it is left as written.

What the open term stands for is asked: a term headed by a closed class of nouns of a
market (market, territory, region, business; 市场, 地区, 业务; 市場, 事業, 地域) is written
as "the market" (该市场, 当該市場), one headed by a noun of a year (year, period; 年度, 财年,
当年) as "that year" (该年度, 当該年度), so the engine asks which market or year; a term
naming a figure the KB's names share ("Profits", 利润, 利益) stays, and is asked as such a
name always is. A term whose other words name a part of the business ("the Online
Territory"), a place or a name (a proper noun, a word no dictionary knows) or a KB name
is left as written, so it is refused or read as before. The
sentence or bracket saying the definition is open goes: it is the asker's note on the
draft, never part of the figure; a sentence only citing the open term where the
agreement uses it ("Clause 12 bases the earn-out on the 'Expansion Year'.") goes too when
a request follows.
"""

from __future__ import annotations

import re
import unicodedata
from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine._language import detect_lang
from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.kb.analysis import Word, cjk_tokens, english_word_classes

if TYPE_CHECKING:
    from ragspine_eval_pipeline.engine._names import Matcher

__all__ = ["with_open_terms_asked"]

_OPEN_EN = (
    r"without\s+(?:further\s+|any\s+)?definition|(?:is|are|was|were|has\s+been|have\s+been)"
    r"\s+(?:not|never|nowhere)\s+(?:yet\s+)?(?:been\s+)?defined|\bundefined\b|\bnot\s+defined\b"
    r"|as\s+such\s+term\s+(?:is|will\s+be)\s+(?:to\s+be\s+)?defined|(?:has|have)\s+no\s+definition"
    r"|capitali[sz]ed\s+but\s+(?:i|we)\s+(?:can(?:no|'|’)t|could\s*n(?:o|'|’)t|cannot)\s+find"
)
_OPEN_CJK = (
    r"未作出?定义|未作出?定義|未对[^。；;，,]{0,12}作出定义|未對[^。；;，,]{0,12}作出定義|未予定义"
    r"|(?:未|没有|沒有|尚未|未经|未經)(?:作出?|给出|給出)?(?:定义|定義|界定)"
    r"|定義(?:規定|条項|条)?(?:は|が)[^。]{0,20}?(?:ございません|ありません|ない|削除)"
    r"|定義されていない|定義されておりません|未定義"
)
_OPEN_RE = re.compile(_OPEN_EN + r"|" + _OPEN_CJK, re.IGNORECASE)
"""A statement that a term's definition is open (a closed class of phrasings)."""

_OPEN_BRACKET_RE = re.compile(
    r"\s*[(（][^()（）]*?(?:" + _OPEN_EN + r"|" + _OPEN_CJK + r")[^()（）]*[)）]", re.IGNORECASE
)

_MARKET_EN = frozenset(["market", "territory", "region", "jurisdiction", "business", "country"])
_YEAR_EN = frozenset(["year", "period"])
_MARKET_CJK = ("市场", "市場", "地区", "地區", "区域", "區域", "业务", "業務", "事業", "地域")
_YEAR_CJK = ("年度", "财年", "財年", "当年", "當年")
"""The closed classes of nouns heading a term for a market or a year."""

_ASKED = {
    ("en", "market"): "the market",
    ("en", "year"): "that year",
    ("zh", "market"): "该市场",
    ("zh", "year"): "该年度",
    ("ja", "market"): "当該市場",
    ("ja", "year"): "当該年度",
}

_EN_TERM_RE = re.compile(
    r"(?<![A-Za-z])the\s+(?P<term>(?:[A-Z][a-z-]+\s+){0,2}[A-Z][a-z]+)(?![\w'’-])(?!\s*['’]?\d)"
)
_QUOTED_RE = re.compile(
    r"「(?P<a>[^「」]{1,20})」|『(?P<b>[^『』]{1,20})』|“(?P<c>[^“”]{1,20})”|‘(?P<d>[^‘’]{1,20})’"
    r"|(?<![\w])\"(?P<e>[^\"]{1,20})\"|(?<![\w])'(?P<f>[^']{1,20})'(?![\w])"
)
"""A term in quotes of one pair (never from a double quote to an apostrophe)."""

_CITES_RE = re.compile(
    r"(?:clause|cl\.|schedule|recital|article|section|annex|paragraph|para\.?)\s*\(?[\dA-Z]"
    r"|agreement|contract|第[\d一二三四五六七八九十百〇零.]+(?:条|條|項|项|款)|附件|附表|別紙|别纸"
    r"|本(?:协议|協議|合同|契約|覚書)|契約書?|协议|協議|合同",
    re.IGNORECASE,
)
"""A sentence citing the agreement where the open term is used (a part by its number, the
agreement itself)."""
_SENTENCE_RE = re.compile(
    r"(?:[^.。;；!?！？\n]|\.(?=[\w(]))*(?:[.。;；!?！？]+[”’\"'」』)]*|\n|$)"
)
"""A sentence or a clause closed by a semicolon (a point within a number is no end)."""


_DEFINES_RE = re.compile(
    r"[」”\"』’']?\s*(?:とは|指|是指|系指|係指|means|shall|=|refers|is\s+defined)", re.IGNORECASE
)
"""What follows a term a sentence defines (「…」とは, “…”指, '…' means)."""


def _fold(text: str) -> str:
    return unicodedata.normalize("NFKC", text).casefold()


def _kind(term: str, lang: str, matcher: Matcher) -> str | None:
    """``market`` or ``year`` for an open term headed by such a noun whose other words
    name nothing (no KB name, no part of the business, no number); else None."""
    folded = _fold(term.strip())
    if re.search(r"\d", folded) or any(not m.misspelt for m in matcher.find(folded)):
        return None
    if lang == "en":
        words = re.findall(r"[a-z-]+", re.sub(r"^the\s+", "", folded))
        if not words or any(
            part_word(Word(w, w, True), lang) or not english_word_classes(w) for w in words
        ):
            return None  # a part of the business, or a word no dictionary knows (a name)
        head = words[-1]
        return "market" if head in _MARKET_EN else "year" if head in _YEAR_EN else None
    head = next((h for h in _MARKET_CJK + _YEAR_CJK if folded.endswith(h)), None)
    if head is None:
        return None
    modifier = folded[: -len(head)]
    tokens = cjk_tokens(modifier, lang == "ja") if modifier else []
    if any(part_word(t.word, lang) or t.word.name for t in tokens):
        return None  # a part of the business or a place (「中国本土事業」)
    return "market" if head in _MARKET_CJK else "year"


def _uses(term: str, lang: str) -> re.Pattern[str]:
    """A use of ``term``, quoted or not; in CJK a year term's modifier before any year
    word too (「扩张那一年」 for “扩张年度”)."""
    body = re.escape(term.strip()).replace(r"\ ", r"\s+")
    if lang == "en":
        return re.compile(r"[‘'“\"]?(?:the\s+)?" + body + r"(?![a-z])[’'”\"]?", re.IGNORECASE)
    quoted = r"[「“\"『]?" + body + r"[」”\"』]?"
    head = next((h for h in _YEAR_CJK if term.endswith(h)), None)
    if head and len(term) > len(head):
        modifier = re.escape(term[: -len(head)])
        quoted += (
            r"|" + modifier + r"(?:的|之|の)?(?:那一?|这一?|該|该|当|當)?(?:年度|财年|財年|年)"
        )
    return re.compile(quoted)


def _open_terms(text: str, lang: str, matcher: Matcher) -> dict[str, str]:
    """The open terms of ``text`` by what they ask for: quoted ones and, in English, a
    capitalised one after "the" (never a KB name, which ``_kind`` refuses)."""
    found: dict[str, str] = {}
    candidates = [next(g for g in m.groups() if g) for m in _QUOTED_RE.finditer(text)]
    if lang == "en":
        candidates += [m.group("term") for m in _EN_TERM_RE.finditer(text)]
    for term in candidates:
        if any(_DEFINES_RE.match(text, u.end()) for u in re.finditer(re.escape(term), text)):
            continue  # a definition written in a form not read: never an open term
        kind = _kind(term, lang, matcher)
        if kind:
            found[re.sub(r"^the\s+", "", term.strip(), flags=re.IGNORECASE)] = kind
    return found


_ASKS_RE = re.compile(
    r"[?？]|\b(?:please|pls|kindly|confirm|provide|state|can\s+you|could\s+you|what|how\s+many)\b"
    r"|请|請|麻烦|麻煩|多少|幾|いくら|何|ください|願|教えて|確認したい",
    re.IGNORECASE,
)
"""A sentence asking something: a question mark or a closed class of verbs of asking."""


def _asks(sentence: str) -> bool:
    """Whether ``sentence`` asks something (``_ASKS_RE``)."""
    return _ASKS_RE.search(sentence) is not None


def with_open_terms_asked(text: str, matcher: Matcher) -> str:
    """``text`` with its notes of an open definition taken out and each open term of a
    market or a year written as the phrase the engine asks about (module docstring);
    ``text`` itself when it holds none."""
    lang = detect_lang(unicodedata.normalize("NFKC", text))
    declared = _OPEN_RE.search(text) is not None
    out = _OPEN_BRACKET_RE.sub("", text)
    sentences = [s for s in _SENTENCE_RE.findall(out) if s.strip()]
    terms = _open_terms(out, lang, matcher)
    if not declared and not terms:
        return text
    kept = [s for s in sentences if not _OPEN_RE.search(s) and re.search(r"\w", s)]
    quoting = [
        s
        for s in kept
        if not _asks(s) and _CITES_RE.search(s) and any(_uses(t, lang).search(s) for t in terms)
    ]
    if declared or quoting:
        rest = [s for s in kept if s not in quoting]
        if rest and any(_asks(s) for s in rest):
            kept = rest
    if not kept or not any(_asks(s) for s in kept):
        return text
    joiner = " " if lang == "en" else ""
    out = joiner.join(s.strip() for s in kept)
    for term in sorted(terms, key=len, reverse=True):
        out = _uses(term, lang).sub(_ASKED[(lang, terms[term])], out)
    return out
