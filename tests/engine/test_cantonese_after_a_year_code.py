"""Written Cantonese's particle 嘅 and copula 係 after a year's digits (``engine/_cantonese.py``).

What is read: 嘅 and 係 right after a year written as a code or as four digits (「FY2025嘅」,
「2023嘅」, 「FY2024係」, in full-width digits too) are the particle and the copula they
are, read 的 and 是 as after any name: a year's digits count nothing.

What still refuses: any other word of the class after a numeral or a year, where a noun
comes (「FY2024畀收入」, 「三畀收入」), and a measure the KB lacks however the year is written.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused, fact_value

READ = [
    ("新加坡FY2025嘅淨利係幾多？", "ACME_SG", "NET_PROFIT", "FY2025"),
    ("日本2023嘅員工人數係幾多", "ACME_JP", "HEADCOUNT", "FY2023"),
    ("香港ＦＹ２０２４係幾多營收？", "ACME_HK", "REVENUE", "FY2024"),
    ("澳門業務FY2023嘅EBITDA有幾多？", "ACME_MO", "EBITDA", "FY2023"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "scope", "metric", "period"), READ)
def test_a_particle_after_a_year_code_is_read(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


REFUSED = [
    "澳門FY2024畀收入係幾多",  # a verb where a noun comes
    "香港FY2025的三畀收入係幾多？",
    "新加坡FY2024嘅存貨周轉率係幾多？",  # a measure the KB lacks
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_other_words_after_a_year_still_refuse(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))
