"""Other firms named by form alone beside a request for the company's own figure.

A firm is known by how its name is written, never by a list: capitalised words that are
not the KB's names (in English, opening a sentence, only when the dictionary does not
know them in lower case), proper nouns the Chinese and Japanese taggers find, and Latin
names written into Chinese or Japanese. A lead setting the figure beside such firms
("Measured against Tamarind and Bellwood, …", 「对标金禾，」, 「ヤマブキとの比較用に、」) and a
statement whose subject they are ("Tamarind and Bellwood both lowered prices last
year.") are context: the company's figure is answered. A comparison the request still
asks, a market, a year or a part of the business compared, and the other firm's own
figure are refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._compared_firms import firm_names
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_figure,
    assert_no_figure,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "Measured against Tamarind and Bellwood, what EBITDA did ACME Singapore make in"
            " FY2024?",
            "ACME_SG",
            "EBITDA",
            "FY2024",
        ),
        (
            "Versus Harbourline and KOPI: what was ACME Macau's net profit in FY2023?",
            "ACME_MO",
            "NET_PROFIT",
            "FY2023",
        ),
        ("对标金禾，ACME新加坡2024财年的EBITDA是多少？", "ACME_SG", "EBITDA", "FY2024"),
        ("以金禾为标杆，ACME新加坡2024财年的EBITDA是多少？", "ACME_SG", "EBITDA", "FY2024"),
        (
            "In comparison with Tamarind, what EBITDA did ACME Singapore make in FY2024?",
            "ACME_SG",
            "EBITDA",
            "FY2024",
        ),
        (
            "ヤマブキを比較対象にして、ACME香港の2024年度の売上高を教えてください。",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
        (
            "我们要和罗森做坪效对比，ACME日本2023财年的收入是多少？",
            "ACME_JP",
            "REVENUE",
            "FY2023",
        ),
        (
            "ヤマブキとの比較用に、ACME香港の2024年度の売上高を教えてください。",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
        (
            "サンライズ系の小売と比べたいので、ACME日本の2024年度の売上高を教えてください。",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
    ],
)
def test_firms_beside_the_request_are_context(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a comparison the request still asks
        "Measured against Tamarind, was ACME Singapore's EBITDA higher in FY2024?",
        "和金禾相比，ACME新加坡2024财年的EBITDA高吗？",
        "ヤマブキと比べて、ACME日本の2024年度の売上高は上回っていますか？",
        # a market, a year or a part of the business compared
        "Versus Hong Kong, what was ACME Singapore's revenue in FY2024?",
        "对标线上，ACME香港2024财年的收入是多少？",
        "以澳门为标杆，ACME香港2024财年的收入是多少？",
        "和去年相比，ACME香港2024财年的收入是多少？",
        "オンラインとの比較用に、ACME日本の2024年度の売上高を教えてください。",
        # a part of the business in the request
        "Measured against Tamarind, what was ACME Singapore's online revenue in FY2024?",
    ],
)
def test_a_comparison_asked_or_a_part_compared_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Tamarind and Bellwood lowered prices", ["Tamarind", "Bellwood"]),
        ("We met Q.R. Tamarind and the Orchid Group", ["Q.R. Tamarind", "Orchid Group"]),
        ("FY2024 figures only", []),
        ("What was revenue", []),
        ("Benchmarking against KOPI", ["KOPI"]),
    ],
)
def test_firm_names_are_known_by_their_capitals(text: str, names: list[str]) -> None:
    assert [text[a:b] for a, b in firm_names(text, [])] == names
