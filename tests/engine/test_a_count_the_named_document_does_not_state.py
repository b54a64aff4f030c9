"""A count of things asked of a document the asker names, which it does not state.

- 「集团在大湾区计划开多少家门店？」 names the Greater Bay Area plan, which speaks of its
  first pilot stores but counts none; its paragraph naming the stores beside a number of
  graduates (「约200名大学毕业生在大湾区门店…轮岗」) counts no stores, so the question is
  refused rather than answered with that paragraph.
- Still answered from the plan: a count it states, in Chinese or asked in English
  (200 graduates a year, one regional distribution centre, 「一座」), and where the pilot
  stores open, which asks no count; and a count written in words with the counter asked,
  a modifier between (「关闭了两家表现欠佳的门店」 for 「关闭了几家门店」).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused

GBA_PLAN = "ACME_GBA_Expansion_Plan.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ["集团在大湾区计划开多少家门店？", "大湾区计划开几家门店？"])
def test_a_paragraph_counting_something_else_is_no_answer(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert "200" not in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("大湾区计划每年招收多少名大学毕业生？", "200名"),
        ("How many graduates a year does the Greater Bay Area plan take on?", "200名"),
        ("大湾区拓展计划里，集团要建几座配送中心？", "一座"),
        ("大湾区计划在哪里开设首批试点门店？", "前海"),
    ],
)
def test_what_the_plan_states_is_still_answered(
    kb: KnowledgeBase, mode: str, question: str, said: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [GBA_PLAN], answer.answer
    assert said in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_count_written_in_words_with_the_counter_asked_is_answered(
    kb: KnowledgeBase, mode: str
) -> None:
    # 「关闭了两家表现欠佳的门店」: a numeral with the counter asked (家), a modifier between.
    answer = ask(kb, "香港市场回顾里说，租约到期后关闭了几家门店？", mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == ["ACME_HK_Market_Review_FY2025.docx"], answer.answer
    assert "两家" in answer.answer, answer.answer
