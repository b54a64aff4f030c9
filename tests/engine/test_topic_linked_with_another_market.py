"""A topic of one market's document asked as linked with another market.

- 「香港的ACME+会员计划打算怎样和澳门业务打通？」 asks about Hong Kong's scheme and what it
  is linked with: Hong Kong's review answers it where its paragraph holds the topic and a
  sentence of it names Macau (「推出与澳门业务互通的积分体系」), though no one sentence names
  both markets. The same asked in English and Japanese is answered the same way, and so is
  the figure asked beside it in a numbered pair of questions.
- Kept apart: a topic of the other market alone (「澳门业务的会员人数」), a count asked of
  both markets (the sentence naming Macau states no number) and a topic the passage does
  not link with the other market (「澳门的门店数量」) are still refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

HONG_KONG_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
MACAU_REVENUE_FY2023 = 2350.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港的会员计划准备怎么跟澳门业务打通？",
        "How does Hong Kong plan to link its ACME+ membership with the Macau business?",
        "香港のACME+会員プログラムはマカオ事業とどう連携する予定ですか？",
    ],
)
def test_a_topic_linked_with_another_market_is_read_in_its_own_markets_document(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [HONG_KONG_REVIEW], answer.answer
    assert "澳门" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_the_figure_beside_it_is_answered_too(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(
        kb,
        "两件事：(1) 澳门2023财年的营收是多少？(2) 香港的会员计划准备怎么跟澳门业务打通？",
        mode,
    )
    assert answer.value == MACAU_REVENUE_FY2023, answer.answer
    assert HONG_KONG_REVIEW in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "澳门业务的会员人数是多少？",
        "香港和澳门的会员人数是多少？",
        "香港的会员计划和澳门的门店数量有什么关系？",
    ],
)
def test_the_other_markets_own_topic_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused_without_passage(ask(kb, question, mode))
