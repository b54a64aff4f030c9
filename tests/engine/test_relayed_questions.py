"""A question someone put to the asker, relayed inside a frame of reported speech, is
read as that question.

Staff pass on a caller's question: who asked, before から or より (「お客様から、」,
「仕入先の担当者さんから」) or as the agent of the passive (「お客様*に*」), perhaps after
when or how it came (「本日、」, 「お電話で」); the question quoted by と or って or
taken as the object of a passive verb of asking (「…は何％だったか*と*聞かれました」,
「…の純利益*を*聞かれました」), or a noun of inquiry (「…か*って*お問い合わせが
ありました」, 「…を教えてほしい*と*言われました」); after it the staff member's own
question (「どうお答えすればよいでしょうか」), in a sentence of its own or after
「…と聞かれた*のですが、*」. A caller's wish reported as hearsay (「…を知りたい*との
ことです*」, 「お客様*が*…を知りたい*そうです*」) is the request too; the と of
「とのこと」 is a quotation, never a conjunction.
The frame names nothing the KB holds: it is set aside. A sentence saying only how many
things were asked (「取引先の方から2点聞かれました。」) is dropped for those that follow.

Everything of the question relayed stays in it: an unknown metric, a part, a quarter, a
forecast, another company, a market the KB lacks or an opinion relayed is refused as it
is asked plainly, in any language; 利益 relayed with no qualifier asks which; a market or
place as who asked (「台湾のお客様から」) is never set aside.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "お客様から、香港事業の2025年度の売上高はいくらだったかと聞かれました。"
            "どうお答えすればよいでしょうか。",
            1702.0,
        ),
        (
            "仕入先の方から、シンガポールの2024年度の従業員数を聞かれました。どう伝えればいいですか。",
            1566.0,
        ),
        (
            "取引先の担当者さんから、日本事業の2023年度の純利益はいくらかってお問い合わせがありました。",
            7900.0,
        ),
        ("お客様から、マカオの2024年度のEBITDAを教えてほしいと言われました。", 612.0),
        ("応募者の方より香港の2024年度の純利益について質問されました。", 240.0),
        # the staff member's own clause after the frame, hearsay of the caller's wish
        (
            "店舗のお客様から、香港事業の2024年度の純利益はいくらかと聞かれたのですが、"
            "どう答えればいいですか。",
            240.0,
        ),
        ("お客様から問い合わせがあり、香港事業の2024年度の純利益を知りたいとのことです。", 240.0),
        ("香港事業の2024年度の純利益を知りたいとのことです。", 240.0),
        (
            "秘書の山田です。香港事業の2024年度の純利益を確認したいとのことですので、"
            "数値をお送りいただけますか。",
            240.0,
        ),
        ("お客様が香港事業の2024年度の純利益を知りたいそうです。", 240.0),
        # the agent of the passive on に, when and how the question came
        ("お客様に、香港事業の2024年度の純利益はいくらかと聞かれました。", 240.0),
        ("本日、お客様から香港事業の2024年度の純利益を聞かれました。", 240.0),
        ("お電話でお客様から、香港事業の2024年度の純利益を聞かれました。", 240.0),
        (
            "お客様から、香港事業の2024年度の純利益を聞かれまして、どう答えればよいでしょうか。",
            240.0,
        ),
        ("取引先が日本事業の2023年度のEBITDAを教えてほしいそうです。", 18600.0),
    ],
)
def test_a_relayed_question_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
def test_a_relayed_question_with_no_year_is_read_as_asked_plainly(
    kb: KnowledgeBase, mode: str
) -> None:
    question = "お客様から香港の売上高を聞かれました。何年度かは言っていませんでした。"
    assert_figure(ask(kb, question, mode), 1702.0, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
def test_a_count_of_things_asked_gives_way_to_the_things(kb: KnowledgeBase, mode: str) -> None:
    question = (
        "取引先の方から2点聞かれました。"
        "日本事業の2023年度のEBITDAと、食品ロスをどう減らしているかです。"
    )
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.value == 18600.0, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # an unknown metric, a part, a quarter, a forecast, another company, a market
        "お客様から、日本事業の2024年度の在庫回転率は何％だったかと聞かれました。"
        "どうお答えすればよいでしょうか。",
        "お客様から、香港の2025年度の客単価はいくらかと聞かれました。",
        "取引先から、日本事業の2025年度のオンライン売上を教えてほしいと言われました。",
        "お客様から、香港の2024年度の店舗ベースの売上高を聞かれました。",
        "お客様から、日本事業の2024年度第3四半期の売上高を聞かれました。",
        "お客様から、日本事業の2027年度の売上高の見通しを聞かれました。",
        "お客様から、競合他社の2024年度の売上高はいくらかと聞かれました。",
        "お客様から、ベトナム事業の2024年度の売上高を聞かれました。",
        # an opinion relayed
        "お客様から、ACMEの株を買うべきかと聞かれました。どうお答えすればよいですか。",
        "お客様から、香港事業の2024年度の在庫回転率を聞かれたのですが、どう答えればいいですか。",
        "お客様から、香港事業の2024年度の純利益はいくらかと聞かれたんですが、"
        "オンライン分だけでいいそうです。",
        "お客様が香港事業の2024年度の客単価を知りたいそうです。",
        "お客様から問い合わせがあり、香港事業の2024年度のオンライン売上を知りたいとのことです。",
        "香港事業の2024年度の在庫回転率を確認したいとのことですので、数値をお送りください。",
        "株主の方から、香港事業の2024年度の在庫回転率を知りたいとのご質問がありました。",
        "台湾のお客様が2024年度の売上高を知りたいそうです。",
        # a place as who asked may be the market asked about
        "台湾のお客様から、2024年度の売上高を聞かれました。",
        "香港で、お客様から2024年度の売上高を聞かれました。",
        # a part relayed beside the request
        "お客様から、オンライン分を聞かれました。日本の2024年度の売上高は？",
        "お客様から、店舗ベースの数字を聞かれました。日本の2024年度の売上高は？",
        # the same in English and Chinese
        "A customer asked me what Japan's inventory turnover was in FY2024. How should I answer?",
        "客户问我日本业务2024财年的库存周转率是多少，我该怎么回答？",
        "客户问我香港2024财年的线上收入是多少，我该怎么回复？",
    ],
)
def test_what_a_relayed_question_holds_is_refused_as_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "お客様から、香港の2024年度の利益はいくらかと聞かれました。",
        "A customer asked me what Hong Kong's profit was in FY2024.",
        "客户问我香港2024财年的利润是多少。",
    ],
)
def test_a_relayed_profit_with_no_qualifier_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
