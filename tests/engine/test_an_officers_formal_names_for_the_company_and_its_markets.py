"""An officer's formal names for the company and its markets (``_formal_names``).

- The company by its role under the rules ("the Issuer", "the Registrant", "the
  Taxpayer", 发行人, 上市公司, 纳税人, 提出会社, 納税者) is the company written to; "the
  Company and its subsidiaries" and 貴社及び連結子会社 are the group.
- A market by its style ("the Macao Special Administrative Region", "the Republic of
  Singapore", 中国香港, 新加坡共和国, マカオ特別行政区) is the market.
- Still refused: a style around a name the KB lacks ("the Republic of Korea", 中国台湾,
  大韩民国共和国 is no market), a role said of another company (其他上市公司), an unknown
  metric in the same shape.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value

NAMED = [
    (
        "Please state the Issuer's EBITDA from its Macau operations for FY2023.",
        ("ACME_MO", "EBITDA", "FY2023"),
    ),
    (
        "The Registrant is requested to furnish the headcount of its Japan segment for FY2024.",
        ("ACME_JP", "HEADCOUNT", "FY2024"),
    ),
    (
        "Kindly confirm the net profit of the Company and its subsidiaries for FY2023.",
        ("ACME_GROUP", "NET_PROFIT", "FY2023"),
    ),
    (
        "Please report the gross margin of ACME's business in the Republic of Singapore for "
        "FY2024.",
        ("ACME_SG", "GROSS_MARGIN", "FY2024"),
    ),
    (
        "Please state the revenue of the Company's Hong Kong Special Administrative Region "
        "business for FY2025.",
        ("ACME_HK", "REVENUE", "FY2025"),
    ),
    ("请发行人说明其澳门业务2023财年的EBITDA。", ("ACME_MO", "EBITDA", "FY2023")),
    ("请说明纳税人日本业务2024年度的员工人数。", ("ACME_JP", "HEADCOUNT", "FY2024")),
    ("请说明贵公司中国澳门业务2025财年的净利润。", ("ACME_MO", "NET_PROFIT", "FY2025")),
    ("请说明贵公司新加坡共和国业务2023财年的收入。", ("ACME_SG", "REVENUE", "FY2023")),
    ("提出会社のマカオ事業の2024年度EBITDAを報告されたい。", ("ACME_MO", "EBITDA", "FY2024")),
    ("貴社及び連結子会社の2023年度純利益を報告されたい。", ("ACME_GROUP", "NET_PROFIT", "FY2023")),
    (
        "貴社のマカオ特別行政区における2025年度売上高を報告されたい。",
        ("ACME_MO", "REVENUE", "FY2025"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "fact"), NAMED)
def test_a_formal_name_is_the_company_or_its_market(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact))


STILL_NO_FIGURE = [
    "Please report the revenue of ACME's business in the Republic of Korea for FY2024.",
    "Please state the Issuer's inventory turnover from its Macau operations for FY2023.",
    "Please state the revenue of another issuer's Macau operations for FY2023.",
    "请说明贵公司中国台湾业务2025财年的净利润。",
    "请说明其他上市公司澳门业务2023财年的EBITDA。",
    "请发行人说明其澳门业务2023财年的存货周转率。",
    "貴社の大韓民国における2025年度売上高を報告されたい。",
    "提出会社のマカオ事業の2024年度在庫回転率を報告されたい。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", STILL_NO_FIGURE)
def test_an_unknown_market_metric_or_company_still_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
