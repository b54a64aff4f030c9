"""Money said as what is spent or invested, beside a question about a plan.

- 「计划投资多少钱？」, 「大概计划投多少钱？」, "how much money does it plan to invest?",
  「いくらのお金を投資する計画ですか」: money beside a verb of spending or investing is the
  amount spent, which no metric of the KB is; the words for money the vocabulary lists
  under revenue, EBITDA and net profit do not make it a figure request (refused for the
  plan's words, or asked which figure), so the plan is read.
- Kept apart: money earned (「赚了多少钱」, "how much money did Japan make") still asks
  which figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first

GBA_PLAN = "ACME_GBA_Expansion_Plan.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "大湾区计划里首批试点店开在哪儿？计划投资多少钱？",
        "For the GBA plan: where will the first pilot stores open? "
        "And roughly how much money does it plan to invest?",
        "大湾区計画では最初のパイロット店舗はどこに開きますか？大体いくらのお金を投資する計画ですか？",
    ],
)
def test_money_invested_is_read_in_the_plan(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.value is None, answer.answer
    assert answer.sources == [GBA_PLAN], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["香港2024财年赚了多少钱？", "How much money did Japan make in FY2024?"]
)
def test_money_earned_still_asks_which_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))
