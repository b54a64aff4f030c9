"""A name guessed at and settled: "Singapore? or was it Hong Kong… no, Singapore."

An asker unsure which market they mean may think aloud before the request: names said
one after another with words of doubt between them ("or was it", 还是…来着, だったかな)
and closed by a correction ("no, Singapore", 「不对，是澳门」, 「いや、シンガポールです」).
Such a chain says one name, the one the last correction settles on; it is read as that
name said before the request ("Singapore. What was its EBITDA …", 「澳门，2024财年的…」).

A chain not closed by a correction ("Singapore? or was it Hong Kong? What was its
EBITDA?") settles nothing and is left as written, so the engine never picks one of two
names the asker left open. The chain must be made of the KB's scope names and words of
doubt or correction only; any other word between the names leaves it as written.
"""

from __future__ import annotations

import re
import unicodedata

from ragspine_eval_pipeline.engine._names import Matcher, Mention
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["with_guess_settled"]

_PUNCT = r"[\s?？!！.。…⋯,，、;；:：—–\-~〜]"
_DOUBT = {
    "en": r"(?:or|was|is|it|maybe|perhaps|hmm+|um+|uh+|er|erm|yes|yeah)",
    "zh": r"(?:还是|或者|或是|来着|吗|呢|吧|哦|啊|嗯|呃|对|是|应该是|好像是)",
    "ja": (
        r"(?:だったかな|だったっけ|だっけ|かな|か|だった|です|でした|えーと|えっと|あれ"
        r"|確か|たしか)"
    ),
}
"""Words of doubt that may stand between guessed names."""
_CORRECTION = {
    "en": r"(?:no|nope|wait|actually|sorry|i\s+mean|scratch\s+that|make\s+that)",
    "zh": r"(?:不对|哦不|啊不|错了|说错了)",
    "ja": r"(?:いや|いえ|違う|ちがう|違った|じゃなくて|ではなくて)",
}
"""Words correcting the name before them: the chain settles on the name after."""
_TAIL = {
    "en": r"\s*[.!。]+",
    "zh": r"(?:吧|的)?[。.!！,，]+",
    "ja": r"(?:です|でした|だ|の方です|のほうです)?[。.!！,、]+",
}
"""What closes the settled name's sentence."""
_JOIN = {"en": ": ", "zh": "，", "ja": "、"}
"""How the settled name is written before the request."""


def _gap_re(lang: str) -> re.Pattern[str]:
    word = rf"(?:{_DOUBT[lang]}|{_CORRECTION[lang]})"
    sep = r"\b" if lang == "en" else ""
    return re.compile(rf"(?:{_PUNCT}|{sep}{word}{sep})*", re.IGNORECASE)


def _offsets(text: str) -> list[int]:
    """The place in ``text`` of each character of its normalized form, and the end."""
    places: list[int] = []
    for at, char in enumerate(text):
        places.extend([at] * len(normalize(char)))
    places.append(len(text))
    return places


def _scopes(text: str, matcher: Matcher) -> list[Mention]:
    found = [m for m in matcher.find(normalize(text)) if m.kind == "scope"]
    found.sort(key=lambda m: (m.start, -m.end))
    kept: list[Mention] = []
    for mention in found:
        if not kept or mention.start >= kept[-1].end:
            kept.append(mention)
    return kept


def with_guess_settled(question: str, lang: str, matcher: Matcher) -> str:
    """``question`` with a chain of guessed names closed by a correction read as the
    name it settles on."""
    if lang not in _DOUBT:
        return question
    text = unicodedata.normalize("NFC", question)
    places = _offsets(text)
    mentions = _scopes(text, matcher)
    gap = _gap_re(lang)
    correction = re.compile(_CORRECTION[lang], re.IGNORECASE)
    at = 0
    while at < len(mentions) - 1:
        chain = [mentions[at]]
        corrected = False
        for nxt in mentions[at + 1 :]:
            between = text[places[chain[-1].end] : places[nxt.start]]
            if not gap.fullmatch(between):
                break
            corrected = bool(correction.search(between))
            chain.append(nxt)
        start = places[chain[0].start]
        opening = text[:start].rstrip()
        if len(chain) >= 2 and corrected and (not opening or opening[-1] in ".!?。！？…"):
            last = chain[-1]
            tail = re.compile(_TAIL[lang]).match(text, places[last.end])
            if tail is not None:
                name = text[places[last.start] : places[last.end]]
                rest = text[tail.end() :].lstrip()
                return text[:start] + name + _JOIN[lang] + rest
        at += len(chain)
    return question
