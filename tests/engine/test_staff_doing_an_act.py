"""The staff said to do something, counted: those who did it, not the headcount.

- 「社内公募制度を2025年度に何人の従業員が使いましたか」: the staff are the subject (が) of
  an act done to a thing the KB lacks; the count is of the people who did it, read where
  a passage states it (the talent policy's movers). Chinese puts the act straight after the
  noun (「多少名员工通过内部公开招聘制度调到了新岗位」).
- Kept apart: the staff said only to be there or to work (「何人の従業員が働いて」,
  「何人の従業員がいましたか」, 「有多少员工」) are the headcount, given.
- Fail safe: an act done to a thing no passage speaks of (a points scheme) gives no figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value

TALENT_POLICY = "ACME_Talent_Development_Policy.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "社内公募制度を2025年度に何人の従業員が使いましたか？",
        "社内公募制度は、2025年度に何名の社員が利用しましたか？",
        "2025财年有多少名员工通过内部公开招聘制度调到了新岗位？",
    ],
)
def test_staff_doing_an_act_are_those_who_did_it(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [TALENT_POLICY], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "2025年度に日本で何人の従業員が働いていましたか？",
        "日本では2025年度に何人の従業員がいましたか？",
        "2025财年日本有多少员工？",
    ],
)
def test_staff_only_said_to_be_there_are_the_headcount(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    japan = fact_value(kb, "ACME_JP", "HEADCOUNT", "FY2025")
    assert_figure(ask(kb, question, mode), japan, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "ポイント制度を2024年度に何人の従業員が使いましたか？",
        "2024财年有多少员工使用了积分制度？",
    ],
)
def test_staff_doing_an_act_no_passage_speaks_of_give_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
