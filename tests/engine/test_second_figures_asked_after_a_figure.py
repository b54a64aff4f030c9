"""A second figure asked after a figure request, of something the KB does not report.

- A figure as planned, budgeted or forecast asked in a question of its own after the
  request and naming nothing else (「…？预算是多少？」, 「…？预算呢？」, 「…？予算は
  いくらですか？」, "…? What was the budget?") is said beside the figure as not given,
  never dropped in silence.
- A metric with a word the KB lacks written onto it, asked after the request with no
  market or year of its own (「…？员工满意度是多少？」, "…? And the inventory turnover?"),
  is said beside the figure as not answered, never answered with a passage that holds the
  word.
- A number asked of one measure beside the request ("…? What's the market share?",
  "…? How much was the marketing spend?") is read only where a passage states that
  measure as written: a passage holding "share" or "spend" alone is no answer.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

MACAU_REVENUE_FY2024 = 2610.0
NOT_GIVEN = {
    "zh": "问题的另一部分无法回答",
    "ja": "ご質問のもう一方の点にはお答えできません",
    "en": "I can't answer the other part of the question",
}


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "lang"),
    [
        ("澳门业务2024财年的收入是多少？预算是多少？", "zh"),
        ("澳门业务2024财年的收入是多少？预算呢？", "zh"),
        ("澳门业务2024财年的收入是多少？预测是多少？", "zh"),
        ("マカオ事業の2024年度の売上高は？予算はいくらですか？", "ja"),
        ("What was Macau's revenue in FY2024? And what was the budget?", "en"),
        ("澳门业务2024财年的收入是多少？员工满意度是多少？", "zh"),
        ("マカオ事業の2024年度の売上高は？従業員満足度はいくらですか？", "ja"),
        ("What was Macau's revenue in FY2024? And the inventory turnover?", "en"),
    ],
)
def test_a_second_figure_not_held_is_said_not_given(
    kb: KnowledgeBase, question: str, lang: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, MACAU_REVENUE_FY2024)
    assert NOT_GIVEN[lang] in answer.answer, answer.answer
    assert answer.sources == ["ACME_FY2024_Results.pptx"], answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was Macau's revenue in FY2024? What's the market share?",
        "What was Macau's revenue in FY2024? How much was the marketing spend?",
        "澳门业务2024财年的收入是多少？市场份额是多少？",
        "マカオ事業の2024年度の売上高は？市場シェアはいくらですか？",
    ],
)
def test_a_measure_asked_beside_is_read_only_as_written(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert len(answer.sources) <= 1, answer.answer  # no passage beside the figure
    if answer.value is not None:
        assert answer.value == MACAU_REVENUE_FY2024, answer.answer
        assert any(text in answer.answer for text in NOT_GIVEN.values()), answer.answer
    else:
        assert_no_figure(answer)
