"""A fiscal year named by a step from another year written out.

What is read (``engine/_periods.py``, ``_SHIFTED``): "the year before FY2024", "the
fiscal year preceding FY2025", "the year after FY2023", "one year after FY2024",
「2024财年的前一年」, 「2025财年之后那一年」, 「2024年度の前年度」, 「2025年度の翌年度」 name the
year they land on. Before, the year they stepped from was answered (a wrong period).

What still refuses or reads as before: a step landing on a year the KB lacks (FY2022) or
an open one (FY2026) is refused; a year written as the base of a comparison
(「前年度比」) still asks a change and is refused; "the year before last" counts back
from the reference date.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Japan revenue in the year before FY2024?", 98400.0),
        ("What was Macau EBITDA in the fiscal year preceding FY2025?", 612.0),
        ("What was Japan revenue in the year after FY2023?", 103200.0),
        ("What was group revenue one year after FY2024?", 3773.0),
        ("What was Hong Kong net profit the year prior to FY2024?", 221.0),
        ("日本2024财年的前一年收入是多少？", 98400.0),
        ("日本の2024年度の前年度の売上高は？", 98400.0),
        ("What was Japan revenue the year before last?", 103200.0),
    ],
)
def test_the_year_stepped_to_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan revenue the year before FY2023?",
        "What was group headcount in the fiscal year following FY2025?",
        "What was the group's revenue in the year after FY2025?",
        "日本2023财年的前一年收入是多少？",
        "集团2025财年之后那一年的收入是多少？",
        "日本の2025年度の翌年度の売上高は？",
        "グループの2025年度の次の年度の純利益は？",
        "日本2025年度の前年度比の売上高の伸びは？",
    ],
)
def test_a_step_to_a_year_the_kb_lacks_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
