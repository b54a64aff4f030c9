"""A question staff relay from someone who asked them: the relaying frame is context.

「一位客户在电话里问…，我该怎么回答她？」: who asked and how (一位客户, 在电话里, 来电,
打电话来) and the staff member's own question about replying (我该怎么回答她, 我应该怎么
回复, 我该告诉他什么) are context; what was asked is the request. A guess at a word of the
request (「我不太懂这个词，是不是类似利润？」) is the asker's remark, and a message said to be
that short (「就这么一句话」) asks nothing of its own.

Everything of the embedded request stays in it: a relayed opinion question, a metric,
market or company the KB lacks, a part of the business, a quarter or a forecast is
refused as if asked directly, in all three languages; a relayed 利润 still asks which.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "clarification"),
    [
        ("一位客户在电话里问新加坡业务2024财年的收入是多少，我该怎么回答她？", 915.0, "none"),
        ("有个会员问香港2024财年的EBITDA是多少，我应该怎么回复？", 431.0, "none"),
        ("客户来电问：“新加坡业务2024财年的收入是多少？” 我该告诉他什么？", 915.0, "none"),
        (
            "有位供应商打电话来问香港2024财年的EBITDA，我不太懂这个词，是不是类似利润？",
            431.0,
            "none",
        ),
        (
            "有位顾客问日本业务的员工人数是多少，没说哪一年，我要怎么答？",
            2301.0,
            "answer_with_assumptions",
        ),
    ],
)
def test_relaying_frame_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float, clarification: str
) -> None:
    assert_figure(ask(kb, question, mode), value, clarification)


@pytest.mark.parametrize("mode", MODES)
def test_relayed_profit_still_asks_which(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "一位会员问香港2024财年的利润是多少，我应该怎么回复？", mode)
    assert answer.route == "clarify", answer.answer
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_message_said_to_be_short_is_context(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "客户问香港2024财年业绩怎么样，就这么一句话，我该怎么回？", mode)
    assert answer.route == "clarify", answer.answer
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "一位客户问要不要买ACME的股票，我应该怎么回复？",
        "一位客户在电话里问新加坡业务2024财年的库存周转率是多少，我该怎么回答她？",
        "有个会员问菲律宾业务2024财年的收入是多少，我应该怎么回复？",
        "客户来电问新加坡业务2024财年线上销售的收入是多少，我该怎么回答？",
        "客户来电问新加坡2024财年门店的收入是多少，我该怎么回答？",
        "有个供应商问日本2025年第一季度的销售额是多少，我该怎么回答？",
        "有个供应商问日本明年的销售额预计是多少，我该怎么回答？",
        "一位顾客问永旺2024财年的收入是多少，我该怎么回答他？",
        "有位供应商打电话来问香港2024财年调整后的EBITDA，我不太懂这个词，是不是类似利润？",
        "A customer asked whether they should buy ACME shares. What should I tell her?",
        "A caller asked what Singapore's inventory turnover was in FY2024. What should I say?",
        "お客様から、ACMEの株を買うべきかと聞かれました。どうお答えすればよいでしょうか。",
        "お客様から、日本事業の2024年度の在庫回転率はいくらかと聞かれました。どう答えればよいですか。",
    ],
)
def test_what_was_relayed_is_weighed_whole(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
