"""A change asked of a part of a KB metric ("how much did *tax-free* sales grow",
「*免税*売上、前年度比でどれくらい伸びた」, 「*既存店*売上高の伸び率」).

The KB holds no fact of the part, let alone of its change: the question is a figure the
KB does not report, unless a document states that very change. A passage holding the
question's other words (the stores, Osaka) but saying nothing of the part (a paragraph
on refitting *existing stores*) does not answer it. So the passage must name the part
as the question does: written straight onto a name of the same metric in one of its
sentences (「*免税*売上が前年度の2倍近くに拡大」), or as one of its keywords (the
reader's words for its points: "tax-free"), and state a number.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._context_parts import named_in, written_onto
from ragspine_eval_pipeline.engine._names import Matcher
from ragspine_eval_pipeline.engine._words import is_grammar
from ragspine_eval_pipeline.kb.analysis import CJK_RUN_RE, Word, cjk_tokens

__all__ = ["parts_asked", "states_the_part"]

_JOINT_RE = re.compile(r"[\s\-の的之]*")
"""What may stand between a part and the metric name it is written onto."""

_NUMBER_STATED_RE = re.compile(r"\d|倍|(?<![a-z])(?:doubled|tripled|halved|twice)(?![a-z])")
"""A passage stating how large a change was: a number, or a multiple."""

_CHANGED_RE = re.compile(
    r"拡大|縮小|倍|削減|翻倍|扩大|缩小|(?<![a-z])(?:doubled|tripled|halved|twice|cut|reduced|"
    r"up|down)(?![a-z])"
)
"""Words of change a report writes beside ``DERIVED_RE``'s (「2倍近くに*拡大*」)."""

_LINE_RE = re.compile(r"(?<=[.!?。！？])\s*|\n")


def parts_asked(norm: str, lang: str, matcher: Matcher) -> list[tuple[str, str]]:
    """Each word the KB lacks written onto a metric name in normalized ``norm``, with the
    metric's code ("tax-free" of "tax-free sales", 免税 of 「免税売上」)."""
    named = named_in(norm, matcher)
    metrics = [m for m in named if m.kind == "metric"]
    found: list[tuple[str, str]] = []
    if lang == "en":
        spans = [(m.start, m.end) for m in metrics]
        for word in re.finditer(r"[a-z][a-z\-]*[a-z]|[a-z]", norm):
            if not written_onto(norm, word.group(), word.start(), spans):
                continue
            after = _JOINT_RE.match(norm, word.end())
            code = next((m.code for m in metrics if after and m.start == after.end()), None)
            if code is not None:
                found.append((word.group(), code))
        return found
    for m in metrics:
        part = _cjk_part(norm[: m.start], lang)
        kept = norm[: m.start].rstrip("の的之")
        begins = len(kept) - len(part)
        if not part or is_grammar(Word(part, part, False)):
            continue
        if any(n.start < len(kept) and begins < n.end for n in named):
            continue  # a name of the KB (「香港の売上高」) is no part of the figure
        found.append((part, m.code))
    return found


def _cjk_part(before: str, lang: str) -> str:
    """The word written last in ``before`` (a joining particle set aside); a single
    character with the word before it (线|上 of 「线上」)."""
    runs = list(CJK_RUN_RE.finditer(before.rstrip("の的之")))
    if not runs or runs[-1].end() != len(before.rstrip("の的之")):
        return ""
    tokens = [t.word.surface for t in cjk_tokens(runs[-1].group(), lang == "ja")]
    if not tokens:
        return ""
    if len(tokens[-1]) == 1 and len(tokens) > 1:
        return tokens[-2] + tokens[-1]
    return tokens[-1]


def states_the_part(body: str, part: str, code: str, matcher: Matcher) -> bool:
    """Whether normalized ``body`` (a passage version: its text, then its keywords one a
    line) names ``part`` as a part of metric ``code`` and states a change: in one sentence
    writing the part onto a name of the metric, or, the part being one of its keywords,
    in any sentence (the paragraph may be in another language than the question)."""
    lines = [line for line in _LINE_RE.split(body) if line.strip()]
    if any(line.strip() == part for line in lines):
        return any(_states_change(line) for line in lines)
    return any(_written_onto(line, part, code, matcher) and _states_change(line) for line in lines)


def _written_onto(line: str, part: str, code: str, matcher: Matcher) -> bool:
    """Whether ``line`` writes ``part`` straight onto a name of metric ``code``."""
    return any(
        m.kind == "metric" and m.code == code and _ends_with_part(line[: m.start], part)
        for m in named_in(line, matcher)
    )


def _states_change(sentence: str) -> bool:
    """Whether ``sentence`` states by how much something changed: a number and a word of
    change (「2倍近くに*拡大*」, "*reduced* … by 18 percent")."""
    return (
        _NUMBER_STATED_RE.search(sentence) is not None
        and (gr.DERIVED_RE.search(sentence) or _CHANGED_RE.search(sentence)) is not None
    )


def _ends_with_part(before: str, part: str) -> bool:
    """Whether ``before`` ends with ``part``, through a joining particle or a space."""
    kept = re.sub(r"[\s\-の的之]+$", "", before)
    return kept.endswith(part) or before.rstrip().endswith(part)
