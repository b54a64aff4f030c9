"""Words struck through in a chat's Markdown (``~~FY24~~``) are taken back by the writer:
the figure asked is the one the words left name, as a spoken self-repair's is.

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
        ("Macau ~~EBITDA~~ net profit for FY2024?", "ACME_MO", "NET_PROFIT", "FY2024"),
        ("~~香港~~ 澳门 2023财年 员工人数", "ACME_MO", "HEADCOUNT", "FY2023"),
        ("日本の~~2024~~2025年度の売上高は？", "ACME_JP", "REVENUE", "FY2025"),
    ],
)
def test_the_words_left_are_asked(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
def test_a_part_left_after_the_struck_words_refuses(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "Hong Kong ~~EBITDA~~ online revenue for FY2024?", mode)
    assert answer.refused and answer.value is None
