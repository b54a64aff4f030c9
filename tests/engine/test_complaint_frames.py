"""A customer's complaint written beside a request about the company.

Store customers and members write in frustration before or after their question: a bad
purchase, a closed store, a points scheme changed, a long queue, in capitals, with
「投诉」, 「太失望了」, 「クレーム」, 「がっかりです」 (``engine/_complaint.py``). The complaint
names, narrows and asks nothing: the request is answered as if asked alone. A store, a
channel or a market in the complaint ("your airport store", "my online order",
「铜锣湾的门店」) is where it happened, never the figure's part, and a market in it is not
the market asked; a question asked in anger ("Why do I have to queue every time???",
「为什么每次都要排这么久？！」) asks nothing either.

Still refused or asked: a part in the request itself ("the franchise stores' revenue",
「加盟店的收入」, 「フランチャイズ店の売上高」, "only the online part"), a figure the KB
lacks asked beside the complaint (complaints received, a forecast, 「見通し」), a request
naming no market or metric beside a complaint naming one ("angry at your Macau store …
What was revenue?", 「利益はいくらですか」), a plain question about one store, and a
grievance at how a part of the business fares ("disappointed in the online business",
「加盟店的数据太让人失望了」, 「フランチャイズ店の数字にがっかりです」): that is no
customer's complaint but a part of the figure. A complaint dated by a month or a half
("in March", 「3月份」) is left to the other rules, which read such a date beside a request.
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
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "I am SO ANGRY!!! I stood 40 minutes in the queue at your Causeway Bay store and "
            "nobody helped me. Anyway, what was Hong Kong's EBITDA in FY2024?",
            431.0,
        ),
        (
            "Dear Sir or Madam, I write to complain about the closure of my local store in "
            "Macau, where I have shopped for twelve years. Please tell me the Macau EBITDA "
            "for FY2024.",
            612.0,
        ),
        (
            "I've shopped at your airport store for years and this time the staff were rude "
            "to me!!! What was Hong Kong's revenue in FY2024?",
            1596.0,
        ),
        (
            "I'm so frustrated, the duty-free shop at the pier overcharged me!!! What was "
            "Macau's revenue in FY2024?",
            2610.0,
        ),
        (
            "Absolutely appalling service at your online store, my refund is still pending "
            "after a month!!! What was Japan's revenue in FY2025?",
            109800.0,
        ),
        (
            "Why do I have to queue for half an hour every single time??? What was the "
            "group's revenue in FY2024?",
            3564.0,
        ),
        (
            "WHY did you shut the Mong Kok store??? I'm furious. What was Hong Kong's revenue "
            "in FY2024?",
            1596.0,
        ),
        (
            "太失望了！！！我在你们铜锣湾的门店排了一个多小时的队，店员态度还很差。"
            "我想问一下香港业务2024财年的EBITDA是多少？",
            431.0,
        ),
        ("为什么每次结账都要排这么久？！日本业务2023财年的收入是多少？", 98400.0),
        (
            "近所のマカオの店舗が急に閉店してしまい、本当にがっかりです。"
            "マカオ事業の2024年度のEBITDAを教えてください。",
            612.0,
        ),
        (
            "クレームです。先月買った電子レンジの返品を断られました！！！"
            "シンガポール事業の2024年度のEBITDAを教えてください。",
            226.0,
        ),
    ],
)
def test_a_complaint_beside_a_request_is_set_aside(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm so angry at your Macau store!!! What was revenue in FY2024?",
        "I'm angry, the Osaka store closed without notice!!! What was the net profit in FY2024?",
        "I've been a member for 9 years and I was never treated so badly, the cashier was rude "
        "and my online order never arrived!!! What is your revenue?",
        "太失望了！！！你们澳门的门店服务太差了。收入是多少？",
        "がっかりです！！！香港の店舗の対応が最悪でした。売上高はいくらですか？",
    ],
)
def test_a_market_only_the_complaint_names_is_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Your franchise store in Kowloon sold me a fake bag!!! What was the franchise "
        "stores' revenue in Hong Kong in FY2024?",
        "I'm really disappointed, my online order never came!!! What was Hong Kong's online "
        "revenue in FY2024?",
        "I waited an hour in the queue!!! What was Japan's revenue in FY2024, only the online "
        "part?",
        "I am furious!!! How many complaints did you receive in FY2024?",
        "I'm disappointed with your stores. What will Japan's revenue be in FY2026?",
        "我要投诉！！！澳门门店的店员态度很差。澳门业务2024财年的线上收入是多少？",
        "投诉！你们的加盟店卖假货！！！香港业务2024财年加盟店的收入是多少？",
        "クレームです！！！フランチャイズ店の2024年度の売上高はいくらですか？",
        "がっかりです。日本事業の来年度の売上高の見通しを教えてください。",
        "Why did you close the Tsim Sha Tsui store? What was Hong Kong's revenue in FY2024?",
        "What was Singapore's revenue in FY2024? We want it broken down by store.",
        "I'm frustrated with our franchise store numbers. What was Hong Kong's revenue in FY2024?",
        "I'm disappointed in the online business. What was Hong Kong's revenue in FY2024?",
        "I'm annoyed that I can't find the duty-free figure. What was Macau's revenue in FY2024?",
        "加盟店的数据太让人失望了。香港业务2024财年的收入是多少？",
        "フランチャイズ店の数字にがっかりです。香港事業の2024年度の売上高はいくらですか。",
    ],
)
def test_a_part_or_a_figure_the_kb_lacks_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_an_ambiguous_profit_beside_a_complaint_is_asked(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(
        kb,
        "クレームを言いたい！！！レジの列が長すぎる！日本事業の2024年度の利益はいくらですか？",
        mode,
    )
    assert_no_figure(answer)
    assert answer.clarification == "ask_first", answer.answer
