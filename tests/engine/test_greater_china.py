"""Greater China, the group's business there: Hong Kong and Macau in the KB.

The KB has no business in the mainland or Taiwan, so "Greater China", 「大中华区」 and
「中華圏」 name both of its markets at once, as "the SAR business" does: a figure of it is
asked which market, never given as one of them nor refused as a place the KB lacks. A
part of its figure is still refused.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Greater China headcount at the end of FY2023?",
        "大中华区2025财年的净利润是多少？",
        "中華圏の事業の2023年度の従業員数を教えてください。",
    ],
)
def test_greater_china_is_asked_which(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Greater China online revenue in FY2024?",
        "大中华区2024财年的线上收入是多少？",
        "中華圏の2024年度の免税店売上高は？",
    ],
)
def test_a_part_of_greater_china_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification != "ask_first", answer.answer
