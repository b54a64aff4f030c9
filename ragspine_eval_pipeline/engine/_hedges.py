"""Hedges: what an asker says of how sure they are of their own words.

"I'm fairly sure", "not 100% sure, but", "if I remember right", "IIRC", "I think",
"probably", "FY24 or so", 「好像是」, 「应该就是」, 「如果我没记错的话」, 「我记得」, 「確か」,
「うろ覚えですが」, 「名前が思い出せないんですが」: each says how far the asker trusts what
they say, never which figure they want. They go, and the words they hedge are read as
said: a hedged name is that name, a hedged year that year, a hedged amount a claim to
check (``_claims``). A sentence saying only what the asker cannot recall ("I don't
remember which report I saw it in", 「我忘了具体叫什么了」) goes whole where it names
nothing of the KB.

What the hedge leaves open stays open: "2023 or 2024, one of those?" is still two years,
asked which ("one of those" only says the asker does not know which); a name said with a
placeholder is read by ``_half_names``; a guess between names by ``_guessed_names``.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["without_hedges"]

_AMOUNT_CLAIMED = (
    r"(?!\s+(?:that\s+)?(?:it|that)(?:['’]s|\s+was|\s+is)\s+(?:about|around|roughly"
    r"|approximately|over|under|nearly|almost|close\s+to)?\s*[$¥€£]?\d)"
)
"""Not before an amount the asker guesses ("I think it was around 1.7 billion"): that
frame makes the amount a claim to check (``_claims``)."""
_EN_DEGREE = (
    r"(?:100%|a\s+hundred\s+percent|fairly|pretty|quite|almost|reasonably|entirely|totally"
    r"|completely|very)"
)
_EN_SURE = (
    r"(?:(?:i['’]?m|i\s+am)\s+(?:" + _EN_DEGREE + r"\s+)?|" + _EN_DEGREE + r"\s+)"
    r"(?:sure|certain|positive)" + _AMOUNT_CLAIMED
)
"""The asker's own certainty ("I'm fairly sure", "pretty sure")."""
_EN_UNSURE = r"(?:(?:i['’]?m|i\s+am)\s+)?not\s+(?:" + _EN_DEGREE + r"\s+)?(?:sure|certain|positive)"
"""The asker's doubt, a hedge only where a name-clause or a "but" closes it."""
_EN_NAME = r"(?:the|that|those|these|its|their)\s+(?:names?|terms?|words?|labels?|titles?)"
_EN_HEDGE_RE = re.compile(
    r"(?<![\w'’])(?:"
    + _EN_SURE
    + r"(?:\s+(?:i\s+have|i['’]?ve\s+got)\s+"
    + _EN_NAME
    + r"\s+right)?(?:,?\s+but\b)?"
    r"|" + _EN_UNSURE + r"(?:\s+(?:i\s+have|i['’]?ve\s+got)\s+" + _EN_NAME + r"\s+right"
    r"(?:,?\s+but\b)?|,?\s+but\b)"
    r"|if\s+i\s+(?:remember|recall)(?:\s+(?:it\s+)?(?:right|rightly|correctly))?"
    r"|if\s+(?:my\s+)?memory\s+serves(?:\s+me)?(?:\s+(?:right|well))?"
    r"|unless\s+i['’]?m\s+(?:mistaken|wrong|misremembering)"
    r"|if\s+i\s+(?:have|['’]ve\s+got|got)\s+" + _EN_NAME + r"\s+right"
    r"|i\s+could\s+be\s+wrong(?:,?\s+but\b)?|don['’]?t\s+quote\s+me(?:\s+on\s+(?:this|that|it))?"
    r"|iirc|afaik|afair"
    r"|i\s+(?:think|believe|guess|suppose|reckon)"
    r"(?=\s*[,?.!—–]|\s+(?:it|that|this|the|they|we|its|it['’]s)\b)"
    + _AMOUNT_CLAIMED
    + r"|(?:(?<=^)|(?<=[,;:—–(?.!])|(?<=[,;:—–(?.!]\s))(?:probably|maybe|perhaps|possibly)"
    r"|(?:probably|maybe|perhaps|possibly)(?=\s*[,;?.!)—–]|\s*$)"
    r")(?![\w'’])",
    re.IGNORECASE,
)
"""An English hedge, inside a sentence or as its opening."""

_EN_OR_SO_RE = re.compile(
    r"(?<=\w)\s+(?:or\s+so|or\s+thereabouts|or\s+something(?:\s+like\s+that)?)(?![\w'’])",
    re.IGNORECASE,
)
""""FY24 or so": the word before, said roughly."""
_EN_EITHER_RE = re.compile(
    r"(?<=\d)\s*,?\s*(?:one\s+of\s+(?:those|the\s+two|them|these)|either\s+one|one\s+or\s+the\s+other)"
    r"(?![\w'’])",
    re.IGNORECASE,
)
""""2023 or 2024, one of those": the alternatives said again, still open."""
_EN_FORGOT_RE = re.compile(
    r"(?:^|(?<=[.!?]))\s*i\s+(?:(?:do\s+not|don['’]?t|can['’]?t|cannot|could\s*n['’]?t)\s+"
    r"(?:remember|recall)|forget|forgot|(?:have|['’]ve)\s+forgotten)\b[^.!?]*[.!?]?",
    re.IGNORECASE,
)
"""A sentence of what the asker cannot recall."""

_EN_CALLED_RE = re.compile(
    r"\s*,?\s*(?:or\s+)?(?:whatever\s+)?(?:(?:it['’]?s|that['’]?s|it\s+is|that\s+is)\s+called"
    r"|(?:they|we|you)\s+call\s+it)(?=\s*[?.!,—–]|\s*$)"
    r"|\s*,?\s+or\s+whatever(?:\s+(?:it['’]?s|that['’]?s)\s+called)?(?=\s*[?.!,—–]|\s*$)",
    re.IGNORECASE,
)
"""The asker doubting a name they just said ("net profit, it's called?", "or whatever
they call it")."""
_EN_GUESSED_AMOUNT_RE = re.compile(
    r"\s*(?:[—–,]|\s-)\s*(?:(?:maybe|perhaps|probably|possibly|i\s+think|i\s+guess|like)\s+)?"
    r"(?:about|around|roughly|approximately|something\s+like|circa|~)\s*"
    r"[$¥€£]?\d[\d,.]*\s*(?:k|m|mn|bn|b|thousand|million|billion|%|per\s*cent|percent)?"
    r"(?:\s+(?:us\s+)?(?:dollars|yen|people|employees|staff))?(?:-?ish)?\s*(?=\?\s*$|\?\s+[A-Z])",
    re.IGNORECASE | re.MULTILINE,
)
"""A guess at the amount tagged onto a figure's question ("… that year — maybe around 1.5
billion?"): the asker's, no part of what is asked; the KB's figure answers it."""
_EN_ONE_RE = re.compile(r"[ -]one\b(?!\s+(?:of|or|and)\b)", re.IGNORECASE)
""""the bottom-line *one*", "the profit *one*": the figure by that name."""

_EN_YEAR_SAID_RE = re.compile(
    r"\s*(?P<fix>(?:(?:yes|yeah|yep|no|nope|actually|wait)\s*,?\s*)*)(?:it|that)\s+(?:was|is|['’]s)\s+"
    r"(?:(?P<fy>fy\s?['’]?)(?P<short>\d{2})|(?:fy\s?)?(?P<year>(?:19|20)\d{2}))"
    r"(?:\s+(?:i\s+saw|i\s+read|i\s+think))?\s*[?.!]+",
    re.IGNORECASE,
)
"""A sentence opening the message that only says which year it is ("I think it was FY24
or so?", "Yes, it was FY2024 I saw."): the year the request's "that year" points at."""

_ZH_HEDGE_RE = re.compile(
    r"如果我?没(?:有)?记错(?:的话)?[，,]?|要是我?没记错(?:的话)?[，,]?|我应该没记错[。，,]?"
    r"|没记错的话[，,]?|我(?:记得|印象中|印象里)[，,]?|印象中[，,]?"
    r"|(?:我)?不(?:太|是很)?确定(?!性|因素)(?:是不是|对不对)?[，,]?"
    r"|(?<!的)(?:好像|应该|大概)(?:就)?(?=是(?:多少|几|什么|怎样|怎么样))"
    r"|(?<!的)(?:好像(?:就)?是|好像|应该(?:就)?是|大概(?:就)?是)"
)
"""A Chinese hedge: 好像, 应该是 and 大概是 say the asker's doubt of what follows. Before a
question word the 是 stays (「应该是多少」 asks 是多少); after 的 the word is written into
a noun's phrase (「的好像收入」) and is read there."""
_ZH_FORGOT_RE = re.compile(
    r"(?:^|(?<=[。！？!?…]))\s*我(?:忘了|忘记了|记不清了?|想不起来了?)[^。！？!?]*[。！？!?…]*"
)
"""A Chinese sentence of what the asker cannot recall."""

_JA_HEDGE_RE = re.compile(
    r"うろ覚えですが[、,]?|記憶違いでなければ[、,]?|間違っていなければ[、,]?"
    r"|(?:正式な)?名前が(?:思い出せない|出てこない)(?:んです|のです)?(?:が|けど|けれど)[、,]?"
    r"|(?<![\u4e00-\u9fff])(?:確か|たしか)(?=[\u4e00-\u9fff\u30a0-\u30ff0-9A-Za-z])"
    r"|(?<=[\u4e00-\u9fff\u30a0-\u30ff0-9A-Za-z])(?:だった|だ|でした|です)(?:と|って)"
    r"(?:思う|思います|思った|思いました)(?:んです|のです|んだ)?(?:が|けど|けれど(?:も)?)"
    r"(?=[、,])"
)
"""A Japanese hedge. 「…だと思いますか」 asks an opinion, and 「…だと思うので」 gives a reason:
neither is one."""


_CJK_PAUSE_RE = re.compile(
    r"(?<=[和与及跟同とや])\s*(?:…+|⋯+|\.{3,}|。{3,})\s*"
    r"(?!不对|不是|哦不|算了|其实|いや|やっぱり|やはり|違)"
)
"""A pause after a word joining two names (「深圳前海和……广州」): the sentence goes on,
unless a correction follows it."""


def _without_pointing_back(text: str, matcher: Matcher) -> str:
    """Japanese ``text`` without その or この before a metric's name said just before it
    (「利益…その利益は」): the same name, pointed at again."""
    for match in reversed(list(re.finditer(r"その|この", text))):
        after = {m.code for m in matcher.find(normalize(text[match.end() :])) if m.start == 0}
        before = {m.code for m in matcher.find(normalize(text[: match.start()]))}
        kinds = {m.kind for m in matcher.find(normalize(text[match.end() :])) if m.start == 0}
        if after and kinds == {"metric"} and after <= before:
            text = text[: match.start()] + text[match.end() :]
    return text


def _names_nothing(sentence: str, matcher: Matcher) -> bool:
    """Whether ``sentence`` names nothing of the KB, nor a year ("I don't remember whether
    it was FY2024 or FY2025" leaves two years open)."""
    if re.search(r"\d|年|\byears?\b|\bfy", sentence, re.IGNORECASE):
        return False
    return not any(m.kind != "unit" for m in matcher.find(normalize(sentence)))


def _without_one(text: str, matcher: Matcher) -> str:
    """``text`` without "one" standing for the figure after a metric's name."""
    out: list[str] = []
    at = 0
    for match in _EN_ONE_RE.finditer(text):
        before = normalize(text[: match.start()])
        if any(m.kind == "metric" and m.end == len(before) for m in matcher.find(before)):
            out.append(text[at : match.start()])
            at = match.end()
    out.append(text[at:])
    return "".join(out)


def _year_said_first(text: str) -> str:
    """``text`` with the sentences opening it that only say which year, where they say one
    year (the same, or one a "no" or "actually" settles on), as that year before the rest."""
    at, years, settled = 0, [], None
    while (match := _EN_YEAR_SAID_RE.match(text, at)) is not None:
        year = int(match.group("year") or 2000 + int(match.group("short")))
        if re.search(r"no|nope|actually|wait", match.group("fix"), re.IGNORECASE):
            years = []
        years.append(year)
        at = match.end()
    if years and len(set(years)) == 1 and at < len(text):
        settled = years[0]
    if settled is None:
        return text
    return f"FY{settled}: {text[at:].lstrip()}"


def without_hedges(question: str, lang: str, matcher: Matcher) -> str:
    """``question`` without the asker's hedges on their own words."""
    if lang == "en":
        text = _EN_FORGOT_RE.sub(
            lambda m: "" if _names_nothing(m.group(), matcher) else m.group(), question
        )
        text = _EN_EITHER_RE.sub("", _EN_OR_SO_RE.sub("", text))
        text = _EN_CALLED_RE.sub("", _EN_GUESSED_AMOUNT_RE.sub("", text))
        text = _without_one(text, matcher)
        text = _EN_HEDGE_RE.sub("", text)
        text = re.sub(r"(?<=[.?!])\s*[,;]\s*", " ", text)
        text = re.sub(r"^\s*[,;—–-]\s*", "", text)
        text = _year_said_first(re.sub(r"[ \t]{2,}", " ", text).strip())
        return text or question
    if lang == "zh":
        text = _ZH_FORGOT_RE.sub(
            lambda m: "" if _names_nothing(m.group(), matcher) else m.group(), question
        )
        return _CJK_PAUSE_RE.sub("", _ZH_HEDGE_RE.sub("", text)).strip() or question
    if lang == "ja":
        text = _CJK_PAUSE_RE.sub("", _JA_HEDGE_RE.sub("", question)).strip()
        return _without_pointing_back(text, matcher) or question
    return question
