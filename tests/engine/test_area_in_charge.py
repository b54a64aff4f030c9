"""The asker's own area asked with its owner left unsaid, as Japanese leaves it
(「*担当エリア*の売上」, 「担当地域」), and the Chinese asker's 「我负责的区域」: whose market
it is, naming none, so the engine asks which market, as for 「自分の担当エリア」 and "my
market". The stores in one's charge (「担当店舗」, 「我负责的门店」) are some stores, a part,
and a measure the KB lacks after the area is still refused."""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "担当エリアの売上 2024年度 出して",
        "担当地域の純利益は2024年度いくら？",
        "我负责区域的收入 2024财年是多少",
        "What was my market's revenue in FY2024?",
    ],
)
def test_the_area_in_charge_asks_which_market(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "担当店舗の売上 2024年度",
        "担当エリアの在庫回転率 2024年度",
        "営業担当エリアの売上 2024年度",
        "我负责的门店 2024财年收入",
        "我负责的区域 2024财年库存周转率",
    ],
)
def test_a_part_or_an_unknown_measure_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
