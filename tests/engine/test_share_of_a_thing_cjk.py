"""A share of a thing written as one Japanese phrase (「会員比率」).

「会員比率はどのくらいですか」 asks the share of sales the members account for: a noun of
share written onto what the share is of. A passage states it as a percentage beside the
thing (「会員による購入は香港の売上高の58%を占めています」), with the share noun in its
keywords at most, so the phrase is read as the thing, held as written, and the share noun;
the passage must state a share of that thing, of the market asked, in one sentence. A
share of a thing no sentence states so (市場比率, 女性比率 in Hong Kong, オンライン比率
of Hong Kong, stated of the group only) is still refused, and "market share" (市場シェア)
is a measure of its own.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

_REVIEW = "ACME_HK_Market_Review_FY2025.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港の会員比率はどのくらいですか？",
        "香港事業の会員比率はいくつですか？",
        "香港の会員数と、売上に占める会員比率はどれくらい？",
        "香港业务会员消费占比是多少？",
    ],
)
def test_the_share_is_read_where_a_sentence_states_it(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.value is None, answer.answer
    assert _REVIEW in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港の市場シェアはどのくらいですか？",
        "香港の市場比率はどのくらいですか？",
        "香港の女性比率はどのくらいですか？",
        "香港のオンライン比率はどのくらいですか？",
        "香港の免税比率はどのくらいですか？",
        "マカオの会員比率はどのくらいですか？",
        "What is Hong Kong's market share?",
    ],
)
def test_a_share_no_sentence_states_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))
