"""The asker's background told around a Chinese or Japanese figure request.

Long polite messages tell who the asker is, what they are preparing, what went wrong
and which years or figures of their own they hold, before or after a request that
names its market, metric and year (``engine/_background_cjk.py``). Such statements are
set aside and the figure is answered; so is a sentence accepting the latest figure
(「要最新的就行」, 「最新のもので構いません」). A Japanese or Chinese request closed by a
polite form without a question mark (「…を教えていただけますでしょうか。」) is the request.

Still refused or asked: a part of the business in the background (线上业务, 门店,
オンライン事業, 免税店分, 「香港の部分」, 「EC資料」), a part left out (「不包括集团的」), a year in
it beside a request naming none, another year than the request's not said to be held
already (「我还想要2022财年的」), a number of the asker's not said to be beside the point,
a request added (「另外EBITDA也要」, 「净利润也列一下」, 「要欧元」), another metric said as a
figure of its own (「成本和净利润的关系」).

A year named only by what happened in it (「我入职那一年」, 「公司上市那年」,
「私が入社した年度」, 「前任の佐藤さんが担当していた年度」) is asked which
(``engine/_described_year.py``): before, the Japanese form was answered for the latest
year, a period not asked. 「うちの担当市場」 asks which market, as 「私の担当拠点」 did.

English background is read by the English rules (another module); none of these
phrasings is in an independent set or the golden set.
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
            "李经理您好，我是审计部的小王，这周在整理日本业务的历史数据，准备月底交给合规组。"
            "之前的表格被误删了。请问日本业务2024财年的收入是多少？",
            103200.0,
        ),
        (
            "大家好，我刚接手香港的报表工作。领导说2023年的数字我手上已经有了。"
            "请问香港业务2024财年的EBITDA是多少？",
            431.0,
        ),
        (
            "请问澳门业务2024财年的EBITDA是多少？顺便说一下，我们组今年的培训预算是20万，"
            "这个跟问题无关。",
            612.0,
        ),
        (
            "お世話になっております。経理部の鈴木です。来月の役員会で日本事業の業績推移を報告する"
            "ことになり、資料を準備しております。日本事業の2024年度の売上高を教えていただけます"
            "でしょうか。",
            103200.0,
        ),
        (
            "2023年度の数値は手元にございますが、2024年度分が見つかりません。"
            "香港事業の2024年度のEBITDAを教えてください。",
            431.0,
        ),
        (
            "日本事業の2023年度の当期純利益はいくらでしたか。なお、私どものチームの出張予算は"
            "年間500万円ですが、本件とは関係ありません。",
            7900.0,
        ),
    ],
)
def test_background_beside_a_request_is_set_aside(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("请问日本业务的收入是多少？要最新的就行。", 109800.0),
        ("シンガポール事業のEBITDAを教えてください。最新のもので構いません。", 247.0),
    ],
)
def test_the_latest_accepted_assumes_the_latest_year(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "您好，我在做线上业务的复盘。请问日本业务2024财年的收入是多少？",
        "我们只核对门店那部分。请问日本业务2024财年的收入是多少？",
        "我在看2023年的数据。请问香港业务的EBITDA是多少？",
        "我们线上部门自己算的是5000万。请问香港2024财年的收入是多少？",
        "另外EBITDA也要。请问香港2024财年的收入是多少？",
        "オンライン事業の資料を準備しております。日本事業の2024年度の売上高を教えていただけますか。",
        "2023年度の資料を見ております。日本事業の売上高を教えてください。",
        "免税店分だけの数字が必要です。日本事業の2024年度の売上高を教えてください。",
    ],
)
def test_background_that_narrows_or_dates_is_kept(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "请问我入职那一年日本业务的收入是多少？",
        "请问公司上市那年香港的EBITDA是多少？",
        "私が入社した年度の日本事業の売上高を教えてください。",
        "前任の佐藤さんが担当していた年度の香港事業のEBITDAはいくらですか。",
        "うちの担当市場の2024年度の売上高を教えてください。",
    ],
)
def test_a_year_or_market_only_the_asker_knows_is_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "公司上市那年台湾的收入是多少？",
        "うちの担当店舗の2024年度の売上高を教えてください。",
    ],
)
def test_a_described_year_beside_what_the_kb_lacks_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # A year other than the request's, not said to be held: another figure asked.
        "我还想要2022财年的。请问日本业务2024财年的收入是多少？",
        "2022年度分も欲しいと思っております。日本事業の2024年度の売上高を教えてください。",
        # A metric added with 也.
        "请问香港2024财年的收入是多少？净利润也列一下。",
        # A portion in the background.
        "香港の部分をまとめております。日本事業の2024年度の売上高を教えてください。",
        # A part left out, another metric said as a figure of its own.
        "请问香港2024财年的收入是多少？不包括集团的。",
        "我在研究成本和净利润的关系。请问香港2024财年的收入是多少？",
    ],
)
def test_another_year_need_part_or_metric_in_the_background_is_kept(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        # Who the asker is, a word before a people noun after the copula.
        ("我是新员工，刚入职。请问香港2024财年的员工人数是多少？", 3245.0),
        # Years said to be held already, beside a request for the year between them.
        ("2022和2024财年的我手上都有了。请问日本业务2023财年的收入是多少？", 98400.0),
        (
            "2023年度と2025年度の資料は手元にございます。日本事業の2024年度の売上高を"
            "教えていただけますでしょうか。",
            103200.0,
        ),
    ],
)
def test_years_the_asker_holds_are_set_aside(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")
