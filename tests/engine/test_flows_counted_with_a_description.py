"""A count of a flow written with a describing word between the number and the thing.

The Hong Kong market review (in Chinese) says the business 「关闭了两家表现欠佳的门店」
(closed two underperforming stores). "How many stores were closed in Hong Kong in
FY2025?", 「香港去年关了几家门店？」 ask that flow: the number written with the verb counts
the things it moved, however they are described, so the passage answers, in any
language. A market named by an abbreviation ("HK") is searched by its name too. Counts no
sentence states stay refused: another market's closures, kiosks closed, stores opened in
Hong Kong in that year.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused

HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many stores were closed in Hong Kong in FY2025?",
        "How many stores did HK shut in FY2025?",
        "香港去年关了几家门店？",
    ],
)
def test_a_flow_counted_with_a_description_answers(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused, answer.value) == ("narrative", False, None), answer.answer
    assert answer.sources and answer.sources[0].startswith(HK_REVIEW), answer.sources
    assert "两家" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many stores did SG close in FY2025?",
        "How many kiosks did HK close in FY2025?",
        "How many stores did HK open in FY2025?",
        "日本2025财年关闭了几家门店？",
    ],
)
def test_a_flow_no_sentence_counts_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))
