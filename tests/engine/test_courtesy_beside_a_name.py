"""A courtesy sentence after a request that names another market in a piece of its own.

「日本2024财年收入多少？谢谢，香港的」, 「昨年度の日本の売上は？田中さんの質問お願いします、香港の
分で」: the thanks or the request to answer is courtesy, but the piece after it says which
market is wanted. Such a sentence is weighed piece by piece, never set aside whole as
courtesy: the engine asks which market or refuses, never gives the figure of the market
the request named alone. Courtesy alone after a request stays context.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本2024财年收入多少？谢谢，香港的",
        "澳门2024财年员工人数多少？辛苦了，新加坡的",
        "昨年度の日本の売上は？田中さんの質問お願いします、香港の分で",
        "> 田中: 昨年度の日本の売上、誰かわかる？\n@集計ボット 田中さんの質問お願いします、"
        "香港の分で",
        "Japan revenue FY2024? thanks, the Hong Kong one",
        "> Priya: Japan revenue FY2024?\n@FinBot pls answer Priya, thanks, the Hong Kong one",
    ],
)
def test_another_market_beside_courtesy_is_no_courtesy(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("日本2024财年收入多少？谢谢，辛苦了", 103200.0),
        ("日本の2024年度の売上高は？田中さんの質問お願いします", 103200.0),
        ("Japan revenue FY2024? thanks, appreciate it", 103200.0),
    ],
)
def test_courtesy_alone_stays_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)
