"""A part of a figure asked in the sentence after the figure's request.

"What was Singapore's revenue in FY2025? Of that, how much came through wholesale?",
「澳门2025财年收入是多少？其中门店是多少？」, 「日本の2025年度の売上高は？うちECはいくら？」:
the second question asks a part of the figure just asked, of that market, which the KB
does not hold. It is refused as that part, never answered with the whole figure nor with
a passage holding the part's word (``engine/_route.py``: ``_of_the_figure_before``).
Another market or year asked after the figure is still read as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Singapore's revenue in FY2025? Of that, how much came through wholesale?",
        "What was Macau's revenue in FY2023? How much was franchise revenue?",
        "What was Japan's revenue in FY2025? How much was online revenue?",
        "澳门2025财年收入是多少？其中门店是多少？",
        "新加坡2023财年的收入有多少？其中线上占多少？",
        "日本の2025年度の売上高は？うちECはいくら？",
        "シンガポールの2023年度の売上高を教えてください。そのうちオンラインはいくらですか？",
    ],
)
def test_a_part_of_the_figure_before_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert_refused(answer)


@pytest.mark.parametrize("mode", MODES)
def test_another_year_after_the_figure_is_still_read(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "What was Macau's revenue in FY2023? And in FY2024?", mode)
    assert not answer.refused, answer.answer
