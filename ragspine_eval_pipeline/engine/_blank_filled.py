"""A draft with a blank where the figure goes: "Our Singapore team grew to ___ people in
2024!", 「集团2025年员工人数突破___人！」, 「シンガポールチームは2024年度に___人になりました！」.

The blank is the figure asked, so it is read as the question word of the language (多少,
何 before a counter) and the draft as the request it is. A verb of change leading to the
blank ("grew to ___", 「突破___」, 「___人に増えました」) says the figure reached, which is the
level asked, not a change: it is taken out. A change asked without a blank ("how much
did revenue grow") is read as before, and refused.
"""

from __future__ import annotations

import re

BLANK = r"(?:_{2,}|＿{2,}|[□☐]+|[〇○]{2,}|\?{3,}|？{3,})"
"""A blank left in a draft for a number: ___, ＿＿, □, ○○, ???."""

_COUNTER = r"(?:人|名|店舗|店|社|件|か所|ヶ所|カ所)"

_EN_CHANGE_TO_BLANK_RE = re.compile(
    r"(?<![a-z])(?:grew|grown|rose|risen|increased|climbed|jumped|expanded|went\s+up"
    r"|reached|hit|topped|crossed)(?:\s+to)?\s*(?=(?:US)?\$?\s*" + BLANK + ")",
    re.IGNORECASE,
)
_ZH_CHANGE_TO_BLANK_RE = re.compile(
    r"(?:突破|增长到|增长至|增長到|增長至|增加到|增加至|增至|升至|上升到|上升至|达到|達到)(?=\s*"
    + BLANK
    + ")"
)
_JA_CHANGE_AFTER_BLANK_RE = re.compile(
    "(" + BLANK + r"\s*" + _COUNTER + r"?)\s*(?:に増え|まで増え|に拡大し|を突破し|に達し|まで伸び)"
    r"(?:まし)?た"
)
_BLANK_RE = re.compile(BLANK)
_JA_BLANK_COUNTED_RE = re.compile(BLANK + r"\s*(?=" + _COUNTER + ")")


def with_blank_as_asked(question: str, lang: str) -> str:
    """``question`` with a draft's blank read as the figure it asks."""
    if _BLANK_RE.search(question) is None:
        return question
    question = _EN_CHANGE_TO_BLANK_RE.sub("", question)
    if lang == "zh":
        return _BLANK_RE.sub("多少", _ZH_CHANGE_TO_BLANK_RE.sub("", question))
    if lang == "ja":
        question = _JA_CHANGE_AFTER_BLANK_RE.sub(r"\1", question)
        return _JA_BLANK_COUNTED_RE.sub("何", question)
    return question
