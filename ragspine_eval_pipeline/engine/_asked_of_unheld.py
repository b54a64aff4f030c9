"""Follow-ups of a question no passage answers.

A clause saying only what is wanted of a topic ("What were the details?", "What measures
has it taken?", 「目標は？」, 「有什么措施」) asks it of the topic the question before it
named. When that question has no support in the KB ("How is the Singapore business
handling *drone deliveries*?"), the follow-up is part of it: a paragraph holding its
generic words alone (details, measures, a goal) is about something else, and the whole is
refused. A follow-up naming a topic of its own is weighed on its own words as before.
A follow-up asking only a target asks it of the topic before (``target_of_before``).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from ragspine_eval_pipeline.engine._planned import TARGET_WORDS_RE
from ragspine_eval_pipeline.engine._question import Clause
from ragspine_eval_pipeline.kb.analysis import normalize


def asked_of_unheld(
    clauses: Sequence[Clause],
    kinds: Sequence[str],
    asks: Callable[[Clause], bool],
    only_of_before: Callable[[Clause], bool],
    held_with_before: Callable[[Clause, Clause], bool],
) -> set[int]:
    """Where a narrative clause follows one asking (``asks``) with words of its own that
    no passage holds (``unsupported``), only says what is wanted of that topic
    (``only_of_before``) and no passage holds the two weighed as one
    (``held_with_before``: "what's Japan doing to cut food waste and by how much has it
    dropped" is held so): it asks of the unheld topic."""
    out: set[int] = set()
    for at in range(1, len(clauses)):
        before = clauses[at - 1]
        if kinds[at] != "narrative" or (kinds[at - 1] != "unsupported" and at - 1 not in out):
            continue
        if at - 1 not in out and not (before.residual and asks(before)):
            continue
        if only_of_before(clauses[at]) and not held_with_before(before, clauses[at]):
            out.add(at)
    return out


def target_of_before(
    clauses: Sequence[Clause],
    kinds: Sequence[str],
    held_with_before: Callable[[Clause, Clause], bool],
) -> int | None:
    """Where a narrative clause asking only a target (「目標は？」, "and the goal?") follows a
    narrative clause, and no passage states a target of what that clause asks
    (``held_with_before``: the two weighed as one): the target asked is that topic's, and
    a goal another paragraph states (of digital talent, beside monthly one-on-ones) is no
    answer. The whole is refused, not answered in part as if whole."""
    for at in range(1, len(clauses)):
        clause = clauses[at]
        if kinds[at] != "narrative" or kinds[at - 1] not in ("narrative", "empty"):
            continue
        if kinds[at - 1] == "empty" and not clauses[at - 1].question:
            continue
        if asks_only_a_target(clause) and not held_with_before(clauses[at - 1], clause):
            return at
    return None


def asks_only_a_target(clause: Clause) -> bool:
    """Whether every word of ``clause`` asks a target (「目標は？」, 「目标呢」, "the goal?"),
    not one set aside (「目標ではなく、実際に…」, "not the goal but")."""
    words = [w for p in clause.phrases for w in p]
    if clause.metrics or clause.docs or not words:
        return False
    text = normalize(clause.text)
    if _TARGET_SET_ASIDE_RE.search(text):
        return False
    if not all(TARGET_WORDS_RE.fullmatch(w.surface) for w in words):
        return False
    # The target ends what is asked, save a particle and a question word (「目標は
    # どのくらいですか」, "is the goal for 2030"); more is another question of its own
    # (「目標　実際にどれだけ減ったかを知りたい」: how much it fell).
    rest = text[text.rfind(words[-1].surface) + len(words[-1].surface) :].strip()
    return len(rest.split()) <= 3 if words[-1].latin else len(rest) <= _TAIL_CJK


_TAIL_CJK = 10
"""Characters a CJK question may write after the target it asks (「はどのくらいですか」)."""


_TARGET_SET_ASIDE_RE = re.compile(
    r"(?:目標|目标|ゴール)\s*(?:ではなく|じゃなく|でなく|ではない|じゃない)"
    r"|(?:不是|并非|而非|不要)\s*(?:看)?目标"
    r"|(?<![a-z])not\s+(?:the\s+|a\s+|its\s+)?(?:goal|target)s?(?![a-z])"
)
"""A target named to set it aside: what is asked is the result, not the target."""
