"""Requests written as bullets or numbered lines, in all three languages.

Each line is a request of its own, and its bullet or number names nothing. A topic set
before a question with a space (「北上消费 公司怎么应对的」) is what the question asks
about, never a statement of the asker's to drop: the narrative half is answered beside
the figure. A line asking a measure the KB lacks beside a figure request naming the
same market and year ("- SG EBITDA FY24 / - SG capex FY24") is a request of its own,
refused, never dropped as a greeting or a signature beside the figure.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "1. 香港营收 FY2024\n2. 北上消费 公司怎么应对的",
        "香港营收 FY2024。北上消费 公司怎么应对的",
        "- HK revenue FY2024\n- northbound spending: how did the company respond?",
        "1. 香港の売上高 2024年度\n2. 北上消費 会社はどう対応した？",
    ],
)
def test_a_figure_and_a_topic_question_on_lines(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == 1596.0, answer.answer
    assert any(s.startswith("ACME_HK_Market_Review") for s in answer.sources), answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "- SG EBITDA FY24\n- SG inventory turnover FY24",
        "SG EBITDA FY24. SG capex FY24.",
        "1) SG EBITDA FY24\n2) SG footfall FY24",
        "新加坡 EBITDA 2024财年。新加坡 客流量 2024财年。",
        "・シンガポール EBITDA 2024年度\n・シンガポール 設備投資 2024年度",
    ],
)
def test_a_line_asking_an_unknown_measure_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
