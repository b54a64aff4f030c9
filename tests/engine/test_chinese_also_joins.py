"""A Chinese figure request and a question about a document joined by 还有, 再加上, 外加.

What is read (``engine/_grammar.py``, ``CONJUNCTION_RE``): after a comma, 还有 ("and
also"), 再加上 and 外加 ("plus") join two requests as 以及 does, so a figure and a
narrative question after it (「香港2024财年的净利润，还有ACME+会员计划下一财年打算做什么？」)
are each answered; before, the sentence was read as one narrative question and the figure
was dropped.

What still asks or refuses: two markets joined so ask which (「日本2024财年的收入，还有
香港的呢？」), and a market the KB lacks is refused (「…，还有台湾的情况？」).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "doc"),
    [
        (
            "香港2024财年的净利润，还有ACME+会员计划下一财年打算做什么？",
            240.0,
            "ACME_HK_Market_Review_FY2025.docx",
        ),
        (
            "香港2025财年的毛利率，还有香港的租金降了多少？",
            42.8,
            "ACME_HK_Market_Review_FY2025.docx",
        ),
        (
            "澳门2024财年的EBITDA，再加上香港的租金降了多少？",
            612.0,
            "ACME_HK_Market_Review_FY2025.docx",
        ),
    ],
)
def test_a_figure_and_a_narrative_joined_by_also_are_both_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == value, answer.answer
    assert doc in answer.sources, answer.sources


@pytest.mark.parametrize("mode", MODES)
def test_two_markets_joined_by_also_ask_which(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "日本2024财年的收入，还有香港的呢？", mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_market_the_kb_lacks_joined_by_also_is_refused(kb: KnowledgeBase, mode: str) -> None:
    assert_refused(ask(kb, "日本2024财年的净利润，还有台湾的情况？", mode))
