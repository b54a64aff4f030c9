"""A figure and a question about a document asked in one sentence are split into two
parts, each answered on its own evidence.

The parts may be joined by a clause-joining word ("along with", 「，并…」, 「一是…，二是…」,
「…とともに、」), or by a space after the first question's question word (「…多少 …」).
The joining word leaks into neither part. A part asking a figure the KB has no name for
is weighed on its own words, so a passage answering the other part never answers it; nor
is it read as continuing the first figure's list when it names no market or year the
list lacks.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"
JP_STRATEGY = "ACME_Japan_Business_Strategy_FY2025.pdf"
SG_UPDATE = "ACME_Singapore_Market_Update_FY2025.pdf"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "doc"),
    [
        ("请提供香港业务2025财年的净利润，并介绍一下会员计划ACME+的情况。", 263.0, HK_REVIEW),
        (
            "麻烦查一下日本业务2025财年的EBITDA，并说明入境游客需求给门店带来了什么变化。",
            21700.0,
            JP_STRATEGY,
        ),
        (
            "需要两点：一是新加坡业务2025财年的收入，二是新加坡年度更新中关于消费税上调的内容。",
            968.0,
            SG_UPDATE,
        ),
        ("香港FY25净利润多少 会员人数有多少", 263.0, HK_REVIEW),
        (
            "日本事業の2025年度の売上高を教えていただくとともに、"
            "人手不足への対応についてもご説明ください。",
            109800.0,
            JP_STRATEGY,
        ),
        (
            "シンガポール事業の2025年度のEBITDAをお知らせいただくとともに、"
            "消費税引き上げの影響についても教えてください。",
            247.0,
            SG_UPDATE,
        ),
        (
            "Please share Hong Kong's FY2025 net profit along with what the market review "
            "says about the loyalty programme.",
            263.0,
            HK_REVIEW,
        ),
        (
            "What was Singapore's revenue in FY2025, together with what the update says about "
            "the GST increase?",
            968.0,
            SG_UPDATE,
        ),
    ],
)
def test_figure_and_document_part_are_both_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == value, answer.answer
    assert doc in answer.sources, answer.answer
    assert not answer.refused


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "请告知日本业务2025财年的库存周转率，并说明访日游客需求的影响。",
        "香港业务2025财年的坪效以及会员计划的介绍",
        "一是香港业务2025财年的坪效，二是会员计划的介绍。",
        "香港事業の2025年度の在庫回転率をご教示いただくとともに、会員プログラムの現状もご説明ください。",
        "Please share Macau's FY2024 revenue together with Macau's basket size for FY2024.",
        "Please share Macau's FY2024 revenue and Macau's basket size for FY2024.",
        "Could you send Macau's FY2024 EBITDA along with Hong Kong's stock turn?",
    ],
)
def test_a_figure_the_kb_has_no_name_for_stays_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.refused, answer.answer
