"""What a plan or a target is asked as: the kind of number, apart from what it is of.

A document states a target as a number beside its topic, the word "target" elsewhere in
the sentence ("The target is 80 percent *renewable electricity* by 2030", 「2030年度には
100%を目指します」). A question names the two as one phrase ("the group's renewable
electricity target for 2030"), or names only the kind of number after a question that
said what it is of ("…, and what's the 2030 goal?"). Reading the phrase whole would find
no passage; reading the kind of number as a topic of its own would find any passage that
speaks of goals. This module says which words are only the kind of number asked.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ragspine_eval_pipeline.engine._counted import MEASURE_WORDS_RE
from ragspine_eval_pipeline.kb.analysis import Word, cjk_phrase_re

__all__ = ["ASKS_WHAT_RE", "aimed_at", "only_kinds_of_number", "share_of", "states_share_of"]

TARGET_WORDS_RE = re.compile(r"targets?|goals?|目标值?|目標値?")
"""Nouns naming a number aimed at (目標値, 目标值: "target value"): a passage states it
apart from its topic."""


def aimed_at(phrase: tuple[Word, ...]) -> list[tuple[Word, ...]] | None:
    """A phrase closing on a target noun after what the target is of ("renewable
    electricity target", 「可再生能源目标」), as two pieces of evidence: the topic, held as
    written, and the target noun, held anywhere in the passage. None for any other
    phrase: a share or a rate ("market share") is still held only as written."""
    if len(phrase) < 2 or not TARGET_WORDS_RE.fullmatch(phrase[-1].surface):
        return None
    head = list(phrase)
    while head and TARGET_WORDS_RE.fullmatch(head[-1].surface):
        head.pop()
    if not head:
        return None
    return [tuple(head), *((w,) for w in phrase[len(head) :])]


PLAN_WORDS_RE = re.compile(
    r"plans?|strateg(?:y|ies)|priorit(?:y|ies)|roadmaps?|计划|計劃|計画|规划|規劃|方针|方針|予定"
)
"""Nouns of what is planned ("store opening *plans*", 「出店*計画*」): what a document says
will be done about the topic before them."""


def planned_of(phrase: tuple[Word, ...]) -> list[tuple[Word, ...]] | None:
    """A phrase closing on a plan noun after what the plan is of ("store opening plans"),
    as its topic alone, held as written: a plan is said in the document's own words
    ("will prioritise …"), which need not hold the noun. None for any other phrase."""
    if len(phrase) < 2 or not PLAN_WORDS_RE.fullmatch(phrase[-1].surface):
        return None
    head = list(phrase)
    while head and PLAN_WORDS_RE.fullmatch(head[-1].surface):
        head.pop()
    return [tuple(head)] if head else None


_CJK_SHARE_NOUN_RE = re.compile(r"比率|割合|構成比|占比|比例|比重")
"""CJK nouns of a share written onto what the share is of (会員*比率*, 会员*占比*)."""

_SHARE_STATED_RE = re.compile(r"\d\s*(?:%|％|パーセント|percent)|占|割合|比率|構成比|比例|比重")
"""How a sentence states a share: a percentage, or a word of share or of accounting for
(「会員による購入は香港の売上高の58%を占めています」)."""

_SENTENCE_END_RE = re.compile(r"(?<=[。．.!?！？])")


def share_of(phrase: tuple[Word, ...]) -> list[tuple[Word, ...]] | None:
    """A CJK phrase closing on a share noun after what the share is of (「会員比率」,
    「会员占比」), as two pieces of evidence: what it is of, held as written, and the share
    noun, held anywhere in the passage (its keywords say 比率 where its text states 58%).
    The passage must then state a share of that thing in one sentence
    (``states_share_of``). None for any other phrase, and for an English one: "market
    share" names a measure of its own, held only as written."""
    if len(phrase) < 2 or any(w.latin for w in phrase):
        return None
    if not _CJK_SHARE_NOUN_RE.fullmatch(phrase[-1].surface):
        return None
    if any(_CJK_SHARE_NOUN_RE.fullmatch(w.surface) for w in phrase[:-1]):
        return None
    return [phrase[:-1], phrase[-1:]]


def states_share_of(
    thing: tuple[Word, ...], text: str, of_the_market: Callable[[str], bool]
) -> bool:
    """Whether normalized ``text`` states a share of ``thing`` in one sentence: the
    thing, as written, beside a percentage or a word of share (「会員による購入は…58%を
    占めています」), not the thing in one sentence and a percentage of anything in another;
    and that sentence is ``of_the_market`` asked (the group's online share is no share of
    Hong Kong's sales)."""
    said = cjk_phrase_re(thing)
    return any(
        said.search(sentence) is not None
        and _SHARE_STATED_RE.search(said.sub(" ", sentence))
        and of_the_market(sentence)
        for sentence in _SENTENCE_END_RE.split(text)
    )


def only_kinds_of_number(words: Sequence[Word]) -> bool:
    """Whether ``words`` (a clause's residual) say only what kind of number is asked (a
    share, a target, a level: "what's the 2030 *goal*", 「*目标*是多少」), not what it is
    of: a clause of such words asks about what the question before it described."""
    return bool(words) and all(MEASURE_WORDS_RE.fullmatch(w.surface) for w in words)


ASKS_WHAT_RE = re.compile(r"(?<![a-z])what(?![a-z])|什么|什麼|哪些|何[にをがで]|なに")
"""A question asking what is done or planned ("what", 「什么」, 「何に」, 「何を」), not how a
market will fare (「どうなりますか」, 「怎么样」: a forecast of its results)."""
