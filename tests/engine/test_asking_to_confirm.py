"""Asking to have something confirmed, as a deal team does: 「…を確認させてください」,
「…について確認したい」, 「我想确认一下…」; and asking whether a price is a good one.

Wanting to confirm a point is a way of asking for it: the point is read from the document
that states it, a figure is answered as asked. Whether a deal or a price is good is an
opinion, and is refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

RISK_REPORT = "ACME_Risk_Factors_FY2025.pdf"
HK_EBITDA_FY2025 = 468.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "為替リスクの管理方針を確認させてください。",
        "為替リスクの管理方針について確認したい。",
        "買収検討のため、為替リスクの管理方針を確認したいです。",
    ],
)
def test_a_point_to_confirm_is_read_from_its_document(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert not answer.refused, answer.answer
    assert any(s.startswith(RISK_REPORT) for s in answer.sources), answer.sources


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question", ["香港事業の2025年度EBITDAを確認したい。", "我想确认一下香港2025财年的EBITDA。"]
)
def test_a_figure_to_confirm_is_answered(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), HK_EBITDA_FY2025, "none")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Is this a good deal at 10x EBITDA?",
        "Is that a good price for the Japan business?",
        "Would 8x be a bad multiple for the group?",
    ],
)
def test_whether_a_deal_or_price_is_good_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
