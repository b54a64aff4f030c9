"""A forecast of a metric the KB reports is refused, never read off a passage.

A metric named with only a word asking its forecast beside it ("Macau EBITDA forecast?",
「マカオのEBITDA予想は？」, 「澳门EBITDA预测？」) asks a figure for a year not closed: the
KB holds none, so the question is refused, however a passage may speak of the market's
outlook. The same metric asked for a closed year is answered.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan EBITDA forecast?",
        "Japan revenue forecast?",
        "Hong Kong revenue projection?",
        "マカオのEBITDA予想は？",
        "日本のEBITDA予想は？",
        "日本事業の売上高予想の値は？",
        "香港の売上高予測は？",
        "澳门EBITDA预测？",
        "日本收入预测是多少？",
    ],
)
def test_a_forecast_of_a_metric_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Singapore's EBITDA in FY2025?",
        "シンガポールの2025年度のEBITDAの値は？",
        "新加坡2025财年的EBITDA是多少？",
    ],
)
def test_the_metric_for_a_closed_year_is_answered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), 247.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "シンガポールの純利益の予想を教えてください。",
        "日本の来期の売上高の見通しは？",
        "香港のEBITDAの目標はいくら？",
        "澳门净利润的预测是多少？",
        "新加坡收入的目标是多少？",
    ],
)
def test_a_forecast_owned_by_a_metric_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    """A forecast written as the metric's own thing (「純利益*の*予想」) asks the metric's
    figure for a year not closed, not a passage that speaks of forecasts."""
    assert_refused_without_passage(ask(kb, question, mode))
