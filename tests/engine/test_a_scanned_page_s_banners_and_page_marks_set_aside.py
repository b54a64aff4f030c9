"""A scanned or faxed page's banner, stamp, page mark, cover-sheet fields and letterhead are
set aside; a line that says anything more than they carry is read as before."""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric", "period"),
    [
        (
            "FAX  FROM: ACME HK FINANCE  JUL-O2-2O26 O9:15  P.OOl/OO2\n"
            "Please send ACME Hong Kong's EBITDA for FY2O23.\n"
            "                    [SEAL]",
            "ACME_HK",
            "EBITDA",
            "FY2023",
        ),
        (
            "Singapore revenue for FY2O24 -- how much?\n\n"
            "INTERNAL USE ONLY        Printed O3/O6/2O26        Page l of 3",
            "ACME_SG",
            "REVENUE",
            "FY2024",
        ),
        (
            "RECEIVED  2 9 MAY 2O26\nMacau net profit in FY2O23, please?",
            "ACME_MO",
            "NET_PROFIT",
            "FY2023",
        ),
        (
            "传真  2O26-O7-O2  第l页/共2页\n发件：ACME香港 财务部\n收件：集团IR\n"
            "事由：请提供ACME香港2O23财年的EBITDA。\n                 [盖章]",
            "ACME_HK",
            "EBITDA",
            "FY2023",
        ),
        (
            "ACME新加坡  人事部\n新加坡业务2O24财年的员工人数是多少？\n              - 2 -",
            "ACME_SG",
            "HEADCOUNT",
            "FY2024",
        ),
        (
            "ファックス送信票　2O26年7月2曰\n宛先：IR担当\n発信：人事部\n"
            "シンガポ一ル事業の2O23年度の従業貝数を教えてください。\n                      [印]",
            "ACME_SG",
            "HEADCOUNT",
            "FY2023",
        ),
        (
            "ACME香港  财务部\n日期：2O26年6月l0曰\n请提供2O24财年的收入。",
            "ACME_HK",
            "REVENUE",
            "FY2024",
        ),
        (
            "ACME Japan K.K.  |  Finance Department\n"
            "Please send the EBITDA for FY2O24.\nPage l of S",
            "ACME_JP",
            "EBITDA",
            "FY2024",
        ),
        (
            "ACMEシンガポール  経理部\n2O24年度の当期純利益を教えてください。",
            "ACME_SG",
            "NET_PROFIT",
            "FY2024",
        ),
        (
            "―― スキャン資料 ――\n日本事業の2O24年度の当期純利益は？\n       - l -",
            "ACME_JP",
            "NET_PROFIT",
            "FY2024",
        ),
    ],
)
def test_the_request_under_a_scan_s_furniture_is_answered(
    kb: Any, mode: str, question: str, scope: str, metric: str, period: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, scope, metric, period))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        # A banner's line that also narrows the figure is no furniture.
        "What was ACME Japan's revenue in FY2O24?\nCONFIDENTIAL - franchise stores only",
        "FAX  P.l/l\n传真：香港2O24财年的收入（只要外卖部分）",
        "FAX送信票  2O26年7月2曰\n香港事業の2O24年度のテイクアウト売上高は？",
        # A group's letterhead names no market of the asker's own: "our market" is asked.
        "ACME集团  财务部\n我们市场2O23财年的收入是多少？",
        # A market's letterhead over a request of every market: never the market's figure.
        "ACME Japan K.K.  |  Finance Department\n"
        "What was total revenue across all markets in FY2O24?",
        "ACME日本  人事部\n所有市场2O23财年的员工总人数是多少？",
        # A cover sheet's field holding the year keeps it: no year is assumed.
        "FAX  P.l/l\nDate: FY2O23\nPlease send ACME Hong Kong's EBITDA.",
        # The request under the furniture names what the KB lacks.
        "FAX  FROM: ACME  P.OOl/OOl\nPlease send ACME Taiwan's EBITDA for FY2O23.\n[SEAL]",
    ],
)
def test_what_the_furniture_does_not_account_for_gives_no_figure(
    kb: Any, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
