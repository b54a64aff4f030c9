"""A Chinese or Japanese compound narrowing a topic is held only with its head.

What is read (``engine/_subject_held.head_held``): a target asked of 「咖啡师培训」 or
「无人机人才」 is of baristas and drones; a paragraph holding 咖啡 (a café) or 无人 holds
the words before the compound's head, never the head itself (师, 机), and speaks of
another thing: refused. Before, the leadership-training or digital-talent paragraph was
quoted.

What still answers: a compound held whole or by its head (「数字人才的培养目标」 from the
digital-talent paragraph, 「物流配送的目标」 from the delivery goal).

Likewise in English the object after a doing is the topic of a target ("training
*sommeliers*", "hiring *pharmacists*"), and a word of two or three letters ("*EV*
chargers") is held only as written, never by a longer word starting with it ("every").
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["咖啡师培训有什么目标？", "有没有培养无人机人才的目标？", "请填写咖啡师培训目标"]
)
def test_a_compound_without_its_head_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.refused, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "held"),
    [("数字人才的培养目标是什么？", "500"), ("物流配送有什么目标？", "24")],
)
def test_a_compound_with_its_head_still_answers(
    kb: KnowledgeBase, mode: str, question: str, held: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert held in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Is there a target for training sommeliers?",
        "Is there a target for hiring pharmacists?",
        "Is there a target for EV chargers at the stores?",
    ],
)
def test_an_object_after_a_doing_or_a_short_word_is_held_whole(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    """ "training *sommeliers*": the object of the doing is the topic; "*ev*" is held by no
    "every" (``_subject_held._doing``, ``same_family``)."""
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.refused, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "held"),
    [
        ("What is the target for women in management?", "45"),
        ("What is the renewable electricity target?", "80"),
        ("Is there a target for training managers?", "45"),
    ],
)
def test_a_held_object_still_answers(
    kb: KnowledgeBase, mode: str, question: str, held: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert held in answer.answer, answer.answer
