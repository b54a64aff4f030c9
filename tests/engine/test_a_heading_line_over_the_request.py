"""A line heading the request under it is the request's title, never a second figure.

A tile's, card's or section's title ("Macau revenue card") over the line that asks with
the year ("Macau revenue FY2024 — which number belongs there?") names part of that one
request: the year under it is answered, never the latest year for the title with the year
set aside. A title naming another market or another metric heads nothing, and a request
under it holding a word the KB does not name still gives no figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "fact"),
    [
        (
            "Macau revenue card\nMacau revenue FY2024 — which number belongs there?",
            ("ACME_MO", "REVENUE", "FY2024"),
        ),
        (
            "### EBITDA\nJapan EBITDA for FY2023: what goes in this section?",
            ("ACME_JP", "EBITDA", "FY2023"),
        ),
        (
            "新加坡员工人数看板\n新加坡2023财年的员工人数填多少？",
            ("ACME_SG", "HEADCOUNT", "FY2023"),
        ),
        (
            "香港の純利益タイル\n香港の2024年度の純利益はいくらを入れればいいですか？",
            ("ACME_HK", "NET_PROFIT", "FY2024"),
        ),
    ],
)
def test_the_year_under_the_heading_is_answered(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact), clarification="none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Macau revenue card\nMacau franchise revenue FY2024 — which number belongs there?",
        "Macau franchise revenue card\nMacau revenue FY2024 — which number belongs there?",
        "新加坡员工人数看板\n新加坡2023财年的合同工人数填多少？",
        "香港の純利益タイル\n香港の2024年度の会員純利益はいくらを入れればいいですか？",
    ],
)
def test_an_unknown_word_under_a_heading_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
