"""A target asked of the share a kind of sales takes of the whole ("the target for the
online share of sales", 「线上销售占比的目标」).

Read: the sales named there are the whole the share is of, not a target of revenue the
KB lacks; the target is the share's, answered where a passage states a target of a share
and holds the kind asked (the plan's 40 percent of group sales from the app and the
online store by FY2028). Still refused: a share target naming no kind ("the share of
sales target"), one of a metric ("the EBITDA share target") and one of a kind no passage
holds ("kiosk"). A Japanese share written onto the metric (「デジタル売上比率」) is read as a
ratio of the metric, as before, and refused.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused

PLAN = "ACME_Strategic_Plan.pdf"

ANSWERED = [
    "What is the target for the online share of sales?",
    "digital share of sales goal for fy2028?",
    "线上销售占比的目标是多少？",
]

REFUSED = [
    "What is the share of sales target?",
    "What is the EBITDA share target?",
    "What is the kiosk share of sales target?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_the_share_target_of_a_kind_is_answered(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [PLAN], answer.answer
    assert "40 percent" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_share_target_of_no_kind_held_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))
