"""Requests to be told about an event the KB never states, and questions of someone's pay.

"Tell me about …", "Please describe …", "What about …", 「请介绍一下…」, 「…について教えて」
ask what a document says of a thing, as a why-question asks what it says of its cause.
A thing named by an English compound of two nouns whose words the KB holds only apart
("dividend reduction": "reduction" of emissions, "dividend" nowhere beside it) is read
whole and refused, never answered from a passage sharing one of its words. A plan or a
way asked in the reader's words ("what's the fallback plan?") and a compound a passage
holds are weighed as before, and so is a request naming several things ("Describe how
the group hedges … and over what hedge horizon"): its words may be the reader's own.

A question of someone's pay ("What is the CFO's salary?", "How much is the chairman
paid?", 「店员的工资大概多少」, 「社長の年収はいくらですか」) asks an amount of money: it
is answered only from a sentence writing the pay word and an amount, never from a
paragraph on payroll processing or on wage inflation. Pay describing another noun ("the
remuneration committee", 「薪酬委员会」) asks about that noun, as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine.protocol import EngineAnswer
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


def assert_narrative(answer: EngineAnswer, doc: str | None = None) -> None:
    """``answer`` quotes a passage (of ``doc`` when one is named) and gives no figure."""
    assert (answer.route, answer.refused, answer.value) == ("narrative", False, None), answer.answer
    if doc is not None:
        assert any(s.startswith(doc) for s in answer.sources), answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Could you tell me about the dividend reduction?",
        "Please describe the share buyback.",
        "What was the dividend cut about?",
        "What's the dividend cut?",
        "What about the stock buyback programme?",
        "请介绍一下股票回购。",
        "说说分红削减是怎么回事。",
        "配当カットについて説明してください。",
    ],
)
def test_an_unstated_event_told_about_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert answer.route == "refuse", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("Tell me about the weekend shoppers in Hong Kong.", "ACME_HK_Market_Review_FY2025.docx"),
        ("Could you describe the interest rate risk?", "ACME_Risk_Factors_FY2025.pdf"),
        ("What about the loyalty programme?", None),
        ("请介绍一下大湾区的物流计划。", "ACME_GBA_Expansion_Plan.docx"),
        ("セルフレジの導入について教えてください。", "ACME_Japan_Business_Strategy_FY2025.pdf"),
        (
            "If a kiosk supplier's factory stopped, what's the fallback plan?",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
        (
            "Describe how the group hedges its yen cash flows and over what hedge horizon.",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
    ],
)
def test_a_stated_thing_told_about_answers(
    kb: KnowledgeBase, mode: str, question: str, doc: str | None
) -> None:
    assert_narrative(ask(kb, question, mode), doc)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What is the CFO's salary?",
        "How much is the chairman paid?",
        "Tell me about the CEO's compensation.",
        "What bonus do store managers get?",
        "董事长的年薪是多少？",
        "店员的工资大概多少？",
        "社長の年収はいくらですか？",
        "店長の給料はどのくらいですか？",
    ],
)
def test_pay_no_sentence_states_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What does the remuneration committee review each year?",
        "薪酬委员会负责什么？",
        "Why is wage inflation a risk in Singapore?",
    ],
)
def test_pay_describing_another_noun_answers(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_narrative(ask(kb, question, mode))
