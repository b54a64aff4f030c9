"""Composite questions whose second part leans on the first: "that year" (「当年」, 「同年」)
is the year the part before named, and a Japanese part said by its object alone and
closed by 「も」 («あと…への対応も») asks about a document where one passage holds all of it.

With no year before it, "that year" is unknown, and the question is declined; a 「も」 part
no passage holds in full is never answered from a passage holding some of its words.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value", "doc"),
    [
        ("香港2025财年的租金是怎么处理的？顺便给下当年EBITDA", 468.0, HK_REVIEW),
        (
            "新加坡2025财年的门店情况怎么样？顺便给下同年EBITDA",
            247.0,
            "ACME_Singapore_Market_Update_FY2025.pdf",
        ),
        ("香港の2024年度のEBITDAは？それと北上消費への対応も", 431.0, HK_REVIEW),
    ],
)
def test_a_part_leaning_on_the_first_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value == value, answer.answer
    assert doc in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港の2025年度の純利益は？あと在庫回転率も",
        "jpの2025年度EBITDAいくら？あと火星出店の計画も",
    ],
)
def test_a_part_no_passage_holds_quotes_no_document(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert len(answer.sources) <= 1, answer.answer  # the figure's source, nothing beside it


@pytest.mark.parametrize("mode", MODES)
def test_that_year_with_no_year_before_is_declined(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "香港的收入是多少？顺便给下当年EBITDA", mode)
    assert answer.refused, answer.answer
    assert answer.value is None
