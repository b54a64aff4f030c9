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

from ragspine_eval_pipeline.engine._compared_firms import firm_names, firm_subject
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    assert_refused,
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
        (
            "Our strategy team is stacking ACME Group up against Q.R. Tamarind. What was ACME"
            " Group's revenue in FY2024?",
            "ACME_GROUP",
            "REVENUE",
            "FY2024",
        ),
        (
            "Tamarind and Bellwood both lowered prices last year. What was ACME Singapore's"
            " revenue in FY2024?",
            "ACME_SG",
            "REVENUE",
            "FY2024",
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
        ("百佳最近扩张很快，ACME香港2024财年的收入是多少？", "ACME_HK", "REVENUE", "FY2024"),
        (
            "ヤマブキとの比較用に、ACME香港の2024年度の売上高を教えてください。",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
        # the asker holding the other firm's figure, and setting them side by side
        (
            "We already have Bellwood's gross margin from their filings. What was ACME"
            " Japan's gross margin in FY2024, so I can put them side by side?",
            "ACME_JP",
            "GROSS_MARGIN",
            "FY2024",
        ),
        # a person of another firm the figure is explained to
        (
            "住友物産の方に説明するため、ACMEマカオの2024年度のEBITDAを教えてください。",
            "ACME_MO",
            "EBITDA",
            "FY2024",
        ),
        ("要向永辉的负责人汇报，ACME澳门2024财年的EBITDA是多少？", "ACME_MO", "EBITDA", "FY2024"),
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
def test_a_firms_statement_leaves_a_shared_name_to_be_asked(kb: KnowledgeBase, mode: str) -> None:
    question = (
        "Tamarind and Bellwood both grew profit last year. How much profit did ACME Japan"
        " make in FY2023?"
    )
    assert_asks_first(ask(kb, question, mode))


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
        # the other firm's own figure
        "Tamarind and Bellwood both lowered prices. What was Tamarind's revenue in FY2024?",
        # a part of the business in the request
        "Measured against Tamarind, what was ACME Singapore's online revenue in FY2024?",
        "住友物産の方に説明するため、ACMEマカオの2024年度のオンラインの売上高を教えてください。",
        "We already have Bellwood's gross margin. What was Bellwood's gross margin in FY2024?",
    ],
)
def test_a_comparison_asked_or_a_part_compared_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_firms_year_is_no_year_for_a_request_without_one(kb: KnowledgeBase, mode: str) -> None:
    question = "Tamarind lowered prices in FY2023. What was ACME Japan's revenue in FY2023 online?"
    assert_refused(ask(kb, question, mode))


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


@pytest.mark.parametrize(
    ("text", "lang", "subject"),
    [
        ("Tamarind and Bellwood lowered prices", "en", ["Tamarind", "Bellwood"]),
        ("Prices fell at Tamarind", "en", []),
        ("ローソンは値下げを続けています", "ja", ["ローソン"]),
        ("屈臣氏在这个地区扩张得很快", "zh", ["屈臣氏"]),
        ("我们在这个地区扩张得很快", "zh", []),
        ("欧元的就行", "zh", []),
    ],
)
def test_firms_opening_a_statement_are_its_subject(
    text: str, lang: str, subject: list[str]
) -> None:
    assert [text[a:b] for a, b in firm_subject(text, lang, [])] == subject
