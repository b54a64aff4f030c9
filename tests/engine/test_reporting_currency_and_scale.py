"""The figure asked in the currency it is reported in, in millions, or as a percentage
(``_reported_basis``, ``_unit_wishes``).

- Answered as the KB states it: "in the reporting currency", 「以报告货币」, 「報告通貨
  （百万香港ドル）にて」; "in millions" (the scale of the KB's money units); 「百分率にて」
  for a percentage.
- Still refused: a currency the KB does not state the figure in written beside the
  reporting currency ("reporting currency (EUR millions)", 「報告通貨（百万ユーロ）」), or
  with its scale, in a bracket or before the written にて (「百万ユーロにて」, 「（百万
  ユーロ）」, which had been read as a count of euros and passed over), a
  functional currency (which may differ from the one reported), and "in millions" of a
  measure the KB lacks.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

MO_NET_PROFIT_FY2024 = 301.0
SG_REVENUE_FY2025 = 968.0
SG_GROSS_MARGIN_FY2024 = 38.1


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        (
            "Please state Macau's net profit for FY2024 in the reporting currency.",
            MO_NET_PROFIT_FY2024,
        ),
        ("请以报告货币填报澳门分部2024财年的净利润。", MO_NET_PROFIT_FY2024),
        (
            "マカオ事業の2024年度当期純利益を報告通貨（百万香港ドル）にて記載されたい。",
            MO_NET_PROFIT_FY2024,
        ),
        ("Please report revenue for Singapore, FY2025, in millions.", SG_REVENUE_FY2025),
        ("マカオ事業の2024年度当期純利益（百万香港ドル）を記載されたい。", MO_NET_PROFIT_FY2024),
        (
            "シンガポール事業の2024年度の売上総利益率を百分率にて記入してください。",
            SG_GROSS_MARGIN_FY2024,
        ),
    ],
)
def test_the_figure_as_reported_is_answered(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Please state Macau's net profit for FY2024 in the reporting currency (EUR millions).",
        "マカオ事業の2024年度当期純利益を報告通貨（百万ユーロ）にて記載されたい。",
        "マカオ事業の2024年度当期純利益を百万ユーロにて記載されたい。",
        "マカオ事業の2024年度当期純利益（百万ユーロ）を記載されたい。",
        "香港事業の2024年度売上高を百万ユーロでご回答願います。",
        "Please state Macau's net profit for FY2024 in the segment's functional currency.",
        "Please report the free cash flow for Singapore, FY2025, in millions.",
    ],
)
def test_another_currency_or_measure_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
