"""A metric name followed by a noun making a measure of it names no metric: refused.

"inventory turnover ratio", "EBITDA margin", "sales per store", 「利润率」, 「純利益率」: the
noun after the metric asks a ratio, rate or margin of it, a number the KB has no name
for. It is refused, never read as the metric nor as a topic a loosely matching passage
is given for. A metric the KB names as a ratio (gross margin, 粗利率) reads as before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is the stock turnover ratio?",
        "What is the net profit margin?",
        "What is the sales per store in Singapore?",
        "What is the receivables turnover rate?",
        "利润率是多少？",
        "香港の純利益率は？",
        "在庫回転率を教えてください。",
    ],
)
def test_a_measure_of_a_metric_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's gross margin in FY2024?",
        "日本の2024年度の粗利率は？",
        "日本2024财年的毛利率是多少？",
    ],
)
def test_a_metric_named_as_a_ratio_is_answered(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
