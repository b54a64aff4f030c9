"""Run part of the golden set while iterating: by case id, by tag, the first N.

A subset run is report-only: its pass rates are not comparable with a baseline taken
over the whole set, so it is never gated, never checked for missing cases and never
written as a baseline. The report records the selection so it says it is a subset.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import BaseModel, ConfigDict, Field

from ragspine_eval_pipeline.eval.golden import GoldenCase


class SubsetError(ValueError):
    """The selection names a case that does not exist, or selects nothing."""


class CaseSubset(BaseModel):
    """Which golden cases a run selected. Filters combine: a case must pass all of them."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    case_ids: list[str] = Field(default_factory=list)
    """Only these case ids (empty: no id filter)."""
    tags: list[str] = Field(default_factory=list)
    """``key=value`` filters: a case matches when, for every key named, its tag equals
    one of the values given for that key."""
    limit: int | None = Field(default=None, ge=1)
    """At most this many of the matching cases, in golden-set order."""
    golden_cases: int | None = None
    """Cases in the whole golden set the subset was taken from (set by ``select_cases``)."""

    @property
    def selects_all(self) -> bool:
        """True when no filter is given, so the run is the whole golden set."""
        return not self.case_ids and not self.tags and self.limit is None

    def describe(self) -> str:
        """The filters in flag form, e.g. ``--case num-001 --tag lang=ja --limit 5``."""
        parts = [f"--case {case_id}" for case_id in self.case_ids]
        parts += [f"--tag {tag}" for tag in self.tags]
        if self.limit is not None:
            parts.append(f"--limit {self.limit}")
        return " ".join(parts)


def parse_tag(text: str) -> tuple[str, str]:
    """``"lang=ja"`` → ``("lang", "ja")``; raises ``ValueError`` without a key and ``=``."""
    key, sep, value = text.partition("=")
    if not sep or not key.strip():
        raise ValueError(f"tag filter {text!r} must be KEY=VALUE")
    return key.strip(), value.strip()


def select_cases(
    cases: Sequence[GoldenCase], subset: CaseSubset
) -> tuple[list[GoldenCase], CaseSubset]:
    """The cases ``subset`` selects, in golden-set order, and the subset as recorded.

    Raises ``SubsetError`` for a case id the golden set lacks (a typo must not shrink
    the run silently) and for filters that match no case.
    """
    known = {case.id for case in cases}
    unknown = [case_id for case_id in subset.case_ids if case_id not in known]
    if unknown:
        raise SubsetError(f"unknown case id(s) {', '.join(unknown)} (not in the golden set)")
    wanted_ids = set(subset.case_ids)
    wanted_tags: dict[str, set[str]] = {}
    for tag in subset.tags:
        key, value = parse_tag(tag)
        wanted_tags.setdefault(key, set()).add(value)
    selected = [
        case
        for case in cases
        if (not wanted_ids or case.id in wanted_ids)
        and all(case.tags.get(key) in values for key, values in wanted_tags.items())
    ]
    if subset.limit is not None:
        selected = selected[: subset.limit]
    if not selected:
        raise SubsetError(f"no golden case matches {subset.describe()}")
    return selected, subset.model_copy(update={"golden_cases": len(cases)})
