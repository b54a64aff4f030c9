"""A figure asked over several fiscal years at once: a sum or a series, never one year's.

「新加坡业务三年的收入合计多少」 and 「シンガポール事業の3年間の売上高合計は」 were answered
with FY2025's revenue alone, the span of years unread. Several years at once ("over three
years", 「两年」, 「3年間」) are read as every year is: the engine asks which year, or
refuses, and gives no figure. Years ago (三年前) and a plan of three years (中期3年計画,
"the three-year plan") are no such span.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

PLAN = "ACME_Strategic_Plan.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本业务两年的净利润合计是多少？",
        "香港三个财年的收入总共多少",
        "澳門事業の2年間の売上高の合計はいくら？",
        "日本事業の3年間の純利益合計は？",
        "What was Japan's net profit over two years in total?",
        "Macau revenue summed over three fiscal years?",
    ],
)
def test_several_years_give_no_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["What does the three-year plan say about new stores?", "中期3年計画の重点は何ですか？"],
)
def test_a_plan_of_three_years_is_no_span(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.sources == [PLAN], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["新加坡2023年的收入是多少？", "新加坡2023财年的收入是多少？作业要做三年对比。"],
)
def test_a_year_named_is_still_answered(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), 842.0)
