"""The company's name after the asker's own possessive ("my ACME position", 「我的ACME股票」,
「私のACME株」) says what the asker holds is in the company: the statement is the asker's
situation, set aside, and the request beside it names the market asked.

A statement with a verb of its own ("our ACME shares have been dragging") is read the
same way: it names the company and asks nothing.

A part of the business written onto it ("my ACME online position", 「我的ACME加盟店」)
still refuses.

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
        ("My ACME shares are down a lot. What was Japan's EBITDA in FY2024?", 19900.0),
        ("Our ACME shares have been dragging lol. What was Japan's EBITDA in FY2024?", 19900.0),
        ("My ACME shares are falling. What was Japan's EBITDA in FY2024?", 19900.0),
        ("我的ACME股票跌了很多。日本2024财年的EBITDA是多少？", 19900.0),
        ("円安で私のACME株が下がっています。日本事業の2024年度のEBITDAは？", 19900.0),
    ],
)
def test_the_company_the_asker_holds_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, value)
    assert answer.sources == ["ACME_FY2024_Results.pptx"], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "My ACME online position is down. What was Japan's EBITDA in FY2024?",
        "My ACME franchise store is doing fine. What was Macau's revenue in FY2024?",
        "我的ACME加盟店生意不错。澳门2024财年的收入是多少？",
    ],
)
def test_a_part_written_onto_the_holding_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
