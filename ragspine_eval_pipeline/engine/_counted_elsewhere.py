"""A number asked beside another question, held by a document not the one read.

A narrative answer is read from one document. A clause asking a number ("how many stores
will be opened?") whose passage is of another document than the one read for the
question beside it (a talent target) is left unanswered there: the paragraph quoted says
nothing of stores. The whole is refused, never answered in part as if whole.
"""

from __future__ import annotations

from collections.abc import Iterable

from ragspine_eval_pipeline.engine._counted import asks_how_many
from ragspine_eval_pipeline.engine._question import Clause
from ragspine_eval_pipeline.engine._topic import asks_a_target
from ragspine_eval_pipeline.kb.analysis import normalize


def counted_elsewhere(clauses: Iterable[Clause], held_by: dict[str, str], doc: str) -> bool:
    """Whether a clause asking how many (no metric; no cause, read from the figure's
    market: "why did it go up"; no target: "how many is the goal" asks the target's) was
    made a narrative question by a passage (``held_by``: its id, by clause text) of a
    document other than ``doc``."""
    return any(
        c.number_cue
        and not (c.metrics or c.reason or asks_a_target(c.phrases))
        and asks_how_many(normalize(c.text))
        and c.text in held_by
        and held_by[c.text].partition("#")[0] != doc
        for c in clauses
    )
