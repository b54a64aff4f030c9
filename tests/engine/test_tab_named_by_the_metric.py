"""The tab, sheet or column of a workbook the asker reads a figure from, named by the metric
it holds ("we are testing *the Headcount sheet* of the KPI workbook"), is the place of the
figure asked when the request asks that metric: the statement is the asker's work, set
aside. Beside a request for another metric ("the Headcount tab … What was Japan's
revenue?") it stays, and a part written onto the place ("the *online* revenue column")
still refuses. The Chinese and Japanese forms (「员工人数页签」, 「従業員数タブ」) are not
read so yet.

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
            "We are testing the Headcount sheet of the KPI workbook for the payroll audit. Per "
            "that workbook, what was the headcount of Singapore in FY2024?",
            1566.0,
        ),
        (
            "As part of our controls review we are sampling the Headcount tab of the KPI "
            "workbook. Per that workbook, how many employees did Macau have in FY2024?",
            688.0,
        ),
    ],
)
def test_a_tab_named_by_the_metric_asked_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "We are sampling the Headcount tab of the KPI workbook. What was Japan's revenue in "
        "FY2025?",
        "We are checking the online revenue column. What was Japan's revenue in FY2024?",
    ],
)
def test_a_tab_of_another_metric_or_a_part_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
