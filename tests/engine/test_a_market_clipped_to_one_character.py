"""A Chinese market name clipped to one character and standing alone names the market.

Shorthand writes Hong Kong, Macau and Singapore as 港, 澳 and 星 set off by spaces, marks
or arrows; the character inside a word is that word's (港币, 澳大利亚, 星期), and a part
of the business or a market the KB lacks beside the clipped name is refused as before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("澳 / 净利润 / 2023财年？", "ACME_MO", "NET_PROFIT", "FY2023"),
        ("星，员工人数，2025财年", "ACME_SG", "HEADCOUNT", "FY2025"),
        ("收入 2023财年 ← 港", "ACME_HK", "REVENUE", "FY2023"),
    ],
)
def test_the_clipped_name_is_the_market(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "澳大利亚 / 净利润 / 2023财年？",
        "星 团购 收入 2025财年",
        "港 线上 EBITDA 2024财年？",
    ],
)
def test_a_word_holding_the_character_or_a_part_beside_it_refuses(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused, (question, answer.route, answer.value)
    assert answer.value is None
