"""A target asked of the topic said before: "Hardly any women managers, I bet. Does the
group even have a target?", 「女性管理者很少吧？集团有目标吗？」, 「女性の管理職はきっと
少ないですよね。目標はあるのでしょうか。」. The clause asking the target names no topic of
its own; the clause before it does (or, first, a statement set aside beside it). A
passage answers only where it states a target and holds that topic, all of it: a
paragraph on the topic with no target (a policy "working to raise" the share), or a
target of another topic (renewable electricity, a delivery-time goal of the stores), is
no answer, and the question is refused when no passage found states one. Mixed into the
run through ``_narrative_reading.NarrativeReading``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ragspine_eval_pipeline.engine import _grammar as gr
from ragspine_eval_pipeline.engine._topic import asks_a_target, holds_a_head, states_a_target
from ragspine_eval_pipeline.kb.analysis import normalize

if TYPE_CHECKING:
    from collections.abc import Sequence

    from ragspine_eval_pipeline.engine._question import Clause
    from ragspine_eval_pipeline.engine._route import Route
    from ragspine_eval_pipeline.kb.analysis import Word
    from ragspine_eval_pipeline.kb.store import Passage


class TargetAskedBack:
    """Passages answering a target asked of the topic of the clause before."""

    def targets_asked_back(self, route: Route, passages: list[Passage]) -> list[Passage]:
        """``passages`` less those stating no target of the topic a bare
        target question points back at (``topic_pointed_back``); all of them when the
        narrative part asks no such target."""
        clauses = self.parsed.clauses
        for at, clause in enumerate(clauses):
            merged = clause.with_context
            if clause.text not in route.query and (
                merged is None or merged.text not in route.query
            ):
                continue
            # The clause before says the topic; the first, the sentence set aside beside it.
            before = clauses[at - 1] if at else merged
            topic = self.topic_pointed_back(before, clause) if before is not None else []
            if not topic:
                continue
            kept = [p for p in passages if self.states_target_of(p, topic)]
            if len(kept) < len(passages):
                dropped = [p.passage_id for p in passages if p not in kept]
                self.note(f"decide: {', '.join(dropped)} state no target of what is asked")
            passages = kept
        return passages

    def topic_pointed_back(self, before: Clause, clause: Clause) -> list[tuple[Word, ...]]:
        """The head words of ``before`` when it asks nothing itself (a premise: "Packaging
        waste is surely piling up.", 「女性管理者很少吧」; a statement set aside as context:
        「…は少ないと思います。」) and ``clause`` asks a target and names no topic or metric
        of its own; none otherwise. After a question of its own (「女性在管理层中占多少比例？
        目标是多少？」, 「食品ロスはどれだけ減りましたか？目標ではなく…」) the passages answer
        both as before."""
        if clause.metrics or not asks_a_target(clause.phrases):
            return []
        if self.heads(clause):
            return []
        said = normalize(before.text.replace(clause.text, " "))
        if gr.ASKS_RE.search(said):
            return []
        return self.heads(before)

    def states_target_of(self, passage: Passage, topic: Sequence[tuple[Word, ...]]) -> bool:
        """Whether a version of ``passage`` (its text or translation, with its keywords)
        states a target and holds every head phrase of ``topic`` (store staff *and* their
        training, not a store delivery goal)."""
        return any(
            states_a_target(normalize(body))
            and all(holds_a_head([h], normalize(title), normalize(body), self.lang) for h in topic)
            for title, body in self.versions(passage)
        )
