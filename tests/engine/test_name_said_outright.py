"""A name several metrics share, said beside one of them by its own name, is that one.

「利润」, "profit" and 「利益」 stand under EBITDA and net profit alike, so alone they are
asked which. Said in the same clause as 「净利润」, "net profit" or 「純利益」 (「我们在复核
分部利润…提供澳门业务的净利润」, "For Japan's profit in FY2024, give me the net profit
figure"), they name the measure said outright: one measure said twice.

Neighbours still ask or refuse: the shared name alone, a word the KB lacks written onto
either name (「线上利润」).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "For Japan's profit in FY2024, give me the net profit figure.",
        "What was Japan's profit in FY2024 — the net profit, I mean?",
        "日本2024财年的利润，请给净利润。",
        "日本の2024年度の利益について、純利益の数字を教えてください。",
    ],
)
def test_a_shared_name_beside_its_own_name_is_that_metric(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), 8600.0)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Japan's profit in FY2024?",
        "日本2024财年的利润是多少？",
        "日本の2024年度の利益はいくらですか。",
        "日本2024财年的线上利润和净利润是多少？",
        "What was Japan's online profit in FY2024, the net profit?",
    ],
)
def test_a_shared_name_alone_or_written_onto_still_asks_or_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
