"""A lead-in that counts the requests after it, with the asker's work they are for ("Two
things for my Macau people review:", "A couple of questions for our Japan headcount
survey:"), is about the asking: the names it repeats from the requests (the market, the
staff asked) name nothing new, and a work headed by a stage of it (review, survey,
report) is the asker's. A part or a market the requests do not name ("for my *online*
people review", "for my *Japan* people review" beside Macau's staff) keeps the lead-in,
and refuses. Chinese and Japanese lead-ins of a purpose are read by the context rules
(「两个问题，澳门人员盘点用：…」).

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
        (
            "Two things for my Singapore people review: how many staff did Singapore have in "
            "FY2024?",
            1566.0,
        ),
        (
            "A couple of questions for our Japan headcount survey: how many employees did Japan "
            "have in FY2023?",
            2210.0,
        ),
        ("两个问题，澳门人员盘点用：澳门2024财年有多少员工？", 688.0),
    ],
)
def test_a_lead_in_counting_the_requests_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
def test_a_composite_after_a_counting_lead_in_answers_both(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(
        kb,
        "Two questions for my Singapore people review: how many staff did Singapore have in "
        "FY2024, and how often does everyone have to complete the data protection training?",
        mode,
    )
    assert answer.value == 1566.0, answer.answer
    assert "ACME_Data_Protection_Policy.docx" in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Two things for my online people review: how many staff did Singapore have in FY2024?",
        "Two things for my Japan people review: how many staff did Macau have in FY2024?",
    ],
)
def test_a_part_or_another_market_in_the_lead_in_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
