"""A Japanese question whose topic is a noun described by a clause before it, set off by
a comma (「社内公募制度を使って新しい仕事に移った*人は*、2025年度に何名いますか」): the
topic is who or what is counted, never the asker's context, so its words stay in the
request and a class of staff the KB does not count gives no headcount, with or without
the comma; a passage stating their number may answer, in Japanese as in English and
Chinese. A topic naming only the KB's staff is the headcount.

None of these phrasings is in an independent set or the golden set.
"""

from __future__ import annotations

import pytest

from ragspine_eval_pipeline.kb.store import KnowledgeBase
from tests.engine.asking import MODES, ask, assert_figure

JAPAN_HEADCOUNT_FY2025 = 2301.0


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "社内公募制度を使って別の部署に移った人は、2025年度に何名いますか？",
        "社内公募制度で異動した社員は、2025年度に何人いますか？",
        "研修を受けた社員は、2025年度に何人いますか？",
    ],
)
def test_a_described_class_of_staff_gives_no_headcount(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.route != "numeric", answer.answer


@pytest.mark.parametrize("mode", MODES)
@pytest.mark.parametrize(
    "question",
    [
        "How many employees moved to a new role through internal job posting in FY2025?",
        "2025财年有多少员工通过内部公开招聘换了新岗位？",
    ],
)
def test_the_same_class_in_english_and_chinese_gives_no_headcount(
    kb: KnowledgeBase, question: str, mode: str
) -> None:
    answer = ask(kb, question, mode)
    assert answer.value is None, answer.answer
    assert answer.route != "numeric", answer.answer


@pytest.mark.parametrize("mode", MODES)
def test_staff_as_the_topic_is_the_headcount(kb: KnowledgeBase, mode: str) -> None:
    answer = ask(kb, "日本事業の従業員は、2025年度に何人いますか？", mode)
    assert_figure(answer, JAPAN_HEADCOUNT_FY2025)
