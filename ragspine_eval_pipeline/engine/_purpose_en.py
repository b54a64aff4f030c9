"""The asker's purpose said in English as a phrase of purposes ("For citation purposes,",
"…, for audit purposes", "For the purposes of my essay,").

Such a phrase says what the figure is for, never which figure: it is set aside by the
context rules (``_context_wrapping``). A phrase that may say on which basis the figure
is counted ("for tax purposes", "for statutory purposes", "for segment purposes") or
names a part of the business ("for online purposes") is kept in the request, so it is
refused.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine._purpose import part_word
from ragspine_eval_pipeline.kb.analysis import Word

_PURPOSES_RE = re.compile(
    r"^(?:(?:just|only|mainly|purely|strictly)\s+)?for\s+(?:(?:the|a|our|my)\s+)?"
    r"(?:purposes?\s+of\s+(?P<of>[a-z][a-z\s'’-]{0,40}?)"
    r"|(?P<kind>[a-z][a-z\s-]{0,30}?)\s+purposes?)\s*$"
)

_DETERMINERS = frozenset(["the", "a", "an", "my", "our", "this", "that", "your", "their"])

BASIS_WORDS: frozenset[str] = frozenset(
    [
        "tax",
        "taxation",
        "taxable",
        "accounting",
        "statutory",
        "gaap",
        "ifrs",
        "consolidation",
        "consolidated",
        "segment",
        "segmental",
        "management",
        "regulatory",
        "capital",
        "solvency",
        "covenant",
        "covenants",
        "pro",
        "forma",
        "proforma",
        "underlying",
        "adjusted",
        "constant",
        "currency",
    ]
)
"""Words of a phrase of purposes that may say on which basis a figure is counted."""


def en_purpose(rest: str) -> bool:
    """Whether an English piece is only a phrase of purposes whose words name neither a
    basis of counting (``BASIS_WORDS``) nor a part of the business."""
    match = _PURPOSES_RE.match(rest.strip())
    if match is None:
        return False
    words = re.findall(r"[a-z]+", match.group("of") or match.group("kind"))
    return bool(words) and not any(
        w in BASIS_WORDS or (w not in _DETERMINERS and part_word(Word(w, w, True), "en"))
        for w in words
    )
