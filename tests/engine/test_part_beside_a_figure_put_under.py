"""A part of the business said in a sentence beside a figure request, as where the figure
is put or what it is for ("It's for the *wholesale* tab", "It's for *online*", 「是给*电商*
那个表用的」, 「用于*批发*」, 「*EC*タブに入れます」).

The part says which share of the figure is wanted, which the KB does not report, so no
figure is given, nor a passage, as when the part heads a column or a slide. A place
named by no part ("the summary tab", a market's tab, 「汇总那个表」, 「まとめのタブ」) and a
channel said with its complement ("online and offline together": every channel) leave
the figure whole.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused_without_passage

HONG_KONG_REVENUE_FY2024 = 1596.0
JAPAN_REVENUE_FY2024 = 103200.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Hong Kong's revenue in FY2024? It's for the wholesale tab.",
        "What was Singapore's headcount in FY2023? Needed for the franchise tab.",
        "What was Macau's net profit in FY2025? It's for online.",
        "What was Macau's net profit in FY2025? This one is about e-commerce.",
        "香港业务2024财年的收入是多少？是给电商那个表用的。",
        "香港业务2024财年的收入是多少？用于批发。",
        "香港事業の2024年度の売上高は？ECタブに入れます。",
    ],
)
def test_a_part_the_figure_is_put_under_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Japan's revenue in FY2024? It's for the summary tab.", JAPAN_REVENUE_FY2024),
        ("What was Japan's revenue in FY2024? It's for the Japan tab.", JAPAN_REVENUE_FY2024),
        (
            "What was Japan's revenue in FY2024? It's for online and offline together.",
            JAPAN_REVENUE_FY2024,
        ),
        ("香港业务2024财年的收入是多少？是给汇总那个表用的。", HONG_KONG_REVENUE_FY2024),
        ("香港事業の2024年度の売上高は？まとめのタブに入れます。", HONG_KONG_REVENUE_FY2024),
    ],
)
def test_a_place_of_no_part_leaves_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("我在海外出差，想问一下日本2024财年的收入是多少？", JAPAN_REVENUE_FY2024),
        ("我现在在海外出差。日本2024财年的收入是多少？", JAPAN_REVENUE_FY2024),
        ("I'm on a trip overseas. What was Japan's revenue in FY2024?", JAPAN_REVENUE_FY2024),
        ("海外出張中です。日本の2024年度の売上高は？", JAPAN_REVENUE_FY2024),
    ],
)
def test_a_part_word_not_where_the_figure_goes_leaves_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    """A part word in a statement that puts the figure nowhere (「我在*海外*出差」, on a trip
    abroad) says where the asker is, not which share of the figure is wanted."""
    assert_figure(ask(kb, question, mode), value)
