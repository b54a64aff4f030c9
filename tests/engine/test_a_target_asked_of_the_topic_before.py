"""A bare target question pointing back at the topic of the sentence before it
("Women managers are probably rare. Is there a goal?", 「女性管理者很少吧？集团有没有目标？」,
「女性管理職は少ないと思います。目標はありますか。」).

Read: the target is of that topic, so the answer is the sentence stating a target and
holding the topic (the group's 45% target for women in management), never a paragraph on
the topic stating none (a policy working to raise the share) nor a target of something else
(the digital talent goal, a delivery-time goal, renewable electricity). Still refused: a
topic the KB states no target of (internal job postings, store staff training, packaging,
1on1 meetings, points), in each language, however the question is put. A target asked
after a question of its own ("What share of managers are women? And what is the target?",
「…どれだけ減りましたか？目標ではなく…」) is read as before: the passages answer both.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused_without_passage

ESG = "ACME_ESG_Report_FY2025.pdf"

ANSWERED = [
    "Women managers are probably rare. Is there a goal?",
    "女性管理者很少吧？集团有没有目标？",
    "女性の管理職はきっと少ないですよね。目標はあるのでしょうか。",
    "女性管理職は少ないと思います。目標はありますか。",
]

AFTER_A_QUESTION = [
    ("女性在管理层中占多少比例？目标是多少？", ESG),
    ("What share of managers are women? And what is the target?", ESG),
    (
        "食品ロスはどれだけ減りましたか？目標ではなく実績を教えてください。",
        "ACME_Sustainability_Report_Japan_2025.pdf",
    ),
]

REFUSED = [
    "社内公募はほとんど使われていないんでしょう？目標はありますか。",
    "门店员工培训肯定很少吧？有没有目标？",
    "Packaging waste is surely piling up. Is there a target?",
    "The 1on1 meetings probably never happen. Is there a goal?",
    "1on1ミーティングなんてやっていないでしょう？目標はありますか。",
    "会员积分肯定没人用吧？有没有目标？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", ANSWERED)
def test_the_target_of_the_topic_before_is_answered(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [ESG], answer.answer
    assert "45" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_topic_with_no_target_stated_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "doc"), AFTER_A_QUESTION)
def test_a_target_after_a_question_of_its_own_is_read_as_before(
    kb: Any, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
