"""An amount of money asked of a thing is answered only by a sentence writing money.

What is read (``engine/_pay_asked.money_asked``, ``writes_money``): a noun of money
closing a phrase ("the *rent* of the Marina Bay flagship", "the *cost* of the Dongguan
distribution centre", 「滨海湾旗舰店的*租金*」, 「東莞の配送センターの*投資額*」) asks an
amount; a passage answers only where one of its sentences writes an amount of money.
Before, the sentence opening the flagship or planning the centre was quoted.

What still answers: the investment in the GBA expansion (「投资约2亿美元」) and the plan's
capital expenditure (900 million US dollars), which sentences write as money; a change
or an effect asked of an amount (「租金下调了多少」, 「コストにどう影響」), read as
before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is the rent of the Marina Bay flagship?",
        "滨海湾旗舰店的租金是多少？",
        "東莞の配送センターの投資額は？",
        "What is the cost of the Dongguan distribution centre?",
        "东莞配送中心的投资额是多少？",
    ],
)
def test_money_no_sentence_writes_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.refused, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "held"),
    [
        ("大湾区拓展计划的投资额是多少？", "2亿美元"),
        ("戦略計画の設備投資額は？", "900"),
        ("GBA expansion investment amount?", "2亿美元"),
    ],
)
def test_money_a_sentence_writes_still_answers(
    kb: KnowledgeBase, mode: str, question: str, held: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert held in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How did Hong Kong handle its rents?",
        "香港在租金上采取了什么措施？",
        "円安は日本事業のコストにどう影響しましたか？",
        "香港业务的租金下调了多少？",
        "香港的平均租金降了多少？",
        "香港事業の平均賃料はどのくらい下がりましたか？",
    ],
)
def test_a_change_or_an_effect_on_money_is_read_as_before(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    """What was done to an amount or how it fared (「引き下げ」, 「影響」) asks no amount."""
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
