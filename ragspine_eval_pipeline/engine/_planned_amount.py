"""A plan's amount asked with "should": what the company is to reach by a year.

A translator renders "what share should the app generate by FY2028" (the plan's target)
word for word as 「2028年度までに…何パーセントを生み出すべきですか」 or 「到2028财年…应该
产生…百分之多少」. Chinese and Japanese read 应该 and べき as advice elsewhere; here the
sentence sets a deadline (a year after までに, 到, 截至) and asks an amount (何パーセント,
いくら, 何人, 多少, 几), and no asker or addressee (私, 我们, 你, あなた) is the one who
should: it asks the figure a plan states, as "should" after a subject does in English.
Such a 应该 or べき is no opinion cue; the amount it asks is read as the plan's (a year
not closed is still never answered with a reported figure).
"""

from __future__ import annotations

import re

__all__ = ["without_planned_should"]

_DEADLINE = (
    r"(?:fy\s*\d{2,4}|\d{4}\s*(?:年度|年|财年|財年|会計年度)?)\s*(?:末|底|年底|年末)?\s*"
    r"(?:までに|まで|前|之前|以前|为止|為止)"
    r"|(?:到|截至|截止|至)\s*(?:fy\s*\d{2,4}|\d{4})"
)
"""A deadline year: 2028年度までに, FY2028まで, 到2028财年, 截至2028年底."""

_AMOUNT = (
    r"何\s*(?:パーセント|%|割|人|名|店|店舗|件|億|万)|いくら|どのくらい|どれくらい|どれだけ|どの程度"
    r"|百分之多少|多少|几|幾"
)
"""How an amount is asked."""

_WHO = r"私|僕|俺|我々|われわれ|私たち|あなた|君|我们|我們|我|你们|你們|你|您"
"""An asker or addressee as the one who should (advice)."""

_ASKING_ME_RE = re.compile(r"(?:告诉|告訴|给|給|帮|幫)我|请问|請問|教えて")
"""The asker named only as the one told (请告诉我, 教えて): no one who should."""

_SENTENCE_RE = re.compile(r"[^。！？!?]+[。！？!?]?")

_SHOULD_RE = re.compile(r"(?:应该|應該|应当|應當)|(?<=[うくぐすつぬぶむるし])べき")


def without_planned_should(folded: str) -> str:
    """``folded`` less each 应该 or べき of a sentence asking a plan's amount by a deadline
    (module docstring); any other sentence as it is."""

    def read(sentence: re.Match[str]) -> str:
        text = sentence.group()
        should = _SHOULD_RE.search(text)
        if should is None or not re.search(_DEADLINE, text) or not re.search(_AMOUNT, text):
            return text
        if re.search(rf"(?:{_WHO})(?![们們])|(?:{_WHO})", _ASKING_ME_RE.sub(" ", text)):
            return text  # the asker or the one asked is named: advice may be sought
        return _SHOULD_RE.sub(" ", text)

    return _SENTENCE_RE.sub(read, folded)
