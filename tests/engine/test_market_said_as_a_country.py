"""A market pointed at as a country, and "ops" for a market's operations
(``engine/_markets.py``, ``engine/_speech.py``).

What is read: a country pointed at that no word before names (「その国の」, 「同国の」,
「那个国家」, 「该国家」) is one market the question does not name, as 「その市場」 and "that
country" are: the engine asks which. "ops" closing a market's phrase is its operations
("headcount for the Singapore ops?", "the Japan ops in FY2024").

What still refuses: 「国内」 (the domestic market, not a country pointed at), 「其他国家」
(other countries: a whole less a part), and "ops" before a noun ("the ops headcount",
"Macau ops staff": the people of a function, never the market's whole headcount).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_refused

ASKED = [
    "その国の2023年度の純利益を教えてください",
    "同国の2025年度の従業員数は？",
    "那个国家2023财年的净利润是多少？",
    "该国家2025财年的员工人数是多少？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ASKED)
def test_a_country_pointed_at_asks_which_market(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


REFUSED = [
    "その国内の2024年度の売上高は？",
    "其他国家2024财年的收入是多少？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_country_not_pointed_at_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_ops_are_a_markets_operations(kb: KnowledgeBase, mode: str) -> None:
    fact = kb.lookup_fact("ACME_HK", "EBITDA", "FY2023")
    assert fact is not None
    assert_figure(ask(kb, "EBITDA for the Hong Kong ops in FY2023?", mode), fact.value, "none")


OPS_REFUSED = [
    "What was the ops headcount in Japan in FY2024?",
    "How many Macau ops staff were there in FY2025?",
    "Singapore ops revenue for FY2023?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", OPS_REFUSED)
def test_ops_before_a_noun_still_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))
