"""Numbers a Japanese speech-to-text writes in kana, read as digits.

Dictation writes what it hears: a figure said out in kana (じゅうまんきゅうせんはっぴゃく,
にじゅうさん), a year read digit by digit (にーまるにーよん, にーぜろにーさん: まる and ぜろ are
the zero) and the letters of a fiscal year spelt in katakana (エフワイ). Each is read as
typed: 109800, 23, 2024, FY.

A kana number is read only where it stands as a word of its own, set off from the kana
around it (a space, a mark, kanji, katakana or the text's ends), and only where it is
plainly a number: it holds a unit word (じゅう, ひゃく, せん, まん) or, read digit by digit,
four digits; a single digit word is a particle or a prefix as often (に, ご, さん).
"""

from __future__ import annotations

import re

__all__ = ["with_kana_numbers"]

_DIGITS = {
    "いち": 1,
    "いっ": 1,
    "にー": 2,
    "に": 2,
    "さん": 3,
    "よん": 4,
    "よ": 4,
    "ごー": 5,
    "ご": 5,
    "ろく": 6,
    "ろっ": 6,
    "なな": 7,
    "しち": 7,
    "はち": 8,
    "はっ": 8,
    "きゅう": 9,
    "きゅー": 9,
}
_DIGIT = "(?:" + "|".join(sorted(_DIGITS, key=len, reverse=True)) + ")"

_UNITS = {"じゅう": 10, "じっ": 10, "ひゃく": 100, "びゃく": 100, "ぴゃく": 100}
_THOUSAND = "(?:せん|ぜん)"
_HUNDRED = "(?:ひゃく|びゃく|ぴゃく)"
_TEN = "(?:じゅう|じっ)"

_SECTION = rf"(?:{_DIGIT}?{_THOUSAND})?(?:{_DIGIT}?{_HUNDRED})?(?:{_DIGIT}?{_TEN})?{_DIGIT}?"
_NUMBER_RE = re.compile(
    rf"(?<![\u3041-\u309fー])(?P<number>(?:(?P<man>{_SECTION})まん)?(?P<rest>{_SECTION}))"
    r"(?=$|[^\u3041-\u309fー]|ねんど|ねん)"
)
"""A number said in kana, with its ten thousands (まん) apart."""

_ZERO = "(?:まる|ぜろ|れい|ゼロ|おー)"
_SPOKEN_DIGIT = rf"(?:{_ZERO}|{_DIGIT})"
_DIGIT_BY_DIGIT_RE = re.compile(
    rf"(?<![\u3041-\u309fー])(?P<digits>(?:{_SPOKEN_DIGIT}ー?){{3}}{_SPOKEN_DIGIT})"
    r"(?=\s*(?:年|ねん)|$|[^\u3041-\u309fー])"
)
"""A year read digit by digit (にーまるにーよん年度末)."""

_DIGIT_WORD_RE = re.compile(rf"{_ZERO}|{_DIGIT}")

_FY_RE = re.compile(r"エフ[・\s]?ワイ")
"""The letters FY spelt in katakana."""


def _section(text: str) -> int:
    """The value of a number below ten thousand said in kana."""
    total = 0
    for unit, value in ((_THOUSAND, 1000), (_HUNDRED, 100), (_TEN, 10)):
        found = re.match(rf"({_DIGIT})?{unit}", text)
        if found:
            total += value * (_DIGITS[found.group(1)] if found.group(1) else 1)
            text = text[found.end() :]
    return total + (_DIGITS[text] if text else 0)


def _number(found: re.Match[str]) -> str:
    said = found.group("number")
    if not re.search(rf"{_THOUSAND}|{_HUNDRED}|{_TEN}|まん", said):
        return said  # a digit word alone may be a particle (に) or a prefix (ご)
    man = found.group("man")
    ten_thousands = (_section(man) or 1) if man is not None else 0
    return str(ten_thousands * 10000 + _section(found.group("rest")))


def _digit_by_digit(found: re.Match[str]) -> str:
    words = _DIGIT_WORD_RE.findall(found.group("digits"))
    return "".join("0" if re.fullmatch(_ZERO, w) else str(_DIGITS[w]) for w in words)


def with_kana_numbers(text: str) -> str:
    """Japanese ``text`` with the numbers and years said in kana as digits and FY spelt in
    katakana as its letters."""
    text = _FY_RE.sub("FY", text)
    if not re.search(r"[\u3041-\u309f]", text):
        return text
    text = _DIGIT_BY_DIGIT_RE.sub(_digit_by_digit, text)
    text = _NUMBER_RE.sub(_number, text)
    return re.sub(r"(?<=\d)ねん(ど)?", lambda m: "年度" if m.group(1) else "年", text)
