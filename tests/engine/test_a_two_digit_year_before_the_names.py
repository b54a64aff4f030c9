"""Shorthand may set a two-digit year before the names ("23 JP NP?", 「24 澳门 收入?」,
「23 日本 純利?」): read as that fiscal year within ten years before the reference date
and one after, never the latest assumed in its place. Two digits there that can be no
year ("40 JP NP?", 「12 香港 收入?」, 「40年 日本 純利?」) are asked about; a year the KB
lacks or an open one is refused as its full form is; two years, joined before the names
("23/24 JP NP?") or one before and one after, are asked which.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("23 JP NP?", "ACME_JP", "NET_PROFIT", "FY2023"),
        ("24 Macau rev?", "ACME_MO", "REVENUE", "FY2024"),
        ("23: SG EBITDA", "ACME_SG", "EBITDA", "FY2023"),
        ("24 澳门 收入?", "ACME_MO", "REVENUE", "FY2024"),
        ("23 香港 净利 多少？", "ACME_HK", "NET_PROFIT", "FY2023"),
        ("23 日本 純利?", "ACME_JP", "NET_PROFIT", "FY2023"),
        ("24 マカオ 売上高は？", "ACME_MO", "REVENUE", "FY2024"),
        ("23年 日本 純利?", "ACME_JP", "NET_PROFIT", "FY2023"),
    ],
)
def test_a_year_before_the_names_is_read(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "40 JP NP?",
        "22 Macau rev?",
        "26 SG EBITDA",
        "23 JP NP 24?",
        "12 香港 收入?",
        "21 澳门 净利?",
        "45 日本 純利?",
        "27 マカオ 売上高は？",
        "Japan net profit 40?",
        "23/24 JP NP?",
        "23 or 24 Macau rev?",
        "40/41 SG EBITDA",
        "23、24 香港 收入?",
        "40年 日本 純利?",
    ],
)
def test_a_number_before_the_names_never_lets_the_latest_be_assumed(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
