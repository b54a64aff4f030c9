"""A target asked of a topic is read only from a passage that states a target and speaks
of that topic.

「集团的包装回收目标是多少」 was answered with the Greater Bay Area plan's delivery-time
goal (a target of another thing), 「グループの奨学金の目標は」 with the paragraph on the
scholarships funded (the topic, no target). The passage (its text, its translation or its
keywords) must hold a word stating a target and the target's topic (``_topic``); a
question asking a count of one topic beside a goal for another may be held for either, a
topic in the reader's words no passage holds is read where a target is stated, and a
target of a metric the KB reports (written as what the target is of: 「EBITDAの目標」)
is refused, never read off a paragraph stating the metric's figure.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

ESG = "ACME_ESG_Report_FY2025.pdf"
TALENT = "ACME_Talent_Development_Policy.pdf"
STRATEGIC_PLAN = "ACME_Strategic_Plan.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's the goal for volunteer hours?",
        "What's the target for used packaging collected?",
        "集团对奖学金定了什么目标？",
        "ESG报告里奖学金的目标是多少？",
        "集团对回收包装有什么目标？",
        "グループの包装回収の目標は？",
        "グループのボランティア時間の目標は？",
    ],
)
def test_a_target_no_passage_states_of_its_topic_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's the group's EBITDA goal?",
        "集团收入目标是多少？",
        "グループのEBITDAの目標は？",
        "グループの売上高の目標は？",
    ],
)
def test_a_target_of_a_reported_metric_gives_no_passage(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("What's the goal for women in management?", ESG),
        ("集团女性管理层占比的目标是多少？", ESG),
        ("デジタル人材の育成目標は？", TALENT),
        ("グループの再エネ目標は？", ESG),
        ("战略规划对线上渠道的销售占比有什么目标？", STRATEGIC_PLAN),
        ("戦略計画では、ネット経由の売上比率の目標は？", STRATEGIC_PLAN),
    ],
)
def test_a_target_stated_of_its_topic_is_read(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
