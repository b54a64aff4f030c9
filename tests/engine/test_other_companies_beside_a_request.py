"""Other companies named beside a request for the company's own figure.

A statement whose subject is another company (a name closed by a noun of an
organisation, "… Holdings", 「…百货」, 「…屋」, or a relation noun, landlord, 竞争对手,
取引先) or what it owns, and which asks nothing, is context beside a request naming the
company's own figure: the figure is answered, never refused for the other company's
name or words; so is a statement setting the company beside other companies named as
such (an index's constituents, 同业, 同業他社). Another company asking a figure is read as
any third party who asks ("They want …"), and its purpose of comparing with other
companies is its own. A request for the other company's figure, one pointing back at it
by a pronoun, a part of the company's business said in the statement or the request, and
a place the KB lacks are still refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._other_company import another_company_says, company_names
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_refused,
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        # a rival's news, then the request
        (
            "Bayfront Retail Holdings just released its full-year results. What was ACME"
            " Japan's net profit in FY2023?",
            "ACME_JP",
            "NET_PROFIT",
            "FY2023",
        ),
        # a landlord named with an appositive clause
        (
            "Kowloon Harbour Properties, which owns the mall our flagship sits in, is renewing"
            " leases this spring. What was Hong Kong's EBITDA for FY2025?",
            "ACME_HK",
            "EBITDA",
            "FY2025",
        ),
        # the asker setting the figure beside the rival just named
        (
            "Pearl Delta Mart posted a record year and we plan to put ACME Hong Kong next to"
            " it. What was ACME Hong Kong's revenue in FY2024?",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
        # a relation noun as the subject
        (
            "Our landlord says footfall across the centre is down. What was Macau's revenue"
            " in FY2023?",
            "ACME_MO",
            "REVENUE",
            "FY2023",
        ),
        # a rival named after the relation noun, its own figure claimed
        (
            "竞争对手金龙超市称他们利润翻了一番。ACME日本2024财年的净利润是多少？",
            "ACME_JP",
            "NET_PROFIT",
            "FY2024",
        ),
        # what a landlord owns, in a clause before the request
        (
            "东方置业的租金据说涨了两成，我们澳门2025财年的EBITDA是多少？",
            "ACME_MO",
            "EBITDA",
            "FY2025",
        ),
        # a supplier's wish, the request beside it
        (
            "供应商想知道我们的采购规模。请给我集团2023财年的收入。",
            "ACME_GROUP",
            "REVENUE",
            "FY2023",
        ),
        # the asker introducing their firm as a supplier of the company
        (
            "I'm with Northgate Foods, one of your fresh produce suppliers, updating our credit"
            " file. What was ACME Macau's EBITDA in FY2023?",
            "ACME_MO",
            "EBITDA",
            "FY2023",
        ),
        # a rival named after 競合, closed by 屋
        (
            "競合のヒカリ屋は今期増収と発表しています。ACMEシンガポールの2024年度の売上高は？",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
    ],
)
def test_another_companys_statement_is_context(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # the other company's figure asked
        "Bayfront Retail Holdings just released its results. What was Bayfront Retail"
        " Holdings' net profit in FY2023?",
        # the request points back at the other company
        "Bayfront Retail Holdings just released its results. What was its net profit in FY2023?",
        "竞争对手金龙超市称他们利润翻了一番。他们2024财年的净利润是多少？",
        # a part of the company's business in the statement
        "Our landlord says our online sales are weak. What was Hong Kong's revenue in FY2024?",
        "竞争对手说我们的线上收入下降了。我们香港2024财年的收入是多少？",
        # a part of the business in the request
        "競合のヒカリ屋はオンライン販売が好調だそうです。ACMEシンガポールのオンラインの売上高は？",
        # a part of the company's business in the asker's introduction
        "I'm from Northgate Foods, one of your suppliers, reviewing the online account. What"
        " was ACME Hong Kong's revenue in FY2024?",
        # a place the KB lacks in the request
        "Pearl Delta Mart posted a record year. What was ACME Osaka's revenue in FY2024?",
        # a comparison with the other company
        "For the peer table, what EBITDA did Bayfront Retail Holdings report for FY2025, and"
        " how does that compare with ACME Japan's?",
    ],
)
def test_the_other_companys_figure_or_a_part_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        # the asker's deck setting the company against an index's constituents
        (
            "Our strategy pack lines ACME up against the Pacific Shopping 40 index"
            " constituents on revenue. Need Japan's revenue for FY2025, please.",
            "ACME_JP",
            "REVENUE",
            "FY2025",
        ),
        (
            "我们把ACME和几家同业的毛利率放在一张表里对比。香港2024财年的毛利率是多少？",
            "ACME_HK",
            "GROSS_MARGIN",
            "FY2024",
        ),
        (
            "社内資料で、同業他社の丸福ホールディングスとACMEを並べています。ACME日本の2023年度の従業員数を教えてください。",
            "ACME_JP",
            "HEADCOUNT",
            "FY2023",
        ),
    ],
)
def test_a_comparison_with_other_companies_beside_the_request_is_context(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a place the KB lacks beside the comparison
        "We rank ACME's Osaka stores against Harbourline Retail. What was Japan's revenue in"
        " FY2024?",
        # a part of the business in the comparison
        "我们把ACME深圳门店和几家同业放在一张表里对比。香港2024财年的毛利率是多少？",
        "同業他社の丸福ホールディングスとACMEのオンライン売上高を並べています。ACME日本の2023年度の売上高を教えてください。",
    ],
)
def test_a_comparison_naming_a_part_or_a_place_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a landlord named with an appositive asks for a market left unsaid
        "Harbour Point Retail, the firm that owns our mall, wants our revenue in this market for"
        " FY2024 for their lease review. Can you pull it?",
        # a year described by an event, asked by a landlord comparing its tenants
        "Kai Tak Properties asked for ACME Hong Kong's EBITDA in the year of the expansion, to"
        " benchmark against the other anchor tenants. What should I send?",
    ],
)
def test_another_company_asking_is_read_as_any_third_party(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a part of the figure asked by the other company
        "Harbour Point Retail wants ACME Japan's online revenue for FY2024. Can you pull it?",
    ],
)
def test_another_company_asking_a_part_or_a_comparison_is_still_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize(
    ("text", "lang", "names"),
    [
        ("Cotai Land Holdings, our landlord, says so.", "en", ["Cotai Land Holdings"]),
        (
            "We rank ACME against the Asia Retail 50 index constituents.",
            "en",
            ["Asia Retail 50 index constituents"],
        ),
        ("Japan grew fast.", "en", []),
        ("海港百货的毛利率据说有45%", "zh", ["海港百货"]),
        ("香港公司的收入很高", "zh", []),
        ("同業他社のミドリ屋は公表しています", "ja", ["同業他社", "同業他社のミドリ屋"]),
    ],
)
def test_company_names_are_found_by_their_organisation_noun(
    text: str, lang: str, names: list[str]
) -> None:
    assert [text[start:end] for start, end in company_names(text, lang)] == names


@pytest.mark.parametrize(
    ("text", "lang", "says"),
    [
        ("Merlion Mart just published its annual numbers.", "en", True),
        ("Our landlord says rents are up.", "en", True),
        ("What EBITDA did Harbourline Retail report?", "en", False),  # it asks
        ("The online business grew fast.", "en", False),  # no other company
        ("母公司要求把几家同业的盈利放在一张表里", "zh", True),
        ("香港业务的毛利率很高", "zh", False),
        ("マカオのショッピングモールの家主から連絡がありました", "ja", True),
        ("日本事業は好調です", "ja", False),
    ],
)
def test_a_statement_whose_subject_is_another_company(text: str, lang: str, says: bool) -> None:
    assert another_company_says(text, lang) is says


@pytest.mark.parametrize("mode", MODES)
def test_what_another_company_compares_the_figure_with_is_its_aim(
    kb: KnowledgeBase, mode: str
) -> None:
    """The figure it asks for is the one given; what it will hold the figure against
    changes no figure (a place or a part named there still refuses, above)."""
    question = (
        "Harbour Point Retail asked for Japan's revenue in FY2024, to compare with our other"
        " stores. What is it?"
    )
    assert_figure(ask(kb, question, mode), fact_value(kb, "ACME_JP", "REVENUE", "FY2024"), "none")
