"""An officer's names for the period last reported (``_reporting_period``).

- A year said completed, ended or reported most recently or last ("the most recently
  completed financial year", 「直前事業年度」, 「直近の決算期」, 「前連結会計年度」) is the latest
  closed fiscal year, FY2025 on the test's date.
- The reporting period named by itself ("the reporting period", 「报告期内」, 「本报告期」,
  「報告対象期間の」) is answered for the latest closed year with the assumption said;
  "the reporting period ended 31 December 2024" is FY2024.
- Still refused: a qualified period (interim, current, quarterly), a period ending in
  another month, a report of a half or a quarter (半年报, 季报, 半期報告書, 四半期報告書),
  an unknown market or metric in the same shape, and 当連結会計年度 (the open year).
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value

LATEST_CLOSED = [
    (
        "Kindly furnish the revenue of the Company's Macau business for the most recently "
        "completed financial year.",
        ("ACME_MO", "REVENUE", "FY2025"),
    ),
    (
        "The Bureau requests the EBITDA of ACME Japan for the financial year most recently ended.",
        ("ACME_JP", "EBITDA", "FY2025"),
    ),
    (
        "Please state the Singapore headcount for the last completed fiscal year.",
        ("ACME_SG", "HEADCOUNT", "FY2025"),
    ),
    ("请贵司报送已披露的最近年度澳门业务净利润。", ("ACME_MO", "NET_PROFIT", "FY2025")),
    (
        "貴社の直前事業年度における日本事業の純利益を報告されたい。",
        ("ACME_JP", "NET_PROFIT", "FY2025"),
    ),
    (
        "貴社の直近の決算期におけるマカオ事業のEBITDAを回答されたい。",
        ("ACME_MO", "EBITDA", "FY2025"),
    ),
    (
        "貴社の前連結会計年度におけるシンガポール事業の売上高を報告されたい。",
        ("ACME_SG", "REVENUE", "FY2025"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "fact"), LATEST_CLOSED)
def test_the_year_closed_last_is_the_latest_closed_year(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact))


REPORTING_PERIOD = [
    (
        "The Exchange requires the Company to disclose the gross margin of its Japan "
        "business for the reporting period.",
        ("ACME_JP", "GROSS_MARGIN", "FY2025"),
    ),
    (
        "Please state the number of employees of the Group as at the end of the latest "
        "reporting period.",
        ("ACME_GROUP", "HEADCOUNT", "FY2025"),
    ),
    ("请贵公司说明报告期内新加坡业务的EBITDA。", ("ACME_SG", "EBITDA", "FY2025")),
    ("现要求贵司报送本报告期日本业务的营业收入。", ("ACME_JP", "REVENUE", "FY2025")),
    (
        "貴社の報告対象期間における香港事業の従業員数を報告されたい。",
        ("ACME_HK", "HEADCOUNT", "FY2025"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "fact"), REPORTING_PERIOD)
def test_the_reporting_period_alone_is_the_latest_with_the_assumption(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, *fact), clarification="answer_with_assumptions")


@pytest.mark.parametrize("mode", MODES)
def test_the_reporting_period_ended_on_a_year_end_is_that_year(
    kb: KnowledgeBase, mode: str
) -> None:
    question = (
        "Please confirm the net profit of the Company's Singapore business for the reporting "
        "period ended 31 December 2023."
    )
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, "ACME_SG", "NET_PROFIT", "FY2023"))


STILL_NO_FIGURE = [
    "Please state the revenue of the Company's Macau business for the interim reporting period.",
    "Please state the revenue of the Company's Macau business for the current reporting period.",
    "Please state the revenue of the Company's Macau business for the reporting period ended "
    "30 June 2024.",
    "Please state the revenue of the Company's Macau business for the most recently completed "
    "quarter.",
    "Please state the revenue of the Company's Korea business for the most recently completed "
    "financial year.",
    "Please state the inventory turnover of the Company's Macau business for the reporting period.",
    "请贵公司说明半年报告期澳门业务的营业收入。",
    "请贵公司说明半年报中澳门业务的营业收入。",
    "请贵公司说明一季报中澳门业务的营业收入。",
    "请贵公司说明报告期内台湾业务的营业收入。",
    "请贵公司说明报告期内澳门业务的存货周转率。",
    "貴社の半期報告書に記載されたマカオ事業の売上高を報告されたい。",
    "貴社の四半期報告書に記載されたマカオ事業の売上高を報告されたい。",
    "貴社の直前四半期におけるマカオ事業の売上高を報告されたい。",
    "貴社の報告対象期間における台湾事業の売上高を報告されたい。",
    "貴社の当連結会計年度におけるマカオ事業の売上高を報告されたい。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", STILL_NO_FIGURE)
def test_a_part_of_a_year_or_an_unknown_name_still_gives_no_figure(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
