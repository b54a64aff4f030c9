"""Two questions on one topic, each first held by its own paragraph
("How many stores have self-checkout now? And what happened to the cashiers?",
「セルフレジは何割の店舗に入りましたか。それと、レジ係の人たちはどうなりましたか。」).

Read: the paragraph first holding the second question (a risk report's line on staff
shortages) is left out for stating no number of stores, which only the first question
asks; the Japan strategy's paragraph, kept, holds the second question's words too
(cashiers moved to shelf-stocking), so it answers both, where the question was refused
before. Still refused: a second question only the paragraph left out holds (the queues,
wage inflation of the risk report), in each language.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused

JAPAN = "ACME_Japan_Business_Strategy_FY2025.pdf"

ANSWERED = [
    "セルフレジは何割の店舗に入りましたか。それと、レジ係の人たちはどうなりましたか。",
    "How many stores have self-checkout now? And what happened to the cashiers?",
    "自助收银已经覆盖了多少门店？原来的收银员怎么安排了？",
]

REFUSED = [
    "How many stores have self-checkout now? And what happened to the queues?",
    "自助收银已经覆盖了多少门店？排队的问题怎么样了？",
    "How many stores have self-checkout now? And what about wage inflation?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_the_paragraph_answering_both_is_read(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [JAPAN], answer.answer
    assert "70%" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_question_only_the_paragraph_left_out_holds_is_refused(
    kb: Any, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))
