"""Who asks said by their team, and people counted of something other than the staff.

- "IT" is a company function, read in lower case as "it": "IT team here", "This is the
  IT team" say who asks, as "HR team here" does, never a question a passage answers
  beside the figure (「IT团队这边」, 「ITチームです」 likewise).
- A question that only introduces the asker's team ("Finance team here.", 「财务团队这边。」,
  「経理チームです。」) asks nothing, so it is refused, never answered with a passage; a
  sentence that opens on who asks and goes on to want a figure (「我们是ACME的供应商，需要
  集团2024财年的收入数据」) is a request.
- People counted in a thing the KB lacks ("How many people are in the Macau *membership
  programme*?") are that thing's members, not the market's staff: no headcount is given
  or asked the year of, as 「澳门会员计划有多少人？」 is refused. People on the market's
  payroll or in its team are its staff.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused_without_passage

SINGAPORE_REVENUE_FY2024 = 915.0
MACAU_HEADCOUNT_FY2025 = 731.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "IT team here. What was Singapore's revenue in FY2024?",
        "This is the IT team. What was Singapore's revenue in FY2024?",
        "IT团队这边，新加坡业务2024财年的收入是多少？",
        "ITチームです。シンガポール事業の2024年度の売上高は？",
    ],
)
def test_the_it_team_is_who_asks(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, SINGAPORE_REVENUE_FY2024)
    assert answer.sources == ["ACME_FY2024_Results.pptx"], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "IT team here.",
        "Finance team here.",
        "This is the loyalty team.",
        "财务团队这边。",
        "我们是财务部门。",
        "経理チームです。",
    ],
)
def test_a_team_introduced_alone_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many people are in the Singapore membership programme?",
        "How many people are enrolled in the Macau loyalty programme?",
        "How many people are in the Macau membership scheme?",
        "How many people joined the Singapore rewards programme?",
    ],
)
def test_people_of_a_programme_are_no_headcount(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.route == "refuse", answer.answer
    assert "headcount" not in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["How many people are on the Macau payroll?", "How many people are in the Macau team?"],
)
def test_people_of_the_market_are_its_staff(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), MACAU_HEADCOUNT_FY2025)


GROUP_REVENUE_FY2024 = 3564.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "我们是ACME的供应商，需要集团2024财年的收入数据",
        "我是ACME的供应商，需要集团2024财年的收入数据",
        "我们是ACME的供应商，请提供集团2024财年的收入",
    ],
)
def test_who_asks_then_a_figure_wanted_is_a_request(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), GROUP_REVENUE_FY2024)
