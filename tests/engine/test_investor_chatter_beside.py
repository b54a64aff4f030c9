"""An investor's chatter beside a request that names its figure whole is context.

- "by" after a verb of going or passing ("the revenue slide *flew by* way too fast",
  "the numbers *went by*") is the verb's particle, no count "by" a thing: the sentence
  is the asker's situation, set aside.
- A statement opening on "The" holds no name for it: a sentence's opening word is no
  proper noun the KB may lack ("*The* yen has been killing my position").
- A unit the request asks its figure in may be spoken of in the asker's statement ("the
  *yen* has been killing my position … in yen?").
- A part said in the chatter ("the *online* revenue slide", "my *online* position", "the
  *wholesale* business") still refuses.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "I was at the results call and the revenue slide went by too fast. What was "
            "Hong Kong's revenue in FY2024?",
            1596.0,
        ),
        (
            "I was at the AGM and the EBITDA numbers flew by. What was Hong Kong's EBITDA "
            "in FY2024?",
            None,
        ),
        (
            "The yen has been hurting my position. What was Japan's revenue in FY2024, in yen?",
            103200.0,
        ),
        ("The yen keeps sliding lol. What was Japan's FY2024 revenue in yen?", 103200.0),
    ],
)
def test_chatter_beside_a_whole_request_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float | None
) -> None:
    answer = ask(kb, question, mode)
    if value is None:
        assert answer.route == "numeric", answer.answer
        assert not answer.refused, answer.answer
    else:
        assert_figure(answer, value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I was at the AGM and the online revenue slide flew by way too fast. What was "
        "Hong Kong's revenue in FY2024?",
        "I was at the AGM and the store revenue slide went by too fast. What was Hong "
        "Kong's revenue in FY2024?",
        "What was Hong Kong's revenue for FY2024 sorted by store?",
        "香港2024财年按门店划分的收入是多少？",
        "香港の2024年度の売上高を店舗別に教えて。",
        "The yen has been hurting my online position. What was Japan's revenue in FY2024, in yen?",
        "The yen has been killing the wholesale business lol. What was Japan's revenue in "
        "FY2024, in yen?",
    ],
)
def test_a_part_or_another_unit_in_the_chatter_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert not answer.sources, answer.answer
