"""A narrative question naming a closed year, and a document dated for another year.

The Hong Kong market review is dated FY2025 (its KB name and its title say so): its
「会员人数在本财年突破120万」 is the FY2025 count. Asked how many members there were in
FY2024 (「香港业务2024财年的会员人数」, 「香港事業の2024年度の会員数は？」), the engine never
quotes it as the answer; nor the ESG report's FY2025 emissions cut for FY2023, nor the
Japan strategy's FY2025 sales for 2023年度. A passage of such a document that writes the
year asked may answer, and asked for the document's own year the passage is quoted. A
document dated for no year (the talent development policy) states standing rules that
hold for any year (``test_year_beside_a_policy_question.py``).

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
        "香港业务2024财年的会员人数",
        "香港业务2023财年的会员人数",
        "香港市场回顾里2024财年的会员人数是多少？",
        "香港事業の2024年度の会員数は？",
        "香港事業の2024年度のACME+会員数について教えてください。",
        "日本事業戦略では2023年度の店舗数について何と書いていますか？",
        "What does the Hong Kong market review say about ACME+ membership in FY2024?",
        "What does the ESG report say about Scope 1 and Scope 2 emissions in FY2023?",
    ],
)
def test_a_number_of_the_documents_own_year_is_not_quoted(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert "120" not in answer.answer, answer.answer
    assert "18 percent" not in answer.answer, answer.answer
    assert "109,800" not in answer.answer, answer.answer
    assert answer.route == "refuse", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    ["香港业务2025财年的会员人数", "香港事業の2025年度の会員数は？"],
)
def test_the_documents_own_year_is_quoted(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [REVIEW], answer.answer
    assert "120" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_the_esg_report_for_its_own_year(kb: KnowledgeBase, mode: str) -> None:
    question = "What does the ESG report say about Scope 1 and Scope 2 emissions in FY2025?"
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert "18 percent" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What does the Singapore market update say about revenue in FY2024?",
        "新加坡市场更新对2024财年的收入怎么说？",
        "シンガポール市場アップデートは2024年度の売上高について何と言っていますか？",
    ],
)
def test_a_year_said_of_a_metric_holds_no_passage(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    """A year written for a metric the question names may be that figure's: the update's
    sentence on revenue, which states the year before's too, is still the one quoted."""
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert "915" in answer.answer, answer.answer
