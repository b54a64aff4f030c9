"""A question of yes or no put in the negative beside a figure request
("…? Also, is nobody using the ACME+ programme anymore?", 「…多少？另外，ACME+会员计划是不是
快没人参加了？」, 「…教えてください。あと、ACME+の会員制度はもう廃れたのではないですか？」).

Read: closed by a question mark and holding no question word, it is asked, never the
asker's statement set aside: before, its negation (没, ない) read it as a question the asker
could not answer, and the figure was given alone as if it were the whole question. Now the
membership paragraph is quoted beside the figure, or, where no paragraph holds the
question, the whole is refused. Still the asker's: a question word under a negation
(「我也没听清是哪块」) and a doubt stated without a question mark (「我也不知道是不是这个数。」).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_figure

HK = "ACME_HK_Market_Review_FY2025.docx"

COMPOSITE = [
    "香港2025财年净利润多少？另外，ACME+会员计划是不是快没人参加了？",
    "What was Hong Kong's net profit in FY2025? Also, is nobody using the ACME+ programme anymore?",
    "2025年度の香港の純利益を教えてください。あと、ACME+の会員制度はもう廃れたのではないですか？",
]

NOT_GIVEN_ALONE = [
    "2025年度の香港の純利益はいくらですか。それと、ACME+は誰にも使われていないのでは？",
]

FIGURE_ONLY = [
    "香港2025财年的净利润是多少？我也不知道是不是这个数。",
    "香港2025财年的净利润是多少？老板没说要哪块。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", COMPOSITE)
def test_the_question_is_answered_beside_the_figure(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == 263.0, answer.answer
    assert HK in answer.sources, answer.answer
    assert "ACME+" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", NOT_GIVEN_ALONE)
def test_the_figure_is_never_given_alone(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route != "numeric", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", FIGURE_ONLY)
def test_the_askers_doubt_is_set_aside(kb: Any, question: str, mode: str) -> None:
    assert_figure(ask(kb, question, mode), 263.0)
