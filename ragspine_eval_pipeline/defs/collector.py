"""Steps that run with the cyclic garbage collector paused.

A QA step at 10k cases holds hundreds of thousands of objects (the golden set, the
outcomes, the report and the previous run's report read back) and builds as many more:
metadata tables, the CI formats, the rows of the outcomes table. None of them forms a
reference cycle, yet every full collection they set off walks all of them: 1-2 s of CPU
per run at 10k cases, about as much as scoring. The core paces its own bulk loops
(``eval.collector``); these steps pause it for their whole body, and what little cyclic
garbage a step leaves (the trend plot's figure) is freed by the first collection after it.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import ParamSpec, TypeVar

from ragspine_eval_pipeline.eval.collector import collector_paced

_P = ParamSpec("_P")
_R = TypeVar("_R")


def collector_paused(step: Callable[_P, _R]) -> Callable[_P, _R]:
    """``step`` with the collector paused while it runs (under ``@asset``/``@asset_check``).

    ``functools.wraps`` keeps the name, docstring, signature and annotations Dagster reads
    to build the asset's inputs.
    """

    @functools.wraps(step)
    def paused(*args: _P.args, **kwargs: _P.kwargs) -> _R:
        with collector_paced():
            return step(*args, **kwargs)

    return paused
