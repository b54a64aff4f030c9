"""A request wrapped in what the answer is for: a post, a slide, a line to paste.

Read: the frame ("Drafting a newsletter item: …", "A sentence to put in my deck on …",
「准备写篇推文介绍一下…」, 「…、社内報の記事で取り上げたいので…」) says what the answer
is for, never what is asked; the narrative topic inside is answered. Still refused: a
topic the KB lacks inside the same frame, and the frame's words never become a topic.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused

ANSWERED = [
    "Drafting a newsletter item: what is the group's approach to talent development?",
    "A sentence to put in my deck on the group's talent development approach.",
    "准备写篇推文介绍一下我们的人才培养计划，有哪些重点？",
    "社内報の記事で取り上げたいので、人材育成の方針を教えて",
    "人材育成の方針、ブログの投稿で紹介したいんですけど何かありますか？",
]

REFUSED = [
    "Drafting a newsletter item: what's our plan for a lunar hotel?",
    "A sentence to put in my deck on our Mars colony plans.",
    "准备写篇推文介绍一下我们的海底酒店计划",
    "社内報の記事で取り上げたいので、宇宙旅行事業の方針を教えて",
    "月面基地の計画、ブログの投稿で紹介したいんですけど何かありますか？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_the_topic_inside_the_frame_is_answered(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert answer.route == "narrative", answer.answer
    assert answer.value is None, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_topic_the_kb_lacks_inside_the_frame_is_refused(
    kb: Any, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))
