"""A year named only by what happened in it, in Chinese and Japanese.

「我入职那一年」, 「公司上市的那年」, 「私が入社した年度」, 「田中さんが担当していた年度」 name a
year by an event the KB does not date: which fiscal year is meant is the asker's to say,
so the phrase (the clause and the year noun it describes) reads as a period the engine
asks which of (``every`` in ``_periods``), never the latest year assumed and never its
words refused as a measure.

Chinese: a clause opened by its subject (a pronoun or the company) or by 在, then
(的)那/这 + 一 + 年 / 个财年 (「那一年」 alone points back, and stays as it was). Japanese: a
clause (its object with を too, 「新店を開いた年」) closed by a past verb form (た, ていた,
だった) written straight onto 年度, 年 or 期 (「入社した年度の」); a year's number (2023年度)
or 昨年度 are periods of their own.
"""

from __future__ import annotations

import re

_ZH_YEAR_RE = re.compile(
    r"(?:我们|我們|我|你们|你們|你|您|他们|他們|他|她|公司|集团|集團|在)"
    r"[\u4e00-\u9fff]{1,6}?的?(?:那|这|這)一?(?:年|个财年|個財年|个年度|個年度)(?![代前后後底初末中])"
)
"""A Chinese clause with its subject (a pronoun or the company) describing the year noun
after it (「*我入职那一年*」, 「*公司上市的那年*」), or said of a market by 在 (「香港*在转型
那一年*」)."""

_JA_YEAR_RE = re.compile(
    r"(?P<clause>(?:(?:[^\s、,。をにでと]{1,4}の)?[^\s、,。のをにでと]{1,6}?(?:さん|様|氏|さま)(?:が|は)"
    r"|[^\s、,。のをにでと]{1,8}?(?:が|は))?"
    r"(?:[^\s、,。のがはをにで0-9]{1,10}?を)?"
    r"[^\s、,。のがはをにで0-9]{1,10}?(?:てい|でい|して|だっ|てお|でお)?(?:た|だった))"
    r"(?:頃の?|ときの?|時の?)?(?:会計年度|年度|年|期)(?=[のにはでも、,。]|$)"
)
"""A Japanese clause closed by a past form written onto a year noun (「私が入社した年度」)."""


def described_years(text: str, lang: str) -> list[tuple[int, int]]:
    """The spans of normalized ``text`` naming a year by what happened in it."""
    pattern = {"zh": _ZH_YEAR_RE, "ja": _JA_YEAR_RE}.get(lang)
    return [] if pattern is None else [m.span() for m in pattern.finditer(text)]
