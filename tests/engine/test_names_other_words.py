"""KB names said in other words: consolidated figures, loanwords, the documents facts are
read from, and a market's name misspelt by one letter.

* 合并 / 連結 / "consolidated" name the group's figure, not a part of it;
* a metric's loanword (グロスマージン, トップライン, ボトムライン) names that metric;
* a fact source named beside a figure (the annual report, the KPI workbook, 年次報告書,
  KPI表格, KPIワークブック) says where it is reported: it is not refused as unknown;
* a Latin word of five letters or more within one edit of exactly one scope's name is
  read as that scope, and the answer says so; a shorter word (bar a dropped letter,
  ``test_names_typed_as_they_sound``), or an unknown market within two edits of a KB
  name, stays refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.engine._spelling import one_edit as _one_edit
from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "metric"),
    [
        ("集团2024财年的合并营业收入是多少？", "ACME_GROUP", "REVENUE"),
        ("2023财年集团合并口径的EBITDA是多少？", "ACME_GROUP", "EBITDA"),
        ("連結ベースの2024年度の売上高を教えてください。", "ACME_GROUP", "REVENUE"),
        ("What was the consolidated net profit for FY2023?", "ACME_GROUP", "NET_PROFIT"),
        ("香港のグロスマージンは2024年度どうでしたか？", "ACME_HK", "GROSS_MARGIN"),
        ("日本事業のトップラインは2023年度いくらでしたか？", "ACME_JP", "REVENUE"),
        ("マカオのボトムラインを2024年度で教えてください。", "ACME_MO", "NET_PROFIT"),
        ("What top-line revenue did Singapore report in FY2024?", "ACME_SG", "REVENUE"),
        ("What was Hong Kong's bottom line in FY2023?", "ACME_HK", "NET_PROFIT"),
        ("新加坡2024财年的人头数是多少？", "ACME_SG", "HEADCOUNT"),
        ("シンガポールのヘッドカウントは2024年度何人？", "ACME_SG", "HEADCOUNT"),
        ("日本のグロスプロフィットマージンは2023年度いくら？", "ACME_JP", "GROSS_MARGIN"),
    ],
)
def test_a_name_in_other_words_names_the_kb_term(
    kb: KnowledgeBase, mode: str, question: str, scope: str, metric: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    assert f"{scope} {metric} " in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "source"),
    [
        ("Singapore gross margin for FY2023, from the KPI workbook?", "KPI_Workbook"),
        ("新加坡2024财年的毛利率是多少？在KPI表里。", "KPI_Workbook"),
        ("香港の2023年度の粗利率はKPIワークブックに載っていますか？", "KPI_Workbook"),
        ("集团2023财年的收入是多少？年度报告里有。", "Annual_Report"),
        ("グループ全体の2024年度のEBITDAは年次報告書ではいくらですか？", "Annual_Report"),
    ],
)
def test_a_fact_source_named_beside_a_figure_is_where_it_is_reported(
    kb: KnowledgeBase, mode: str, question: str, source: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    assert any(source in s for s in answer.sources)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope", "written"),
    [
        ("What was Singapre's revenue in FY2024?", "ACME_SG", "singapre"),
        ("Hongkng EBITDA for FY2023, please.", "ACME_HK", "hongkng"),
        ("Net profit of Macua in FY2024?", "ACME_MO", "macua"),
        ("Revenue of Japna in FY2023?", "ACME_JP", "japna"),
    ],
)
def test_a_misspelt_market_is_read_and_said(
    kb: KnowledgeBase, mode: str, question: str, scope: str, written: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    assert f"{scope} " in answer.answer
    assert written in answer.answer  # the answer says what it read


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Malaysia's revenue in FY2024?",
        "Macedonia revenue FY2024?",
        "What was Japm revenue in FY2024?",  # four letters, no letter of Japan dropped
        "Singapur EBITDA for FY2025?",  # two edits from Singapore
        "What was Taiwan's revenue in FY2024?",
        "What was the grope's revenue in FY2024?",  # one edit from "group": no market
    ],
)
def test_an_unknown_market_near_a_kb_name_stays_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.refused, answer.answer
    assert answer.value is None


def test_one_edit_is_one_insertion_deletion_substitution_or_swap() -> None:
    assert _one_edit("singapre", "singapore")
    assert _one_edit("singaproe", "singapore")
    assert _one_edit("macua", "macau")
    assert _one_edit("macaw", "macau")
    assert not _one_edit("macau", "macau")
    assert not _one_edit("singapur", "singapore")
    assert not _one_edit("malaysia", "macau")


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "options"),
    [
        ("港澳地区2025财年的EBITDA是多少？", ("香港", "澳门")),
        ("港澳市场去年的净利润是多少？", ("香港", "澳门")),
        ("港澳業務の2024年度の売上高は？", ("香港", "マカオ")),
        ("海外市场2024财年的收入是多少？", ("香港", "新加坡", "日本", "澳门")),
        ("海外事業の2023年度のEBITDAを教えてください。", ("香港", "シンガポール", "マカオ")),
        ("What was the overseas business revenue in FY2024?", ("Hong Kong", "Macau")),
        ("Net profit of our overseas operations in FY2023?", ("Singapore", "Japan")),
    ],
)
def test_a_name_of_several_markets_is_asked_which(
    kb: KnowledgeBase, mode: str, question: str, options: tuple[str, ...]
) -> None:
    """Never refused as unknown, never answered for the group: asked which market."""
    answer = ask(kb, question, mode)
    assert answer.route == "clarify", answer.answer
    assert answer.value is None
    assert all(name in answer.answer for name in options), answer.answer
    assert "group" not in answer.answer.lower() and "集团" not in answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_young_people_of_both_places_are_no_business(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "港澳青年实习计划每年招收多少人?", mode)
    assert answer.route == "narrative"
    assert "200" in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "scope"),
    [
        ("Macau's net profit, the bottom line, in FY2024?", "ACME_MO"),
        ("What was Japan's net income, the bottom line, for FY2023?", "ACME_JP"),
        ("What's Singapore's net profit - the bottom line - for FY2024?", "ACME_SG"),
        ("香港の2024年度の純利益（ボトムライン）は？", "ACME_HK"),
    ],
)
def test_a_metric_glossed_by_its_definition_is_one_name(
    kb: KnowledgeBase, mode: str, question: str, scope: str
) -> None:
    """A metric's name glossed beside it by what it means is read whole, no word left."""
    answer = ask(kb, question, mode)
    assert answer.route == "numeric", answer.answer
    assert f"{scope} NET_PROFIT " in answer.answer
