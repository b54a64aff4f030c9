"""A budget or a plan value asked beside a reported figure.

The KB holds the closed years' reported figures only. A Japanese budget (予算, 予算値)
or plan value (計画値) is a figure as planned, as a forecast (予想) or a target (目標)
is, and as "budget" and 预算 are: asked on its own after the asker names the figure
(「…売上高を資料に入れたいのですが、予算はいくらですか」) it is refused, never answered
with the reported figure; asked after a question of its own it is answered beside the
figure as not given. An actual (実績値) is the figure itself.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "マカオ事業の2025年度売上高を資料に入れたいのですが、予算はいくらですか？",
        "マカオ事業の2025年度売上高を知りたいのですが、予算値はいくらですか？",
        "マカオ事業の2025年度売上高について、計画値はいくらですか？",
        "マカオ事業の2025年度売上高を1セルで入れたいのですが、予算値はいくらですか？",
        "マカオ事業の2025年度の予算売上高を教えてください。",
        "I'd like Macau's FY2025 revenue, but what was the budget?",
        "我想知道澳门业务2025财年的收入，预算是多少？",
    ],
)
def test_a_budget_is_not_the_reported_figure(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_no_figure(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
def test_a_budget_asked_after_a_figure_is_said_not_given(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "マカオ事業の2025年度売上高は？予算はいくら？", mode)
    assert "予測はありません" in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_the_actual_beside_the_askers_sheet_is_the_figure(kb: KnowledgeBase, mode: str) -> None:
    question = (
        "予実管理表の実績欄に入れたいので、マカオ事業の2024年度売上高の実績値を教えてください"
    )
    assert_figure(ask(kb, question, mode), 2610.0)
