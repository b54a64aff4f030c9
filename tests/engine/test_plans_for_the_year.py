"""What a market will do in a year not yet closed is read from the plan that writes the
year, even when the question has no word that tells passages apart.

「日本事業って2026年度は何に力を入れるんでしたっけ？」 asks what the Japan strategy says
of FY2026; its one word of its own (力) is found almost anywhere, so the evidence is a
passage of a document naming the market that writes the year. A figure, a forecast or how
the market will fare in that year is still refused, and so is a market no passage plans
that year for.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

JAPAN_STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What does Japan do in FY2026?",
        "What is the Japan business doing in FY2026?",
        "日本业务在2026财年做什么？",
        "日本业务2026财年要做什么？",
        "日本事業って2026年度は何に力を入れるんでしたっけ？",
        "日本事業は2026年度に何をしますか？",
    ],
)
def test_what_a_market_does_in_the_open_year_is_read_from_its_plan(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.value is None, answer.answer
    assert answer.sources == [JAPAN_STRATEGY], answer.answer
    assert "2026" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How will Japan do in FY2026?",
        "What will Japan's revenue be in FY2026?",
        "日本业务2026财年怎么样？",
        "日本业务2026财年的收入是多少？",
        "香港业务2026财年要做什么？",
        "日本事業の2026年度はどうなりますか？",
        "日本事業の2026年度の売上は？",
        "マカオ事業は2026年度に何をしますか？",
    ],
)
def test_a_figure_or_a_forecast_of_the_open_year_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))
