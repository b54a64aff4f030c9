"""Loaded questions: a premise built into a request for a figure the KB reports.

What is read (``engine/_loaded.py``): a sentence naming a metric with a premise said of it
("… must have been a total mess, right?", 「…是不是惨淡得很？」, 「…どうせひどかったん
でしょう？」) followed by the figure asked bare ("What was it?", "Just give me the
figure.", 「具体是多少？」, 「给个数。」, 「数字を見せてください。」) asks that figure; so does a
request followed by a guess about the figure naming nothing of the KB (「又砍了不少人吧？」),
a Chinese yes-or-no verdict on a figure (「…的净利润是不是惨不忍睹？」), a level a move
reached (「被日元压到多低了？」), a count of what remains ("how many … are left",
「还剩多少员工」), a lead-in of what the asker has heard so much of ("With all the talk of
…,"), a reason clause after the request ("… now that everyone says it is collapsing"),
the hedge ", if any" and an accusation offered as the alternative ("…, or are you hiding
it?"). A year named by an event everyone knows (「あの店舗閉鎖の年」, "the year the board
started slashing costs") asks which year; a statement beside a question no passage
answers ("Shareholders were promised surplus cash.") is no question of its own, so the
whole is refused (``engine/_route.py``).

What still asks or refuses: the premise never answers for the request, so a bare profit,
a market pointed at and a year described are asked which; a market, a measure, a part of
the figure, an open year, a change asked itself (「…是不是下降了？」, "By how much did …
crater?") and a premise naming another market are refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import (
    MODES,
    ask,
    assert_asks_first,
    assert_figure,
    assert_refused,
)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Hong Kong revenue in FY2024 must have been a total mess, right? What was it?", 1596.0),
        ("Japan's revenue supposedly held up in FY2024. Just give me the number.", 103200.0),
        (
            "Why has Macau EBITDA been sinking like a stone in FY2025? Just give me the figure.",
            701.0,
        ),
        (
            "Singapore's net profit in FY2025 was probably a joke. "
            "What was the actual number, or are you hiding it?",
            125.0,
        ),
        ("What was Japan's revenue in FY2024 now that everyone says it is collapsing?", 103200.0),
        ("香港2024财年的收入是不是惨淡得很？具体是多少？", 1596.0),
        ("澳门的收入在2023财年是不是惨不忍睹？到底是多少？", 2350.0),
        ("澳门2025财年的EBITDA是不是被成本吃掉了？给个数。", 701.0),
        ("新加坡2024财年员工人数是多少？又砍了不少人吧？", 1566.0),
        ("2023财年集团员工人数是不是少得可怜？到底多少？", 7450.0),
        ("日本2024财年的毛利率被日元压到多低了？", 34.0),
        ("香港2023财年的净利润是不是惨不忍睹？", 221.0),
        ("新加坡2024财年还剩多少员工？", 1566.0),
        ("香港のEBITDAは2024年度、どうせひどかったんでしょう？数字を見せてください。", 431.0),
        ("マカオの2025年度の売上高、どうせ赤字なんでしょう？いくらですか。", 2884.0),
    ],
)
def test_the_figure_inside_a_loaded_frame_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("With all the talk of belt-tightening, how many staff does Singapore have?", 1652.0),
        (
            "So after all the so-called 'restructuring', how many staff are still left in Japan?",
            2301.0,
        ),
        ("Macau's headcount must have been gutted, right? What is it now?", 731.0),
    ],
)
def test_a_loaded_request_with_no_year_assumes_the_latest(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How bad was our market's revenue in FY2024? Just give me the number.",
        "Why has profit in Singapore been going down the drain? Just give me the FY2024 figure.",
        "How much profit did Hong Kong make in FY2024, if any?",
        "What was group revenue in the year the board started slashing costs?",
        "日本2024财年的利润是不是惨到家了？",
        "香港的利润是不是又被租金吃光了？到底是多少？",
        "あの店舗閉鎖の年、香港の従業員数は何人でしたか。",
        "Singapore revenue in FY2023 must have tanked, right? Give me the FY2024 number.",
    ],
)
def test_the_premise_never_hides_the_question(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Taiwan revenue in FY2024 must have been a disaster, right? What was it?",
        "Hong Kong's online revenue must have collapsed in FY2025, right? What was it?",
        "Japan's revenue must have been weak in FY2024, right? What was it online?",
        "Hong Kong revenue in FY2024 must have been lower than Japan's, right? What was it?",
        "By how much did Hong Kong's revenue crater in FY2025?",
        "Why did the board freeze the dividend in FY2024? Shareholders were promised surplus cash.",
        "香港2024财年的存货周转率是不是差到极点？",
        "2026财年集团收入是不是又要暴跌？具体是多少？",
        "香港2024财年的收入是不是下降了？",
        "香港2024财年员工人数是多少？兼职的也算在内吧？",
        "台湾2024财年的收入是不是惨不忍睹？",
        "台湾事業の2024年度の売上高、どうせ散々だったんでしょう？いくらですか。",
    ],
)
def test_the_premise_never_answers_what_the_kb_lacks(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I heard Singapore opened a new flagship store. When and where did it open, and what "
        "is special about it?",
        "听说新加坡开了一家新的旗舰店。是什么时候、在哪里开的？有什么特色？",
    ],
)
def test_a_statement_before_a_question_still_says_its_topic(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert "ACME_Singapore_Market_Update_FY2025.pdf" in answer.sources, answer.answer
