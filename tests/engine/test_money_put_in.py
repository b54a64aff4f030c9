"""Money spent or invested is no figure of the KB's; an amount a plan states is read from
the sentence stating it.

The word of money several metrics share (money, 钱, お金: revenue, EBITDA, net profit)
was read as those metrics wherever it stood, so 「大概计划投多少钱」 asked which figure or
refused the words beside it, and "How much money does Japan spend on self-checkout?"
quoted the Japan strategy's revenue sentence. Money as what is spent or invested is none
of the KB's figures of money taken or earned: the word stays a word the KB lacks or a
passage must hold. Where a plan states the amount (「拓展计划预计三年内投资约2亿美元」), the
sentence writing an amount of money beside the question's words is quoted, not the plan's
opening paragraph its name ranks first; an amount spent on something the plan states no
amount of (its logistics) is not answered with the plan's total.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

GBA = "ACME_GBA_Expansion_Plan.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How much money does Japan spend on self-checkout?",
        "How much money did Japan spend?",
        "日本在自助收银上花了多少钱？",
        "香港去年投了多少钱？",
        "日本事業はいくらお金を使いましたか？",
    ],
)
def test_money_spent_is_no_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    """Neither a figure, nor which of revenue, EBITDA or net profit, nor a passage."""
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "大湾区计划大概投多少钱？",
        "大湾区拓展计划要投资多少钱？",
        "How much money is the Greater Bay Area plan investing?",
        "大湾区の拡大計画ではどれくらいのお金を投資しますか？",
    ],
)
def test_the_amount_a_plan_invests_is_quoted(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [GBA], answer.answer
    assert "2亿美元" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_both_parts_of_a_plan_question_are_quoted(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "大湾区计划的首批试点店开在哪里？计划投资多少钱？", mode)
    assert answer.sources == [GBA], answer.answer
    assert "2亿美元" in answer.answer and "前海" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "大湾区计划在物流上投多少钱？",
        "How much money will the GBA plan spend on the distribution centre?",
        "大湾区の拡大計画では物流センターにいくら投資しますか？",
    ],
)
def test_a_plans_total_is_no_amount_spent_on_one_thing(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    """The plan states no amount for its distribution centre: its total investment is
    never given as one."""
    assert "2亿美元" not in ask(kb, question, mode).answer
