"""What was done through a measure the question before described.

「…セルフレジの導入はどの程度進んでいますか。また、それにより生じた人員はどのような業務に
振り向けられていますか」 asks what the staff the rollout freed now do: a question
pointing back at the means (それにより, "that way", 借此) and asking what or which, part of
the question before it, as a count asked that way is. Its noun for the staff names no
headcount to ask a market of. Asked alone, with no question before it, it is read as
before; a count asked that way still refuses where no passage states it.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure

_STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本事業ではセルフレジの導入がどこまで進んでいますか。それによって浮いた人員はどんな業務に"
        "回されていますか。",
        "日本事業のセルフレジ導入の進み具合は？これにより生じた人員はどの業務に振り向けられましたか。",
        "How far has self-checkout been rolled out in Japan? What work have the staff freed that "
        "way moved to?",
        "日本业务的自助收银推广到什么程度了？借此释放的人员被调到了哪些岗位？",
    ],
)
def test_what_was_done_through_it_is_part_of_the_question(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.value is None, answer.answer
    assert _STRATEGY in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本事業ではセルフレジの導入がどこまで進んでいますか。それによって浮いた人員は何人ですか。",
        "日本业务的自助收银推广到什么程度了？借此释放的人员有多少？",
    ],
)
def test_a_count_through_it_no_passage_states_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
