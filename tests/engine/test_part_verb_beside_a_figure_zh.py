"""A Chinese part word the analyser reads as a verb (免税 "duty-free") before a metric.

Only a part word the analyser reads as grammar (线上 in 「新加坡*线上*净利润」) is taken for
a part written onto the metric straight away. One it reads as a verb is weighed as before:
a number asked of it refuses all the same (「澳门免税销售是多少」), while a question about how
it is going, beside a figure request, leaves that figure answered (the narrative part is
read from the documents, never refused as a figure of a part).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本2024财年的EBITDA是多少？另外，听说大阪那边免税销售很火，具体情况怎么样？",
        "香港2023财年的净利润是多少？还有，听说那边免税销售不错，情况怎么样？",
    ],
)
def test_figure_beside_how_a_part_goes(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.value is not None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "澳门免税销售2024财年是多少？",
        "新加坡免税销售是多少？",
        "新加坡线上净利润呢？",
    ],
)
def test_number_of_the_part_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))
