"""Whom a request is put to and who puts it, around a figure request.

Read (``engine/_address.py``): a form of address ("Madam Chair,", "Dear Treasury Team,",
「董事长先生，」, 「致投资者关系部：」, 「財務部御中」, 「社長、よろしいでしょうか。」), the asker
naming themselves with an honorific or a frame ("Peter Lam, shareholder number 552.",
"My name is …"), a memo's header ("MEMO. To: …. Re: …."; 「標記の件、」) and a letter's
closing formula ("Yours sincerely, Alan Cheng", 「专此奉达」, 「以上、よろしくお願いいたし
ます。」) are no words of the figure asked.

Still read as before: an office a part of the business may name ("Dear Online Team,",
「线上业务部：」, 「オンライン事業部御中」), an addressee naming a market the request leaves
unsaid ("To: Japan Finance."), a place or a store named after a form of address, and one
addressed whom the request asks about ("Chairman, how much did you earn?").
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "Madam Chair, my name is Peter Lam. What was ACME Japan's revenue in FY2024?",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "Mr Chairman, John Smith, shareholder number 12345. What was group revenue in FY2023?",
            "ACME_GROUP",
            "REVENUE",
            "FY2023",
        ),
        (
            "Thank you, Madam Chairwoman. Robert Tan, a shareholder since 2010. What was the"
            " group's EBITDA for FY2024?",
            "ACME_GROUP",
            "EBITDA",
            "FY2024",
        ),
        (
            "Chairman, I have held shares for a decade. What was ACME Japan's net profit in"
            " FY2023?",
            "ACME_JP",
            "NET_PROFIT",
            "FY2023",
        ),
        (
            "Dear Treasury Team, please provide the revenue of ACME Singapore for FY2024."
            " Yours faithfully.",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        (
            "MEMO. To: Corporate Finance. Re: Singapore headcount. Please provide the number of"
            " employees of ACME Singapore at the end of FY2024.",
            "ACME_SG",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "致投资者关系部：烦请提供ACME日本2023财年之净利润。专此奉达。",
            "ACME_JP",
            "NET_PROFIT",
            "FY2023",
        ),
        (
            "董事长先生，我是小股东李明。请问集团2024财年的净利润是多少？",
            "ACME_GROUP",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "財務部御中　2023年度のグループの当期純利益をご教示ください。",
            "ACME_GROUP",
            "NET_PROFIT",
            "FY2023",
        ),
        (
            "標記の件、2024年度の香港事業の売上高をお知らせください。以上、よろしくお願いいたします。",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
        (
            "社長、よろしいでしょうか。2024年度のグループのEBITDAについてお伺いします。",
            "ACME_GROUP",
            "EBITDA",
            "FY2024",
        ),
    ],
)
def test_whom_and_who_are_no_words_of_the_figure(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Dear Online Team, what was Singapore's revenue in FY2024?",
        "线上业务部：请问新加坡业务2024财年的收入是多少？",
        "オンライン事業部御中　2024年度のシンガポール事業の売上高を教えてください。",
        "To: Japan Finance. Please provide the revenue for FY2024.",
        "Mr Chairman, what was ACME Hong Kong's revenue at the Causeway Bay store in FY2024?",
        "主席先生，我是铜锣湾门店的店长。请问香港业务铜锣湾店2024财年的收入是多少？",
        "Chairman, how much did you earn in FY2024?",
        "Mr Chairman, what was your pay in FY2024?",
        "主席先生，您去年的薪酬是多少？",
    ],
)
def test_a_part_or_a_market_beside_the_address_is_still_read(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "Madam Chair, I spent twenty years in personnel, so forgive me for asking about"
            " people — how many employees did ACME Japan have in FY2024?",
            "ACME_JP",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "Ladies and gentlemen of the board, what was ACME Japan's EBITDA in FY2023?",
            "ACME_JP",
            "EBITDA",
            "FY2023",
        ),
        (
            "IR室御中　香港事業の2023年度の当期純利益をご教示ください。以上",
            "ACME_HK",
            "NET_PROFIT",
            "FY2023",
        ),
        (
            "Good evening everyone, Jim Wu here, a shareholder since 2001. What was ACME"
            " Japan's revenue in FY2024?",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "Please provide ACME Japan's revenue for FY2024 at your earliest convenience.",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "请提供日本业务2024财年的收入，不胜感激。此致 敬礼！王芳",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "ACME投资者关系部负责人您好：请问日本业务2024财年的收入是多少？",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "ACME広報ご担当者様　2024年度の日本事業の売上高を教えてください。",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "総務部長殿　2024年度末の日本事業の従業員数をお知らせください。",
            "ACME_JP",
            "HEADCOUNT",
            "FY2024",
        ),
    ],
)
def test_the_askers_line_of_work_and_titles_are_no_words_of_the_figure(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I spent twenty years in online sales, so what was ACME Japan's revenue in FY2024?",
        "営業部長殿　2024年度末の日本事業の売上高をお知らせください。",
        "営業ご担当者様、2024年度の売上高を教えてください。",
    ],
)
def test_a_line_of_work_or_an_office_naming_a_part_is_still_read(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "Subject: Enquiry re Japan revenue. Please provide ACME Japan's revenue for FY2024.",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "主题：日本业务收入查询。请提供日本业务2024财年的收入。",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "件名：売上高のご照会　日本事業の2024年度の売上高をご教示ください。",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        (
            "A question for the board, please. What was ACME Hong Kong's EBITDA in FY2023?",
            "ACME_HK",
            "EBITDA",
            "FY2023",
        ),
        (
            "Dear Mr Chairman and Board members, what was ACME Singapore's revenue for FY2023?",
            "ACME_SG",
            "REVENUE",
            "FY2023",
        ),
    ],
)
def test_a_subject_line_the_request_says_again_is_no_second_request(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, scope, metric, period))
    assert len(answer.sources) == 1, answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Subject: online revenue. Please provide ACME Japan's revenue for FY2024.",
        "主题：线上收入查询。请提供日本业务2024财年的收入。",
    ],
)
def test_a_subject_line_naming_a_part_is_still_read(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
