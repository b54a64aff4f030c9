"""A unit named only to rule it out ("not in yen", "rather than yen", 「不要日元的」,
「円ではなく」) is no unit asked: a figure the KB reports only in that unit is declined,
never given in it; a figure reported in another unit is given.

A sentence ruling out a unit beside a request that names the unit asked ("the HKD
number, not interested in the USD conversion", 「米ドル換算ではなく」) takes nothing from
the request. A Chinese yes-no question (「单位是不是港币」) rules nothing out.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2024? Not in yen.",
        "What was Japan's revenue in FY2024, not in yen?",
        "What was Japan's revenue in FY2024 in dollars rather than yen?",
        "What was Japan's revenue in FY2024? In US dollars, not yen.",
        "日本2024财年的收入是多少？不要日元的。",
        "日本2024财年的收入是多少？要美元的，不是日元。",
        "日本の2024年度の売上高は？円ではなく。",
        "日本の2024年度の売上高を円ではなくドルで教えて。",
        "日本の2024年度の売上高を円、いや、ドルで教えて。",
    ],
)
def test_a_figure_only_in_the_unit_ruled_out_is_declined(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.route == "refuse", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Hong Kong's revenue in FY2024, not in yen?", 1596.0),
        (
            "What was Macau's net profit for FY2023? The HKD figure please, not bothered "
            "about the USD conversion.",
            266.0,
        ),
        ("澳门2023财年的净利润是多少？要港币的，不是美元换算的。", 266.0),
        ("マカオの2023年度の純利益を香港ドルで教えてください。米ドル換算ではなく。", 266.0),
        ("マカオの2023年度の純利益を米ドルじゃなくて香港ドルで教えて。", 266.0),
        ("澳门2025财年的EBITDA多少？顺便确认下单位是不是港币", 701.0),
    ],
)
def test_a_figure_in_another_unit_is_given(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
