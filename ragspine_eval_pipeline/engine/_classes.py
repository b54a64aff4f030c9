"""A count of the classes a thing is divided into (「把数据分成几个等级」, "how many levels
is data classified into", 「データは何段階に分類されていますか」).

Such a question names the thing divided (数据, the data) and asks a number of classes of
it, in a class word the passage may not share (等级 for the policy's 级别). The thing
divided is the topic a passage must hold, even a noun a figure request is phrased with
(数据, 数字: ``_grammar.FIGURE_NOUNS``), and the passage answers only where it states a
number of classes (「四个级别」, "four levels", 「4段階」); the class word itself is how
the question counts, not a topic. The sentence stating the number must hold what the
question divides (「データを…4段階に分類」 for the data): the data protection policy's
classes of data are no answer to how many ranks a membership programme has.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragspine_eval_pipeline.engine._topic import holds_a_head, sentences
from ragspine_eval_pipeline.kb.analysis import CJK_RUN_RE, Word, cjk_tokens, is_japanese

__all__ = [
    "DIVIDING_VERBS_ZH",
    "asks_class_count",
    "divided_things",
    "states_class_count",
    "states_classes_of",
]

DIVIDING_VERBS_ZH = frozenset(
    ("分成", "分为", "分為", "划分", "劃分", "划分为", "劃分為", "划分成", "劃分成", "分作")
)
"""Chinese verbs of dividing into classes (把数据*分成*几个等级)."""

_ZH_CLASS = r"(?:等级|等級|级别|級別|层级|層級|类别|類別|档次|檔次|级|級|类|類|档|檔|层|層)"
_EN_CLASS = r"(?:levels?|tiers?|classes|categor(?:y|ies)|grades?|classifications?|bands?)"
_JA_CLASS = r"(?:段階|レベル|ランク|区分|階層|カテゴリー?|等級)"

_CLASS_ASKED_RE = re.compile(
    rf"(?:几|幾|多少)(?:个|個)?{_ZH_CLASS}"
    rf"|(?<![a-z])how\s+many\s+(?:[a-z]+\s+)?{_EN_CLASS}(?![a-z])"
    rf"|何{_JA_CLASS}|いくつ(?:の)?{_JA_CLASS}"
)
"""How a question asks a number of classes: a number question word before a class word."""

_NUMERALS = r"[\d一二两兩三四五六七八九十]+"
_EN_NUMBERS = r"(?:\d+|two|three|four|five|six|seven|eight|nine|ten)"

_CLASS_STATED_RE = re.compile(
    rf"{_NUMERALS}(?:个|個)?{_ZH_CLASS}"
    rf"|(?<![a-z]){_EN_NUMBERS}\s+(?:[a-z]+\s+)?{_EN_CLASS}(?![a-z])"
    rf"|{_NUMERALS}(?:つの)?{_JA_CLASS}"
)
"""How a passage states a number of classes (「四个级别」, "four levels", 「4段階」)."""


def asks_class_count(text: str) -> bool:
    """Whether normalized ``text`` asks how many classes something is divided into."""
    return _CLASS_ASKED_RE.search(text) is not None


def states_class_count(text: str) -> bool:
    """Whether normalized ``text`` (a passage's own sentences or its translation's) states
    a number of classes."""
    return _CLASS_STATED_RE.search(text) is not None


_CLASS_WORD_RE = re.compile(rf"{_ZH_CLASS}|{_EN_CLASS}|{_JA_CLASS}")


def states_classes_of(heads: Sequence[tuple[Word, ...]], text: str, lang: str) -> bool:
    """Whether normalized ``text`` states a number of classes in a sentence holding what
    a question in ``lang`` asks about (one of its ``heads``, ``holds_a_head``; a class
    word aside: 「何段階の*ランク*」 counts, it names nothing divided); any sentence
    stating one when the question names nothing else (「いくつのレベルがありますか」)."""
    topic = [h for h in heads if not all(_CLASS_WORD_RE.fullmatch(w.surface) for w in h)]
    return any(
        states_class_count(sentence) and holds_a_head(topic, "", sentence, lang)
        for sentence in sentences(text)
    )


def divided_things(rest: str, lang: str) -> list[tuple[int, int, Word]]:
    """The Chinese nouns written before a verb of dividing in a clause asking a count of
    classes (数据 of 「把数据分成几个等级」), with their spans: the topic the passage must
    hold, even a noun for figures that a figure request is phrased with."""
    found: list[tuple[int, int, Word]] = []
    if lang != "zh":
        return found
    for run in CJK_RUN_RE.finditer(rest):
        if is_japanese(run.group(), lang):
            continue
        at = run.start()
        tokens = cjk_tokens(run.group(), False)
        for i, token in enumerate(tokens):
            end = at + len(token.word.surface)
            after = tokens[i + 1] if i + 1 < len(tokens) else None
            if (
                after is not None
                and token.tag.startswith("n")
                and after.word.surface in DIVIDING_VERBS_ZH
                and asks_class_count(rest[end + len(after.word.surface) :])
            ):
                surface = token.word.surface
                found.append((at, end, Word(surface, surface, False)))
            at = end
    return found
