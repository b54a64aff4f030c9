"""A shareholder's life told before the question, in three languages.

Individual shareholders write who they are before they ask: their age, how long they have
held the shares and the year they bought them, the shop they once ran, where a child or
grandchild works, a trip they made, a bet with a relative, the booklet they could not read
(「本人今年七十二岁」, 「2018年开始买贵公司的股票」, 「我女儿在新加坡的ACME门店做了三年店员」,
「孫が近所のACMEのお店でアルバイトをしております」, 「娘が小売業に勤めておりまして」). Beside a
request naming its own market, metric and year these are set aside:

- English (``_background_en``): a request opening inside a sentence after a colon or ", but
  I'd still like to know" is cut from its lead-in; the asker's own business once run ("I
  used to run a bakery"), "has just started" and "I don't need every detail" say nothing
  of the figure; a sentence only of courtesy after the request is dropped;
- Chinese and Japanese (``_background_cjk``): ages, spans of years and the year the asker
  began something are their life; where someone works, the asker's trips, one store
  pointed at (「尖沙咀那家店」), the polite お店, a predicate after 很 (「很关心员工」), a
  term named as a word (「EBITDA这个词」), a document the asker saw it in, and a clause
  saying where a term appears (「…によく出てまいりますEBITDAというもの」) are no part of
  the figure; a statement before 请问 in the same sentence is weighed apart; a question in
  brackets (「（还是叫业绩册？）」) ends no sentence; 那本 is a book's classifier, no year.

Still refused: a part of the business said in the background ("franchise stores", 线上的
部分, オンライン事業). A year a relative's event names (「祖父が御社の株を買った年」) is asked
which. None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Good morning. I'm 79 and my late wife and I bought our first ACME shares together, "
            "and my grandson works Saturdays at one of your Singapore shops. He says it is always "
            "packed. Could you tell me how much the Singapore business sold in 2024 - the "
            "revenue, I mean?",
            915.0,
        ),
        (
            "Dear Sir or Madam, I have owned a few shares for about twelve years. I used to run a "
            "bakery with three employees, so I think about the people first. I would like to know "
            "how many people worked for the Japanese business in 2025. Thank you kindly for your "
            "time.",
            2301.0,
        ),
        (
            "My brother-in-law lives in Tokyo and he keeps saying the weak yen must be hurting the "
            "Japan side, and we have a small wager on it. So I'd like to settle it: what was the "
            "net profit of the Japanese business in 2024? In yen is fine.",
            8600.0,
        ),
        (
            "A question from the floor, if I may. I'm a retired nurse and I've held my shares "
            "about ten years. The annual slides keep mentioning EBITDA, and I confess I only half "
            "follow it, but I'd still like to know what the EBITDA was for Hong Kong in 2024. "
            "Whatever currency you report it in is fine by me.",
            431.0,
        ),
        (
            "I'm 83 and the small print in the booklet is too much for my eyes. I don't need "
            "every detail, honestly. Just tell me, please, how much net profit Japan made in 2024 "
            "- what was left after everything was paid, tax included.",
            8600.0,
        ),
        (
            "本人今年七十二岁，退休前在旺角开了二十年茶餐厅，2018年开始买贵公司的股票。"
            "想了解一下日本业务在2024年的净利润是多少？谢谢！",
            8600.0,
        ),
        (
            "你好，我是从曼谷写信来的股东，常去香港探亲，尖沙咀那家店每次都去逛。"
            "请问香港业务2024年的EBITDA是多少？",
            431.0,
        ),
        (
            "我年纪大了，那本年度报告（还是叫业绩册？）里经常出现EBITDA这个词。"
            "请问澳门业务2024年的EBITDA是多少？",
            612.0,
        ),
        (
            "私は75歳の年金暮らしで、株を持ち始めてかれこれ10年ほどになります。孫が近所のACMEの"
            "お店でアルバイトをしております。2024年度の香港事業のEBITDAはいくらだったのか、"
            "教えていただけますでしょうか。",
            431.0,
        ),
        (
            "娘が小売業に勤めておりまして、自分の会社と比べてみたいと申しております。"
            "日本事業の2024年度の売上高を教えてください。",
            103200.0,
        ),
        (
            "中期計画の資料によく出てまいりますEBITDAというものについて、香港事業の2024年度の"
            "金額を教えていただけますでしょうか。",
            431.0,
        ),
    ],
)
def test_the_shareholders_life_is_set_aside(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "My nephew has just started at one of your stores in Kowloon and he says they never "
            "stop. It got me thinking, as a long-time shareholder. How many people does the Hong "
            "Kong business employ in total?",
            3390.0,
        ),
        (
            "我女儿在新加坡的ACME门店做了三年店员，她说周末特别忙。作为股东我也很关心员工，"
            "请问新加坡业务一共有多少员工？",
            1652.0,
        ),
    ],
)
def test_with_no_year_the_latest_is_assumed(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "My nephew has just started at one of your franchise stores in Kowloon. It got me "
        "thinking, as a long-time shareholder. How many people does the Hong Kong business "
        "employ in 2025?",
        "I'm 83 and the small print in the booklet is too much for my eyes. I only need the "
        "online part. Just tell me how much net profit Japan made in 2024.",
        "本人今年七十二岁，2018年开始买贵公司的股票。我只看线上的部分。请问日本业务2024年的净利润是多少？",
        "我女儿在新加坡的ACME门店做了三年店员。请问新加坡业务线上部分一共有多少员工？",
        "私は75歳で、株を持ち始めて10年ほどになります。オンライン事業の数字を見ております。"
        "2024年度の香港事業のEBITDAを教えていただけますでしょうか。",
        "中期計画の資料によく出てまいります調整後EBITDAというものについて、香港事業の2024年度の"
        "金額を教えていただけますでしょうか。",
    ],
)
def test_a_part_in_the_background_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_year_named_by_a_relatives_purchase_is_asked(kb: KnowledgeBase, mode: str) -> None:
    assert_asks_first(ask(kb, "祖父が御社の株を買った年の香港事業のEBITDAを知りたいのです。", mode))
