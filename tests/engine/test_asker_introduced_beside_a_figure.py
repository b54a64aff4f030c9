"""The asker saying who they are beside a figure request.

Read (``engine/_route.py``, ``SELF_INTRODUCTION_RE``): a sentence saying who asks, after a
greeting or none ("Hi all, I'm the new analyst on …", 「…チームの佐藤と申します」, 「各位好，
我是…新来的」), asking nothing and naming no document, metric or year, nor a market the
request does not name, is no part of the figure: its team and work ("the EMEA cost team",
北米) are set aside, though no passage holds them.

Still read as before: 「我是说…」 corrects the question; "I'm only after …" narrows the
figure; an introduction naming a metric ("covering online sales") or a market the request
leaves unsaid ("on the Japan team") is read as written.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "Hi all, I'm the new analyst in the EMEA cost team, covering Europe-wide staffing"
            " analysis. What was Hong Kong's revenue in FY2024?",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
        (
            "はじめまして、北米地域の出店分析チームの佐藤と申します。香港事業の2025年度の純利益を"
            "教えてください。",
            "ACME_HK",
            "NET_PROFIT",
            "FY2025",
        ),
        (
            "各位好，我是审计部新来的，负责做北美区门店布局分析。请问日本业务2024财年的收入是多少？",
            "ACME_JP",
            "REVENUE",
            "FY2024",
        ),
    ],
)
def test_who_asks_is_no_part_of_the_figure(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "我是说线上部分。新加坡2024财年的收入是多少？",
        "I'm only after the online part. What was Singapore's revenue in FY2024?",
        "I'm a new analyst covering online sales analysis. What was Singapore's revenue in FY2024?",
    ],
)
def test_a_correction_or_a_part_is_still_read(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_market_named_only_by_the_asker_is_still_read(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(
        kb,
        "Hi all, I'm the new analyst on the Japan team, covering staffing analysis."
        " What was revenue in FY2024?",
        mode,
    )
    assert answer.value is None, answer.answer
