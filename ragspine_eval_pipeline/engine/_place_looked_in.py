"""Where the asker expects the figure to be found: "from the data room", "in the
system", "per the knowledge base", 「数据室里」, 「从数据库中」, 「データルームの資料で」.

The place is the KB the engine reads, named by the asker's word for it, never a word of
what is asked: it is taken out of the question, and the request around it is read as
if it were not there. A document of the KB named as the place ("per the annual report")
is not one of these: it says which source answers, and is read as before. The bare words
for a system (系统, システム) are read so only with a word placing the figure in it
(「系统里」, 「システムで」), since alone they may be what is asked of (IT systems).
"""

from __future__ import annotations

import re

_EN_PLACE = (
    r"(?:virtual\s+)?(?:data[\s-]*room|vdr|knowledge[\s-]*base|kb|database|db"
    r"|system|systems|records)(?:\s+(?:documents?|files?|materials?|index))?"
)

_PLACE_RE = re.compile(
    rf"\s*(?<![\w-])(?:from|in|on|out\s+of|via|per|according\s+to)\s+(?:the\s+|our\s+|your\s+)?"
    rf"{_EN_PLACE}(?![\w-])"
    r"|(?:从|從|在|根据|根據)?(?:数据室|數據室|数据库|數據庫|知识库|知識庫)(?:里|裡|中|内|內)?"
    r"(?:的)?(?:资料|資料|文件)?(?:里|裡|中|内|內)?"
    r"|(?:从|從|在)(?:系统|系統)(?:里|裡|中|内|內)?|(?:系统|系統)(?:里|裡|中|内|內)"
    r"|(?:データルーム|ナレッジベース|データベース)(?:内)?(?:の資料)?"
    r"(?:で|から|によると|によれば|上で|内で|の中で)?(?:は)?、?"
    r"|システム(?:で|から|上で|内で|の中で)(?:は)?、?",
    re.IGNORECASE,
)
"""The asker's word for the KB, with the preposition or particle that places the figure
in it."""


def without_place_looked_in(question: str) -> str:
    """``question`` without the words naming the KB as the place the figure is found."""
    return _PLACE_RE.sub("", question)
