"""The asker's own computation after the request ("… pls - working out sales per head for
the ops section", "… - I'm calculating revenue per employee"), set off by a dash, is what
they will do with the figure asked: the metric in it is the measure they make, never a
figure asked of the KB, and the request is answered alone. A part or a place written into
the computation ("the *online* sales per head", "… per head in *Taiwan*") still refuses.

The Chinese purpose (「算人均销售额用」) is read by the context rules already; the Japanese
one (「一人当たり売上高を計算するためです」) still quotes a passage beside the figure.
None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Japan headcount FY2024 please - calculating revenue per employee for my "
            "benchmarking note",
            2284.0,
        ),
        ("Singapore headcount FY2024 - I'm working out sales per store for the ops pack", 1566.0),
        ("香港2023财年末员工人数是多少？算人均销售额用", 3120.0),
    ],
)
def test_the_askers_computation_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, value)
    assert answer.sources == ["ACME_KPI_Workbook.xlsx"], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "HK headcount FY2023 pls - working out the online sales per head",
        "HK headcount FY2023 pls - working out sales per head in Taiwan",
        "HK revenue FY2023 pls - working out the franchise share",
    ],
)
def test_a_part_in_the_computation_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
