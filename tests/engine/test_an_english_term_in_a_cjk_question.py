"""A Chinese or Japanese question writing its topic in English (「社員は1年に最低何時間
training を受けますか？」, 「香港的 rent 降了多少？」).

Read: the paragraph is weighed on all the question's words in the version in the
question's language, its English keywords beside it, so the training-hours paragraph of
the talent policy answers though its Japanese text says 研修, not "training". Still
refused: an English word no paragraph speaks of (yoga, stock options), and a figure the
KB has no name for (ROE).
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_refused

TALENT = "ACME_Talent_Development_Policy.pdf"
HK = "ACME_HK_Market_Review_FY2025.docx"

ANSWERED = [
    ("社員は1年に最低何時間 training を受けますか？", TALENT, "40"),
    ("従業員は年間で最低何時間の training がありますか？", TALENT, "40"),
    ("香港的 rent 降了多少？", HK, "12"),
    ("香港の rent はどのくらい下がりましたか？", HK, "12"),
]

REFUSED = [
    "社員は1年に最低何時間 yoga を受けますか？",
    "员工的 stock option 制度是怎样的？",
    "香港的 ROE 是多少？",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "doc", "number"), ANSWERED)
def test_an_english_term_is_weighed_with_the_paragraph(
    kb: Any, question: str, doc: str, number: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
    assert number in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_an_english_word_no_paragraph_speaks_of_is_refused(
    kb: Any, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))
