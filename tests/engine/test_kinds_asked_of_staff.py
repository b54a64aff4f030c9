"""A what-kind question about a market's staff asks no figure.

「香港事業の人員はどのような業務に振り向けられていますか」 names the staff (人員, a name of
the headcount) but asks what kind of work they are put to: it gave Hong Kong's headcount,
since 業務 is a grammar noun and was passed over. The noun a what-kind question word is
written onto (どのような*業務*, どんな*仕事*, 什么样的*工作*) is what is asked: no number of
the metric named beside it. Asked how many (何人, 従業員数) the headcount is still given.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本事業の社員はどんな仕事を担当していますか？",
        "マカオ事業の人員はどのような業務に就いていますか",
        "香港业务的员工被安排做什么样的工作？",
        "新加坡的员工从事哪种业务？",
        "What kind of work are Hong Kong's staff assigned to?",
        "What sort of jobs do Japan's employees do?",
    ],
)
def test_a_kind_asked_of_the_staff_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [("香港事業の2024年度の従業員数は？", 3245.0), ("香港业务2024财年有多少员工？", 3245.0)],
)
def test_a_count_of_the_staff_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
