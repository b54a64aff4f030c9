"""What a question put to a document it names asks of it.

Read (``engine/_evidence.py``, ``engine/_quoted_heads.py``, ``engine/_narrative_reading.py``):
a verb asked how it is done (「人才是*怎么规划*的」, 「*如何规划*」, 「*どのように*計画」) says
what is asked of the thing, never which document, though the strategic plan is called a
规划; a noun saying how fast or how long (「送达*时效*」, "delivery *time*") and the kind after
"which" (「覆盖*哪些城市*」, "*which cities*", 「*どの*都市」) are what the answer gives, not
words a paragraph must write; and, where another clause asks, one asking nothing (「后天要陪
副总去江门看厂房。」) is the asker's own story, put to no document.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._evidence import how_done
from ragspine_eval_pipeline.engine._quoted_heads import names_no_thing
from ragspine_eval_pipeline.kb.analysis import Word, normalize
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "said"),
    [
        ("大湾区拓展计划里，人才是怎么规划的？", "人才"),
        ("大湾区拓展计划里，实习生招聘如何规划？", "实习"),
        ("大家好，后天要陪副总去江门看厂房。请问大湾区拓展计划里，人才是怎么规划的？", "人才"),
    ],
)
def test_a_verb_asked_how_is_done_names_no_document(
    kb: KnowledgeBase, mode: str, question: str, said: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.route == "narrative", answer.answer
    assert said in answer.answer, answer.answer


@pytest.mark.parametrize(
    ("text", "word", "how"),
    [
        ("人才是怎么规划的", "规划", True),
        ("实习生招聘如何规划", "规划", True),
        ("物流はどのように計画されていますか", "計画", True),
        ("战略规划里物流怎么安排", "规划", False),
        ("規劃里人才如何安排", "規劃", False),
    ],
)
def test_the_verb_after_asking_how(text: str, word: str, how: bool) -> None:
    assert how_done((Word(word, word, False),), normalize(text)) is how


@pytest.mark.parametrize(
    ("text", "word", "named"),
    [
        ("覆盖哪些城市", "城市", True),
        ("送达时效的目标是多少", "时效", True),
        ("送达时效的目标是多少", "目标", False),
        ("which cities does the centre serve", "cities", True),
        ("what is the delivery time", "time", True),
        ("what is the delivery target", "delivery", False),
        ("どの都市をカバーしますか", "都市", True),
        ("配達時間の目標は", "時間", True),
        ("配達時間の目標は", "配達", False),
    ],
)
def test_words_the_answer_gives(text: str, word: str, named: bool) -> None:
    latin = word.isascii()
    assert names_no_thing(Word(word, word, latin), normalize(text)) is named
