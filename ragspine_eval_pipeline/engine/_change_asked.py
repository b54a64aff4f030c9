"""Whether a passage states a change a question asks as a number.

A question asking a change of its topic as a number, naming no metric ("What is Japan's
growth?", "What was the growth in Japan?", 「日本增长了多少」, 「日本の成長はどのくらい」),
is weighed word by word like any narrative question, and one change word held is all of
it: a paragraph on each employee's growth (「従業員一人ひとりの成長」) was quoted for it. Where
every word no name accounts for is a word of changing (``_evidence.asks_change_alone``),
it is read only where the passage (its text or the translation it was found by) writes a
change as a figure: a percentage or points, or a value from one amount to another. A
question about something that changed (「インバウンド需要でどのくらい伸びましたか」), of what
drove a change, or of by how much a named effort cut something, is read as before.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragspine_eval_pipeline.kb.analysis import Word

__all__ = ["asks_manner", "basis_word", "writes_change"]

_CHANGE_FIGURE_RE = re.compile(
    r"\d[\d,.]*\s*(?:%|％|percent|per\s+cent|パーセント|ポイント|个百分点|個百分點|points?(?![a-z]))"
    r"|百分之|from\s+[^.;]*?\d[^.;]*?\s+to\s+[^.;]*?\d|\sto\s+[^.;]*?\d[^.;]*?\s+from\s+[^.;]*?\d"
    r"|\d[^。]*?から[^。]*?\d|从[^。]*?\d[^。]*?(?:增至|增长至|增加到|升至|降至|减至|到)"
)
"""A change written as a figure: a percentage or points, or a value from one amount to
another ("rose to 968 million US dollars from 915 million", 「103,200百万円から」)."""


def writes_change(texts: Sequence[str]) -> bool:
    """Whether normalized ``texts`` write a change as a figure (``_CHANGE_FIGURE_RE``)."""
    return any(_CHANGE_FIGURE_RE.search(text) for text in texts)


_MANNER_RE = re.compile(
    r"(?<![a-z])how(?!\s+(?:much|many|big|large|high|low|fast|quick|strong|far)(?![a-z]))"
    r"|如何|怎么|怎样|怎麼|怎樣|どう|どのよう|いかに",
    re.IGNORECASE,
)
"""A question of how something changed ("How is Japan growing?", 「如何增长」, 「どう伸びた」):
what a passage says of it, never a number asked by the bare phrase."""


def asks_manner(text: str) -> bool:
    """Whether ``text`` asks how something is done or went (``_MANNER_RE``)."""
    return _MANNER_RE.search(text) is not None


def basis_word(word: Word) -> bool:
    """Whether ``word`` is a hyphenated Latin compound ("like-for-like", "same-store"): a
    basis a change is counted on, kept whole by the clause reader."""
    return word.latin and "-" in word.surface.strip("-")
