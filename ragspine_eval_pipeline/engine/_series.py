"""Which member of a series a text names: "Scope 3", "Phase 2", 范围三, 第二期, スコープ3.

A number or a letter written after a noun that numbers the members of a series (scopes
of emissions, phases or stages of a plan, tiers, levels, steps) says which one is meant:
it narrows the topic as a market narrows a figure. A passage about "Scope 1 and Scope 2"
says nothing of Scope 3, though it holds every other word of "Scope 3 emissions". A
number before the noun ("three phases", 「4段階」) counts members and names none, and a
year names no member; neither is read here.
"""

from __future__ import annotations

import re
import unicodedata

__all__ = ["members_held", "members_named"]

_SERIES: dict[str, str] = {
    "scope": "scope",
    "范围": "scope",
    "範圍": "scope",
    "範囲": "scope",
    "スコープ": "scope",
    "phase": "phase",
    "stage": "phase",
    "期": "phase",
    "阶段": "phase",
    "階段": "phase",
    "段階": "phase",
    "フェーズ": "phase",
    "ステージ": "phase",
    "tier": "tier",
    "层": "tier",
    "層": "tier",
    "ティア": "tier",
    "level": "level",
    "级": "level",
    "級": "level",
    "レベル": "level",
    "step": "step",
    "步": "step",
    "ステップ": "step",
    "wave": "wave",
    "轮": "wave",
    "輪": "wave",
}
"""Nouns numbering the members of a series, each under one key across the languages (a
phase and a stage, 期 and 阶段, are one sense: a plan's steps in time)."""

_NUMERALS = {
    **{str(n): n for n in range(1, 21)},
    **dict(zip("一二三四五六七八九十", range(1, 11), strict=True)),
    **dict(
        zip(
            ("I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X"), range(1, 11), strict=True
        )
    ),
    **dict(
        zip(
            ("one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"),
            range(1, 11),
            strict=True,
        )
    ),
}
_ORDINALS = dict(
    zip(("first", "second", "third", "fourth", "fifth", "sixth"), range(1, 7), strict=True)
)
_MEMBER = (
    r"(?:[1-9][0-9]?(?![0-9])|[一二三四五六七八九十](?![一二三四五六七八九十百千万])"
    r"|[IVX]{1,4}\b|(?i:one|two|three|four|five|six|seven|eight|nine|ten)\b|[A-E]\b)"
)
"""A member: a number up to 20 (a year or an amount is no member), a numeral, a Roman
numeral or a capital letter ("Tier A"); a lower-case letter is a word ("step a store
takes")."""
_AND = r"(?:,|、|・|/|&|\b(?i:and|or)\b|和|及|与|或|と|および|及び|や)"
_JOINED = rf"(?:\s*{_AND}\s*(?:{{series}})?\s*{{member}})*"
_LATIN = "(?i:scope|phase|stage|tier|level|step|wave)"
_AFTER = "范围|範圍|範囲|スコープ|フェーズ|ステージ|ティア|レベル|ステップ"
_COUNTERS = "期|阶段|階段|段階|层|層|级|級|步|轮|輪|フェーズ|ステップ"

_LATIN_RE = re.compile(
    rf"\b(?P<series>{_LATIN})(?i:s)?[\s-]*(?P<members>{_MEMBER}"
    + _JOINED.format(series=rf"(?:{_LATIN})(?i:s)?[\s-]*", member=_MEMBER)
    + r")(?![a-z])"
)
_AFTER_RE = re.compile(
    rf"(?P<series>{_AFTER})\s*(?P<members>{_MEMBER}"
    + _JOINED.format(series=rf"(?:{_AFTER})\s*", member=_MEMBER)
    + ")"
)
_ORDINAL_RE = re.compile(
    rf"第\s*(?P<members>{_MEMBER})\s*(?P<series>{_COUNTERS})"
    rf"|\b(?P<ordinal>(?i:{'|'.join(_ORDINALS)}))\s+(?P<word>{_LATIN})\b"
)
_MEMBER_RE = re.compile(_MEMBER)


def members_named(text: str) -> set[tuple[str, int | str]]:
    """The members of a series ``text`` names by a number or a letter after the series
    noun ("Scope 3", "Phase II", 范围三, スコープ3, 第2阶段, 第3期): (series, member)."""
    folded = _fold(text)
    found: set[tuple[str, int | str]] = set()
    for pattern in (_LATIN_RE, _AFTER_RE):
        for match in pattern.finditer(folded):
            series = _SERIES[match["series"].lower()]
            found |= {(series, m) for m in _members(match["members"])}
    for match in _ORDINAL_RE.finditer(folded):
        if match["members"] is not None:
            found |= {(_SERIES[match["series"].lower()], m) for m in _members(match["members"])}
    return found


def members_held(text: str) -> set[tuple[str, int | str]]:
    """The members of a series a passage names, also by an ordinal ("the first phase")."""
    found = members_named(text)
    for match in _ORDINAL_RE.finditer(_fold(text)):
        if match["ordinal"] is not None:
            found.add((_SERIES[match["word"].lower()], _ORDINALS[match["ordinal"].lower()]))
    return found


def _members(run: str) -> list[int | str]:
    """Each member of a run ("1 and 2", 「1・2」, "II"), a number where it is one."""
    tokens = _MEMBER_RE.findall(run)
    return [_NUMERALS.get(t, _NUMERALS.get(t.lower(), t)) for t in tokens]


def _fold(text: str) -> str:
    """``text`` in one width (スコープ３ is スコープ3, Ｓｃｏｐｅ is Scope)."""
    return unicodedata.normalize("NFKC", text)
