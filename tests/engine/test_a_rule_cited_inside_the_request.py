"""A rule cited inside a request, not only before it (``_legal_basis``).

- A citation of a rule by its number or a statute by its name, in brackets, between
  commas or closing the request ("… for FY2024 (Rule 13.10 of the Listing Rules).",
  "Please state, pursuant to Rule 703 of the Listing Manual, …", 「请贵公司根据《上市规则》
  第13.10条说明…」, 「…（《上市规则》第13.10条）」, 「…（金融商品取引法第26条）」, 「…について、
  金融商品取引法第26条に基づき報告を求める」) says why the company must answer: the figure is
  answered.
- Still refused: the same citations around a channel, a market or a metric the KB lacks.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure, fact_value

CITED = [
    (
        "Please state the EBITDA of the Company's Singapore business for FY2023 (Rule 13.10 "
        "of the Listing Rules).",
        ("ACME_SG", "EBITDA", "FY2023"),
    ),
    (
        "Please report, pursuant to Rule 703 of the Listing Manual, the net profit of the "
        "Company's Macau business for FY2024.",
        ("ACME_MO", "NET_PROFIT", "FY2024"),
    ),
    (
        "Please furnish the headcount of the Company's Japan business for FY2025 under "
        "section 51(1) of the Inland Revenue Ordinance.",
        ("ACME_JP", "HEADCOUNT", "FY2025"),
    ),
    (
        "请贵公司根据《证券法》第七十八条说明澳门业务2024财年的净利润。",
        ("ACME_MO", "NET_PROFIT", "FY2024"),
    ),
    (
        "请贵公司报送新加坡业务2023财年的EBITDA（《上市规则》第13.46条）。",
        ("ACME_SG", "EBITDA", "FY2023"),
    ),
    (
        "貴社の2023年度における日本事業の従業員数を報告されたい（統計法第13条）。",
        ("ACME_JP", "HEADCOUNT", "FY2023"),
    ),
    (
        "貴社の2025年度におけるマカオ事業の純利益について、国税通則法第74条の2に基づき回答を求める。",
        ("ACME_MO", "NET_PROFIT", "FY2025"),
    ),
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "fact"), CITED)
def test_a_rule_cited_inside_the_request_is_set_aside(
    kb: KnowledgeBase, question: str, fact: tuple[str, str, str], mode: str
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact))


STILL_NO_FIGURE = [
    "Please state the online EBITDA of the Company's Singapore business for FY2023 (Rule "
    "13.10 of the Listing Rules).",
    "Please report, pursuant to Rule 703 of the Listing Manual, the net profit of the "
    "Company's Taiwan business for FY2024.",
    "Please furnish the inventory turnover of the Company's Japan business for FY2025 under "
    "section 51(1) of the Inland Revenue Ordinance.",
    "请贵公司根据《证券法》第七十八条说明台湾业务2024财年的净利润。",
    "请贵公司报送新加坡业务2023财年的线上EBITDA（《上市规则》第13.46条）。",
    "貴社の2023年度における日本事業の派遣社員数を報告されたい（統計法第13条）。",
    "貴社の2025年度における台湾事業の純利益について、国税通則法第74条の2に基づき回答を求める。",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", STILL_NO_FIGURE)
def test_a_cited_rule_leaves_an_unknown_name_refused(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
