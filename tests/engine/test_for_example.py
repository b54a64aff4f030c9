"""「比如」 and 「比方」 say "for example": the 比 in them compares nothing.

A Chinese comparison may be written with 比 and a word of more or less after it (「香港收入比
日本多多少」): a derived figure, refused. 「比如」 ("for example") opens an instance of
what is asked (「香港的数字，比方说2024财年的收入是多少？」), and was read as such a
comparison whenever 多少 followed. The figure is answered, as 「例えば」 is in Japanese,
and a comparison beside it is still refused.

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
        "想了解香港的情况，比如2024财年的收入是多少？",
        "香港的数字，比方说2024财年的收入是多少？",
        "香港の数字、例えば2024年度の売上高はいくら？",
    ],
)
def test_an_example_of_the_figure_asked_is_answered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), 1596.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港2024财年收入比日本多多少？",
        "香港比如说2024财年的收入比日本高多少？",
        "香港の2024年度の売上高は日本よりどのくらい多い？",
    ],
)
def test_a_comparison_is_still_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.route == "refuse", answer.answer
