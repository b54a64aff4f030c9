"""A share asked with a percent sign or word before "of" ("what % of group sales …",
"what percent of …"): the metric after it is the whole the share is taken of, as after
"share of" or "percentage of" (``_grammar.SHARE_OF_BEFORE_RE``).

Read: a share of group sales a plan aims at, from the passage stating it with its part.
Still refused: a share whose part no passage states (tourists, franchise stores), a part
or a market the KB lacks, and a ratio of two metrics.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "By FY2028, what % of group sales is meant to come through the app and the online store?",
        "what percent of group sales should the app and online store bring in by FY2028?",
    ],
)
def test_a_share_of_sales_a_plan_aims_at_is_read_from_the_plan(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert "40 percent" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What % of Japan's revenue came from tourists in FY2025?",
        "What % of group sales came from franchise stores?",
        "What % of group revenue is EBITDA in FY2025?",
        "what % of group sales will come from Taiwan by FY2028?",
    ],
)
def test_a_share_no_passage_states_is_still_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
