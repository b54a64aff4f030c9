"""The asker's background told in sentences before a narrative question
("I handle lease renewals for the group. The regional director mentioned the closures in
her review, and the talk ended there. What does the Hong Kong review say about …?",
「先月の定例会では閉店の件が話題になっただけで、具体的な数字は出ませんでした。香港市場レビュー
では、…どう書かれていますか。」).

Read: sentences before the question that ask nothing and name no figure, document or unit
(a narrowing word in a past statement, 「…だけで終わってしまい」, narrows nothing asked) are
the asker's situation; the question, answered on its own words, is answered from its
document, where their words (定例会, 打ち合わせ, offsite) refused it before. Still refused:
the same background before a question no passage answers (drone deliveries), in each
language; a statement before a question of one word of its own, which says its topic,
is read as before.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused

HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
RISKS = "ACME_Risk_Factors_FY2025.pdf"

ANSWERED = [
    (
        "I handle lease renewals for the group. The regional director mentioned the closures"
        " in her review, and the talk ended there. What does the Hong Kong review say about"
        " the rent negotiations in Causeway Bay and Mong Kok?",
        HK_REVIEW,
    ),
    (
        "香港の賃貸契約を担当しています。先月の定例会では閉店の件が話題になっただけで、具体的な数字は"
        "出ませんでした。香港市場レビューでは、銅鑼湾と旺角の賃料交渉についてどう書かれていますか。",
        HK_REVIEW,
    ),
    (
        "経理部の佐藤です。マカオの借入について、部長から金利の影響を聞かれました。先週の打ち合わせでは"
        "「上がったら困る」という議論だけで終わってしまい、具体的な数字は出ませんでした。リスク報告書"
        "では、金利が1ポイント上昇した場合の影響と方針はどう書かれていますか。",
        RISKS,
    ),
    (
        "我负责香港门店的物业。上个月总监在例会上特别提到了续约的成果，会议就结束了。"
        "香港市场回顾里对铜锣湾和旺角的租金谈判是怎么说的？",
        HK_REVIEW,
    ),
]

REFUSED = [
    "I handle lease renewals for the group. The regional director mentioned the closures in"
    " her review, and the talk ended there. What does the Hong Kong review say about drone"
    " deliveries?",
    "香港の賃貸契約を担当しています。先月の定例会では閉店の件が話題になっただけで、具体的な数字は"
    "出ませんでした。香港市場レビューでは、ドローン配送についてどう書かれていますか。",
    "我负责香港门店的物业。上个月总监在例会上特别提到了续约的成果，会议就结束了。"
    "香港市场回顾里对无人机配送是怎么说的？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "doc"), ANSWERED)
def test_the_question_after_the_background_is_answered(
    kb: Any, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_a_question_no_passage_answers_is_still_refused(kb: Any, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_refused(answer)
    assert not answer.sources, answer.answer
