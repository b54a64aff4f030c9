"""A part of a market's business the KB has no figure for, set apart from the metric by
the year asked or named inside 业务中 / 业务里.

「香港外卖的收入」 was refused (the KB reports no takeaway revenue), but written with the
year between the part and the metric (「香港的外卖2024财年收入」) or inside the business
(「香港业务中外卖的2024财年收入」, where the analyser reads 中外 + 卖) the part went unread
and Hong Kong's whole revenue was given. The year or the business named around the part
changes nothing: it is still a part asked, and refused. The same in English and Japanese.

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
        "新加坡的团购2024财年营收是多少？",
        "日本的外卖在2025财年的收入是多少？",
        "香港的租赁2023财年收入有多少",
        "新加坡业务里外送的2023财年收入多少",
        "日本业务当中团购的2025财年收入是多少",
        "香港业务中外卖的收入是多少？",
        "What was Singapore's group-buying revenue in FY2024?",
        "Japan's takeaway FY2025 revenue?",
        "In the Hong Kong business, what was takeaway's FY2023 revenue?",
        "シンガポールのテイクアウトの2024年度の売上高は？",
        "日本事業のうち宅配の2025年度の売上高はいくら？",
    ],
)
def test_a_part_of_the_business_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("香港业务中的2024财年收入是多少？", 1596.0),
        ("查一下2024财年香港的收入", 1596.0),
        ("香港业务2024财年的收入是多少？", 1596.0),
    ],
)
def test_the_whole_business_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
