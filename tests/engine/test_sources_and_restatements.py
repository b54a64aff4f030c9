"""A figure's source named as readers call it, a unit said in a sentence of its own, and
a piece that only says again what the request names.

The results presentations are sources of the facts (``kb/synthetic_vocabulary.py``):
named beside a figure ("per the results deck", 「业绩演示文稿里」, 「決算説明資料で」) they
say where it is reported. A unit asked in its own sentence ("In yen, please.") is the
unit the figure is asked in, so a figure reported in another is refused, never given
unconverted. A piece restating the market or the year ("只看香港", "Singapore only")
narrows nothing.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What EBITDA did Singapore report in FY2023 per the results deck?", 201.0),
        ("请问2025财年业绩简报里日本的收入是多少？", 109800.0),
        ("2024年度の決算説明資料では、香港事業の純利益はいくらですか。", None),
    ],
)
def test_a_results_deck_named_beside_a_figure_says_where_it_is(
    kb: KnowledgeBase, mode: str, question: str, value: float | None
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    if value is not None:
        assert answer.value == value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Hong Kong's revenue in FY2024? In yen, please.",
        "香港2024财年的收入是多少？单位是日元",
        "新加坡2023财年的EBITDA是多少？用日元。",
    ],
)
def test_a_unit_asked_in_its_own_sentence_is_the_unit_asked(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None and answer.refused, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("澳门去年的EBITDA多少？顺便确认下单位是不是港币", 701.0),
        ("KPI工作簿中新加坡2024财年的毛利率是多少？只看新加坡，不是集团。", None),
        ("请问2023财年香港的净利润是多少？只要香港、2023财年的数字。", None),
    ],
)
def test_a_piece_that_says_the_request_again_narrows_nothing(
    kb: KnowledgeBase, mode: str, question: str, value: float | None
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    if value is not None:
        assert answer.value == value
