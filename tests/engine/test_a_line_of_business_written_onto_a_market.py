"""A line of a market's business written onto its name is a part of the market.

A noun heading a market's phrase away from the metric ("revenue for Singapore
*pharmacy*", "the Singapore *bakery*"), a word written straight onto the name in a terse
list ("Singapore *delivery*, revenue, FY2024", 「香港*批发*，收入，2024财年」), or online and
offline after the business (「澳门业务*线上*」, which the analyser may read as a place on a
line), or an -ing form naming an activity ("revenue from *catering*", "… (*leasing*)") may
name a line of the market's business, which the KB does not report apart: the
figure is refused, never the market's whole given in its place. The market's own
workplace, its stores and the asker's material about it ("the Singapore *team*", "the
Japan *deck*") still mean the market.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure

SINGAPORE_REVENUE_FY2024 = 915.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What did Singapore bakery bring in as revenue for FY2024?",
        "Give me the FY2024 revenue of the Singapore grocery.",
        "Net profit for Japan apparel in FY2023, please.",
        "How much EBITDA came from Hong Kong catering in FY2025?",
        "Hong Kong leasing, EBITDA, FY2025",
        "Macau kiosks, net profit, FY2023",
        "Japan logistics - revenue - FY2024",
        "Revenue of Singapore from catering in FY2024?",
        "Hong Kong EBITDA FY2025 (leasing)",
        "Macau net profit FY2023 - consulting",
        "Japan's printing, net profit, FY2024",
        "新加坡配送，收入，2024财年",
        "香港的外卖、EBITDA、2023财年",
        "澳门批发，净利润，2023财年",
        "日本外卖，EBITDA，2025财年",
        "烦请告知澳门业务线上2023财年之净利润",
        "日本業務線下的EBITDA，2025財年",
        "香港卸売、EBITDA、2025年度",
        "日本薬局、純利益、2023年度",
    ],
)
def test_a_line_of_business_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused, (question, answer.route, answer.value)
    assert answer.value is None


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What did the Singapore team bring in as revenue for FY2024?",
        "FY2024 revenue for the Singapore business, please.",
        "Revenue for the Singapore division in FY2024?",
        "For the Singapore deck: FY2024 revenue?",
        "Singapore revenue for FY2024 - just checking",
        "FY2024 revenue for Singapore, following up",
    ],
)
def test_the_markets_whole_is_still_given(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), SINGAPORE_REVENUE_FY2024)
