"""Whether a passage's keywords say it answers a count of the thing a question asks.

A passage's keywords are what readers call its points, in their words: the internship
paragraph of the Greater Bay Area plan is listed under "young people", "graduates" and a
bare "how many". A question that names the document and asks a count in the reader's own
words ("how many young grads does the Greater Bay Area internship programme take")
finds no sentence stating that number of those words as written; the keywords say the
paragraph answers it when they hold a word of the thing counted and ask a count of
nothing else ("how many", 「每年招多少」), not of another thing ("how many people" for a
paragraph counting a region's population, asked of stores).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragspine_eval_pipeline.kb.analysis import LATIN_WORD_RE, Word, found_in, normalize, stem

__all__ = ["counted_by_keywords"]

COUNT_ASKED_RE = re.compile(
    r"(?<![a-z])how\s+many(?![a-z])|多少|(?<![哪这那近好])[几幾]|何(?=[\u3400-\u9fffヶかカ])|いくつ"
)
"""The question word of a keyword asking a count ("how many", 「多少人」, 「何人」): the
counter after it (人, 店舗) says what is counted, so it stays with the rest."""


def counted_by_keywords(thing: Sequence[Word], terms: Sequence[str], question: str) -> bool:
    """Whether ``terms`` (a passage's keywords in the question's language) hold a word of
    ``thing`` and a count asked of nothing the normalized ``question`` does not say."""
    listed = normalize("\n".join(terms))
    if not any(found_in(w, listed) for w in thing if w.latin or len(w.surface) > 1):
        return False
    return any(_asks_a_count_of_nothing_else(normalize(t), question) for t in terms)


def _asks_a_count_of_nothing_else(term: str, question: str) -> bool:
    cue = COUNT_ASKED_RE.search(term)
    if cue is None:
        return False
    rest = f"{term[: cue.start()]} {term[cue.end() :]}"
    asked = {stem(w) for w in LATIN_WORD_RE.findall(question)}
    latin = all(stem(w) in asked for w in LATIN_WORD_RE.findall(rest))
    # Every CJK character of the rest, counter included (人, 時間), is one the question uses.
    return latin and all(ch in question for ch in _CJK_CHAR_RE.findall(rest))


_CJK_CHAR_RE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
