"""A year named only by what happened in it, in three languages.

「我入职那一年」, 「公司上市的那年」, 「私が入社した年度」, 「田中さんが担当していた年度」, "the
year of the relaunch", "the yr we moved offices" name a year by an event the KB does
not date: which fiscal year is meant is the asker's to say, so the phrase (the clause
and the year noun it describes) reads as a period the engine asks which of (``every``
in ``_periods``), never the latest year assumed and never its words refused as a
measure. ("for the turnaround year", with the event before "year", is read in
``_periods``.)

Chinese: a clause opened by its subject (a pronoun or the company) or by 在 (「香港在转型
那一年」), or a word naming the event alone (a verb, with its object, an adjective or a
common noun: 「搬迁那一年」, 「改装门店的那年」, 「疫情那年」; never a name, a time word or a
number), then (的)那/这 + 一 + 年 / 个财年 (「那一年」 alone points back, and stays as it
was). Japanese: a clause closed by a past verb form (た, ていた, だった), its object before
it, owned or not (「店舗を移転した年」, 「御社の株を買った年」), or the goal it turns to, by
に or へ (「拡大路線に転じた年」), written straight onto 年度,
年 or 期 (「入社した年度の」); a year's number (2023年度) or 昨年度 are periods of their own.
English: "the year (yr) of" an event named by words alone ("the year of the relaunch";
never "the first year of the plan", nor a year's number), or "the year" a clause of a
subject and a past verb describes ("the year we moved", its particle and object too where
the sentence ends on them: "the year we kicked off the resort expansion"); other words
after the verb stay to be read.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._grammar import CHINESE_GRAMMAR
from ragspine_eval_pipeline.kb.analysis import (
    Token,
    cjk_tokens,
    english_verb_bases,
    english_word_classes,
    japanese_parts_of_speech,
)

_ZH_YEAR_RE = re.compile(
    r"(?:我们|我們|我|你们|你們|你|您|他们|他們|他|她|公司|集团|集團|在)"
    r"[\u4e00-\u9fff]{1,8}?的?(?:(?:那|这|這)一?(?:年|个财年|個財年|个年度|個年度)|当年|當年)"
    r"(?![代前后後底初末中])"
)
"""A Chinese clause with its subject (a pronoun or the company) describing the year noun
after it (「*我入职那一年*」, 「*公司上市的那年*」), or said of a market by 在 (「香港*在转型
那一年*」)."""

_ZH_POINTED_YEAR_RE = re.compile(
    r"(?<=[\u4e00-\u9fff])的?(?:(?:那|这|這)一?(?:年|个财年|個財年|个年度|個年度)|当年|當年|(?P<noun>(?:之年"
    r"|年份)(?=[的是里裡内，,。？?！!\s]|$))|(?:之|以)?(?:后|後)的?(?:第一年|头一?年|頭一?年|一年|(?:那|这|這)一?年|个财年|個財年))"
    r"(?![代前后後底初末中])"
)
"""A Chinese year noun pointed at straight after a word (「扩店*那一年*」, 「拓展启动*当年*」,
「扩张*之年*」, 「扩张的*年份*」; never a compound it opens: 「对应的年份栏」), which may be an
event's (a verb, an adjective or a common noun: 开业, 最高, 疫情), or the year after it
(「扩张*后的第一年*」, 「上市*以后那一年*」)."""

_ZH_EVENT_TAGS = ("v", "a", "n", "vn")
_ZH_NOT_EVENT_TAGS = ("nr", "ns", "nt", "nz", "t", "r", "m", "q")
"""What the word before it is tagged when it names an event (a verb, an adjective, a common
noun), and when not (a name, a time word, a pronoun, a number)."""

_ZH_LINKING_VERBS = frozenset("是有要为為在")
"""Verbs that link the event to the sentence rather than do it (「我要的是…那一年」)."""

_JA_YEAR_END = r"(?=[のにはでも、,。\x22”」』]|という|$)"
"""What may follow a Japanese year noun a clause describes: a particle, a mark, a closing
quote or という (「「出店拡大の年」というブックマーク」)."""

_JA_YEAR_RE = re.compile(
    r"(?P<clause>(?:(?:[^\s、,。をにでと]{1,4}の)?[^\s、,。のをにでと]{1,6}?(?:さん|様|氏|さま)(?:が|は)"
    r"|[^\s、,。のをにでと]{1,8}?(?:が|は))?"
    r"(?:(?:[^\s、,。のがはをにで0-9]{1,6}の)?[^\s、,。のがはをにで0-9]{1,10}?(?:を|に|へ))?"
    r"[^\s、,。のがはをにで0-9]{1,10}?(?:てい|でい|して|だっ|てお|でお)?(?:た|(?<=[んい])だ|だった))"
    r"(?:頃の?|ときの?|時の?)?(?:会計年度|年度|年|期)" + _JA_YEAR_END
)
"""A Japanese clause closed by a past form written onto a year noun (「私が入社した年度」),
voiced after ん or い as verbs in -む, -ぶ, -ぬ, -ぐ make it (「円安が進んだ年」, 「急いだ年」)."""


_JA_THAT_EVENT_YEAR_RE = re.compile(
    r"(?:あの|例の)[^\s、,。のがはをにで0-9０-９]{2,10}の(?:会計年度|年度|年|期)" + _JA_YEAR_END
)
"""A Japanese year pointed at by an event everyone knows (「*あの大規模リストラの年*」,
「例の移転の年度」): which year is the asker's to say."""


_JA_EVENT_YEAR_RE = re.compile(
    r"(?P<event>[^\s、,。のがはをにでと0-9０-９「『]{2,12})の(?:会計年度|年度|年|期)" + _JA_YEAR_END
)
"""A Japanese year named by the action done in it, a noun of an action (サ変可能) closing
the words before の (「*セルフレジ導入の年*」, 「大湾区計画*開始の年度*」), as "the year of the
relaunch" is: which year is the asker's to say."""


_EN_YEAR_OF_RE = re.compile(
    r"(?:(?<![a-z])the\s+|(?<=[\"“「]))(?:year|yr)\s+of\s+"
    r"(?:the\s+|our\s+|its\s+|their\s+|that\s+|this\s+)?"
    r"(?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*(?![a-z0-9'’-])(?!\s*\d)"
)
"""English "the year of" an event named in words ("the year of the relaunch"), or "year
of" opening a phrase in quotes (a search box's ``"year of the relaunch"``)."""

_EN_YEAR_AFTER_RE = re.compile(
    r"(?<![a-z])the\s+(?:year|yr)\s+(?:after|following|before)\s+(?:the|our|its|their)\s+"
    r"(?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*(?=\s*(?:$|[,.;:!?)]))"
)
"""English "the year after" or "before" an event named in words closing the phrase ("the
year after the relaunch?"); never "the year before last", with no event named, nor a
clause ("the year before the system went live")."""

_EN_YEAR_WE_RE = re.compile(
    r"(?<![a-z])the\s+(?:year|yr|(?:financial|fiscal)\s+year(?=\s+(?:that|when|in\s+which)\s))"
    r"(?:\s+(?:that|when|in\s+which))?"
    r"(?:\s+(?:(?:the\s+group|the\s+company|acme)['’]s\s+[a-z]+|the(?P<owner>\s{3,})['’]s\s+[a-z]+"
    r"|we|i|they|the\s+group|the\s+company|acme|(?:the\s+|new\s+|our\s+)?(?:management|"
    r"board|ceo|cfo|founders?|head\s+office|bosses)|(?P<named>(?!(?:was|were)(?![a-z]))[a-z]+(?:\s+[a-z]+)?))|(?P<blanked>\s{3,}))"
    r"\s+(?:(?:was|were)\s+)?(?P<verb>[a-z]+)(?![a-z'’-])"
    r"(?:\s+(?:off|up|out|on|in|down|over|back|away)(?![a-z'’-]))?"
    r"(?P<object>\s+(?:[a-z]+ing\s+)?(?:(?:the|our|a|an|its|their|new)\s+)?"
    r"(?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*"
    r"(?=\s*(?:$|[,.;:!?)]|[-–—])))?"
)
"""English "the year" a clause of a subject and its verb describes ("the year we moved",
"the year management started cutting jobs", a body's name too, "the year Japan opened",
"the year ACME was founded", the name blanked where the KB's names are), a phrasal
verb's particle ("the year we *kicked off* the expansion", "the year we *scaled back*"),
with the verb's object (of up to three words) when the phrase ends on it ("the year we
moved offices?", "the year we kicked off the Macau resort expansion?"), and an -ing verb
the object is done by."""

_EN_YEAR_THE_RE = re.compile(
    r"(?<![a-z])the\s+(?:year|yr|(?:financial|fiscal)\s+year(?=\s+(?:that|when|in\s+which)\s))"
    r"\s+(?:that\s+|when\s+|in\s+which\s+)?"
    r"(?:the|our|its|their)(?P<gap>\s+)(?P<rest>[a-z][a-z'’\s-]*)"
)
"""English "the year" a clause describes whose subject is a noun phrase of its own ("the
year *the expansion kicked off*", "the year *the new store format rolled out*"): the
subject's one to three words, dictionary nouns and adjectives, are read up to the first
past form of a main verb (``_subject_clause``). A subject holding a KB name (blanked in
the text read: "the year the Macau resort opened") is left as it was read before."""

_PARTICLE_RE = re.compile(r"\s+(?:off|up|out|on|in|down|over|back|away|place)(?![a-z'’-])")

_NOT_AN_EVENT = frozenset(["fy", "fiscal", "financial", "calendar", "year", "years", "yr"])
"""Words after "the year of" that say which year by the calendar, not by an event."""


def _past_verb(word: str) -> bool:
    """Whether the dictionary knows English ``word`` as a past form of a main verb."""
    bases = english_verb_bases(word)
    return bool(bases) and word not in bases and "AUX" not in english_word_classes(word)


def _names_a_body(words: str) -> bool:
    """Whether the subject of "the year <subject> <verb>ed" is a body's name (a market,
    "the year Japan opened", "the year ACME was founded"): nouns only, never a word of the
    calendar ("the year before last", "the year ended")."""
    return all(
        w not in _NOT_AN_EVENT and english_word_classes(w) <= {"NOUN", "PROPN"}
        for w in words.split()
    )


def _english_years(text: str) -> list[tuple[int, int]]:
    spans = [
        m.span()
        for m in _EN_YEAR_OF_RE.finditer(text)
        if not _NOT_AN_EVENT & set(re.findall(r"[a-z]+", m.group().partition(" of")[2]))
    ]
    spans += [
        m.span()
        for m in _EN_YEAR_AFTER_RE.finditer(text)
        if not _NOT_AN_EVENT & set(re.findall(r"[a-z]+", m.group())[3:])
    ]
    spans += [
        m.span()
        for m in _EN_YEAR_WE_RE.finditer(text)
        if _past_verb(m.group("verb")) and (not m.group("named") or _names_a_body(m.group("named")))
    ]
    for m in _EN_YEAR_THE_RE.finditer(text):
        if len(m.group("gap")) > 1:
            continue  # a KB name opens the subject: left to be read as before
        end = _subject_clause(text, m.start("rest"))
        if end is not None and not any(s <= m.start() < e for s, e in spans):
            spans.append((m.start(), end))
    return sorted(spans)


def _subject_clause(text: str, at: int) -> int | None:
    """Where the clause starting at ``at`` with a subject of one to three words and a past
    main verb ends, its particle included ("expansion *kicked off*"). Each word of the
    subject is one the dictionary knows as a noun or an adjective: a name it lacks ("the
    year the *Osaka* store opened") may be a place or a body the KB lacks, and is left to
    be read, so None, as where no past verb follows."""
    last = 0
    for number, word in enumerate(re.finditer(r"[a-z][a-z-]*", text[at:])):
        between = text[at + last : at + word.start()]
        if number > 3 or (number and between not in (" ", "'s ", "’s ")):
            return None  # four words, or a mark or a blanked KB name between two
        last = word.end()
        if number and _past_verb(word.group()):
            end = at + word.end()
            particle = _PARTICLE_RE.match(text, end)
            return particle.end() if particle else end
        if not {"NOUN", "ADJ"} & english_word_classes(word.group()):
            return None
    return None


def _chinese_years(text: str) -> list[tuple[int, int]]:
    spans = [m.span() for m in _ZH_YEAR_RE.finditer(text)]
    for m in _ZH_POINTED_YEAR_RE.finditer(text):
        if any(s <= m.start() < e for s, e in spans):
            continue
        run = re.search(r"[\u4e00-\u9fff]+$", text[: m.start()])
        tokens = cjk_tokens(run.group(), japanese=False) if run else ()
        if not tokens or not (
            _event(tokens[-1])
            or (len(tokens) > 1 and _done_to(tokens[-1]) and _content_verb(tokens[-2]))
        ):
            continue
        if m.group("noun") and tokens[-1].tag.startswith("a"):
            continue  # 「收入最高的年份」: the year asked for, by what it ranks first in
        spans.append((m.start() - _event_length(tokens), m.end()))
    return sorted(spans)


def _event_length(tokens: tuple[Token, ...] | list[Token]) -> int:
    """How many characters of the run before a pointed year noun name its event: the
    event word, the nouns (names too) written before it (「大湾区扩张那年」, 「门店扩张那年」),
    the verb those follow (「改装门店那一年」, 「搞大湾区拓展那一年」) or an event verb follows
    (「开始扩张那年」, 「决定扩张那年」), a verb's object however tagged (「开新店那一年」), and
    the adverbs before (「大举扩张那年」)."""
    at = len(tokens) - 1
    if at and _done_to(tokens[-1]) and _content_verb(tokens[at - 1]):
        at -= 1  # 「开*新店*」: the object of the verb before it
    while at and tokens[at - 1].tag.startswith("n"):
        at -= 1
    if at and _content_verb(tokens[at - 1]) and (at < len(tokens) - 1 or tokens[-1].tag[0] in "nv"):
        at -= 1
    while (
        at
        and tokens[at - 1].tag in ("d", "ad")
        and tokens[at - 1].word.surface not in CHINESE_GRAMMAR
    ):
        at -= 1
    return sum(len(t.word.surface) for t in tokens[at:])


def _content_verb(token: Token) -> bool:
    """Whether a Chinese word is a verb that does something (开, 开始, 改装), not one that
    links (是, 在) or asks (请问, 知道)."""
    return (
        token.tag.startswith("v")
        and token.word.surface not in _ZH_LINKING_VERBS
        and token.word.surface not in CHINESE_GRAMMAR
    )


def _done_to(token: Token) -> bool:
    """Whether a Chinese word may be a verb's object: a noun, a name's tag too (新店 is
    tagged a place), never a time word, a pronoun or a number."""
    return (
        len(token.word.surface) >= 2
        and token.tag.startswith("n")
        and not token.tag.startswith(("t", "r", "m", "q"))
    )


def _event(token: Token) -> bool:
    """Whether a Chinese word may name what happened in a year (开业, 扩张, 最高)."""
    tag = token.tag
    return (
        len(token.word.surface) >= 2
        and tag.startswith(_ZH_EVENT_TAGS)
        and not tag.startswith(_ZH_NOT_EVENT_TAGS)
    )


def described_years(text: str, lang: str) -> list[tuple[int, int]]:
    """The spans of normalized ``text`` naming a year by what happened in it."""
    if lang == "en":
        return _english_years(text)
    if lang == "zh":
        return _chinese_years(text)
    if lang != "ja":
        return []
    spans = [m.span() for m in _JA_YEAR_RE.finditer(text)]
    spans += [
        m.span()
        for m in _JA_THAT_EVENT_YEAR_RE.finditer(text)
        if not any(s <= m.start() < e for s, e in spans)
    ]
    spans += [
        m.span()
        for m in _JA_EVENT_YEAR_RE.finditer(text)
        if _action_closing(m.group("event")) and not any(s <= m.start() < e for s, e in spans)
    ]
    return sorted(spans)


def _action_closing(words: str) -> bool:
    """Whether Japanese ``words`` end on a noun of an action (導入, 開始, 移転: サ変可能) of
    two characters or more, a common noun, not a year's or a time's word."""
    morphemes = japanese_parts_of_speech(words)
    if not morphemes:
        return False
    surface, pos = morphemes[-1]
    return len(surface) >= 2 and pos[0] == "名詞" and pos[1] == "普通名詞" and pos[2] == "サ変可能"
