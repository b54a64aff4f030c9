"""What went wrong with each failing case, in words that need neither its question nor its
answer: what the case expected against what the engine did ("figure expected: refused").
Counting these over a set tells where an engine fails without reading the set, which keeps
a held-out set held out.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from ragspine_eval_pipeline.eval.report import CaseScore

_ASK = "ask_first"
_FAILED = frozenset({"error", "timeout"})
"""Tool statuses of an engine that gave no answer (``not_found`` is an answer: nothing held)."""


def expected_behaviour(case: CaseScore) -> str:
    """What the case asks of the engine: a figure, a passage, a refusal or a question back."""
    expected = case.expected
    if expected is None:
        return "unknown"
    if expected.refuse:
        return "refusal"
    if expected.clarification == _ASK:
        return "question back"
    if expected.value is not None:
        return "figure"
    if expected.narrative_doc is not None:
        return "passage"
    return "answer"


def observed_behaviour(case: CaseScore) -> str:
    """What the engine did: failed, refused, asked, gave a figure or answered in words."""
    answer = case.answer
    if case.error is not None or answer is None or answer.tool_status in _FAILED:
        return "no answer (error)"
    if answer.refused:
        return "refused"
    if answer.clarification == _ASK:
        return "asked"
    if answer.value is not None:
        return "gave a figure"
    return "answered in words"


def failure_kind(case: CaseScore) -> str | None:
    """``"<expected> expected: <what happened>"`` for a failing case, None for a passing one.

    When the engine did the expected kind of thing, the first failed metric says what was
    still wrong (another value, another source, an unstated assumption, an ungrounded claim).
    """
    failed = case.failed
    if not failed:
        return None
    expected, observed = expected_behaviour(case), observed_behaviour(case)
    if case.results.get("fabrication") is False:
        return f"{expected} expected: fabricated"
    same = {
        "refusal": "refused",
        "question back": "asked",
        "figure": "gave a figure",
        "passage": "answered in words",
    }.get(expected)
    if observed != same:
        return f"{expected} expected: {observed}"
    return f"{expected} expected: {observed}, {failed[0]} failed"


def failure_kinds(cases: Iterable[CaseScore]) -> Counter[str]:
    """How many failing cases fall under each kind, most common first when listed."""
    return Counter(kind for case in cases if (kind := failure_kind(case)) is not None)
