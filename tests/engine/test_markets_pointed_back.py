"""A market pointed back at with nothing before naming it: ask which market.

What is read: "that market", "the market in question", 「该市场」, 「当該市場の」, 「同市場の」,
「例の地域の」
in a question naming no market of the KB (quoted in an English one too, "The page just
says 「当該市場の売上高」 …"): one market's figure is asked, and which is
unknown, so the engine asks which, never giving the group's figure. What stays: a
question naming a market keeps it (the words point at it), and a market share is no
market pointed at.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was EBITDA in the market in question for FY2024?",
        "What was revenue in that market in FY2023?",
        "该市场2024财年的EBITDA是多少？",
        "当該市場の2024年度のEBITDAは？",
        "同市場の2023年度売上高は？",
        "例の地域の2024年度の売上高は？",
        "その地域の2023年度のEBITDAは？",
    ],
)
def test_market_pointed_back_at_asks_which(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was that market's inventory turnover in FY2024?",
        "该市场2024财年的存货周转率是多少？",
    ],
)
def test_a_measure_the_kb_lacks_still_refuses(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "The page just says 「当該市場の売上高」 for FY2023. What's the figure?",
        "My draft only says 「该市场的EBITDA」 for FY2024. What number goes there?",
    ],
)
def test_a_pointing_term_quoted_in_english_asks_in_english(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_asks_first(answer)
    assert answer.answer.startswith("Which"), answer.answer
