"""What is asked after a figure request: another metric, another whole figure, a forecast.

- A request after the figure that names another metric and nothing else ("…? And the
  EBITDA?", 「…？EBITDAは？」, 「…？EBITDA呢？」) asks which figure is wanted, as two
  metrics in one request do; it is never dropped. A request that repeats the metric
  with nothing new ("…? And the revenue?") is answered once.
- A request after the figure with a market or a year of its own ("…? What was Hong
  Kong's EBITDA in FY2024?") is another whole figure: the first is answered and the
  answer says the other is not given.
- A question after the figure of how things will go ("…? Will it keep growing next
  year?", 「…？明年还会继续增长吗？」, 「…？来年も伸び続けますか？」, "…? What is the FY2026
  forecast?") is a forecast, which the KB does not hold: the figure is answered and the
  answer says the forecast cannot be given; the forecast's year is never offered as a
  year of the figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure

JAPAN_REVENUE_FY2024_JPY = 103200.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2024? And the EBITDA?",
        "What was Japan's revenue in FY2024? What about its headcount?",
        "日本の2024年度の売上高は？EBITDAは？",
        "日本2024财年的收入是多少？EBITDA呢？",
    ],
)
def test_another_metric_after_the_figure_asks_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2024? And the revenue?",
        "日本の2024年度の売上高は？売上高は？",
        "日本2024财年的收入是多少？收入呢？",
    ],
)
def test_the_same_metric_again_is_answered_once(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, JAPAN_REVENUE_FY2024_JPY, "none")
    assert answer.tool_status == "ok", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("What was Japan's revenue in FY2024? What was Hong Kong's EBITDA in FY2024?", "other"),
        ("日本の2024年度の売上高は？香港のEBITDAは？", "もう一方"),
        ("日本2024财年的收入是多少？香港2025财年的EBITDA是多少？", "另一个"),
    ],
)
def test_another_whole_figure_is_said_to_be_left_out(
    kb: KnowledgeBase, mode: str, question: str, said: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, JAPAN_REVENUE_FY2024_JPY)
    assert said in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("What was Japan's revenue in FY2024? Will it keep growing next year?", "forecast"),
        ("What was Japan's revenue in FY2024? What is the FY2026 forecast?", "forecast"),
        ("日本2024财年的收入是多少？明年还会继续增长吗？", "预测"),
        ("日本2024财年的收入是多少？2026财年的预测呢？", "预测"),
        ("日本の2024年度の売上高は？来年も伸び続けますか？", "予測"),
    ],
)
def test_a_forecast_after_the_figure_is_declined_beside_it(
    kb: KnowledgeBase, mode: str, question: str, said: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, JAPAN_REVENUE_FY2024_JPY)
    assert said in answer.answer, answer.answer
    assert answer.sources == ["ACME_FY2024_Results.pptx"], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's revenue in FY2024? And in FY2025?",
        "What was Japan's revenue in FY2024? And FY2026?",
    ],
)
def test_a_year_listed_after_the_figure_still_asks_which(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert ask(kb, question, mode).route == "clarify"
