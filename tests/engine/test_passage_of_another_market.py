"""A passage of a document about another market does not answer for this one.

Hong Kong's market review names Macau only for a points scheme to come: asked about
Macau's ACME+ members (「澳门的会员人数」, "ACME+ membership in Macau", 「マカオ事業の
会員数」), it says nothing of them, and the engine refuses rather than quote Hong Kong's
membership. The same question of Hong Kong is read from the review as before.

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
        "Tell me about the ACME+ membership programme in Macau.",
        "How is the ACME+ loyalty programme doing in Macau?",
        "请确认澳门的会员人数",
        "澳门的ACME+会员计划怎么样？",
        "マカオのACME+会員プログラムについて教えて",
        "マカオ事業の会員数を確認してください。",
    ],
)
def test_another_markets_passage_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Tell me about the ACME+ membership programme in Hong Kong.",
        "请确认香港的会员人数",
        "香港のACME+会員プログラムについて教えて",
    ],
)
def test_the_markets_own_passage_is_read(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == ["ACME_HK_Market_Review_FY2025.docx"], answer.answer
