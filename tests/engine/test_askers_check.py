"""A Japanese sentence saying what the asker is checking is context when every word of
what is checked is a work product or a word for the figures as reported.

「開示資料の確認です。」, 「決算資料のチェック中です。」, 「取締役会資料の確認です。」 say what the
asker checks, not which figure: the request beside them is answered, as "Checking the
disclosure pack." and 「我在核对披露资料。」 are. A word of the business or a part in what
is checked (「*卸売*の確認です」, 「*免税店*資料の確認です」, 「*EC*資料」, "the *wholesale*
pack") may say which part of the figure is wanted: refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure

GROUP_REVENUE_FY2024 = 3564.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "開示資料の確認です。グループの2024年度の売上高はいくらですか。",
        "決算資料のチェック中です。グループの2024年度の売上高は？",
        "取締役会資料の確認です。グループの2024年度の売上高を教えてください。",
        "Checking the disclosure pack. What was the group's revenue in FY2024?",
        "我在核对披露资料。集团2024财年的收入是多少？",
    ],
)
def test_a_check_of_the_askers_work_is_context(kb: KnowledgeBase, mode: str, question: str) -> None:
    assert_figure(ask(kb, question, mode), GROUP_REVENUE_FY2024)


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "卸売の確認です。グループの2024年度の売上高は？",
        "免税店資料の確認です。グループの2024年度の売上高は？",
        "EC資料の確認です。グループの2024年度の売上高は？",
        "Checking the wholesale pack. What was the group's revenue in FY2024?",
    ],
)
def test_a_check_of_a_part_is_refused(kb: KnowledgeBase, mode: str, question: str) -> None:
    answer = ask(kb, question, mode)
    assert answer.route == "refuse", answer.answer
    assert answer.value is None, answer.answer
