"""Whether a passage states the measure a figure request names, or only a kind of it.

A number asked of a measure no KB metric names ("How much cash flow did the group have
in FY2025?", 「集团去年的自由现金流有多少」) is answered from a passage only where the
passage's own text holds that measure as the question names it. A passage that names a
narrower kind of it ("forecast *yen* cash flows", 「预计*日元*现金流」) states something
else: a word written straight before the measure that the question does not use makes it
another measure, as an unknown word written onto a metric does in a question.
"""

from __future__ import annotations

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    LATIN_WORD_RE,
    Word,
    cjk_tokens,
    is_japanese,
    stem,
)
from ragspine_eval_pipeline.text import STOPWORDS

__all__ = ["stated_as_asked"]


def stated_as_asked(
    phrase: tuple[Word, ...], text: str, question: str, describing: bool = False
) -> bool:
    """Whether normalized ``text`` holds ``phrase`` at least once with no word before it
    that qualifies it; a word of the normalized ``question`` may stand there. With
    ``describing``, a Chinese describing or place word before it qualifies it too
    (「集团*内部*现金流」: internal cash flow), as it does a name asked what it is."""
    if all(w.latin for w in phrase):
        asked = frozenset(LATIN_WORD_RE.findall(question))
        asked |= frozenset(stem(w) for w in asked)
        return _latin_stated(tuple(w.form for w in phrase), text, asked)
    if not any(w.latin for w in phrase):
        return _cjk_stated("".join(w.surface for w in phrase), text, question, describing)
    return True  # a mixed phrase is weighed word by word, as before


def _latin_stated(wanted: tuple[str, ...], text: str, asked: frozenset[str]) -> bool:
    words = [m.group() for m in LATIN_WORD_RE.finditer(text)]
    stems = [stem(w) for w in words]
    for at in range(len(stems) - len(wanted) + 1):
        if tuple(stems[at : at + len(wanted)]) != wanted:
            continue
        before = words[at - 1] if at else ""
        if not before or not _qualifier(before, stems[at - 1], asked):
            return True
    return False


def _qualifier(word: str, word_stem: str, asked: frozenset[str]) -> bool:
    """A content word the question does not use, written before the measure."""
    if word.isdigit() or word in STOPWORDS or word in gr.ENGLISH_GRAMMAR:
        return False
    return word not in asked and word_stem not in asked


_DESCRIBING_TAGS = ("a", "b", "an", "f")
"""Jieba's tags of a describing word (自由) or a place word (内部) written onto a noun."""


def _cjk_stated(wanted: str, text: str, question: str, describing: bool = False) -> bool:
    for run in CJK_RUN_RE.finditer(text):
        at = run.group().find(wanted)
        while at != -1:
            head = run.group()[:at]
            if not head:
                return True
            tokens = cjk_tokens(head, is_japanese(run.group(), ""))
            last = tokens[-1] if tokens else None
            if last is None or last.word.surface in question:
                return True
            if not last.content and not (describing and last.tag in _DESCRIBING_TAGS):
                return True
            at = run.group().find(wanted, at + 1)
    return False
