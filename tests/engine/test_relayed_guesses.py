"""A relayed question is read through its frame, and a guess said with it is no request.

Someone passes on a question asked of them, often with the asker's own guess at the
figure inside the quotation or after it ("what was HK revenue in FY2024? I think it was
around 1.7 billion", 「…是多少？我觉得应该是16亿左右」, 「…は10億ドルを下回ったんだよね？」).
What is read:

- a guess pointing back at the figure the sentence before asks ("I think it was around
  1.7 billion", "if I remember correctly, it was about 1.6bn", 「好像是16亿多吧」), an amount
  and nothing else, is the speaker's and is set aside: the figure asked is given;
- a claim that the figure stayed under or went over an amount (「10億ドルを下回った」,
  「1000億円を超えましたか」, 「是不是低于4亿美元」) is a claim checked, never a change;
- the channel a relayed question came by may carry a word saying which ("on the
  leadership call", "in the team meeting"): the frame is set aside as "on the call" is;
- "Could you get it?" after a request points back at it and asks nothing more, as
  "Could you pull it?" does, and a clause of the asker's own after it ("before I paste
  it into my slides") says nothing of how the figure is counted;
- a year named by a clause whose verb takes a goal by に (「拡大路線に転じた年」) is a year
  the asker has still to say: the engine asks which;
- the errand given with a relayed question ("asked me to check", "wants me to find
  out", "Could you find out"), a passive frame ("I was asked by the auditors what …"),
  a whether-question relayed ("wants to know if … topped 3.7 billion"), hearsay in
  Japanese (「…を知りたいと言っています」, 「…について問い合わせが来ました」), a third
  person's pronoun as who asked (「她问我…」) and a hedged claim (「应该有6亿美元」) are frames
  or claims, set aside or read as the amount asked.

What still refuses or asks: a guess carrying a part, a ratio or another market ("… 1.7
billion for the online part", "per store", 「我觉得台湾是16亿左右」); a request pointed back
at with how it is to be counted ("Could you get it by region?", "Can you pull it per
store?"); a frame naming a market when the request names none ("on the Japan call"), or
a name as who asked ("by our Taiwan team"); "break out", which takes a part out; a change
claimed as a yes-or-no question (「收入是不是涨了10%」).
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
        # a guess inside the quotation, or after the request
        (
            'My director messaged: "what was HK revenue in FY2024? I think it was around '
            '1.7 billion" - can you give me the real number?',
            1596.0,
        ),
        ("What was HK revenue in FY2024? I'm fairly sure it was about 1.6bn", 1596.0),
        ("What was HK revenue in FY2024? If I remember correctly, it was about 1.6bn.", 1596.0),
        ("Macau revenue FY2024. I reckon it was about 2.6 billion.", 2610.0),
        ("香港2024财年的收入是多少？我觉得应该是16亿左右。", 1596.0),
        ("经理问我：“香港2024财年的收入是多少？好像是17亿多吧”，帮忙查下。", 1596.0),
        (
            "課長に「香港事業の2024年度の売上高はいくら？17億ドルくらいだったっけ」と聞かれました。",
            1596.0,
        ),
        # a claim of staying under or going over an amount
        ("グループの2025年度のEBITDAって10億ドルを下回ったんだよね？", 1018.0),
        (
            "部長から「グループの2025年度のEBITDAは10億ドルを割り込んだの？」と聞かれました。"
            "正しい数字を教えてください。",
            1018.0,
        ),
        ("日本事業の2024年度の売上高は1000億円を超えましたか？", 103200.0),
        ("领导问我“香港2023财年的EBITDA是不是低于4亿美元？”麻烦查一下。", 402.0),
        # a channel with a word saying which
        ("Someone in the team meeting asked what Macau revenue was in FY2024.", 2610.0),
        ("A colleague on the budget call asked what Macau revenue was in FY2024.", 2610.0),
        # a request pointed back at with a verb of fetching
        ("What's Japan's revenue for FY2024? Could you get it for me?", 103200.0),
        ("Japan revenue for FY2024, please. Can you fetch that?", 103200.0),
        (
            'A note from our country head: "SG EBITDA for FY2023 came in at 210m." '
            "Could you confirm that before I paste it into my slides?",
            201.0,
        ),
        # the errand given with the question, a passive frame, a whether-question
        ("Could you find out Japan's FY2023 net profit?", 7900.0),
        ("My supervisor wants me to find out Japan's FY2023 net profit.", 7900.0),
        ("Treasury asked me to check Japan's FY2023 net profit.", 7900.0),
        ("We've been asked by the lenders what Macau's EBITDA was in FY2023.", 540.0),
        ("The committee wants to know if group revenue in FY2025 topped 3.7 billion.", 3773.0),
        ("My boss asked whether HK revenue in FY2024 was 1.7bn.", 1596.0),
        # hearsay and inquiries in Japanese, a pronoun and a hedge in Chinese
        ("取引先が日本事業の2024年度の売上高を知りたいと言っています。", 103200.0),
        ("仕入先から、シンガポールの2024年度の従業員数について問い合わせが来ました。", 1566.0),
        ("她问我香港2024财年的收入，我说我查一下。", 1596.0),
        ("总经理说集团2025财年的净利润应该有6亿美元，让我核实一下。", 519.0),
    ],
)
def test_relayed_guess_and_frame_are_set_aside(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


def test_request_pointed_back_with_no_year_assumes_the_latest(kb: KnowledgeBase) -> None:
    for mode in MODES:
        answer = ask(
            kb, "The treasurer wants to know the group's total headcount. Could you get it?", mode
        )
        assert_figure(answer, 8074.0, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was HK revenue in FY2024? I think it was around 1.7 billion for the online part.",
        "What was HK revenue in FY2024? I think it was around 1.7 billion per store.",
        "What was HK revenue in FY2024? It was around 1.7 billion for franchises.",
        "香港2024财年的收入是多少？我觉得台湾是16亿左右。",
        "香港2024财年的收入是多少？我觉得应该是16亿左右，只要线上部分。",
        "What's Japan's revenue for FY2024? Can you get it by region?",
        "What's Japan's revenue for FY2024? Can you pull it by region?",
        "What's Japan's revenue for FY2024? Could you get it per store?",
        "What's Japan's revenue for FY2024? Can we have it in constant currency?",
        "What's Japan's revenue for FY2024? Can you get it by region before I present?",
        "Someone on the Japan call asked what revenue was in FY2024.",
        "Could you break out Japan's FY2023 net profit?",
        "Can you find out Japan's FY2023 net profit out of the online stores?",
        "I was asked by our Taiwan team what revenue was in FY2024.",
        "I was asked by the lenders what the group's inventory turnover was in FY2024.",
        "Treasury asked me to check Japan's FY2026 net profit.",
        "The committee wants to know if group revenue in FY2026 will top 4 billion.",
        "她问我台湾2024财年的收入，我说我查一下。",
        "她问我香港2024财年的收入是不是涨了10%。",
        "香港2024财年的收入是不是涨了10%？",
        "取引先が日本事業の2024年度のオンライン売上高を知りたいと言っています。",
        "仕入先から、台湾の2024年度の売上高について問い合わせが来ました。",
    ],
)
def test_a_part_or_an_unnamed_market_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "拡大路線に転じた年の香港の売上高はいくら？",
        "部長に「新体制に移行した年度の日本事業の純利益は？」と聞かれました。",
    ],
)
def test_a_year_named_by_a_goal_clause_asks_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_guess_at_a_market_the_kb_lacks_is_refused(kb: KnowledgeBase, mode: str) -> None:
    assert_refused(
        ask(kb, "What was HK revenue in FY2024? I think it was around 1.7 billion in Taiwan.", mode)
    )
