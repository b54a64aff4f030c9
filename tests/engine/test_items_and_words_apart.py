"""Numbered items are requests of their own, and a と inside a word joins nothing.

「2点お願いします。①…、②…」 numbers two requests: each is read as a sentence, so a
figure and a narrative item are both answered, and an item asking what the KB lacks is
refused, as a market and year whose phrase ends on a word the KB lacks
(「…、日本事業の2024年度の*在庫回転率*」) ask a measure of their own, never the figure
before them for that market too. The と of 「ひとつ」 or 「ちょっと」 is part of a word: a
request asked 「ひとつの数字で」 is one request, and two years asked as one number ask
which year, as "as one number" and 「用一个数字」 do.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
def test_numbered_items_are_each_answered(kb: KnowledgeBase, mode: str) -> None:
    question = (
        "2点お願いします。①グループの2023年度の純利益、"
        "②日本事業の店舗における再生可能エネルギー比率の2025年度実績と目標。"
    )
    answer = ask(kb, question, mode)
    assert answer.value == 421.0, answer.answer
    assert "ACME_Sustainability_Report_Japan_2025.pdf" in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2点お願いします。①香港の2024年度の売上高、②日本事業の2024年度の在庫回転率。",
        "2点お願いします。①日本事業の2024年度の在庫回転率、②香港の2024年度の売上高。",
        "两个问题：①香港2024财年的客单价；②日本2024财年的库存周转率。",
        # a market and year headed by a word the KB lacks ask a measure of their own
        "香港の2024年度の売上高は？日本事業の2024年度の在庫回転率は？",
        "香港2024财年的收入和日本2024财年的库存周转率",
        "Two things: ① Hong Kong's inventory turnover in FY2024, ② Japan's basket size in FY2024.",
    ],
)
def test_a_numbered_item_the_kb_lacks_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "シンガポールの2024年度の純利益を「ひとつの数字で」教えてください。",
        "シンガポールの2024年度の純利益をちょっと教えてください。",
    ],
)
def test_a_to_inside_a_word_joins_nothing(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), 112.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "シンガポールの2023年度と2024年度の純利益を「ひとつの数字で」教えてください。",
        "Give me Singapore's net profit for FY2023 and FY2024 as one number.",
        "新加坡2023和2024财年的净利润，请用一个数字告诉我。",
    ],
)
def test_two_years_as_one_number_ask_which(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.route == "clarify", answer.answer
