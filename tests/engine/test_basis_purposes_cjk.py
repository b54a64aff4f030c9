"""A Chinese or Japanese phrase of purposes naming a basis of counting is kept.

"For tax purposes" may ask the figure on another basis than the KB reports: English keeps
it in the request and refuses (``_purpose_en``). 「出于纳税目的，…」, 「税務目的で、…」,
「会計上の目的で、…」, or a sentence after the request (「会計目的です。」) are read the same:
refused, never answered with the reported figure. A purpose naming no basis
(「出于审计目的」, 「監査の目的で」) is what the figure is for: set aside, and the figure given.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_refused

HK_REVENUE_FY2024 = 1596.0
JP_REVENUE_FY2025 = 109800.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "出于纳税目的，香港2024财年的收入是多少？",
        "为了会计用途，香港2024财年的收入是多少？",
        "香港2024财年的收入是多少？出于税务目的。",
        "税務目的で、2025年度の日本の売上高はいくらですか？",
        "会計上の目的で、香港の2024年度の純利益を教えてください。",
        "2025年度の日本の売上高を教えてください。会計目的です。",
        "For tax purposes, what was Hong Kong's revenue in FY2024?",
    ],
)
def test_a_basis_purpose_refuses(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_refused(ask(kb, question, mode))


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("出于审计目的，香港2024财年的收入是多少？", HK_REVENUE_FY2024),
        ("監査の目的で、2025年度の日本の売上高はいくらですか？", JP_REVENUE_FY2025),
    ],
)
def test_a_purpose_naming_no_basis_is_set_aside(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)
