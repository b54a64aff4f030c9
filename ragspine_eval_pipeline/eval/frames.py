"""Case outcomes as a pandas table (one row per case) and back, without loss."""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import Any

import pandas as pd

from ragspine_eval_pipeline.eval.report import CaseOutcome

OUTCOME_COLUMNS: tuple[str, ...] = tuple(CaseOutcome.model_fields)
"""Column order of an outcomes frame: the fields of ``CaseOutcome``."""


def outcomes_to_frame(outcomes: Sequence[CaseOutcome]) -> pd.DataFrame:
    """One row per outcome; nested fields (source, sources, contexts) stay Python objects."""
    records = [outcome.model_dump(mode="json") for outcome in outcomes]
    # An empty run still has the full set of columns, so downstream code can rely on them.
    return pd.DataFrame.from_records(records, columns=list(OUTCOME_COLUMNS))


def outcomes_from_frame(frame: pd.DataFrame) -> list[CaseOutcome]:
    """The outcomes a frame was built from; pandas' NaN for a missing value becomes None."""
    return [CaseOutcome.model_validate(_cleaned(row)) for row in frame.to_dict("records")]


def _cleaned(row: dict[Any, Any]) -> dict[str, Any]:
    return {
        str(key): None if isinstance(value, float) and math.isnan(value) else value
        for key, value in row.items()
    }
