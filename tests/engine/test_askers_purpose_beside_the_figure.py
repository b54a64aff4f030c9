"""Where the asker's purpose ends and the figure's own phrase begins.

A lender or an analyst says what the figure is for beside a request that stands on its
own: the answer's form ("nothing fancy"), a stress on their own need ("*Just* need the
number for …", "the template *only* has one box"), a statement that names the request's
metric again as a thing of their own world ("- the loan agreement has a reporting clause
on headcount"), a Japanese purpose headed by a borrowed action (「年次*レビュー*用に」),
a reason to check (「人件費の確認をしたいので」) or the document they write it into
(「稟議書に書きたい」). None of these says which figure, so the figure is given.

The safety side is written first: a part of the business, a store, a channel, a ratio
per head or a portion said in the same places (「*オンライン*欄に書きたい」, 「*免税店*の
確認をしたいので」, "Only need the *franchise* number") still says which part of the
figure is wanted, and gives no figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure, assert_no_figure

# -- the safety side: parts said where the purpose stands still give no figure ----------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue from franchise stores in FY2024 for my memo?",
        "What is Japan's sales per head for FY2024? Just need the number for the covenant cert.",
        "What was Japan's sales per head in FY2024 for the credit memo?",
        "What's HK EBITDA for FY2025? Just need the online number for the covenant cert.",
        "What was Hong Kong's revenue in FY2024? Only need the franchise number.",
        "What was Hong Kong's revenue in FY2024? Nothing online.",
        "Singapore EBITDA for FY2025. The franchise stores only have one figure.",
        "What was Japan's revenue in FY2024? The Osaka stores only have one number.",
        "What was Japan's revenue in FY2024? The franchise template only has one cell.",
        "Staff numbers for Singapore at FY2023 - the franchise stores have an undertaking on "
        "headcount.",
        "Japan revenue for FY2024 - the online revenue matters most.",
        "为了写授信报告，日本2024财年的线上收入是多少？",
        "日本のEC売上を稟議書用に教えてください。",
        "香港の売上高、2024年度の数字をオンライン欄に書きたいのですが、いくらになりますか？",
        "日本事業の2024年度の売上高は？免税店の確認をしたいので。",
        "日本事業の2024年度の売上高は？オンライン売上の確認をしたいので。",
        "オンラインレビュー用に、香港事業の2023年度の当期純利益を教えてください。",
        "香港の2024年度の売上高を台湾向け資料に記載したいのですが、いくらですか？",
    ],
)
def test_a_part_said_with_the_purpose_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


# -- the recall side: the asker's purpose is set aside ---------------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "What's HK EBITDA for FY2025? Just need the number for the annual credit "
            "review, nothing fancy.",
            468.0,
        ),
        (
            "What was Japan's revenue in FY2024? Just need the figure for the rating memo, "
            "nothing fancy.",
            103200.0,
        ),
        ("What was Japan's revenue in FY2024? Only need it for the watchlist note.", 103200.0),
        ("Japan revenue FY2024 - nothing too detailed, just need it for the file.", 103200.0),
        ("What was Japan's revenue in FY2024? The spreadsheet only has one cell.", 103200.0),
        (
            "Staff numbers for Singapore at FY2023 - the loan agreement has a reporting "
            "clause on headcount.",
            1480.0,
        ),
        (
            "Singapore headcount for FY2023 - our term sheet has a covenant on headcount.",
            1480.0,
        ),
        ("定例レビュー用に、日本事業の2024年度の売上高を教えてください。", 103200.0),
        ("年次チェック用に、香港事業の2023年度の当期純利益を教えてください。", 221.0),
        ("日本事業の2024年度の売上高は？与信コストの確認をしたいので。", 103200.0),
        ("香港事業の2023年度の当期純利益は？返済能力をチェックしたいから。", 221.0),
        ("香港の2024年度の売上高を与信判断書に記載したいのですが、いくらですか？", 1596.0),
        ("香港の売上高、2024年度の数字を稟議書に書きたいのですが、いくらになりますか？", 1596.0),
    ],
)
def test_the_askers_purpose_is_set_aside(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Singapore EBITDA, FY2024 and FY2025 - the form only has one field.",
        "Japan revenue, FY2023 and FY2024. Our template only has one column.",
        "香港の売上高、2023年度と2024年度の数字を一つだけ稟議書に記載したいのですが。",
    ],
)
def test_two_years_beside_the_askers_purpose_ask_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))
