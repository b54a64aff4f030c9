"""Written Cantonese read as Standard Chinese, and traditional characters as simplified.

Hong Kong staff write Chinese as they speak it: 「澳門 FY2024 *嘅* revenue *係幾多*？」 for
「澳门 FY2024 的 revenue 是多少？」. What differs from Standard Written Chinese is a
closed class of function words (Matthews & Yip, *Cantonese: A Comprehensive Grammar*;
the function-word tags of the Hong Kong Cantonese Corpus, HKCanCor): the structural
particle 嘅, the copula 係, the negators 唔 and 冇, the aspect marker 咗, the demonstratives
呢 and 嗰, the classifier 啲, the pronouns 佢 and -哋, the question words 點, 邊, 乜, 咩,
幾多, the time words 而家, 舊年, 琴日, a few everyday verbs (睇, 諗, 攞, 搵, 嚟, 畀, 喺)
and adverbs (咁, 仲, 成個), and the sentence-final particles (㗎, 喎, 囉, 嘞, 噃 ...). Each is
read here as its Standard Chinese word before the analyser sees the text, the way
``_scripts`` reads a word in another script: a content word is never touched, so a
metric the KB lacks (「香港嘅存貨周轉率係幾多」) stays a word the engine refuses.

pycantonese (segmentation, tagging and Jyutping trained on HKCanCor) has no Standard
Chinese reading of a word, which is what the analyser and the grammar need, and would
bring a 42 MB model; the class is closed and short, so it is listed.

A word is read only where it stands as a word: where the dictionary's segmentation of
the sentence (rjieba, guessing no unknown word) does not hold it inside a longer
word (關係, 重點, 一點, 這邊 keep their characters). Words Mandarin also writes in
another sense (係 as in 體系, 點 a point, 邊 a side, 仲, 俾) are read as Cantonese only in a
sentence that holds a word only Cantonese writes, or 點 closing a clause (「做成點呀」).
A text written wholly in traditional characters is read in simplified ones (OpenCC's
``hk2s``, phrase-aware), since the analyser's dictionary and the grammar are simplified.
"""

from __future__ import annotations

import re
from functools import lru_cache

import opencc

__all__ = ["as_standard_chinese"]

_CANTONESE_ONLY = {
    # structural particle, copula, negators, existence
    "嘅": "的",
    "即係": "就是",
    "係咪": "是不是",
    "係唔係": "是不是",
    "唔係": "不是",
    "定係": "还是",
    "抑或": "还是",
    "唔": "不",
    "唔該": "麻烦",
    "冇": "没有",
    "有冇": "有没有",
    # aspect
    "咗": "了",
    # demonstratives and classifiers
    "呢個": "这个",
    "呢啲": "这些",
    "呢度": "这里",
    "呢邊": "这边",
    "嗰": "那",
    "嗰個": "那个",
    "嗰啲": "那些",
    "嗰度": "那里",
    "嗰邊": "那边",
    "啲": "些",
    "噉樣": "这样",
    "咁樣": "这样",
    "噉": "这样",
    "嘢": "东西",
    # pronouns
    "佢": "他",
    "佢哋": "他们",
    "我哋": "我们",
    "你哋": "你们",
    "人哋": "人家",
    # question words
    "幾多": "多少",
    "幾時": "什么时候",
    "幾耐": "多久",
    "點樣": "怎样",
    "點解": "为什么",
    "邊個": "哪个",
    "邊度": "哪里",
    "邊啲": "哪些",
    "乜": "什么",
    "乜嘢": "什么",
    "咩": "什么",
    # time words
    "而家": "现在",
    "宜家": "现在",
    "舊年": "去年",
    "出年": "明年",
    "今個": "本",
    "琴日": "昨天",
    "尋日": "昨天",
    "聽日": "明天",
    "啱啱": "刚刚",
    "個鐘": "个小时",
    "鐘頭": "小时",
    # verbs
    "睇": "看",
    "諗": "想",
    "攞": "拿",
    "搵": "找",
    "嚟": "来",
    "畀": "给",
    "喺": "在",
    # adverbs and conjunctions
    "咁": "这么",
    "成個": "整个",
    "同埋": "和",
    "咋": "而已",
    # sentence-final particles, which add a speaker's stance and ask nothing
    "㗎": "",
    "喎": "",
    "囉": "",
    "嘞": "",
    "噃": "",
    "咧": "",
    "啩": "",
    "吖": "",
    "喇": "",
    "啫": "",
}
"""Words only Cantonese writes, with their Standard Chinese reading."""

_SHARED = {
    "係": "是",
    "點": "怎样",
    "邊": "哪",
    "仲": "还",
    "俾": "给",
    "比下": "比一下",
    "計下": "算一下",
    "舖": "店",
}
"""Cantonese words Mandarin also writes in another sense: read so only in Cantonese."""

_POSSESSIVE_CLASSIFIER_RE = re.compile(
    r"(?<=[\u4e00-\u9fffA-Za-z])(?<![一二三四五六七八九十两兩几幾每呢嗰这這那哪边邊整成半多好各某上下今前后後第个個])"
    r"[个個](?=\s*[\u4e00-\u9fffA-Za-z])"
)
"""The classifier 個 standing between two nouns, as Cantonese marks whose a thing is
(「集團*個* plan」, 「佢*個*數」 for 集团的计划, 他的数): after a numeral, a demonstrative or a
quantifier (一個, 呢個, 每個) it counts, and is kept."""

_CLAUSE_END = r"(?=[呀啊啦嘛呢吖㗎喎囉嘞噃咧啩喇]*(?:[，,、。？?！!…\s]|$))"
_NUMBER_BEFORE = re.compile(r"[0-9０-９一二三四五六七八九十两兩几幾半]$")


@lru_cache(maxsize=1)
def _to_simplified() -> opencc.OpenCC:
    """OpenCC's Hong Kong traditional -> simplified converter (its variants included)."""
    return opencc.OpenCC("hk2s")


@lru_cache(maxsize=1)
def _to_traditional() -> opencc.OpenCC:
    """OpenCC's simplified -> traditional converter."""
    return opencc.OpenCC("s2t")


def _in_both_scripts(table: dict[str, str]) -> dict[str, str]:
    """``table`` keyed by each word as written in traditional and in simplified script
    (係 and 系, 嗰 and 𠮶): a writer of either script is read."""
    convert = _to_simplified().convert
    return {form: reading for word, reading in table.items() for form in (word, convert(word))}


@lru_cache(maxsize=1)
def _tables() -> tuple[dict[str, str], dict[str, str], re.Pattern[str]]:
    """The two classes keyed in both scripts, and one pattern finding any of their words,
    the longest first."""
    only, shared = _in_both_scripts(_CANTONESE_ONLY), _in_both_scripts(_SHARED)
    words = sorted({*only, *shared}, key=len, reverse=True)
    return only, shared, re.compile("|".join(map(re.escape, words)))


def _traditional_only(text: str) -> bool:
    """Whether ``text`` holds a traditional character and no character only simplified
    Chinese writes: a writer of traditional characters, whose text is read in simplified.
    A simplified writer's text keeps its characters (a Japanese word borrowed in it,
    「新加坡事業」, stays one)."""
    simplified = _to_simplified().convert(text)
    if simplified == text:
        return False
    traditional = _to_traditional().convert(text)
    return not any(
        s != t and c == s for c, s, t in zip(text, simplified, traditional, strict=False)
    )


def _longer_words(text: str) -> list[tuple[int, int]]:
    """The spans of the words of two characters or more that the dictionary's segmentation
    of ``text`` finds, guessing no unknown word (关系, 重点, 一点)."""
    import rjieba

    spans: list[tuple[int, int]] = []
    at = 0
    for token in rjieba.cut(text, False):
        if len(token) > 1:
            spans.append((at, at + len(token)))
        at += len(token)
    return spans


def _inside_a_word(match: re.Match[str], spans: list[tuple[int, int]]) -> bool:
    """Whether the word ``match`` found is part of a longer word of the sentence."""
    return any(
        a <= match.start() and match.end() <= b and b - a > match.end() - match.start()
        for a, b in spans
    )


def _closes_a_clause(match: re.Match[str]) -> bool:
    """Whether a 點 closes a clause, after no number (「做成點呀」, not 「三點」)."""
    return bool(
        match.group() in ("點", "点")
        and re.match(_CLAUSE_END, match.string[match.end() :])
        and not _NUMBER_BEFORE.search(match.string[: match.start()])
    )


_FINAL_ONLY = frozenset(["咋"])
"""Cantonese particles with a reading of their own, only closing a clause (「十蚊咋」, only
ten dollars): elsewhere 咋 is Mandarin's "how" (「咋应对」, ``_dialects``)."""


def _out_of_place(match: re.Match[str], only: dict[str, str]) -> bool:
    """Whether ``match`` is a sentence-final particle standing where no clause ends
    (「的啩收入」): there it is no particle, and is left as the word it is."""
    final = only.get(match.group()) == "" or match.group() in _FINAL_ONLY
    return final and not re.match(_CLAUSE_END, match.string[match.end() :])


_NOUN_MARKER_BEFORE = re.compile(r"(?:[的之]|[0-9０-９一二三四五六七八九十两兩几幾半])$")
_NAMED_NUMBER_BEFORE = re.compile(r"(?:[A-Za-zＡ-Ｚａ-ｚ][0-9０-９]+|[0-9０-９]{4})$")
_AFTER_A_NAME = frozenset("嘅係系")
_COUNTED = frozenset("啲個个間间隻只")


def _after_a_noun_marker(match: re.Match[str]) -> bool:
    """Whether ``match`` stands right after 的 or a numeral, where a noun comes
    (「的*睇*收入」, 「一*畀*收入」): no verb, particle or pronoun of the class stands
    there, and the word is left as the unknown word it is; a classifier counts after a
    numeral (一啲, 三個). A year's digits or a code's (「2024嘅」, 「FY2024係」, 「Q3嘅」) count
    nothing: the particle 嘅 and the copula 係 follow them as they follow any name."""
    if match.group() in _COUNTED:
        return False
    if match.group() in _AFTER_A_NAME and _NAMED_NUMBER_BEFORE.search(
        match.string[: match.start()]
    ):
        return False
    return _NOUN_MARKER_BEFORE.search(match.string[: match.start()]) is not None


def _reading(match: re.Match[str], only: dict[str, str], shared: dict[str, str]) -> str:
    """The Standard Chinese reading of a Cantonese word found."""
    if match.re is _POSSESSIVE_CLASSIFIER_RE:
        return "的"
    word = match.group()
    return only[word] if word in only else shared[word]


def as_standard_chinese(text: str) -> str:
    """Chinese ``text`` with its Cantonese function words read as Standard Chinese ones,
    and in simplified characters when written wholly in traditional ones; a text with no
    Cantonese word and no traditional character is returned unchanged."""
    if _traditional_only(text):
        text = _to_simplified().convert(text)
    only, shared, pattern = _tables()
    found = list(pattern.finditer(text))
    if not found:
        return text
    spans = _longer_words(text)
    words = [
        m
        for m in found
        if not _inside_a_word(m, spans)
        and not _out_of_place(m, only)
        and not _after_a_noun_marker(m)
    ]
    if any(m.group() in only or _closes_a_clause(m) for m in words):
        words += [
            m for m in _POSSESSIVE_CLASSIFIER_RE.finditer(text) if not _inside_a_word(m, spans)
        ]
    else:
        words = [m for m in words if _closes_a_clause(m)]
    pieces: list[str] = []
    last = 0
    for m in sorted(words, key=lambda m: m.start()):
        if m.start() >= last:
            pieces += [text[last : m.start()], _reading(m, only, shared)]
            last = m.end()
    return "".join(pieces) + text[last:]
