"""A breakdown of the figure declined beside the request, in all three languages.

"no split by market needed", "don't need a breakdown", 「不用拆分」, 「市場別の内訳は不要」
ask the figure whole, which is what the request gives, so they are read as courtesy
is, in a bullet line, a sentence or a clause of their own. A split of a part declined
("no online split needed") says which part is on the asker's mind, and is still refused.
「给个数就行」 (give a number, that will do) asks one figure: beside a question naming
no metric it still asks which; 个数 alone is a count (门店个数) the KB does not hold.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("- group HC FY2024\n- no split by market needed", 7783.0),
        ("Group headcount FY2024. No breakdown needed.", 7783.0),
        ("Group headcount FY2024, don't need a breakdown by market", 7783.0),
        ("集团总人数 2024财年。不用拆分。", 7783.0),
        ("集团总人数 2024财年，不需要按市场拆分", 7783.0),
        ("グループ全体の従業員数 2024年度。市場別の内訳は不要です。", 7783.0),
        ("香港2024财年收入，给个数就行", 1596.0),
    ],
)
def test_the_figure_asked_whole(kb: KnowledgeBase, question: str, value: float, mode: str) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Group revenue FY2024. No online split needed.",
        "Group headcount FY2024. Split by market.",
        "集团总人数 2024财年，不需要按线上拆分",
        "グループの売上 2024年度、オンラインの内訳は不要",
        "香港门店个数 FY2024",
    ],
)
def test_a_part_declined_or_asked_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["新加坡FY24表现咋样？给个数就行", "日本2024财年情况怎么样？给个数就好"],
)
def test_a_number_asked_of_no_metric_asks_which(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))
