"""Where in a KB document the asker points: a slide, a page, a sheet, a table, a format.

Read (``engine/_document_places.py``): a slide, page, sheet or table of a document the KB
names ("slide 6 of the FY2024 results deck", 「年报第4页上」, 「決算資料のスライド7で」, "the
Headcount sheet in the KPI workbook", a sheet's one-word title read as its words), and a
format word beside a document's name or a results deck's year ("the FY2025 deck", "the
Japan strategy PDF", 「決算パック」, 「业绩材料」) say where the figure is: it is answered.
A part of the document the figure is not on, where the KB holds what that part shows (in
that document or another: page 4 of the annual report, for a market's revenue its results
deck holds), gets the figure from where it is, said so.

Still refused: a slide, page or sheet of which the KB holds nothing ("slide 11", 「第9页」,
「スライド12枚目」, "the Stores tab"): no figure from elsewhere is given as that page's; an
unknown measure or market beside the place. A slide of the asker's own deck ("for slide 12
of the board deck") is no KB place and is set aside as before.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused, fact_value


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "fact"),
    [
        ("Slide 6 of the FY2024 results deck: Japan EBITDA?", ("ACME_JP", "EBITDA", "FY2024")),
        (
            "Group revenue for FY2023 as page 4 of the annual report gives it?",
            ("ACME_GROUP", "REVENUE", "FY2023"),
        ),
        (
            "From the Headcount sheet in the KPI workbook, how many people worked in Hong Kong "
            "in FY2025?",
            ("ACME_HK", "HEADCOUNT", "FY2025"),
        ),
        (
            "Singapore net profit in the FY2023 deck, please?",
            ("ACME_SG", "NET_PROFIT", "FY2023"),
        ),
        ("请按年报第4页上的数字，告诉我集团2025财年EBITDA。", ("ACME_GROUP", "EBITDA", "FY2025")),
        ("2023财年业绩材料第7页，日本的净利润是多少？", ("ACME_JP", "NET_PROFIT", "FY2023")),
        (
            "澳门2023财年员工人数，按KPI表的Headcount工作表里的数。",
            ("ACME_MO", "HEADCOUNT", "FY2023"),
        ),
        (
            "マカオの売上高を2025年度決算パックのスライド5で確認したいです。",
            ("ACME_MO", "REVENUE", "FY2025"),
        ),
        (
            "グループEBITDA（2024年度）をアニュアルレポートの4ページで見たいです。",
            ("ACME_GROUP", "EBITDA", "FY2024"),
        ),
    ],
)
def test_a_place_of_a_named_document_is_where_the_figure_is(
    kb: KnowledgeBase, mode: str, question: str, fact: tuple[str, str, str]
) -> None:
    assert_figure(ask(kb, question, mode), fact_value(kb, *fact))


@pytest.mark.parametrize("mode", MODES)
def test_a_sheet_title_written_as_one_word_names_its_metric(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "Japan, per the GrossMargin sheet of the KPI workbook?", mode)
    assert_figure(answer, fact_value(kb, "ACME_JP", "GROSS_MARGIN", "FY2025"))
    assert answer.clarification == "answer_with_assumptions"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "fact", "said"),
    [
        (
            "Hong Kong net profit, slide 5 of the FY2025 results deck?",
            ("ACME_HK", "NET_PROFIT", "FY2025"),
            "slide 7",
        ),
        ("新加坡收入，2024财年业绩简报第6页上的。", ("ACME_SG", "REVENUE", "FY2024"), "第5"),
        (
            "Japan revenue in FY2024 from page 4 of the annual report?",
            ("ACME_JP", "REVENUE", "FY2024"),
            "slide 5",
        ),
    ],
)
def test_another_part_of_the_document_is_said(
    kb: KnowledgeBase, mode: str, question: str, fact: tuple[str, str, str], said: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, fact_value(kb, *fact))
    assert said in answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Hong Kong revenue from slide 11 of the FY2024 results deck?",
        "Page 9 of the annual report - group net profit for FY2024?",
        "Japan headcount in FY2024 from the Stores tab of the KPI workbook?",
        "请看年报第9页里集团2024财年收入。",
        "澳门2025财年EBITDA，业绩简报第12页上的。",
        "香港の売上高を2025年度決算資料のスライド12枚目で確認したいです。",
        "グループ売上高（2023年度）をアニュアルレポートの10ページで見たいです。",
        "Taiwan revenue, slide 5 of the FY2023 results deck?",
        "Japan inventory turnover from slide 6 of the FY2023 results deck?",
        "请按年报第4页上的数字，告诉我集团2025财年自由现金流。",
    ],
)
def test_a_place_the_kb_holds_nothing_of_is_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_slide_of_the_askers_own_deck_is_set_aside(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "For slide 14 of the board deck, what was Macau revenue in FY2024?", mode)
    assert_figure(answer, fact_value(kb, "ACME_MO", "REVENUE", "FY2024"))
