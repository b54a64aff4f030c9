"""Where a figure is stated, asked beside the figure: the figure is given with its source;
which document covers a topic: the topic, answered from its document. Who says it, after
the question ("… according to the company", "the risks the company lists"), is the company.

Read: "Which file has JP headcount for FY2023?", "What is the source for HK revenue
FY2024?", "source of truth for SG EBITDA FY2025", "…, and the source?",
「…的数据来源是哪个文件？」, 「…在哪个文件里？」, 「…の出典はどの資料ですか？」,
「…はどのファイルに載っていますか？」, and the source wished beside it ("with the source",
「请注明出处」, 「出典付きで」). Still refused: the source of a figure the KB lacks
(free cash flow, Taiwan, FY2022); a bare "source of" is what something comes from ("the
source of HK revenue growth"), not where a figure is written, and is read as before.
"""

from __future__ import annotations

from typing import Any

import pytest

from tests.engine.asking import MODES, ask, assert_figure, assert_refused

ANNUAL_REPORT = "ACME_Annual_Report_FY2025.pdf"

ANSWERED = [
    ("Which file has JP headcount for FY2023?", 2210.0, "ACME_KPI_Workbook.xlsx"),
    ("What is the source for HK revenue FY2024?", 1596.0, "ACME_FY2024_Results.pptx"),
    ("source of truth for SG EBITDA FY2025?", 247.0, "ACME_FY2025_Results.pptx"),
    ("What document is Macau revenue FY2024 from?", 2610.0, "ACME_FY2024_Results.pptx"),
    ("HK revenue FY2024, and the source?", 1596.0, "ACME_FY2024_Results.pptx"),
    ("香港2024财年收入的数据来源是哪个文件？", 1596.0, "ACME_FY2024_Results.pptx"),
    ("日本2023财年员工人数在哪个文件里？", 2210.0, "ACME_KPI_Workbook.xlsx"),
    ("日本の2023年度従業員数の出典はどの資料ですか？", 2210.0, "ACME_KPI_Workbook.xlsx"),
    ("マカオの2024年度売上高はどのファイルに載っていますか？", 2610.0, "ACME_FY2024_Results.pptx"),
    ("Group revenue FY2024 with the source please.", 3564.0, ANNUAL_REPORT),
    ("新加坡2023财年的员工人数是多少？请注明出处。", 1480.0, "ACME_KPI_Workbook.xlsx"),
    ("グループの2024年度の純利益を出典付きでお願いします。", 468.0, ANNUAL_REPORT),
]

REFUSED = [
    "What is the source for HK free cash flow FY2024?",
    "Which file has Taiwan revenue for FY2024?",
    "香港2022财年收入的出处是哪份文档？",
    "台湾の2024年度売上高の出典はどの資料ですか？",
    "What is the source of HK revenue growth?",
]


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(("question", "value", "doc"), ANSWERED)
def test_the_figure_is_given_with_its_source(
    kb: Any, question: str, value: float, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, value, "none")
    assert answer.sources and answer.sources[0] == doc, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize("question", REFUSED)
def test_the_source_of_what_the_kb_lacks_is_refused(kb: Any, question: str, mode: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("Which document covers the data protection policy?", "ACME_Data_Protection_Policy.docx"),
        ("哪份文件讲了数据保护政策？", "ACME_Data_Protection_Policy.docx"),
        (
            "Which document talks about store expansion in the Greater Bay Area?",
            "ACME_GBA_Expansion_Plan.docx",
        ),
    ],
)
def test_which_document_covers_a_topic_is_answered_by_it(
    kb: Any, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources and answer.sources[0] == doc, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["Which document covers the pet insurance business?", "Which documents mention Taiwan?"],
)
def test_which_document_covers_what_the_kb_lacks_is_refused(
    kb: Any, question: str, mode: str
) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        ("What are the main risks the company lists?", "ACME_Risk_Factors_FY2025.pdf"),
        ("What are the main risks according to the company?", "ACME_Risk_Factors_FY2025.pdf"),
        (
            "What does the group do about data protection, according to its own documents?",
            "ACME_Data_Protection_Policy.docx",
        ),
    ],
)
def test_who_says_it_after_the_question_is_the_company(
    kb: Any, question: str, doc: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources and answer.sources[0] == doc, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_who_says_it_beside_a_figure(kb: Any, mode: str) -> None:
    answer = ask(kb, "Which page of the annual report gives group net profit for FY2025?", mode)
    assert_figure(answer, 519.0, "none")
    assert_refused(ask(kb, "What are the main risks the company sees in Taiwan?", mode))
