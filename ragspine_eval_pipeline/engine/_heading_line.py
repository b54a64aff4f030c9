"""A line heading a request written under it (``_route``): a tile's, a section's or a
card's title naming part of the figure the next line asks in full.

A developer or an analyst often heads what they ask with the thing it is for ("HK net
profit tile", "### Hong Kong — gross margin") and asks under it with the year ("HK net
profit FY2023 — what figure goes in?"). The heading names no year and nothing the request
under it does not name: it is the request's title, never a second figure asked. A line
naming another market or another metric than the request under it, or a word no name
accounts for ("HK franchise net profit tile": a part of the figure), is no heading of it,
and is read as before.
"""

from __future__ import annotations

from collections.abc import Sequence

from ragspine_eval_pipeline.engine._question import Clause

__all__ = ["headings_over_requests"]


def _ends_a_line(text: str, clause: Clause) -> bool:
    """Whether ``clause`` ends a line of ``text`` with a line under it."""
    said = clause.text.strip()
    return any(line.rstrip(" \t:：-—–#*").endswith(said) for line in text.splitlines()[:-1] if said)


def headings_over_requests(text: str, clauses: Sequence[Clause], kinds: Sequence[str]) -> set[int]:
    """The figure clauses of ``text`` that head a later one: each ends its line, names no
    period, no name the later clause lacks and no word left unread, and the later clause
    adds a period or a market of its own."""
    heads: set[int] = set()
    for at, head in enumerate(clauses):
        if (
            kinds[at] != "figure"
            or head.periods
            or not head.metrics
            or head.residual
            or not _ends_a_line(text, head)
        ):
            continue
        for later, kind in zip(clauses[at + 1 :], kinds[at + 1 :], strict=True):
            if kind != "figure" or not later.metrics:
                continue
            within = set(head.metrics) <= set(later.metrics) and set(head.scopes) <= set(
                later.scopes
            )
            adds = bool(later.periods) or bool(set(later.scopes) - set(head.scopes))
            if within and adds and not later.residual:
                heads.add(at)
            break
    return heads
