"""A change asked as a number of a market, naming no metric (``engine/_change_asked.py``).

Read only from a passage writing a change as a figure (a percentage, or a value from one
amount to another): 「日本增长了多少？」 and 「新加坡增长了多少？」 quote the paragraphs
stating revenue's rise. What is refused: the same asked where no passage writes a change
figure beside the topic ("What is Japan's growth?", "What is the Japan like-for-like
growth?", 「日本の成長はどのくらいですか？」), which a paragraph on each employee's growth
(「従業員一人ひとりの成長」) was quoted for. A question of what drove a change, or of by how
much a named effort cut something, is read as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._change_asked import writes_change
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused

TALENT = "ACME_Talent_Development_Policy.pdf"

REFUSED = [
    "What is Japan's growth?",
    "What is the Japan like-for-like growth?",
    "What was the growth in Japan?",
    "日本の成長はどのくらいですか？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_no_paragraph_without_a_change_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert TALENT not in answer.sources, answer.answer


ANSWERED = [
    ("日本增长了多少？", "6%"),
    ("新加坡增长了多少？", "968"),
    ("By how much did the group cut its carbon emissions?", "18 percent"),
    ("What drove Singapore's growth?", "Tourism"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "stated"), ANSWERED)
def test_a_paragraph_writing_the_change_still_answers(
    kb: KnowledgeBase, mode: str, question: str, stated: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert stated in answer.answer


def test_a_change_figure_is_a_percentage_or_a_value_from_one_amount_to_another() -> None:
    assert writes_change(["revenue rose to 968 million from 915 million"])
    assert writes_change(["前年度の103,200百万円から約6%増加しました"])
    assert writes_change(["收入从915百万美元增至968百万美元"])
    assert not writes_change(["当社グループは、従業員一人ひとりの成長が企業価値の源泉です"])
