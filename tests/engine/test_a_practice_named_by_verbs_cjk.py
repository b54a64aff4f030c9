"""A Chinese practice named by a verb after an X对X modifier: 「一对一面谈」.

rjieba tags 面谈 as a verb, so 「一对一面谈的目标是什么？」 and 「一对一面谈每月都有吗？目标
呢？」 had no word of their own but 目标, and the delivery-time goal was quoted. A run
opening on an X对X modifier (一对一, 面对面, 点对点) and a verb, before 的, a noun of respect
or 有 (how often between: 每月都有), names a doing as the topic (``_topic._verbs_as_topic``),
which a passage must hold; and a target asked after a question with no word the parse
keeps is asked of that question's topic (``_asked_of_unheld.target_of_before``). A
follow-up target of a topic the KB holds, and one verb alone before 的 (「新开的门店」, a
relative clause), read as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._topic import head_phrases
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

DELIVERY = "24小时"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "一对一面谈每月都有吗？目标呢？",
        "一对一面谈的目标是什么？",
        "面对面沟通的目标是什么？",
        "点对点辅导每年都有吗？目标呢？",
    ],
)
def test_a_practice_the_kb_does_not_describe_takes_no_goal(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_refused_without_passage(answer)
    assert DELIVERY not in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("数字化人才培养进展如何？目标呢？", "500"),
        ("女性管理职比例是多少？目标呢？", "45 percent"),
    ],
)
def test_a_target_after_a_topic_the_kb_holds_answers(
    kb: KnowledgeBase, mode: str, question: str, said: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused) == ("narrative", False), answer.answer
    assert said in answer.answer, answer.answer


@pytest.mark.parametrize(
    ("text", "topic"),
    [
        ("一对一面谈的目标是什么", ("一对一", "面谈")),
        ("一对一面谈每月都有吗", ("一对一", "面谈")),
        ("包装回收的目标是什么", ("包装", "回收")),
    ],
)
def test_the_doing_is_the_topic(text: str, topic: tuple[str, ...]) -> None:
    heads = head_phrases(text, (), "zh")
    assert topic in [tuple(w.surface for w in h) for h in heads]


def test_one_verb_alone_is_a_relative_clause() -> None:
    assert head_phrases("新开的门店有多少", (), "zh") == []
