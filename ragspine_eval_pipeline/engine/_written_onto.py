"""Whether a word read as how a request is put stands written onto a name instead.

Some words are set aside around a request: a chat reaction ("lol"), a word of the present
("currently"), of the figure as reported ("official", "exact"), of the asker's build or
translation ("card", "tile", "translation"). Written straight onto the noun heading a
business's phrase ("ACME's *Official* business", "the *Card* segment") any of them says
which business, and a noun written straight onto a metric's name ("the group's *card*
revenue", "*translation* revenue") says which kind of the figure: there they are words
of the request, read, and refused where the KB lacks them, as any other word.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["onto_a_business", "onto_a_metric"]

_BUSINESS_HEAD_RE = re.compile(
    r"[ \t-]*(?:business(?:es)?|biz|segments?|divisions?|subsidiar(?:y|ies)|arms?)(?![\w-])",
    re.IGNORECASE,
)
"""A noun heading a business's phrase, after nothing but spaces or a hyphen."""

_JOIN_RE = re.compile(r"[ \t]*-?[ \t]*")


def onto_a_business(text: str, end: int) -> bool:
    """Whether the word ending at ``end`` of ``text`` is written onto a noun heading a
    business's phrase ("the *Card* business", "ACME's *Official* segment")."""
    return _BUSINESS_HEAD_RE.match(text, end) is not None


def onto_a_metric(text: str, end: int, matcher: Matcher) -> bool:
    """Whether the word ending at ``end`` of ``text`` is written straight onto a KB
    metric's name ("*card* revenue", "*translation*-revenue", 「*カード*売上高」)."""
    joined = _JOIN_RE.match(text, end)
    at = joined.end() if joined else end
    if at == end and end and text[end - 1].isascii():
        return False  # a Latin word runs on into the next: no two words
    rest = text[at:]
    return any(m.kind == "metric" and m.start == 0 for m in matcher.find(normalize(rest)))
