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
from ragspine_eval_pipeline.engine._periods import is_number_word
from ragspine_eval_pipeline.kb.analysis import (
    CJK_RUN_RE,
    LATIN_WORD_RE,
    Token,
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
    """A content word the question does not use, written before the measure; a number,
    in digits or words ("*eight* weeks"), counts it."""
    if word.isdigit() or is_number_word(word) or word in STOPWORDS or word in gr.ENGLISH_GRAMMAR:
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
            japanese = is_japanese(run.group(), "")
            tokens = cjk_tokens(head, japanese)
            last = tokens[-1] if tokens else None
            if last is None or last.word.surface in question:
                return True
            if describing and _described_through_particle(tokens, question, japanese):
                pass  # 「グループ内部の*キャッシュフロー*」, 「集团内部的现金流」: a kind of it
            elif not last.content and not (describing and last.tag in _DESCRIBING_TAGS):
                return True
            at = run.group().find(wanted, at + 1)
    return False


_LINKS = frozenset(["の", "的", "之"])
"""The particles joining a noun that describes another onto it (内部の, 内部的)."""


def _described_through_particle(tokens: tuple[Token, ...], question: str, japanese: bool) -> bool:
    """Whether the words before a name asked what it is end on a particle joining a word
    that describes it and that the normalized ``question`` does not use: in Chinese a
    describing or place word (「集团内部*的*现金流」), in Japanese a noun, which is how the
    language writes one noun describing another (「グループ内部*の*キャッシュフロー」: the
    internal cash flow). A proper noun (a market's or a company's name) says whose it is."""
    if len(tokens) < 2 or tokens[-1].word.surface not in _LINKS:
        return False
    before = tokens[-2]
    if before.word.surface in question or before.word.name or not before.content:
        return False
    return before.tag == "名詞" if japanese else before.tag in _DESCRIBING_TAGS
