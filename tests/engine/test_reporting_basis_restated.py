"""A request that restates the basis the KB reports its figures on asks the figure itself.

「売上高（*開示ベース*）」, 「*有報ベース*で」, 「*監査済みの*売上高」, 「*開示ベース*でお願い
します」, "revenue (as reported)", 「收入（披露口径）」 say the figure is wanted as disclosed,
which is how the KB states every figure: the qualifier is context. A qualifier that
changes the figure (「既存店ベース」, 「為替一定ベース」, 「調整後」, 「修正再表示後」,
「一過性要因を除く」, "like-for-like", 「固定汇率口径」) asks a figure the KB does not
report, and is refused, beside the restated basis too.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure, assert_no_figure

GROUP_REVENUE_FY2024 = 3564.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "グループ全体の2024年度の売上高（開示ベース）はいくらでしたか。",
        "グループの2024年度の売上高（有報ベース）は？",
        "有報ベースで、グループの2024年度の売上高は？",
        "グループの2024年度の監査済みの売上高は？",
        "グループ全体の2024年度の売上高は？開示ベースでお願いします。",
        "取締役会資料用です。グループ全体の2024年度の売上高（公表ベース）はいくらでしたか。",
        "What was the group's revenue in FY2024 (as reported)?",
        "集团2024财年的收入（披露口径）是多少？",
    ],
)
def test_the_basis_the_kb_reports_on_is_context(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_figure(ask(kb, question, mode), GROUP_REVENUE_FY2024)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "グループの2024年度の売上高（既存店ベース）は？",
        "グループの2024年度の売上高（為替一定ベース）は？",
        "グループの2024年度の調整後の売上高は？",
        "グループの2024年度の売上高（修正再表示後）は？",
        "グループの2024年度の売上高（一過性要因を除く）は？",
        "グループの2024年度の売上高（開示ベース、既存店）は？",
        "グループの2024年度の既存店開示ベースの売上高は？",
        "グループ全体の2024年度の売上高は？為替一定ベースでお願いします。",
        "グループ全体の2024年度の売上高は？既存店ベースでお願いします。",
        "日本事業の2024年度の売上高は？既存店ベースで。",
        "What was the group's like-for-like revenue in FY2024?",
        "What was the group's adjusted revenue in FY2024?",
        "集团2024财年调整后的收入是多少？",
        "集团2024财年的收入（固定汇率口径）是多少？",
    ],
)
def test_a_basis_that_changes_the_figure_gives_no_figure(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_no_figure(ask(kb, question, mode))
