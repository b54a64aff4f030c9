"""The forms a drafter writes a definition in, as patterns: a bracket after the thing
defined, a sentence saying what the term means, and a bracket after a use glossing it
(``_defined_terms`` reads them; ``_defined_thing`` reads what they name)."""

from __future__ import annotations

import re

__all__ = [
    "CJK_BRACKET_RE",
    "CJK_GLOSS_RE",
    "CJK_MEANS_RE",
    "EN_BRACKET_RE",
    "EN_GLOSS_RE",
    "EN_MEANS_RE",
    "Q_CLOSE",
    "Q_OPEN",
    "ZH_BARE_MEANS_RE",
    "definition",
]

Q_OPEN = "'\"‘“「『"
Q_CLOSE = "'\"’”」』"

EN_BRACKET_RE = re.compile(
    r"\s*\((?:together\s+)?(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?(?:the\s+|each\s+a\s+)?"
    r"[" + Q_OPEN + r"](?:the\s+)?(?P<term>[^" + Q_CLOSE + r"()]{2,40})[" + Q_CLOSE + r"]"
    r"(?:\s*,[^()]{0,40})?\)",
    re.IGNORECASE,
)
"""A bracket defining the term in quotes after the thing it names ("(the 'Japan Business')",
'(hereinafter "the Group")')."""

CJK_BRACKET_RE = re.compile(
    r"[（(](?:以下|下文)?[、,，]?(?:简称|簡稱|称|稱|下称|下稱|统称|統稱)?(?:为|為)?"
    r"[「“\"『](?P<term>[^」”\"』（）()]{1,20})[」”\"』]"
    r"(?:という|といいます|と総称する|と称する)?[。.]?[）)]"
)
"""A Chinese or Japanese bracket defining a term after the thing it names (「（以下简称
“目标业务”）」, 「（以下「本件事業」という。）」)."""

EN_MEANS_RE = re.compile(
    r"[" + Q_OPEN + r"](?:the\s+)?(?P<term>[^" + Q_CLOSE + r"]{2,40})[" + Q_CLOSE + r"]"
    r"\s*(?:means|shall\s+mean|is\s+defined\s+as|=|refers\s+to\s+(?![" + Q_OPEN + r"]))\s*"
    r"(?P<ref>[^,;.:?!=]+?)"
    r"(?=\s+and\s+[" + Q_OPEN + r"]|\s*[,;.:?!]\s|\s*[,;.:?!]?$)",
    re.IGNORECASE,
)
"""A sentence saying what a quoted term means ("'the Financial Year' means FY2023",
"'the Relevant Market' = Hong Kong")."""

CJK_MEANS_RE = re.compile(
    r"(?:(?:本|第)[^。；;，,、「“]{0,12}?(?:项下|項下|中|において|で)[，,、]?)?(?:本[^。；;，,、「“]{0,6}?)?"
    r"(?:所称|所稱)?"
    r"[「“\"『](?P<term>[^」”\"』]{1,20})[」”\"』][，,、]?"
    r"(?:(?:是指|系指|係指|指(?![标標数數引南定出令挥揮]))(?P<zh>[^；;。，,？?]+)"
    r"|とは[、，,]?(?P<ja>[^。；;？?]+?)を(?:いう|いい|指す)(?:ものとする)?)"
    r"(?=[；;。，,？?、]|$)"
)
"""A Chinese or Japanese sentence saying what a quoted term means (「“本财年”指2025财年」,
「「対象市場」とはシンガポールをいい」)."""

ZH_BARE_MEANS_RE = re.compile(
    r"(?:^|(?<=[；;。，,\n]))\s*(?P<term>[一-鿿]{2,6}?)(?:是指|系指|係指|指(?![标標数數引南定出令挥揮]))"
    r"(?P<zh>[^；;。，,？?\n]+)(?=[；;。，,？?\n]|$)"
)
"""A Chinese clause saying what an unquoted term means (「目标业务指ACME澳门业务」), read only
where what it names is the KB's names alone (``_defined_terms``)."""

EN_GLOSS_RE = re.compile(
    r"(?P<term>(?:the\s+)?(?:[A-Z][\w-]*\s+){0,3}[A-Z][\w-]*)\s*"
    r"\((?:as\s+defined\s+[^,()]{0,40},\s*)?(?:being|i\.e\.,?|namely|meaning|that\s+is,?)\s+"
    r"(?P<ref>[^()]{2,80})\)"
)
"""A capitalized term glossed by what it is ("the Japan Business (being ACME's operations in
Japan)")."""

CJK_GLOSS_RE = re.compile(
    r"(?P<term>[^\s，,。；;：:、「」“”\"（）()]{2,10})"
    r"[（(](?:定义见[^，,）)]*[，,])?(?:(?:即|系指|係指)(?P<zh>[^）)]+)|(?P<ja>[^）)]+?)をいう。?)[）)]"
)
"""A Chinese or Japanese term glossed by what it is (「香港业务（定义见第1.1条，即ACME香港业务）」,
「本件事業（ACMEの日本事業をいう。）」)."""


def definition(m: re.Match[str]) -> str:
    """What a matched definition or gloss says the term is (its English, Chinese or
    Japanese group)."""
    groups = m.groupdict()
    return groups.get("ref") or groups.get("zh") or groups.get("ja") or ""
