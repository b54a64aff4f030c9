"""A conjunction between two years ("the FY2024 and FY2025 decks", 「在2024和2025财年的材料
里」, 「2024年度と2025年度の資料」) joins two years of one phrase: the sentence is never split
there into two questions, each given one year (「澳门收入在2024和2025财年的材料里都有」 gave
FY2024's revenue and a passage for the other half). Two years asked ask which; two years
closing the phrase ("for 2023 and 2024 respectively, ahead of the board call") split as
before, each half asking its year.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._question import parse_question
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, TODAY, ask, assert_asks_first, assert_no_figure


@pytest.mark.parametrize(
    "question",
    [
        "Macau's revenue appears in both the FY2024 and FY2025 packs.",
        "澳门收入在2024和2025财年的材料里都有",
        "マカオの売上高は2024年度と2025年度の資料に載っています",
    ],
)
def test_two_years_joined_stay_in_one_clause(kb: KnowledgeBase, question: str) -> None:
    parsed = parse_question(question, TODAY, kb.vocabulary())
    with_years = [c for c in parsed.clauses if c.periods]
    assert len(with_years) == 1, parsed.clauses
    assert [p.year for p in with_years[0].periods] == [2024, 2025]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "澳门收入在2024和2025财年的材料里都有，数字是多少？",
        "Macau revenue is in the FY2024 and FY2025 materials, what's the number?",
        "マカオの売上高は2024年度と2025年度の資料に載っていますが、数字はいくらですか？",
    ],
)
def test_a_figure_of_two_joined_years_is_not_given(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_two_years_closing_the_phrase_ask_which(kb: KnowledgeBase, mode: str) -> None:
    question = (
        "Please confirm Singapore's EBITDA for 2023 and 2024 respectively, ahead of the board call."
    )
    assert_asks_first(ask(kb, question, mode))
