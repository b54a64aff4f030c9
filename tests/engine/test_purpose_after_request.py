"""The asker's work named after the request: the unit wanted and what it is for ("Need
it in HKD for my segment build"), the one box of a form the figure goes into ("need a
single number for one report field").

The work is context only when it names nothing but the asker's own work: a part written
onto it ("my *online* segment build", "the *franchise* model") still keeps the request
from a figure, a unit the figure is not reported in is still refused, and two years
beside one box are still asked which.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Macau EBITDA in FY2025? Need it in HKD for my segment build.", 701.0),
        ("What's Japan's revenue in FY2024? Need it in JPY for our bridge.", 103200.0),
        ("What was Macau EBITDA in FY2025 for the segment build?", 701.0),
        ("What was Singapore's headcount in FY2023? It goes into one report field.", 1480.0),
        ("澳门2025财年的EBITDA是多少？我做分部模型要用，港币口径。", 701.0),
        ("マカオの2025年度のEBITDAは？セグメント集計用です。", 701.0),
    ],
)
def test_the_askers_work_after_the_request_is_context(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Macau EBITDA in FY2025? Need it in HKD for my online segment build.",
        "What was Macau EBITDA in FY2025? Need it in HKD for the franchise model.",
        "What's Japan's revenue in FY2024? Need it in JPY for our online bridge.",
        "What's Japan's revenue in FY2024? Need it in USD for the board pack.",
        "What was Macau EBITDA in FY2025 for the franchise build?",
        "What was Singapore's headcount in FY2023 for one online field?",
        "What was Singapore's headcount for one store in FY2023?",
        "マカオの2025年度のEBITDAは？オンライン事業の集計用に香港ドルでお願いします。",
    ],
)
def test_a_part_in_the_askers_work_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "SG headcount fy23 & fy24 - need a single number for one report field, what is it?",
        "Singapore headcount FY2023 and FY2024? I need one number for a single cell.",
        "Singapore headcount FY2023 and FY2024 - it goes into one dashboard tile, what is it?",
        "新加坡2023和2024财年的员工人数，表里只有一栏，填哪个？",
        "シンガポールの2023年度と2024年度の従業員数、欄が一つだけなのですが、どちらですか？",
    ],
)
def test_one_box_beside_two_years_asks_which_year(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_the_askers_form_beside_one_box_is_context(kb: KnowledgeBase, mode: str) -> None:
    question = (
        "I'm filling in a table for a school assignment and there's one box for Singapore's "
        "sales in FY2024. What number should go in there?"
    )
    assert_figure(ask(kb, question, mode), 915.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I'm filling in a table for the franchise stores and there's one box for Singapore's "
        "sales in FY2024. What number should go in there?",
        "I'm preparing the online deck and there's one box for Singapore's sales in FY2024. "
        "What number should go in there?",
        "I'm filling in a table for a school assignment and there's one box for Singapore's "
        "online sales in FY2024. What number should go in there?",
        "我在填加盟店的表格，新加坡2024财年的销售额只有一栏，应该填多少？",
        "フランチャイズ店舗の表を埋めていて、シンガポールの2024年度の売上高の欄が一つだけあります。",
    ],
)
def test_a_part_in_the_askers_form_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
