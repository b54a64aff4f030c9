"""A target asked of a measure (a share, a count) is read only where a sentence states a
target and that measure, or the paragraph's keywords name both.

「集团对网店销售占比定了什么目标？」 was answered with the Greater Bay Area plan's
delivery-time goal: its sentence names online orders and a 目标 of delivery within 24
hours, no target of a share. A share asked is held by a sentence stating a target and a
percentage or a word of share; a count, by one stating a target and a number of the
thing asked (``_topic.states_target_of_measure``). The strategic plan states its online
share (40% of group sales by FY2028) with the target word only in its keywords, which
name the share too: it answers.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

ESG = "ACME_ESG_Report_FY2025.pdf"
STRATEGIC_PLAN = "ACME_Strategic_Plan.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What target has the group set for the share of online orders?",
        "What's the target for the number of distribution centres?",
        "集团对线上订单占比定了什么目标？",
        "集团对配送中心的数量有什么目标？",
        "集团对大湾区门店的数量有什么目标？",
        "ネット注文の比率の目標は？",
        "配送センターの数の目標は？",
    ],
)
def test_a_target_of_another_kind_beside_the_topic_is_no_target_of_a_measure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("What target has the group set for the share of online store sales?", STRATEGIC_PLAN),
        ("What's the target for the share of renewable electricity?", ESG),
        ("集团对网上销售的比例有什么目标？", STRATEGIC_PLAN),
        ("可再生电力占比的目标是多少？", ESG),
        ("アプリとネットショップの売上構成比の目標は？", STRATEGIC_PLAN),
        ("再生可能電力の比率の目標は？", ESG),
    ],
)
def test_a_target_stated_with_its_measure_is_read(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
