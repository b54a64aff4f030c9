"""People counted by their age, in three languages, or by their function, in English.

"How many employees *over 40* does Hong Kong have?", 「香港有多少*30岁以下*的员工？」,
「日本の*30歳未満*の社員は何人？」: an age written beside the people asked narrows the count
to those people, which no metric reports. The number is no word the analysers keep, so
the phrase is added to the clause's residual here and the figure is refused, never the
whole headcount given in its place. An age alone in another sentence of the asker ("I'm
40") is set aside before the clause is read; a year, an amount or a percentage is no age.
So is an amount the people earn past ("How many employees *earn over $100,000*?",
"… *paid more than 10 million yen*"): a pay band, which no metric reports (Chinese and
Japanese write the pay noun, 年薪, 年収, which is refused as a word of its own). So is a
function written onto the people ("How many *operations* staff did Hong Kong
have?"); the operations of a market named just before ("Hong Kong operations staff") are
the market's business, which its headcount counts.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.kb.analysis import Word

_NUMBER = r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})"

_AGE_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:(?:over|under|above|below|aged|older\s+than|younger\s+than|at\s+least"
        r"|more\s+than|less\s+than)\s+(?:the\s+age\s+of\s+)?\d{2}(?![\d%.,]|\s*(?:%|percent|per"
        r"|million|mn|m|bn|billion|k|thousand|stores?|shops?|hours?|days?|weeks?|months?)(?![a-z]))"
        r"|\d{2}\s*(?:\+\s*)?(?:years?|yrs?)[\s-]+old|\d{2}\s+and\s+(?:over|above|older|under))"
    ),
    "zh": re.compile(_NUMBER + r"\s*(?:周岁|週歲|岁|歲)(?:及?以上|及?以下|以内|以內|之间|之間)?"),
    "ja": re.compile(
        _NUMBER + r"\s*歳(?:以上|未満|以下|超|代)?|" + _NUMBER + r"\s*代(?=の|以上|以下)"
    ),
}


def ages_described(norm: str, lang: str) -> list[tuple[int, int, Word]]:
    """The age phrases of normalized ``norm`` (``lang``), each as a residual word: the
    people asked are only those of that age."""
    pattern = _AGE_RE.get(lang)
    if pattern is None or not any(ch.isdigit() or ch in "一二三四五六七八九十" for ch in norm):
        return []
    return [
        (m.start(), m.end(), Word(m.group(), m.group(), lang == "en"))
        for m in pattern.finditer(norm)
    ]


_PAY_BAND_RE = re.compile(
    r"(?<![a-z])(?:earn(?:s|ed|ing)?|paid|mak(?:e|es|ing)|(?:take|takes|taking)\s+home"
    r"|(?:get|gets|getting|receive|receives|receiving)\s+paid)\s+(?:an?\s+)?(?:annual\s+|yearly\s+)?"
    r"(?:over|under|above|below|more\s+than|less\s+than|at\s+least|at\s+most|in\s+excess\s+of"
    r"|upwards\s+of|exceeding|greater\s+than|north\s+of|up\s+to|between)\s+"
    r"(?:(?:[a-z]{1,3})?[$€£¥]\s*\d[\d,.]*\s*(?:k|m|mn|bn|million|thousand|billion)?(?![a-z])"
    r"|\d[\d,.]*\s*(?:k|m|mn|bn|million|thousand|billion|dollars?|yen|usd|hkd|sgd|jpy|mop|euros?)"
    r"(?![a-z])|\d{1,3}(?:,\d{3})+(?![\d]))"
)
"""A verb of earning and an amount past which the people asked earn: a pay band."""


def pay_bands_described(norm: str, lang: str) -> list[tuple[int, int, Word]]:
    """The English pay bands of normalized ``norm`` ("employees *earn over $100,000*"),
    each as a residual word: the people asked are only those in that band."""
    if lang != "en" or not any(ch.isdigit() for ch in norm):
        return []
    return [
        (m.start(), m.end(), Word(m.group(), m.group(), True)) for m in _PAY_BAND_RE.finditer(norm)
    ]


_FUNCTION_RE = re.compile(
    r"(?<![a-z])operations?(?=\s+(?:staff|employees|workers|personnel|people|team)(?![a-z]))"
)


def functions_described(norm: str, lang: str, scope_ends: set[int]) -> list[tuple[int, int, Word]]:
    """The English function words of normalized ``norm`` written onto the people asked
    ("*operations* staff"), each as a residual word, unless a scope's name ends just
    before (an offset of ``scope_ends``): "Hong Kong operations staff"."""
    if lang != "en":
        return []
    return [
        (m.start(), m.end(), Word(m.group(), m.group(), True))
        for m in _FUNCTION_RE.finditer(norm)
        if not any(
            end <= m.start() and norm[end : m.start()].strip(" '") in ("", "s")
            for end in scope_ends
        )
    ]


_PRONOUN_CAPS_RE = re.compile(
    r"(?<![A-Za-z$])(?:IT|US|WE|ME|HE)(?![A-Za-z$.]|\s*(?:\$|dollars?\b))"
)
"""A pronoun's spelling written in capitals ("*IT* staff", "*US* revenue", 「*IT*员工」): an
acronym (information technology, the United States), never the pronoun; not "US$" or "US
dollars", a currency."""


def acronyms_as_pronouns(cased: str, norm: str) -> list[tuple[int, int, Word]]:
    """The capitals of ``cased`` spelling a pronoun, each as a residual word of the same
    offsets in normalized ``norm`` (of the same length), where an English question is not
    written in capitals throughout: a function or a place no metric or scope names, which would
    otherwise be read as "it" or "us" and pass as grammar."""
    letters = [ch for ch in cased if ch.isascii() and ch.isalpha()]
    shouted = sum(ch.isupper() for ch in letters) * 2 > len(letters)
    if len(cased) != len(norm) or (shouted and all(ch.isascii() for ch in cased)):
        return []
    return [
        (m.start(), m.end(), Word(m.group(), norm[m.start() : m.end()], True, name=True))
        for m in _PRONOUN_CAPS_RE.finditer(cased)
    ]
