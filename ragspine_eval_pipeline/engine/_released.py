"""A figure said to be out already, beside the question asked: what the asker knows, no request.

"FY2025 group revenue is out already. What will FY2026 come to?", 「2025财年集团收入已经
出来了，那2026财年预计多少？」, 「2025年度の売上高はもう出ました。来期は？」: the sentence
saying a figure has been published, released or has come out states what the asker has,
and asks nothing; read as a request it would give that figure where the question asks
another (a forecast, which is refused). It is set aside when another sentence of the
message asks something and it names no KB name that sentence does not. A sentence asking
whether a figure is out ("Is FY2025 revenue out yet?") is a question, and stays.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_figures_released"]

_RELEASED_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:is|are|was|were|has\s+been|have\s+been|'s|’s)\s+(?:already\s+|now\s+)?"
        r"(?:out|published|released|announced|public)(?:\s+(?:already|now))?\s*[.!]*$"
        r"|(?<![a-z])(?:came|has\s+come|have\s+come)\s+out(?:\s+(?:already|now))?\s*[.!]*$",
        re.IGNORECASE,
    ),
    "zh": re.compile(
        r"(?:已经|已|都|早就|早已)?(?:出来了|出来啦|出了|出炉了|公布了|发布了|公布|发布|公告了|披露了)"
        r"(?:吧|啊|哈)?\s*[。！!，,]*$"
    ),
    "ja": re.compile(
        r"(?:もう|すでに|既に)?(?:出ました|出ています|出てます|出てい(?:る|ます)|出た|発表されました"
        r"|発表済み(?:です)?|公表されました|公表済み(?:です)?|開示されました|開示済み(?:です)?)"
        r"(?:よね|ね|よ)?\s*[。！!、,]*$"
    ),
}
"""A sentence closed on its figure having come out (is out, 已经出来了, もう出ました)."""

_ASKING_RE = re.compile(
    r"[?？]|(?<![a-z])(?:what|how|which|when|tell|give|pls|please)(?![a-z])"
    r"|多少|几|幾|什么|什麼|吗|嗎|呢|请|請|麻烦|いくら|何|どう|教えて|ください|でしょうか|ますか",
    re.IGNORECASE,
)
"""A sentence asking something: a question mark, a question word or a request's verb."""

_SENTENCE_RE = re.compile(r"[^\n。！!.?？]+[。！!.?？]*\n?|\n")


def without_figures_released(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` less its sentences saying only that a figure is out (module docstring)."""
    released = _RELEASED_RE.get(lang)
    if released is None:
        return text
    sentences = _SENTENCE_RE.findall(text)
    out = [s for s in sentences if not (released.search(s.strip()) and not _ASKING_RE.search(s))]
    if len(out) == len(sentences):
        return text
    rest = "".join(out)
    if not _ASKING_RE.search(rest):
        return text
    named = {(m.kind, m.code) for m in matcher.find(normalize(rest))}
    dropped = "".join(s for s in sentences if s not in out)
    if any((m.kind, m.code) not in named for m in matcher.find(normalize(dropped))):
        return text
    return rest
