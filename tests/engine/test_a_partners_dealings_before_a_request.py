"""A business partner's introduction and dealings before a request.

A landlord, a supplier, a franchisee or a carrier who says who they are and why they ask
(their mall, their outlets, their contract, their credit limit, a renewal still to come)
asks the company's figure that the request names: the figure is answered, a narrative
question quoted. A request naming a store, a place the KB lacks, a part of a year or the
partner's own figure through the company is still refused, and so is a request pointing
back at the partner's store, one leaving the market to a place the partner named, and a
partner's statement naming a part of the company's business or comparing it. A narrative
question naming no metric is read with what the partner said (its topic may rest on it).
"""

from __future__ import annotations

import pytest

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
        # a landlord with its centre's name and a renewal to come
        (
            "As the owner of Orchid Plaza in Wan Chai, we open rent review talks with your"
            " leasing staff next quarter. What EBITDA did ACME Hong Kong post in FY2023?",
            "ACME_HK",
            "EBITDA",
            "FY2023",
        ),
        # a bakery supplying the stores, with its own credit line in a currency
        (
            "We bake bread for your Macau stores and extend ACME a trade line of MOP 2"
            " million. What was ACME Macau's revenue in FY2025?",
            "ACME_MO",
            "REVENUE",
            "FY2025",
        ),
        # a franchisee's own figure stated, then the group's asked
        (
            "我是贵司在日本的加盟店主，我们自己店的收入大约是3亿日元，"
            "ACME集团2023财年的毛利率是多少？",
            "ACME_GROUP",
            "GROSS_MARGIN",
            "FY2023",
        ),
        # a carrier with a renewal next year and a purpose of its dealings
        (
            "我们公司负责贵司新加坡门店的冷链配送，明年合同到期。请问ACME新加坡2024财年的EBITDA是多少？",
            "ACME_SG",
            "EBITDA",
            "FY2024",
        ),
        # a printer introducing itself with its subject unsaid
        (
            "御社の香港店舗のチラシを印刷している会社です。見積もりの前提として、"
            "ACME香港の2025年度の売上高を教えてください。",
            "ACME_HK",
            "REVENUE",
            "FY2025",
        ),
        # a staffing firm whose staff are its own product
        (
            "当社は御社のマカオ店舗に警備スタッフを派遣しております。"
            "ACMEマカオの2024年度の純利益を教えてください。",
            "ACME_MO",
            "NET_PROFIT",
            "FY2024",
        ),
    ],
)
def test_the_partners_dealings_are_context(
    kb: KnowledgeBase, question: str, scope: str, metric: str, period: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period), "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # 贵司 written before a market's business: the company's own
        "我们是贵司的包装供应商，续约前想了解一下贵司日本业务2024财年的利润是多少？",
        # a year named by the company's event after a franchisee's introduction
        "我们是贵司在澳门的加盟商，正在考虑是否续约。请问贵司开始区域扩张那一年，澳门的收入是多少？",
    ],
)
def test_what_the_request_leaves_open_is_still_asked(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # the partner's store asked, by name or pointed back at
        "As the landlord of Marina Walk, we host your Marina Walk store. What were the FY2025"
        " sales of that store?",
        "我们是贵司铜锣湾门店的业主。该店2024财年的收入是多少？",
        "大阪で御社店舗の家主をしております。その店の2024年度の売上高を教えてください。",
        # a part of a year in the request
        "We deliver to your Japan stores every week. What was ACME Japan's revenue in H1 FY2025?",
        # a place the KB lacks in the request
        "我们是台湾的一家物流公司，准备和贵司合作。ACME台湾2024财年的净利润是多少？",
        # the company's name alone beside a place the partner deals in
        "We're your produce supplier in Taiwan. What was ACME's revenue in FY2024?",
        # a part of the company's business the partner deals with
        "We supply your online business and are renewing our contract. What was ACME Hong"
        " Kong's revenue in FY2024?",
        # the partner comparing the company's stores in a city
        "We rank ACME's Kobe stores against our other tenants. What was ACME Japan's revenue"
        " in FY2024?",
        # a past period in the partner's statement
        "As your landlord, we reviewed your sales last year. What was Hong Kong's revenue?",
        # the partner's own figure asked through the company
        "当社は御社に菓子を納品しています。2025年度に御社で売れた当社商品の売上高はいくらですか。",
    ],
)
def test_a_narrowed_request_gives_no_figure(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_the_partners_own_rent_is_still_refused(kb: KnowledgeBase, mode: str) -> None:
    question = (
        "We lease three units to your Singapore business. How much rent did ACME Singapore"
        " pay in FY2024?"
    )
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        # a staffing firm asking of the company's staff
        (
            "当社は御社の物流センターに作業員を派遣している会社です。"
            "御社の従業員は年間何時間の研修を受けていますか。",
            "ACME_Talent_Development_Policy.pdf",
        ),
        # a count written in words ("eight weeks") answers how many
        (
            "How many weeks of critical components does ACME hold as safety stock?",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
        # how far a thing is done is answered by the share written of it
        (
            "To what extent does the group hedge its yen currency risk?",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
        (
            "御社グループは円の為替リスクをどの程度ヘッジしていますか。",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
    ],
)
def test_a_narrative_question_is_quoted(
    kb: KnowledgeBase, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.route == "narrative", answer.answer
    assert doc in answer.sources, answer.answer
