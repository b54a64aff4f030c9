"""The business in the Greater Bay Area: Hong Kong and Macau in the KB.

The plan's mainland stores hold no figure, so "the GBA business", 「大湾区业务」 and
「グレーターベイエリア事業」 name the KB's two markets there at once, as "the SAR business"
does: a figure of it is asked which market, never read off the plan. The area named
alone beside a figure (「グレーターベイエリアの…売上高」) is a place the KB has no figure
of: refused, never answered with the plan's passage.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_no_figure, assert_refused_without_passage


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "What was the GBA business's EBITDA in FY2024?",
        "大湾区业务2024财年的净利润是多少？",
        "グレーターベイエリア事業の2024年度のEBITDAは？",
    ],
)
def test_the_gba_business_is_asked_which(kb: KnowledgeBase, question: str, mode: str) -> None:
    answer = ask(kb, question, mode)
    assert_no_figure(answer)
    assert answer.clarification == "ask_first", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "グレーターベイエリアの2024年度純利益は？",
        "グレーターベイエリアの2025年度の従業員数を教えてください。",
    ],
)
def test_a_figure_of_the_area_is_refused(kb: KnowledgeBase, question: str, mode: str) -> None:
    assert_refused_without_passage(ask(kb, question, mode))
