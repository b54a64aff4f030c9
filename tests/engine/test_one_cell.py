"""The one cell of the asker's sheet a figure goes into.

「1セルで入れたい」, 「一つのセルに入力したい」 ("put it in a single cell") say how many
figures are wanted, one, as 「欄が一つだけ」 and 「数字を一個だけ」 do: a figure request
gives one, so the words narrow nothing and the figure is given, or the market asked
which. A part of the figure said beside them is still refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("マカオ事業の2024年度売上高を1セルで入れたいです", 2610.0),
        ("マカオ事業の2024年度売上高を一つのセルに入力したいのですが、いくらですか？", 2610.0),
        ("マカオ事業の2024年度売上高は？1つの欄に記入します。", 2610.0),
        ("澳门业务2024财年的收入是多少？我要填在一个单元格里。", 2610.0),
    ],
)
def test_one_cell_asks_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
def test_one_cell_of_an_unnamed_overseas_market_asks_which(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "海外事業の2024年度売上高を1セルで入れたいのですが、いくらですか？", mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "マカオ事業の2024年度のオンライン売上高を1セルで入れたいのですが、いくらですか？",
        "マカオ事業の2024年度売上高をオンラインの1セルで入れたいです",
        "マカオ事業の2024年度売上高を店舗別に1セルずつ入れたいです",
        "台湾事業の2024年度売上高を1セルで入れたいです",
    ],
)
def test_a_part_beside_one_cell_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))
