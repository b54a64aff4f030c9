"""An officer's formal names for the company addressed and for its markets.

A regulator, an exchange or a tax office calls the company it writes to by its role under
the rules ("the Issuer", "the listed issuer", "the Registrant", "the Taxpayer", 发行人,
上市公司, 纳税人, 提出会社, 納税者) and the company with its subsidiaries by what they are
("the Company and its subsidiaries", 貴社及び連結子会社), and a market by its style as a
state or a region ("the Hong Kong Special Administrative Region", "the Republic of
Singapore", 中国香港, 新加坡共和国, マカオ特別行政区). These closed classes are read as the
company's own polite name (the Company, 贵公司, 貴社), the group, and the market's name;
a style is read off only around a name the KB holds, so "the Republic of Korea" stays
unknown and refused.

A role said of another company ("another issuer", 其他上市公司, 同行业上市公司) is no
addressee, and is left to be read (and refused) as before.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.kb.analysis import normalize

__all__ = ["as_formal_names_read"]

_ROLE_EN_RE = re.compile(
    r"\bthe\s+(?:listed\s+)?(?:issuer|registrant|taxpayer|listed\s+company)(?P<own>['’]s)?\b"
    r"(?!\s*(?:s\b|and\s+(?:any|other)))",
    re.IGNORECASE,
)
"""The company's role under the rules, with "the" before it ("the Issuer's")."""

_WITH_SUBSIDIARIES_EN_RE = re.compile(
    r"\bthe\s+company\s+and\s+its\s+(?:consolidated\s+)?subsidiaries\b"
    r"(?:\s*\((?:together|collectively)?[,\s]*(?:the\s+)?[\"“”']?group[\"“”']?\))?",
    re.IGNORECASE,
)
"""The company with its subsidiaries, the group said in full."""

_OTHERS_ZH = (
    r"(?<!其他)(?<!其它)(?<!行业)(?<!行業)(?<!可比)(?<!一家)(?<!多家)(?<!各)(?<!别的)(?<!某)"
)
_ROLE_ZH_RE = re.compile(
    _OTHERS_ZH + r"(?:发行人|發行人|上市公司|纳税人|納稅人)(?!们|們|之间|之間)"
)
"""发行人, 上市公司, 纳税人 said of the company written to (not 其他上市公司)."""

_ROLE_JA_RE = re.compile(r"(?<!他の)(?<!各)(?:提出会社|納税者|上場会社)")
"""提出会社 (the filing company), 納税者, 上場会社 said of the company written to."""

_WITH_SUBSIDIARIES_JA_RE = re.compile(
    r"(?:貴社|御社|当社)(?:及び|および|と)(?:その)?(?:連結)?子会社"
)
"""貴社及び連結子会社: the company with its subsidiaries, the group."""

_STYLE_EN_RE = re.compile(
    r"\b(?:the\s+)?(?P<name>[A-Z][a-z]+(?:\s+[A-Z][a-z]+)?)\s+Special\s+Administrative\s+Region\b"
    r"|\b(?:the\s+)?Republic\s+of\s+(?P<republic>[A-Z][a-z]+)\b"
)
"""A market's style as a region or a state ("the Macao Special Administrative Region",
"the Republic of Singapore")."""

_STYLE_CJK_RE = re.compile(
    r"(?:中国|中國)(?P<china>香港|澳门|澳門)|(?P<region>[\u30a0-\u30ff]{2,6})特別行政区"
)
"""中国香港, マカオ特別行政区."""

_REPUBLIC_CJK_RE = re.compile(r"共和国|共和國")
"""新加坡共和国, シンガポール共和国: the style written after the state's name."""


def _held(name: str, matcher: Matcher) -> bool:
    """Whether ``name`` is wholly a market's name the KB holds."""
    norm = normalize(name)
    return any(
        m.kind == "scope" and m.start == 0 and m.end == len(norm) for m in matcher.find(norm)
    )


def _styles_read(text: str, matcher: Matcher) -> str:
    def en(match: re.Match[str]) -> str:
        name = match.group("name") or match.group("republic")
        if not _held(name, matcher):
            return match.group()
        if match.group("republic"):
            return name
        return f"{'the ' if match.group().startswith('the ') else ''}{name} SAR"

    def cjk(match: re.Match[str]) -> str:
        name = match.group("china") or match.group("region")
        return name if _held(name, matcher) else match.group()

    text = _STYLE_CJK_RE.sub(cjk, _STYLE_EN_RE.sub(en, text))
    for style in reversed(list(_REPUBLIC_CJK_RE.finditer(text))):
        before = text[: style.start()]
        if any(_held(before[-size:], matcher) for size in range(2, 7) if len(before) >= size):
            text = before + text[style.end() :]
    return text


def as_formal_names_read(text: str, lang: str, matcher: Matcher) -> str:
    """``text`` with an officer's formal names for the company and its markets read as
    their plain names (the module's docstring)."""
    text = _styles_read(text, matcher)
    if lang == "en":
        text = _WITH_SUBSIDIARIES_EN_RE.sub("the Group", text)
        return _ROLE_EN_RE.sub(lambda m: "the Company" + (m.group("own") or ""), text)
    if lang == "zh":
        return _ROLE_ZH_RE.sub("贵公司", text)
    if lang == "ja":
        text = _WITH_SUBSIDIARIES_JA_RE.sub("貴社グループ", text)
        return _ROLE_JA_RE.sub("貴社", text)
    return text
