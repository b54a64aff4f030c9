"""A request put in the negative, read as the plain request.

People ask for what they expect the assistant to hold in the negative: "You don't happen
to have Japan's EBITDA for FY2024, do you?", "Don't you have …?", "Isn't there a figure
for …?", "You wouldn't know …, would you?", "There's no figure for …, is there?",
"I don't suppose you have …?". The negation only says which answer the asker expects;
the request is the plain one ("Do you happen to have …?", "Is there a figure for …?"),
read as any request is, so a name the KB lacks is refused as before.

Only the negation of the asking itself is read so: an auxiliary with "not" written onto
it, or a "no" after "there is", in a sentence opening on it or on "you", "we", "it" or
"there" and, for a statement, closed by a tag question. A negation inside what is asked
("revenue not counting Macau", "stores that did not close") is no part of the asking and
stays.

In Chinese, what a source is recalled to say in the negative (「战略计划里*不是说*FY2028要
达到40%*吗*？」, didn't the plan say …?) is read as what it says (「战略计划里说…。」), so the
request after it is read beside the source, as when the asker states it plainly.
"""

from __future__ import annotations

import re

__all__ = ["as_plain_request"]

_AUX = r"(?:do|does|did|would|could|can|will|have|has|had|is|are|was|were|might|should)"
_NOT = r"(?:n['’]?t|\s+not)"
_SUBJECT = r"(?:you|u|we|it|there|they)"

_OPENS_NEGATED_RE = re.compile(
    rf"(?:^|(?<=[.?!]\s))(?P<aux>{_AUX})(?:n['’]?t\s+(?P<subject>{_SUBJECT})"
    rf"|\s+(?P<subject2>{_SUBJECT})\s+not)(?![a-z])",
    re.IGNORECASE,
)
"""A question opening on a negated auxiliary ("*Don't you* have …", "*Isn't there* …",
"*Do you not* have …")."""

_TAGGED_RE = re.compile(
    rf"(?:^|(?<=[.?!]\s))(?P<subject>{_SUBJECT})(?:\s+(?P<aux>{_AUX}){_NOT}|['’]s\s+no|"
    rf"\s+(?P<be>is|are)\s+no)\s+(?P<rest>[^.?!]+?)\s*,\s*{_AUX}\s+{_SUBJECT}\s*\?",
    re.IGNORECASE,
)
"""A negated statement closed by a tag question ("*You don't* have …, *do you*?",
"*There's no* figure for …, *is there*?")."""

_SUPPOSE_RE = re.compile(
    r"(?:^|(?<=[.?!]\s))i\s+(?:don['’]?t|do\s+not)\s+(?:suppose|imagine)\s+(?:that\s+)?"
    r"(?:(?P<you>you|u)(?:\s+(?P<modal>would|could|might|can))?|(?P<there>there)(?:['’]s|\s+is))"
    r"(?![a-z])",
    re.IGNORECASE,
)
"""The asker's doubt put before the request ("*I don't suppose you* have …", "*I don't
suppose there's* …")."""


_ZH_SAID_RE = re.compile(
    r"(?:不是|難道不是|难道不是)(?P<said>(?:说|說|讲|講|提|写|寫)(?:过|過|到|着|著|的是)?)"
    r"(?P<claim>[^。？?！!，,]+?)(?:吗|嗎|么|麼)(?:[？?]+|$)"
)
"""What a source is recalled to say, asked in the negative (「不是说…吗？」, 「不是写着…吗」)."""


def as_plain_request(text: str, lang: str) -> str:
    """``text`` with a request put in the negative read as the plain request (module
    docstring); ``text`` as it is otherwise."""
    if lang == "zh":
        return _ZH_SAID_RE.sub(lambda m: f"{m.group('said')}{m.group('claim')}。", text)
    if lang != "en":
        return text
    text = _TAGGED_RE.sub(_untagged, text)
    text = _SUPPOSE_RE.sub(_unsupposed, text)
    return _OPENS_NEGATED_RE.sub(_opened, text)


def _untagged(m: re.Match[str]) -> str:
    aux = m.group("aux") or m.group("be") or "is"
    return f"{aux.capitalize()} {m.group('subject').lower()} {m.group('rest')}?"


def _unsupposed(m: re.Match[str]) -> str:
    if m.group("there"):
        return "Is there"
    return f"{(m.group('modal') or 'do').capitalize()} you"


def _opened(m: re.Match[str]) -> str:
    subject = m.group("subject") or m.group("subject2")
    return f"{m.group('aux')} {subject}"
