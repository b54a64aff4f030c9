"""Sentence particles, tag questions and the asking modal, read as grammar.

- Hong Kong English closes a phrase on a Cantonese particle ("urgent *lah*", "how much
  *leh*?", "okay *lor*", "so low *meh*?"), tags a yes-no question ("can check for me *or
  not*?", "in HKD *right*?", "the FY2024 one *is it*?") and leaves the subject of a
  request's modal unsaid ("*Can check* Japan's GM for FY2024?"). None of these names a
  figure: the request around them is answered.
- Chinese tags ("是港币对吧？") and a modal opening the request written onto the metric
  (「毛利率*能不能*帮我查一下」), and the 计 of a figure counted in a currency (「用港币计」),
  are read likewise; Japanese tags (「香港ドル建てですよね？」) already were.
- A particle or a tag opens no path: a metric, a market or a part of a year the KB
  lacks beside one is still refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("Singapore net profit FY2024 how much leh?", 112.0),
        ("Need Japan's FY2024 net profit, urgent lah", 8600.0),
        ("Hong Kong revenue FY2024 how much lor?", 1596.0),
        ("HK revenue FY2024, can send me or not?", 1596.0),
        ("Could pull Macau EBITDA for FY2023?", 540.0),
        ("Can check Japan GM % for FY2024?", 34.0),
        ("Japan net profit FY2024 in yen right?", 8600.0),
        ("Macau revenue FY2024 is in HKD, is it?", 2610.0),
        ("澳门2024财年的收入是多少？是港币对吧？", 2610.0),
        ("澳门FY2024的收入是多少？是不是用港币计？", 2610.0),
        ("澳门FY2024的收入以港币计是多少？", 2610.0),
        ("日本2024财年的毛利率能不能帮我查一下？", 34.0),
        ("日本2024财年的毛利率能帮我查一下吗？", 34.0),
        ("マカオの2024年度の売上高、香港ドル建てですよね？", 2610.0),
    ],
)
def test_particles_and_tags_leave_the_request(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan churn rate FY2024 how much lah?",
        "Japan inventory turnover FY2024 can check for me or not?",
        "Hong Kong revenue for Q3 FY2025 can or not?",
        "Philippines revenue FY2024 right?",
        "What will Japan revenue be next year, can tell me or not?",
        "日本2024财年的客单价能帮我查一下吗？",
        "澳门FY2024的收入是多少？港币计划",
        "日本2024财年的收入以美元计是多少？",
        "日本の2024年度の客単価、いくらですよね？",
    ],
)
def test_particles_and_tags_open_no_path(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
