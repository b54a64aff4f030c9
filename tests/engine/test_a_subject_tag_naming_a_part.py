"""A bracketed tag opening a message may name the part of the business asked.

A tag of the message's kind (「【紧急】」, 「【至急】」, "[Urgent]") is taken out and the
figure asked is answered. A tag naming a part of the business (「【加盟店】」,
「【フランチャイズ】」, "[Franchise]", "[Online only]") says which part of the figure is
asked: the KB holds only whole markets, so the message is refused, never answered with the
whole market's figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

KIND_TAGS = [
    ("【紧急】日本2024财年收入", 103200.0),
    ("【至急】日本の2024年度売上高", 103200.0),
    ("[Urgent] Japan revenue FY2024", 103200.0),
    ("[Q] Macau headcount FY2024?", 688.0),
    ("【求助】香港2025财年EBITDA是多少", 468.0),
    ("【確認】シンガポールの2023年度の純利益", 98.0),
]

PART_TAGS = [
    "【加盟店】日本2024财年收入",
    "【线上】香港2025财年收入是多少",
    "【フランチャイズ】日本の2024年度売上高",
    "【オンライン】香港の2025年度の売上高",
    "[Franchise] Japan revenue FY2024",
    "[Online only] Hong Kong revenue FY2025",
    "[Stores only] Macau headcount FY2024?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "value"), KIND_TAGS)
def test_a_tag_of_the_messages_kind_is_taken_out(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", PART_TAGS)
def test_a_tag_naming_a_part_of_the_business_is_never_dropped(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
