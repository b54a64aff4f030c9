"""A speech writer's draft around a request: where the sentence goes, who says it, the
tone wanted and the draft's own prose.

The frame of a quoted draft holding a blank ("Second slide of the year-end all-hands
deck — the CFO will read: '…'", 「总裁年终讲话的结尾：“…”」, 「部長のスピーチ原稿です。
「…」の部分を埋めてください。」), a tone said beside it ("Keep the tone light and proud.",
「语气要亲切」, 「明るいトーンで」), the draft's prose when a request beside it names the
figure, and a sentence saying where the figure goes (「社長メッセージの冒頭に入れます。」)
are no part of the figure. A channel, a store, a programme, a market the KB lacks or a
basis in any of them still refuses, and an opinion asked is still refused.
"""

from __future__ import annotations

import pytest

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
        # where the line goes and who reads it, before the draft
        (
            "Second slide of the year-end all-hands deck — the CFO will read: 'Group net "
            "profit for FY2024 came to US$___ million.' Can you give me the number?",
            "ACME_GROUP",
            "NET_PROFIT",
            "FY2024",
        ),
        # a placeholder in brackets, and the draft's closing prose
        (
            "Final paragraph of the chairwoman's letter to employees: 'In FY2023 Macau "
            "delivered EBITDA of HK$[X] million, a record we can all be proud of.' What "
            "figure goes in [X]?",
            "ACME_MO",
            "EBITDA",
            "FY2023",
        ),
        # a sentence naming the speech before the draft, and "which number should I put"
        (
            "I'm writing the welcome speech for the Macau staff party. Opening sentence: "
            "'In FY2024 Macau booked HK$___ million of revenue.' Which number should I put "
            "there?",
            "ACME_MO",
            "REVENUE",
            "FY2024",
        ),
        # a tone sentence before the draft
        (
            "Keep the tone light and proud. 'In FY2025 Japan reported EBITDA of ¥___ "
            "million.' Please fill in the blank.",
            "ACME_JP",
            "EBITDA",
            "FY2025",
        ),
        # the draft's prose beside a request naming the figure
        (
            "'Thanks to you, our ___ colleagues in Singapore kept us growing.' How many "
            "employees did Singapore have in FY2024?",
            "ACME_SG",
            "HEADCOUNT",
            "FY2024",
        ),
        # who reads it at which occasion, in Chinese
        (
            "董事长在年会上要念“新加坡2023财年净利润为___百万美元”，新加坡2023财年净利润是多少？",
            "ACME_SG",
            "NET_PROFIT",
            "FY2023",
        ),
        # the closing of a speech, in Chinese
        (
            "总裁年终讲话的结尾：“2024财年，澳门业务EBITDA为___百万港元，感谢大家。”这里填多少？",
            "ACME_MO",
            "EBITDA",
            "FY2024",
        ),
        # the speech named in a sentence before the draft, and 「の部分を埋めて」
        (
            "部長のスピーチ原稿です。「2023年度、マカオ事業のEBITDAは＿＿百万香港ドル」の部分を"
            "埋めてください。",
            "ACME_MO",
            "EBITDA",
            "FY2023",
        ),
        # the article and the verb of writing around the draft, and a request beside it
        (
            "社内報の特集記事で「日本では＿＿名の社員が活躍しています」と書きます。2025年度の"
            "日本の従業員数は？",
            "ACME_JP",
            "HEADCOUNT",
            "FY2025",
        ),
        # where the figure goes, said after the request
        (
            "2024年度の香港事業の純利益は？社長メッセージの冒頭に入れます。",
            "ACME_HK",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "2023财年日本业务的员工人数是多少？要放在员工大会第4页幻灯片上讲日本团队规模。",
            "ACME_JP",
            "HEADCOUNT",
            "FY2023",
        ),
        # "our" said by a market's head, at an occasion in a city
        (
            "At the Osaka dinner the Singapore GM will say: 'We booked US$___ million of "
            "revenue in FY2024.' What number goes there?",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        # a sentence of what the speaker will do at the occasion, beside the request
        (
            "The chairman wants to close the all-hands with our EBITDA. Singapore EBITDA FY2023?",
            "ACME_SG",
            "EBITDA",
            "FY2023",
        ),
        # the piece being written, named before the request
        ("社内報の巻頭言、2024年度のマカオ事業の売上高は？", "ACME_MO", "REVENUE", "FY2024"),
        ("内部通讯专栏：2024财年澳门业务收入是多少？", "ACME_MO", "REVENUE", "FY2024"),
        (
            "For the chairman's welcome remarks: what was Japan's EBITDA in FY2024?",
            "ACME_JP",
            "EBITDA",
            "FY2024",
        ),
        # a tone said beside a request
        (
            "The presenter should sound humble. What was Singapore's net profit in FY2024?",
            "ACME_SG",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "明るいトーンでお願いします。2024年度の香港事業の純利益は？",
            "ACME_HK",
            "NET_PROFIT",
            "FY2024",
        ),
    ],
)
def test_the_draft_around_a_request_names_no_part_of_the_figure(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # "our market" said by whoever gives the speech: which market?
        "Toast for the regional dinner: 'In FY2024 our market earned revenue of US$___ "
        "million.' Fill in the number.",
        # "profit" of a draft: which profit?
        "Line three of the chairman's note: 'In FY2024 Japan made ¥___ million in profit.' "
        "What number goes there?",
        "支社長の挨拶原稿です。「2024年度、うちの事業の売上高は＿＿でした」の部分を埋めてください。",
    ],
)
def test_a_draft_leaving_the_market_or_the_metric_open_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # a channel, a store or a programme in the frame
        "Opening line of the online store newsletter: 'Our revenue in FY2024 was US$___ "
        "million.' What number goes there?",
        "Closing paragraph of the franchise letter: 'In FY2024 we earned ___ in revenue.' "
        "Fill in the blank.",
        "For the Osaka store page of the newsletter: 'Japan revenue in FY2024 was ¥___ "
        "million.' What number goes there?",
        # a part or a basis in the draft, beside a request for the whole
        "'Our online revenue in FY2024 was US$___ million.' What was group revenue in FY2024?",
        "CEO letter, warm tone: 'In FY2024 revenue excluding Japan was US$___ million.' Which "
        "figure goes there?",
        "Line two of the speech: 'In FY2024, group revenue was US$___ million — our online "
        "best.' Fill it in.",
        # "our" said by the head of a part of a market, or at a store's occasion
        "The Japan online head will say: 'Our revenue in FY2024 was ¥___ million.' What "
        "number goes there?",
        "At the Osaka store dinner the Japan GM will say: 'Our revenue in FY2024 was ¥___ "
        "million.' What number goes there?",
        # a channel naming the column or the feature
        "线上栏目：2024财年澳门业务收入是多少？",
        "オンライン特集の記事、2024年度のマカオ事業の売上高は？",
        "The CEO will open the online store town hall. Group revenue FY2025?",
        # a market or a company the KB lacks in the draft
        "Town hall script: 'In FY2024 our Taiwan revenue was US$___ million.' Fill it in.",
        # a part named where the figure goes
        "香港2024财年的收入是多少？要放在线上渠道的幻灯片上。",
        "2024年度の香港事業の純利益は？オンライン特集の記事に入れます。",
        # an opinion asked beside a tone
        "Tone is upbeat. Should I buy ACME shares?",
        "语气要振奋。现在该不该买ACME的股票？",
    ],
)
def test_a_part_a_name_or_an_opinion_around_a_draft_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
