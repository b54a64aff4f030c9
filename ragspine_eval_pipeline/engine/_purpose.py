"""The asker's own purpose and work said in Chinese or Japanese beside a figure request.

A request is often wrapped in what the asker is doing with the figure: a purpose closed
by its marker (「シンガポールの採用ブランディング用に、…」, 「雇主品牌campaign要用，…」), or a
clause of the asker's own work with a verb of its own (「来期の要員計画を作っています。」,
「做明年的人力预算，…」). Such words say what the figure is for, never which figure: they
are set aside by the context rules (``_context``), while a word in them that may name a
part of the figure (a place, a store, a channel, a part of a business, a portion) keeps
the piece in the request, so it is refused.
"""

from __future__ import annotations

import re
from datetime import date

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._periods import find_periods
from ragspine_eval_pipeline.engine._words import is_grammar
from ragspine_eval_pipeline.kb.analysis import CJK_RUN_RE, cjk_tokens

_CJK_TAIL_RE = re.compile(CJK_RUN_RE.pattern + r"$")


def askers_plan_years(
    norm: str, lang: str, reference_date: date, asked: frozenset[str]
) -> list[tuple[int, int]]:
    """The spans of ``norm`` (a Chinese or Japanese piece beside a request) naming only
    years not yet closed (「来期の要員計画」, 「做明年的人力预算」) when the request names
    closed years of its own (``asked``, period codes): the year of the asker's plan or
    budget, which no figure is asked of (an open year's figure is refused anyway), never
    the year asked. Empty when the piece names any other period, or the request none."""
    if lang == "en" or not asked:
        return []
    if any(int(code.removeprefix("FY")) >= reference_date.year for code in asked):
        return []
    spans = find_periods(norm, lang, reference_date)
    if not spans or any(
        s.period is None or s.every or s.period.year < reference_date.year for s in spans
    ):
        return []
    return [(s.start, s.end) for s in spans]


_FIGURE_OF_RE = {
    "ja": re.compile(
        r"(?P<what>[^、,。？?]+?)の(?:数字|数値|データ|値)(?![\u30a0-\u30ff\u4e00-\u9fff])"
    ),
    "zh": re.compile(r"(?P<what>[^，,。？?]+?)的(?:数字|数据|数值|數字|數據|數值)"),
}
"""A figure named by what it is of, in a statement of the asker's (「*オンライン*の数字を
入れたい」, 「放*线上*的数字」)."""


def figure_of_a_part(rest: str, lang: str) -> bool:
    """Whether a Chinese or Japanese statement names the figure by a word of its own
    before it (「スライドに*オンライン*の数字を入れたい」): which part of the figure the asker
    will use, so the statement narrows the request, whatever verb of the asker's it has.
    A year, a KB name (blanked before this is read) or a grammar word (「全体の数字」)
    names no part."""
    pattern = _FIGURE_OF_RE.get(lang)
    if pattern is None:
        return False
    for match in pattern.finditer(rest):
        tail = _CJK_TAIL_RE.search(match.group("what"))
        if tail is None:
            continue
        tokens = cjk_tokens(tail.group(), lang == "ja")
        last = tokens[-1] if tokens else None
        if last is None or last.particle or is_grammar(last.word):
            continue
        if last.tag in ("f", "s") and len(last.word.surface) < 2:
            continue  # a localiser after a noun: where the figure is (「材料里的数字」)
        if last.content or last.tag in ("f", "s", "b"):
            return last.word.surface not in gr.ANSWER_FORM
    return False
