"""Items numbered in brackets are requests of their own, as circled numbers are.

"Strategy offsite deck: (1) group revenue FY2025, (2) what's the digital share of sales
we're aiming for under the strategic plan?" asks two things: the figure, and what the plan
says. Read as one clause, the figure was lost (the plan's paragraph quoting group revenue
was given instead). (1), （2）, 3) open an item as ① does; a single mark numbers nothing. A
lead-in closed by a colon before the first item ("Two items for the regulatory return:")
is read with that item, where context is set aside as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure

PLAN = "ACME_Strategic_Plan.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Strategy offsite deck: (1) group revenue FY2025, (2) what's the digital share of "
        "sales we're aiming for under the strategic plan?",
        "For the offsite: 1) group revenue FY2025, 2) what share of sales should digital "
        "reach under the strategic plan?",
        "战略会材料：（1）集团2025财年的收入，（2）战略计划里App和网店销售占比要达到多少？",
        "(1)グループの2025年度の売上高、(2)戦略計画ではアプリとオンラインストアの売上比率を"
        "どこまで高める計画ですか。",
    ],
)
def test_each_item_is_a_request(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == 3773.0, answer.answer
    assert PLAN in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Two items for the Japan board memo: (1) Japan net profit for FY2024, and (2) what "
        "does the Japan business strategy say about self-checkout?",
        "董事会备忘录有两件事：（1）日本2024财年的净利润，（2）日本业务战略里自助收银推进得怎么样？",
        "取締役会メモの件で2点：(1)日本事業の2024年度の当期純利益、(2)日本事業戦略ではセルフレジの"
        "導入はどこまで進んでいますか。",
    ],
)
def test_a_lead_in_before_the_items_stays_context(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == 8600.0, answer.answer
    assert answer.sources[-1] == "ACME_Japan_Business_Strategy_FY2025.pdf", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "(1) Japan revenue FY2025, (2) only the online part",
        "（1）日本2025财年的收入，（2）只要线上部分",
        "(1)日本の2025年度の売上高、(2)オンライン分だけ",
    ],
)
def test_an_item_narrowing_the_figure_still_narrows(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2025 (1) and FY2024 (2)?",
        "日本（1）2025财年和（2）2024财年的收入是多少？",
        "日本の(1)2025年度と(2)2024年度の売上高は？",
    ],
)
def test_two_years_numbered_are_still_two_years(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
