"""A question put to a named document beside what it says is answered only from it.

"What does the Hong Kong review say? What about X?" asks the review about X: the review's
passage is quoted only where one of its passages holds X's words, never because another
document's passage does; and a question of its own beside a narrative one that no
passage answers is never dropped for the narrative, in three languages.

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
        "What does the Hong Kong market review say? What about the crypto payments pilot?",
        "What does the Japan strategy document say? And what about the drone delivery trial?",
        "香港市场回顾里是怎么说的？加密货币支付试点有什么进展？",
        "日本事業戦略書には何と書かれていますか？ドローン配送の実証実験はどうですか？",
        "香港市場レビューには何と書かれていますか？暗号資産決済はどうですか？",
    ],
)
def test_a_topic_the_named_document_lacks_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "What does the Hong Kong market review say? What about the membership programme?",
            "ACME_HK_Market_Review_FY2025.docx",
        ),
        ("香港市场回顾里是怎么说的？会员计划的情况呢？", "ACME_HK_Market_Review_FY2025.docx"),
        (
            "日本事業戦略書には何と書かれていますか？人手不足への対策はどうですか？",
            "ACME_Japan_Business_Strategy_FY2025.pdf",
        ),
    ],
)
def test_a_topic_the_named_document_covers_is_read_from_it(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert doc in answer.sources, answer.answer
