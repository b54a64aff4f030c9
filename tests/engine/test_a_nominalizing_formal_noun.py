"""A Japanese formal noun in kana that turns the verb before it into a noun
(「研修を受ける*こと*になっていますか」, 「確認する*ため*」).

Read: it is grammar and names nothing, so the clause is weighed on its other words (the
training, 40 hours a year in the talent development policy). The same noun after a
determiner (「どんな*こと*に」) stands for the things asked about and is weighed as before.
Still refused: a thing no passage holds put the same way (meditation, business trips
abroad). Chinese and English have no such noun: their clauses are weighed as before.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused

POLICY = "ACME_Talent_Development_Policy.pdf"

ANSWERED = [
    "従業員は年に何時間の研修を受けることになっていますか。",
    "社員は毎年何時間研修を受けることになっているのでしょうか。",
]

REFUSED = [
    "従業員は年に何時間の瞑想を受けることになっていますか。",
    "店長は年に何回の海外出張をすることになっていますか。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_the_clause_is_weighed_without_the_formal_noun(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [POLICY], answer.answer
    assert "40時間" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_thing_no_passage_holds_is_still_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))
