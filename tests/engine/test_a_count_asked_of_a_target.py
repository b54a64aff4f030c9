"""A number asked of a target with a word of counting ("How many is the goal?",
「目标是几个？」, 「目標はいくつですか。」) after a question on a topic.

Read: the count asks the number aimed at, not how many of the topic before there are;
it is the target's, answered where a passage states a target of that topic (45 percent
of management positions held by women by 2030). Still refused: a topic with no target
stated anywhere (monthly 1on1 meetings) in English, and a count of the topic itself
asked after it ("How many in FY2025?") is weighed as before.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused

ESG = "ACME_ESG_Report_FY2025.pdf"

ANSWERED = [
    "What share of managers are women? How many is the goal?",
    "女性管理层占多少比例？目标是几个？",
    "女性管理職の比率は何%ですか。目標はいくつですか。",
]

REFUSED = [
    "Are the 1on1 meetings held monthly? How many is the target?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_the_count_of_a_target_is_the_targets(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert ESG in answer.sources, answer.answer
    assert "45 percent" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_target_of_a_topic_with_none_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))
