"""The asker's own statement beside a figure request is no question to quote a passage for.

"I've held my ACME shares for years. What was Japan's revenue in FY2024?": the statement
asks nothing, however a passage holds its words ("held", of women holding management
roles; 「オンライン」, of the Greater Bay Area plan's online orders). It is passed over
as the asker's situation, as a statement naming nothing of the KB is, and the figure is
given alone; one naming only the company (「ACMEの株を長年持っています。」) asks no figure
of the group either. A statement that asks (「…を知りたいです」) or names a market keeps
its reading.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure

JAPAN_FY2024_REVENUE = 103200.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "I've held my ACME shares for years. What was Japan's revenue in FY2024?",
        "I bought ACME shares last month. What was Japan's revenue in FY2024?",
        "We own ACME stock. What was Japan's revenue in FY2024?",
        "我一直关注ACME。日本2024财年的收入是多少？",
        "ACMEの株を長年持っています。日本の2024年度の売上高は？",
        "私はACMEの株主です。日本の2024年度の売上高は？",
        "私のACMEオンライン株が下がっています。日本の2024年度の売上高は？",
    ],
)
def test_the_figure_is_given_without_a_passage(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_figure(answer, JAPAN_FY2024_REVENUE)
    assert answer.sources == ["ACME_FY2024_Results.pptx"], answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_a_statement_that_asks_keeps_its_passage(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "日本の人手不足への対応を知りたいです。日本の2024年度の売上高は？", mode)
    assert answer.route == "composite", answer.answer
    assert answer.value == JAPAN_FY2024_REVENUE, answer.answer
    assert "ACME_Japan_Business_Strategy_FY2025.pdf" in answer.sources, answer.answer
