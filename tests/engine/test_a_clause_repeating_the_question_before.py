"""A number asked in a clause whose own words repeat the question before it
(«数字人才培养有什么目标？到哪一年*培养*多少人？», 「デジタル人材の育成目標はありますか。
何年度までに何人*育成*しますか。」).

Read: it asks more of the same topic, as a follow-up does, where one passage holds every
word of both clauses (the talent policy's 500 digital specialists by FY2028); the paragraph
found twice (by its original and by a translation) is quoted once. Still refused: a topic no
passage holds asked the same way ("yoga teachers"), where the words repeated are not all
held with the question's. English asking the count with other words ("digital experts")
is refused as before.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused

POLICY = "ACME_Talent_Development_Policy.pdf"

ANSWERED = [
    "数字人才培养有什么目标？到哪一年培养多少人？",
    "デジタル人材の育成目標はありますか。何年度までに何人育成しますか。",
]

REFUSED = [
    "Is there a goal for training yoga teachers? By which year are how many yoga teachers "
    "to be trained?",
    "ヨガ講師の育成はどこまで進んでいますか。実績と取り組み内容を教えてください。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_the_repeating_clause_is_read_with_the_question(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [POLICY], answer.answer
    assert answer.answer.count("500") == 1, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_topic_no_passage_holds_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))
