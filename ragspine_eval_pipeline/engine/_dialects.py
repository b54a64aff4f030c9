"""Regional varieties read as the standard language: the closed classes they differ by.

People ask as they speak: Singapore and Indian English ("*Eh* can help me check …",
"*Can or not* give me …", "Boss asking", "Kindly revert *at the earliest*"), northern
and Taiwanese Mandarin (「业绩*咋*样」, 「*啥*时候开的」, 「营收多少钱*啊*」, 「*咱*这个
区域」), and Kansai and western Japanese (「*なんぼ*やねん」, 「*どんだけ*の店に入っ*とる*
ん」, 「*ほんま*は」). What differs
from the standard is a closed class of function words (particles, copulas, question
words, verb endings, pronouns, interjections and a few request formulas), listed here
in one place per language and read as the standard word before any rule reads the
question, as ``_cantonese`` reads written Cantonese. Content words are never touched, so
a metric, a market or a year the KB lacks stays a word the engine refuses (「台湾有没有
营收数字啊」, 「大阪の店舗だけの売上ってわかる？」, "Malaysia revenue lah").

A word is read only where it stands as a word: in Chinese where the dictionary's
segmentation holds no longer word around it (干嘛 keeps its 嘛), a sentence-final particle
only where a clause ends (「的啊收入」 is left, and refused); in Japanese on Sudachi's
morphemes with the part of speech the class names (the auxiliary とる, never the verb 取る);
in English on whole words, an interjection only opening a sentence, a subject's copula
supplied only in a short statement whose subject no KB name is.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import english_word_classes, japanese_morphemes, normalize

__all__ = ["as_standard"]

# --- English: Singapore and Indian English ------------------------------------------

_EN_INTERJECTIONS = (
    "eh",
    "ehh",
    "aiyo",
    "aiyoh",
    "aiyoyo",
    "aiya",
    "aiyah",
    "haiya",
    "haiyah",
    "alamak",
    "wah",
    "walao",
    "arey",
    "arre",
    "oi",
)
"""Interjections opening a Singlish or Indian English sentence (*eh*, *aiyo*, *alamak*,
*arey*): the speaker's stance, no word asked."""

_EN_INTERJECTION_RE = re.compile(
    r"(?:^|(?<=[.!?;:]\s)|(?<=[.!?;:]))\s*(?:" + "|".join(_EN_INTERJECTIONS) + r")"
    r"(?![a-z'’-])\s*[,!.…]*\s*",
    re.IGNORECASE,
)

_EN_CAN_OR_NOT_RE = re.compile(r"(?<![a-z'’-])(can|could)\s+or\s+not\s+(?=[a-z])", re.IGNORECASE)
"""Singlish's "can or not" put before the verb of a request ("*Can or not* give me the
exact number"): "can you", its yes-no tag said first."""

_EN_REPLY_TIME_RE = re.compile(
    r"\s*,?\s*(?<![a-z'’-])at\s+the\s+(?:earliest|soonest)(?:\s+possible)?(?:\s+(?:time|convenience))?"
    r"|(?<=(?<![a-z'’-])today)\s+itself|(?<=(?<![a-z'’-])now)\s+itself"
    r"|(?<=(?<![a-z'’-])tomorrow)\s+itself",
    re.IGNORECASE,
)
_EN_PHRASE_END_RE = re.compile(r"\s*(?:[,.!?;]|$|please|pls|thanks)", re.IGNORECASE)
"""Indian English's words of when the reply is wanted ("revert *at the earliest*", "I need
it today *itself*"): hurry, never a year or the earliest figure; read only closing a
phrase (``_EN_PHRASE_END_RE``)."""

_EN_COPULA_UNSAID_RE = re.compile(
    r"(?:^|(?<=[.!?;]\s))(?P<det>(?:the|my|our|your)\s+)?(?P<subject>[a-z]+)\s+"
    r"(?=(?P<verb>[a-z]+ing)(?![a-z'’-]))",
    re.IGNORECASE,
)
"""A statement with its copula left out, as Singlish and Indian English put it ("Boss
asking", "Manager waiting for it"): read with "is" before the participle."""

_EN_ASKING_VERBS = frozenset(
    ["asking", "waiting", "chasing", "needing", "wanting", "requesting", "pushing", "checking"]
)
"""The participles of who wants the figure ("Boss *asking*", "Finance *waiting*"): a
statement of who asks, read with its copula; a statement of how a thing fares ("Franchise
growing") is left as written, since it may name the part wanted."""

_EN_STATEMENT_WORDS = 6
"""The most words a statement read with its copula supplied may hold."""

_EN_PRONOUNS = frozenset(
    ["i", "you", "we", "they", "he", "she", "it", "who", "what", "which", "that", "this", "there"]
)

_EN_ZERO_RELATIVE_RE = re.compile(
    r"(?:^|(?<=[.!?;]\s))(?P<head>the\s+one)\s+(?=(?P<subject>[a-z]+)\s+(?P<next>[a-z]+)(?![a-z'’-]))",
    re.IGNORECASE,
)
"""A sentence pointing back with "the one" and a relative clause with no "that" ("The one
management always talk about"): read with "that", as written out. Only opening a
sentence: inside one, "the one store opened in 2025" is a phrase of its own."""


def _copula_said(match: re.Match[str], matcher: Matcher) -> str:
    """The statement's subject with "is" after it, where it is a noun no KB name holds and
    a participle follows in a short statement; else the words as written."""
    subject, verb = match.group("subject"), match.group("verb")
    tail = match.string[match.start() :]
    end = re.search(r"[.!?;]", tail)
    sentence = tail[: end.start()] if end else tail
    if (
        subject.casefold() in _EN_PRONOUNS
        or "NOUN" not in english_word_classes(subject.casefold())
        or verb.casefold() not in _EN_ASKING_VERBS
        or len(sentence.split()) > _EN_STATEMENT_WORDS
        or (end is not None and end.group() == "?")
        or matcher.find(normalize(subject))
    ):
        return match.group()
    return f"{match.group('det') or ''}{subject} is "


def _relative_said(match: re.Match[str]) -> str:
    """The words "the one" with "that" after it, where a subject (a noun or a pronoun) and a verb or
    an adverb follow; else as written."""
    subject, following = match.group("subject").casefold(), match.group("next").casefold()
    classes = english_word_classes(subject)
    if subject not in _EN_PRONOUNS - {"that", "which", "who", "what", "this", "there"} and (
        "NOUN" not in classes or "ADP" in classes
    ):
        return match.group()
    if not english_word_classes(following) & {"VERB", "ADV"}:
        return match.group()
    return f"{match.group('head')} that "


def _standard_english(text: str, matcher: Matcher) -> str:
    """English ``text`` with its Singapore and Indian English grammar read as standard."""
    text = _EN_INTERJECTION_RE.sub("", text)
    text = _EN_CAN_OR_NOT_RE.sub(r"\1 you ", text)
    text = _EN_REPLY_TIME_RE.sub(
        lambda m: "" if _EN_PHRASE_END_RE.match(m.string, m.end()) else m.group(), text
    )
    text = _EN_ZERO_RELATIVE_RE.sub(_relative_said, text)
    return _EN_COPULA_UNSAID_RE.sub(lambda m: _copula_said(m, matcher), text)


# --- Chinese: northern and Taiwanese Mandarin ---------------------------------------

_ZH_WORDS = {
    # question words
    "啥": "什么",
    "啥子": "什么",
    "咋": "怎么",
    "咋样": "怎么样",
    "咋樣": "怎么样",
    "咋整": "怎么办",
    "多会儿": "什么时候",
    "多會兒": "什么时候",
    "哪儿": "哪里",
    "哪兒": "哪里",
    # pronouns
    "咱们": "我们",
    "咱們": "我们",
    "咱": "我们",
    "俺们": "我们",
    "俺們": "我们",
    "俺": "我",
    # adverbs
    "甭": "不用",
}
"""Northern and Taiwanese Mandarin words written for the standard ones (咋 how, 啥 what,
咱 we, 甭 need not): each has only this sense, so it is read wherever it stands."""

_ZH_FINAL_PARTICLES = "啊嘛呗唄啦喔哦噢齁耶咧捏哟呦嘞啰囉"
"""Sentence-final particles adding the speaker's stance (啊, 嘛, 呗, 啦, Taiwanese 喔, 齁,
耶): no word asked; 吗, 呢 and 吧 ask, and stay."""

_ZH_WORD_RE = re.compile("|".join(sorted(map(re.escape, _ZH_WORDS), key=len, reverse=True)))
_ZH_PARTICLE_RE = re.compile(
    rf"(?<=[\u4e00-\u9fffA-Za-z0-9%）)」』”])[{_ZH_FINAL_PARTICLES}]+(?=[，,、。？?！!…；;\s]|$)"
)


def _inside_a_word(text: str, start: int, end: int) -> bool:
    """Whether the dictionary's segmentation of ``text`` holds ``start:end`` inside a
    longer word (干嘛, 耶稣)."""
    import rjieba

    at = 0
    for token in rjieba.cut(text, False):
        if at <= start and end <= at + len(token) and len(token) > end - start:
            return True
        at += len(token)
    return False


def _standard_mandarin(text: str) -> str:
    """Chinese ``text`` with its northern and Taiwanese function words read as standard."""
    text = _ZH_WORD_RE.sub(lambda m: _ZH_WORDS[m.group()], text)
    found = [m for m in _ZH_PARTICLE_RE.finditer(text) if not _inside_a_word(text, *m.span())]
    for m in reversed(found):
        text = text[: m.start()] + text[m.end() :]
    return text


# --- Japanese: Kansai and western dialects ------------------------------------------

_JA_WORDS: dict[tuple[str, ...], str] = {
    # question words
    ("どん", "だけ"): "どれだけ",
    ("どん", "くらい"): "どのくらい",
    ("どん", "ぐらい"): "どのぐらい",
    ("なんぼ",): "いくら",
    ("どない",): "どう",
    ("どげん",): "どう",
    # adverbs and adjectives
    ("ほんま",): "本当",
    ("あ", "かん"): "だめ",
}
"""Dialect words by their morphemes as Sudachi cuts them (どん+だけ, a pronoun どん it
does not know, for どれだけ), with the standard reading."""

_JA_ENDINGS: dict[tuple[str, str], str] = {
    # verb endings: the progressive とる (いる), its past とっ-, western よる
    ("とる", "とる"): "ている",
    ("とっ", "とる"): "てい",
    ("どる", "とる"): "でいる",
    ("どっ", "とる"): "でい",
    ("よる", "よる"): "ている",
    ("よっ", "よる"): "てい",
    # negation
    ("へん", "へん"): "ない",
    ("ひん", "ひん"): "ない",
    # copulas
    ("や", "や"): "だ",
    ("やろ", "や"): "だろう",
    ("じゃ", "じゃ"): "だ",
    ("じゃろ", "じゃ"): "だろう",
    # the verb of being おる (いる)
    ("おる", "居る"): "いる",
    ("おっ", "居る"): "い",
}
"""Dialect auxiliaries and the verb おる by surface and Sudachi's normalized form, with
the standard reading (入っとる 入っている, わからへん わからない, なんぼや なんぼだ)."""

_JA_AFTER_A_VERB = frozenset(["とる", "よる", "へん", "ひん"])
"""Endings read only right after a verb (入っ*とる*, しよった, わから*へん*)."""

_JA_TRIGGER_RE = re.compile(
    r"どん|なんぼ|どない|どげん|ほんま|あかん|とる|とっ|どる|どっ|よる|よっ|へん|ひん|や|じゃ|ん|なん|おる|おっ"
)
_JA_CLAUSE_END_RE = re.compile(r"\s*(?:[?？。.!！、,]|$)")


def _ja_replacement(morphemes: list[tuple[str, str, str, str]], i: int) -> tuple[str, int] | None:
    """The standard reading of the dialect word at morpheme ``i`` and how many morphemes it
    spans; None when no word of the classes stands there."""
    surface, pos, form, _ = morphemes[i]
    for words, reading in _JA_WORDS.items():
        if tuple(m[0] for m in morphemes[i : i + len(words)]) == words:
            return reading, len(words)
    verb = form == "居る"
    if pos == ("動詞" if verb else "助動詞") and (surface, form) in _JA_ENDINGS:
        if form in _JA_AFTER_A_VERB and (i == 0 or morphemes[i - 1][1] != "動詞"):
            return None
        if surface == "や" and i + 1 < len(morphemes) and morphemes[i + 1][0] == "ねん":
            return "なの", 2  # なんぼやねん: いくらなの
        return _JA_ENDINGS[surface, form], 1
    after = "".join(m[0] for m in morphemes[i + 1 :])
    at_end = _JA_CLAUSE_END_RE.match(after) is not None
    previous = morphemes[i - 1] if i else None
    if surface == "ねん" and pos == "助詞":
        return "のだ", 1
    # 減らしたん, 入っとるん: the nominalizing の; おるん (read as a negation by Sudachi)
    # after a verb's plain form is one too.
    plain = previous is not None and previous[3].startswith(("終止形", "連体形"))
    if surface == "ん" and at_end and (pos == "助詞" or (form == "ず" and plain)):
        return "の", 1
    if surface == "なん" and at_end and previous is not None and previous[2] in ("幾ら", "何ぼ"):
        return "なの", 1  # いくらなん？
    if surface == "や" and pos == "助詞" and at_end and previous is not None:
        return ("", 1) if previous[0] == "て" else None  # 教えてや: 教えて
    return None


def _standard_japanese(text: str) -> str:
    """Japanese ``text`` with its Kansai and western function words read as standard."""
    if not _JA_TRIGGER_RE.search(text):
        return text
    morphemes = list(japanese_morphemes(text))
    if "".join(m[0] for m in morphemes) != text:
        return text
    pieces: list[str] = []
    i = 0
    while i < len(morphemes):
        found = _ja_replacement(morphemes, i)
        if found is None:
            pieces.append(morphemes[i][0])
            i += 1
        else:
            pieces.append(found[0])
            i += found[1]
    return "".join(pieces)


@lru_cache(maxsize=4096)
def _cached(text: str, lang: str, matcher: Matcher) -> str:
    if lang == "en":
        return _standard_english(text, matcher)
    if lang == "zh":
        return _standard_mandarin(text)
    if lang == "ja":
        return _standard_japanese(text)
    return text


def as_standard(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` in ``lang`` with the function words of its regional variety read as the
    standard language's (module docstring); a text with none is returned unchanged."""
    return _cached(text, lang, matcher)
