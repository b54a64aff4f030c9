"""A pronoun's spelling written in capitals is an acronym, never the pronoun.

What is read (``engine/_people_described.acronyms_as_pronouns``): "How many *IT* staff did
Singapore have?", "group *IT* headcount", 「新加坡有多少名*IT*员工」, 「シンガポールの*IT*社員」,
"*US* revenue": a function or a place no metric or scope names, refused. Before, "IT"
was read as "it" and the whole headcount was given.

What still answers: the pronoun in lower case ("Can you send it to us?"), a question
written in capitals throughout ("NEED IT NOW"), "US$" and "US dollars" (a currency), a
team's name in a greeting ("IT team here.").
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many IT staff did Singapore have in FY2025?",
        "What was group IT headcount FY2025?",
        "新加坡2025财年有多少名IT员工",
        "香港有多少IT人员？",
        "シンガポールのIT社員は何人？",
        "What was US revenue in FY2025?",
    ],
)
def test_an_acronym_is_no_pronoun(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("How many staff did Singapore have in FY2025? Can you send it to us?", 1652.0),
        ("WHAT WAS HK REVENUE IN FY2025? NEED IT NOW", 1702.0),
        ("What was HK revenue in FY2025 in US$ millions?", 1702.0),
        ("What was HK revenue in FY2025? Is it in US dollars?", 1702.0),
        ("Hi, IT team here. How many staff did Singapore have in FY2025?", 1652.0),
    ],
)
def test_the_pronoun_and_a_currency_still_answer(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
