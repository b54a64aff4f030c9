"""A label before a colon read as what it is grammatically: a shop or a trade's premises
(「药房：」, 「薬局：」, its head character saying so, even where it ends on a bureau's 局),
goods (「化妆品：」), an activity said by an -ing form whatever else the dictionary knows
it as ("Laundering:", "Upholstering:", a loanword, 「ケータリング：」) or a compound noun
the dictionary lacks ("Takeaway:", "Haircare:") names a part of the business the KB does
not report, so the request is refused, never the market's whole figure. The asker's own
headings ("Question:", "Re:", "Definitions:", "Update:", 「質問：」, 「问题：」), an
office addressed (「財務部：」), a bureau's heading (「税務局：」) and a person's name
("Stephen:") leave the request as it was.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Laundering: what was Macau's net profit in FY2024?",
        "Upholstering: Japan revenue FY2023?",
        "Takeaway: how much revenue did Singapore make in FY2025?",
        "Haircare: Hong Kong EBITDA FY2024?",
        "Homeware: Japan revenue for FY2023, please.",
        "药房：澳门2024财年的净利润是多少？",
        "化妆品：日本2023财年收入？",
        "奢侈品：香港2025财年的EBITDA？",
        "薬局：マカオの2024年度の純利益は？",
        "化粧品：日本の2023年度の売上高はいくらですか？",
        "ケータリング：香港の2025年度のEBITDAを教えてください。",
        "クリーニング：シンガポールの売上高は？",
    ],
)
def test_a_label_of_a_trade_goods_or_an_activity_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        ("Question: what was Macau's net profit in FY2024?", "ACME_MO", "NET_PROFIT", "FY2024"),
        ("Re: Japan revenue FY2023?", "ACME_JP", "REVENUE", "FY2023"),
        ("Definitions: Hong Kong EBITDA FY2024?", "ACME_HK", "EBITDA", "FY2024"),
        ("Update: Japan revenue for FY2023, please.", "ACME_JP", "REVENUE", "FY2023"),
        ("Checking: Hong Kong EBITDA FY2024?", "ACME_HK", "EBITDA", "FY2024"),
        ("Stephen: what was Macau's net profit in FY2024?", "ACME_MO", "NET_PROFIT", "FY2024"),
        ("问题：澳门2024财年的净利润是多少？", "ACME_MO", "NET_PROFIT", "FY2024"),
        ("背景：日本2023财年收入？", "ACME_JP", "REVENUE", "FY2023"),
        ("質問：マカオの2024年度の純利益は？", "ACME_MO", "NET_PROFIT", "FY2024"),
        ("財務部：日本の2023年度の売上高はいくらですか？", "ACME_JP", "REVENUE", "FY2023"),
        ("税務局：日本の2023年度の売上高はいくらですか？", "ACME_JP", "REVENUE", "FY2023"),
    ],
)
def test_an_askers_heading_leaves_the_request(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))
