"""A sentence of its own beside a figure request that asks nothing says what is wanted.

A bare noun phrase ("Franchise.", 「加盟店。」, 「フランチャイズ店。」) or someone's wish for a
part ("my manager wants the online number") standing after a figure request names which
part of that figure is wanted: the request is refused, never answered with the whole
figure and a passage holding the fragment's words beside it. Courtesy stays courtesy,
and a topic asked beside the figure is still read from a document.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Singapore's EBITDA in FY2025? Stores.",
        "What was Hong Kong's EBITDA in FY2025? Online deck.",
        "What was Singapore's EBITDA in FY2025? my manager wants the online number, not the total",
        "新加坡2025财年的EBITDA是多少？门店。",
        "香港2025财年的EBITDA是多少？线上资料。",
        "シンガポールの2025年度のEBITDAは？店舗。",
        "香港の2025年度のEBITDAは？オンライン資料。",
        "シンガポールの2025年度のEBITDAは？上司はオンラインの数字が欲しいそうです。",
    ],
)
def test_a_fragment_beside_a_figure_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer
    assert not answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Singapore's EBITDA in FY2025? Thanks.", 247.0),
        ("新加坡2025财年的EBITDA是多少？谢谢。", 247.0),
        ("シンガポールの2025年度のEBITDAは？よろしくお願いします。", 247.0),
    ],
)
def test_courtesy_beside_a_figure_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Singapore's EBITDA in FY2025? And the membership programme?",
        "新加坡2025财年的EBITDA是多少？会员计划的情况呢？",
        "シンガポールの2025年度のEBITDAは？会員プログラムはどうですか？",
    ],
)
def test_a_topic_asked_beside_a_figure_is_read(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == 247.0, answer.answer
