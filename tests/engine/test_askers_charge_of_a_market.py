"""The asker saying which market they are in charge of, before a figure request.

"I manage the Singapore business.", 「我负责新加坡业务。」, 「シンガポール事業を担当して
います。」, 「私はシンガポール担当です。」 say who asks: a request naming the market is
answered; one for the asker's own figure ("our revenue", 「我们…」, 「うちの…」) is of
that market; one naming no market asks which, as it would without the statement; never
which metric, when the metric is named. The statement alone asks nothing and is refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

SINGAPORE_REVENUE_FY2024 = 915.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I manage the Singapore business. What was our revenue in FY2024?",
        "I oversee Singapore. What was our revenue in FY2024?",
        "我负责新加坡业务。我们2024财年营收是多少？",
        "我主管新加坡业务。新加坡2024财年营收是多少？",
        "私はシンガポール担当です。シンガポールの2024年度の売上高は？",
        "私はシンガポール担当です。うちの2024年度の売上高は？",
    ],
)
def test_the_market_in_charge_is_answered(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), SINGAPORE_REVENUE_FY2024)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I manage the Singapore business. What was revenue in FY2024?",
        "我负责新加坡业务。2024财年营收是多少？",
        "シンガポール事業を担当しています。2024年度の売上高は？",
        "私はシンガポール担当です。2024年度の売上高は？",
    ],
)
def test_a_request_naming_no_market_asks_which_market(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None, answer.answer
    assert "EBITDA" not in answer.answer, answer.answer  # the market is asked, not the metric


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["シンガポール事業を担当しています。", "I manage the Singapore business."]
)
def test_the_statement_alone_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert not answer.sources, answer.answer
