"""Words a document is named by say which document, not what in it is asked.

"Greater Bay Area", plan, 计划, 計画 name documents: a passage of another document that
holds only them (a strategic plan naming the Greater Bay Area, a plan beside 宇宙事業)
says nothing of the topic asked, and is never quoted for it. A passage of the document
they name alone holds them as evidence: the question names that document.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

PLANS = ("ACME_Strategic_Plan.pdf", "ACME_GBA_Expansion_Plan.docx")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "新加坡2025财年的收入，以及宇宙业务的计划是什么？",
        "What revenue did Singapore make in FY2025, and what is the plan for the space business?",
        "シンガポールの2025年度の売上高と、宇宙事業の計画を教えてください。",
    ],
)
def test_a_topic_no_plan_holds_is_not_read_off_a_plan(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert not set(PLANS) & set(answer.sources), answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_another_plan_naming_the_region_is_not_quoted(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "What does the Greater Bay Area plan say about drone deliveries?", mode)
    assert "ACME_Strategic_Plan.pdf" not in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What does the Greater Bay Area plan say about the logistics centre?",
        "大湾区计划打算把物流中心建在哪里？",
        "大湾区の拡大計画では、人材確保のためにどんな取り組みをするとしていますか？",
    ],
)
def test_the_plan_the_question_names_still_answers(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert "ACME_GBA_Expansion_Plan.docx" in answer.sources, answer.answer
