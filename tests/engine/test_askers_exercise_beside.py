"""The asker's own exercise said beside a figure request, and a sender's name on a form.

What is read: a gerund clause or a verbless fragment of the asker's own work beside a
request that stands on its own ("doing the debt service numbers", "I'm running the credit
numbers", "Just a quick sanity check.", "quick sanity check on sales per head for the
facility review"), its words all of a lender's or an analyst's exercise; the same work in
Chinese and Japanese (「在做还款能力的数字」, 「返済能力の数字を作っています」); a purpose
naming the asker's comparison with other companies ("For the peer comp going to the
board, …") beside a request naming whose figure it asks; a sender's own name before its
unit's heading on a form ("Inland Revenue, Field Audit Unit.").

What still refuses or asks: the same places naming a part of the business, a basis or a
plan ("doing the online numbers", "doing the covenant numbers", "doing the budget
numbers", 「在做线上的数字」, 「オンラインの数字を作っています」), a ratio actually asked
("What is sales per head?"), a check on a part's ratio ("sanity check on online sales per
head"), the peers' own figure or the peers as whose figure ("For the peer group, …"), and
a sender's name that is a part or a market ("Online Revenue, …", "Japan Revenue, …").
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

# -- the safety side: a part, a basis, a plan or another company still gives no figure ---


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What did Macau earn after tax in FY2025? doing the online numbers",
        "What did Macau earn after tax in FY2025? We're running the franchise numbers.",
        "What did Macau earn after tax in FY2025? doing the beverage numbers",
        "What did Macau earn after tax in FY2025? doing the covenant numbers",
        "What did Macau earn after tax in FY2025? doing the adjusted numbers",
        "What did Macau earn after tax in FY2025? doing the budget numbers",
        "What did Macau earn after tax in FY2025? doing the service numbers",
        "What did Macau earn after tax in FY2025? doing the debt service numbers for the "
        "online stores",
        "What did Macau earn after tax in FY2025? a quick sanity check on the online numbers",
        "What did Macau earn after tax in FY2025? Sanity check on the Osaka numbers.",
        "What did Macau earn after tax in FY2025? quick sanity check on online sales per head",
        "Group headcount for FY2025? quick sanity check on sales per online store",
        "Group revenue for FY2025, please. And what is sales per head?",
        "For the peer group, what was the group's gross margin in FY2024?",
        "For the peers, what was the group's gross margin in FY2024?",
        "For the peer comp, what was the peers' gross margin in FY2024?",
        "For the peer online comp, what was the group's gross margin in FY2024?",
        "For the peer comp, what was the gross margin in FY2024?",
        "澳门2025财年的净利润是多少？在做线上的数字。",
        "澳门2025财年的净利润是多少？在做加盟店还款的数字。",
        "マカオ事業の2025年度の当期純利益は？オンラインの数字を作っています。",
        "マカオ事業の2025年度の当期純利益は？調整後の数字を作っています。",
        "Online Revenue, Field Audit Unit. Please state the net profit of Hong Kong for FY2024.",
        "Japan Revenue, Field Audit Unit. Please state the net profit of Hong Kong for FY2024.",
        "Revenue, Field Audit Unit. Please state the net profit of Hong Kong for FY2024.",
        "Inland Revenue, Field Audit Unit. Please state the figure for Hong Kong for FY2024.",
    ],
)
def test_a_part_basis_or_other_company_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))


# -- the recall side: the asker's exercise is set aside ---------------------------------


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What did Macau earn after tax in FY2025? doing the debt service numbers",
        "What did Macau earn after tax in FY2025? I'm doing the debt service numbers.",
        "What did Macau earn after tax in FY2025? Running the credit numbers.",
        "What did Macau earn after tax in FY2025? Just a quick sanity check.",
        "What did Macau earn after tax in FY2025? Quick sanity check for the facility review.",
        "澳门2025财年的净利润是多少？在做还款能力的数字。",
        "マカオ事業の2025年度の当期純利益は？返済能力の数字を作っています。",
        "マカオ事業の2025年度の当期純利益は？与信審査の数字を作っています。",
    ],
)
def test_the_askers_exercise_is_set_aside(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), 352.0)


@pytest.mark.parametrize("mode", MODES)
def test_a_check_on_a_measure_made_from_the_figure(kb: KnowledgeBase, mode: str) -> None:
    question = "Group headcount for FY2025? a quick sanity check on sales per head for the IC memo"
    assert_figure(ask(kb, question, mode), 8074.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "For the peer comp going to the board, what was the group's gross margin in FY2024?",
        "For the competitor benchmarking, what was the group's gross margin in FY2024?",
    ],
)
def test_a_comparison_of_the_askers_beside_the_company_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), 39.3)


@pytest.mark.parametrize("mode", MODES)
def test_a_senders_name_before_its_unit(kb: KnowledgeBase, mode: str) -> None:
    question = (
        "Inland Revenue, Field Audit Unit. Please state the net profit of Hong Kong for FY2024."
    )
    assert_figure(ask(kb, question, mode), 240.0)
