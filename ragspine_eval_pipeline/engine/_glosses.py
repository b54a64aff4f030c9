"""Glosses inside a request: a name followed by what it means, said again in other words.

"net profit — i.e. the bottom line after tax —", "the Macau headcount, a.k.a. the number
of people employed in our Macau business,", 「收入——即营业额——」, 「毛利率（也就是毛利除以
销售额）」, 「粗利益率（＝売上総利益÷売上高）」, 「利益（つまり儲けのこと）」. A gloss opens
with a word of "that is" (i.e., a.k.a., that is, namely, =, 即, 也就是, 指的是, つまり,
＝) inside brackets, after a dash or after a comma, or in Japanese closes on のこと inside
brackets; it runs to the bracket's close, the next dash, or (after a comma) the next
comma. Each of its comma-separated pieces is read against the request around it:

- a piece restates when every name it holds (a metric, a scope, a period, a unit; a
  metric described by its definition, ``_definitions``) is one the request names outside
  the gloss, the same codes, and the words left between its names are grammar or a
  qualifier the KB's vocabulary itself writes onto that metric's name to name it again
  ("after tax" of "profit after tax", 税后 of 税后利润). A restating piece is dropped;
- a piece naming nothing stands for the name before the gloss when that name is one the
  engine asks about anyway: a year described by an event ("the year of the expansion (i.e.
  the year we pushed into new stores)", 「拡大の年（つまり出店を増やした年のこと）」) or the
  asker's own market named by no name ("our market — i.e. the one I look after —",
  「うちの市場（＝私の担当エリアのこと）」, while the request names no market): dropped, so
  the engine asks which;
- any other piece stays as written, so a gloss naming a basis, a part or another measure
  ("net profit (i.e. before tax)", 「既存店売上高（＝開業から1年以上の店舗の売上のこと）」)
  is still refused as words the KB lacks are.

A gloss whose pieces are all dropped goes whole; one with a piece left keeps it in place.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from functools import lru_cache

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._corrections import name_spans
from ragspine_eval_pipeline.engine._definitions import as_named
from ragspine_eval_pipeline.engine._described_year import described_years
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._purpose_en import BASIS_WORDS
from ragspine_eval_pipeline.kb.analysis import LATIN_WORD_RE, cjk_tokens, normalize, stem
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = ["without_restating_glosses"]

_EQUALS = r"=(?!\s*[-+~≈]?\s*[$€¥£]?\s*\d)"
"""An equals sign, where no amount follows it: "= 1,600m?" states a figure to check."""

_OPENER = {
    "en": r"(?:(?<![a-z])(?:i\.\s?e\.?|ie\.?|viz\.?|a\.\s?k\.\s?a\.?|aka|also\s+known\s+as"
    r"|also\s+called|otherwise\s+known\s+as|that\s+is(?:\s+to\s+say)?|namely|in\s+other\s+words"
    r"|meaning|(?:also\s+)?referred\s+to\s+as|what\s+(?:[a-z]+\s+){0,2}calls?"
    r"|(?:we|they|you|people)\s+call(?:\s+it)?)"
    r"(?![a-z])|" + _EQUALS + r")[\s,:]*",
    "zh": r"(?:也就是说|也就是|就是说|指的是|是指|亦即|即|又称|又叫|也叫|也称|俗称|简称"
    r"|叫做|称为|称作|英文(?:里)?(?:叫|是|称)?|英语(?:里)?(?:叫|是|称)?|"
    + _EQUALS
    + r")[\s,，:：]*",
    "ja": r"(?:つまり|すなわち|要するに|要は|いわゆる|言い換えると|言い換えれば|別名"
    r"|英語で(?:いう|言う|は)?|" + _EQUALS + r")[\s,，、:：]*",
}
"""A word of "that is" opening a gloss, or one saying that another name follows ("what
accountants call", 「英文叫」, 「英語でいう」)."""

_TRAILING = {
    "en": r"(?:(?<![a-z])(?:that\s+is|in\s+other\s+words|i\.\s?e\.?|so\s+to\s+speak"
    r"|if\s+you\s+like|as\s+(?:we|they|people)\s+call\s+it)(?![a-z]))",
    "zh": r"(?:的意思|这个意思|那个意思)",
    "ja": r"(?:のこと|ということ)",
}
"""A word of "that is" closing a gloss in brackets ("(the bottom line, in other words)")."""

_BRACKET_OPENER = {"en": "", "zh": r"就是[\s,，:：]*|", "ja": ""}
"""A word opening a gloss only inside brackets: after a comma, 就是 opens a remark
(「，就是想问一下」)."""

_DASH = r"\s*(?:—+|–+|―+|-{2,}|\s-\s)\s*"
_STOP = r"[.?!。？！]"

_CLOSER_RE = re.compile(
    r"(?:の)?こと(?:です|でして|ですが|だ|で|を指します|を指す|を言います)?(?:が|けど|けれど)?$"
    r"|を指(?:します|す)$|的意思$|这个意思$"
)
"""A closing word of a gloss: 「…のこと(ですが)」, 「…を指します」, 「…的意思」."""

_OWN_MARKET_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:our|my)\s+(?:own\s+|home\s+|local\s+)?(?:markets?|regions?|countr(?:y|ies)"
        r"|territor(?:y|ies)|area)\s*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"(?:我们|我們|我|咱们|咱們)(?:的)?(?:这个|那个|這個|那個)?(?:市场|市場|地区|地區|区域|區域)\s*$"
    ),
    "ja": re.compile(r"(?:うち|私|僕|自分|弊社|当社)の(?:担当)?(?:市場|地域|エリア|国)\s*$"),
}
"""The asker's own market named by no name ("our market", 「我们的市场」, 「うちの市場」)."""


@dataclass(frozen=True)
class _Gloss:
    """A gloss found in a text: where its frame starts and ends, and its body."""

    start: int
    """Where the frame opens (the bracket, the dash or the comma)."""
    end: int
    """Where the frame closes (after the bracket or before the next dash or comma)."""
    body_start: int
    body_end: int
    closed: bool
    """Whether the frame closes before the sentence ends (a bracket, a dash, a comma): a
    gloss running to the end may hold the rest of the request."""
    of_metric: bool = False
    """Whether only a piece naming the metric again may be dropped: brackets with no word
    of "that is", after a metric ("revenue (the top line)"), where a year or a market
    alone is the one asked ("revenue (2024财年)"), not a gloss."""


def _closes(match: re.Match[str], text: str) -> bool:
    """Whether a gloss ends on a dash or before a comma, not at the sentence's end."""
    return bool(match.groupdict().get("close")) or text[match.end() :].lstrip()[:1] in (
        ",",
        "，",
        "、",
    )


_ZH_ASKED_RE = re.compile(r"(?:是|有|为|為)?(?:多少|几|幾)")


def _phrase_end(body: str, lang: str) -> int | None:
    """Where a gloss running to the sentence's end stops being a noun phrase: before the
    Japanese topic particle (「…差し引いた後の利益*は*いくら」) or the Chinese amount asked
    (「…税后利润*是多少*」). None in English, or when neither is there."""
    if lang == "zh":
        asked = _ZH_ASKED_RE.search(body)
        return asked.start() if asked else None
    if lang != "ja":
        return None
    at = 0
    topic = None
    for token in cjk_tokens(body, True):
        at = body.find(token.word.surface, at)
        if token.word.surface == "は" and token.tag == "助詞":
            topic = at
        at += len(token.word.surface)
    return topic


def _glosses(text: str, lang: str, matcher: Matcher | None = None) -> list[_Gloss]:
    """The glosses of ``text`` (NFKC text in), in order, none overlapping."""
    opener = _OPENER[lang]
    flags = re.IGNORECASE
    found: list[_Gloss] = []
    for m in re.finditer(
        r"[(（]\s*(?P<open>"
        + _BRACKET_OPENER[lang]
        + opener
        + r")?(?P<body>[^()（）]+?)(?P<trail>\s*[,，]?\s*"
        + _TRAILING[lang]
        + r")?\s*[)）]",
        text,
        flags,
    ):
        body = m.group("body")
        if m.group("open") or (lang == "ja" and _CLOSER_RE.search(body)):
            found.append(_Gloss(m.start(), m.end(), m.start("body"), m.end("body"), True))
        elif m.group("trail") or (
            matcher is not None and _after_a_metric(text[: m.start()], matcher)
        ):
            # "net profit (the bottom line, in other words)", "gross margin (gross profit /
            # revenue)": read as a gloss, its words left as written when a piece stays.
            found.append(_Gloss(m.start(), m.end(), m.start("body"), m.end("body"), False, True))
    for m in re.finditer(
        _DASH
        + r"(?P<open>"
        + opener
        + r")(?P<body>.+?)(?P<close>"
        + _DASH
        + r"|(?=[,，]|"
        + _STOP
        + r"|$))",
        text,
        flags,
    ):
        found.append(_Gloss(m.start(), m.end(), m.start("body"), m.end("body"), _closes(m, text)))
    for m in re.finditer(
        r"\s*[,，、]\s*(?P<open>"
        + opener
        + r")(?P<body>[^,，、.?!。？！()（）]+?)(?=\s*(?:[,，、]|"
        + _STOP
        + r"|$))",
        text,
        flags,
    ):
        end = m.end("body")
        if not _closes(m, text) and (cut := _phrase_end(m.group("body"), lang)):
            end = m.start("body") + cut
            found.append(_Gloss(m.start(), end, m.start("body"), end, True))
            continue
        found.append(_Gloss(m.start(), end, m.start("body"), end, _closes(m, text)))
    kept: list[_Gloss] = []
    for gloss in sorted(found, key=lambda g: (g.start, -g.end)):
        if all(gloss.start >= k.end or gloss.end <= k.start for k in kept):
            kept.append(gloss)
    return kept


@lru_cache(maxsize=16)
def _qualifiers(matcher: Matcher) -> dict[str, frozenset[tuple[str, ...] | str]]:
    """For each metric, the words the vocabulary writes onto one of its names to name it
    again: ("after", "tax") of "profit after tax", ("net",) of "net sales", 税后 of 税后利润."""
    out: dict[str, set[tuple[str, ...] | str]] = {}
    for key, hits in matcher.latin.items():
        for kind, code in hits:
            if kind != "metric":
                continue
            for i in range(1, len(key)):
                for rest, qualifier in ((key[i:], key[:i]), (key[:i], key[i:])):
                    if ("metric", code) in matcher.latin.get(rest, ()):
                        out.setdefault(code, set()).add(qualifier)
    cjk = dict(matcher.cjk)
    for alias, hits in matcher.cjk:
        for kind, code in hits:
            if kind != "metric":
                continue
            for i in range(1, len(alias)):
                for rest, qualifier in ((alias[i:], alias[:i]), (alias[:i], alias[i:])):
                    if ("metric", code) in cjk.get(rest, ()):
                        out.setdefault(code, set()).add(qualifier)
    return {code: frozenset(words) for code, words in out.items()}


def _named(
    text: str, lang: str, reference_date: date, matcher: Matcher
) -> list[tuple[int, int, frozenset[tuple[str, str]]]]:
    """The names of ``text`` grouped by span: each span and the kinds and codes it names."""
    groups: dict[tuple[int, int], set[tuple[str, str]]] = {}
    for kind, code, start, end in name_spans(text, lang, reference_date, matcher):
        groups.setdefault((start, end), set()).add((kind, code))
    for m in matcher.find(normalize(text)):
        if m.kind == "company":
            groups.setdefault((m.start, m.end), set()).add(("scope", matcher.group_scope or ""))
    # A year inside a document's name (ACME_FY2024_Results.pptx) names no year asked.
    return [
        (s, e, frozenset(codes))
        for (s, e), codes in sorted(groups.items())
        if not any(a <= s and e <= b and (a, b) != (s, e) for a, b in groups)
    ]


def _piece_names(
    piece: str, lang: str, reference_date: date, matcher: Matcher
) -> tuple[str, list[tuple[int, int, frozenset[tuple[str, str]]]]]:
    """``piece`` with a metric described by its definition written as its code, and its
    names. A Japanese gloss is a noun phrase standing for the name before it: the
    vocabulary's names written after their particle (「の儲け」) are found in it too."""
    read = as_named(piece, lang, reference_date, matcher)
    names = _named(read, lang, reference_date, matcher)
    if lang == "ja" and not names:
        shifted = _named("の" + read, lang, reference_date, matcher)
        names = [(max(s - 1, 0), e - 1, codes) for s, e, codes in shifted if e > 1]
    return read, names


_FUNCTION_TAGS = frozenset(
    {"u", "uj", "ul", "uz", "ug", "uv", "ud", "p", "c", "r", "y", "e", "x"}
    | {"助詞", "助動詞", "補助記号", "記号", "代名詞", "接続詞", "空白"}
)
"""The analysers' tags of function words (particles, prepositions, conjunctions,
pronouns, marks); any other word of a gloss, a place word (线上) or an adverb (只) too,
may say which part of the figure is meant."""


def _grammar_only(run: str, lang: str, qualifiers: frozenset[tuple[str, ...] | str]) -> bool:
    """Whether ``run``, the words of a piece between its names, is grammar or a qualifier
    the vocabulary writes onto the metric named ("after tax")."""
    norm = normalize(run)
    words = LATIN_WORD_RE.findall(norm)
    if words and tuple(stem(w) for w in words) in qualifiers:
        return True
    for word in words:
        if not (word in STOPWORDS or word in gr.ENGLISH_GRAMMAR or word in gr.DEFINITION_LINKS):
            return False
    for cjk in re.findall(r"[^\sa-z0-9,，、・.。!！?？:：;；'’\"=()（）-]+", norm):
        if cjk in qualifiers:
            continue
        for token in cjk_tokens(cjk, lang == "ja"):
            surface = token.word.surface
            if token.tag in _FUNCTION_TAGS or surface in gr.DEFINITION_LINKS:
                continue
            if surface in gr.CHINESE_GRAMMAR or surface in gr.JAPANESE_GRAMMAR:
                continue
            return False
    return True


_WHOLE_YEAR_MONTHS_RE = re.compile(
    r"(?<![a-z])(?:from\s+)?jan(?:uary)?\.?(?:\s+1(?:st)?)?\s*(?:to|through|thru|until|-|–)\s*"
    r"dec(?:ember)?\.?(?:\s+31(?:st)?)?(?![a-z])"
    r"|(?<![0-9])1月(?:1日)?\s*(?:から|〜|～|~|-|–|—|至|到)\s*(?:同年)?12月(?:31日)?(?:まで)?",
    re.IGNORECASE,
)
"""The months from the first to the last of a year ("January to December", 「1月～12月」,
「1月至12月」): a fiscal year is a calendar year, so they restate the year named beside
them and are passed over."""


_SLASH_RE = {
    "en": re.compile(r"(?<=[a-z])\s*/\s*(?=[a-z])", re.IGNORECASE),
    "zh": re.compile(r"(?<=[\u4e00-\u9fff])\s*/\s*(?=[\u4e00-\u9fff])"),
    "ja": re.compile(r"(?<=[\u3040-\u30ff\u4e00-\u9fff])\s*/\s*(?=[\u3040-\u30ff\u4e00-\u9fff])"),
}
_DIVIDED = {"en": " divided by ", "zh": "除以", "ja": "÷"}
"""A slash between two words of a gloss ("gross profit / revenue", 「毛利/收入」): a
definition written as a fraction, read as the one divided by the other."""


def _restates(
    piece: str,
    outside: list[frozenset[tuple[str, str]]],
    lang: str,
    reference_date: date,
    matcher: Matcher,
) -> bool | None:
    """Whether ``piece`` names again only what the request names ``outside`` the gloss;
    None when it names nothing at all."""
    piece = _SLASH_RE[lang].sub(_DIVIDED[lang], _WHOLE_YEAR_MONTHS_RE.sub(" ", piece))
    read, names = _piece_names(piece, lang, reference_date, matcher)
    if not names:
        return None
    if any(codes not in outside for _, _, codes in names):
        return False
    quals = _qualifiers(matcher)
    qualifiers = frozenset(
        q
        for _, _, codes in names
        for kind, code in codes
        if kind == "metric"
        for q in quals.get(code, ())
    )
    at = 0
    for start, end, _ in names:
        if not _grammar_only(read[at:start], lang, qualifiers):
            return False
        at = max(at, end)
    return _grammar_only(read[at:], lang, qualifiers)


def _asked_anyway(
    before: str, rest: str, lang: str, reference_date: date, matcher: Matcher
) -> bool:
    """Whether the words before a gloss end on a phrase the engine asks about whatever the
    gloss says: a year described by an event, or the asker's own market with no market
    named anywhere in the request."""
    norm = normalize(before).rstrip()
    if any(end == len(norm) for _, end in described_years(norm, lang)):
        return True
    if not _OWN_MARKET_RE[lang].search(norm):
        return False
    return not any(
        kind == "scope"
        for codes in _outside_names(rest, lang, reference_date, matcher)
        for kind, _ in codes
    )


def _outside_names(
    text: str, lang: str, reference_date: date, matcher: Matcher
) -> list[frozenset[tuple[str, str]]]:
    return [codes for _, _, codes in _named(text, lang, reference_date, matcher)]


def _read_gloss(
    text: str, gloss: _Gloss, lang: str, reference_date: date, matcher: Matcher
) -> str | None:
    """``text`` with ``gloss`` read; None when it stays as written."""
    rest = text[: gloss.start] + " " + text[gloss.end :]
    outside = _outside_names(rest, lang, reference_date, matcher)
    body = text[gloss.body_start : gloss.body_end].strip()
    body = _CLOSER_RE.sub("", body).strip()
    pieces = [p for p in re.split(r"\s*[,，、]\s*", body) if p.strip()]
    if not pieces:
        return None
    other = _another_year(text, gloss, body, lang, reference_date, matcher)
    if other is not None:
        return other
    kept: list[str] = []
    for piece in pieces:
        restates = _restates(piece, outside, lang, reference_date, matcher)
        if gloss.of_metric and not _names_a_metric(piece, lang, reference_date, matcher):
            restates = False
        elif restates is None:
            restates = _asked_anyway(text[: gloss.start], rest, lang, reference_date, matcher)
        if not restates:
            kept.append(piece)
    if len(kept) == len(pieces):
        if not gloss.closed or not _after_a_metric(text[: gloss.start], matcher):
            return None
        if not _names_a_basis(body):
            return None  # a description in the asker's words ("the money we kept") is left
        # "net profit (i.e. before tax)": the words are read as any beside the name are.
        read = _without_opener(text, gloss, lang)
        return read if read != text else None
    gap = " " if lang == "en" else ""
    if not kept:
        return text[: gloss.start].rstrip() + gap + text[gloss.end :].lstrip()
    sep = ", " if lang == "en" else "，"
    return _without_opener(text, gloss, lang, sep.join(kept))


def _names_a_basis(body: str) -> bool:
    """Whether a gloss's words name a basis of counting or a channel ("before *tax*",
    "*online* only"): a gloss that may change the figure, read as words beside its name."""
    words = set(re.findall(r"[a-z]+", body.casefold()))
    return bool(words & (BASIS_WORDS | gr.CHANNEL_WORDS))


def _without_opener(text: str, gloss: _Gloss, lang: str, body: str | None = None) -> str:
    """``text`` with the gloss's word of "that is" taken out, its body (or ``body``) left
    where it stands."""
    frame = re.sub(
        "(?:" + _BRACKET_OPENER[lang] + _OPENER[lang] + r")$",
        "",
        text[gloss.start : gloss.body_start],
        flags=re.IGNORECASE,
    )
    if body is None:
        body = text[gloss.body_start : gloss.body_end]
    return text[: gloss.start] + frame + body + text[gloss.body_end :]


_OR = {"en": " or ", "zh": "或", "ja": "または"}


def _another_year(
    text: str, gloss: _Gloss, body: str, lang: str, reference_date: date, matcher: Matcher
) -> str | None:
    """``text`` with a gloss naming another year than the one it glosses ("FY2024 (i.e.
    last year)" asked in 2026, 「2024财年（即去年）」) read as the two years, of which the
    engine asks which: the asker takes them for one, and neither is assumed. None when
    the gloss names something else or the same year."""
    if gloss.body_start == gloss.start:
        return None
    said = _named(body, lang, reference_date, matcher)
    if not said or any(kind != "period" for _, _, codes in said for kind, _ in codes):
        return None
    before = text[: gloss.start].rstrip()
    head = [
        codes
        for _, end, codes in _named(before, lang, reference_date, matcher)
        if end == len(before)
    ]
    if not head or any(kind != "period" for kind, _ in head[-1]):
        return None
    if all(codes == head[-1] for _, _, codes in said):
        return None
    start, end = said[0][0], said[-1][1]
    return before + _OR[lang] + body[start:end] + text[gloss.end :]


def _names_a_metric(piece: str, lang: str, reference_date: date, matcher: Matcher) -> bool:
    """Whether ``piece`` names a metric, by a name or by its definition."""
    _, names = _piece_names(
        _SLASH_RE[lang].sub(_DIVIDED[lang], piece), lang, reference_date, matcher
    )
    return any(kind == "metric" for _, _, codes in names for kind, _ in codes)


def _after_a_metric(before: str, matcher: Matcher) -> bool:
    """Whether ``before`` ends on a metric's name: the gloss says what that metric is."""
    norm = normalize(before).rstrip()
    return any(m.kind == "metric" and m.end == len(norm) for m in matcher.find(norm))


def _inline_name_again(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` less a word of "that is" written straight between two names of the same
    thing, and the second name ("revenue a.k.a. sales", 「净利润即税后利润」)."""
    for m in re.finditer(r"(?<=[^\s,，、(（—–-])\s*(?:" + _OPENER[lang] + ")", text, re.I):
        before = text[: m.start()]
        head = [c for _, e, c in _named(before, lang, reference_date, matcher) if e == len(before)]
        after = _named(text[m.end() :], lang, reference_date, matcher)
        lead = re.match(r"(?:the\s+)?", text[m.end() :], re.I)
        if (
            head
            and after
            and after[0][0] == (lead.end() if lead else 0)
            and after[0][2] == head[-1]
        ):
            return text[: m.start()] + text[m.end() + after[0][1] :]
    return text


def without_restating_glosses(text: str, lang: str, reference_date: date, matcher: Matcher) -> str:
    """``text`` with the glosses that restate a name it holds, or that describe a year or
    market the engine asks about, read (see the module's docstring); as it is otherwise."""
    if lang not in _OPENER:
        return text
    folded = unicodedata.normalize("NFKC", text)
    if len(normalize(folded)) != len(folded):
        return text
    read_any = False
    for _ in range(4):
        for gloss in _glosses(folded, lang, matcher):
            read = _read_gloss(folded, gloss, lang, reference_date, matcher)
            if read is not None:
                folded, read_any = read, True
                break
        else:
            break
    again = _inline_name_again(folded, lang, reference_date, matcher)
    return again if read_any or again != folded else text
