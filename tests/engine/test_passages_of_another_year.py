"""A passage stating a number of another year than the one a narrative question names.

The Hong Kong review of FY2025 says its members passed 1.2 million 「在本财年」 (this
year, FY2025). Asked how many members Hong Kong had in FY2024 (「香港业务2024财年的会员
人数」, "Hong Kong ACME+ membership in FY2024", 「香港の2024年度のACME+会員数」), that
passage states the number of another year: the engine refuses with no passage, never
quotes it for the year asked. Asked of FY2025, the year the review names, of "this year"
(本财年, 今年度: the latest document's) or of no year, the passage answers.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused_without_passage

REVIEW = "ACME_HK_Market_Review_FY2025.docx"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港业务2024财年的会员人数",
        "Hong Kong ACME+ membership in FY2024",
        "香港の2024年度のACME+会員数",
        "香港事業の2024年度の会員数は？",
    ],
)
def test_a_number_of_another_year_is_no_answer(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "香港业务2025财年的会员人数",
        "Hong Kong ACME+ membership in FY2025",
        "香港の2025年度のACME+会員数",
        "香港业务的会员人数",
        "香港业务本财年的会员人数",
        "今年度の香港事業の会員数は？",
        "Hong Kong ACME+ membership",
    ],
)
def test_the_year_the_passage_states_is_answered(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "narrative", answer.answer
    assert answer.sources == [REVIEW], answer.answer
