"""Whether a passage states the amount a question asks of it.

A narrative question may ask a number ("how many hours to report a breach", 「去年どのくらい
使われましたか」), and a passage that states that number answers it. A passage that states
*another* number does not: a paragraph on interest costs is no answer to what the group
earned in 2024, nor a region's population to how many staff a market employs. So a
passage answers a number only where its own text states what is asked:

* every fiscal year the question names (a number asked for 2024 is read only where 2024
  is written: in the paragraph, or the title of a report on that year), and
* an earned figure, when the question asks an amount earned (``EARNS_RE``: "earn",
  「赚」, 「稼ぐ」): some KB metric's alias and a number in one sentence, and
* the measure, when the question names a KB metric ("员工", "staff", "売上"): one of that
  metric's aliases, written in the version of the passage in the question's language
  (its original or the translation it was found by), which also holds a number.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ragspine_eval_pipeline.kb.analysis import LATIN_WORD_RE, normalize, stem

__all__ = ["names_years", "states_metric", "states_metric_in_a_sentence"]

_DIGIT_RE = re.compile(r"\d")


def names_years(years: Iterable[int], text: str) -> bool:
    """Whether ``text`` writes every one of ``years``."""
    return all(str(year) in text for year in years)


def states_metric(aliases: Sequence[str], text: str) -> bool:
    """Whether ``text`` holds a number and one of ``aliases`` as written: a Latin alias as
    consecutive stems ("employees" for "employee"), a CJK one as its characters."""
    folded = normalize(text)
    if not _DIGIT_RE.search(folded):
        return False
    stems = tuple(stem(w) for w in LATIN_WORD_RE.findall(folded))
    for alias in aliases:
        wanted = normalize(alias)
        if wanted.isascii():
            words = tuple(stem(w) for w in LATIN_WORD_RE.findall(wanted))
            if words and _in_sequence(words, stems):
                return True
        elif wanted in folded:
            return True
    return False


def states_metric_in_a_sentence(aliases: Sequence[str], text: str) -> bool:
    """Whether one sentence of ``text`` holds a number and one of ``aliases``: for an
    amount earned, the figure and the measure it is of are written together."""
    return any(states_metric(aliases, sentence) for sentence in _SENTENCE_RE.split(text))


_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|(?<=[。！？])")


def _in_sequence(wanted: tuple[str, ...], stems: tuple[str, ...]) -> bool:
    size = len(wanted)
    return any(stems[at : at + size] == wanted for at in range(len(stems) - size + 1))
