"""The asker's own first-person statement before a question about a document.

A piece said in the first person about the asker (「日本同事发来的报告我看不懂日文」,
「同僚から届いた英語の報告書が私には読めないので」, "My colleague in Japan sent a report I
cannot read.") is set aside before a question about a document, even where it names the
market the question names (the KB's own names are no proper nouns it may lack), and even
where the question's own words are not all KB names: the question is weighed without it.

Neighbours still refuse: a figure request with a word the KB lacks written onto the
metric or the scope beside such a statement (「线上收入」, 「免税店的收入」).

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "doc"),
    [
        (
            "香港同事发来的邮件我看不懂，香港会员计划有多少会员？",
            "ACME_HK_Market_Review_FY2025.docx",
        ),
        (
            "同僚から届いた英語の報告書が私には読めないので、日本の店舗の2025年度の再生可能エネルギー"
            "比率と2030年の目標を教えてください。",
            "ACME_Sustainability_Report_Japan_2025.pdf",
        ),
        (
            "My colleague in Japan sent a report I cannot read. What share of renewable energy "
            "did the Japan stores reach in FY2025?",
            "ACME_Sustainability_Report_Japan_2025.pdf",
        ),
    ],
)
def test_the_askers_statement_is_set_aside(
    kb: KnowledgeBase, mode: str, question: str, doc: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative" and answer.sources == [doc], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "日本同事说的我没听懂，日本2024财年的线上收入是多少？",
        "香港同事发来的邮件我看不懂，香港免税店的收入是多少？",
        "同僚の報告書が私には読めないので、日本の2024年度のオンライン売上高を教えてください。",
        "I cannot read my colleague's report. What was Japan's online revenue in FY2024?",
    ],
)
def test_a_figure_beside_it_with_a_word_the_kb_lacks_still_refuses(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
