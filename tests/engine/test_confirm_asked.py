"""An auditor's "please confirm" is how a figure is asked, never a word of it.

「2024年度末時点の日本事業の従業員数をご確認ください。」 and 「请核实新加坡业务2025财年的
净利润」 ask for the figure they name, as "Please confirm Hong Kong's revenue for FY2025"
does: 「ご確認ください」 closing a request and 「请核实」, 「请确认」 opening one are ways of
asking. 確认 written onto a metric (收入确认政策, revenue recognition) is still a word of
what is asked, and a part of the figure beside the verb still refuses.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

HK_REVIEW = "ACME_HK_Market_Review_FY2025.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("请核实新加坡业务2025财年的净利润。", 125.0),
        ("请确认一下香港2025财年的收入。", 1702.0),
        ("日本事業の2024年度の従業員数をご確認ください。", 2284.0),
        ("香港事業の2025年度の売上高についてご確認をお願いします。", 1702.0),
        ("Please confirm Hong Kong's revenue for FY2025.", 1702.0),
    ],
)
def test_confirming_asks_the_figure(
    kb: KnowledgeBase, question: str, value: float, mode: str
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "请核实香港业务2025财年的收入，并说明租金方面采取了什么措施。",
        "香港事業の2025年度の当期純利益をご確認ください。あわせて、賃料の引き下げについて同事業が"
        "何を行ったかご教示ください。",
    ],
)
def test_confirming_beside_a_document_question(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "composite", answer.answer
    assert HK_REVIEW in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "请核实新加坡业务2025财年线上的净利润。",
        "日本事業の2024年度のオンライン売上高をご確認ください。",
        "Please confirm Hong Kong's online revenue for FY2025.",
        "香港的收入确认政策是什么？",
        "请确认香港2025财年的收入确认政策。",
        "日本事業の2024年度の売上高確認はいくらですか",
    ],
)
def test_what_is_confirmed_is_still_read(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))
