"""The company's team named in the asker's statement ("our agency's pitching the local ACME
team next week", 「我们下周给ACME团队做提案」) is the company's people the asker deals with:
the statement is context beside a request that names its figure. A noun with "is" written
onto it before an -ing verb ("our *agency's pitching* the …") is a subject and its verb,
so the statement is built as a clause; a team of a market ("the *local* team") is no part
of the business, but a team of a part ("the ACME *online* team") still refuses.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._context_grammar import subject_and_verb
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize(
    ("words", "expected"),
    [
        (["our", "agency's", "pitching", "the", "team"], True),
        (["the", "agency's", "pitching", "deck"], False),
    ],
)
def test_a_noun_with_is_written_onto_it_is_a_subject(words: list[str], expected: bool) -> None:
    assert subject_and_verb(words) is expected


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Our agency's pitching the local ACME team next week. What was Singapore's revenue in "
        "FY2024?",
        "我们下周给ACME团队做提案，新加坡2024财年的收入是多少？",
    ],
)
def test_the_companys_team_is_context(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), 915.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Our agency's pitching the ACME online team next week. What was Singapore's revenue in "
        "FY2024?",
        "Our agency's pitching the ACME franchise team next week. What was Singapore's revenue "
        "in FY2024?",
    ],
)
def test_a_team_of_a_part_gives_no_figure(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
