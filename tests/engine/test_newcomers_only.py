""" "Only" or "just" between the asker and a verb of arriving says how new the asker is.

"I only joined the people team last week", "I've only been with the people team two
weeks" name a team beside a headcount
request; the "only" there stresses the time, never the figure, so the figure is given as
it is without it (「上周才加入」, 「入ったばかり」 likewise). Before another verb, or with a
part named, the same words still narrow, and the figure is refused.
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
            "I only joined the people and culture team last week. How many people did ACME "
            "have in Singapore in FY2023?",
            1480.0,
        ),
        (
            "Hello, I only joined the people & culture team last week, so apologies if this "
            "is a silly question. How many people did ACME have in Singapore in FY2023?",
            1480.0,
        ),
        (
            "I've only been with the people team two weeks, sorry. What was Japan's "
            "headcount in FY2025?",
            2301.0,
        ),
        ("我上周才加入人力资源团队，新加坡2023财年有多少员工？", 1480.0),
        ("先週人事チームに入ったばかりです。シンガポールの2023年度の従業員数は？", 1480.0),
    ],
)
def test_only_of_arriving_narrows_nothing(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I only joined the online team last week. What was HK revenue in FY2024?",
        "I only care about online. What was HK revenue in FY2024?",
        "I only started looking at online sales. What was HK revenue in FY2024?",
        "I only started looking at the stores. What was HK revenue in FY2024?",
        "I've only been looking at the stores. What was HK revenue in FY2024?",
        "I only joined last week - online only please. What was HK revenue in FY2024?",
        "我刚入职，只要线上的。香港2024财年的收入是多少？",
        "入社したばかりですが、オンラインだけでお願いします。香港の2024年度の売上高は？",
    ],
)
def test_only_beside_a_part_still_narrows(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
