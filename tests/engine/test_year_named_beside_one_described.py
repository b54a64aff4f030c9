"""A year named beside a year described: which one is asked is still to be said.

"Not FY2024 but the year I joined" names a year only to set it aside, and describes the
one wanted by an event the KB does not date (``_described_year``): the engine asks which
fiscal year, never answers for the year named (「2024年度ではなく私が入社した年」,
「不要2024财年的，要我入职那一年的」, 「直近の年度ではなく新店を開いた年」). A Japanese
event may now be said with its object (「新店を開いた年」), and a Chinese one of a market
with 在 (「香港在转型那一年」). A year named alone still answers.

English "the year I joined" is not read as a described year: "Hong Kong net profit, not
FY2024 but the year I joined?" still answers FY2024 (left as it was).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_asks_first, assert_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "マカオの当期純利益は、2024年度ではなく私が入社した年のものをお願いします。",
        "日本事業の売上高を、直近の年度ではなく新店を開いた年の数字でください。",
        "澳门的净利润，不要2024财年的，要我入职那一年的。",
        "香港在转型那一年的净利润是多少？",
        "新店を開いた年のシンガポールのEBITDAはいくらですか。",
    ],
)
def test_a_year_described_is_asked_beside_a_year_named(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_asks_first(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("マカオの2024年度の当期純利益をお願いします。", 301.0),
        ("澳门2024财年的净利润是多少？", 301.0),
    ],
)
def test_a_year_named_alone_still_answers(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
