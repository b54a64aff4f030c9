"""Links, tags filed with their words, and a clause-opening "so" after an exclamation.

- "see https://intranet.acme.local/kpi/hk for context — HK headcount FY2025?": a link is
  where more is written, taken out with its "see … for context"; its path never names a
  market or a metric asked.
- "… Macau EBITDA FY2024? need it for #board-pack": where a tag is taken out (the rest
  names a market), the words leading to it go too.
- "thanks! so what was Japan net profit FY2023?": "so" opening a clause after "!" is a
  filler, as it is at the start of a message.
- Still refused or kept: a tag naming a market the KB lacks where nothing else names
  one ("revenue FY2024 for #taiwan?"), and a link beside an unknown figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

HK_HEADCOUNT_FY2025 = 3390.0
MO_EBITDA_FY2024 = 612.0
JP_NET_PROFIT_FY2023 = 7900.0
JP_REVENUE_FY2024 = 103200.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "see https://intranet.acme.local/kpi/hk for context — HK headcount FY2025?",
            HK_HEADCOUNT_FY2025,
        ),
        ("Japan revenue FY2024 pls, details at www.acme.local/jp", JP_REVENUE_FY2024),
        (
            "@ken @mia which of you has Macau EBITDA FY2024? need it for #board-pack",
            MO_EBITDA_FY2024,
        ),
        ("thanks! so what was Japan net profit FY2023?", JP_NET_PROFIT_FY2023),
    ],
)
def test_chat_furniture_around_a_request_is_no_word_asked(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "revenue FY2024 for #taiwan?",
        "see https://intranet.acme.local/kpi for context — HK inventory turnover FY2025?",
    ],
)
def test_an_unknown_market_or_figure_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
