"""What a Chinese or Japanese narrative question asks of its topic (``engine/_topic.py``).

A phrase joined by の or 的 to the one after it owns what is asked (「セルフレジの*保守費用*」,
「电子价签的*维护费用*」, 「会員ポイントの*有効期限*」): a passage speaking of the owner
alone (the self-checkout rollout) says nothing of it, and is no answer. A phrase after 在
or 于, or before で or における, places the topic (「*在大湾区*，包装回收…」), and a doing
named as the topic by two verbs before 的, 方面 or a question (「*包装回收*的目标」) is the
topic a passage must hold: a delivery-time goal is no packaging-recycling goal. A place
the KB has no name for, said as where something is (「在台湾」, 「台湾では」), must be named
by the passage. What is still read: a topic a passage holds (「セルフレジの導入状況」, the
Dongguan centre's cities, Hong Kong's rent cut). 在 or 于 ending a word (现在, 正在, 对于)
places nothing (「自助收银现在普及…」 is read), and a question naming a document keeps the
owner of a compound (「大湾区の拡大計画」 is the plan read, never the Japan strategy).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._topic import head_phrases
from ragspine_eval_pipeline.kb.analysis import Word, normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused

REFUSED = [
    "セルフレジの保守費用は？",
    "自助收银机的保养费用？",
    "包装回收的目标是什么？",
    "包装回收方面有没有具体目标？",
    "在大湾区，包装回收有没有目标？",
    "集团在台湾开了哪几家门店？",
    "韓国ではどこに出店しましたか？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_passage_on_the_owner_or_another_topic_is_no_answer(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


ANSWERED = [
    ("セルフレジの導入状況は？", "セルフレジ"),
    ("东莞配送中心覆盖哪些城市？", "东莞"),
    ("香港门店的租金降了多少？", "12%"),
    ("集团打算在东莞建什么样的设施？", "配送中心"),
    ("日本门店的自助收银现在普及得怎么样了？", "70%"),
    ("日本的门店里，自助收银现在普及到哪一步了？", "セルフレジ"),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "said"), ANSWERED)
def test_a_topic_a_passage_holds_is_still_read(
    kb: KnowledgeBase, mode: str, question: str, said: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert said in answer.answer, answer.answer


def _heads(text: str, phrases: list[tuple[str, ...]], lang: str) -> list[list[str]]:
    words = [tuple(Word(w, w, False) for w in p) for p in phrases]
    return [[w.surface for w in h] for h in head_phrases(normalize(text), words, lang)]


def test_the_owner_gives_way_to_what_it_owns() -> None:
    assert _heads("セルフレジの保守費用は", [("セルフレジ",), ("保守", "費用")], "ja") == [
        ["保守", "費用"]
    ]


def test_the_owner_of_a_document_named_is_kept() -> None:
    phrases = [("大湾区",), ("拡大", "計画"), ("ドローン", "配送")]
    words = [tuple(Word(w, w, False) for w in p) for p in phrases]
    heads = head_phrases(
        normalize("大湾区の拡大計画ではドローン配送は"),
        words,
        "ja",
        names_any_document=lambda surface: surface == "計画",
    )
    assert ["大湾区"] in [[w.surface for w in h] for h in heads]


def test_a_doing_before_its_mark_is_the_topic() -> None:
    assert _heads("包装回收的目标是什么", [("目标",)], "zh") == [["包装", "回收"]]
