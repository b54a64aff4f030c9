"""A second question asking the figure of a part of a metric is refused, never dropped.

After a figure request, a question naming a metric with a word the KB lacks written onto
it ("And the online revenue?", 「免税店の売上は？」) asks the figure of a part, which the KB
does not hold: the question is refused, never answered for the first figure alone nor
with a passage holding the part's words beside it. A second question naming a metric the
KB reports whole is still asked.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Singapore's EBITDA in FY2025? And the online revenue?",
        "What was Singapore's EBITDA in FY2025? What about franchise revenue?",
        "シンガポールの2025年度のEBITDAは？免税店の売上は？",
        "シンガポールの2025年度のEBITDAは？それとオンライン売上高は？",
    ],
)
def test_a_part_of_a_metric_asked_after_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Singapore's EBITDA in FY2025? And the revenue?",
        "シンガポールの2025年度のEBITDAは？売上高は？",
        "新加坡2025财年的EBITDA是多少？收入呢？",
    ],
)
def test_a_whole_metric_asked_after_still_answers(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is not None or answer.route == "clarify", answer.answer
