"""A part of the business the figure is for, said before it or as its topic.

「加盟店要用，」, 「批发要用，」 (the analyser reads 外卖 and 批发 as verbs), "Franchise
memo:", "Delivery team deck:": the part the figure is wanted for, so the figure is that
part's, which the KB does not hold. A part written onto a market's metric and asked as a
topic (「シンガポールの*オンライン*純利益について」, 「新加坡*线上*收入呢？」) asks its
figure as well. The engine refuses: never the whole figure, never a passage.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "加盟店要用，香港2024财年收入多少",
        "批发要用，日本去年净利润多少",
        "Franchise memo: Hong Kong revenue FY2024",
        "Delivery team deck: Macau revenue last year",
        "新加坡线上收入呢？",
        "シンガポールのオンライン純利益について",
    ],
)
def test_the_part_said_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))
