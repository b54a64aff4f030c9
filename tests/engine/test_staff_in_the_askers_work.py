"""Staff named in the asker's own work are no request; a part of them still narrows.

- A noun for the staff written straight onto a noun or verb of its own (「新*员工*培训」,
  「新*员工*分享会」, 「新入*社員*研修」) names what they attend, never their count: a piece
  of the asker's work holding it (「我在准备新员工培训，…」) is no figure request of its own,
  so it is set aside beside the question it wraps.
- A statement of the asker's that writes a word the KB lacks onto the very metric asked
  (「我在准备*线上*员工的汇报」, 「*オンライン*社員の研修資料」, "the *online* staff report")
  says which part is wanted: it is never set aside, and the request is refused. Before,
  「我在准备线上员工的汇报，香港2024财年有多少员工？」 gave the whole headcount.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "我在准备新员工培训，想了解集团未来几年在线上业务上的目标，"
            "比如手机App和网店的销售占比打算做到多少？",
            "ACME_Strategic_Plan.pdf",
        ),
        (
            "私は新入社員研修の担当です。日本事業は2026年度に何を優先しますか？",
            "ACME_Japan_Business_Strategy_FY2025.pdf",
        ),
        (
            "I'm preparing the new staff induction. What is the Japan business prioritising "
            "in FY2026?",
            "ACME_Japan_Business_Strategy_FY2025.pdf",
        ),
    ],
)
def test_staff_attending_the_askers_work_make_no_request(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert doc in answer.sources, answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("新入社員研修の資料を作っています。日本の2024年度の従業員数は？", 2284.0),
        ("我在准备员工的汇报，香港2024财年有多少员工？", 3245.0),
    ],
)
def test_the_staff_count_asked_beside_them_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "我在准备线上员工的汇报，香港2024财年有多少员工？",
        "オンライン社員の研修資料を作っています。日本の2024年度の従業員数は？",
        "パート社員の研修資料を作っています。日本の2024年度の従業員数は？",
        "I'm preparing the online staff report. How many staff did Hong Kong have in FY2024?",
    ],
)
def test_a_part_of_the_staff_in_the_askers_work_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
