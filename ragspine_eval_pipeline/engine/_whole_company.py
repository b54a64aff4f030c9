"""The company as a whole, said in words, is the group.

"the whole company", 「整个公司」, 「公司整体」, 「会社全体」, 「御社全体」 name the company taken
whole, which the KB reports as its group scope: the phrase is written as the group's
display name in the question's language (from the vocabulary), so it reads as the group
and never as a company asked which entity of. Markets said to be counted in that whole
(「香港やシンガポールなども含めた会社全体」, 「包括香港和新加坡在内的整个公司」) say the whole
again, and are dropped with it. Asked as polite Japanese counts people, 「何人の方」 is
「何人」. The company alone ("the company", 「公司」) is read as before.
"""

from __future__ import annotations

import json
import re
from functools import lru_cache

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

_WHOLE_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:the\s+)?(?:whole|entire)\s+company(?![a-z'’])"
        r"|(?<![a-z])the\s+company\s+as\s+a\s+whole(?![a-z])",
        re.IGNORECASE,
    ),
    "zh": re.compile(r"(?:整个|整個|全)(?:贵|貴)?公司|(?:贵|貴)?公司(?:整体|整體|全体|全體)"),
    "ja": re.compile(r"(?:御社|貴社|会社)(?:の)?全体"),
}
"""The company taken whole, in each language."""

_COUNTED_IN_BEFORE_RE = {
    "en": re.compile(r"(?!)"),
    "zh": re.compile(r"(?:包括|包含)(?P<what>[^，,。？?]{1,24}?)(?:等)?(?:在内|在內)的\s*$"),
    "ja": re.compile(r"(?P<what>[^、,。？?]{1,24}?)(?:など)?(?:も|を)?含め(?:た|て)\s*$"),
}
"""A list of what the whole counts in, written straight before it."""

_PEOPLE_POLITE_RE = re.compile(r"(何[人名])の方(?:々)?")
"""「何人の方」: how many people, said politely."""


def as_the_group(text: str, lang: str, vocabulary_json: str, matcher: Matcher) -> str:
    """``text`` with the company taken whole written as the group's display name, and
    the markets said to be counted in it dropped."""
    if lang == "ja":
        text = _PEOPLE_POLITE_RE.sub(r"\1", text)
    pattern = _WHOLE_RE.get(lang)
    if pattern is None:
        return text
    name = _group_names(vocabulary_json).get(lang)
    if not name:
        return text
    out = []
    at = 0
    for match in pattern.finditer(text):
        before = text[at : match.start()]
        counted = _COUNTED_IN_BEFORE_RE[lang].search(before)
        if counted is not None and _only_markets(counted.group("what"), matcher):
            before = before[: counted.start()]
        out.append(before + name)
        at = match.end()
    return "".join(out) + text[at:]


@lru_cache(maxsize=8)
def _group_names(vocabulary_json: str) -> dict[str, str]:
    """The group scope's display name in each language, by language."""
    vocabulary = json.loads(vocabulary_json)
    group = vocabulary.get("group_scope")
    for term in vocabulary.get("terms", []):
        if term.get("code") == group and term.get("kind") == "scope":
            return dict(term.get("names", {}))
    return {}


def _only_markets(listed: str, matcher: Matcher) -> bool:
    """Whether ``listed`` names the KB's markets and nothing else but a list's joints."""
    norm = normalize(listed)
    found = [m for m in matcher.find(norm) if m.kind == "scope"]
    rest = list(norm)
    for m in found:
        rest[m.start : m.end] = " " * (m.end - m.start)
    return bool(found) and re.fullmatch(r"[\s、,，和与與及やとなど等]*", "".join(rest)) is not None
