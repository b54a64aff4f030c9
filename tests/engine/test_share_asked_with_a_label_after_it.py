"""A Chinese or Japanese share noun with a label set after it: 「女性管理職比率 FY2025は？」.

A table row's cells joined into a question (a pasted sheet's row under its column, ``_pasted
_table``) or a label in brackets puts a year, a scope or a column's word between the share
noun and its particle (「女性管理職比率 FY2025は？」, 「女性管理職比率 グループは？」,
「女性管理层比例 2025财年是多少？」, 「比率（グループ）は？」). The question asks the share all the
same (``_measure_asked._LABEL_AFTER``), so only a sentence writing one answers it: before,
the row was read as a topic alone and the mentoring paragraph "to raise the ratio of women
managers", stating none, was quoted. A share noun of a topic the KB never writes as a share
stays refused.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_refused

MENTORING = "メンター制度"


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "女性管理職比率 FY2025は？",
        "女性管理職比率 グループは？",
        "グループ 女性管理職比率（FY2025）は？",
        "| 指標 | FY2025 |\n|---|---|\n| 女性管理職比率 | |\nこの行を埋めてください。",
        "指標,FY2025\n女性管理職比率,\nこの行を埋めてください。",
        "| 項目 | グループ |\n|---|---|\n| 女性管理職比率 | |\nこの行を埋めてください。",
        "女性管理层比例 2025财年是多少？",
    ],
)
def test_the_share_is_read_from_a_sentence_writing_it(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    answer = ask(kb, question, mode)
    assert (answer.route, answer.refused) == ("narrative", False), answer.answer
    assert "38 percent" in answer.answer, answer.answer
    assert MENTORING not in answer.answer, answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "女性取締役比率 FY2025は？",
        "| 指標 | FY2025 |\n|---|---|\n| 加盟店比率 | |\nこの行を埋めてください。",
        "加盟店比例 2025财年是多少？",
    ],
)
def test_a_share_no_sentence_writes_stays_refused(
    kb: KnowledgeBase, mode: str, question: str
) -> None:
    assert_refused(ask(kb, question, mode))
