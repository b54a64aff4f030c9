"""The asker's background told in sentences before a narrative question.

A reader often tells what happened before asking ("The director mentioned it in the last
meeting, but nobody had the numbers.", 「下周要陪领导去东莞看地块。」, 「先日の会議では具体的
な数字が出ませんでした。」): sentences that ask nothing, name no figure, market, document or
currency and narrow nothing. When a later sentence asks a narrative question that a passage
answers on its own words (two words of its own or more; it was read with no context set
before it), those sentences are the asker's situation: they never veto the question (their
words are the asker's world, which no passage holds), and where the question names its
document they do not choose its paragraph either (one a passage holds may otherwise say
which document is meant). A sentence naming a market is never set aside: the market
says whom the question is about.

Still read as before: a sentence that asks (a question mark, a question word, a request or
a wish to be told), one after the question ("Shareholders deserve an answer."), one in the
question's own sentence, a sentence beside a figure request, and any sentence before a
question saying one word of its own (「…旗艦店ができたと聞きました。いつ…」) and the
sentence just before a question pointing back ("… only a handful of makers. What is done
in case one of *those* suppliers fails?").
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence

from ragspine_eval_pipeline.engine._question import Clause

SENTENCE_END_RE = re.compile(r"[.!?。！？\n]+(?=\s|$|[^\d.])|[。！？\n]")
"""The end of a sentence (a full stop between digits, 1.5, ends none)."""

WISH_TO_KNOW_RE = re.compile(
    r"(?<![a-z])(?:know|understand|learn|wonder\w*|curious|interested|tell|explain|describe"
    r"|find out)(?![a-z])"
    r"|想知道|想了解|请教|告诉|介绍|说明|解释|麻烦|请问"
    r"|知りたい|伺い|教え|説明|お知らせ"
)
"""A wish or a request to be told: a sentence holding one asks, however it is closed."""

OWN_WORDS = 2
"""Words of its own (no name, no document's title) a question needs to stand without the
sentences before it: one word may be all it says of a topic a statement before it names."""

NARRATED_RE = re.compile(
    r"(?<![a-z])(?:was|were|had|did|said|told|ended|came|went|\w+ed)(?![a-z])"
    r"|[了过過](?:[,，。.!！]|$)|(?:ました|でした|かった|てしまい|でしまい|った)(?:[、,。.!！]|$)"
)
"""A past verb closing a statement: it tells what happened ("the meeting *ended* with only
that remark", 「…という話だけで終わってしまい」), where "Only the online part." narrows what
is asked; a narrowing word in it narrows nothing asked."""

PROBE = 8
"""Characters of a clause's opening looked for in the question to place it."""


def _sentence_starts(text: str) -> list[int]:
    """Where each sentence of ``text`` begins."""
    return [0] + [m.end() for m in SENTENCE_END_RE.finditer(text)]


def _start_of_sentence(text: str, at: int) -> int:
    """Where the sentence holding position ``at`` of ``text`` begins."""
    return max(s for s in _sentence_starts(text) if s <= at)


def _place(text: str, clause: Clause) -> int | None:
    """Where ``clause`` opens in ``text`` (both folded), or None when it cannot be found."""
    folded = unicodedata.normalize("NFKC", clause.text).casefold().strip()
    probe = folded[:PROBE]
    if not probe:
        return None
    found = text.find(probe)
    return found if found >= 0 else None


def _own(clause: Clause) -> set[str]:
    """The words of its own ``clause`` says (a CJK word of one character says little)."""
    return {w.surface for w in clause.residual if w.latin or len(w.surface) > 1}


def _states_only(clause: Clause, asks: Callable[[str], bool]) -> bool:
    """Whether ``clause`` is a statement naming nothing a figure is asked of."""
    if clause.question or asks(clause.text) or WISH_TO_KNOW_RE.search(clause.text.casefold()):
        return False
    # A number, a unit or a change said in a statement ("rates rose 1%") asks none: no
    # figure is asked at or after the question it goes before, and it names no metric. A
    # market it names ("Macau.", "I run our Macau stores.") says whom the question is
    # about, so such a statement is read as before.
    return not (
        clause.metrics
        or clause.scopes
        or clause.docs
        or clause.units_lacking
        or (clause.narrows and not NARRATED_RE.search(clause.text.casefold()))
        or clause.reason
        or clause.parts_said
        or clause.part_of_metric
    )


def background_before(
    text: str,
    original: Sequence[Clause],
    clauses: Sequence[Clause],
    kinds: Sequence[str],
    asks: Callable[[str], bool],
) -> set[int]:
    """The clauses of ``clauses`` (read from ``original``, of question ``text``) that are
    the asker's background before the narrative question: statements (``_states_only``)
    in sentences ending before the sentence of the first clause that asks. The first
    clause asking must be a narrative one weighed on its own words, and no figure is
    asked at or after it."""
    first = next(
        (
            at
            for at, c in enumerate(clauses)
            if kinds[at] != "empty" and (c.question or asks(c.text))
        ),
        None,
    )
    if first is None or first == 0 or kinds[first] != "narrative":
        return set()
    if any(k == "figure" or clauses[at].metrics for at, k in enumerate(kinds) if at >= first):
        return set()
    asking = clauses[first]
    if asking.text != original[first].text or asking.means_back:
        return set()
    own = len(_own(asking))
    if own < OWN_WORDS:
        return set()  # 「…と聞きました。いつ開きましたか」: the statement says its topic
    # A question pointing back ("those suppliers") with few words of its own points at
    # the sentence just before it; one saying more (「…の影響と、それに対する方針」) points
    # within itself.
    pointed = first - 1 if asking.points_back and own <= OWN_WORDS else None
    folded = unicodedata.normalize("NFKC", text).casefold()
    opens = _place(folded, asking)
    if opens is None:
        return set()
    begins = _start_of_sentence(folded, opens)
    # A statement a passage holds may say which document is meant ("There's a plan about
    # the Greater Bay Area, I think."); where the question names its document, it is
    # read from that one, whose paragraphs need not hold the asker's situation.
    named = any(c.docs for at, c in enumerate(clauses) if kinds[at] == "narrative")
    out: set[int] = set()
    for at in range(first):
        clause = clauses[at]
        if kinds[at] == "narrative" and not named:
            continue
        where = _place(folded, clause)
        if at == pointed or where is None or where >= begins or not _states_only(clause, asks):
            continue
        out.add(at)
    return out
