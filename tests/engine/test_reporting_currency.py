"""The currency a market reports in, said in words beside the unit, asks that unit.

"In its own reporting currency (HKD millions)", "in local currency, JPY millions": the
words before the unit's name say which unit, nothing more. A statement checking a
market's segment schedule against a source names the market (its "segment") and where
the figure is read, never a part of it. Without a unit named, "local currency" is still
refused (the engine does not guess the currency), and "constant currency" always is.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("What was Macau's EBITDA in FY2024 in local currency (HKD millions)?", 612.0),
        (
            "Could you give Japan's revenue for FY2024 in its reporting currency, JPY millions?",
            103200.0,
        ),
        (
            "We are tying the Macau segment schedule to the results presentation. What was "
            "Macau's EBITDA in FY2024 in HKD millions?",
            612.0,
        ),
        ("我们在对照业绩简报核对澳门分部的表格。澳门2024财年的EBITDA是多少？用港币百万元。", 612.0),
        (
            "マカオセグメントの表を決算説明資料と照合しています。2024年度のマカオのEBITDAを"
            "香港ドル建てで教えてください。",
            612.0,
        ),
    ],
)
def test_the_reporting_currency_beside_its_unit_asks_that_unit(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Macau's EBITDA in FY2024 in local currency?",
        "What was Macau's EBITDA in FY2024 in constant currency, HKD millions?",
        "We are tying the Macau online segment schedule to the results presentation. What was "
        "Macau's EBITDA in FY2024?",
        "我们在对照业绩简报核对澳门线上分部的表格。澳门2024财年的EBITDA是多少？",
        "マカオのオンライン事業の表を照合しています。2024年度のマカオのEBITDAはいくらですか。",
    ],
)
def test_no_unit_or_a_part_still_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
