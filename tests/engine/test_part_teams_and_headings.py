"""A part of the business said as who asks, or as the heading of the asker's material.

"App team here.", "This is the loyalty team.", 「外卖团队这边，」, 「デリバリー担当です。」:
a team named by a word of its own, not a company function's, introduces the asker as
that part of the business, so the figure wanted is that part's share, which the KB does
not hold. 「外卖资料：」, 「外卖资料　」, 「デリバリー資料：」 head the request with material on
a part (the analyser reads 外卖 as a verb, yet written onto a noun it names the part).
The engine refuses with no passage: it never quotes a passage on the team's name nor
gives the whole figure. A company function's team ("Treasury team here.", 「財務担当で
す。」), the asker's own team and a heading of a meeting's material (「周会资料：」) stay
context: the figure is given.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "App team here. What was Japan revenue in FY2024?",
        "Loyalty team here. What was Singapore's revenue in FY2024?",
        "This is the mobile team. How many staff did Japan have in FY2024?",
        "We're the beverage team. What was Hong Kong's EBITDA in FY2024?",
        "Online team here. What was Japan revenue in FY2024?",
        "线上团队这边，日本2024财年的收入是多少？",
        "外卖团队这边，新加坡2024财年的收入是多少？",
        "EC担当です。日本の2024年度の売上高は？",
        "デリバリー担当です。香港の2024年度の売上高は？",
    ],
)
def test_a_part_introduced_as_who_asks_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "外卖资料　香港2024财年的收入是多少？",
        "外卖资料：香港2024财年的收入是多少？",
        "外賣資料，新加坡2024財年的收入是多少？",
        "デリバリー資料：香港の2024年度の売上高は？",
        "テイクアウト資料　シンガポールの2024年度の売上高は？",
        "Takeaway deck: what was Hong Kong revenue in FY2024?",
    ],
)
def test_a_heading_of_material_on_a_part_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Treasury team here. What was Japan revenue in FY2024?", 103200.0),
        ("Finance team here. What was Japan revenue in FY2024?", 103200.0),
        ("My team here. What was Japan revenue in FY2024?", 103200.0),
        ("Front desk here. What was Hong Kong's EBITDA in FY2023?", 402.0),
        ("People & culture team here. How many staff did Japan have in FY2024?", 2284.0),
        ("周会资料：香港2024财年的收入是多少？", 1596.0),
        ("董事会资料　香港2024财年的收入是多少？", 1596.0),
        ("経理担当です。日本の2024年度の売上高は？", 103200.0),
    ],
)
def test_a_function_or_a_meeting_stays_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
