"""Whether a passage states the measure a narrative question asks of its topic.

* **A share asked** (a share, ratio, proportion, percentage or rate of a topic: "What is
  the gender ratio of managers?", "What share of managers are women?", 「管理職の女性比率
  は？」, 「女性管理层的比例是多少」, ``asks_a_share``) is a number. A passage answers it only
  where one sentence holds the topic and writes a share (a percentage, a fraction), or the
  next one does (``writes_share_of``): a paragraph on a mentoring programme "to raise the
  ratio of women managers", or on the gender pay gap, states none; nor does a sentence
  giving women's share of management positions, for a gender ratio it never names. Every
  head phrase of what the share is of (``share_topic``: written onto the share noun or
  after its preposition in English, before it in Chinese and Japanese) is held by that
  sentence (half its weight, ``_topic``), or a segment of it stating the whole of one
  ("*all* managers completed …"). A head the passage's text never writes may be held by
  its keywords in the question's language instead (线上 of a plan saying 网店). A target of
  a share is read by ``_topic``.
* **A name asked what it is** ("What is free cash flow?", 「什么是自由现金流」,
  ``asks_what_it_is``) is one thing, named by all its words: a passage holding only part of
  the name ("internal cash flow", 「内部现金流」) speaks of another. The name is the
  question's phrase with the describing words written onto it that the analyser sets
  aside (自由 of 自由现金流, ``name_asked``), less a trailing word that is no noun
  ("free cash flow *according* to the company"). A name closing on a word of what
  explains or is wanted of a topic ("capital allocation *priorities*") is read as before:
  its passage says it in its own words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ragspine_eval_pipeline.engine._attribute import _explains
from ragspine_eval_pipeline.engine._planned import PLAN_WORDS_RE
from ragspine_eval_pipeline.engine._topic import _names_a_topic, _verbal, holds_a_head, sentences
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    LATIN_WORD_RE,
    Word,
    cjk_tokens,
    english_word_classes,
    latin_words,
    normalize,
    words_in_order,
)

__all__ = [
    "asks_a_change",
    "asks_a_share",
    "asks_what_it_is",
    "holds_the_name",
    "less_changes",
    "less_meaning",
    "market_after_whole",
    "name_asked",
    "names_a_thing",
    "share_noun_outside",
    "share_part",
    "share_topic",
    "share_written",
    "without_share_words",
    "writes_a_share",
    "writes_market_share",
    "writes_share_naming",
    "writes_share_of",
]

_SHARE_NOUN_EN = r"(?:share|ratio|proportion|percentage|percent|fraction|portion|rate)s?"
_SHARE_NOUN_CJK = (
    r"(?:比例|占比|比率|比重|百分比|份额|割合|構成比|シェア|為替(?:レート|相場)|(?<![效効確])率)"
)

_CHANGE_ZH = r"增长|增幅|增加|下降|下滑|减少|削减|降低|提高|提升|上升|上涨|下跌"
"""Chinese verbs of a change: a percentage asked of one (「削减了百分之几」) is no share."""

_CHANGE_JA = (
    r"削減|減|増|伸|上昇|低下|下落|改善|向上|成長|アップ|ダウン|引き上|引き下|上が|下が|高ま|低下"
)
"""Japanese words of a change: a percentage asked of one (「何%削減」, 「何%増えた」) is none
of a share."""

_PERCENT_ASKED = r"(?<![\d.\s])\s*%|百分之(?:几|多少)?|几成|多少成|何\s*(?:%|パーセント|割)"
"""A percentage asked: a percent sign after no number ("what *%* of"), 「百分之几」, 「何%」."""

_PERCENT_JA = (
    r"何\s*(?:%|パーセント|割)(?!\s*(?:も|ほど|くらい|ぐらい|程度)?\s*(?:" + _CHANGE_JA + r"))"
)
"""A Japanese percentage asked (「何%」, 「何割」), no change (「何%削減」): a share where it is of
a whole (「店舗の*何割*」, 「売上のうち会員は*何%*」), of what follows (「*何%*の店舗」) or after a
share noun (「比率は…*何%*」, 「導入率、FY25末で*何%*」); 「GSTは何%に」 asks a rate, no share."""

_LABEL_AFTER = r"(?:(?:\s+|[（(])[^\s、，,。？?（）()はが是为]{1,12}?[)）]?)?"
"""A label set after a CJK share noun by a space or in brackets, before the question
(a table row's cells joined, 「女性管理職比率 FY2025は？」, 「比率（グループ）は？」)."""

_JA_WHEN = r"[^、。？?!！はが]{1,16}?(?:時点|末|年度|年|期)(?:で|に|には|では)?"
"""A time said between a Japanese share's topic and its question word (「比率は*2025年度末
時点で*何％」): when the share stood, not what it is of."""

_ASKS_SHARE_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:what|which)(?:\s+(?:is|are|was|were)|['’]s)\s+"
        r"(?:the|its|their|our|[a-z0-9+&]+['’]s?)\s+(?:[a-z'’-]+\s+){0,3}?"
        + _SHARE_NOUN_EN
        + r"(?=\s*(?:$|[?.,;]|(?:of|for|among|in|at|on|across|within)(?![a-z])))"
        r"|(?<![a-z])(?:what|which)\s+(?:" + _SHARE_NOUN_EN + r"|%)\s+of(?![a-z])"
        r"|(?<![a-z])how\s+many\s+(?:percent|per\s+cent|%)\s+of(?![a-z])"
        r"|(?<![a-z])(?:tell|give|show|send)\s+(?:me|us)\s+(?:the|its|their|our|[a-z0-9+&]+['’]s?)"
        r"\s+(?:[a-z'’-]+\s+){0,3}?"
        + _SHARE_NOUN_EN
        + r"(?=\s*(?:$|[?.,;]|(?:of|for|among|in|at|on"
        r"|across|within)(?![a-z])))"
    ),
    "zh": re.compile(
        _SHARE_NOUN_CJK
        + _LABEL_AFTER
        + r"\s*(?:是|为|有|大概|大约|约|现在|目前|达到|到了|能达到)*\s*"
        r"(?:多少|几|百分之几|多高)"
        r"|占\s*了?\s*(?:多少|几成|百分之几|百分之多少)"
        r"|占[^，,。？?]{1,12}?的\s*(?:百分之(?:几|多少)|几成)"
        r"|(?:有|是|为|达到|约|大约|大概)\s*(?:百分之(?:几|多少)|几成|多少成)"
        r"(?!\s*的?\s*(?:" + _CHANGE_ZH + r"))"
        r"|" + _SHARE_NOUN_CJK + r"\s*(?:是|为)?\s*(?:呢|吗)?\s*(?:[?？]|$)"
        r"|(?:告诉|告訴|提供|给|給|说|說|查|报|報)[^，,。？?]{0,4}"
        + r"[^，,。？?]*?"
        + _SHARE_NOUN_CJK
    ),
    "ja": re.compile(
        _SHARE_NOUN_CJK
        + _LABEL_AFTER
        + r"\s*(?:は|って|が)\s*(?:今|現在|いま|実際|"
        + _JA_WHEN
        + r")?\s*"
        r"(?:(?:何|なん)(?=\s*(?:%|パーセント|割|です|でしょう|\?|$))|いくつ|どのくらい|どれくらい"
        r"|どれ位|どの程度|いくら|\?|$)"
        r"|何\s*(?:%|パーセント|割)\s*を?\s*占め"
        r"|(?:(?<!比)の|(?:のうち|うち|に占める)[^。？?！!]{0,20}?)"
        + _PERCENT_JA
        + r"|"
        + _PERCENT_JA
        + r"の(?!\s*(?:"
        + _CHANGE_JA
        + r"))"
        + r"|"
        + _SHARE_NOUN_CJK
        + _LABEL_AFTER
        + r"\s*(?:は|って|が|、|,)[^。？?！!]{1,24}?"
        + r"(?:どのくらい|どれくらい|どれ位|どの程度|いくつ|"
        + _PERCENT_JA
        + r")"
        r"|"
        + _SHARE_NOUN_CJK
        + r"\s*(?:を|について|が)?\s*(?:教え|知りた|お願い|ください|下さい|伺"
        r"|お聞かせ|ご教示)"
    ),
}
"""A question asking a share of its topic: in English the share noun asked by "what is
the …" or "what share of"; in Chinese and Japanese the share noun before the question
word (「比例是多少」, 「比率は何%」, 「割合は？」) or closing the question (「比例？」), or a part
of the whole asked (「占多少」, 「何%を占め」). A request to be told or given it is asked too
("Tell me the gender ratio", 「请告诉我…比例」, 「…比率を教えてください」). A percentage
asked of a change (「何%削减」) is no share. An exchange rate asked ("the yen exchange
rate", 「日元的汇率是多少」, 「円の為替レートはいくら」) is a rate too, written as one
currency's price in another (``share_written``)."""

_EXCHANGE_RE = re.compile(r"(?<![a-z])(?:exchange|fx|currency)\s+rates?(?![a-z])|[汇匯]率|為替")
"""A rate asked that is a price of one currency in another, not a share."""

_RATE_NUMBER_RE = re.compile(
    r"\d[\d,.]*\s*(?:[a-z$¥]+\s+){0,3}(?:to|per|against)\s+(?:the\s+|one\s+|a\s+|1\s+)?"
    r"(?:us\s+|hong\s+kong\s+)?(?:dollar|yen|euro|renminbi|yuan|pound|[a-z]{3}(?![a-z]))"
    r"|\d[\d,.]*\s*[^\W\d]{1,4}\s*(?:=|＝|兑|兌|对|對)\s*\d"
    r"|(?<![a-z])[a-z]{3}\s*/\s*[a-z]{3}(?![a-z])\D{0,12}\d"
    r"|\d[\d,.]*\s*(?:円|日元|港元|美元|ドル|ユーロ|欧元)\s*/\s*(?:ドル|美元|円|日元)"
)
"""How a sentence writes an exchange rate: "150 yen to the dollar", 「1美元兑150日元」,
「1ドル＝150円」, "USD/JPY 150"."""


def share_written(text: str, lang: str) -> re.Pattern[str]:
    """How a passage writes the share or rate normalized ``text`` asks
    (``asks_a_share``): an exchange rate as one currency's price in another, any other as
    a percentage or a fraction. A paragraph hedging "60 percent of yen cash flows" writes
    no rate of the yen."""
    match = _ASKS_SHARE_RE.get(lang, _ASKS_SHARE_RE["en"]).search(text)
    start = max(0, match.start() - 12) if match is not None else 0
    asked = text[start : match.end()] if match is not None else text
    return _RATE_NUMBER_RE if _EXCHANGE_RE.search(asked) else _SHARE_NUMBER_RE


_SHARE_NUMBER_RE = re.compile(
    r"\d[\d,.]*\s*(?:%|percent(?![a-z])|per\s+cent(?![a-z])|パーセント|割(?![引安高増合]))"
    r"|百分之|分之|[一二三四五六七八九十两]\s*成(?![本功立长员为果绩熟])"
    r"|(?<![a-z])(?:half\s+(?:of|the|its|their|our)|(?:a|one|three)\s+quarters?\s+of"
    r"|(?:a|one|two)\s+thirds?\s+of)(?![a-z])"
    r"|一半|半数|過半|半分|\d+\s*分の\s*\d+|[一二三四五六七八九十]分の[一二三四五六七八九十]"
)
"""How a sentence writes a share: a percentage, a fraction (half of, 三分之一, 3割)."""


def writes_a_share(text: str) -> bool:
    """Whether normalized ``text`` writes a share (a percentage, a fraction)."""
    return _SHARE_NUMBER_RE.search(text) is not None


def share_noun_outside(text: str, spans: Sequence[tuple[int, int]]) -> bool:
    """Whether normalized ``text`` writes a share noun outside every span of ``spans`` (the
    KB's metric names): 「売上総利益率」 is a metric's name, 「売上のうちマカオの比率」 a share
    of one. A percentage asked ("what *%* of", 「*百分之几*」, 「*何%*」) is a share noun too."""
    pattern = re.compile(_SHARE_NOUN_EN + "|" + _SHARE_NOUN_CJK + "|" + _PERCENT_ASKED)
    return any(
        not any(a <= m.start() and m.end() <= b for a, b in spans) for m in pattern.finditer(text)
    )


def without_share_words(text: str) -> str:
    """Normalized ``text`` less its share nouns and percentages asked ("what *proportion*
    of …", 「占*百分之几*」): what a passage writes as a number, never as those words, so a
    search by them finds paragraphs about ratios in general."""
    pattern = rf"(?<![a-z]){_SHARE_NOUN_EN}(?![a-z])|{_SHARE_NOUN_CJK}|{_PERCENT_ASKED}"
    return re.sub(r"\s+", " ", re.sub(pattern, " ", text)).strip()


def asks_a_share(text: str, lang: str) -> bool:
    """Whether normalized ``text`` asks a share, a ratio or a rate of its topic."""
    pattern = _ASKS_SHARE_RE.get(lang, _ASKS_SHARE_RE["en"])
    return pattern.search(text) is not None


_SEGMENT_RE = re.compile(r"[,;，；、。?？!！]")
_SHARE_WORD_RE = re.compile(
    _SHARE_NOUN_EN + "|" + _SHARE_NOUN_CJK + r"|[汇匯]率|為替|レート|parts?|bulk|" + _PERCENT_ASKED
)


_OF_EN_RE = re.compile(
    r"(?:\s*(?:of|for|among|in|at|on|across|within)(?![a-z]))?\s+(?P<of>.*?)(?=\s+(?:does|do|did|is|are|was|"
    r"were|will|would|has|have|had|can|that|which|who|by|with)(?![a-z])|[,;?.!]|$)"
)
"""What an English share is of, after its preposition and up to the verb ("the share of
*management roles* do women hold")."""


def share_topic(text: str, heads: Sequence[tuple[Word, ...]], lang: str) -> list[tuple[Word, ...]]:
    """The heads of what the share asked in normalized ``text`` is of, less share nouns
    and the nouns of what is done to it (``_share_or_change``): in English those written
    onto the share noun or after its preposition ("the *gender* ratio of *managers*",
    "what share of *group sales* does management expect …"), in Chinese and Japanese
    those before it in its segment
    (「*管理職*に占める*女性*の割合」), else the heads of its segment, as for a
    percentage asked with no share noun (「*店舗*の何割に*セルフレジ*が」). None when the share is
    of what only the KB's names name ("what share of group sales")."""
    pattern = _ASKS_SHARE_RE.get(lang, _ASKS_SHARE_RE["en"])
    match = pattern.search(text)
    if match is None:
        return list(heads)
    cuts = [m.start() for m in _SEGMENT_RE.finditer(text)]
    start = max((c for c in cuts if c < match.start()), default=-1) + 1
    end = min((c for c in cuts if c >= match.end()), default=len(text))
    if lang == "en":
        of = _OF_EN_RE.match(text, match.end())
        own = match.group() + " " + (of.group("of") if of is not None else "")
    else:
        own = text[start : match.start()]
    topic = [h for h in heads if h and not all(_share_or_change(w, lang) for w in h)]
    owned = [h for h in topic if any(_written(w, own) for w in h)]
    if lang != "en" and re.search(_SHARE_NOUN_CJK, match.group()) is None:
        # 「日本の店舗の*何割*にセルフレジが…」, 「有*百分之几*的门店装了自助收银」: a
        # percentage asked in the clause's midst, the whole and its part on either side,
        # a verbal noun among them (「何%の*注文*を」: what is counted, no kind of rate).
        # A segment of its own (「セルフレジ導入率、FY25末で*何%*」) asks it of the clause's.
        said = [h for h in heads if h and not all(_SHARE_WORD_RE.fullmatch(w.surface) for w in h)]
        return [h for h in said if any(_written(w, text[start:end]) for w in h)] or said
    if owned or lang == "en":
        return owned  # "what share of *group sales*": of a KB name, no head to hold
    return [h for h in topic if any(_written(w, text[start:end]) for w in h)]


_PART_EN_RE = re.compile(
    r"\s*(?:(?:that|which|who)\s+)?(?P<link>(?:are|is|were|was|be|been|do|does|did)\s+)?"
    r"(?P<rest>[^,;?.!]*)"
)
"""What an English share asked says after what it is of: a copula and its complement
("stores *are franchised*"), do-support ("*does management expect* …") or a verb and
what it governs ("*have self-checkouts*")."""


_PART_STOPS = frozenset(
    [
        "in",
        "at",
        "on",
        "by",
        "for",
        "from",
        "of",
        "to",
        "with",
        "within",
        "across",
        "among",
        "during",
        "over",
        "under",
        "versus",
        "vs",
        "compared",
        "and",
        "or",
        "but",
        "while",
        "whereas",
        "than",
        "as",
        "what",
        "which",
        "how",
        "when",
        "where",
        "who",
        "whose",
        "whom",
        "why",
        "the",
        "a",
        "an",
        "its",
        "their",
        "our",
        "this",
        "that",
        "these",
        "those",
    ]
)
"""Words around the part a share picks out: prepositions, conjunctions, question words and
determiners (read up to, never into, what is said of the share besides)."""


def share_part(text: str, phrases: Sequence[tuple[Word, ...]], lang: str) -> list[tuple[Word, ...]]:
    """The words of ``phrases`` by which an English share asked in normalized ``text``
    picks its part out of the whole, as one head: the one word closing the question
    after a copula ("what share of stores are *franchised*", "… of managers are *women*";
    a longer complement may be the reader's own description) or what a verb after the
    whole governs ("what share of group sales came from *online*", "… had
    *self-checkout tills installed*"; a verb a noun is spelt like too before the
    preposition of the part, "revenue *comes* from *members*"). The sentence writing the
    share must hold half of it (``writes_share_of``), so a share of stores that run on
    renewable energy is no share of franchised stores. The part's verb is left out, and
    so is a word that is only an adverb; after do-support ("does management expect …")
    the subject may be whoever holds or expects the share, so nothing is read. None in
    Chinese and Japanese, where the part is written before the share noun
    (``share_topic``)."""
    if lang != "en":
        return []
    match = _ASKS_SHARE_RE["en"].search(text)
    of = _OF_EN_RE.match(text, match.end()) if match is not None else None
    if of is None:
        return []
    tokens = LATIN_WORD_RE.findall(of.group("of"))
    verb = next(
        (
            at
            for at, t in enumerate(tokens)
            if english_word_classes(t) == {"VERB"}
            or (
                "VERB" in english_word_classes(t)
                and tokens[at + 1 : at + 2] in (["from"], ["by"], ["through"], ["via"])
            )
        ),
        None,
    )
    link, written = None, ""
    if verb is not None:
        tokens = tokens[verb + 1 :]  # "group sales *came* from online": the part's verb
    else:
        part = _PART_EN_RE.match(text, of.end())
        written = part.group("rest") if part is not None else ""
        tokens = LATIN_WORD_RE.findall(written)
        link = part.group("link").strip() if part is not None and part.group("link") else None
        if link in ("do", "does", "did"):
            return []
        if link is None and tokens and "VERB" in english_word_classes(tokens[0]):
            tokens = tokens[1:]  # "*have* self-checkouts"
        elif (
            len(tokens) > 1
            and "VERB" in english_word_classes(tokens[0])
            and tokens[1] in _PART_STOPS
        ):
            tokens = tokens[1:]  # "was *generated* by …": a passive's verb, not its part
    # The part is the first phrase read: a preposition before it is passed, and the next
    # one, a conjunction or a question word closes it ("from *online* in FY2025").
    while tokens and tokens[0] in _PART_STOPS:
        tokens = tokens[1:]
    cut = next((at for at, t in enumerate(tokens) if t in _PART_STOPS), len(tokens))
    said = set(tokens[:cut])
    if link is not None and len(written.split()) != 1:
        return []  # a complement said at more length may be the reader's own description
    words = tuple(
        w
        for w in dict.fromkeys(w for p in phrases for w in p)
        if w.latin
        and w.surface in said
        and not _share_or_change(w, lang)
        and english_word_classes(w.surface) != {"ADV"}
    )
    if not words and link is not None:
        # "… stores were *closed*": a participle the parse passed over is the part all the
        # same, held by the sentence writing the share as any other word is.
        words = tuple(w for w in latin_words(written) if not _share_or_change(w, lang))
    return [words] if words else []


_CHANGE_NOUNS_EN = frozenset(
    [
        "reduction",
        "reductions",
        "cut",
        "cuts",
        "increase",
        "increases",
        "decrease",
        "decreases",
        "decline",
        "declines",
        "growth",
        "drop",
        "drops",
        "fall",
        "falls",
        "rise",
        "rises",
        "change",
        "changes",
        "improvement",
        "improvements",
        "adoption",
        "uptake",
        "completion",
        "recovery",
    ]
)
"""English nouns of what is done to a topic, written onto a rate ("the *reduction* rate of
emissions", "the *adoption* rate"): the rate's kind, which a passage writes as a verb."""


def _share_or_change(word: Word, lang: str) -> bool:
    """A share noun ("what *portion* of"), or a noun of what is done to the topic (a CJK
    verbal noun, 「*削減*率」, 「*導入*率」; ``_CHANGE_NOUNS_EN``): a reduction is written in its
    own verb ("reduced … by 18 percent", 「15%減少」)."""
    if _SHARE_WORD_RE.fullmatch(word.surface):
        return True
    if word.latin:
        return word.surface in _CHANGE_NOUNS_EN
    return _verbal(word.surface, lang == "ja")


def _written(word: Word, segment: str) -> bool:
    if word.latin:
        return re.search(rf"(?<![a-z]){re.escape(word.surface)}(?![a-z])", segment) is not None
    return word.surface in segment


def writes_share_of(
    heads: Sequence[tuple[Word, ...]],
    own: Sequence[str],
    texts: Sequence[str],
    keywords: str,
    lang: str,
    part: Sequence[tuple[Word, ...]] = (),
    number: re.Pattern[str] = _SHARE_NUMBER_RE,
    changes: bool = False,
) -> bool:
    """Whether one of normalized ``own`` (the versions of a passage in the question's
    language: its text, its translation) has a sentence holding every head of the topic
    that writes a share, or whose next sentence does, or a segment of one holding them all
    states the whole of one ("*all* managers completed …", ``_whole_of``; not "every year"
    after the gender pay gap). A head no version writes may be held by the ``keywords`` in
    the question's language instead (a reader's word: 线上 of a plan saying 网店); one a
    version writes elsewhere ("gender" of the gender pay gap) is not, nor a word of the
    ``part`` the share picks out (``share_part``: "are *franchised*"), which the sentence
    must write. A passage with no
    version in the question's language is read by its keywords alone: they hold every
    head, and one of ``texts`` (any version) writes a share. A share is written as
    ``number`` writes it (``share_written``), and a percentage written as a change ("cut
    average rent by about 12%") is none unless the question asks ``changes``."""
    own = own if changes else [less_changes(t) for t in own]
    texts = texts if changes else [less_changes(t) for t in texts]
    heads = [h for h in heads if h]
    part = [h for h in part if h and h not in heads]
    if not heads + part or not own:
        written = any(number.search(t) for t in texts)
        return written and all(holds_a_head([h], "", keywords, lang) for h in heads + part)
    whole = "\n".join(own)
    unwritten = [
        h
        for h in heads
        if not holds_a_head([h], "", whole, lang) and holds_a_head([h], "", keywords, lang)
    ]
    heads += part
    asked = [h for h in heads if h not in unwritten]
    for text in own:
        parts = [normalize(s) for s in sentences(text)]
        for at, sentence in enumerate(parts):
            if not all(holds_a_head([h], "", sentence, lang) for h in asked):
                continue
            if any(number.search(s) for s in parts[at : at + 2]):
                return True
            if number is _SHARE_NUMBER_RE and any(
                any(_whole_of(h, segment) for h in asked)
                and all(holds_a_head([h], "", segment, lang) for h in asked)
                for segment in _SEGMENT_RE.split(sentence)
            ):
                return True
    return False


def writes_share_naming(
    texts: Sequence[str],
    names_all: Callable[[str], bool],
    number: re.Pattern[str] = _SHARE_NUMBER_RE,
    changes: bool = False,
) -> bool:
    """For a share asked of what only the KB's names name ("What share of group revenue
    came from Japan?", 「集团收入中日本占多少比例」, 「グループ売上高に占める日本の割合」),
    whether one sentence of normalized ``texts`` (any version of a passage) writes a share
    and names every one of them (``names_all``): that very share. A renewable-electricity
    share at the stores, or a hedge of "60 percent of yen cash flows", is none; nor,
    unless the question asks ``changes``, a percentage written as one ("revenue rose
    about 7%")."""
    return any(
        number.search(sentence if changes else less_changes(sentence)) is not None
        and names_all(sentence)
        for text in texts
        for sentence in (normalize(s) for s in sentences(text))
    )


_PCT = r"\d[\d.,]*\s*(?:%|percent(?![a-z])|per\s+cent(?![a-z]))"
_CHANGE_PERCENT_RE = re.compile(
    r"(?<![a-z])(?:increase|decrease|rise|fall|decline|growth|drop|cut|reduction|gain)s?\s+of\s+"
    r"(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|some\s+|over\s+)?"
    + _PCT
    + r"|(?<![a-z])(?:(?:increas|decreas|declin|reduc|lower|rais|grow|dropp?|cut)\w*"
    r"|ris(?:es|en|ing)"
    r"|rose|fell|fallen|grew|up|down)(?![a-z])[^.;,]{0,80}?(?<![a-z])by\s+"
    r"(?:about\s+|around\s+|roughly\s+|nearly\s+|almost\s+|some\s+|over\s+)?"
    + _PCT
    + r"|(?<![a-z])(?:rose|fell|grew|up|down|declined|dropped)\s+"
    + _PCT
    + r"|(?:"
    + _CHANGE_ZH
    + r"|下调|上调|减|增|降|涨|跌)了?\s*(?:约|近|逾|超过|达|了)*"
    r"\s*\d[\d.,]*\s*%"
    r"|\d[\d.,]*\s*%\s*(?:的)?(?:增长|增幅|降幅|跌幅|涨幅)"
    r"|\d[\d.,]*\s*%\s*(?:の)?(?:" + _CHANGE_JA + r")"
)
"""A percentage written as a change ("an increase of about 7%", "reduced … by 18 percent",
「增长约7%」, 「約6%増加」): a number of how a figure moved, never a share of it."""


_CHANGE_ASKED_RE = re.compile(
    r"(?<![a-z])(?:cut|cuts|reduc\w*|lower\w*|decreas\w*|increas\w*|rais\w*|rise|rises|rose"
    r"|risen|grow\w*|grew|fell|fall\w*|drop\w*|declin\w*|gain\w*|shr[iu]nk\w*)(?![a-z])"
    r"|" + _CHANGE_ZH + r"|下调|上调|降|涨|减|增|" + _CHANGE_JA + r"|減っ|増え"
)
"""Words asking how a figure moved (「下调了」, 「削減」, "cut", "rose")."""


def asks_a_change(text: str) -> bool:
    """Whether normalized ``text`` asks how something moved: a percentage written as a
    change may then be what it asks ("What share of emissions was *cut*?")."""
    return _CHANGE_ASKED_RE.search(text) is not None


def less_changes(sentence: str) -> str:
    """Normalized ``sentence`` less the percentages it writes as changes."""
    return _CHANGE_PERCENT_RE.sub(" ", sentence)


def market_after_whole(text: str, starts: Sequence[int]) -> bool:
    """Whether an English share asked in normalized ``text`` names a market (one of the
    mention ``starts``) in the part after what it is a share of (``_IN_MARKET_RE``):
    "What share of stores *are in Japan*?" picks its part by the market, where "What
    share of Japan's stores …" is of the market's stores."""
    match = _ASKS_SHARE_RE["en"].search(text)
    of = _OF_EN_RE.match(text, match.end()) if match is not None else None
    where = _IN_MARKET_RE.match(text, of.end("of")) if of is not None else None
    return where is not None and where.end() in starts


_IN_MARKET_RE = re.compile(
    r"\s*(?:(?:that|which)\s+)?(?:(?:are|is|were|was)\s+)?(?:(?:located|based|situated)\s+)?"
    r"(?:in|at)\s+(?:the\s+)?"
)
"""What puts the part of an English share in a market: a copula and "in" ("… of stores
*are in* Japan", "*are located in*"), never do-support ("did the Japan stores reach")."""


def writes_market_share(
    heads: Sequence[tuple[Word, ...]],
    own: Sequence[str],
    lang: str,
    names_market: Callable[[str], bool],
    number: re.Pattern[str] = _SHARE_NUMBER_RE,
    changes: bool = False,
) -> bool:
    """For a share of one thing asked with a market that may be its part ("What share of
    stores are in Japan?", 「日本的门店占比」), whether one of normalized ``own`` has a
    sentence holding the heads that writes a share (or whose next sentence does) and
    names the market (``names_market``): a share of the thing in that market. In Chinese
    and Japanese the market may instead own a share written straight onto the head
    (「日本的*可再生能源占比*」 read in 「门店的可再生能源占比达到52%」). A sentence giving a
    share of another thing at the stores ("the share of renewable energy at its stores",
    「店舗における再生可能エネルギー比率」) or a share of all stores that did something
    ("70% of all stores") names no part of stores by the market. A percentage written
    as a change is none unless the question asks ``changes`` (``writes_share_of``)."""
    own = own if changes else [less_changes(t) for t in own]
    for text in own:
        parts = [normalize(s) for s in sentences(text)]
        for at, sentence in enumerate(parts):
            if not all(holds_a_head([h], "", sentence, lang) for h in heads):
                continue
            if not any(number.search(s) for s in parts[at : at + 2]):
                continue
            if names_market(sentence):
                return True
            if lang != "en" and any(_share_noun_onto(h, sentence) for h in heads):
                return True
    return False


def _share_noun_onto(head: tuple[Word, ...], sentence: str) -> bool:
    """Whether ``sentence`` writes a share noun straight onto the CJK ``head``
    (「可再生能源*占比*」, 「再生可能エネルギー*比率*」)."""
    spelled = "".join(w.surface for w in head)
    return re.search(re.escape(spelled) + r"(?:的|の)?" + _SHARE_NOUN_CJK, sentence) is not None


def _whole_of(head: tuple[Word, ...], segment: str) -> bool:
    """Whether ``segment`` states the whole of a word of ``head`` ("*all* managers",
    「*すべての*管理職」): a share of 100 percent of it."""
    for word in head:
        if word.latin:
            said = _ALL_EN + re.escape(word.form)
        else:
            said = _ALL_CJK + r"[^、，。]{0,8}?" + re.escape(word.surface)
        if re.search(said, segment):
            return True
    return False


_ALL_EN = r"(?<![a-z])(?:all|every)\s+(?:of\s+)?(?:the\s+|its\s+|our\s+|their\s+)?(?:[a-z-]+\s+)?"
_ALL_CJK = r"(?:所有|全部|全体|すべての|全ての)"


_WHAT_IT_IS_RE = {
    "en": re.compile(r"^\s*(?:so\s+)?what(?:\s+(?:is|are)|['’]s)\s"),
    "zh": re.compile(
        r"^\s*(?:请问)?什么是|是什么(?:意思|含义)?[\s?？。!！呢啊]*$|(?:是指|指的是)什么|的(?:定义|含义|意思)"
    ),
    "ja": re.compile(
        r"とは(?:[\s?？。]*$|何|なに|なん|どういう|どんな)|って(?:何|なに|なん)"
        r"|は(?:何|なん)(?:です|でしょう)?か?[\s?？。]*$|の意味"
    ),
}
"""A question asking what a thing is ("What is …", 「什么是…」, 「…とは？」, 「…とは何」;
not 「…とは別に」)."""


_MEANING_RE = re.compile(r"meaning|definition|意味|含义|含義|意思|定义|定義|意義|意义")
"""Nouns of what a name means (「…とはどういう*意味*ですか」, "the *meaning* of …"): the
asking, never part of the name asked."""


def less_meaning(phrases: Sequence[tuple[Word, ...]]) -> list[tuple[Word, ...]]:
    """``phrases`` less those made only of nouns of what a name means."""
    return [p for p in phrases if not all(_MEANING_RE.fullmatch(w.surface) for w in p)]


def asks_what_it_is(text: str, lang: str) -> bool:
    """Whether normalized ``text`` asks what a thing is."""
    return _WHAT_IT_IS_RE.get(lang, _WHAT_IT_IS_RE["en"]).search(text) is not None


_DESCRIBING_ZH = ("a", "b", "an")
"""Jieba's tags of a describing word (自由, 内部 is a place word): written onto a noun it
is part of the name, though the parse sets it aside."""


def name_asked(text: str, phrase: tuple[Word, ...], lang: str) -> tuple[Word, ...]:
    """``phrase`` as the name normalized ``text`` writes: a Latin one less trailing words
    that are no nouns ("free cash flow *according*"), a Chinese one with the describing
    words written straight before it (自由 of 「自由现金流」)."""
    if all(w.latin for w in phrase):
        words = list(phrase)
        while len(words) > 1 and "NOUN" not in english_word_classes(words[-1].surface):
            words.pop()
        return tuple(words)
    if lang != "zh" or any(w.latin for w in phrase):
        return phrase
    spelled = "".join(w.surface for w in phrase)
    for run in CJK_RUN_RE.finditer(text):
        at = run.group().find(spelled)
        if at <= 0:
            continue
        before: list[Word] = []
        for token in reversed(cjk_tokens(run.group()[:at], False)):
            if token.tag not in _DESCRIBING_ZH:
                break
            before.insert(0, token.word)
        return (*before, *phrase)
    return phrase


def names_a_thing(name: tuple[Word, ...], lang: str) -> bool:
    """Whether the last word of ``name`` names a thing ("cash *flow*"), not what explains
    or is wanted of one ("capital allocation *priorities*", "the *plan*", "*progress*"),
    which a passage says in its own words."""
    head = name[-1]
    return (
        _names_a_topic(head, lang)
        and not _explains(head, lang)
        and PLAN_WORDS_RE.fullmatch(head.surface) is None
    )


def holds_the_name(name: tuple[Word, ...], texts: Sequence[str]) -> bool:
    """Whether one of normalized ``texts`` (a passage version, keywords included) holds
    the whole ``name``, its words one after another."""
    return any(words_in_order(name, t) for t in texts)
