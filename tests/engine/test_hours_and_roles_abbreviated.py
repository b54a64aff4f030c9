"""Everyday abbreviations of a unit of time and of a company role, in a question about a
document: "hrs" is hours and "DPO" the data protection officer, as the policy names them
(the Chinese and Japanese askers write DPO inside their sentences too). Read as the words
they stand for, they name no metric: a figure of hours or of the officer the KB does not
hold is still refused."""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure

POLICY = "ACME_Data_Protection_Policy.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "data breach -> how many hrs to notify the DPO, and how many to report to regulators?",
        "data breach: how many hrs to tell the DPO?",
        "If there's a breach, within how many hrs must we report to regulators?",
        "数据泄露后多少小时内要通知DPO？",
        "データ漏えい時、DPOへの通知は何時間以内？",
    ],
)
def test_the_policy_is_quoted(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.route == "narrative", answer.answer
    assert POLICY in answer.sources, answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many hrs were Japan's stores open in FY2024?",
        "hrs worked per employee in Japan FY2024",
        "What was the DPO's salary in FY2024?",
        "数据保护官的薪酬是多少？",
        "DPOの年収はいくら？",
    ],
)
def test_hours_or_the_officer_asked_as_a_figure_are_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
