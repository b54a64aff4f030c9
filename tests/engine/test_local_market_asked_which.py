"""A market pointed at by the asker's locality is asked which.

"our local stores", 「我们本地的门店」, 「地元のお店」, 「地元の事業」 say one market, the
asker's, and name none (``_markets``): the engine asks which market, never refuses the
words nor answers for the group. A market named beside them is read as before. None of
these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was revenue for our local stores in 2024?",
        "我们本地的门店2024年的营业额是多少？",
        "地元のお店の2024年度の売上高を教えてください。",
        "私どもの地元の事業の昨年度の売上高を教えていただけますでしょうか。",
    ],
)
def test_the_local_market_is_asked_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_asks_first(answer)
    assert "Japan" in answer.answer or "日本" in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was local currency revenue for Japan in FY2024?",
        "台湾本地的门店2024年的营业额是多少？",
    ],
)
def test_a_local_word_beside_a_name_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
