"""A Japanese purpose of the asker's work put before a question about a document.

「社長の説明資料用に、日本事業の2026年度の重点施策を…」: what the asker's work product is
for (a purpose closed by 用に whose head is a product of the asker's work or an action
noun, ``ja_askers_purpose``) is set aside from the question it opens, as it is from a
figure request, even where the product's name holds a noun of asking (説明資料). A
purpose naming a market the KB lacks stays with the question and refuses; a part of the
business in it still refuses a figure. The same forms in Chinese and English were read
as context already.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure

_STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "役員の説明資料用に、日本事業の2026年度の重点施策を教えてください",
        "取締役会資料用に、日本事業の2026年度の重点施策を教えてください",
        "社内報の記事用に、日本事業の2026年度の重点施策を教えてください",
        "为了总裁的汇报材料，日本业务在2026财年将优先推进哪些工作？",
        "For the CEO's briefing deck: what are the Japan business's priorities for FY2026?",
    ],
)
def test_the_purpose_is_set_aside(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert _STRATEGY in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "台湾の説明資料用に、日本事業の2026年度の重点施策を教えてください",
        "役員の説明資料用に、日本事業の2025年度のオンライン売上高を教えてください",
        "役員の説明資料用に、台湾事業の2025年度の売上高を教えてください",
    ],
)
def test_a_market_or_part_beside_the_purpose_refuses(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
