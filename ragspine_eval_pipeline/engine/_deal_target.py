"""The company a deal team reviews, called "the target": "the target's net debt",
"the target company", 「标的公司」, 「対象会社」.

In a buyer's request the target is the company the KB is about, so it is read as the
company's own word (the company, 公司, 会社), which asks which entity when nothing else
names one and gives way to the market or the group named beside it ("the target's Hong
Kong EBITDA"). A target of a plan ("the 2030 target", 「目标」, 「目標」) is never read so:
only the possessive, "target company", "the target" as the subject of a verb ("the
target has disclosed") and the Chinese and Japanese compounds are.
"""

from __future__ import annotations

import re

_TARGET_COMPANY = (
    (
        re.compile(r"(?<![\w-])(?:the\s+)?target(?:\s+company)?['’]s(?![\w-])", re.I),
        "the company's",
    ),
    (re.compile(r"(?<![\w-])(?:the\s+)?target\s+company(?![\w-])", re.I), "the company"),
    (
        re.compile(
            r"(?<![\w-])the\s+target(?=\s+(?:has|have|had|is|was|does|did|reports?|reported"
            r"|discloses?|disclosed|states?|stated)(?![\w-]))",
            re.I,
        ),
        "the company",
    ),
    (re.compile(r"(?:标的|標的)(?=公司|集团|集團|企业|企業)"), ""),
    (re.compile(r"対象(?=会社|企業)"), ""),
)


def with_target_as_company(question: str) -> str:
    """``question`` with "the target" of a deal read as the company's own word."""
    for pattern, word in _TARGET_COMPANY:
        question = pattern.sub(word, question)
    return question
