"""A question opening on a word that points back, with nothing said before it.

"Is that right?", 「这样安全吗？」, 「それは安全ですか？」 asked first ask about something
never said: the one word of their own ("right", 安全) found in a passage (a policy's
"access rights", a risk report's cybersecurity) is about something else. The engine
refuses rather than quote it. A question pointing back at what is said before it, or
saying what it asks about, is read as before.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Is that right?",
        "Is that the right figure?",
        "这样安全吗？",
        "那样安全吗？",
        "それは安全ですか？",
        "これは安全ですか？",
    ],
)
def test_a_question_pointing_at_nothing_is_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "How is the group handling the rise in cybersecurity risk?",
            "ACME_Risk_Factors_FY2025.pdf",
        ),
        ("数据安全方面，集团对数据是怎么分级的？", "ACME_Data_Protection_Policy.docx"),
        ("日本事業の人手不足への対応を教えてください。", "ACME_Japan_Business_Strategy_FY2025.pdf"),
    ],
)
def test_a_question_saying_its_topic_is_read(
    kb: KnowledgeBase, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [doc], answer.answer
