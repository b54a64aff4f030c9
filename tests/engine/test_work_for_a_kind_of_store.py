"""The asker's work for or about a kind of the business's stores ("it goes into the
slide *for the franchise stores*", "a note about *the airport shops*"): a word written
onto the stores says which of them, a part of the figure, so no figure is given. The
stores alone, or a market's stores, are the whole; the asker's own work beside the
request stays context.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was SG headcount in FY2023? It goes into the slide for the franchise stores.",
        "What was Singapore's headcount in FY2023? It goes into a note about the franchise shops.",
        "What was Japan's revenue in FY2024? I'm writing a memo on the franchise stores.",
    ],
)
def test_work_for_a_kind_of_store_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "What was Singapore's headcount in FY2023? It goes into the slide for the stores.",
            1480.0,
        ),
        (
            "What was Singapore's headcount in FY2023? It goes into the slide for all the stores.",
            1480.0,
        ),
        (
            "What was Singapore's headcount in FY2023? It goes into the slide for the Singapore "
            "stores.",
            1480.0,
        ),
        ("What was Singapore's headcount in FY2023? It goes into the board slide.", 1480.0),
        ("新加坡2023财年的员工人数是多少？要放进幻灯片里。", 1480.0),
        ("シンガポールの2023年度の従業員数は？スライドに入れます。", 1480.0),
    ],
)
def test_work_for_the_stores_or_a_markets_stores_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)
