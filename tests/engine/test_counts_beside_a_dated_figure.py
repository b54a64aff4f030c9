"""A count asked beside a figure of a closed year: the year is asked of the count too.

"What were Hong Kong's FY2024 revenue and member count?" quoted the FY2025 review's
member count (「会员人数在本财年突破120万」) beside the FY2024 revenue, as if it were
FY2024's; 「2024年度の香港の売上高と会員数は？」 likewise. The year written once is asked of
both: a passage of a document dated for another year stating a number is no answer for
the count. Asked for the review's own year, the count is quoted. And "Singapore revenue
and store count in FY2023?" gave the revenue alone, the store count dropped unsaid: a
clause opening on a word the KB lacks asks a measure of its own, refused with the whole.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask

REVIEW = "ACME_HK_Market_Review_FY2025.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What were Hong Kong's EBITDA and member count in FY2024?",
        "Give me Hong Kong's FY2023 net profit and member count.",
        "香港2024财年的EBITDA是多少？会员人数有多少？",
        "香港2023财年净利润多少，会员总数是多少？",
        "2024年度の香港のEBITDAと会員数を教えてください。",
        "香港事業の2023年度の純利益と会員数は？",
    ],
)
def test_the_reviews_count_is_not_given_for_another_year(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert "120" not in answer.answer, answer.answer
    assert REVIEW not in answer.sources, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["香港2025财年的EBITDA是多少？会员人数有多少？", "香港の2025年度の売上高と会員数は？"],
)
def test_the_reviews_own_year_is_quoted(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert REVIEW in answer.sources, answer.answer
    assert "120" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "Japan net profit and franchise count for FY2024?",
        "Hong Kong EBITDA and kiosk count in FY2023?",
        "香港的收入和门店数量，2024财年的",
        "日本の売上高と店舗数、2024年度でお願いします",
    ],
)
def test_a_count_beside_the_figure_is_not_dropped(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route in ("refuse", "clarify"), answer.answer
    assert answer.value is None, answer.answer
