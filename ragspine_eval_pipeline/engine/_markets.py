"""A figure asked of a market the asker does not name: ask which market, never answer.

"What was EBITDA in FY2023? Not the group total, one of the markets, I forgot which",
「不要集团的，要某个市场的」, 「グループ全体ではなく国別の数字が欲しい」: the request rules out
the group (or asks "one of the markets") and says, with a word for a market (market,
country, segment, 市场, 国家, 国別), that one market's figure is wanted, but names none.
The group's figure would be a substitution and the words are no part the KB lacks, so
the engine asks which market, offering the markets that report the metric.

The words that say so are read here; ``_question`` reads the request without them and
``_route`` asks the scope among the markets only.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

_MARKET_WORD_RE = {
    "en": re.compile(
        r"\b(?:markets?|countr(?:y|ies)|segments?|regions?|territor(?:y|ies)|local)\b"
    ),
    "zh": re.compile(
        r"市场|國家|地區|区域|區域|国家|地区|分部|国别|本地|当地|當地|(?<![a-z])markets?(?![a-z])"
    ),
    "ja": re.compile(
        r"国別|国|市場|地域|エリア|セグメント|現地法人|現地子会社|海外の?(?:法人|子会社)|地元"
    ),
}
"""A word for one market of the group, in each language."""

_ONE_MARKET_RE = {
    "en": re.compile(
        r"(?:\b(?:for|in|of|from|at)\s+)?\b(?:(?:one|some|any|a|a single|a particular|a certain)"
        r"(?:\s+of\s+(?:the|our|its|acme's))?\s+(?:markets?|countr(?:y|ies)|segments?|regions?)"
        r"|(?:their|our|your|its|the\s+local)\s+(?:own\s+|home\s+|local\s+)?"
        r"(?:market|country|region|territory)"
        r"(?!\s+share)"
        r"|(?:my|my\s+own)\s+(?:home\s+|local\s+)?(?:market|country|region|territory)"
        r"(?:'s)?(?!\s+share)"
        r"|(?:the\s+)?(?:market|country|region|territory)\s+(?:i|we)\s+(?:cover|run|manage|oversee|look\s+after|am\s+responsible\s+for|are\s+responsible\s+for)"
        r"|(?:our|my|the|your)\s+local\s+(?:market|business|stores?|shops?|operations?|branch)"
        r"(?!\s+share)"
        r"|(?:that|this|the\s+said)\s+(?:market|country|segment|region)"
        r"(?!\s+share)|the\s+(?:market|country|segment|region)\s+in\s+question"
        r"|the\s+region(?:'s|\s+(?!share))(?!of\b|around\b))\b",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"(?:某个|某一个|其中一个|其中某个|某)(?:市场|国家|地区|分部)的?"
        r"|(?:他们|她们|他們|她們|我们|我們|咱们|咱們|你们|你們|本地|当地|當地)的?(?:市场|市場)"
        r"(?!份额|占有率)的?"
        r"|(?:该|該|上述|本|这个|這個|那个|那個)(?:市场|市場|地区|地區|区域|區域)(?!份额|占有率)的?"
        r"|(?:该|該|那个|那個|这个|這個|那|这|這)(?:国家|國家)(?!份额|占有率)的?"
        r"|(?:我们|我們|咱们|咱們)?(?:本地|当地|當地)的?(?:生意|业务|業務|门店|門店|店铺|店鋪|商店|店)"
        r"(?!份额|占有率)的?"
        r"|我(?:所)?(?:负责|負責|分管|管|在|所在)的?(?:市场|市場|地区|地區|区域|區域)(?!份额|占有率)的?"
    ),
    "ja": re.compile(
        r"(?:どこかの|いずれかの|ある)(?:国|市場|地域|セグメント)の|国別の"
        r"|(?:海外の?)?現地(?:法人|子会社)の?|海外(?:の)?(?:法人|子会社)の?"
        r"|(?:その|あの|例の|うちの|彼らの|先方の|地元の|当地の)(?:市場|地域|国(?![内外際民債家語産])|お国)"
        r"(?!シェア)の?"
        r"|(?:当該|該当|同|上記|前記)の?(?:市場|地域|エリア|国(?![内外際民債家語産]))(?!シェア)の?"
        r"|(?:自分の|私の|僕の)?(?:担当|管轄|所管)(?:の|する|している)?(?:市場|地域|国|エリア)(?!シェア)の?"
        r"|(?:自分|私|僕)の(?:市場|地域|エリア)(?!シェア)の?"
        r"|(?:私どもの|うちの|私の)?地元の(?:事業|お店|店舗|店|商売)の?"
    ),
}
"""A market named only as one of several ("one of the markets", 某个市场的, 国別の), by
its local or overseas entity with no market said (「*現地法人の*売上高」,
「*海外子会社の*売上高」), or pointed at by whose it is ("*their market*", 「*他们市场*」,
「*その市場*の」, 「*例の地域*の」, 「*その国*の」), or by a word pointing back at one that nothing
before names ("*that market*", "*the market in question*", "*the region*'s", 「*该市场*」,
「*该区域*」, 「*那个国家*」, 「*当該市場*の」, 「*当該地域*の」, 「*同国*の」), or by the asker's
role with no market named ("*my region*", "*our region*", "the *country I cover*",
「*我负责的区域*」, 「*本地区*」, 「*担当エリア*の」), or by the asker's locality ("*our local*
stores", 「*本地的*门店」, 「*地元の*事業」): one market, which the question does not name."""

_NOT_BEFORE_RE = {
    "en": re.compile(
        r"\b(?:not|rather than|instead of|other than|excluding)\s+(?:for\s+)?(?:the\s+)?$"
    ),
    "zh": re.compile(r"(?:不要|不是|不看|不需要|而不是|非)\s*$"),
    "ja": re.compile(r"(?!)"),
}
_NOT_AFTER_RE = {
    "en": re.compile(r"(?!)"),
    "zh": re.compile(r"(?!)"),
    "ja": re.compile(r"^(?:全体|全社|連結)?(?:の(?:数字|数値)?)?(?:ではなく|じゃなく|でなく)"),
}
"""A negation said of the group: before its name in English and Chinese ("not the
group", 不要集团), after it in Japanese (グループ全体ではなく)."""


def rules_out_group(text: str, lang: str, matcher: Matcher, group: str | None) -> bool:
    """Whether ``text`` says the figure of the group (scope ``group``) is not the one
    wanted."""
    norm = normalize(text)
    for m in matcher.find(norm):
        if m.kind not in ("scope", "company") or m.code != group:
            continue
        if _NOT_BEFORE_RE[lang].search(norm[: m.start]) or _NOT_AFTER_RE[lang].search(
            norm[m.end :]
        ):
            return True
    return False


def asks_an_unnamed_market(text: str, lang: str, matcher: Matcher, group: str | None) -> bool:
    """Whether ``text`` asks one market's figure without naming the market: it rules out
    the group ("Not the group's.", 「不要集团的」: the figure of some market, whether a word
    for a market says so or not), or names a market only as one of several, and names no
    market of the KB."""
    norm = normalize(text)
    if lang not in _MARKET_WORD_RE:
        return False
    if any(m.kind == "scope" and m.code != group for m in matcher.find(norm)):
        return False
    if rules_out_group(text, lang, matcher, group):
        return True
    return any(
        _MARKET_WORD_RE[read].search(norm) and _ONE_MARKET_RE[read].search(norm)
        for read in _read_in(norm, lang)
    )


def _read_in(text: str, lang: str) -> tuple[str, ...]:
    """The languages ``text`` is read in: its own, and in an English message quoting
    Chinese or Japanese words (「当該市場の売上高」), theirs too."""
    if lang == "en" and re.search(r"[\u3040-\u30ff\u3400-\u9fff]", text):
        return ("en", "ja", "zh")
    return (lang,)


def without_one_market(piece: str, lang: str) -> str:
    """``piece`` with the words naming a market only as one of several taken out."""
    for read in _read_in(piece, lang):
        piece = _ONE_MARKET_RE[read].sub(" ", piece)
    return piece.strip()


def names_a_market_word(piece: str, lang: str) -> bool:
    """Whether ``piece`` holds a word for a market."""
    return bool(_MARKET_WORD_RE[lang].search(normalize(piece)))


_JA_SCOPE_HEADS = ("事業", "業務", "市場", "部門")
_JA_NO_RE = re.compile(r"([\u30a0-\u30ff\u4e00-\u9fff]{1,8})の(" + "|".join(_JA_SCOPE_HEADS) + ")")


def with_scope_compounds(text: str, lang: str, matcher: Matcher) -> str:
    """Japanese ``text`` with a modifier joined to the head noun after の where the KB's
    vocabulary names the compound as a scope (「海外*の*事業」 → 海外事業): the same market
    words, so the engine asks which market as it does for the compound."""
    if lang != "ja":
        return text

    def join(match: re.Match[str]) -> str:
        compound = match.group(1) + match.group(2)
        found = matcher.find(normalize(compound))
        whole = any(m.kind == "scope" and m.end - m.start == len(compound) for m in found)
        return compound if whole else match.group()

    return _JA_NO_RE.sub(join, text)
