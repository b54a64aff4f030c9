"""Formal qualifiers: the KB's own reporting basis is context, another basis is refused.

A basis naming one of the KB's own documents by the word all its names open on
(「按KPI口径」: the KPI workbook) or the figure as reported (「经审计的」, 「为免生疑问」,
「以披露数为准」) asks for the reported figure. A basis the KB does not report on (「按可比
口径」, 「按管理口径」, in brackets or not), the figure after something done to it (「重述后的」,
「扣除后的」) or one not so treated (「未经审计的」, 「未披露的」) is another figure: refused,
as "restated revenue" and 「修正再表示後の売上高」 are.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    ("question", "value"),
    [
        ("请提供香港业务2023财年的毛利率（按KPI口径）。", 41.2),
        ("为免生疑问，香港2023财年按KPI口径的毛利率是多少？", 41.2),
        ("新加坡业务2024财年经审计的收入是多少？", 915.0),
        ("为免生疑问，请提供新加坡业务2024财年经审计的收入。", 915.0),
    ],
)
def test_the_kbs_own_basis_is_context(
    kb: KnowledgeBase, mode: str, question: str, value: float
) -> None:
    assert_figure(ask(kb, question, mode), value)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "请提供香港业务2023财年的毛利率（按可比口径）。",
        "请提供香港业务2023财年的毛利率（按管理口径）。",
        "新加坡业务2024财年按线上口径的收入是多少？",
        "新加坡业务2024财年重述后的收入是多少？",
        "新加坡业务2024财年扣除后的收入是多少？",
        "新加坡业务2024财年修订后收入是多少？",
        "新加坡业务2024财年未经审计的收入是多少？",
        "新加坡业务2024财年未披露的收入是多少？",
        "为免生疑问，请提供新加坡业务2024财年剔除一次性项目后的净利润。",
        "What was Singapore's restated revenue in FY2024?",
        "For the avoidance of doubt, what was Singapore's revenue in FY2024 at constant currency?",
        "シンガポール事業の2024年度の修正再表示後の売上高は？",
        "念のため、シンガポール事業の2024年度の恒常為替ベースの売上高を教えてください。",
    ],
)
def test_another_basis_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_no_figure(ask(kb, question, mode))
