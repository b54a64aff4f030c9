"""A doing and whom it is done to are held as a subject only together: "training pilots".

"What's the goal for training pilots?" names a training the KB does not describe; "pilot"
is a word the KB holds, of the two pilot stores in Kuala Lumpur, so the subject was held
and the leadership-training sentence answered it; 「咖啡师培训」 likewise (咖啡 of a coffee
paragraph). Where the phrase asked pairs a doing (an English -ing noun, a Chinese or
Japanese verbal noun: training, 培训, 研修, 育成) with a word naming whom or what it is
done to, the word saying which topic is asked is held only by a paragraph that holds the
other as well (``_evidence.holds_together``), in any of its versions or in the readers'
keywords. A word of the phrase no paragraph holds is the reader's own, and a phrase naming
no doing ("the leadership training *programme*" reads as leadership and programme) is read
as before, and so are the KB's own trainings and targets.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

TALENT = "ACME_Talent_Development_Policy.pdf"
ESG = "ACME_ESG_Report_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What's the goal for training pilots?",
        "Is there a goal for training pilots?",
        "What is the target for pilot training?",
        "咖啡师培训的目标是什么？",
        "飞行员培养有什么目标？",
        "パイロット育成の目標は？",
        "バリスタ研修の目標はありますか？",
    ],
)
def test_a_training_the_kb_does_not_describe_takes_no_target(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("What's the goal for digital talent training?", TALENT),
        ("数字化人才培养的目标是什么？", TALENT),
        ("What is the renewable electricity target?", ESG),
        ("How is the renewable electricity rollout going? And the target?", ESG),
        ("What is the leadership training target?", ESG),
        ("What is the leadership training programme target?", ESG),
    ],
)
def test_the_kbs_own_topics_still_answer(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused) == ("narrative", False), answer.answer
    assert any(s.startswith(doc) for s in answer.sources), answer.sources
