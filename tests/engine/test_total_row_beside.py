"""A table's total row named beside one market's figure contradicts the request.

「香港…的收入是多少？请按业绩简报的合计行。」 asks one market's figure and names the row of the
whole: the two cannot both be read, so the request is refused, never answered with the
market's figure as if the row agreed. The sentence naming the row is never set aside as
the asker's context. Asked of the group, the total row agrees with the request.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Singapore's EBITDA in FY2024? Take it from the totals line.",
        "What was Singapore's EBITDA in FY2024? Use the total row of the results deck.",
        "新加坡2024财年的EBITDA是多少？要按合计那一行的数字。",
        "新加坡2024财年的EBITDA是多少？请按业绩简报的合计行。",
        "シンガポールの2024年度のEBITDAは？合計の行の数字でお願いします。",
        "シンガポールの2024年度のEBITDAは？業績資料の合計行でお願いします。",
    ],
)
def test_a_total_row_beside_a_market_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route in ("refuse", "clarify"), answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ["集团2025财年的收入是多少？请按业绩简报的合计行。"])
def test_a_total_row_beside_the_group_is_answered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), 3773.0)
