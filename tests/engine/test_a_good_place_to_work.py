"""Whether the company is a good place to work is an opinion, refused as one.

Read: "Is ACME a good place to work?", "Would ACME be a good employer?",
「在ACME工作怎么样？」, 「是个好公司吗？」, 「ACMEは働きやすい会社ですか？」: no report states
it, and a passage on the group's plans is no answer. Unchanged: figures of the people
who work there, and what a document says of training or of talent.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_figure, assert_refused

OPINIONS = [
    "Is ACME a good place to work?",
    "Would ACME be a good employer for a graduate?",
    "在ACME工作怎么样？",
    "ACME是个好公司吗？",
    "ACMEは働きやすい会社ですか？",
    "ACMEは働きがいのある職場ですか？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", OPINIONS)
def test_a_good_place_to_work_is_an_opinion(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["How many people work in Singapore in FY2024?", "新加坡2024财年有多少员工？"]
)
def test_how_many_work_there_is_still_a_figure(kb: Any, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), 1566.0)
