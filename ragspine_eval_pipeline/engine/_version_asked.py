"""Another version of a figure than the one the KB reports, asked beside its metric.

The KB holds each metric as reported, one figure a year. A request for another version
of it, restated, adjusted, originally reported, pro forma or underlying ("What was the
*restated* FY2024 revenue?", "the FY2024 revenue *as originally reported*", 「*调整后*的
EBITDA」, 「*重述*后的收入」, 「*修正再表示後*の売上高」), asks a figure the KB does not hold, so
the phrase is a residual word of the clause wherever it stands (a year between it and the
metric included) and the figure is refused, never the reported one given in its place.
A version word inside a KB name (EBITDA's "before interest, tax, write-downs") is the
name's. A sentence of its own saying which version "the figures" are to be ("Figures
should exclude one-off items.", 「数字は一時項目を除いたもので」) narrows the figure asked
just as much.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.kb.analysis import Word

__all__ = ["version_of_the_figure", "version_spans", "versions_asked"]

_ORIGINAL_RE = re.compile(
    r"(?<![a-z])(?:(?:as\s+)?(?:originally|initially|first|previously)\s+"
    r"(?:reported|published|stated|announced|disclosed)"
    r"|before\s+(?:the\s+|any\s+)?(?:restatements?|reclassifications?|adjustments?)"
    r"|reclassified|re-?presented)(?![a-z])"
    r"|(?:经|經)?(?:调整|調整)(?:后|後)|(?:经|經)(?:调整|調整)|重述|重列|追溯(?:调整|調整)"
    r"|(?:原始|最初|首次)(?:公布|披露|报告|報告)|备考|備考|模拟|経常ベース"
    r"|修正再表示|遡及修正|組替(?:え)?後|修正後|調整後|当初(?:発表|公表|開示)"
)
"""Phrases of the figure as first reported, before or after a restatement, or adjusted:
English beside ``ANOTHER_VERSION_RE``'s words, Chinese and Japanese of their own."""

_ONE_OFF_CJK_RE = re.compile(
    r"(?:一次性|非经常性|非經常性)(?:项目|項目|损益|損益|收益|费用|費用|因素)?"
    r"|一時的?な?(?:項目|要因|損益|費用|収益)|一過性(?:の)?(?:項目|要因|損益|費用|収益)?"
    r"|特別損益|非経常(?:的な)?(?:項目|損益)?"
)
"""Chinese and Japanese words for one-off items, as "one-offs" in ``ANOTHER_VERSION_RE``:
a figure with or without them is another version than the one reported."""


def versions_asked(norm: str, metrics: Sequence[tuple[int, int]]) -> list[tuple[int, int, Word]]:
    """The phrases of normalized ``norm`` asking another version of a figure than the one
    reported, outside the KB names at ``metrics`` (spans), each as a residual word; none
    when no metric is named."""
    if not metrics:
        return []
    found = [
        *gr.ANOTHER_VERSION_RE.finditer(norm),
        *_ORIGINAL_RE.finditer(norm),
        *_ONE_OFF_CJK_RE.finditer(norm),
    ]
    return [
        (m.start(), m.end(), Word(m.group(), m.group(), m.group().isascii()))
        for m in found
        if not any(a < m.end() and m.start() < b for a, b in metrics)
    ]


def version_spans(norm: str) -> list[tuple[int, int]]:
    """The spans of normalized ``norm`` holding a phrase of another version of a figure
    (「*一時的な項目*を除いた」, 「*非经常性项目*」, "*restated*"), wherever they stand:
    another reader must not take them for a word of its own (a project's codename)."""
    regexes = (gr.ANOTHER_VERSION_RE, _ORIGINAL_RE, _ONE_OFF_CJK_RE)
    return [m.span() for regex in regexes for m in regex.finditer(norm)]


_FIGURE_NOUN_RE = re.compile(
    r"(?<![a-z])(?:the\s+)?(?:figures?|numbers?|amounts?|values?)(?![a-z])|数字|数值|數值|数値|金额|金額"
)
"""The words a sentence beside the request calls the asked figure by."""


def version_of_the_figure(norm: str) -> bool:
    """Whether normalized ``norm``, a sentence naming no metric, says which version of
    "the figure" is wanted: it calls the figure by a word of its own (``_FIGURE_NOUN_RE``)
    and holds a word of another version than the one reported ("Figures should exclude
    *one-off* items", "The number must be *adjusted*")."""
    if not _FIGURE_NOUN_RE.search(norm):
        return False
    versions = (gr.ANOTHER_VERSION_RE, _ORIGINAL_RE, _ONE_OFF_CJK_RE)
    return any(version.search(norm) for version in versions)
