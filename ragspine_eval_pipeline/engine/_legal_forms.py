"""A company's legal form written onto the KB's own names.

A formal letter names an entity by its registered name: "ACME Hong Kong *Limited*",
"ACME Singapore *Pte. Ltd.*", "ACME Japan *K.K.*", 「ACME集团*有限公司*」, 「ACME Japan
*株式会社*」. Written straight onto the company's or a market's name, the legal form says
what kind of company it is, never which part of its figure is asked: it is taken out, the
name before it read as before. A legal form after any other word (another company's name)
is left, and refused as that company is.
"""

from __future__ import annotations

import re
from itertools import pairwise

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

_AFTER_RE = {
    "en": re.compile(
        r"\s*,?\s+(?:(?:pte\.?|pty\.?)\s+)?(?:limited|ltd\.?)(?![a-z])"
        r"|\s+(?:co\.?,?\s+ltd\.?|k\.\s?k\.|inc\.|inc(?![a-z])|incorporated|plc|corporation|corp\.?"
        r"|sdn\.?\s+bhd\.?|llc|gmbh|s\.a\.|b\.v\.)(?![a-z])"
        r"|\s+holdings(?:\s+(?:limited|ltd\.?|inc\.?|plc))?(?![a-z])"
    ),
    "zh": re.compile(r"(?:控股)?(?:股份)?有限(?:责任|責任)?公司"),
    "ja": re.compile(r"\s*(?:株式会社|有限会社|合同会社|\(株\)|（株）)"),
}
"""Legal forms written after a name."""

_BEFORE_JA_RE = re.compile(r"(?:株式会社|\(株\)|（株）)\s*$")
"""A Japanese legal form written before a name (「株式会社ACME」)."""

_OUR_GROUP_JA_RE = re.compile(r"(?:当社|弊社)(?=グループ)")
"""「当社グループ」: the company's own group, said by its people: the group."""


_UNDER_GROUP_RE = re.compile(r"(?:旗下|下属|下屬|属下|屬下)(?:的)?|傘下の")
"""The group's own word for what it owns (「集团*旗下*日本业务」, 「グループ*傘下の*香港事業」),
between the group and a market's name: the group owns the market asked."""


def _under_the_group(text: str, matcher: Matcher) -> str:
    """``text`` less the word of owning between the group's name and a market's."""
    folded = normalize(text)
    if len(folded) != len(text):
        return text
    mentions = [m for m in matcher.find(folded) if m.kind in ("scope", "company")]
    cuts: list[tuple[int, int]] = []
    for first, second in pairwise(mentions):
        owner = first.kind == "company" or first.code == matcher.group_scope
        if not owner or second.code == matcher.group_scope:
            continue
        if _UNDER_GROUP_RE.fullmatch(folded, first.end, second.start):
            cuts.append((first.end, second.start))
    for start, end in reversed(cuts):
        text = text[:start] + ("の" if text[start:end].endswith("の") else "") + text[end:]
    return text


def without_legal_forms(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` less the legal forms written onto the company's or a market's name, and
    the word of owning between the group and a market it owns."""
    if lang == "ja":
        text = _OUR_GROUP_JA_RE.sub("", text)
    if lang in ("zh", "ja"):
        text = _under_the_group(text, matcher)
    pattern = _AFTER_RE.get(lang)
    folded = normalize(text)
    if pattern is None or len(folded) != len(text):
        return text
    cuts: list[tuple[int, int]] = []
    for mention in matcher.find(folded):
        if mention.kind not in ("company", "scope"):
            continue
        after = pattern.match(folded, mention.end)
        if after is not None:
            cuts.append((mention.end, after.end()))
        if lang == "ja":
            before = _BEFORE_JA_RE.search(folded, 0, mention.start)
            if before is not None:
                cuts.append((before.start(), mention.start))
        if mention.kind == "scope" and mention.code != matcher.group_scope:
            entity = _ENTITY_RE.get(lang, _ENTITY_RE["en"]).match(folded, mention.end)
            if entity is not None:
                cuts.append((mention.end, entity.end()))
    for start, end in sorted(set(cuts), reverse=True):
        text = (
            text[:start]
            + _ENTITY_SAID[lang] * (start in _entity_starts(folded, matcher, lang))
            + text[end:]
        )
    return text


_ENTITY_RE = {
    "en": re.compile(r"\s+subsidiary(?![a-z])"),
    "zh": re.compile(r"(?!)"),
    "ja": re.compile(r"(?:子会社|現地法人)"),
}
"""The company's entity in a market, written after the market's name ("the Hong Kong
*subsidiary*", 「香港*子会社*」): the market's business, as 「香港子公司」 and 「香港法人」 are."""

_ENTITY_SAID = {"en": " business", "zh": "", "ja": "事業"}


def _entity_starts(folded: str, matcher: Matcher, lang: str) -> set[int]:
    """Where an entity word written after a market's name starts."""
    pattern = _ENTITY_RE.get(lang)
    if pattern is None:
        return set()
    return {
        m.end
        for m in matcher.find(folded)
        if m.kind == "scope" and m.code != matcher.group_scope and pattern.match(folded, m.end)
    }
