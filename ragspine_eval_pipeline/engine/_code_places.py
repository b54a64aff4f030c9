"""The places of a developer's work written in their sentences (``_code_comments``): a
line of a file, a release's version, a ticket's key, a pull request's number, and the
slot of code a figure goes into.

A developer says where they are ("line 212", 「第 57 行」, 「142行目」, ``etl.py:142``),
which release ("since v4.2.0"), which ticket or review ("DASH-1182", 「【DASH-77】」,
"PR #812") and where the figure will go ("plug it into ``BASELINE_HC``", "it goes into
``header.netProfit`` in ExecSummary.tsx", 「要放进 summary 表」). Their numbers count lines,
releases and tickets, never a fiscal year, and the slot is the code's own name: each is
recognised by its form and taken out before the sentence is read.
"""

from __future__ import annotations

import re

__all__ = ["names_a_ticket", "without_code_places"]

_LINE_RE = re.compile(
    r"\(\s*(?:line|ln|L)\s*\d+(?:\s*[-–]\s*L?\d+)?\s*\)"
    r"|(?<![\w$])(?:on\s+|at\s+)?(?:line|ln)\s+\d+(?![\w.])"
    r"|(?<![\w$])L\d+(?:-L?\d+)?(?![\w.])"
    r"|第\s*\d+\s*行|\d+\s*行目"
)
"""A line of a file ("(line 212)", "L42", 「第 57 行」, 「142行目」)."""

_VERSION_RE = re.compile(
    r"(?:\(\s*)?(?:(?:since|from|as\s+of|until|after|before|in)\s+)?"
    r"(?:(?<![\w.])v\d+(?:\.\d+)*|(?:version|release)\s+\d+(?:\.\d+)+|(?<![\w.])\d+\.\d+\.\d+)"
    r"(?![\w.])(?:\s*(?:以降|以后|以來|以来|から))?(?:\s*\))?",
    re.IGNORECASE,
)
"""A release's version, with what dates it ("since v4.2.0", "(v3)", 「v2.1 以降」)."""

_KEY = r"(?<![\w-])(?!(?:FY|CY|FQ|Q|H)\d*-)[A-Z][A-Z0-9]{1,9}-\d+(?![\w-])"
"""A ticket's key in capitals (``DASH-1182``); a fiscal period (``FY-2024``) is none."""

_TICKET_RE = re.compile(
    rf"(?:【\s*)?{_KEY}(?:\s*】)?"
    r"|(?<![\w#])(?i:PR|MR|pull\s+request|merge\s+request|issue|ticket)\s*#?\s*\d+(?![\w.])"
    r"|(?<![\w&])#(?!(?:19|20)\d\d(?!\d))\d+(?![\w.])"
)
"""A ticket's key (``DASH-1182``, 「【DASH-77】」) or a review's or an issue's number
("PR #812", "#812")."""

_CODE_TARGET = (
    r"(?:`[^`\n]+`|(?<![\w$])[A-Za-z_$][A-Za-z0-9_$.\[\]\"']*(?:_|[a-z][A-Z]|\.[A-Za-z])[A-Za-z0-9_$.\[\]\"']*)"
    r"(?:\s+(?:in|of)\s+[\w./-]+\.(?:py|tsx|ts|jsx|js|go|java|kt|sql|ya?ml|json|vue)(?![\w.]))?"
)
"""A slot of code: an identifier written as code's (snake_case, camelCase, dotted) or a
span of code, and the file it is in."""

_INTO_CODE_RE = re.compile(
    r",?\s*(?:(?:and\s+)?(?:it|this|that)\s+(?:goes|will\s+go|should\s+go|is\s+going)"
    r"|(?:to\s+)?(?:plug|put|drop|paste|feed|write|wire|store|stick)\s+(?:it|this|that|them)"
    r"|(?:it|this)\s+(?:feeds|lands))\s+(?:in|into|to|under)\s+(?:the\s+)?" + _CODE_TARGET,
    re.IGNORECASE,
)
"""Where the asker puts the figure in their code ("plug it into ``BASELINE_HC``", "it goes
into ``header.netProfit`` in ExecSummary.tsx")."""

_CODE_WORD = r"[A-Za-z_$][A-Za-z0-9_$.\[\]\"']*"
_SLOT_CJK = (
    rf"(?:(?=[A-Za-z0-9_$.\[\]\"']*(?:_|[a-z][A-Z]|\.[A-Za-z])){_CODE_WORD}\s*(?:{{nouns}})?"
    rf"|{_CODE_WORD}\s*(?:{{nouns}}))"
)
"""A slot of code in a Chinese or Japanese sentence: a word written as code's, or any Latin
word before the noun of a table, a column or a variable (``summary 表``)."""

_INTO_CODE_CJK_RE = re.compile(
    r"[，,]?\s*(?:要|需要|得|会|我要)?(?:放进|放到|放入|填进|填到|填入|写进|写到|写入|塞进)\s*"
    r"(?:这个|那个)?\s*" + _SLOT_CJK.format(nouns="表|字段|列|变量") + r"(?:里|中)?"
    r"|[、,]?\s*" + _SLOT_CJK.format(nouns="テーブル|カラム|列|変数") + r"\s*に(?:入れる|入れます"
    r"|入れたい|入れて|設定する|設定します|反映する|反映します)"
)
"""Where the figure goes in the asker's code, in Chinese or Japanese (「要放进 summary 表」,
「summary テーブルに入れる」): the slot is written as code's."""


def names_a_ticket(line: str) -> bool:
    """Whether ``line`` is headed by a ticket's key (``DASH-1182: …``, 「【DASH-77】…」) or
    names a pull request by its number ("PR #812"): a developer's artefact, as a line of
    code is. A key named inside a sentence ("task TS-130", 「チケット SKR-112」) is a
    project's reference, read as before."""
    return bool(
        re.match(r"\s*(?:【\s*)?" + _KEY + r"(?:\s*】|\s*[:：])", line)
        or re.search(r"(?<![\w#])(?:PR|MR)\s*#\d+", line)
    )


def without_code_places(text: str) -> str:
    """``text`` less the lines, versions, tickets and slots of code it names."""
    text = _INTO_CODE_CJK_RE.sub("", _INTO_CODE_RE.sub("", text))
    return _TICKET_RE.sub(" ", _VERSION_RE.sub(" ", _LINE_RE.sub(" ", text)))
