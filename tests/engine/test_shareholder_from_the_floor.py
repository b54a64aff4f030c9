"""A shareholder's question from the floor of a general meeting, and one read out for them.

Read (``engine/_floor.py``, ``engine/_relayed_read_out.py``): the speaker's greeting after
the form of address, their name, how long they have held shares or come to the meetings,
thanks and remarks before the question, and lead-ins ("My question is short:") are no
words of the figure asked; a question read out on a sender's behalf is the request, and
the place the sender lives is never its scope.

Still read as before: a remark naming a part of the business ("I only care about the
online business"), a frame naming the question's topic ("The next question, about the
online business, reads: …"), a question pointing back at the remark before it, and an
opinion asked after a preamble.
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
    fact_value,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        # a greeting after the address, the speaker's name and holding
        (
            "Madam Chair, good afternoon. My name is Wendy Ho and I have owned ACME stock"
            " since 2012. What was ACME Japan's revenue in FY2024?",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
        # attendance over the years, thanks and the question announced
        (
            "Mr Chairman, I've been attending these meetings since the listing, and I want to"
            " congratulate the board on the new headquarters. My question is short: what was"
            " the group's EBITDA in FY2023?",
            "ACME_GROUP",
            "EBITDA",
            "FY2023",
        ),
        # who the speaker is besides a shareholder: the person, no figure
        (
            "Chair, as a shareholder and a retired store employee, I'd like to know how many"
            " people ACME Japan employed in FY2024.",
            "ACME_JP",
            "HEADCOUNT",
            "FY2024",
        ),
        # a remark on the meeting itself
        (
            "Chair, Tom Reyes, a shareholder of twelve years. The venue is much nicer than"
            " last time. What was Singapore's headcount in FY2024?",
            "ACME_SG",
            "HEADCOUNT",
            "FY2024",
        ),
        # a remark joined to the request by "so"
        (
            "Thank you, Madam Chair. Singapore is always the star of the annual report, so"
            " could you tell us what Singapore's EBITDA was in FY2023?",
            "ACME_SG",
            "EBITDA",
            "FY2023",
        ),
        # thanks in Chinese and Japanese
        (
            "董事长先生，我持股多年，感谢董事会一年来的辛勤工作。请问澳门业务2024财年的净利润是多少？",
            "ACME_MO",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "議長、株主の山田と申します。いつも丁寧なご説明に感謝しております。"
            "2024年度のシンガポール事業のEBITDAはいくらでしたか。",
            "ACME_SG",
            "EBITDA",
            "FY2024",
        ),
    ],
)
def test_the_speakers_preamble_is_no_word_of_the_figure(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        # sent by post, quoted; the sender lives in a market the question does not ask of
        (
            "The next question was sent in by post from a shareholder living in Japan. It"
            " reads: 'What was the group's net profit in FY2023?'",
            "ACME_GROUP",
            "NET_PROFIT",
            "FY2023",
        ),
        # "the next one", relayed by proxy; a remark in the quote on how a market has grown
        (
            "The next one was sent by proxy from a shareholder in Tokyo: 'I love how the Hong"
            " Kong stores have changed over the years. How many employees does ACME Hong Kong"
            " have?'",
            "ACME_HK",
            "HEADCOUNT",
            "FY2025",
        ),
        # read as follows, unquoted
        (
            "We now turn to a question submitted in writing by a shareholder in Hong Kong,"
            " which reads as follows: What was ACME Singapore's EBITDA in FY2024?",
            "ACME_SG",
            "EBITDA",
            "FY2024",
        ),
        (
            "接下来宣读一位来自深圳的股东书面提交的问题：“请问新加坡业务2024财年的EBITDA是多少？”",
            "ACME_SG",
            "EBITDA",
            "FY2024",
        ),
        (
            "ここで、事前にお寄せいただいたご質問をご紹介します。香港在住の株主様からです。"
            "「2023年度のグループの売上高はいくらでしたか。」",
            "ACME_GROUP",
            "REVENUE",
            "FY2023",
        ),
    ],
)
def test_a_question_read_out_is_the_request(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # where the sender lives is no scope: the engine asks which business
        "A written question from a shareholder in Macau reads: 'What was the revenue in FY2024?'",
        "下面宣读一位澳门股东的书面提问：“请问2024财年的收入是多少？”",
        "書面でいただいたご質問を読み上げます。シンガポール在住の株主様からです。"
        "「2024年度の売上高はいくらでしたか。」",
        # a year named by an event the chair spoke of is still asked
        "主席先生，我是一名老股东。您以前在会上说过，扩张那一年很关键。请问扩张那一年集团的收入是多少？",
        # a market the remark names beside the one the question names
        "Thank you, Madam Chair. Hong Kong is always the star of the annual report, so could"
        " you tell us what Singapore's EBITDA was in FY2023?",
        # "our region", 「这个地区」 with no market named
        "我是股东，也住在附近。请问这个地区2024财年的收入是多少？",
        "As a shareholder, what revenue did our region make in FY2024?",
    ],
)
def test_a_market_or_year_left_unsaid_is_asked(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # the frame names the topic
        "The next question, about the online business, reads: 'What was Japan's revenue in"
        " FY2024?'",
        # a part of the business in the preamble
        "Mr Chairman, the online business is booming. What was Japan's revenue in FY2024?",
        "主席先生，我只关心线上业务。请问日本业务2024财年的收入是多少？",
        "Mr Chairman, I've held shares since 2010 and the franchise stores are my favourite."
        " What was Japan's revenue in FY2024?",
        # the question points back at the remark
        "Mr Chairman, your bonus was in the papers. How much was it in FY2024?",
        # an opinion asked after the speaker's holding
        "Mr Chairman, I have held shares for twenty years. Should I buy more before the dividend?",
    ],
)
def test_a_part_a_topic_or_an_opinion_is_still_read(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
