"""People counted by their age, in three languages.

"How many employees *over 40* does Hong Kong have?", 「香港有多少*30岁以下*的员工？」,
「日本の*30歳未満*の社員は何人？」: an age written beside the people asked narrows the count
to those people, which no metric reports. The number is no word the analysers keep, so
the phrase is added to the clause's residual here and the figure is refused, never the
whole headcount given in its place. An age alone in another sentence of the asker ("I'm
40") is set aside before the clause is read; a year, an amount or a percentage is no age.
"""

from __future__ import annotations

import re

from ragspine_eval_pipeline.kb.analysis import Word

_NUMBER = r"(?:\d{1,2}|[一二三四五六七八九十]{1,3})"

_AGE_RE = {
    "en": re.compile(
        r"(?<![a-z])(?:(?:over|under|above|below|aged|older\s+than|younger\s+than|at\s+least"
        r"|more\s+than|less\s+than)\s+(?:the\s+age\s+of\s+)?\d{2}(?![\d%.,]|\s*(?:%|percent|per"
        r"|million|mn|m|bn|billion|k|thousand|stores?|shops?|hours?|days?|weeks?|months?)(?![a-z]))"
        r"|\d{2}\s*(?:\+\s*)?(?:years?|yrs?)[\s-]+old|\d{2}\s+and\s+(?:over|above|older|under))"
    ),
    "zh": re.compile(_NUMBER + r"\s*(?:周岁|週歲|岁|歲)(?:及?以上|及?以下|以内|以內|之间|之間)?"),
    "ja": re.compile(
        _NUMBER + r"\s*歳(?:以上|未満|以下|超|代)?|" + _NUMBER + r"\s*代(?=の|以上|以下)"
    ),
}


def ages_described(norm: str, lang: str) -> list[tuple[int, int, Word]]:
    """The age phrases of normalized ``norm`` (``lang``), each as a residual word: the
    people asked are only those of that age."""
    pattern = _AGE_RE.get(lang)
    if pattern is None or not any(ch.isdigit() or ch in "一二三四五六七八九十" for ch in norm):
        return []
    return [
        (m.start(), m.end(), Word(m.group(), m.group(), lang == "en"))
        for m in pattern.finditer(norm)
    ]
