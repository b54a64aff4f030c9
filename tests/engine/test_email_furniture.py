"""An e-mail around the request: its furniture names, narrows and asks nothing.

What is read (``engine/_email.py``): a salutation line ("Hey Marco,", 「张经理您好：」,
「佐藤さん」), the sign-off and the signature under it (names, posts, firms, offices in
places the KB has or lacks, phone numbers, addresses), a signature after a drawn line or
standing alone at the end, confidentiality and liability notices, mobile footers
("Sent from my Samsung Galaxy", 「发自我的小米手机」, 「iPhoneから送信」), out-of-office
notices and the older messages quoted or forwarded below ("On … wrote:", "-----Original
Message-----", 「-----原始邮件-----」, 「差出人:」). The request is answered as if they were
not there; under an auto-reply or a note only pointing below ("See below, can you
answer?", 「请见下方，帮忙回复一下。」), the older message's request is read.

What still refuses or asks: a metric or market the KB lacks in the request, whatever the
signature says; a postscript narrowing the figure ("P.S. Only the online part", 「附言：只要
线上部分。」, 「追伸：オンライン分だけで結構です。」); a bare "revenue" whose market only a
closing line after the sign-off names; a year a quoted message names for the figure (the
latest closed year is assumed and said, never the quoted one's). A message with no mark
of an e-mail is left as it is.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._email import without_email_furniture
from ragspine_eval_pipeline.engine._names import matcher_for, vocabulary_key
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_no_figure,
    assert_refused,
)

FIGURES = [
    (
        "Hey Marco,\n\nCan you give me Japan's revenue for FY2024?\n\nBest wishes,\nHannah Cole\n"
        "Finance Business Partner | ACME Group\nLevel 5, 20 Collyer Quay, Singapore 049319\n"
        "hannah.cole@acme.example | +65 6100 2200",
        103200.0,
    ),
    ("Japan revenue FY2024?\n\nSent from my Samsung Galaxy", 103200.0),
    (
        "Hello,\n\nPlease send Singapore's net profit for FY2023.\n\n--\nMark Tan\nSenior Analyst\n"
        "Raffles Equity Research Pte. Ltd.\n10 Collyer Quay, Singapore 049315",
        98.0,
    ),
    (
        "Morning all,\n\nQuick one: Macau headcount FY2024?\n\nTa,\nBea\n\nBea Lim, CFA\n"
        "Analyst | Lion City Capital",
        688.0,
    ),
    (
        "What was Japan's revenue for FY2024?\n\nThanks,\nKen\nRevenue Analyst, ACME Japan",
        103200.0,
    ),
    (
        "Auto-reply: I'm away from the office until Monday 22 June with no access to e-mail.\n\n"
        "-----Original Message-----\nFrom: Kim Park\nSent: Wednesday, June 10, 2026 3:41 PM\n"
        "To: Finance\nSubject: Singapore numbers\n\nWhat was Singapore's net profit in FY2023?"
        "\n\nKim",
        98.0,
    ),
    (
        "See below, can you answer?\n\n---------- Forwarded message ---------\nFrom: Kim Park\n"
        "Date: Wed, 10 Jun 2026\nSubject: question\n\nWhat was Singapore's net profit in FY2023?",
        98.0,
    ),
    (
        "Thanks, can you also pull Macau's headcount for FY2024?\n\n"
        "On Tue, 9 Jun 2026 at 10:00, Lee wrote:\n> Japan revenue for FY2024 was 103,200 JPY m.",
        688.0,
    ),
    (
        "Hi Tom,\n\nWhat was Japan's revenue for FY2024?\n\n"
        "> On Mon, 8 Jun 2026 at 09:00, Tom Lee wrote:\n"
        "> Hong Kong EBITDA for FY2025 is on slide 6.",
        103200.0,
    ),
    (
        "张经理您好：\n\n请问日本业务2024财年的收入是多少？\n\n谢谢！\n王小明\n集团财务部 经理\n"
        "ACME集团 新加坡办事处\n电话：+65 6000 1234",
        103200.0,
    ),
    ("大家好，\n\n麻烦提供一下香港2025财年的EBITDA。\n\n此致\n敬礼\n李华", 468.0),
    ("香港2025财年的EBITDA是多少？\n\n发自我的小米手机", 468.0),
    ("香港2025财年的EBITDA是多少？\n\n发自 iPhone", 468.0),
    ("澳门2024财年的员工人数是多少？\n\n机密声明：此邮件仅供收件人使用，如误收请删除。", 688.0),
    (
        "您好，我正在休假，6月22日返回，邮件回复可能延迟。\n\n-----原始邮件-----\n发件人：陈小红\n"
        "发送时间：2026年6月10日\n收件人：财务部\n主题：数据\n\n请问新加坡2023财年的净利润是多少？\n\n陈小红",
        98.0,
    ),
    (
        "请见下方，帮忙回复一下。\n\n-----原始邮件-----\n发件人：陈小红\n主题：数据\n\n"
        "请问新加坡2023财年的净利润是多少？",
        98.0,
    ),
    (
        "佐藤さん\n\nお疲れ様です。\n日本事業の2024年度の売上高を教えてください。\n\n"
        "よろしくお願いいたします。\n――――――――――\n田中 花子\nACMEジャパン株式会社 財務部\n"
        "TEL: 03-1234-5678\n――――――――――",
        103200.0,
    ),
    ("香港事業の2025年度のEBITDAはいくらですか。\n\niPhoneから送信", 468.0),
    (
        "ご担当者様\n\nマカオ事業の2024年度の従業員数を教えてください。\n\n山田 太郎\n"
        "株式会社サンプル証券 調査部",
        688.0,
    ),
    (
        "不在のお知らせ：6月22日まで休暇をいただいております。\n\n-----Original Message-----\n"
        "差出人: 鈴木 一郎\n送信日時: 2026年6月10日\n件名: 質問\n\n"
        "シンガポール事業の2023年度の純利益はいくらですか。\n\n鈴木 一郎",
        98.0,
    ),
    (
        "株式会社みらい証券\n山田様\n\nいつもお世話になっております。\n"
        "日本事業の2024年度の売上高を教えてください。\n\n以上です。よろしくお願いします。\n鈴木",
        103200.0,
    ),
    (
        "To whom it may concern,\n\nWhat was Macau's headcount for FY2024?\n\n"
        "Thanks & regards,\nRavi",
        688.0,
    ),
    ("Dear Sir/Madam,\n\nPlease provide Singapore's net profit for FY2023.\n\nTIA,\nRavi", 98.0),
    ("尊敬的王总：\n\n您好！请问香港2025财年的EBITDA是多少？\n\n谢谢，祝好！\n小陈", 468.0),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "value"), FIGURES)
def test_the_request_inside_the_email_is_answered(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Dear Finance,\n\nWhat was the inventory turnover of the Japan business in FY2024?\n\n"
        "Yours faithfully,\nAlan Smith\nDirector, Tokyo Branch\nNippon Research K.K.\n"
        "Tel: +81 3 1234 5678\n\n"
        "The information in this message is confidential and intended only for the addressee.",
        "What was Hong Kong's EBITDA in FY2025?\n\nWarm regards,\nJo\n\n"
        "P.S. Only the online part, please.",
        "Hi,\n\nCould you tell me the revenue of our Taiwan business for FY2024?\n\nKind regards,\n"
        "Wei\nACME Group, 8 Marina View, Singapore 018960",
        "日本业务2024财年的存货周转率是多少？\n\n谢谢\n王小明\nACME集团\n电话：+852 2000 1111",
        "台湾业务2024财年的收入是多少？\n\n顺颂商祺\n王小明",
        "香港2025财年的EBITDA是多少？\n\n谢谢！\n附言：只要线上部分。",
        "日本事業の2024年度の在庫回転率はいくらですか。\n\nよろしくお願いします。\n鈴木 一郎\n"
        "ACMEジャパン株式会社",
        "台湾事業の2024年度の売上高はいくらですか。\n\n以上、よろしくお願いいたします。\n鈴木",
        "香港事業の2025年度のEBITDAはいくらですか。\n\nよろしくお願いします。\n\n"
        "追伸：オンライン分だけで結構です。",
    ],
)
def test_what_the_kb_lacks_stays_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # A market said in the signature's office is where the writer sits.
        "Hi Jo,\n\nWhat was the revenue for FY2024?\n\nThanks,\nSam\nACME Japan K.K.\n"
        "Tokyo, Japan | +81 3 5555 0101",
        "您好，\n\n2024财年的收入是多少？\n\n谢谢！\n李雷\nACME新加坡\n电话：+65 6123 0000",
        "小林さん\n\n2024年度の売上高を教えてください。\n\n田中 一郎\nACMEジャパン株式会社\n"
        "TEL: 03-5555-0000",
        # A bare profit in the request is still asked which.
        "Dear all,\n\nWhat was Japan's profit in FY2024?\n\nRegards,\nAnn Lee\nFinance Manager",
    ],
)
def test_what_the_request_leaves_open_is_asked(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_quoted_year_is_not_the_year_asked(kb: KnowledgeBase, mode: str) -> None:
    question = (
        "Hi Tom,\n\nWhat was Japan's revenue?\n\n> On Mon, 8 Jun 2026 at 09:00, Tom Lee wrote:\n"
        "> Use FY2023 figures for everything in this deck."
    )
    assert_figure(ask(kb, question, mode), 109800.0, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
def test_a_market_after_the_sign_off_names_no_market(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "What was revenue for FY2024?\n\nThanks,\nHong Kong", mode)
    assert_no_figure(answer)


@pytest.mark.parametrize(
    "text",
    [
        "What was Japan's revenue for FY2024?\nAnd Hong Kong's?",
        "Japan\nrevenue FY2024?",
        "日本业务\n2024财年的收入是多少？",
        "日本事業の\n2024年度の売上高は？",
        "What was revenue in FY2024?\n\nTaiwan",
        "集团2024财年的收入中，\n来自日本业务的收入是多少",
        "What was Japan's revenue for FY2024?\n\nSent with the EBITDA figures",
        "## Task\nGive Japan's revenue for FY2024.\n---\n## Output\nOne number.",
    ],
)
def test_a_message_without_an_emails_marks_is_left_as_it_is(kb: KnowledgeBase, text: str) -> None:
    matcher = matcher_for(vocabulary_key(kb.vocabulary()))
    assert without_email_furniture(text, matcher) == text
